"""The LAN peer layer (ZeroMQ + msgpack, no Qt): one game, every machine's engine in lockstep.

Default port 47315/TCP (``handshake.DEFAULT_PORT``). Commands: ``carolus host``
and ``carolus join HOST[:PORT]`` (``carolus.net.lan_commands``): headless with ``--ai``, else
``carolus.launch`` opens the window (``carolus.ui.lan``) with a ``carolus.net.hosting.HostSetup`` / ``JoinSetup``.

Modules, from the wire inwards:

- ``codec``: one msgpack map per frame, decoded under hard limits;
- ``schema``: every message type and its fields (anything else is dropped);
- ``node``: the socket thread driving a core, what both roles share; ``host_node`` (the door, a ROUTER, the
  watch) and ``joiner_node`` (knocking at the door, a DEALER) are the two roles;
- ``host`` / ``joiner``: the protocol state machines, socket-free (each message kind -> its method in one table);
  the host's jobs are parts of their own: ``host_lobby``, ``host_dice``, ``host_sequencer``, ``host_grace``,
  ``host_autosave`` (``host_peers``: the peers they share), ``lobby_room`` (ready marks, the lobby's list,
  removing a joiner; the list's one form for console and window);
- ``protocol_types``: what they hand out: messages to send, events (their declared kinds and codes), timing;
- ``lockstep``: the shared game (a Match with external dice + fairness log);
- ``fairdice``: commit-reveal for the setup seed and every refill;
- ``witness``: revealed shares multicast on the LAN, around the host (so it cannot keep one back unseen);
  ``witness_direct`` (with ``host_witness``): the same over direct links between joiners where no multicast reaches;
- ``handshake``: versions, rules digest, the SPAKE2 password check;
- ``secure``: CURVE keys, the door's line and the joiner's side of it, fingerprints; ``door``: the host's door and
  its allow-list of keys; ``limits``: rate limits; ``text``: peer text; ``timers``: the host's waits;
- ``watch``: the host's watch over its game connections; ``tcpinfo``: what the kernel says of a connection;
- ``hosting``: hosting and joining, the same for ``lan_commands`` and the window (seats filled, start, addresses);
- ``places``: file places, keys, saved seats, typed and local addresses, state dumps;
- ``discovery``: zeroconf announce/browse; ``harness``: in-process games;
- ``chat``: chat lines, bounded, rate-limited, signed by their authors, never part of the game (issue 35).

Message flow (``J`` a joiner, ``H`` the host; every message ``{"t": type, ...}``, all over CURVE)::

    J connects to H's door (the typed port)  -> "CAROLUS/3 <public key> <game port> <password?> <nonce>"
      J "<its CURVE key> [s=<HMAC(token, nonce, key)>]" -> "ok": the key may pass CURVE (ZAP allow-list), closed
                                                  (the seat proof is needed once the seats are taken)
      with a password: J "<key> <pake>" -> H "<pake> <proof>" -> J "<confirm>" -> "ok" (SPAKE2 bound to both keys)
      "no <reason>": refused; "wait <s> <reason>": a flood was cut lately, J knocks again in <s> seconds
    J hello(proto, app, rules, name, game, token, nonce, seat)      (J pins the key at its first join)
      H challenge(pake) -> J auth(pake, mac)     a password the door did not check (in-process cores only)
      H welcome(peer, token, game, seats, players, proof, variant, rules, grace, witness) | reject(reason)
      H lobby(names, owners), lobby_list(names, keys, ready, seats, players, variant, auto)
      J ready(ready) -> H lobby_list(...) to all ... H start(peers, names, owners) | reject(kicked)
    event 0 (setup):  J commit(0, c, sig, vk) -> H commits(0, all, sigs, keys) -> J reveal(0, share, next, sig)
                      -> H dice(0, shares, next, sigs)   seed = H(game, 0, shares); setup dealt from the seed
                      (every commit signed by its author's Ed25519 key, pinned here: a reveal's sig is its next's)
    each action:      J act(token, index, action) -> H action(index, action) | refuse(index, reason)
                      J ack(applied, digest)           H compares with its own recomputation: desync(applied,
                      out, reason, resync) and a catch-up; past 3 of them reject(removed), the computer plays
    each refill k:    J reveal(k, share, next, sig) -> H dice(k, shares, next, sigs)   (an empty share: one that left,
                      gone past the grace or keeping its share back that long; others refuse it without that cause;
                      the roll it left at is void and event k + 1 decides it)
    LAN witness:      J multicasts seen(game, k, peer, share, next, sig, mac) as it reveals (and every 2 s while k
                      waits); the others check it, J seen(k, peer, share, next, sig) -> H (who rolls with it)
    direct witness:   J where(port, addrs, key, sig) once every dice key is known (after each welcome) -> H
                      peer_at(peer, port, addrs, key, sig, observed) to every other J (sig: the joiner's dice key);
                      each J links to the others' endpoints (CURVE, their key) and sends the same seen bytes over
                      them as it multicasts, passing on every share it accepts (relays cannot change one)
    back in the dice: J commit(k + 1, c, sig, vk) while out of roll k -> H quotes c in dice(k)'s next: in from k + 1
    catch-up:         J resync | hello with token -> H sync(record, net, need, event); J accepts only an extension
    always:           ping (1 s heartbeat), status(connected, names, standin), over(digest)
    leaving:          J bye(reason) -> H status(...)  |  H bye(reason) to every J (a user left the game)
    chat (any time):  J chat(seq, text, sig, vk) -> H chat_line(peer, seq, text, sig, vk) to every other J, each
                      checking the author's signature | H chat_slow(dropped) to a J over its rate
"""
