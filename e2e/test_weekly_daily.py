"""The Weekly and The Daily, clicked through as a user lives a sprint: areas and goals against a capacity, three
days of linked to-dos and intentions, a retrospective with two action items, and the next week that remembers them.

Time passes by restarting the server with `--clock-offset`, so intentions last real minutes on the server's clock.
"""

from datetime import datetime, timedelta, timezone

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import TIMEOUT


def wait(driver) -> WebDriverWait:
    """Waits that look again when a form's answer has just replaced the page's main part."""
    return WebDriverWait(driver, TIMEOUT, ignored_exceptions=(StaleElementReferenceException,))


class Sprint:
    """The server's clock, moved to chosen instants of a week in the future (in UTC, the user's zone here)."""

    def __init__(self, server, driver):
        self.server, self.driver = server, driver
        now = datetime.now(timezone.utc)
        # The Monday after next: a clean week with nothing before it.
        self.monday = (now + timedelta(days=14 - now.weekday())).replace(hour=0, minute=0, second=0, microsecond=0)

    def travel(self, day: int, hour: int, minute: int = 0) -> None:
        when = self.monday + timedelta(days=day, hours=hour, minutes=minute)
        offset = int((when - datetime.now(timezone.utc)).total_seconds())
        self.server.restart("--clock-offset", str(offset))

    def date(self, day: int) -> str:
        return (self.monday + timedelta(days=day)).date().isoformat()

    def open(self, path: str) -> None:
        self.driver.get(self.server.url(path))

    def click(self, text: str, within: str = "//main") -> None:
        button = wait(self.driver).until(EC.element_to_be_clickable(
            (By.XPATH, f"{within}//*[self::button or self::a or self::summary][normalize-space()='{text}']")))
        self.press(button)

    def press(self, element) -> None:
        """Clicks an element once it is scrolled to the middle of the screen, clear of the sticky header."""
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()

    def see(self, text: str, where: str = "main") -> None:
        wait(self.driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, where), text))

    def type(self, field_id: str, text: str) -> None:
        field = wait(self.driver).until(EC.visibility_of_element_located((By.ID, field_id)))
        field.clear()
        field.send_keys(text)

    def choose(self, field_id: str, label: str) -> None:
        Select(wait(self.driver).until(EC.visibility_of_element_located((By.ID, field_id)))).select_by_visible_text(label)

    # ---- The steps ----

    def add_area(self, name: str) -> None:
        self.type("area-name", name)
        self.click("Add area")
        wait(self.driver).until(EC.visibility_of_element_located(
            (By.XPATH, f"//ol[@class='area-list']//strong[normalize-space()='{name}']")))

    def add_goal(self, area: str, title: str, estimate: str) -> None:
        self.choose("goal-area", area)
        self.type("goal-title", title)
        self.type("goal-estimate", estimate)
        self.click("Add goal")
        wait(self.driver).until(EC.visibility_of_element_located(
            (By.XPATH, f"//span[@class='goal-title'][normalize-space()='{title}']")))

    def add_todo(self, text: str, serves: str) -> None:
        self.type("todo-text", text)
        self.choose("todo-link", serves)
        self.click("Add to-do")
        self.todo_row(text)

    def todo_row(self, text: str):
        return wait(self.driver).until(EC.visibility_of_element_located(
            (By.XPATH, f"//ol[@class='todo-list']/li[.//span[@class='todo-text'][normalize-space()='{text}']]")))

    def work_on(self, text: str, day: int, hour: int, minutes: int) -> None:
        """Starts an intention from the to-do, lets `minutes` pass on the server's clock, and ends it."""
        self.press(self.todo_row(text).find_element(By.XPATH, ".//a[normalize-space()='Start']"))
        self.see(f"For the to-do {text}", ".from-todo")
        assert self.driver.find_element(By.ID, "intention-text").get_attribute("value") == text
        self.press(self.driver.find_element(By.XPATH, f"//fieldset[contains(@class,'presets')]//label[normalize-space()='{minutes} min']"))
        self.click("Start", within="//form[contains(@class,'start-form')]")
        wait(self.driver).until(EC.url_contains("/focus"))
        self.travel(day, hour, minutes)
        self.open("/focus")
        self.click("End now", within="//div[contains(@class,'focus-actions')]")
        wait(self.driver).until(EC.url_contains("/intentions/"))

    def complete(self, text: str) -> None:
        self.open("/")
        self.press(self.todo_row(text).find_element(By.CSS_SELECTOR, "button.check"))
        wait(self.driver).until(EC.visibility_of_element_located(
            (By.XPATH, f"//ol[@class='todo-list']/li[contains(@class,'is-done')][.//span[@class='todo-text'][normalize-space()='{text}']]")))


