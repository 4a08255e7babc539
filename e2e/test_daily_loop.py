"""The daily loop as a person lives it on a phone and a desktop, one test for each thing that used to trip them up:
nothing typed is lost, the pause is taken once, "Why this?" speaks plainly, charts never clip, the main action is in
reach, saves stay where they were, capacity explains itself, no link leads nowhere, the to-do closes the loop, the
controls are finished, inputs refuse instead of cutting, and the help speaks to a user."""

import time
from datetime import datetime, timedelta, timezone

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select

from conftest import (TIMEOUT, new_browser, page_ready, past_intention, planned_week, set_window_size, sign_in,
                      until_the_worker_controls, wait)

PHONE = (390, 844)


def toast(driver, text: str) -> None:
    """Waits for the status line at the foot of the screen to say `text`."""
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-toast]"), text))


def saved(driver) -> None:
    """Waits for the reflection form to say it saved."""
    wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-save-state]").text == "Saved")


def ended_yesterday(server, text: str = "Write the project summary") -> dict:
    server.api("POST", "/api/v1/settings", {"timeZone": "UTC"})
    day = (datetime.now(timezone.utc) - timedelta(hours=4)).date() - timedelta(days=1)
    start = datetime(day.year, day.month, day.day, 10, 0, tzinfo=timezone.utc)
    return past_intention(server, text, start, start + timedelta(minutes=50), minutes=50)


def visible_top(driver, css: str) -> float:
    return driver.execute_script("return document.querySelector(arguments[0]).getBoundingClientRect().top", css)


def bottom_of(driver, element) -> float:
    return driver.execute_script("return arguments[0].getBoundingClientRect().bottom", element)


# ---- 1. The review page loses nothing ----

def test_the_review_saves_as_you_go_and_an_edit_error_loses_nothing(server, driver):
    intention = ended_yesterday(server)
    set_window_size(driver, *PHONE)
    driver.get(server.url(f"/intentions/{intention['id']}"))

    # Type a review, then pick two tags before it has saved: nothing is lost
    review = driver.find_element(By.ID, "review-wentWell")
    review.send_keys("Outline first, then the numbers")
    for name in ("deep work", "writing"):
        chip = driver.find_element(By.XPATH, f"//label[contains(@class,'chip')][normalize-space()='{name}']")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", chip)
        chip.click()
    saved(driver)

    # A new label is added among the others, chosen
    name = driver.find_element(By.ID, "new-label-name")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", name)
    name.send_keys("Quarterly numbers", Keys.ENTER)
    wait(driver).until(lambda d: d.find_elements(By.XPATH, "//label[contains(@class,'chip')][normalize-space()='Quarterly numbers']//input"))
    assert driver.find_element(By.XPATH, "//label[contains(@class,'chip')][normalize-space()='Quarterly numbers']//input").is_selected()
    assert driver.find_element(By.ID, "new-label-name").get_attribute("value") == ""

    # Type more, then save "Edit details" with an end before the start: the error shows, and neither the review nor
    # the typed value is thrown away
    review = driver.find_element(By.ID, "review-couldImprove")
    review.send_keys("Close the chat first")
    driver.find_element(By.XPATH, "//details[@id='edit']/summary").click()
    end = driver.find_element(By.ID, "edit-end")
    start = driver.find_element(By.ID, "edit-start").get_property("value")
    driver.execute_script("arguments[0].value = arguments[1]", end, start[:11] + "09:00")
    driver.find_element(By.XPATH, "//button[normalize-space()='Save changes']").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "edit-end-error"), "The end must come after the start."))
    assert driver.find_element(By.ID, "edit-end").get_property("value").endswith("T09:00")
    assert driver.find_element(By.ID, "review-wentWell").get_property("value") == "Outline first, then the numbers"
    assert driver.find_element(By.ID, "review-couldImprove").get_property("value") == "Close the chat first"

    # And everything reached the server
    driver.refresh()
    page_ready(driver)
    stored = server.api("GET", f"/api/v1/intentions/{intention['id']}")
    assert stored["review"]["wentWell"] == "Outline first, then the numbers"
    assert stored["review"]["couldImprove"] == "Close the chat first"
    assert sorted(tag["name"] for tag in stored["tags"]) == ["Quarterly numbers", "deep work", "writing"]
    assert driver.find_element(By.ID, "review-couldImprove").get_property("value") == "Close the chat first"


