"""The whole intention flow with the keyboard alone: Tab to move, type, Enter or Space to act. No clicks."""

import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from conftest import active, press, tab_to, wait


def is_button(label):
    return lambda e: e.get("tag") == "button" and e.get("text") == label


def test_keyboard_only_intention_flow(server, driver):
    activity = "Read the design notes"
    driver.get(server.url("/"))
    wait(driver).until(EC.visibility_of_element_located((By.ID, "intention-text")))

    # Start: Tab to the activity, type it, keep the preselected duration (Space on it), Tab to Start, Enter.
    tab_to(driver, lambda e: e.get("id") == "intention-text")
    press(driver, activity)
    chosen = tab_to(driver, lambda e: e.get("name") == "minutes")
    assert chosen["checked"], "Tab should land on the preselected duration"
    press(driver, Keys.SPACE)
    tab_to(driver, is_button("Start"))
    press(driver, Keys.ENTER)
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "focus-text"), activity))
    assert server.api("GET", "/api/v1/intentions/current")["plannedMinutes"] == int(chosen["value"])

    # End: Tab to "End now", Space.
    tab_to(driver, is_button("End now"))
    press(driver, Keys.SPACE)
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-toast]"), "Intention ended"))
    intention_id = driver.current_url.rstrip("/").split("/intentions/")[1].split("?")[0]

    # Wait out the pause, then rate: Tab into the feelings, Space on the first; a choice saves at once.
    time.sleep(5)  # the real rating pause
    wait(driver, 3).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-feelings]").is_displayed())
    feeling = tab_to(driver, lambda e: e.get("name") == "feeling")
    press(driver, Keys.SPACE)
    assert active(driver)["checked"], "Space should choose the focused feeling"
    wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-save-state]").text == "Saved")

    # Review: Tab to the first question, type, Tab to "Save", Enter.
    tab_to(driver, lambda e: e.get("id") == "review-wentWell")
    press(driver, "Kept the phone away")
    tab_to(driver, is_button("Save"))
    press(driver, Keys.ENTER)
    wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-save-state]").text == "Saved")

    saved = server.api("GET", f"/api/v1/intentions/{intention_id}")
    assert saved["text"] == activity and saved["status"] == "ended"
    assert saved["feeling"] == feeling["value"]
    assert saved["review"]["wentWell"] == "Kept the phone away"
