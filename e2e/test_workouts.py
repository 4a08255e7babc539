"""Lifting as a lifter does it, on a phone: pick a lift, the big counter, the clip's recording attached, "Complete
lift", the set's result with what the clip saw and the rest timer, skipping it, the next set at the same weight, and
the lift's history."""

from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select

from conftest import console_errors, page_ready, set_window_size, wait

FAKE_CLIP = (Path(__file__).parent / "fake_clip.js").read_text()


def heading_reads(text: str):
    """The page's heading says `text`, read on whatever page is there by then: a heading looked up just before a
    navigation can belong to the page being left, which Chromium reports as an error, not as a stale element."""

    def check(driver) -> bool:
        script = "const h = document.querySelector('h1'); return h !== null && h.textContent.includes(arguments[0]);"
        return bool(driver.execute_script(script, text))

    return check


def stream(path: Path) -> Path:
    """Three smooth reps of 50 cm (the last slower), then a 9 cm rise, at 25 timed readings a second: the same set
    as the Swift tests' ClipFixture."""
    path.write_text("\r\n".join(f"{ms} {reading}" for ms, reading in readings()) + "\r\n")
    return path


def readings() -> list[tuple[int, str]]:
    """The set of `stream`, as (milliseconds, reading) pairs."""
    import math

    segments = [(1, 20, 20)]
    for up in (0.8, 0.9, 1.2):
        segments += [(up, 20, 70), (0.5, 70, 70), (1.1, 70, 20), (0.6, 20, 20)]
    segments += [(0.4, 20, 29), (0.3, 29, 29), (0.4, 29, 20), (0.8, 20, 20)]
    lines, start = [], 0.0
    for seconds, low, high in segments:
        step = 0.0
        while step < seconds - 1e-9:
            share = (1 - math.cos(math.pi * step / seconds)) / 2
            ms = round((start + step) * 1000)
            lines += [(ms, f"s:{low + (high - low) * share:.1f}"), (ms, "a:0.2:-0.4")]
            step += 0.04
        start += seconds
    return lines


def test_a_set_with_the_clip_from_start_to_the_next_set(server, driver, tmp_path):
    set_window_size(driver, 390, 844)
    driver.get(server.url("/workouts"))
    page_ready(driver)
    driver.find_element(By.LINK_TEXT, "Start Squat").click()
    wait(driver).until(EC.presence_of_element_located((By.ID, "lift-reps")))
    assert driver.find_element(By.ID, "lift-weight").get_attribute("value") == "20"

    # The counter's big buttons
    driver.find_element(By.CSS_SELECTOR, "[data-step='1']").click()
    assert driver.find_element(By.ID, "lift-reps").get_attribute("value") == "6"
    driver.find_element(By.CSS_SELECTOR, "[data-step='-1']").click()
    assert driver.find_element(By.ID, "lift-reps").get_attribute("value") == "5"

    # The weight typed, the clip's recording attached: the clip counts the reps
    weight = driver.find_element(By.ID, "lift-weight")
    weight.clear()
    weight.send_keys("60")
    driver.find_element(By.CSS_SELECTOR, "details.clip-attach summary").click()
    driver.find_element(By.ID, "clip-file").send_keys(str(stream(tmp_path / "set.txt")))
    wait(driver).until(lambda d: "lines" in d.find_element(By.CSS_SELECTOR, "[data-clip-status]").text)
    assert driver.find_element(By.ID, "lift-reps").get_attribute("value") == ""
    driver.find_element(By.CSS_SELECTOR, "button.lift-complete").click()

    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-rest-clock]")))
    assert driver.find_element(By.TAG_NAME, "h1").text == "Squat: 60 kg × 3"
    assert "3 reps, the bar slowed 33 %" in driver.find_element(By.ID, "clip-title").find_element(By.XPATH, "..").text
    assert driver.find_elements(By.CSS_SELECTOR, "svg.lift-chart .rep")
    assert len(driver.find_elements(By.CSS_SELECTOR, ".card .compact-table tbody tr")) == 3
    assert driver.find_element(By.CSS_SELECTOR, "[data-rest-clock]").text in ("2:00", "1:59")
    driver.find_element(By.CSS_SELECTOR, "[data-rest-skip]").click()
    assert "skipped" in driver.find_element(By.CSS_SELECTOR, "[data-rest-status]").text
    assert "done" in driver.find_element(By.CSS_SELECTOR, ".rest").get_attribute("class")
    assert driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth") <= 0

    # The next set: same lift, same weight, set 2
    driver.find_element(By.LINK_TEXT, "Next set").click()
    wait(driver).until(EC.presence_of_element_located((By.ID, "lift-reps")))
    assert driver.find_element(By.ID, "lift-weight").get_attribute("value") == "60"
    assert "set 2" in driver.find_element(By.CSS_SELECTOR, ".eyebrow").text.lower()
    reps = driver.find_element(By.ID, "lift-reps")
    reps.clear()
    reps.send_keys("4")
    driver.find_element(By.CSS_SELECTOR, "button.lift-complete").click()
    wait(driver).until(heading_reads("Squat: 60 kg × 4"))

    driver.find_element(By.LINK_TEXT, "This lift's history").click()
    wait(driver).until(EC.url_contains("/workouts/lifts/"))
    wait(driver).until(heading_reads("Squat"))
    assert "60 kg × 3, 60 kg × 4" in driver.find_element(By.CSS_SELECTOR, "table").text
    assert console_errors(driver) == []


