"""No page logs an error to the browser console."""

import urllib.request
from datetime import datetime, timedelta, timezone

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from conftest import console_errors, cookie_header, page_ready, past_intention, planned_week, wait


@pytest.fixture
def pages(server):
    """Every main page, with data on it: an ended intention (tagged, rated, reviewed), a planned week with to-dos
    and a retrospective, and one intention running."""
    start = datetime.now(timezone.utc).replace(microsecond=0) - timedelta(hours=2)
    ended = past_intention(server, "Plan the week", start, start + timedelta(minutes=25))
    server.api("POST", f"/api/v1/intentions/{ended['id']}/tags", {"tags": ["deep work"]})
    server.api("POST", f"/api/v1/intentions/{ended['id']}/feeling", {"feeling": "happy"})
    server.api("POST", f"/api/v1/intentions/{ended['id']}/review", {"wentWell": "Clear list"})
    plan = planned_week(server)
    running = server.api("POST", "/api/v1/intentions", {"text": "Write the summary", "minutes": 25})
    return {
        "today": "/",
        "focus": "/focus",
        "intention (ended)": f"/intentions/{ended['id']}",
        "intention (running)": f"/intentions/{running['id']}",
        "day": f"/days/{(datetime.fromisoformat(ended['date']) - timedelta(days=1)).date().isoformat()}",
        "settings": "/settings",
        "week with a plan": f"/weeks/{plan['week']}",
        "demo and retrospective": f"/weeks/{plan['week']}/retro",
        "areas": "/areas",
        "why this message": "/coach",
        "start from a to-do": f"/?todo={plan['todo']['id']}",
    }


@pytest.fixture
def every_page(pages):
    """The pages above and the asides: the week, the help pages, the offline page, the account page."""
    return {**pages, "week": "/week", "help": "/help", "questions": "/help/questions", "offline": "/offline",
            "account": "/account"}


def test_no_console_errors_on_any_page(server, driver, every_page):
    problems = {}
    for name, path in every_page.items():
        driver.get(server.url(path))
        page_ready(driver)
        wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "main#main h1, main#main h2")))
        assert driver.current_url == server.url(path), f"{name}: redirected to {driver.current_url}"
        errors = console_errors(driver)
        if errors:
            problems[name] = [entry["message"] for entry in errors]
    assert problems == {}


CSP_WATCH = """
window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.__cspViolations.push(event.violatedDirective + ' ' + (event.blockedURI || 'inline'));
});
"""


def test_no_csp_violations_and_the_policy_is_strict(server, driver, every_page):
    """Every page works under the strict Content-Security-Policy: nothing is refused, nothing inline."""
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": CSP_WATCH})
    problems = {}
    for name, path in every_page.items():
        request = urllib.request.Request(server.url(path), headers={"Cookie": cookie_header(driver)})
        with urllib.request.urlopen(request, timeout=10) as response:
            policy = response.headers["Content-Security-Policy"] or ""
        for directive in ("script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"):
            assert directive in policy, f"{name}: {policy}"
        assert "unsafe-inline" not in policy
        driver.get(server.url(path))
        page_ready(driver)
        wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "main#main h1, main#main h2")))
        violations = driver.execute_script("return window.__cspViolations")
        refused = [e["message"] for e in console_errors(driver) if "Content Security Policy" in e["message"]]
        if violations or refused:
            problems[name] = violations + refused
    assert problems == {}
