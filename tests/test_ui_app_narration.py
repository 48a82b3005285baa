"""The game log in words, the castles history and the save folder (no window needed)."""

from __future__ import annotations

from pathlib import Path

from carolus.engine.actions import Action
from carolus.engine.ai import make_player
from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.engine.view import game_view
from carolus.ui.history import castles_over_time, replay_views
from carolus.ui.persistence import autosave_path, open_record, unfinished_autosave, write_autosave
from carolus.ui.words.narration import Narrator, narrate_record, region_name


def _played(players: int, seed: str, level: str = "greedy") -> Match:
    match = Match.new(players, seed, ["Ann", "Bob", "Cat", "Dan"][:players])
    ai = make_player(level, 1)
    while not match.is_over():
        match.apply_action(ai.choose(match.state.clone()))
    return match


def _to_place_phase(match: Match) -> None:
    while match.state.phase_name != "place":
        match.apply_action(match.legal_actions()[0])


def test_one_log_line_per_turn_groups_knights_by_destination() -> None:
    match = Match.new(2, "abc", ["Ann", "Bob"])
    _to_place_phase(match)
    narrator = Narrator(2, ["Ann", "Bob"])
    p = match.to_act
    colours = [a.colour for a in match.legal_actions() if a.to == "court"]
    lines_before = len(narrator.lines)
    for _ in range(3):
        colour = next(c for c in colours if game_view(match.state).seats[p].reserve[_idx(c)])
        before = game_view(match.state)
        action = Action.place(p, colour, "court")
        match.apply_action(action)
        narrator.add(before, action, game_view(match.state))
    assert len(narrator.lines) == lines_before + 1
    assert narrator.lines[-1].startswith(f"{['Ann', 'Bob'][p]} placed ")
    assert " knights in court" in narrator.lines[-1] or " and " in narrator.lines[-1]
    before = game_view(match.state)
    move = Action.move(p, 1)
    match.apply_action(move)
    narrator.add(before, move, game_view(match.state))
    assert len(narrator.lines) == lines_before + 1
    assert "moved the emperor 1 step to region" in narrator.lines[-1]
    assert "(s)" not in narrator.lines[-1]


def _idx(colour: str) -> int:
    return ["blue", "green", "pink", "red", "yellow"].index(colour)


def test_takeover_names_the_side_that_lost_castles() -> None:
    lines = narrate_record(_played(2, "abc").record)
    takeovers = [line for line in lines if " passed from " in line]
    assert takeovers, "this seeded game has a takeover"
    assert any(" from Ann to Bob (" in line or " from Bob to Ann (" in line for line in takeovers)


def test_last_log_line_gives_the_result_with_castles() -> None:
    match = _played(4, "abd")
    last = narrate_record(match.record)[-1]
    total = match.rules.castles_per_side
    a, b = (total - left for left in match.state.castles_left)
    assert last.startswith("Game over: ")
    assert f"Ann & Cat {a}" in last and f"Bob & Dan {b}" in last


def test_a_region_is_named_by_its_province_and_a_merged_one_by_its_lowest_with_a_count() -> None:
    assert region_name([7]) == "Septimania"
    assert region_name([13, 14, 0, 1]) == "Frisia +3"
    assert len({region_name([p]) for p in range(15)}) == 15


def test_castles_history_ends_at_the_final_castles() -> None:
    match = _played(3, "77")
    points = castles_over_time(match.record)
    total = match.rules.castles_per_side
    assert points[0] == (0, 0, 0)
    assert points[-1] == tuple(total - left for left in match.state.castles_left)
    moves = sum(1 for a in match.record.actions if a.type == "move")
    assert len(points) == moves + 1


def test_replay_views_end_at_the_records_digest() -> None:
    match = _played(2, "5eed")
    views = replay_views(match.record)
    assert len(views) == len(match.record.actions) + 1
    assert views[-1].digest == match.digest()


def test_autosave_of_an_unfinished_game_is_offered_and_a_finished_one_is_not(user_dirs: Path) -> None:
    match = Match.new(2, "abc", ["Ann", "Bob"])
    _to_place_phase(match)
    assert unfinished_autosave() is None
    assert write_autosave(match.record) is None
    assert autosave_path().parent == user_dirs
    resumed = unfinished_autosave()
    assert resumed is not None and Match(resumed).digest() == match.digest()
    write_autosave(_played(2, "abc").record)
    assert unfinished_autosave() is None


