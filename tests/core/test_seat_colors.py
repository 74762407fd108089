"""Seat colours stay told apart: by everyone, by a reader with deuteranopia (the commonest colour-vision deficiency,
simulated with Machado et al.'s 2009 matrix), and against the light and the dark table (JupyterLab Light's white,
JupyterLab Dark's #111111). Distances are CIELAB ΔE (1976); 15 is a difference seen at a glance on a small dot."""

from __future__ import annotations

import itertools

import pytest

from tablekit.core.registry import games, state_class

APART = 15.0
DEUTERANOPIA = ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881))


def linear(hex_colour: str) -> tuple[float, ...]:
    """sRGB ``#rrggbb`` as linear-light RGB in 0..1."""
    channels = (int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return tuple(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)


def deuteranope(rgb: tuple[float, ...]) -> tuple[float, ...]:
    return tuple(min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb)))) for row in DEUTERANOPIA)


def lab(rgb: tuple[float, ...]) -> tuple[float, float, float]:
    """Linear RGB → CIELAB (D65).

    >>> [round(v) for v in lab((1.0, 1.0, 1.0))]
    [100, 0, 0]
    """
    r, g, b = rgb
    xyz = ((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g + 0.0722 * b,
           (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883)
    fx, fy, fz = (t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in xyz)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    return sum((p - q) ** 2 for p, q in zip(lab(a), lab(b))) ** 0.5


@pytest.mark.parametrize("name", games())
def test_seat_colours_are_told_apart_also_with_deuteranopia_and_on_both_themes(name: str) -> None:
    info = state_class(name).info
    colours = [info.seat_color(seat) for seat in range(info.max_players)]
    assert len(set(colours)) == len(colours)
    for a, b in itertools.combinations(colours, 2):
        assert delta_e(linear(a), linear(b)) >= APART, (a, b)
        assert delta_e(deuteranope(linear(a)), deuteranope(linear(b))) >= APART, (a, b, "deuteranopia")
    for background in ("#ffffff", "#111111"):
        for colour in colours:
            assert delta_e(linear(colour), linear(background)) >= APART, (colour, background)
