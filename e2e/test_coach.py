"""The coach in the browser: its message area on Today and on a past day, the "Why this?" page, and a reminder
shown as a system notification (and not in quiet hours)."""

from datetime import datetime, timedelta, timezone

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from conftest import past_intention, wait

# A fake Notification that records what would be shown, installed before any page script runs.
FAKE_NOTIFICATIONS = """
window.__notes = [];
window.Notification = class {
  constructor(title, options) { window.__notes.push({ title, body: (options || {}).body, tag: (options || {}).tag }); }
  static get permission() { return "granted"; }
  static requestPermission() { return Promise.resolve("granted"); }
};
"""


def travel(server, when: datetime) -> None:
    """Restarts the server with its clock at `when` (UTC)."""
    server.restart("--clock-offset", str(int((when - datetime.now(timezone.utc)).total_seconds())))


def a_wednesday(hour: int) -> datetime:
    now = datetime.now(timezone.utc)
    wednesday = (now + timedelta(days=(2 - now.weekday()) % 7 + 7)).replace(minute=0, second=0, microsecond=0)
    return wednesday.replace(hour=hour)


def coach(driver):
    return wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "section.coach")))


def test_the_message_area_asks_for_a_reflection_and_explains_why(server, driver):
    server.api("POST", "/api/v1/settings", {"timeZone": "UTC"})
    travel(server, a_wednesday(14))
    started = server.api("POST", "/api/v1/intentions", {"text": "Draft the proposal", "minutes": 25})
    server.api("POST", f"/api/v1/intentions/{started['id']}/end")

    # Today: the coach asks for the reflection, with an action that leads there
    driver.get(server.url("/"))
    area = coach(driver)
    assert area.get_attribute("data-coach-topic") == "intention.reflect"
    assert "Draft the proposal" in area.text
    key = area.get_attribute("data-coach-key")
    area.find_element(By.LINK_TEXT, "Why this?").click()

    # Why this?: one plain sentence first; behind Details, the winner is marked, every option is listed with its
    # priority and reason, and the signals
    wait(driver).until(EC.visibility_of_element_located((By.ID, "alternatives-title")))
    assert driver.find_element(By.CSS_SELECTOR, ".because").text.startswith("Shown because ")
    assert "Draft the proposal" in driver.find_element(By.CSS_SELECTOR, ".because").text
    driver.find_element(By.CSS_SELECTOR, "#details > summary").click()
    rows = driver.find_elements(By.CSS_SELECTOR, "#options-title ~ .table-wrap tbody tr")
    assert len(rows) >= 60
    winner = driver.find_element(By.CSS_SELECTOR, "tr.is-winner")
    assert key in winner.text and "80" in winner.text
    zero = driver.find_element(By.XPATH, "//tr[.//code[normalize-space()='plan.eve.1']]")
    assert "0 because" in zero.text
    signal = driver.find_element(By.XPATH, "//tr[td/code[normalize-space()='unreflected']]")
    assert signal.find_elements(By.TAG_NAME, "td")[1].text.startswith("1")

    # Reflecting changes what Today says
    server.api("POST", f"/api/v1/intentions/{started['id']}/feeling", {"feeling": "happy"})
    server.api("POST", f"/api/v1/intentions/{started['id']}/tags", {"tags": ["writing"]})
    server.api("POST", f"/api/v1/intentions/{started['id']}/review", {"wentWell": "A clear outline"})
    driver.get(server.url("/"))
    assert coach(driver).get_attribute("data-coach-topic") != "intention.reflect"


def test_a_past_day_shows_that_days_message(server, driver):
    server.api("POST", "/api/v1/settings", {"timeZone": "UTC"})
    wednesday = a_wednesday(15)
    travel(server, wednesday)
    tuesday = wednesday - timedelta(days=1)

    printer = past_intention(server, "Call the printer", tuesday.replace(hour=16), tuesday.replace(hour=16, minute=20))
    server.api("PUT", "/api/v1/days/today/standup", {"plan": [], "note": "Proposal day"})

    # Viewing Tuesday, the coach speaks of Tuesday
    driver.get(server.url(f"/days/{tuesday.date().isoformat()}"))
    area = coach(driver)
    assert area.get_attribute("data-coach-topic") == "intention.reflect"
    assert "You didn't rate yesterday afternoon's intention, “Call the printer”" in area.text

    # Today it asks too; answering it there changes what today says
    driver.get(server.url("/"))
    assert "You didn't rate yesterday afternoon's intention" in coach(driver).text
    for intention in server.api("GET", f"/api/v1/days/{tuesday.date().isoformat()}/intentions")["intentions"]:
        server.api("POST", f"/api/v1/intentions/{intention['id']}/feeling", {"feeling": "meh"})
    driver.get(server.url("/"))
    assert "You didn't rate" not in coach(driver).text
    assert printer["date"] == tuesday.date().isoformat()


def test_a_due_reminder_becomes_a_notification_except_in_quiet_hours(server, driver):
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FAKE_NOTIFICATIONS})
    server.api("POST", "/api/v1/settings", {"timeZone": "UTC"})
    start = a_wednesday(10)
    travel(server, start)
    server.api("POST", "/api/v1/intentions", {"text": "Review the budget", "minutes": 5})

    # Five minutes later, an open Today tab shows "Time's up" once
    travel(server, start + timedelta(minutes=5, seconds=5))
    driver.get(server.url("/"))
    wait(driver).until(lambda d: any(n["title"] == "Time's up" for n in d.execute_script("return window.__notes")))
    time_up = next(n for n in driver.execute_script("return window.__notes") if n["title"] == "Time's up")
    assert "Review the budget" in time_up["body"]
    driver.refresh()
    coach(driver)
    driver.execute_script("return new Promise(r => setTimeout(r, 1500))")
    assert all(note["tag"] != time_up["tag"] for note in driver.execute_script("return window.__notes")), "shown once"

    # In quiet hours nothing is shown
    server.api("POST", "/api/v1/settings", {"quietFrom": "09:00", "quietUntil": "12:00"})
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    coach(driver)
    driver.execute_script("return new Promise(r => setTimeout(r, 2000))")
    assert driver.execute_script("return window.__notes") == []
    reminders = server.api("GET", "/api/v1/coach/reminders")["reminders"]
    assert reminders == []


def test_in_the_evening_the_coach_says_what_is_left_in_the_ring(server, driver):
    server.api("POST", "/api/v1/settings", {"timeZone": "UTC"})
    evening = a_wednesday(21)
    travel(server, evening)
    day = evening.date().isoformat()
    # Resting energy estimated from the body; five bars eaten at lunch.
    server.api("PUT", "/api/v1/health/profile", {"heightCm": 180, "birthDate": "1990-01-01", "sex": "male"})
    server.api("POST", "/api/v1/weight", {"weight": "80kg"})
    bar = server.api("POST", "/api/v1/foods", {"name": "Protein bar", "servingGrams": 40, "servingName": "bar", "kcal": 180})
    server.api("POST", f"/api/v1/days/{day}/food", {"foodId": bar["id"], "amount": "5 bar", "meal": "lunch"})
    left = server.api("GET", f"/api/v1/days/{day}/energy")["leftoverKcal"]
    assert left > 400

    # A first intention is what a new user hears first; "Why this?" shows what the ring would say, in its figure.
    driver.get(server.url("/"))
    coach(driver).find_element(By.LINK_TEXT, "Why this?").click()
    alternatives = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "ul.alternatives")))
    energy = next(item for item in alternatives.find_elements(By.TAG_NAME, "li") if item.text.startswith("Energy left"))
    assert f"{round(left):,} kcal" in energy.text
