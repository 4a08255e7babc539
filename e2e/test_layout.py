"""Phone first and text that scales: 360 px wide with text at 200 %, nothing clips or scrolls sideways, and every
control is a comfortable 44 × 44 px target."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from conftest import page_ready, planned_week, set_window_size, wait

PAGES = ["/", "/focus", "/week", "/settings", "/help", "/help/questions", "/areas", "/coach", "/journal", "/journal/search?q=a",
         "/runbooks", "/calendar", "/pacts"]


@pytest.fixture
def running(server):
    """A planned week (so Today and the week show to-dos, goals and charts) and an intention running."""
    plan = planned_week(server)
    intention = server.api("POST", "/api/v1/intentions", {"text": "Write the quarterly report for the board", "minutes": 25})
    runbook = server.api("GET", "/api/v1/runbooks")["runbooks"][0]["id"]
    return {"paths": [f"/intentions/{intention['id']}", f"/weeks/{plan['week']}/retro", f"/runbooks/{runbook}",
                      f"/runbooks/{runbook}/run?step=3", f"/runbooks/{runbook}/run?step=feeling"]}


def visit(driver, server, path):
    driver.get(server.url(path))
    page_ready(driver)
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "main#main h1")))


def test_text_at_200_percent_fits_a_360_px_screen(server, driver, running):
    set_window_size(driver, 360, 780)
    for path in PAGES + running["paths"]:
        visit(driver, server, path)
        driver.execute_script("document.documentElement.style.fontSize = '200%'")
        overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"{path} scrolls sideways by {overflow} px at 200 % text"
        clipped = driver.execute_script("""
            return [...document.querySelectorAll('main *')]
              .filter(e => e.getClientRects().length && e.getBoundingClientRect().right > window.innerWidth + 1)
              .map(e => e.tagName.toLowerCase() + (e.className ? '.' + e.className : '')).slice(0, 5)""")
        assert clipped == [], f"{path}: cut off at the right edge: {clipped}"


def test_every_control_is_a_44_px_target(server, driver, running):
    set_window_size(driver, 390, 844)
    for path in PAGES + running["paths"]:
        visit(driver, server, path)
        small = driver.execute_script("""
            const controls = document.querySelectorAll(
              'button, .button, nav a, select, input:not([type=hidden]):not([type=radio]):not([type=checkbox]), .chip span, summary');
            return [...controls]
              .filter(e => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden')
              .map(e => { const r = e.getBoundingClientRect();
                          return {what: e.tagName.toLowerCase() + ' ' + (e.textContent || e.name || '').trim().slice(0, 30),
                                  w: Math.round(r.width), h: Math.round(r.height)}; })
              .filter(c => c.w < 44 || c.h < 44)""")
        assert small == [], f"{path}: targets smaller than 44 × 44 px: {small}"