def test_a_refused_set_keeps_what_was_typed(server, driver):
    driver.get(server.url("/workouts/lift?lift=squat"))
    page_ready(driver)
    weight = driver.find_element(By.ID, "lift-weight")
    weight.clear()
    weight.send_keys("heavy")
    driver.find_element(By.CSS_SELECTOR, "button.lift-complete").click()
    wait(driver).until(EC.presence_of_element_located((By.ID, "lift-problem")))
    assert "is not a weight" in driver.find_element(By.ID, "lift-problem").text
    assert driver.find_element(By.ID, "lift-weight").get_attribute("value") == "heavy"
    assert driver.find_element(By.ID, "lift-reps").get_attribute("value") == "5"


def test_the_demo_recording_lets_anyone_try_the_clip(server, driver):
    set_window_size(driver, 390, 844)
    driver.get(server.url("/workouts/lift?lift=deadlift"))
    page_ready(driver)
    driver.find_element(By.CSS_SELECTOR, "details.clip-attach summary").click()
    driver.find_element(By.CSS_SELECTOR, "[data-clip-demo]").click()
    wait(driver).until(lambda d: "The demo recording" in d.find_element(By.CSS_SELECTOR, "[data-clip-status]").text)
    driver.find_element(By.CSS_SELECTOR, "button.lift-complete").click()
    wait(driver).until(heading_reads("Deadlift: 20 kg × 5"))
    advice = " ".join(element.text for element in driver.find_elements(By.CSS_SELECTOR, ".advice"))
    assert "past the 20 % a strength set allows" in advice
    assert "Rep 4 tilted side to side" in advice
    assert "sticking point" in advice
    assert console_errors(driver) == []


