"""Correcting a past intention from its page: the day view shows the new text and times."""

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from conftest import past_intention, type_datetime_local, wait

ZONE = "Europe/Berlin"


def test_edit_past_intention(server, driver):
    server.api("POST", "/api/v1/settings", {"timeZone": ZONE})
    zone = ZoneInfo(ZONE)
    day = (datetime.now(zone) - timedelta(days=2)).date()
    start = datetime(day.year, day.month, day.day, 10, 0, tzinfo=zone)
    intention = past_intention(server, "Draft the plan", start, start + timedelta(minutes=25))
    assert intention["date"] == day.isoformat()

    # The day page lists it; open it.
    driver.get(server.url(f"/days/{day.isoformat()}"))
    link = wait(driver).until(EC.element_to_be_clickable(
        (By.XPATH, "//a[@class='intention-link'][.//span[@class='what'][normalize-space()='Draft the plan']]")))
    assert link.find_element(By.CSS_SELECTOR, ".when").text == "10:00–10:25"
    link.click()
    wait(driver).until(EC.text_to_be_present_in_element((By.TAG_NAME, "h1"), "Draft the plan"))

    # Open "Edit details", change the activity and the start time, save.
    driver.find_element(By.XPATH, "//details[@id='edit']/summary").click()
    text = wait(driver).until(EC.visibility_of_element_located((By.ID, "edit-text")))
    assert driver.find_element(By.ID, "edit-start").get_property("value") == f"{day.isoformat()}T10:00"
    text.clear()
    text.send_keys("Draft the plan and the budget")
    type_datetime_local(driver, driver.find_element(By.ID, "edit-start"), datetime(day.year, day.month, day.day, 9, 40))
    driver.find_element(By.XPATH, "//button[normalize-space()='Save changes']").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-toast]"), "Changes saved."))
    assert driver.find_element(By.TAG_NAME, "h1").text == "Draft the plan and the budget"
    assert "09:40–10:25" in driver.find_element(By.CSS_SELECTOR, ".intention-head .muted").text

    # Back on the day page (the link sits at the top, above the confirmation that has focus): the new text and times.
    back = driver.find_element(By.XPATH, f"//main//a[@href='/days/{day.isoformat()}']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", back)
    back.click()
    item = wait(driver).until(EC.visibility_of_element_located(
        (By.XPATH, "//li[.//span[@class='what'][normalize-space()='Draft the plan and the budget']]")))
    assert item.find_element(By.CSS_SELECTOR, ".when").text == "09:40–10:25"
    assert item.find_element(By.CSS_SELECTOR, ".how-long").text == "45 min of 25 min"
    assert "Draft the plan" not in [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".what")]
    edited = server.api("GET", f"/api/v1/intentions/{intention['id']}")
    assert edited["text"] == "Draft the plan and the budget"
    assert datetime.fromisoformat(edited["startedAt"]) == start - timedelta(minutes=20)
