"""What the scene may offer to click: view.legal sorted by kind (empty unless the seat is interactive)."""

from __future__ import annotations

from dataclasses import dataclass, field

from carolus.engine.view import GameView


@dataclass(frozen=True)
class Offers:
    discs: frozenset[int] = frozenset()
    places: dict[str, frozenset[int | str]] = field(default_factory=dict)
    """Colour name -> legal ``to`` values (province ids of region starts, ``"court"``)."""
    moves: frozenset[int] = frozenset()
    crowns: frozenset[str] = frozenset()

    @classmethod
    def of(cls, view: GameView | None, interactive: bool) -> Offers:
        if view is None or not interactive or view.over or view.to_act < 0:
            return cls()
        discs: set[int] = set()
        places: dict[str, set[int | str]] = {}
        moves: set[int] = set()
        crowns: set[str] = set()
        for a in view.legal:
            if a.player != view.to_act:
                continue
            if a.type == "disc" and a.value is not None:
                discs.add(a.value)
            elif a.type == "place" and a.colour is not None and a.to is not None and not a.joker:
                places.setdefault(a.colour, set()).add(a.to)
            elif a.type == "move" and a.steps is not None:
                moves.add(a.steps)
            elif a.type == "crown" and a.colour is not None:
                crowns.add(a.colour)
        return cls(frozenset(discs), {c: frozenset(t) for c, t in places.items()}, frozenset(moves), frozenset(crowns))

    def any(self) -> bool:
        return bool(self.discs or self.places or self.moves or self.crowns)
