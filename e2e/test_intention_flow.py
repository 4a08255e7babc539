"""The intention flow as a user lives it: set, focus, extend, end, pause, rate, tag, review, look back;
and the alert when the planned time is over."""

import time

import pytest
from selenium.common.exceptions import ElementNotInteractableException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from conftest import TIMEOUT, until_the_worker_controls, wait


def countdown_seconds(text: str) -> int:
    """`14:59` or `1:02:03` as seconds."""
    parts = [int(p) for p in text.strip().split(":")]
    assert 2 <= len(parts) <= 3, f"not a countdown: {text!r}"
    seconds = 0
    for part in parts:
        seconds = seconds * 60 + part
    return seconds


def toast(driver, text: str):
    """Waits for the confirmation at the foot of the screen (a status region) to say `text`."""
    return wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-toast]"), text))


def all_saved(driver):
    """Waits for the reflection form to say that everything is saved."""
    return wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-save-state]").text == "Saved")


def row(driver, text: str):
    """The day list's row for the intention with this text."""
    return wait(driver).until(EC.visibility_of_element_located(
        (By.XPATH, f"//ol[@class='intentions']/li[.//span[@class='what'][normalize-space()='{text}']]")))


def test_full_intention_flow(server, driver):
    activity = "Write the quarterly report"

    # Today: type the activity, pick a preset, start.
    driver.get(server.url("/"))
    wait(driver).until(EC.visibility_of_element_located((By.ID, "intention-text"))).send_keys(activity)
    driver.find_element(By.XPATH, "//fieldset[contains(@class,'presets')]//label[normalize-space()='15 min']").click()
    assert driver.find_element(By.CSS_SELECTOR, "input[name=minutes][value='15']").is_selected()
    driver.find_element(By.XPATH, "//form[contains(@class,'start-form')]//button[normalize-space()='Start']").click()

    # The focus screen: the activity and a countdown that ticks.
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "focus-text"), activity))
    assert driver.current_url.endswith("/focus")
    countdown = driver.find_element(By.CSS_SELECTOR, ".focus-countdown .countdown")
    first = countdown.text
    assert 14 * 60 <= countdown_seconds(first) <= 15 * 60, first
    wait(driver, 5).until(lambda d: countdown.text != first, "the countdown does not tick")
    assert countdown_seconds(countdown.text) < countdown_seconds(first)
    assert "15 min planned" in driver.find_element(By.CSS_SELECTOR, ".focus-until").text
    running = server.api("GET", "/api/v1/intentions/current")
    assert running["text"] == activity and running["plannedMinutes"] == 15

    # +5 min: the planned time and the countdown move on.
    until_before = driver.find_element(By.CSS_SELECTOR, ".focus-until").text
    driver.find_element(By.XPATH, "//button[normalize-space()='+5 min']").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, ".focus-until"), "20 min planned"))
    assert driver.find_element(By.CSS_SELECTOR, ".focus-until").text != until_before
    assert countdown_seconds(driver.find_element(By.CSS_SELECTOR, ".focus-countdown .countdown").text) > 15 * 60
    assert server.api("GET", "/api/v1/intentions/current")["plannedMinutes"] == 20

    # End now: the intention page, with the feeling choices closed for five seconds.
    driver.find_element(By.XPATH, "//div[contains(@class,'focus-actions')]//button[normalize-space()='End now']").click()
    toast(driver, "Intention ended")
    assert f"/intentions/{running['id']}" in driver.current_url
    happy = driver.find_element(By.XPATH, "//label[contains(@class,'feeling-choice')][.//input[@value='happy']]")
    assert not driver.find_element(By.CSS_SELECTOR, "[data-feelings]").is_displayed()
    assert not happy.is_displayed()
    assert driver.find_element(By.CSS_SELECTOR, "[data-pause]").is_displayed()
    with pytest.raises(ElementNotInteractableException):
        happy.click()

    time.sleep(5)  # the real rating pause
    wait(driver, 3).until(lambda d: happy.is_displayed())
    assert not driver.find_element(By.CSS_SELECTOR, "[data-pause]").is_displayed()
    happy.click()
    all_saved(driver)  # a choice saves at once

    # Tag it with an existing label and a new one: each saves as it is made.
    driver.find_element(By.XPATH, "//label[contains(@class,'chip')][normalize-space()='deep work']").click()
    driver.find_element(By.ID, "new-label-name").send_keys("Quarterly numbers")
    driver.find_element(By.XPATH, "//button[normalize-space()='Add label']").click()
    new_label = "//label[contains(@class,'chip')][normalize-space()='Quarterly numbers']//input"
    wait(driver).until(lambda d: d.find_elements(By.XPATH, new_label) and d.find_element(By.XPATH, new_label).is_selected())
    all_saved(driver)

    # Review it: typing saves a moment after the last key.
    review = {"wentWell": "Outline first, then the numbers",
              "couldImprove": "Phone in another room",
              "interesting": "The charts wrote themselves"}
    for name, answer in review.items():
        driver.find_element(By.ID, f"review-{name}").send_keys(answer)
    all_saved(driver)

    # Today and the day view list it with its tags, feeling and review.
    saved = server.api("GET", f"/api/v1/intentions/{running['id']}")
    assert saved["feeling"] == "happy"
    assert {tag["name"] for tag in saved["tags"]} == {"deep work", "Quarterly numbers"}
    for path in ("/", f"/days/{saved['date']}"):
        driver.get(server.url(path))
        item = row(driver, activity)
        tags = [tag.text for tag in item.find_elements(By.CSS_SELECTOR, ".tag")]
        assert sorted(tags) == ["Quarterly numbers", "deep work"], (path, tags)
        assert "happy" in item.find_element(By.CSS_SELECTOR, ".feeling").text
        lines = item.text
        for answer in review.values():
            assert answer in lines, (path, answer, lines)


