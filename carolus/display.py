"""Whether a window can open here, asked before Qt is loaded.

Without a display Qt's platform plugin aborts the whole process (SIGABRT,
exit 134, a page of Qt's own messages). A player, or a script running
``carolus`` on a server, should get one line and a plain non-zero exit instead.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path

HEADLESS_PLATFORMS = frozenset({"offscreen", "minimal", "vnc", "linuxfb", "eglfs", "vkkhrdisplay"})
"""Qt platform plugins that draw without a display server."""
X_SOCKETS = Path("/tmp/.X11-unix")


def missing_display(env: Mapping[str, str] | None = None, platform: str | None = None) -> str | None:
    """Why no window can open (one line), or None where it can or where we cannot tell (Windows, macOS)."""
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    if platform.startswith(("win", "darwin", "cygwin")):
        return None
    chosen = env.get("QT_QPA_PLATFORM", "").split(":")[0].split(";")[0].strip()
    if chosen in HEADLESS_PLATFORMS:
        return None
    if env.get("WAYLAND_DISPLAY"):
        return None
    display = env.get("DISPLAY", "")
    if not display:
        return "no display to open the game window on (DISPLAY is not set)"
    local = re.fullmatch(r"(?:unix)?:(\d+)(?:\.\d+)?", display)
    if local and not (X_SOCKETS / f"X{local.group(1)}").exists():
        return f"no display to open the game window on (nothing answers at DISPLAY={display})"
    return None
