"""Timeboxes as a person plans a day on a phone: the day planned in timeboxes from Today, a refused one keeping what
was typed, "Start" on the one whose time has come (the focus screen opens with its words), then the calendar feed's
address made and fetched as a phone's calendar would, without a session, and read by the `icalendar` package."""

import urllib.error
import urllib.request
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import icalendar
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from conftest import console_errors, page_ready, replaced, set_window_size, wait


def hhmm(moment: datetime) -> str:
    return moment.strftime("%H:%M")


def plan(driver, start: str, end: str, text: str) -> None:
    """Fills the "Plan a timebox" form (the time inputs take the keys a person types) and sends it."""
    form = driver.find_element(By.CSS_SELECTOR, "form.timebox-form")
    if not form.is_displayed():
        summary = driver.find_element(By.XPATH, "//summary[normalize-space()='Plan a timebox']")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)  # clear of the last toast
        summary.click()
    for field, value in (("timebox-start", start), ("timebox-end", end)):
        driver.execute_script("arguments[0].value = arguments[1]", driver.find_element(By.ID, field), value)
    what = driver.find_element(By.ID, "timebox-text")
    what.clear()
    what.send_keys(text)
    # The button may sit under the last save's toast at the bottom of a phone's screen: a click at its centre, as
    # a thumb would after the toast fades, is the same as Enter in the field, which sends the form.
    what.submit()
    wait(driver).until(replaced(form))  # the enhanced form swaps in the next page
    page_ready(driver)


def test_a_day_is_planned_a_timebox_started_and_the_feed_read_on_a_phone(server, driver):
    set_window_size(driver, 390, 844)
    driver.get(server.url("/"))
    page_ready(driver)  # a new account adopts the browser's time zone here
    zone = ZoneInfo(server.api("GET", "/api/v1/settings")["timeZone"])
    now = datetime.now(zone).replace(second=0, microsecond=0)
    # The day's start and the waking window's gap twelve hours from now, so the plan below (from three minutes ago to
    # two hours on) lies inside one day and its waking window whatever the hour the test runs at: at 20:55 the last
    # timebox ran past the default window's 23:00, and only its minutes inside count as planned
    turn = (now.hour + 12) % 24
    server.api("POST", "/api/v1/settings",
               {"dayStartHour": turn, "wakingStart": f"{turn:02d}:00", "wakingEnd": f"{(turn - 1) % 24:02d}:59"})
    driver.get(server.url("/"))
    module = wait(driver).until(EC.visibility_of_element_located((By.ID, "timeboxes")))
    assert "Nothing planned" in module.text

    # The day: the timebox whose time has come (from three minutes ago), rest after it, and a friend later
    due_start, due_end = now - timedelta(minutes=3), now + timedelta(minutes=40)
    plan(driver, hhmm(due_start), hhmm(due_end), "Write the quarterly report")
    plan(driver, hhmm(due_end), hhmm(due_end + timedelta(minutes=15)), "Walk around the block")
    plan(driver, hhmm(due_end + timedelta(minutes=30)), hhmm(due_end + timedelta(minutes=90)), "Call Sam, then Ana; done")

    # One that overlaps is refused beside its field, and what was typed is still there
    plan(driver, hhmm(due_end + timedelta(minutes=5)), hhmm(due_end + timedelta(minutes=20)), "Tidy the desk")
    error = wait(driver).until(EC.visibility_of_element_located((By.ID, "timebox-start-error")))
    assert "It overlaps “Walk around the block”" in error.text
    assert driver.find_element(By.ID, "timebox-text").get_attribute("value") == "Tidy the desk"

    day = server.api("GET", "/api/v1/days/today/timeboxes")
    assert [t["text"] for t in day["timeboxes"]] == [
        "Write the quarterly report", "Walk around the block", "Call Sam, then Ana; done"]
    assert day["plannedMinutes"] == 43 + 15 + 60

    # The list shows the share of the waking day, and Start on the one whose time has come, big enough for a thumb
    driver.get(server.url("/"))
    page_ready(driver)
    share = driver.find_element(By.ID, "timebox-share").text
    assert share.startswith("1 h 58 min planned · "), share
    start = wait(driver).until(EC.element_to_be_clickable((By.CSS_SELECTOR, ".timebox-start")))
    assert start.size["height"] >= 44 and start.size["width"] >= 120, start.size
    assert len(driver.find_elements(By.CSS_SELECTOR, ".timebox-start")) == 1

    # One tap: the focus screen runs its intention
    start.click()
    wait(driver).until(replaced(start))
    wait(driver).until(EC.url_contains("/focus"))
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "focus-text"), "Write the quarterly report"))
    running = server.api("GET", "/api/v1/intentions/current")
    assert running["text"] == "Write the quarterly report"
    assert 35 <= running["plannedMinutes"] <= 41, running["plannedMinutes"]
    boxes = server.api("GET", "/api/v1/days/today/timeboxes")["timeboxes"]
    assert boxes[0]["intention"] == running["id"]
    assert boxes[0]["status"] == "on_time"

    # The calendar feed: its address made on its page, shown once
    driver.get(server.url("/calendar"))
    page_ready(driver)
    driver.find_element(By.ID, "feed-reset").click()
    page_ready(driver)
    url = wait(driver).until(EC.visibility_of_element_located((By.ID, "feed-url"))).get_attribute("value")
    assert url.startswith(server.base + "/calendar/") and url.endswith(".ics"), url

    # A phone's calendar fetches it without a session, and icalendar reads the three timeboxes in UTC
    with urllib.request.urlopen(url) as response:
        assert response.headers["Content-Type"] == "text/calendar; charset=utf-8"
        body = response.read()
    assert b"\r\n" in body
    calendar = icalendar.Calendar.from_ical(body)
    events = sorted(calendar.walk("VEVENT"), key=lambda e: e.decoded("DTSTART"))
    assert [str(e.get("SUMMARY")) for e in events] == [
        "Write the quarterly report", "Walk around the block", "Call Sam, then Ana; done"]
    first = events[0]
    assert first.decoded("DTSTART") == due_start.astimezone(timezone.utc)
    assert first.decoded("DTEND") == due_end.astimezone(timezone.utc)
    assert first.decoded("DTSTART").tzinfo is not None and first.decoded("DTSTART").utcoffset() == timedelta(0)
    assert len({str(e.get("UID")) for e in events}) == 3
    assert all(e.get("DTSTAMP") is not None for e in events)

    # A reset ends the old address
    driver.get(server.url("/calendar"))
    page_ready(driver)
    assert url not in driver.page_source
    driver.find_element(By.ID, "feed-reset").click()
    # The reset is done when its answer shows the new address (the old page is "ready" all along)
    new_url = wait(driver).until(EC.visibility_of_element_located((By.ID, "feed-url"))).get_attribute("value")
    assert new_url != url and new_url.endswith(".ics"), new_url
    try:
        urllib.request.urlopen(url)
        raise AssertionError("the old address still works after a reset")
    except urllib.error.HTTPError as error:
        assert error.code == 404
    assert not [e for e in console_errors(driver) if "422" not in e.get("message", "")]  # the refused overlap
