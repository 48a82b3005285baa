"""The window's looks at the sizes players use (1366x768, 1920x1080): the hint takes no height from the board,
the result leaves the board in view, and every word fits its box."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRect, QRectF
from pytestqt.qtbot import QtBot

from carolus.engine.ai import Budget
from carolus.engine.ai.hint import advise
from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.engine.view import game_view
from carolus.ui.board import geometry as geo
from carolus.ui.seats import GameSetup
from carolus.ui.windows.main_window import MainWindow
from carolus.ui.words import hint_words
from carolus.ui.words.narration import region_name
from tests.support.window import SIZES, open_window


def played(seed: str, players: int = 2, until_round: int | None = None, phase: str = "place") -> Record:
    """Greedy against greedy from ``seed``: to the end, or to the first person's ``phase`` from a round on."""
    from carolus.engine.ai import make_player

    names = ["You", "Bruno", "Cleo", "Dario"][:players]
    match = Match.new(players, seed, names)
    ai = make_player("greedy", 7)
    while not match.is_over():
        s = match.state
        if until_round is not None and s.round >= until_round and s.phase_name == phase and s.to_act == 0:
            break
        match.apply_action(ai.choose(s.clone()))
    record = match.record
    record.extra["seats"] = ["human"] + ["greedy"] * (players - 1)
    return record


def viewport_rect(w: MainWindow, scene_rect: QRectF) -> QRect:
    return w.board.mapFromScene(scene_rect).boundingRect()


@pytest.mark.parametrize("size", [*SIZES, (1280, 1024)])
def test_the_hint_is_a_card_beside_the_ring_that_takes_no_height_from_the_board(
    qtbot: QtBot, user_dirs: Path, size: tuple[int, int]
) -> None:
    w = open_window(qtbot, size)
    w.load_game(played("5eed12", until_round=5))
    qtbot.waitUntil(lambda: w.controller.is_interactive())
    central = w.centralWidget()
    assert w.board.height() >= central.height() - w.status_label.height() - 20, "only the status line is above it"
    board_geometry = w.board.geometry()
    hint = advise(w.controller.match.state, "greedy", Budget(seconds=0.1))
    w.session.hint_for = w.controller.match.digest()
    w.hints.ready(hint)
    card = w.hint_label
    assert card.hint_shown and card.isVisible() and card.text().startswith("Hint:")
    assert w.board.geometry() == board_geometry, "the hint appears without moving or shrinking the board"
    assert card.parent() is w.board and w.board.rect().contains(card.geometry())
    assert not card.shown_text().endswith("…"), "the whole hint is shown"
    keep_clear = [viewport_rect(w, item.sceneBoundingRect()) for item in (w.scene.seat_item(0), w.scene.seat_item(1))]
    keep_clear += [viewport_rect(w, rect) for _, rect in w.scene.names_item.labels]
    keep_clear.append(viewport_rect(w, QRectF(-geo.R_OUT, -geo.R_OUT, 2 * geo.R_OUT, 2 * geo.R_OUT)))
    for rect in keep_clear:
        assert not card.geometry().intersects(rect), f"the hint covers {rect}"
    assert card.font().pixelSize() >= 11


@pytest.mark.parametrize(("size", "players"), [((1366, 768), 2), ((1920, 1080), 2), ((1366, 768), 4)])
def test_the_result_sits_in_the_ring_and_hides_no_castle_or_knight(
    qtbot: QtBot, user_dirs: Path, size: tuple[int, int], players: int
) -> None:
    from carolus.ui.board.region_item import TOKEN_W

    w = open_window(qtbot, size)
    w.load_game(played("e4d" if players == 2 else "4e4d", players))
    qtbot.waitUntil(lambda: w.result_dialog is not None and w.result_dialog.isVisible(), timeout=10000)
    panel = w.result_dialog
    state = w.controller.match.state
    mine = w.controller.view().seats[0].side
    if players == 4:
        assert panel.title in ("Your team won!", "Your team lost", "A draw")
    assert panel.title != "A draw" or state.winner < 0
    assert panel.won == (state.winner == mine)
    covered = panel.geometry()
    castles = w.scene.castle_items()
    assert castles, "a finished game has castles on the board"
    for castle in castles:
        s = castle.size
        for p in castle.points:
            icon = castle.mapRectToScene(QRectF(p.x() - s, p.y() - s, 2 * s, 2 * s))
            assert not covered.intersects(viewport_rect(w, icon)), "the result hides a castle"
    for region in w.scene.region_items():
        for _colour, point in region.tokens:
            half = TOKEN_W / 2
            token = QRectF(point.x() - half, point.y() - half * 1.16, TOKEN_W, TOKEN_W * 1.16)
            assert not covered.intersects(viewport_rect(w, token)), "the result hides a knight"
    ring = w.board.mapFromScene(QRectF(-geo.R_IN, -geo.R_IN, 2 * geo.R_IN, 2 * geo.R_IN)).boundingRect()
    assert ring.contains(covered.center()), "the result is in the ring's centre"
    assert panel.heading.font().pixelSize() >= 13 and panel.how_label.font().pixelSize() >= 11


