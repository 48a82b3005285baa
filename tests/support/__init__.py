"""Helpers the tests share (no tests here): rule scenarios, played games, the test window, hostile peers, LAN
processes and cheating clients.

Imported as ``tests.support.<module>`` with the checkout's root on ``sys.path``: pytest puts it there (``tests`` is a
package), and the benchmarks run as modules from the root (``python -m benchmarks.net_flood``). ``cheats.py`` also
runs as a script by its path (``net_procs.CHEATS``), so it imports nothing from here.
"""