def test_opening_a_bad_file_gives_one_line_naming_it(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    record, error = open_record(bad)
    assert record is None and error is not None
    assert "\n" not in error and "bad.json" in error
    record, error = open_record(tmp_path / "missing.json")
    assert record is None and "no such file" in str(error)


def test_opening_a_record_with_an_illegal_action_is_refused(tmp_path: Path) -> None:
    match = Match.new(2, "abc", ["Ann", "Bob"])
    d = match.record.to_dict()
    d["actions"] = [{"type": "move", "player": 0, "steps": 9}]
    path = tmp_path / "illegal.json"
    Record.from_dict(d).save(path)
    record, error = open_record(path)
    assert record is None and "Action 1 of the record cannot be played." in str(error)


def test_every_log_phrase_goes_through_the_translator() -> None:
    from carolus.ui.words import narration

    record = _played(2, "abc").record
    previous = narration.set_translator(
        lambda text, disambiguation=None, n=-1: narration.english(
            text.replace("placed", "posa").replace("Game over", "Fin"), disambiguation, n
        )
    )
    try:
        lines = narrate_record(record)
    finally:
        narration.set_translator(previous)
    assert any(" posa " in line for line in lines) and lines[-1].startswith("Fin:")
    assert not any(" placed " in line for line in lines)


def test_starting_crowns_of_one_player_share_one_line() -> None:
    match = Match.new(2, "4", ["Ann", "Bob"])  # seed 4: Bob rolls four crowns at setup, Ann one
    while match.state.round == 0:
        match.apply_action(match.legal_actions()[0])
    assert [a.player for a in match.record.actions if a.type == "crown"] == [1, 1, 1, 1, 0]
    from carolus.ui.words import narration

    previous = narration.set_translator(narration.english)  # the source text (no Qt plural table)
    try:
        assert narrate_record(match.record)[:2] == [
            "Bob named 4 starting crowns: blue, blue, blue and blue.",
            "Ann named 1 starting crown: blue.",
        ]
        assert narrate_record(match.record, you=0)[:2] == [
            "Bob named 4 starting crowns: blue, blue, blue and blue.",
            "You named 1 starting crown: blue.",
        ]
    finally:
        narration.set_translator(previous)


def test_the_person_at_this_screen_is_told_in_the_second_person_and_others_by_name() -> None:
    record = _played(2, "abc").record
    lines = narrate_record(record, you=0)
    assert any(line.startswith("You placed ") for line in lines)
    assert any(line.startswith("Bob placed ") for line in lines)
    assert not any("Ann placed" in line or "Ann moved" in line or "Ann drew" in line for line in lines)
    assert any(" You moved the emperor " in line for line in lines)
    assert any(" to you (" in line or " from you to " in line for line in lines)


def test_counts_take_their_plural_form_through_the_translator() -> None:
    from carolus.ui.words import narration

    seen: list[tuple[str, int]] = []

    def spy(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        if n >= 0:
            seen.append((text, n))
        return narration.english(text, disambiguation, n)

    previous = narration.set_translator(spy)
    try:
        lines = narrate_record(_played(2, "abc").record)
    finally:
        narration.set_translator(previous)
    assert any(text == "{name} moved the emperor %n step(s) to region {region}." for text, _ in seen)
    assert any(text.endswith("knight(s)") and n > 1 for text, n in seen)
    assert not any("(s)" in line or "%n" in line for line in lines)


def test_in_the_team_game_the_person_here_and_the_partner_are_you_and_the_partners_name() -> None:
    lines = narrate_record(_played(4, "abd").record, you=0)
    assert any(
        " for you and Cat." in line or " to you and Cat (" in line or " from you and Cat to " in line for line in lines
    )
    assert not any(" for Ann & Cat." in line or " to Ann & Cat (" in line for line in lines)


def test_the_log_words_a_refill_with_crowns_once_all_its_dice_are_rolled() -> None:
    """'You drew 1 red knight. You named the crown yellow' while yellow rose by 2: the draw was worded at the
    move, before the dice that follow a crown were rolled. Now each turn's line says what the whole refill
    brought, the crowns' knights among them."""
    from carolus.ui.words.narration import _count_colours

    checked = 0
    for seed in ("c0", "c1", "c2", "c3"):
        match = Match.new(2, seed, ["Ann", "Bob"])
        ai = make_player("greedy", 1)
        narrator = Narrator(2, ["Ann", "Bob"], you=0)
        before = game_view(match.state)
        turn_start: tuple[int, ...] | None = None
        mover = -1
        while not match.is_over():
            action = match.legal_actions()[0] if match.state.phase_name == "crown" else None
            if action is None:
                match.apply_action(ai.choose(match.state.clone()))
                action = match.record.actions[-1]
            else:
                match.apply_action(action)
            after = game_view(match.state)
            narrator.add(before, action, after)
            if action.type == "move":
                turn_start, mover = before.seats[action.player].reserve, action.player
            refill = action.type in ("move", "crown") and action.player == mover
            if turn_start is not None and refill and not after.over:
                gained = [max(0, a - b) for a, b in zip(after.seats[mover].reserve, turn_start)]
                line = narrator.lines[-1]
                if any(gained) and (after.to_act != mover or after.phase != "crown"):  # the refill is over
                    crowns = line.count(" crown")  # "with 1 crown named", "with 2 crowns named"
                    assert f"drew {_count_colours(gained)}" in line, line
                    checked += crowns > 0
                    assert "named the crown" not in line and " crowns as " not in line, line
            before = after
    assert checked >= 3, "turns whose refill rolled a crown were checked"


def test_a_lone_knight_from_a_joker_is_not_one_of_them() -> None:
    """'You placed 1 yellow knight in court. One of them came from a joker.': a lone knight is not one of many."""
    from carolus.ui.words.narration import _Turn

    turn = _Turn(player=0, round=1, you=True, places={("yellow", "court"): 1}, place_names={"court": ""}, jokers=1)
    text = turn.text("You")
    assert "One of them" not in text and "It came from a joker." in text, text
    turn = _Turn(player=0, round=1, you=True, places={("yellow", "court"): 3}, place_names={"court": ""}, jokers=1)
    assert "One of them came from a joker." in turn.text("You")
    turn = _Turn(player=0, round=1, you=True, places={("yellow", "court"): 2}, place_names={"court": ""}, jokers=2)
    assert "They all came from jokers." in turn.text("You")