@pytest.fixture
def no_script_driver(request, server):
    """A browser with JavaScript switched off, signed in."""
    from conftest import chrome_options
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from conftest import CHROMEDRIVER
    options = chrome_options()
    options.add_experimental_option("prefs", {"intl.accept_languages": "en-US,en",
                                              "profile.managed_default_content_settings.javascript": 2})
    browser = webdriver.Chrome(options=options, service=Service(executable_path=CHROMEDRIVER))
    sign_in(browser, server)
    yield browser
    browser.quit()


def test_without_javascript_one_form_saves_all_three_and_an_error_keeps_them(server, no_script_driver):
    driver = no_script_driver
    intention = ended_yesterday(server)
    driver.get(server.url(f"/intentions/{intention['id']}"))
    time.sleep(5.5)  # the pause, kept by CSS alone

    # An error first: a label name over its limit. Everything else typed comes back with it.
    driver.find_element(By.XPATH, "//label[contains(@class,'chip')][normalize-space()='writing']").click()
    driver.find_element(By.XPATH, "//label[contains(@class,'feeling-choice')][.//input[@value='meh']]").click()
    driver.find_element(By.ID, "review-wentWell").send_keys("Finished early")
    driver.find_element(By.ID, "new-label-name").send_keys("x" * 41)
    driver.find_element(By.XPATH, "//form[@data-reflect]//button[normalize-space()='Save']").click()
    wait(driver).until(EC.visibility_of_element_located((By.ID, "tags-error")))
    assert "is not a usable tag" in driver.find_element(By.ID, "tags-error").text
    assert driver.find_element(By.XPATH, "//label[contains(@class,'chip')][normalize-space()='writing']//input").is_selected()
    assert driver.find_element(By.CSS_SELECTOR, "input[name=feeling][value=meh]").is_selected()
    assert driver.find_element(By.ID, "review-wentWell").get_property("value") == "Finished early"
    assert server.api("GET", f"/api/v1/intentions/{intention['id']}")["feeling"] is None, "nothing was saved"

    # Then a good one: all three are saved by one button
    name = driver.find_element(By.ID, "new-label-name")
    name.clear()
    name.send_keys("Reports")
    driver.find_element(By.XPATH, "//form[@data-reflect]//button[normalize-space()='Save']").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-toast]"), "Saved."))
    stored = server.api("GET", f"/api/v1/intentions/{intention['id']}")
    assert stored["feeling"] == "meh"
    assert sorted(tag["name"] for tag in stored["tags"]) == ["Reports", "writing"]
    assert stored["review"]["wentWell"] == "Finished early"


# ---- 2. The pause: once, while the card is on screen; a rated intention shows its feeling ----

