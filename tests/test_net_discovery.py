"""Finding games on the LAN: a host's zeroconf announcement shows up in browse()."""

from __future__ import annotations

import pytest

from carolus.net.discovery import announce, browse
from carolus.net.handshake import DEFAULT_PORT
from carolus.net.places import parse_address

pytestmark = pytest.mark.timeout(30)


@pytest.mark.lan
def test_announced_game_is_listed_by_browse() -> None:
    pytest.importorskip("zeroconf")
    try:
        ann = announce(45_871, 3, "Ann", addresses=["127.0.0.1"])
    except OSError as exc:  # no multicast in this sandbox
        pytest.skip(f"multicast unavailable: {exc}")
    try:
        found = browse(1.5)
    finally:
        ann.close()
    games = [g for g in found if g.port == 45_871]
    assert games and games[0].name == "Ann" and games[0].players == 3
    assert games[0].address == "127.0.0.1:45871"


def test_typed_addresses_parse_with_the_default_port_and_bad_ones_are_refused() -> None:
    assert parse_address("10.0.0.7") == ("10.0.0.7", DEFAULT_PORT)
    assert parse_address("host.lan:5000") == ("host.lan", 5000)
    assert parse_address("[::1]:6000") == ("::1", 6000)
    for bad in ("", ":80", "h:0", "h:99999", "h:x", "[::1"):
        with pytest.raises(ValueError):
            parse_address(bad)