def test_time_up_alert(server, driver):
    """A 5-minute intention, then the server's clock moved 290 s on: the focus screen says time is up."""
    activity = "Answer the three emails"
    server.api("POST", "/api/v1/intentions", {"text": activity, "minutes": 5})
    server.restart("--clock-offset", "290")

    driver.get(server.url("/focus"))
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "focus-text"), activity))
    countdown = driver.find_element(By.CSS_SELECTOR, ".focus-countdown .countdown")
    focus = driver.find_element(By.CSS_SELECTOR, "section.focus")
    reading = countdown.text
    assert reading == "Time's up" or countdown_seconds(reading) <= 15, f"about 10 s should be left, not {reading}"

    wait(driver, TIMEOUT + 20).until(lambda d: d.title.startswith("⏰ Time's up — "), "the title never said time is up")
    assert driver.title == f"⏰ Time's up — {activity}"
    assert countdown.text == "Time's up"
    assert "is-over" in focus.get_attribute("class").split()
    assert driver.find_element(By.CSS_SELECTOR, "[data-countdown-announce]").get_attribute("textContent") == "Time's up."


def offline(driver, is_offline: bool) -> None:
    """Cuts (or restores) the page's network, as a phone losing its signal does."""
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                           {"offline": is_offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})


def test_offline_actions_wait_in_the_outbox_and_apply_once(server, driver):
    # Given the app shell is installed (the service worker controls the page)
    until_the_worker_controls(driver, server.url("/"))

    # When the network is gone and an intention is started
    offline(driver, True)
    wait(driver).until(lambda d: d.execute_script("return navigator.onLine") is False)
    driver.find_element(By.ID, "intention-text").send_keys("Write while offline")
    driver.find_element(By.CSS_SELECTOR, ".start-form button[type=submit]").click()

    # Then the page says plainly what waits, and nothing reached the server yet
    status = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-sync-status]")))
    assert "1 change waiting to sync" in status.text
    server.api("GET", "/api/v1/intentions/current", expect=404)

    # And a second copy of the same post (as a retry would make) waits with it, under the same idempotency key
    driver.execute_script("""
        const key = 'the-system:outbox';
        const items = JSON.parse(localStorage.getItem(key));
        items.push(Object.assign({}, items[0], {id: items[0].id + '-copy'}));
        localStorage.setItem(key, JSON.stringify(items));
    """)

    # When the network returns
    offline(driver, False)
    wait(driver, 30).until(lambda d: d.execute_script("return window.TheSystemOutbox.pending()") == 0)

    # Then exactly one intention was applied, and the page no longer says anything waits
    running = server.api("GET", "/api/v1/intentions/current")
    assert running["text"] == "Write while offline"
    day = server.api("GET", f"/api/v1/days/{running['date']}/intentions")
    assert [i["text"] for i in day["intentions"]] == ["Write while offline"]
    wait(driver).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, "[data-sync-status]")))