def test_the_pause_waits_for_the_card_runs_once_and_never_hides_a_feeling(server, driver):
    intention = ended_yesterday(server)
    set_window_size(driver, 390, 500)
    # Open the page scrolled away from the card: the pause does not run unseen
    driver.get(server.url(f"/intentions/{intention['id']}#review"))
    page_ready(driver)
    feelings = driver.find_element(By.CSS_SELECTOR, "[data-feelings]")
    time.sleep(6)
    assert driver.find_element(By.CSS_SELECTOR, "[data-pause-card]").get_attribute("data-pause-state") == "waiting"
    assert not feelings.is_displayed()

    # Scrolled to, it runs for five seconds and opens
    driver.execute_script("document.getElementById('feeling').scrollIntoView({block: 'start'})")
    time.sleep(1)
    assert not feelings.is_displayed()
    wait(driver, 10).until(lambda d: feelings.is_displayed())

    # A reload does not impose it again
    driver.refresh()
    page_ready(driver)
    assert driver.find_element(By.CSS_SELECTOR, "[data-feelings]").is_displayed()
    happy = driver.find_element(By.XPATH, "//label[contains(@class,'feeling-choice')][.//input[@value='happy']]")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", happy)
    happy.click()
    saved(driver)
    assert server.api("GET", f"/api/v1/intentions/{intention['id']}")["feeling"] == "happy"

    # In another browser, the rated intention shows its feeling at once: no pause, no blank card
    other = new_browser()
    try:
        sign_in(other, server)
        other.get(server.url(f"/intentions/{intention['id']}"))
        page_ready(other)
        assert not other.find_elements(By.CSS_SELECTOR, "[data-pause-card]")
        assert other.find_element(By.CSS_SELECTOR, "[data-feelings]").is_displayed()
        assert other.find_element(By.CSS_SELECTOR, "input[name=feeling][value=happy]").is_selected()
    finally:
        other.quit()


# ---- 3. "Why this?" in plain words ----

def test_why_this_opens_with_one_plain_sentence_and_keeps_the_numbers_behind_details(server, driver):
    intention = ended_yesterday(server)
    server.api("POST", "/api/v1/intentions", {"text": "Draft the proposal", "minutes": 25})
    set_window_size(driver, *PHONE)
    driver.get(server.url("/"))
    why = wait(driver).until(EC.element_to_be_clickable((By.LINK_TEXT, "Why this?")))
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", why)
    why.click()
    wait(driver).until(EC.visibility_of_element_located((By.ID, "alternatives-title")))

    visible = driver.find_element(By.ID, "main").text
    assert driver.find_element(By.CSS_SELECTOR, ".because").text.startswith("Shown because ")
    keys = [rule["key"] for rule in server.api("GET", "/api/v1/coach/rules")["options"]]
    assert "{" not in visible and "}" not in visible, "a raw placeholder is shown"
    assert "×" not in visible, "a product of numbers is shown"
    assert not [key for key in keys if key in visible], "an option key is shown"
    assert "intentionRunning" not in visible and "dayIsToday" not in visible, "a signal name is shown"
    height = driver.execute_script("return document.documentElement.scrollHeight")
    assert height < 4000, f"the page is {height} px tall on a phone"

    # The details are one tap away, with every message's numbers
    driver.find_element(By.CSS_SELECTOR, "#details > summary").click()
    rows = driver.find_elements(By.CSS_SELECTOR, "#details table.explain tbody tr")
    assert len(rows) >= 60
    assert "×" in driver.find_element(By.ID, "details").text
    assert intention["id"]


# ---- 4. Charts never clip, and follow the text size; the header stays small ----

CHART_CHECK = """
    const problems = [];
    document.querySelectorAll('.chart').forEach((chart) => {
      if (chart.querySelector('svg text')) problems.push('text drawn inside SVG');
      const box = chart.getBoundingClientRect();
      chart.querySelectorAll('.bar-label, .bar-values, .chart-legend').forEach((label) => {
        const r = label.getBoundingClientRect();
        if (label.scrollWidth > label.clientWidth + 1 || r.right > box.right + 1 || r.left < box.left - 1)
          problems.push(label.textContent.trim().slice(0, 40));
      });
    });
    return problems;
"""