def test_a_template_takes_a_lifter_from_set_to_set_to_the_end(server, driver):
    """Made in the editor on a phone, started from the workouts page, followed set by set with its own rest, to
    "Workout done"; the day's workout then shows on Today."""
    set_window_size(driver, 390, 844)
    driver.get(server.url("/workouts"))
    page_ready(driver)
    driver.find_element(By.LINK_TEXT, "New template").click()
    wait(driver).until(EC.presence_of_element_located((By.ID, "template-name")))
    driver.find_element(By.ID, "template-name").send_keys("Day A")
    rest = driver.find_element(By.ID, "template-rest")
    rest.clear()
    rest.send_keys("1:00")
    rows = driver.find_elements(By.CSS_SELECTOR, ".template-row")
    assert len(rows) == 4
    for row, (lift, weight, sets, reps) in zip(rows, [("Squat", "40", "2", "5"), ("Bench press", "30", "1", "8")]):
        Select(row.find_element(By.NAME, "lift")).select_by_visible_text(lift)
        for name, value in (("weight", weight), ("sets", sets), ("reps", reps)):
            row.find_element(By.NAME, name).send_keys(value)
    assert driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth") <= 0
    driver.find_element(By.CSS_SELECTOR, ".template-form button[type=submit]").click()

    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".template-card")))
    card = driver.find_element(By.CSS_SELECTOR, ".template-card")
    assert "2 lifts · rest 1:00" in card.text
    assert "Squat 2 × 5 at 40 kg" in card.text
    card.find_element(By.LINK_TEXT, "Start Day A").click()

    def complete(expected_eyebrow: str) -> None:
        wait(driver).until(EC.presence_of_element_located((By.ID, "lift-reps")))
        assert driver.find_element(By.CSS_SELECTOR, ".eyebrow").text.lower() == expected_eyebrow.lower()
        driver.find_element(By.CSS_SELECTOR, "button.lift-complete").click()

    complete("Day A · set 1 of 2 · lift in progress")
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-rest-clock]")))
    assert driver.find_element(By.CSS_SELECTOR, "[data-rest-clock]").text in ("1:00", "0:59")
    assert "Squat, set 2 of 2: 40 kg × 5" in driver.find_element(By.CSS_SELECTOR, ".rest").text
    driver.find_element(By.LINK_TEXT, "Next set").click()
    complete("Day A · set 2 of 2 · lift in progress")
    wait(driver).until(EC.presence_of_element_located((By.LINK_TEXT, "Next: Bench press")))
    driver.find_element(By.LINK_TEXT, "Next: Bench press").click()
    wait(driver).until(EC.presence_of_element_located((By.ID, "lift-reps")))
    assert driver.find_element(By.ID, "lift-weight").get_attribute("value") == "30"
    assert driver.find_element(By.ID, "lift-reps").get_attribute("value") == "8"
    complete("Day A · set 1 of 1 · lift in progress")
    wait(driver).until(EC.presence_of_element_located((By.ID, "done-title")))
    assert "Day A done: all 3 sets." in driver.find_element(By.CSS_SELECTOR, ".workout-done").text
    assert not driver.find_elements(By.CSS_SELECTOR, "[data-rest-clock]")

    driver.get(server.url("/"))
    page_ready(driver)
    workout = driver.find_element(By.ID, "workout")
    assert "Squat: 2 × 5 at 40 kg" in workout.text
    assert "Bench press: 1 × 8 at 30 kg" in workout.text
    assert "3 sets, 640 kg lifted." in workout.text
    assert console_errors(driver) == []


def test_a_set_live_from_the_demo_clip_counts_each_rep_as_it_is_finished(server, driver):
    """The demo recording replayed at its own pace through the live channel (the path the clip's Bluetooth readings
    take): the chart moves, each rep appears while the set goes on, and "Complete lift" records all of it."""
    set_window_size(driver, 390, 844)
    driver.get(server.url("/workouts/lift?lift=deadlift"))
    page_ready(driver)
    driver.find_element(By.CSS_SELECTOR, "details.clip-attach summary").click()
    driver.find_element(By.CSS_SELECTOR, "[data-live-demo]").click()
    status = driver.find_element(By.CSS_SELECTOR, "[data-live-status]")
    wait(driver, 15).until(lambda d: "1 rep so far" in status.text)
    # The first rep is in while the replay goes on: the stream is not yet all there
    first = driver.find_elements(By.CSS_SELECTOR, "[data-live-reps] li")
    assert len(first) == 1 and " cm in " in first[0].text
    assert driver.find_element(By.CSS_SELECTOR, "[data-live-chart] polyline").get_attribute("points").count(",") > 10
    wait(driver, 40).until(lambda d: "5 reps so far" in status.text)
    assert len(driver.find_elements(By.CSS_SELECTOR, "[data-live-reps] li")) == 5
    assert driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth") <= 0
    driver.find_element(By.CSS_SELECTOR, "button.lift-complete").click()
    wait(driver).until(heading_reads("Deadlift: 20 kg × 5"))
    assert "5 reps, the bar slowed" in driver.find_element(By.ID, "clip-title").find_element(By.XPATH, "..").text
    assert console_errors(driver) == []


