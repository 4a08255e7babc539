#!/usr/bin/env python3
"""How long a reading from the clip takes to reach the live chart, in a real browser, against the floor of one frame.

The issue asks that a live line reach the chart within 100 ms. This drives the lift page of a release `system serve`
(local mode, a new history) in headless Chromium with a stand-in clip over Web Bluetooth (e2e/fake_clip.js: no
browser here has a radio), connects it as a lifter does ("Connect the clip"), and sends a squat at 100 readings a
second — a height and a tilt each hundredth of a second, as 20-byte notifications with CRLF endings — for --seconds
(the chart shows the last ten seconds: past them, every frame draws a full window of 1,000 points). For each frame
it takes the oldest reading not yet drawn and times it from its notification to the chart's change (a
MutationObserver on the chart's line). The baseline, in the same page and run, is the floor any chart has: a
notification to the next animation frame, at the same pace.

Needs: chromium and chromedriver (`sudo apt-get install -y chromium chromium-driver`), and Selenium (`pip install
selenium`; the e2e suite's virtual environment has it). Builds `system` as the README does when it is missing.

Usage: e2e/.venv/bin/python Benchmarks/live-chart.py [--seconds 20] [--system PATH]
"""
import argparse
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

import release_build
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FAKE_CLIP = os.path.join(ROOT, "e2e", "fake_clip.js")

# In the page: `count` readings, one due each hundredth of a second of a squat; `floor` says whether the chart is
# timed (the app's own handler draws) or the floor (a bare animation frame after the same turns, nothing drawn).
MEASURE = """
const [count, floor, done] = arguments;
const polyline = document.querySelector("[data-live-chart] polyline");
const delays = [];
let oldest = null;
const drawn = () => { if (oldest !== null) { delays.push(performance.now() - oldest); oldest = null; } };
const observer = new MutationObserver(drawn);
if (!floor) observer.observe(polyline, { attributes: true, attributeFilter: ["points"] });
const began = performance.now();
let sent = 0;
// Timers run late in a busy page: each turn sends every reading due by now, as notifications arrive in bursts.
const step = () => {
  if (sent === count) { observer.disconnect(); setTimeout(() => done(delays), 200); return; }
  const due = Math.min(count, Math.floor((performance.now() - began) / 10) + 1);
  if (due > sent && oldest === null) oldest = performance.now();
  for (; sent < due; sent += 1) {
    const seconds = sent / 100, cm = 40 + 25 * (1 - Math.cos(2 * Math.PI * seconds / 4));
    const text = `s:${cm.toFixed(1)}\\r\\na:0.3:-0.2\\r\\n`;
    if (floor) continue;
    for (let at = 0; at < text.length; at += 20) window.fakeClip.send(text.slice(at, at + 20));
  }
  if (floor) requestAnimationFrame(drawn);
  setTimeout(step, 4);
};
step();
"""


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=int, default=20, help="how long the set goes on (default 20)")
    parser.add_argument("--system", help="the system binary (default .build/release/system, built when missing)")
    args = parser.parse_args()
    system = release_build.system(args.system)
    for tool in ("chromium", "chromedriver"):
        if shutil.which(tool) is None:
            sys.exit("missing chromium or chromedriver; install them with:\n  sudo apt-get install -y chromium chromium-driver")

    work = tempfile.mkdtemp(prefix="live-chart-")
    port = free_port()
    log = open(os.path.join(work, "serve.log"), "w")
    server = subprocess.Popen(
        [system, "serve", "--host", "127.0.0.1", "--port", str(port), "--database", f"sqlite:{os.path.join(work, 'db.sqlite')}"],
        stdout=log, stderr=subprocess.STDOUT)
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--window-size=390,844"):
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path=shutil.which("chromedriver")))
    try:
        for _ in range(600):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5)
                break
            except OSError:
                time.sleep(0.05)
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": open(FAKE_CLIP).read()})
        driver.set_script_timeout(args.seconds * 4 + 60)
        driver.get(f"http://127.0.0.1:{port}/workouts/lift?lift=squat")
        driver.find_element(By.CSS_SELECTOR, "details.clip-attach summary").click()
        driver.find_element(By.CSS_SELECTOR, "[data-live-bluetooth]").click()
        WebDriverWait(driver, 15).until(lambda d: d.execute_script("return window.fakeClip.connected"))
        count = args.seconds * 100
        floor = driver.execute_async_script(MEASURE, count, True)
        chart = driver.execute_async_script(MEASURE, count, False)
        points = driver.find_element(By.CSS_SELECTOR, "[data-live-chart] polyline").get_attribute("points").count(",")
    finally:
        driver.quit()
        server.terminate()
        server.wait(timeout=30)
        log.close()

    print(f"## A reading to the live chart: {count:,} readings at 100 Hz ({args.seconds} s), {points} points drawn at the end\n")
    print("| | frames | p50 (ms) | p99 (ms) | max (ms) | p99 / baseline p99 |")
    print("|:--|--:|--:|--:|--:|--:|")
    for name, delays in (("the chart (notification → line drawn)", chart), ("baseline: notification → next frame", floor)):
        print(f"| {name} | {len(delays)} | {statistics.median(delays):.1f} | {percentile(delays, 0.99):.1f} | {max(delays):.1f} | "
              f"{percentile(delays, 0.99) / percentile(floor, 0.99):.2f} |")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
