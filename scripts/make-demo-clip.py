#!/usr/bin/env python3
"""Writes the demo clip (Sources/SystemServer/Resources/assets/demo-clip.txt): a set of five squats as the smart clip
records it, so anyone can try lifting with the clip without one. Deterministic (a fixed seed), so running it again
gives the same file.

The set: 5 reps of about 52 cm, the bar slowing rep by rep (0.62 → 0.33 m/s, past a strength set's 20 %), the fourth
tilting to one side (11°), the last slowing a third of the way up and speeding up again (a sticking point), at 25
readings a second with each line's milliseconds, sonar noise of a few millimetres, two single spikes, and a
partial rise at the end. Usage: python3 scripts/make-demo-clip.py
"""
import math
import random
from pathlib import Path

random.seed(20261127)
BOTTOM = 38.0
RATE = 25.0
reps = [(52, 0.84, 2), (52, 0.9, 3), (51, 1.0, 3), (52, 1.12, 11), (50, 1.27, 4)]
segments = [(1.2, BOTTOM, BOTTOM, 0)]
for index, (rom, up, roll) in enumerate(reps):
    if index == len(reps) - 1:  # the last rep nearly stops a third of the way up
        middle = BOTTOM + rom * 0.35
        segments += [(up * 0.35, BOTTOM, middle, roll), (up * 0.25, middle, middle + 2, roll), (up * 0.5, middle + 2, BOTTOM + rom, roll)]
    else:
        segments.append((up, BOTTOM, BOTTOM + rom, roll))
    segments += [(0.6, BOTTOM + rom, BOTTOM + rom, 0), (1.3, BOTTOM + rom, BOTTOM, 0), (0.7, BOTTOM, BOTTOM, 0)]
segments += [(0.5, BOTTOM, BOTTOM + 10, 0), (0.4, BOTTOM + 10, BOTTOM + 10, 0), (0.5, BOTTOM + 10, BOTTOM, 0), (1.0, BOTTOM, BOTTOM, 0)]

lines, start = [], 0.0
spikes = {40, 171}
count = 0
for seconds, low, high, roll in segments:
    steps = max(1, round(seconds * RATE))
    for step in range(steps):
        share = (1 - math.cos(math.pi * step / steps)) / 2
        ms = round((start + step / RATE) * 1000)
        cm = low + (high - low) * share + random.gauss(0, 0.25)
        if count in spikes:
            cm = 390.0  # the sonar saw past the plates
        tilt = roll * math.sin(math.pi * step / steps)
        lines.append(f"{ms} s:{cm:.1f}")
        lines.append(f"{ms} a:{random.gauss(0, 0.3):.1f}:{tilt + random.gauss(0, 0.2):.1f}")
        count += 1
    start += seconds

target = Path(__file__).resolve().parent.parent / "Sources/SystemServer/Resources/assets/demo-clip.txt"
target.write_text("\n".join(lines) + "\n")
print(f"{target}: {len(lines)} lines, {start:.1f} s")
