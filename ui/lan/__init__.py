"""The window's LAN play, one job a module (the network itself is ``carolus.net``, which knows no Qt).

- ``dialogs``: Host, Join, the lobby, the plain warning;
- ``session``: ``LanSession``, one LAN game in the main window, from the lobby until it is left;
- ``starting``: hosting or joining from the window (``host_game``, ``join_game``, ``start_from_command``);
- ``menu``: the Game menu's Host/Join LAN game entries;
- ``rejoin``: after a crash, the LAN game joined last offered again;
- ``bridge``: the socket thread's news as Qt signals, local intents to the network;
- ``words``: LAN news and failures in the player's language.
"""

from .dialogs import HostDialog, HostOptions, JoinDialog, JoinOptions, LobbyDialog
from .menu import install_lan_menu
from .rejoin import offer_unfinished_lan
from .session import LanSession
from .starting import Start, host_game, join_game, start_from_command

__all__ = [
    "HostDialog",
    "HostOptions",
    "JoinDialog",
    "JoinOptions",
    "LanSession",
    "LobbyDialog",
    "Start",
    "host_game",
    "install_lan_menu",
    "join_game",
    "offer_unfinished_lan",
    "start_from_command",
]
