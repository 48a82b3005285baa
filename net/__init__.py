"""The LAN peer layer (ZeroMQ + msgpack, no Qt): one game, every machine's engine in lockstep.

Default port 47315/TCP (``handshake.DEFAULT_PORT``). Commands: ``carolus host``
and ``carolus join HOST[:PORT]`` (``net.cli``): headless with ``--ai``, else
``carolus.launch`` opens the window (``ui.lan_*``) with a ``net.setup.HostSetup`` / ``JoinSetup``.

Modules, from the wire inwards:

- ``codec``: one msgpack map per frame, decoded under hard limits;
- ``schema``: every message type and its fields (anything else is dropped);
- ``node``: the socket thread (host ROUTER, joiner DEALER) driving a core;
- ``host`` / ``joiner``: the protocol state machines, socket-free;
- ``lockstep``: the shared game (a Match with external dice + fairness log);
- ``fairdice``: commit-reveal for the setup seed and every refill;
- ``handshake``: versions, rules digest, the SPAKE2 password check;
- ``secure``: CURVE keys, the host's door, fingerprints; ``limits``: rate limits; ``text``: peer text;
- ``setup``: file places, keys, saved seats, host/join setup shared by ``cli`` and the window;
- ``discovery``: zeroconf announce/browse; ``harness``: in-process games.

Message flow (``J`` a joiner, ``H`` the host; every message ``{"t": type, ...}``, all over CURVE)::

    J connects to H's door (the typed port)  -> "CAROLUS/2 <public key> <game port>", closed
    J hello(proto, app, rules, name, game, token, nonce, seat)      (J pins the key at its first join)
      H challenge(pake) -> J auth(pake, mac)     only with a password (SPAKE2 + key confirmation)
      H welcome(peer, token, game, seats, players, proof, variant, rules) | reject(reason)
      H lobby(names, owners) ... H start(peers, names, owners)
    event 0 (setup):  J commit(0, c) -> H commits(0, all) -> J reveal(0, share, next)
                      -> H dice(0, shares, next)      seed = H(game, 0, shares); setup dealt from the seed
    each action:      J act(token, index, action) -> H action(index, action) | refuse(index, reason)
                      J ack(applied, digest)           H compares; desync(applied, out, reason, resync)
    each refill k:    J reveal(k, share, next) -> H dice(k, shares, next)   (an empty share: a peer that left)
    catch-up:         J resync | hello with token -> H sync(record, net, need, event); J accepts only an extension
    always:           ping (1 s heartbeat), status(connected, names, standin), over(digest)
    leaving:          J bye(reason) -> H status(...)  |  H bye(reason) to every J (a user left the game)
"""
