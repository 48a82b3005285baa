"""Synthesise the game's sound cues as small WAV files (resources/sounds/*.wav), with the standard library only.

Every cue is a few soft bell-like notes: a sine with two quiet overtones, a 6 ms fade-in against clicks and an
exponential decay. Nothing random, so running this again writes the same bytes (tests/test_ui_sound.py checks
that the committed files are what this script makes). Run: ``python3 tools/make_sounds.py [--out DIR]``.
"""

from __future__ import annotations

import argparse
import io
import math
import struct
import wave
from pathlib import Path

RATE = 44100
CHANNELS = 2
"""CD rate in stereo: the format every audio device takes as it is (QSoundEffect refuses a format the device does
not play, and some take only this)."""
PEAK = 0.42
"""The loudest sample as a share of full scale: soft, the volume setting scales from there."""

NOTE = {"D4": 293.66, "F4": 349.23, "G4": 392.00, "A4": 440.00, "C5": 523.25, "E5": 659.25, "G5": 783.99}
NOTE["A5"] = 880.00
NOTE["C6"] = 1046.50
NOTE["G3"] = 196.00
NOTE["D3"] = 146.83

CUES: dict[str, tuple[tuple[float, str, float, float], ...]] = {
    # (start in seconds, note, length in seconds, loudness 0..1)
    "turn": ((0.0, "E5", 0.45, 0.8), (0.11, "A5", 0.55, 0.7)),
    "castle": ((0.0, "G3", 0.5, 0.9), (0.0, "D4", 0.5, 0.5), (0.05, "G4", 0.45, 0.45)),
    "win": ((0.0, "C5", 0.5, 0.7), (0.13, "E5", 0.5, 0.7), (0.26, "G5", 0.55, 0.7), (0.40, "C6", 0.9, 0.8)),
    "loss": ((0.0, "A4", 0.6, 0.6), (0.22, "F4", 0.6, 0.6), (0.44, "D4", 1.0, 0.7)),
    "draw": ((0.0, "G4", 0.5, 0.6), (0.22, "G4", 0.7, 0.6)),
}
"""The cues the window plays (``carolus.ui.sound.CUES``): your turn, a castle built or taken, the end."""


def _note(freq: float, length: float, loudness: float) -> list[float]:
    n = int(length * RATE)
    fade = int(0.006 * RATE)
    decay = 4.5 / length
    out = []
    for i in range(n):
        t = i / RATE
        env = math.exp(-decay * t) * min(1.0, i / fade) * min(1.0, (n - i) / fade)
        wave_ = math.sin(2 * math.pi * freq * t) + 0.25 * math.sin(4 * math.pi * freq * t)
        wave_ += 0.08 * math.sin(6 * math.pi * freq * t) * math.exp(-3 * decay * t)
        out.append(loudness * env * wave_)
    return out


def render(cue: str) -> bytes:
    """The WAV file of one cue (16-bit, 44,100 Hz, the same on both channels)."""
    notes = CUES[cue]
    total = max(start + length for start, _, length, _ in notes)
    mix = [0.0] * (int(total * RATE) + 1)
    for start, name, length, loudness in notes:
        first = int(start * RATE)
        for i, value in enumerate(_note(NOTE[name], length, loudness)):
            mix[first + i] += value
    top = max(abs(v) for v in mix) or 1.0
    frames = b"".join(struct.pack("<h", round(v / top * PEAK * 32767)) * CHANNELS for v in mix)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(CHANNELS)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default = Path(__file__).resolve().parent.parent / "resources" / "sounds"
    parser.add_argument("--out", type=Path, default=default, help=f"folder for the WAV files (default {default})")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for cue in CUES:
        data = render(cue)
        (args.out / f"{cue}.wav").write_bytes(data)
        print(f"{cue}.wav: {len(data)} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
