"""Pacts as a person keeps them on a phone: made on /pacts, answered on Today with one tap (kept, or broken with a
note), a mistaken answer changed, and the record shown as it is."""

import datetime

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select

from conftest import console_errors, set_window_size, wait


def test_a_pact_is_made_kept_and_broken_on_a_phone(server, driver):
    set_window_size(driver, 390, 844)

    # Make a pact on /pacts, from yesterday
    driver.get(server.url("/pacts"))
    words = wait(driver).until(EC.element_to_be_clickable((By.ID, "pact-words")))
    words.send_keys("Phone stays in the hall during intentions")
    Select(driver.find_element(By.ID, "pact-kind")).select_by_value("effort")
    start = driver.find_element(By.ID, "pact-from")
    yesterday = datetime.date.fromisoformat(start.get_attribute("value")) - datetime.timedelta(days=1)
    driver.execute_script("arguments[0].value = arguments[1]", start, yesterday.isoformat())
    make = driver.find_element(By.XPATH, "//button[normalize-space()='Make the pact']")
    assert make.size["height"] >= 44, make.size
    make.click()
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, ".pact-card"), "No day answered yet"))

    # Today lists it after the standup: yesterday's, unanswered, and today's, each with big Kept / Broken
    driver.get(server.url("/"))
    module = wait(driver).until(EC.visibility_of_element_located((By.ID, "pacts")))
    rows = module.find_elements(By.CSS_SELECTOR, ".pact-row")
    assert len(rows) == 2, module.text
    assert "Yesterday" in rows[0].text
    kept = rows[1].find_element(By.XPATH, ".//button[normalize-space()='Kept']")
    assert kept.size["height"] >= 44 and kept.size["width"] >= 88, kept.size

    # One tap keeps today
    kept.click()
    wait(driver).until(EC.staleness_of(kept))  # the saved form swaps the page's main for the server's answer
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "pacts"), "Kept"))

    # Yesterday: broken, with a note
    row = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "#pacts .pact-check")))
    row.find_element(By.NAME, "note").send_keys("left it on the desk")
    row.find_element(By.XPATH, ".//button[normalize-space()='Broken']").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "pacts"), "kept 1 of 2 days"))
    assert not [form for form in driver.find_elements(By.CSS_SELECTOR, "#pacts .pact-check") if form.is_displayed()]

    # A mistaken tap: today was not kept after all. Change opens today's form again; the note comes before the tap
    change = wait(driver).until(
        EC.element_to_be_clickable((By.XPATH, "//section[@id='pacts']//summary[normalize-space()='Change']"))
    )
    assert change.size["height"] >= 44, change.size
    change.click()
    form = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "#pacts details[open] .pact-check")))
    note = form.find_element(By.NAME, "note")
    broken = form.find_element(By.XPATH, ".//button[normalize-space()='Broken']")
    assert note.location["y"] < broken.location["y"], "the note is typed before the tap that sends it"
    note.send_keys("checked it at lunch")
    broken.click()
    wait(driver).until(EC.staleness_of(broken))
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "pacts"), "kept 0 of 2 days"))
    assert "Broken: checked it at lunch" in driver.find_element(By.ID, "pacts").text

    # The record, as it is, on /pacts and through the API
    driver.get(server.url("/pacts"))
    card = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, ".pact-card")))
    assert "Kept 0 of 2 days" in card.text
    pacts = server.api("GET", "/api/v1/pacts")["pacts"]
    assert pacts[0]["record"]["line"] == "kept 0 of 2 days"
    assert not console_errors(driver)
