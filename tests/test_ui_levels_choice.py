"""The computer levels in the window: offered by name with their approximate Elo, older saved names kept."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from carolus.engine.ai import APPROX_ELO, LADDER, make_player, searches
from carolus.engine.record import Record
from carolus.ui.seats import SEATS_KEY, GameSetup, is_ai, seats_of
from carolus.ui.windows.new_game_dialog import NewGameDialog, kind_label


def test_dialog_offers_every_ladder_level_with_its_elo(qtbot: QtBot) -> None:
    dialog = NewGameDialog(GameSetup(2, ("Ann", "Robot"), ("human", "expert")))
    qtbot.addWidget(dialog)
    box = dialog.kind_boxes[1]
    kinds = [box.itemData(i) for i in range(box.count())]
    assert kinds == ["human", *sorted(LADDER, key=APPROX_ELO.__getitem__)]
    assert box.currentData() == "expert"
    for i, level in enumerate(LADDER, start=1):
        assert level in box.itemText(i) and str(APPROX_ELO[level]) in box.itemText(i)
    assert dialog.setup().seats == ("human", "expert")


def test_elo_table_is_ordered_and_covers_the_ladder() -> None:
    assert list(APPROX_ELO) == list(LADDER)
    values = [APPROX_ELO[level] for level in LADDER]
    assert values == sorted(values) and values[0] == 1000


def test_older_saved_names_still_play_and_show_as_their_level(qtbot: QtBot) -> None:
    dialog = NewGameDialog(GameSetup(4, ("Ann", "R", "S", "T"), ("random", "greedy", "strong", "master")))
    qtbot.addWidget(dialog)
    assert [dialog.kind_boxes[i].currentData() for i in range(4)] == ["beginner", "intermediate", "expert", "expert"]
    assert "master" not in [dialog.kind_boxes[1].itemData(i) for i in range(dialog.kind_boxes[1].count())]
    assert kind_label("strong") == kind_label("expert")
    record = Record.new(3, "ab", ["a", "b", "c"], [])
    record.extra[SEATS_KEY] = ["random", "greedy", "strong"]
    assert seats_of(record) == ["random", "greedy", "strong"]
    assert all(is_ai(kind) for kind in ("random", "greedy", "strong", *LADDER)) and not is_ai("human")
    for kind in ("random", "greedy", "strong", *LADDER):
        assert make_player(kind, 1).name == kind


def test_searching_levels_get_the_time_budget() -> None:
    assert [level for level in LADDER if searches(level)] == ["advanced", "expert"]
    assert searches("master")
    assert searches("strong") and not searches("greedy") and not searches("random") and not searches("nonsense")


def test_the_dialog_lists_levels_by_measured_strength_and_says_when_two_measured_equal(qtbot: QtBot) -> None:
    from carolus.ui.seats import AI_LEVELS, levels_by_strength

    swapped = {**APPROX_ELO, "beginner": APPROX_ELO["novice"] + 10}
    order = levels_by_strength(swapped)
    assert order.index("novice") < order.index("beginner"), "a weaker novice is listed first"
    assert [swapped[level] for level in order] == sorted(swapped[level] for level in order)
    dialog = NewGameDialog(GameSetup(2, ("Ann", "Robot"), ("human", "expert")))
    qtbot.addWidget(dialog)
    box = dialog.kind_boxes[1]
    shown = [box.itemData(i) for i in range(1, box.count())]
    assert shown == list(AI_LEVELS) == list(levels_by_strength(APPROX_ELO))
    assert [APPROX_ELO[level] for level in shown] == sorted(APPROX_ELO[level] for level in shown)
    texts = {box.itemData(i): box.itemText(i) for i in range(1, box.count())}
    for level in shown:
        equal = [o for o in shown[: shown.index(level)] if APPROX_ELO[o] == APPROX_ELO[level]]
        if equal:  # master, measured level with expert: the number stays, and it says so
            assert str(APPROX_ELO[level]) in texts[level] and f"as strong as {equal[0]}" in texts[level]
        else:
            assert "as strong as" not in texts[level]


def test_a_new_player_first_meets_the_gentlest_level(qtbot: QtBot, user_dirs: object) -> None:
    from PySide6.QtCore import QSettings

    from carolus.ui.preferences import AppSettings
    from carolus.ui.seats import AI_LEVELS

    setup = AppSettings(QSettings()).last_setup()  # no settings yet
    assert setup.seats == ("human", AI_LEVELS[0]) and AI_LEVELS[0] == "beginner"
    assert APPROX_ELO[setup.seats[1]] == min(APPROX_ELO.values())