def test_a_sprint_from_plan_to_retrospective_and_into_the_next_week(server, driver):
    server.api("POST", "/api/v1/settings", {"timeZone": "UTC"})
    sprint = Sprint(server, driver)

    # Monday morning: three areas of focus.
    sprint.travel(0, 8)
    sprint.open("/areas")
    for name in ("Career", "Family", "Health"):
        sprint.add_area(name)

    # The week's capacity: 4 hours a day, the weekend off.
    sprint.open("/week")
    sprint.click("Set capacity")
    sprint.type("per-day", "4")
    for day in (5, 6):
        sprint.press(driver.find_element(By.XPATH, f"//fieldset[contains(@class,'days-off')]//input[@value='{sprint.date(day)}']/.."))
    sprint.click("Save capacity")
    sprint.see("4 h a day: 4 h left today and 4 more days = 20 h left.")

    # A wrong estimate is refused at its field, and nothing is added.
    sprint.choose("goal-area", "Career")
    sprint.type("goal-title", "Tidy the backlog")
    sprint.type("goal-estimate", "-2h")
    sprint.click("Add goal")
    sprint.see("An estimate must be between 15 minutes and 100 hours (it was −2 h)", "#goal-estimate-error")
    assert not driver.find_elements(By.XPATH, "//span[@class='goal-title'][normalize-space()='Tidy the backlog']")

    # Five goals in three areas.
    goals = [("Career", "Ship the importer", "6h"), ("Career", "Write the release notes", "S"),
             ("Family", "Plan the holiday", "2h"), ("Health", "Run three times", "3h"), ("Health", "Book the dentist", "0.5h")]
    for area, title, estimate in goals:
        sprint.add_goal(area, title, estimate)
    sprint.see("13 h 30 min", ".plan")  # 6 + 2 (S) + 2 + 3 + 0.5 hours planned
    sprint.see("20 h", ".plan")

    # Three days: linked to-dos, intentions started from them, some completed.
    work = [
        (0, [("Write the parser", "Ship the importer · Career"), ("Call the travel agent", "Plan the holiday · Family")], 25),
        (1, [("Write the tests", "Ship the importer · Career")], 50),
        (2, [("Morning run", "Run three times · Health")], 25),
    ]
    focused = 0
    for day, todos, minutes in work:
        sprint.travel(day, 9)
        sprint.open("/")
        if day == 0:
            # An unlinked to-do is refused with the choices, and nothing is added.
            sprint.type("todo-text", "Answer email")
            sprint.click("Add to-do")
            sprint.see("Link this to-do to one of the week's goals", "#todo-link-error")
            assert not driver.find_elements(By.XPATH, "//span[@class='todo-text'][normalize-space()='Answer email']")
        for text, serves in todos:
            sprint.add_todo(text, serves)
        first = todos[0][0]
        sprint.work_on(first, day, 9, minutes)
        focused += minutes
        sprint.complete(first)

    # The week shows time against the goals; one goal is done.
    sprint.open("/week")
    sprint.see("1 h 15 min of 6 h", ".plan ~ section")
    goal = driver.find_element(By.XPATH, "//li[contains(@class,'goal')][.//span[@class='goal-title'][normalize-space()='Ship the importer']]")
    sprint.press(goal.find_element(By.XPATH, ".//button[normalize-space()='Done']"))
    wait(driver).until(EC.visibility_of_element_located(
        (By.XPATH, "//li[contains(@class,'goal') and contains(@class,'is-done')][.//span[@class='goal-title'][contains(., 'Ship the importer')]]")))

    # Friday: the demo, the numbers, and a retrospective with two action items.
    sprint.travel(4, 17)
    sprint.open(f"/weeks/{sprint.date(0)}/retro")
    sprint.see("Ship the importer", ".demo")
    sprint.see("Write the parser", ".demo")
    assert len(driver.find_elements(By.CSS_SELECTOR, ".numbers .chart")) >= 5
    sprint.type("went-well", "The importer shipped")
    sprint.type("went-poorly", "Too many meetings on Tuesday")
    sprint.type("to-improve", "Protect the mornings")
    sprint.type("action-1", "Block 9–11 for deep work")
    sprint.type("action-2", "Say no to optional meetings")
    sprint.click("Save retrospective")
    sprint.see("Retrospective saved.", "[data-toast]")

    # The next Monday: the plan and the first standup show both action items, and the capacity suggestion is
    # the focused time actually measured last week.
    items = ["Block 9–11 for deep work", "Say no to optional meetings"]
    sprint.travel(7, 9)
    sprint.open("/week")
    for item in items:
        sprint.see(item, ".action-items-card")
    sprint.click("Set capacity")
    hours, rest = divmod(focused, 60)
    sprint.see(f"Suggested: {hours} h {rest} min, the mean focused time of your last finished week.", ".capacity-form")
    week = server.api("GET", f"/api/v1/weeks/{sprint.date(7)}")
    assert week["capacity"]["suggestedMinutes"] == focused
    sprint.open("/")
    for item in items:
        sprint.see(item, "#standup")

    # The next retrospective asks about each.
    sprint.open(f"/weeks/{sprint.date(7)}/retro")
    sprint.see("were they done?", ".questions")
    for item in items:
        sprint.see(item, ".questions")
    question = driver.find_element(By.XPATH, f"//div[@class='question'][span[normalize-space()='{items[0]}']]")
    sprint.press(question.find_element(By.XPATH, ".//label[normalize-space()='Done']"))
    sprint.click("Save retrospective")
    sprint.see("Retrospective saved.", "[data-toast]")
    sprint.open("/")
    assert items[0] not in driver.find_element(By.ID, "standup").text
    assert items[1] in driver.find_element(By.ID, "standup").text
