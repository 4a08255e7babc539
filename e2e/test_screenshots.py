"""Screenshots of every main screen at phone and desktop sizes, light and dark, for a reviewer to look at.

They go to e2e/screenshots/ as `<screen>-<width>x<height>-<scheme>.png` (CI lists the folder at the end).
The test also checks what every screen must do at those sizes: no horizontal scroll.
"""

from datetime import datetime, timedelta, timezone

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from conftest import SCREENSHOTS, page_ready, past_intention, planned_week, set_color_scheme, set_window_size, wait

SIZES = [(390, 844), (1440, 900)]
SCHEMES = ["light", "dark"]


def shoot(driver, name, width, height, scheme):
    page_ready(driver)
    driver.execute_script("window.scrollTo(0, 0)")
    overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"{name} at {width}×{height} scrolls sideways by {overflow} px"
    background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    assert (background == "rgb(15, 17, 32)") == (scheme == "dark"), f"{name} in {scheme}: background {background}"
    path = SCREENSHOTS / f"{name}-{width}x{height}-{scheme}.png"
    assert driver.save_screenshot(str(path)), f"could not save {path}"


def test_screenshots_of_every_main_screen(server, driver):
    SCREENSHOTS.mkdir(exist_ok=True)
    for old in SCREENSHOTS.glob("*.png"):
        old.unlink()

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

    screens = [
        ("today", "/", "#intention-text"),
        ("day", f"/days/{day}", ".intentions"),
        ("intention", f"/intentions/{second['id']}", "[data-feelings]"),
        ("settings", "/settings", "#time-zone"),
        ("week", "/week", ".week-days"),
        ("retro", f"/weeks/{plan['week']}/retro", ".numbers .chart"),
        ("areas", "/areas", "#area-name"),
        ("coach", "/coach", "#alternatives-title"),
        ("help", "/help", "#t-intentions"),
        ("questions", "/help/questions", ".faq"),
        ("account", "/account", "#sessions-title"),
    ]
    for width, height in SIZES:
        set_window_size(driver, width, height)
        for scheme in SCHEMES:
            set_color_scheme(driver, scheme)
            for name, path, ready in screens:
                driver.get(server.url(path))
                # The intention page is shown once the rating pause is over, with the choices open.
                wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, ready)))
                shoot(driver, name, width, height, scheme)

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
                                                                  "account", "sign-in")
                      for w, h in SIZES for s in SCHEMES)
    assert names == expected