@pytest.mark.parametrize("font_size", [16, 32])
def test_charts_never_clip_a_label_at_any_text_size(server, font_size):
    plan = planned_week(server)
    from conftest import chrome_options, CHROMEDRIVER
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = chrome_options()
    options.add_experimental_option("prefs", {"intl.accept_languages": "en-US,en", "webkit.webprefs.default_font_size": font_size})
    driver = webdriver.Chrome(options=options, service=Service(executable_path=CHROMEDRIVER))
    try:
        sign_in(driver, server)
        set_window_size(driver, *PHONE)
        for path in ("/week", f"/weeks/{plan['week']}/retro"):
            driver.get(server.url(path))
            page_ready(driver)
            assert driver.find_elements(By.CSS_SELECTOR, ".chart"), path
            assert driver.execute_script(CHART_CHECK) == [], f"{path} at {font_size} px text"
            size = driver.execute_script("return parseFloat(getComputedStyle(document.querySelector('.bar-values')).fontSize)")
            assert size >= 0.85 * font_size, f"chart text is {size} px with a {font_size} px text size"
            # The header: sticky and small at the normal size; at double text size it scrolls away with the page
            header = driver.find_element(By.CSS_SELECTOR, "header.top")
            driver.execute_script("window.scrollTo(0, 800)")
            top = driver.execute_script("return arguments[0].getBoundingClientRect().bottom", header)
            if font_size == 16:
                assert header.size["height"] < 0.1 * PHONE[1]
            else:
                assert top <= 0, "at double text size the header does not stay on screen"
    finally:
        driver.quit()


def test_at_200_percent_zoom_the_header_scrolls_away(server, driver):
    planned_week(server)
    set_window_size(driver, 720, 450)  # a 1440 × 900 window at 200 % zoom
    driver.get(server.url("/week"))
    page_ready(driver)
    assert driver.execute_script(CHART_CHECK) == []
    driver.execute_script("window.scrollTo(0, 600)")
    assert driver.execute_script("return document.querySelector('header.top').getBoundingClientRect().bottom") <= 0


# ---- 5. Today on a phone: the main action first, nothing said twice ----

def test_today_on_a_phone_puts_the_running_intention_or_the_start_form_in_the_first_screen(server, driver):
    planned_week(server)
    date = server.api("GET", "/api/v1/days/today/todos")["date"]
    for text in ("Reply to the accountant", "Book the dentist", "Water the plants"):
        server.api("POST", f"/api/v1/days/{date}/todos", {"text": text, "area": "Health"})
    set_window_size(driver, *PHONE)

    driver.get(server.url("/"))
    start = wait(driver).until(EC.visibility_of_element_located((By.XPATH, "//form[contains(@class,'start-form')]//button[normalize-space()='Start']")))
    assert bottom_of(driver, driver.find_element(By.ID, "start-title")) < PHONE[1]
    assert bottom_of(driver, start) <= PHONE[1], "the Start button is below the first screen"
    assert not driver.find_elements(By.CSS_SELECTOR, "main .hint"), "Today has no hint that repeats the coach"

    # The standup does not repeat today's to-do list
    standup = driver.find_element(By.ID, "standup").text
    for text in ("Reply to the accountant", "Book the dentist", "Write the parser"):
        assert text not in standup
        assert text in driver.find_element(By.ID, "todos").text

    # With an intention running, its card and "End now" are in the first screen
    server.api("POST", "/api/v1/intentions", {"text": "Write the quarterly report", "minutes": 25})
    driver.get(server.url("/"))
    end = wait(driver).until(EC.visibility_of_element_located((By.XPATH, "//section[@id='now']//button[normalize-space()='End now']")))
    assert bottom_of(driver, end) <= PHONE[1]


# ---- 6. Saves keep the page where it was, with a confirmation that is announced ----