def test_a_set_live_from_a_clip_over_bluetooth(server, driver):
    """A clip over Web Bluetooth (a stand-in device: no browser here has a radio), sending untimed lines cut into
    20-byte notifications as its serial service does: "Connect the clip" shows, each reading is stamped as it
    arrives, the chart moves, the reps are counted live, and "Complete lift" records the set with its stream."""
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FAKE_CLIP})
    set_window_size(driver, 390, 844)
    driver.get(server.url("/workouts/lift?lift=squat"))
    page_ready(driver)
    driver.find_element(By.CSS_SELECTOR, "details.clip-attach summary").click()
    assert not driver.find_element(By.CSS_SELECTOR, "[data-live-chart]").is_displayed()  # no empty chart before the set
    connect = driver.find_element(By.CSS_SELECTOR, "[data-live-bluetooth]")
    assert connect.is_displayed()
    connect.click()
    wait(driver).until(lambda d: d.execute_script("return window.fakeClip.connected"))
    # The set at twice its pace: a tick's two readings every 20 ms, in chunks of 20 bytes with CRLF endings
    text = "".join(f"{reading}\r\n" for _, reading in readings())
    driver.execute_script(
        """const [text, perTick] = arguments;
        const lines = text.split(/(?<=\\n)/);
        let next = 0;
        const timer = setInterval(() => {
          const tick = lines.slice(next, next + perTick).join("");
          next += perTick;
          for (let at = 0; at < tick.length; at += 20) window.fakeClip.send(tick.slice(at, at + 20));
          if (next >= lines.length) clearInterval(timer);
        }, 20);""",
        text,
        2,
    )
    status = driver.find_element(By.CSS_SELECTOR, "[data-live-status]")
    wait(driver, 20).until(lambda d: "3 reps so far" in status.text)
    assert len(driver.find_elements(By.CSS_SELECTOR, "[data-live-reps] li")) == 3
    assert driver.find_element(By.CSS_SELECTOR, "[data-live-chart]").is_displayed()
    assert driver.find_element(By.CSS_SELECTOR, "[data-live-chart] polyline").get_attribute("points").count(",") > 10
    # Typed wrong, the set is refused and comes back with every reading kept; put right, it is recorded with them
    weight = driver.find_element(By.ID, "lift-weight")
    weight.clear()
    weight.send_keys("6o")
    driver.find_element(By.CSS_SELECTOR, "button.lift-complete").click()
    wait(driver).until(EC.presence_of_element_located((By.ID, "lift-problem")))
    # The refusal's 422 is the only thing the browser complains of
    assert [entry for entry in console_errors(driver) if "status of 422" not in entry["message"]] == []
    kept = driver.find_element(By.CSS_SELECTOR, "[data-clip-status]").text
    assert kept.startswith("Test clip: ") and "lines kept" in kept, kept
    stamped = driver.find_element(By.CSS_SELECTOR, "[data-clip-text]").get_attribute("value").split("\n")
    assert stamped[0].endswith(" s:20.0") and stamped[0].split(" ")[0].isdigit(), stamped[0]
    weight = driver.find_element(By.ID, "lift-weight")
    weight.clear()
    weight.send_keys("60")
    driver.find_element(By.CSS_SELECTOR, "button.lift-complete").click()
    wait(driver).until(heading_reads("Squat: 60 kg × 3"))
    assert console_errors(driver) == []


def test_a_lift_of_your_own_from_the_lifts_tab(server, driver):
    """A lifter's own lift, on a phone: no name is refused where the name goes, and kept from there; a name starts it,
    and it is lifted and listed like the four."""
    set_window_size(driver, 390, 844)
    driver.get(server.url("/workouts"))
    page_ready(driver)
    form = driver.find_element(By.CSS_SELECTOR, "form.own-lift")
    form.find_element(By.NAME, "lowerBody").click()
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    problem = wait(driver).until(EC.presence_of_element_located((By.ID, "own-lift-problem")))
    assert problem.text == "Give it a name."
    assert driver.find_element(By.NAME, "lowerBody").is_selected()
    assert [entry for entry in console_errors(driver) if "status of 422" not in entry["message"]] == []
    name = driver.find_element(By.ID, "own-lift-name")
    name.send_keys("Front squat")
    driver.find_element(By.CSS_SELECTOR, "form.own-lift button[type=submit]").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "h1.lift-name"), "Front squat"))
    weight = driver.find_element(By.ID, "lift-weight")
    weight.clear()
    weight.send_keys("60")
    driver.find_element(By.CSS_SELECTOR, "button.lift-complete").click()
    wait(driver).until(heading_reads("Front squat: 60 kg × 5"))
    driver.get(server.url("/workouts"))
    page_ready(driver)
    assert driver.find_element(By.LINK_TEXT, "Start Front squat").is_displayed()
    assert driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth") <= 0
    assert console_errors(driver) == []
