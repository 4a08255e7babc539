#!/usr/bin/env python3
"""Draws the app icons as PNG files: the design of Resources/assets/icon.svg (a rounded blue square with a white
ring and a clock hand), anti-aliased with signed distances. Standard library only (zlib + struct).

Run once after changing the design; the PNGs are committed:

    python3 scripts/make-icons.py
"""
import math
import struct
import zlib
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "Sources/SystemServer/Resources/assets"
BLUE = (0x3B, 0x4F, 0xD8)
WHITE = (0xFF, 0xFF, 0xFF)

# The design in the SVG's 64-unit space.
CORNER = 14.0                                          # rx of the square
RING_RADIUS, STROKE = 17.0, 5.0                        # circle r=17, stroke-width 5
HAND = [(32.0, 20.0), (32.0, 32.0), (40.0, 38.0)]      # path M32 20 v12 l8 6, round caps and joins


def rounded_square(x, y, radius):
    """Signed distance (negative inside) to the 64×64 square with rounded corners."""
    qx, qy = abs(x - 32) - (32 - radius), abs(y - 32) - (32 - radius)
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - radius


def segment(x, y, a, b):
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(x - (ax + t * dx), y - (ay + t * dy))


def glyph(x, y):
    """Signed distance to the white ring and hand."""
    ring = abs(math.hypot(x - 32, y - 32) - RING_RADIUS) - STROKE / 2
    hand = min(segment(x, y, HAND[i], HAND[i + 1]) for i in range(len(HAND) - 1)) - STROKE / 2
    return min(ring, hand)


def coverage(distance_in_pixels):
    return max(0.0, min(1.0, 0.5 - distance_in_pixels))


def draw(size, full_bleed, glyph_scale=1.0, alpha=True):
    """Rows of RGBA (or RGB) bytes. full_bleed: the square fills the canvas (maskable and Apple icons, which the
    platform crops itself); glyph_scale shrinks the ring and hand around the centre."""
    units = size / 64.0
    rows = []
    for py in range(size):
        row = bytearray()
        for px in range(size):
            x, y = (px + 0.5) / units, (py + 0.5) / units
            background = 1.0 if full_bleed else coverage(rounded_square(x, y, CORNER) * units)
            gx, gy = 32 + (x - 32) / glyph_scale, 32 + (y - 32) / glyph_scale
            white = coverage(glyph(gx, gy) * glyph_scale * units)
            rgb = [round(b + (w - b) * white) for b, w in zip(BLUE, WHITE)]
            row.extend(rgb)
            if alpha:
                row.append(round(255 * background))
        rows.append(bytes(row))
    return rows


def png(size, rows, alpha=True):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 6 if alpha else 2, 0, 0, 0)
    raw = b"".join(b"\x00" + row for row in rows)   # filter type 0 (none): flat colours compress well anyway
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


ICONS = [
    # name, size, full bleed, glyph scale, alpha
    ("icon-192.png", 192, False, 1.0, True),
    ("icon-512.png", 512, False, 1.0, True),
    # Maskable: the platform crops to its own shape; the ring (radius 19.5 of 64 ≈ 0.30) stays inside the 0.4 safe zone.
    ("icon-maskable-512.png", 512, True, 1.0, True),
    # iOS rounds the corners itself and shows transparency as black: opaque and full bleed.
    ("apple-touch-icon.png", 180, True, 1.0, False),
]

if __name__ == "__main__":
    for name, size, full_bleed, scale, alpha in ICONS:
        data = png(size, draw(size, full_bleed, scale, alpha), alpha)
        (ASSETS / name).write_bytes(data)
        print(f"{name}: {size}×{size}, {len(data):,} bytes")