def test_saves_stay_where_the_user_was_and_say_so(server, driver):
    planned_week(server)
    date = server.api("GET", "/api/v1/days/today/todos")["date"]
    for text in ("Reply to the accountant", "Book the dentist", "Water the plants", "Order the books"):
        server.api("POST", f"/api/v1/days/{date}/todos", {"text": text, "area": "Health"})
    set_window_size(driver, *PHONE)

    # Ticking a to-do far down Today
    driver.get(server.url("/"))
    row = driver.find_element(By.XPATH, "//ol[@class='todo-list']/li[.//span[normalize-space()='Water the plants']]")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", row)
    before = driver.execute_script("return [window.scrollY, arguments[0].getBoundingClientRect().top]", row)
    assert before[0] > 500
    row.find_element(By.CSS_SELECTOR, "button.check").click()
    toast(driver, "To-do done.")
    row = driver.find_element(By.XPATH, "//ol[@class='todo-list']/li[contains(@class,'is-done')][.//span[normalize-space()='Water the plants']]")
    after = driver.execute_script("return [window.scrollY, arguments[0].getBoundingClientRect().top]", row)
    assert abs(after[1] - before[1]) < 30, f"the to-do moved from {before[1]} to {after[1]} on the screen"
    assert driver.find_element(By.CSS_SELECTOR, "[data-toast]").get_attribute("role") == "status"
    assert driver.execute_script("return document.querySelector('[data-toast]').getBoundingClientRect().bottom") <= PHONE[1]

    # Adding a to-do: the field is ready for the next one, in place
    field = driver.find_element(By.ID, "todo-text")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", field)
    top = driver.execute_script("return arguments[0].getBoundingClientRect().top", field)
    field.send_keys("Call the plumber")
    Select(driver.find_element(By.ID, "todo-link")).select_by_visible_text("Health")
    driver.find_element(By.ID, "add-todo").click()
    toast(driver, "To-do added.")
    wait(driver).until(lambda d: "Call the plumber" in d.find_element(By.ID, "todos").text)
    assert abs(driver.execute_script("return document.getElementById('todo-text').getBoundingClientRect().top") - top) < 120

    # A goal done on the week stays in view
    driver.get(server.url("/week"))
    goal = driver.find_element(By.XPATH, "//li[contains(@class,'goal')][.//span[@class='goal-title'][normalize-space()='Run three times']]")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", goal)
    before = driver.execute_script("return arguments[0].getBoundingClientRect().top", goal)
    goal.find_element(By.XPATH, ".//button[normalize-space()='Done']").click()
    toast(driver, "Goal done.")
    goal = driver.find_element(By.XPATH, "//li[contains(@class,'goal') and contains(@class,'is-done')][.//span[contains(., 'Run three times')]]")
    assert abs(driver.execute_script("return arguments[0].getBoundingClientRect().top", goal) - before) < 30


# ---- 7. Capacity counts what is left, suggests only from finished weeks, and explains ----

def test_capacity_counts_what_is_left_and_never_suggests_from_an_unfinished_week(server, driver):
    # A Wednesday at noon (UTC, the user's zone), with 44 minutes focused this morning and nothing before
    server.api("POST", "/api/v1/settings", {"timeZone": "UTC"})
    now = datetime.now(timezone.utc)
    wednesday = (now + timedelta(days=(2 - now.weekday()) % 7 + 7)).replace(hour=12, minute=0, second=0, microsecond=0)
    server.restart("--clock-offset", str(int((wednesday - now).total_seconds())))
    morning = wednesday.replace(hour=10)
    past_intention(server, "Focused work", morning, morning + timedelta(minutes=44), minutes=44)
    week = server.api("GET", "/api/v1/weeks/current")["weekStart"]
    server.api("POST", "/api/v1/areas", {"name": "Career"})
    server.api("POST", f"/api/v1/weeks/{week}/goals", {"title": "Ship it", "area": "Career", "estimate": "3h"})
    server.api("PUT", f"/api/v1/weeks/{week}/capacity", {"perDayHours": 2})

    # The week counts what is left of it: Wednesday to Sunday, and says where the time went
    driver.get(server.url("/week"))
    plan = wait(driver).until(EC.visibility_of_element_located((By.ID, "plan"))).text
    assert "2 h a day: 1 h 16 min left today and 4 more days = 9 h 16 min left. 2 h a day × 7 days = 14 h for the week." in plan
    assert "Left this week\n9 h 16 min" in plan and "Goals still need\n3 h" in plan
    assert "Of the 44 min in intentions this week, 0 min went to goals and areas" in plan

    # Next week: this week is not over, so nothing is suggested from it, and no empty promise is made
    next_week = (datetime.fromisoformat(week).date() + timedelta(days=7)).isoformat()
    driver.get(server.url(f"/weeks/{next_week}"))
    plan = wait(driver).until(EC.visibility_of_element_located((By.ID, "plan")))
    assert "Capacity\nNot set" in plan.text
    plan.find_element(By.XPATH, ".//summary[normalize-space()='Set capacity']").click()
    form = driver.find_element(By.CSS_SELECTOR, ".capacity-form").text
    assert "No suggestion yet" in form
    assert "Leave both empty" not in form


