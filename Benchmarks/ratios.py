#!/usr/bin/env python3
"""Prints each benchmark's median wall-clock time as a ratio to its baseline measured in the same run.

Usage: swift package --allow-writing-to-package-directory benchmark --format markdown | python3 ratios.py
"""
import re
import sys

UNITS = {"ns": 1e-3, "μs": 1.0, "us": 1.0, "ms": 1e3, "s": 1e6}
medians = {}
name = None
for line in sys.stdin:
    heading = re.match(r"^### (.+?)\s*$", line)
    if heading:
        name = heading.group(1)
        continue
    row = re.match(r"^\| Time \(wall clock\) \((\w+)\) \*?\s*\|(.+)$", line)
    if name and row:
        cells = [c.strip() for c in row.group(2).split("|") if c.strip()]
        medians[name] = float(cells[2]) * UNITS[row.group(1)]  # p0, p25, p50, …

print(f"{'benchmark':45} {'p50':>12} {'baseline p50':>14} {'ratio':>7}")
for bench, value in medians.items():
    if bench.endswith("(baseline)"):
        continue
    base = medians.get(f"{bench} (baseline)")
    def show(us):
        return f"{us / 1e3:.2f} ms" if us >= 1000 else f"{us:.0f} μs"
    ratio = f"{value / base:.2f}×" if base else "—"
    print(f"{bench:45} {show(value):>12} {show(base) if base else '—':>14} {ratio:>7}")