MIN_WORD_PX = 10.0
"""The smallest type of a word on the board or its panels at 1366x768, in screen pixels."""
MIN_DIGIT_PX = 8.0
"""The smallest type of a count in a badge (a digit or two, bold, in a round badge)."""


class TextLog:
    """Records every ``QPainter.drawText(rect, flags, text)`` while installed: the text, its box, its flags, the
    font and the painter's scale to the screen."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        from PySide6.QtGui import QPainter

        self.calls: list[tuple[str, QRectF, int, object, float, str]] = []
        self.outside: list[str] = []
        """Texts drawn outside the widget they belong to."""
        self.where = ""
        original = QPainter.drawText
        log = self

        def draw_text(painter, *args):  # type: ignore[no-untyped-def]
            if len(args) >= 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
                t = painter.deviceTransform()
                scale = (t.m11() ** 2 + t.m12() ** 2) ** 0.5
                flags = (
                    args[1]
                    if isinstance(args[1], int)
                    else int(args[1].value if hasattr(args[1], "value") else args[1])
                )
                log.calls.append((args[2], QRectF(args[0]), flags, painter.font(), scale, log.where))
            return original(painter, *args)

        monkeypatch.setattr(QPainter, "drawText", draw_text)

    def problems(self) -> list[str]:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QFontMetricsF

        found = list(self.outside)
        for text, rect, flags, font, scale, where in self.calls:
            if not text.strip():
                continue
            metrics = QFontMetricsF(font)
            px = (font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72) * scale
            what = f"{where}: {text!r} ({px:.1f} px)"
            digits = text.translate(str.maketrans("", "", "/,+ ")).isdigit()
            if px < (MIN_DIGIT_PX if digits else MIN_WORD_PX) - 0.05:
                found.append(f"{what} is smaller than {MIN_DIGIT_PX if digits else MIN_WORD_PX} px")
            if "…" in text:
                found.append(f"{what} is cut short")
            if flags & int(Qt.TextFlag.TextWordWrap.value):
                need = metrics.boundingRect(rect, flags, text)
                if need.height() > rect.height() + 1 or need.width() > rect.width() + 1:
                    found.append(
                        f"{what} needs {need.width():.0f}x{need.height():.0f} in {rect.width():.0f}x{rect.height():.0f}"
                    )
            else:
                width = metrics.horizontalAdvance(text)
                if width > rect.width() + 0.5:
                    found.append(f"{what} is {width:.0f} wide in {rect.width():.0f}")
                if metrics.ascent() + metrics.descent() > rect.height() + 2:
                    found.append(f"{what} is {metrics.height():.0f} high in {rect.height():.0f}")
        return found


def crowned(seed: str) -> Record:
    """Greedy against greedy until the first person is to name a crown after a move (round 1 or later)."""
    from carolus.engine.ai import make_player

    match = Match.new(2, seed, ["You", "Bruno"])
    ai = make_player("greedy", 7)
    while not (match.state.round > 0 and match.state.phase_name == "crown" and match.state.to_act == 0):
        match.apply_action(ai.choose(match.state.clone()))
        assert not match.is_over(), "no crown for the first player in this game"
    record = match.record
    record.extra["seats"] = ["human", "greedy"]
    return record


def render_board(w: MainWindow, log: TextLog, where: str) -> None:
    """Paint the board as the window shows it (same scale), every item afresh (no token pixmaps)."""
    from PySide6.QtGui import QFontMetricsF, QImage, QPainter

    from carolus.ui.board import tokens

    tokens._tokens.clear()
    viewport = w.board.viewport()
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    log.where = where
    w.board.render(painter)
    painter.end()
    for widget in (w.result_dialog.chart,) if w.result_dialog is not None and w.result_dialog.isVisible() else ():
        first = len(log.calls)
        widget.grab()
        for text, rect, flags, font, *_ in log.calls[first:]:  # a line's end label ("You 10") whole in the chart
            drawn = QFontMetricsF(font).boundingRect(rect, flags, text)
            if not QRectF(widget.rect()).adjusted(-1, -1, 1, 1).contains(drawn):
                log.outside.append(f"{where}: the chart's {text!r} at {drawn} is outside its {widget.rect()}")


def widget_problems(w: MainWindow) -> list[str]:
    """Words of the panels over and beside the board that do not fit their widget."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    found = []
    widgets = [w.status_label, w.hint_label]
    if w.result_dialog is not None and w.result_dialog.isVisible():
        widgets += w.result_dialog.findChildren(QLabel) + w.result_dialog.findChildren(QAbstractButton)
    for widget in widgets:
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel) and widget.wordWrap():
            if widget.heightForWidth(widget.width()) > widget.height() + 1:
                found.append(
                    f"{widget.text()!r} needs {widget.heightForWidth(widget.width())} px of height, "
                    f"has {widget.height()}"
                )
        elif widget.sizeHint().width() > widget.width() + 1:
            found.append(f"{widget.text()!r} needs {widget.sizeHint().width()} px of width, has {widget.width()}")
        if isinstance(widget, QLabel) and widget is w.hint_label and widget.shown_text() != widget.text():
            found.append(f"the hint is cut: {widget.shown_text()!r}")
        if widget is w.hint_label:  # over the names (a long text) it hides a name whole, never a part of one
            for text, rect in w.scene.names_item.labels:
                name = viewport_rect(w, rect)
                if widget.geometry().intersects(name) and not widget.geometry().contains(name):
                    found.append(f"the card covers part of the name {text!r}")
                if widget.geometry().intersects(name) and not w.hint_label.over_names:
                    found.append(f"the card covers the name {text!r} though its text fits beside the names")
    panel = w.result_dialog
    if panel is not None and panel.isVisible():
        heading = panel.heading
        inner = heading.contentsRect()
        width = min(inner.width(), heading.fontMetrics().horizontalAdvance(heading.text()))  # wrapped: all of it
        text = QRect(inner.center().x() - width // 2, inner.top(), width, inner.height())
        text.translate(heading.pos())
        if text.intersects(panel.close_button.geometry()):
            found.append(f"the close button covers the title {heading.text()!r}")
        if heading.heightForWidth(heading.width()) > heading.fontMetrics().lineSpacing() * 1.5 + 4:
            found.append(f"the title {heading.text()!r} wraps and takes the chart's height")
    return found


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_every_word_on_the_board_and_its_panels_fits_its_box(
    qtbot: QtBot, user_dirs: Path, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    _every_word_fits(qtbot, monkeypatch, lang, size)


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_larger_text_fits_its_boxes_at_1366x768(
    qtbot: QtBot, user_dirs: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """Every word in its box as above, with the board's larger text on (the setting, as remembered)."""
    from PySide6.QtCore import QSettings

    from carolus.ui.board import looks

    QSettings().setValue("board/large_text", True)
    try:
        _every_word_fits(qtbot, monkeypatch, lang, (1366, 768))
        assert looks.large
    finally:
        QSettings().remove("board/large_text")


def _every_word_fits(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]) -> None:
    """A whole game in ``lang`` at ``size``: every word on the board and its panels fits its box."""
    from carolus.ui import i18n

    monkeypatch.setenv("CAROLUS_LANG", lang)
    assert i18n.install() == lang
    try:
        w = open_window(qtbot, size)
        you = w.settings.last_setup().names[0]
        log = TextLog(monkeypatch)
        found: list[str] = []
        w.start_game(GameSetup(2, (you, "Computer"), ("human", "strong"), "c0ffee"))
        for name, record in (
            ("the setup's crown", GameSetup(2, (you, "Computer"), ("human", "strong"), "c0ffee").record()),
            ("a crown", crowned("5eed12")),
            ("disc", played("d15c", 2, until_round=2, phase="disc")),
            ("move", played("5eed12", 2, until_round=4, phase="move")),
            ("2 players", played("5eed12", 2, until_round=6)),
            ("3 players", played("5eed3", 3, until_round=5)),
            ("4 players", played("5eed4", 4, until_round=4)),
            ("the end", played("e4d", 2)),
            ("the team's end", played("4e4d", 4)),
        ):
            record.names[0] = you
            w.load_game(record)
            if not name.endswith("end"):  # the card says what the others just did (all of it, the crowns too)
                others = w.hint_label.text()
                assert others and not w.hint_label.hint_shown
                found += [f"{name}, the others' turns: {p}" for p in widget_problems(w)]
            if name.endswith("end"):
                qtbot.waitUntil(lambda: w.result_dialog is not None and w.result_dialog.isVisible(), timeout=10000)
            elif name == "move":
                regions = w.controller.view().regions
                w.scene.preview.show_region(
                    w.controller.view(),
                    w.controller.names,
                    max(regions, key=lambda r: len(r.provinces)),
                    QPointF(-200, -100),
                )
            elif "crown" in name:
                assert w.controller.view().phase == "crown" and w.controller.is_interactive()
                assert w.scene.centre.caption, "the crown's task is in the ring's centre"
            else:
                hint = advise(w.controller.match.state, "greedy" if name != "2 players" else "strong", Budget(0.05))
                w.session.hint_for = w.controller.match.digest()
                w.hints.ready(hint)
                if name == "2 players":  # the longest a hint gets: a strong hint with its chance, a risk, and
                    # the strength assumed for a person the library has no rating for (ai.strength)
                    risk = hint_words.tr(
                        "Risk: {side} leads in {region} by %n and could take your castles there.", None, 1
                    ).format(side="Bruno", region=region_name(w.controller.view().regions[0].provinces))
                    acting = w.controller.view().to_act
                    w.hint_label.show_hint(
                        f"{w.hint_label.text()} {risk} {hint_words.assumption_text((acting,), acting)}"
                    )
            render_board(w, log, name)
            names = w.scene.names_item
            for text, rect in names.labels:
                if not names.boundingRect().contains(rect):
                    found.append(f"{name}: the name {text!r} is cut by its item's bounds")
                ring = QRectF(-geo.R_OUT, -geo.R_OUT, 2 * geo.R_OUT, 2 * geo.R_OUT)
                if any(
                    ring.contains(corner) and (corner.x() ** 2 + corner.y() ** 2) ** 0.5 < geo.R_OUT
                    for corner in (rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight())
                ):
                    found.append(f"{name}: the name {text!r} reaches under the ring")
            found += [f"{name}: {p}" for p in widget_problems(w)]
        found += log.problems()
        assert len(log.calls) > 200, "the board's words were measured"
        assert found == [], "\n".join(found)
    finally:
        i18n.remove()


TOUCH = 2.0
"""Scene units (about a pixel at 1366x768) two shapes may share at an edge without one covering the other."""


@pytest.mark.parametrize(("seed", "players"), [("e4d", 2), ("5eed3", 3), ("4e4d", 4)])
def test_castles_never_overlap_knights_or_their_counts(qtbot: QtBot, user_dirs: Path, seed: str, players: int) -> None:
    from carolus.ui.board.heraldry import castle_path, shield_path
    from carolus.ui.board.region_item import TOKEN_W

    w = open_window(qtbot, SIZES[0])
    match = Match.new(players, seed, ["You", "Bruno", "Cleo", "Dario"][:players])
    from carolus.engine.ai import make_player

    ai = make_player("greedy", 7)
    checked = 0
    while not match.is_over():
        match.apply_action(ai.choose(match.state.clone()))
        if match.state.phase_name != "disc" or match.state.to_act != 0:
            continue
        w.scene.set_view(game_view(match.state, 0), list(match.record.names), False)
        tokens = []  # each knight's shield and its count badge, as drawn (paint_token)
        for region in w.scene.region_items():
            for _c, p in region.tokens:
                rect = QRectF(p.x() - TOKEN_W / 2, p.y() - TOKEN_W * 0.58, TOKEN_W, TOKEN_W * 1.16)
                path = shield_path(rect)
                r = TOKEN_W * 0.3
                path.addEllipse(QPointF(rect.right() - r * 0.35, rect.bottom() - r * 0.55), r, r)
                tokens.append(path)
        for castle in w.scene.castle_items():
            s = castle.size
            for p in castle.points:
                icon = castle.mapToScene(castle_path(QRectF(p.x() - s * 0.55, p.y() - s * 0.5, s * 1.1, s)))
                overlaps = [t.intersected(icon).boundingRect() for t in tokens if t.intersects(icon)]
                hit = [o for o in overlaps if min(o.width(), o.height()) > TOUCH]
                assert not hit, f"a castle at {icon.boundingRect()} over a knight: {hit}"
                checked += 1
    assert checked > 20