# ---- 8. No dead ends: one page per day, the right tab, a past intention can be added ----

def test_every_link_leads_somewhere_new_and_a_forgotten_intention_can_be_added(server, driver):
    server.api("POST", "/api/v1/settings", {"timeZone": "UTC"})
    today = server.api("GET", "/api/v1/days/today/todos")["date"]
    yesterday = (datetime.fromisoformat(today).date() - timedelta(days=1)).isoformat()
    tomorrow = (datetime.fromisoformat(today).date() + timedelta(days=1)).isoformat()

    # Tomorrow's coach offers nothing that leads to tomorrow's page
    driver.get(server.url(f"/days/{tomorrow}"))
    coach = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "section.coach")))
    assert not coach.find_elements(By.CSS_SELECTOR, f"a[href='/days/{tomorrow}']")

    # Today's day page is Today
    driver.get(server.url(f"/days/{today}"))
    wait(driver).until(lambda d: d.current_url.rstrip("/") == server.url("").rstrip("/"))
    assert driver.find_element(By.TAG_NAME, "h1").text == "Today"
    assert "Back to today" not in driver.find_element(By.ID, "main").text

    # Next week highlights Week
    week = server.api("GET", "/api/v1/weeks/next")["weekStart"]
    driver.get(server.url(f"/weeks/{week}"))
    current = driver.find_element(By.CSS_SELECTOR, "nav.nav [aria-current=page]")
    assert current.text == "Week"

    # Yesterday: a forgotten intention, with its start and end
    driver.get(server.url(f"/days/{yesterday}"))
    assert driver.find_element(By.CSS_SELECTOR, "nav.nav [aria-current=page]").text == "Week"
    driver.find_element(By.CSS_SELECTOR, "#add-past > summary").click()
    driver.find_element(By.ID, "past-text").send_keys("Call the bank")
    for field, value in (("past-from", "0930"), ("past-to", "1010")):
        element = driver.find_element(By.ID, field)
        driver.execute_script("arguments[0].focus()", element)
        element.send_keys(value + "A")
    driver.find_element(By.XPATH, "//button[normalize-space()='Add intention']").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.TAG_NAME, "h1"), "Call the bank"))
    toast(driver, "Intention added.")
    day = server.api("GET", f"/api/v1/days/{yesterday}/intentions")["intentions"]
    assert [(i["text"], i["startedAt"][11:16], i["endedAt"][11:16]) for i in day] == [("Call the bank", "09:30", "10:10")]


# ---- 9. From a to-do, the loop closes ----

