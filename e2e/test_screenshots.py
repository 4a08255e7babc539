"""Screenshots of every main screen at phone and desktop sizes, light and dark, for a reviewer to look at.

They go to e2e/screenshots/ as `<screen>-<width>x<height>-<scheme>.png` (CI lists the folder at the end).
The test also checks what every screen must do at those sizes: no horizontal scroll.
"""

from datetime import date, datetime, timedelta, timezone

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from conftest import SCREENSHOTS, page_ready, past_intention, planned_week, set_color_scheme, set_window_size, wait

SIZES = [(390, 844), (1440, 900)]
SCHEMES = ["light", "dark"]


def shoot(driver, name, width, height, scheme, at=None):
    """Saves the screen, from its top or with the element `at` (a CSS selector) at the top of the view."""
    page_ready(driver)
    driver.execute_script("window.scrollTo(0, 0)")
    overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"{name} at {width}×{height} scrolls sideways by {overflow} px"
    background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    assert (background == "rgb(15, 17, 32)") == (scheme == "dark"), f"{name} in {scheme}: background {background}"
    if at:
        driver.execute_script("document.querySelector(arguments[0]).scrollIntoView({block: 'start'})", at)
    path = SCREENSHOTS / f"{name}-{width}x{height}-{scheme}.png"
    assert driver.save_screenshot(str(path)), f"could not save {path}"


def test_screenshots_of_every_main_screen(server, driver):
    SCREENSHOTS.mkdir(exist_ok=True)

    # Yesterday has some history (two reflected intentions); the week has a plan, today a few to-dos.
    server.api("POST", "/api/v1/settings", {"timeZone": "UTC"})
    yesterday = (datetime.now(timezone.utc) - timedelta(hours=4)).date() - timedelta(days=1)  # days start at 04:00
    at = lambda hour, minute: datetime(yesterday.year, yesterday.month, yesterday.day, hour, minute, tzinfo=timezone.utc)
    first = past_intention(server, "Plan the week", at(9, 0), at(9, 25))
    second = past_intention(server, "Write the project summary for the team", at(10, 0), at(10, 50), minutes=50)
    for intention, tags, feeling, review in (
            (first, ["deep work"], "happy", {"wentWell": "A short list, in order", "interesting": "Less is more"}),
            (second, ["writing", {"name": "Chat", "kind": "distraction"}], "meh",
             {"couldImprove": "Close the chat window first"})):
        server.api("POST", f"/api/v1/intentions/{intention['id']}/tags", {"tags": tags})
        server.api("POST", f"/api/v1/intentions/{intention['id']}/feeling", {"feeling": feeling})
        server.api("POST", f"/api/v1/intentions/{intention['id']}/review", review)
    day = second["date"]
    assert day == yesterday.isoformat()
    plan = planned_week(server)
    # A long past: to-dos left open on the twelve days before today, and twelve weeks of retrospectives each leaving
    # an action item open, so Today, the week and the retrospective show the few and link to the rest.
    chores = ["Renew the passport", "Answer Sam's email about the offsite", "Fix the flaky importer test",
              "Book the dentist", "Read the design doc", "Back up the laptop", "Order a new bike light",
              "Write the quarterly summary", "Call the insurance about the claim", "Clean up the downloads folder",
              "Sort last year's receipts", "Learn the new shortcut keys"]
    today = date.fromisoformat(plan["date"])
    for ago, text in enumerate(chores, start=1):
        server.api("POST", f"/api/v1/days/{today - timedelta(days=ago)}/todos", {"text": text, "area": "Career"})
    changes = ["Plan on Monday morning", "No phone before breakfast", "Walk at lunch", "One meeting-free afternoon",
               "Say no to one new thing", "Batch the email twice a day", "Stretch every hour", "Bed by 23:00",
               "Review the week on Friday", "Protect the mornings", "Cook on Sundays", "Call a friend"]
    this_week = date.fromisoformat(plan["week"])
    for ago, text in zip(range(12, 0, -1), changes):
        server.api("PUT", f"/api/v1/weeks/{this_week - timedelta(days=7 * ago)}/retro", {"actionItems": [{"text": text}]})

    screens = [
        ("today", "/", "#intention-text"),
        ("day", f"/days/{day}", ".intentions"),
        ("intention", f"/intentions/{second['id']}", "[data-feelings]"),
        ("settings", "/settings", "#time-zone"),
        ("week", "/week", ".week-days"),
        ("retro", f"/weeks/{plan['week']}/retro", ".numbers .chart"),
        ("areas", "/areas", "#area-name"),
        ("open-todos", "/todos/open", "#open-todos .todo-list"),
        ("open-action-items", "/action-items/open", "#open-action-items .action-items"),
        # The short lists drawn from the whole past, and their lines to the rest
        ("today-standup", "/", "#standup .older", "#standup"),
        ("today-carry-over", "/", "#standup fieldset .older", "#standup fieldset"),
        ("week-action-items", "/week", ".action-items-card .older", ".action-items-card"),
        ("retro-questions", f"/weeks/{plan['week']}/retro", ".questions .older", ".questions"),
        ("coach", "/coach", "#alternatives-title"),
        ("help", "/help", "#t-intentions"),
        ("questions", "/help/questions", ".faq"),
        ("account", "/account", "#sessions-title"),
    ]
    for width, height in SIZES:
        set_window_size(driver, width, height)
        for scheme in SCHEMES:
            set_color_scheme(driver, scheme)
            for name, path, ready, *at in screens:
                driver.get(server.url(path))
                # The intention page is shown once the rating pause is over, with the choices open.
                wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, ready)))
                shoot(driver, name, width, height, scheme, *at)

    # The focus screen, with an intention running.
    server.api("POST", "/api/v1/intentions", {"text": "Review the pull requests", "minutes": 25})
    for width, height in SIZES:
        set_window_size(driver, width, height)
        for scheme in SCHEMES:
            set_color_scheme(driver, scheme)
            driver.get(server.url("/focus"))
            wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-focus] .countdown")))
            shoot(driver, "focus", width, height, scheme)

    # Signed out: the sign-in page.
    driver.get(server.url("/account"))
    driver.find_element(By.CSS_SELECTOR, "form[action='/sign-out'] button").click()
    wait(driver).until(EC.url_contains("/sign-in"))
    for width, height in SIZES:
        set_window_size(driver, width, height)
        for scheme in SCHEMES:
            set_color_scheme(driver, scheme)
            driver.get(server.url("/sign-in"))
            wait(driver).until(EC.visibility_of_element_located((By.ID, "password")))
            shoot(driver, "sign-in", width, height, scheme)

    names = sorted(p.name for p in SCREENSHOTS.glob("*.png"))
    expected = sorted(f"{screen}-{w}x{h}-{s}.png" for screen in ("today", "day", "intention", "settings", "week", "retro", "areas", "coach", "help", "questions", "focus",
                                                                  "account", "sign-in", "open-todos", "open-action-items",
                                                                  "today-standup", "today-carry-over", "week-action-items",
                                                                  "retro-questions")
                      for w, h in SIZES for s in SCHEMES)
    missing = sorted(set(expected) - set(names))
    assert not missing, f"screens not shot: {missing}"
