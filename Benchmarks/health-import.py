#!/usr/bin/env python3
"""Apple Health's import: `system health import` of a generated 500 MB export.xml (wall time, MB/s, max RSS), next to
two baselines from the same run: `wc -l` reading the same file (the disk's floor), and the sqlite3 shell storing the
same number of readings, from a CSV, into a table with the same uniqueness (the storage's floor). Issue 15 asks for at
least 50 MB/s and under 100 MB resident.

The export is written by apple_health_export.py (deterministic): an Apple Watch's basal energy every 5 minutes and
heart rate (skipped by the import), hourly active energy and steps from the watch and an iPhone, a night of sleep
stages, a weigh-in every third day — about 1,800 days for 500 MB.

Needs: sqlite3 and GNU time. Builds `system` (release) when missing.
Usage: python3 Benchmarks/health-import.py [--size-mb 500] [--runs 3]
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
import time

BENCHMARKS = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, BENCHMARKS)
import apple_health_export  # noqa: E402
import release_build  # noqa: E402


def log(message):
    print(message, file=sys.stderr, flush=True)


def timed(command, **kwargs):
    """Runs a command under GNU time: (seconds, max RSS in MB, standard output)."""
    result = subprocess.run(["/usr/bin/time", "-f", "%e %M", *command], capture_output=True, text=True, check=True, **kwargs)
    seconds, kilobytes = result.stderr.strip().splitlines()[-1].split()
    return float(seconds), int(kilobytes) / 1024, result.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size-mb", type=int, default=500)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--export", default=os.path.join(tempfile.gettempdir(), "the-system-health-bench", "export.xml"))
    arguments = parser.parse_args()

    binary = release_build.system()
    os.makedirs(os.path.dirname(arguments.export), exist_ok=True)
    if not os.path.exists(arguments.export) or os.path.getsize(arguments.export) < arguments.size_mb * 1_000_000:
        log(f"writing a {arguments.size_mb} MB export to {arguments.export}…")
        apple_health_export.write(arguments.export, size_mb=arguments.size_mb, end=apple_health_export.date(2026, 11, 26))
    megabytes = os.path.getsize(arguments.export) / 1_000_000

    imports, readings = [], 0
    for run in range(arguments.runs):
        with tempfile.TemporaryDirectory() as folder:
            seconds, rss, out = timed([binary, "health", "import", arguments.export, "--data-dir", folder])
            readings = int(re.search(r"Read ([\d,]+) readings", out).group(1).replace(",", ""))
            imports.append((seconds, rss))
            log(f"import {run + 1}: {seconds:.1f} s, {megabytes / seconds:.0f} MB/s, {rss:.0f} MB resident — {out.strip()}")

    reads = []
    for _ in range(arguments.runs):
        seconds, _, _ = timed(["wc", "-l", arguments.export])
        reads.append(seconds)

    stores = []
    with tempfile.TemporaryDirectory() as folder:
        rows = os.path.join(folder, "rows.csv")
        rng = random.Random(1)
        with open(rows, "w") as out:
            start = 1_600_000_000
            for index in range(readings):
                begin = start + index * 300
                out.write(f"local,basal-energy,Jane’s Apple Watch,{begin},{begin + 300},{rng.uniform(5, 7):.3f},\n")
        for _ in range(arguments.runs):
            database = os.path.join(folder, f"floor-{time.time_ns()}.sqlite")
            script = (
                "PRAGMA journal_mode=WAL; CREATE TABLE health_samples (user_id TEXT NOT NULL, kind TEXT NOT NULL, source TEXT NOT NULL, "
                "start_at INTEGER NOT NULL, end_at INTEGER NOT NULL, value REAL NOT NULL, stage TEXT NOT NULL, "
                "UNIQUE (user_id, kind, start_at, source, end_at, value, stage));\n"
                f".mode csv\n.import {rows} health_samples\n"
            )
            seconds, _, _ = timed(["sqlite3", database], input=script)
            stores.append(seconds)

    def median(values):
        return sorted(values)[len(values) // 2]

    seconds = median([s for s, _ in imports])
    rss = max(r for _, r in imports)
    read = median(reads)
    store = median(stores)
    print(f"export: {megabytes:.0f} MB, {readings:,} readings read (the rest skipped), {arguments.runs} runs, medians")
    print(f"{'':34} {'time':>8} {'MB/s':>8} {'max RSS':>9} {'ratio':>7}")
    print(f"{'system health import':34} {seconds:7.1f}s {megabytes / seconds:8.0f} {rss:7.0f}MB {'':>7}")
    print(f"{'wc -l (reading the file)':34} {read:7.1f}s {megabytes / read:8.0f} {'':>9} {seconds / read:6.1f}×")
    print(f"{'sqlite3 .import of the readings':34} {store:7.1f}s {'':>8} {'':>9} {seconds / store:6.1f}×")


if __name__ == "__main__":
    main()