def test_from_a_todo_the_focus_and_ended_screens_name_it_and_mark_it_done(server, driver):
    plan = planned_week(server)
    set_window_size(driver, *PHONE)
    driver.get(server.url("/"))
    row = driver.find_element(By.XPATH, "//ol[@class='todo-list']/li[.//span[normalize-space()='Call the travel agent']]")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", row)
    row.find_element(By.LINK_TEXT, "Start").click()
    button = wait(driver).until(EC.element_to_be_clickable((By.XPATH, "//form[contains(@class,'start-form')]//button[normalize-space()='Start']")))
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()

    # The focus screen names the to-do and what it serves, and ends it and marks it done in one step
    wait(driver).until(EC.url_contains("/focus"))
    assert "For the to-do “Call the travel agent” · Family" in driver.find_element(By.CSS_SELECTOR, ".focus-todo").text
    done = driver.find_element(By.XPATH, "//button[normalize-space()='End and mark the to-do done']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", done)
    done.click()
    toast(driver, "its to-do is done")
    assert "done" in driver.find_element(By.ID, "todo").text
    todos = server.api("GET", f"/api/v1/days/{plan['date']}/todos")["todos"]
    assert next(t for t in todos if t["text"] == "Call the travel agent")["status"] == "done"

    # An intention ended without it: the ended page offers "Mark it done"
    started = server.api("POST", "/api/v1/intentions", {"todoId": plan["todo"]["id"], "minutes": 25})
    server.api("POST", f"/api/v1/intentions/{started['id']}/end")
    driver.get(server.url(f"/intentions/{started['id']}"))
    assert "For the to-do Write the parser · Ship the importer · Career" in driver.find_element(By.ID, "todo").text
    driver.find_element(By.XPATH, "//section[@id='todo']//button[normalize-space()='Mark it done']").click()
    toast(driver, "To-do done.")
    assert "/intentions/" in driver.current_url
    todos = server.api("GET", f"/api/v1/days/{plan['date']}/todos")["todos"]
    assert next(t for t in todos if t["text"] == "Write the parser")["status"] == "done"


# ---- 10. Finished controls ----

def test_controls_line_up_and_leave_no_stray_boxes(server, driver):
    plan = planned_week(server)
    intention = ended_yesterday(server)
    set_window_size(driver, *PHONE)

    # Areas: the buttons of every row in the same columns
    driver.get(server.url("/areas"))
    lefts = driver.execute_script("""
        return [...document.querySelectorAll('.area-list .area-row')].map((row) => {
          const at = (css) => { const e = row.querySelector(css); return e ? Math.round(e.getBoundingClientRect().left) : null; };
          return [at('.more > summary'), at('.archive button')];
        });""")
    assert len(lefts) == 3
    assert len({left[0] for left in lefts}) == 1 and len({left[1] for left in lefts}) == 1, lefts

    # A goal's Drop shows nothing until it is opened, then the reason field
    driver.get(server.url("/week"))
    drop = driver.find_element(By.XPATH, "(//details[contains(@class,'drop')])[1]")
    assert not drop.find_element(By.CSS_SELECTOR, ".more-menu").is_displayed()
    drop.find_element(By.TAG_NAME, "summary").click()
    assert drop.find_element(By.CSS_SELECTOR, "input[name=reason]").is_displayed()

    # The days off: seven compact chips in at most two rows
    driver.find_element(By.XPATH, "//summary[normalize-space()='Set capacity']").click()
    tops = driver.execute_script("return [...document.querySelectorAll('.days-off .chip')].map((c) => Math.round(c.getBoundingClientRect().top))")
    assert len(tops) == 7 and len(set(tops)) <= 2, tops

    # The five feelings on one row, "angry" included
    driver.get(server.url(f"/intentions/{intention['id']}"))
    tops = driver.execute_script("return [...document.querySelectorAll('.feeling-choice')].map((c) => Math.round(c.getBoundingClientRect().top))")
    assert len(tops) == 5 and len(set(tops)) == 1, tops
    assert plan["week"]


# ---- 11. Inputs refuse rather than cut; long titles wrap; the time zone is the browser's ----

def test_a_long_text_is_counted_and_refused_not_cut(server, driver):
    set_window_size(driver, *PHONE)
    driver.get(server.url("/"))
    field = wait(driver).until(EC.visibility_of_element_located((By.ID, "intention-text")))
    words = ("Write the long report " * 14)[:300]
    field.send_keys(words)
    assert len(field.get_property("value")) == 300, "the text was cut"
    counter = driver.find_element(By.CSS_SELECTOR, "#intention-text + .counter")
    assert "20 characters too many" in counter.text
    driver.find_element(By.XPATH, "//form[contains(@class,'start-form')]//button[normalize-space()='Start']").click()
    time.sleep(0.5)
    assert driver.current_url.rstrip("/") == server.url("").rstrip("/")
    assert field.get_attribute("aria-invalid") == "true"
    server.api("GET", "/api/v1/intentions/current", expect=404)

    # 280 characters start, and the focus screen keeps the countdown and End now in the first screen
    field.clear()
    field.send_keys(words[:280])
    driver.find_element(By.XPATH, "//form[contains(@class,'start-form')]//button[normalize-space()='Start']").click()
    wait(driver).until(EC.url_contains("/focus"))
    end = driver.find_element(By.XPATH, "//div[contains(@class,'focus-actions')]//button[normalize-space()='End now']")
    assert bottom_of(driver, driver.find_element(By.CSS_SELECTOR, ".focus-countdown")) < PHONE[1]
    assert bottom_of(driver, end) < PHONE[1]
    assert driver.execute_script("return document.documentElement.scrollWidth") <= PHONE[0]


def test_the_time_zone_starts_as_the_browsers_and_is_chosen_from_a_list(server, local_driver):
    # A browser in New York signs in for the first time
    driver = local_driver
    driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "America/New_York"})
    sign_in(driver, server)
    wait(driver).until(lambda d: server.api("GET", "/api/v1/settings")["timeZone"] == "America/New_York")

    driver.get(server.url("/settings"))
    select = Select(wait(driver).until(EC.visibility_of_element_located((By.ID, "time-zone"))))
    assert select.first_selected_option.get_attribute("value") == "America/New_York"
    assert select.first_selected_option.text == "New York"
    groups = driver.execute_script("return [...document.querySelectorAll('#time-zone optgroup')].map((g) => g.label)")
    assert "Europe" in groups and "America" in groups
    select.select_by_value("Europe/Lisbon")
    driver.find_element(By.XPATH, "//button[normalize-space()='Save settings']").click()
    toast(driver, "Settings saved.")
    assert server.api("GET", "/api/v1/settings")["timeZone"] == "Europe/Lisbon"

    # A chosen zone is never overwritten by the browser; the page offers the device's zone instead
    driver.get(server.url("/"))
    page_ready(driver)
    time.sleep(0.5)
    assert server.api("GET", "/api/v1/settings")["timeZone"] == "Europe/Lisbon"
    driver.get(server.url("/settings"))
    offer = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-device-zone]")))
    assert "America/New York" in offer.text


def test_offline_a_queued_start_counts_down(server, driver):
    until_the_worker_controls(driver, server.url("/"))
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    wait(driver).until(lambda d: d.execute_script("return navigator.onLine") is False)
    driver.find_element(By.ID, "intention-text").send_keys("Write on the train")
    driver.find_element(By.CSS_SELECTOR, ".start-form button[type=submit]").click()

    countdown = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "#now .countdown")))
    first = countdown.text
    wait(driver, 5).until(lambda d: countdown.text != first)
    assert "Write on the train" in driver.find_element(By.ID, "now").text
    assert "waiting to sync" in driver.find_element(By.ID, "now").text.lower()

    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    wait(driver, 30).until(lambda d: d.execute_script("return window.TheSystemOutbox.pending()") == 0)
    assert server.api("GET", "/api/v1/intentions/current")["text"] == "Write on the train"


# ---- 12. Help for a user ----

def test_the_guide_walks_the_whole_loop_and_the_questions_are_a_users(server, driver):
    driver.get(server.url("/help"))
    guide = wait(driver).until(EC.visibility_of_element_located((By.ID, "main"))).text.lower()
    for word in ("areas of focus", "goals", "capacity", "standup", "to-do", "intention", "reflect", "retrospective",
                 "action items", "coach", "why this?"):
        assert word in guide, word
    driver.get(server.url("/help/questions"))
    questions = driver.find_element(By.ID, "main").get_attribute("textContent")
    for admin in ("pg_dump", "sqlite3", "SQLite", "XDG_DATA_HOME"):
        assert admin not in questions, admin
    assert "Forgot one?" in questions
