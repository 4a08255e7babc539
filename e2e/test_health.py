"""The health and sleep modules in a browser, on a phone first: import Apple Health's export on the Health page and
see the energy ring and last night on Today; the ring before and after food and activity; refused input kept with
its message, and a bad export importing nothing."""

import re
import sys
import zipfile
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select

from conftest import page_ready, set_color_scheme, set_window_size, wait
from test_foods import usda_zip
from test_screenshots import shoot

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "Benchmarks"))
import apple_health_export  # noqa: E402  (the generator the import benchmark uses)

BERLIN = ZoneInfo("Europe/Berlin")


def export_zip(path, days=35):
    """Apple Health's zip, as the Health app shares it, with the generator's days up to today in Berlin."""
    xml = path.with_suffix(".xml")
    apple_health_export.write(str(xml), days=days, end=datetime.now(BERLIN).date())
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.write(xml, "apple_health_export/export.xml")
    return path


def ring_number(driver):
    return int(driver.find_element(By.CSS_SELECTOR, "#energy .ring-number").text.replace(",", ""))


def test_import_apple_health_on_a_phone_then_see_the_ring_and_last_night(local_server, local_driver, tmp_path):
    driver = local_driver
    local_server.system("settings", "--time-zone", "Europe/Berlin")
    set_window_size(driver, 390, 844)
    driver.get(local_server.url("/health"))
    page_ready(driver)
    assert driver.find_element(By.CSS_SELECTOR, "a.tab[aria-current=page]").text == "Health"
    assert "Resting energy is unknown" in driver.find_element(By.ID, "energy").text

    # A file that is not an export is refused where it was chosen, and nothing is imported.
    wrong = tmp_path / "notes.xml"
    wrong.write_text("my shopping list")
    driver.find_element(By.ID, "health-file").send_keys(str(wrong))
    driver.find_element(By.XPATH, "//button[normalize-space()='Import']").click()
    status = driver.find_element(By.ID, "health-import-status")
    wait(driver).until(lambda d: "not an Apple Health export" in status.text)
    assert "field-error" in status.get_attribute("class")
    assert not driver.find_elements(By.CSS_SELECTOR, ".food-imports li")

    # The Health app's zip imports; the page comes back with the import listed and the ring filled.
    driver.find_element(By.ID, "health-file").send_keys(str(export_zip(tmp_path / "export.zip")))
    driver.find_element(By.XPATH, "//button[normalize-space()='Import']").click()
    wait(driver).until(lambda d: re.search(r"Read [\d,]+ readings from export.zip: [\d,]+ new", d.find_element(By.ID, "health-import-status").text))
    wait(driver, 15).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".food-imports li"))
    assert "export.zip" in driver.find_element(By.CSS_SELECTOR, ".food-imports").text
    energy = driver.find_element(By.ID, "energy").text
    assert "the mean of 30 days of basal energy" in energy
    assert "kcal left" in energy
    assert 1500 < ring_number(driver) < 2600
    for scheme in ("light", "dark"):
        set_color_scheme(driver, scheme)
        shoot(driver, "health", 390, 844, scheme)

    # Today: the ring and last night, with its stages.
    driver.get(local_server.url("/"))
    page_ready(driver)
    assert driver.find_element(By.CSS_SELECTOR, "#energy .ring-number").is_displayed()
    sleep = driver.find_element(By.ID, "sleep").text
    assert re.search(r"\d+ h \d+ min asleep", sleep)
    assert "Deep" in sleep and "REM" in sleep
    assert "From Jane’s Apple Watch and Jane’s iPhone" in sleep
    for scheme in ("light", "dark"):
        set_color_scheme(driver, scheme)
        shoot(driver, "today-health", 390, 844, scheme, at="#energy")
    set_window_size(driver, 1440, 900)
    for scheme in ("light", "dark"):
        set_color_scheme(driver, scheme)
        shoot(driver, "today-health", 1440, 900, scheme, at="#energy")
    driver.get(local_server.url("/health"))
    for scheme in ("light", "dark"):
        set_color_scheme(driver, scheme)
        shoot(driver, "health", 1440, 900, scheme)


def test_food_empties_the_ring_and_activity_refills_it(local_server, local_driver, tmp_path):
    driver = local_driver
    local_server.system("settings", "--time-zone", "Europe/Berlin")
    local_server.system("foods", "import", str(usda_zip(tmp_path / "sr-legacy.zip")))
    set_window_size(driver, 390, 844)
    driver.get(local_server.url("/health"))
    page_ready(driver)

    # No device: the body's figures give an estimate, labelled as one.
    driver.find_element(By.ID, "profile-height").send_keys("180")
    driver.execute_script("arguments[0].value = '1990-04-02'", driver.find_element(By.ID, "profile-birth"))
    Select(driver.find_element(By.ID, "profile-sex")).select_by_value("male")
    driver.find_element(By.XPATH, "//button[normalize-space()='Save']").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-toast]"), "Saved."))
    weight = driver.find_element(By.ID, "weight-input")
    weight.send_keys("80")
    driver.find_element(By.XPATH, "//button[normalize-space()='Weigh in']").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-toast]"), "Weight logged."))
    assert "an estimate from your body" in driver.find_element(By.ID, "energy").text
    before = ring_number(driver)

    # Food empties the ring: two large eggs are 143 kcal.
    driver.get(local_server.url("/foods/171287"))
    page_ready(driver)
    quantity = driver.find_element(By.NAME, "quantity")
    quantity.clear()
    quantity.send_keys("2")
    Select(driver.find_element(By.NAME, "unit")).select_by_value("large")
    driver.find_element(By.XPATH, "//button[contains(normalize-space(), 'Log')]").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-toast]"), "Food logged."))
    assert ring_number(driver) == before - 143

    # Targets, a vitamin's among them: the day's vitamins and minerals and the week against the targets.
    driver.get(local_server.url("/health"))
    page_ready(driver)
    driver.find_element(By.ID, "target-protein").send_keys("120")
    summary = driver.find_element(By.XPATH, "//summary[normalize-space()='Vitamins and minerals']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
    summary.click()
    driver.find_element(By.ID, "target-vitaminC").send_keys("90")
    driver.find_element(By.XPATH, "//button[normalize-space()='Save targets']").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-toast]"), "Targets saved."))
    micro = driver.find_element(By.ID, "micronutrients").text
    assert "Vitamin C" in micro and "no figure" in micro and "90 mg" in micro   # the eggs were not analysed for it
    chart = driver.find_element(By.CSS_SELECTOR, "#targets .chart").text
    assert "12.6 g a day" in chart and "at least 120 g" in chart
    for scheme in ("light", "dark"):
        set_color_scheme(driver, scheme)
        shoot(driver, "health-targets", 390, 844, scheme, at="#targets")
    driver.get(local_server.url("/"))
    page_ready(driver)
    assert "Vitamin C 0 mg of at least 90 mg (some food has no figure for it)" in driver.find_element(By.ID, "food").text

    # Activity refills it.
    driver.get(local_server.url("/health"))
    page_ready(driver)
    driver.find_element(By.ID, "activity-label").send_keys("Football")
    driver.find_element(By.ID, "activity-kcal").send_keys("400")
    driver.find_element(By.XPATH, "//button[normalize-space()='Log activity']").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-toast]"), "Activity logged."))
    assert ring_number(driver) == before - 143 + 400
    assert "Football" in driver.find_element(By.ID, "activity").text
    for scheme in ("light", "dark"):
        set_color_scheme(driver, scheme)
        shoot(driver, "health-estimate", 390, 844, scheme, at="#weight")


def test_refused_input_is_kept_with_its_message(local_server, local_driver):
    driver = local_driver
    set_window_size(driver, 390, 844)
    driver.get(local_server.url("/health"))
    page_ready(driver)
    weight = driver.find_element(By.ID, "weight-input")
    weight.send_keys("eighty")
    driver.find_element(By.XPATH, "//button[normalize-space()='Weigh in']").click()
    error = wait(driver).until(EC.visibility_of_element_located((By.ID, "weight-error")))
    assert "“eighty” is not a weight" in error.text
    assert driver.find_element(By.ID, "weight-input").get_attribute("value") == "eighty"

    driver.find_element(By.ID, "activity-label").send_keys("Swim")
    driver.find_element(By.ID, "activity-kcal").send_keys("lots")
    driver.find_element(By.XPATH, "//button[normalize-space()='Log activity']").click()
    error = wait(driver).until(EC.visibility_of_element_located((By.ID, "activity-error")))
    assert "is not a number of kcal" in error.text
    assert driver.find_element(By.ID, "activity-label").get_attribute("value") == "Swim"

    # A night entered by hand with a wrong time keeps both times. Yesterday's page: a night that ends at 07:00 today is
    # still to come before 07:00, whatever time the suite runs.
    yesterday = (datetime.now() - timedelta(days=1)).date().isoformat()
    driver.get(local_server.url(f"/days/{yesterday}"))
    page_ready(driver)
    driver.find_element(By.CSS_SELECTOR, "#sleep summary").click()
    driver.execute_script("arguments[0].value = '23:30'", driver.find_element(By.ID, "sleep-bed"))
    driver.execute_script("arguments[0].value = ''", driver.find_element(By.ID, "sleep-wake"))
    driver.execute_script("arguments[0].form.submit()", driver.find_element(By.ID, "sleep-bed"))
    wait(driver).until(lambda d: "is not a time" in d.find_element(By.ID, "sleep").text)
    assert driver.find_element(By.ID, "sleep-bed").get_attribute("value") == "23:30"
    driver.execute_script("arguments[0].value = '07:00'", driver.find_element(By.ID, "sleep-wake"))
    driver.find_element(By.XPATH, "//button[normalize-space()='Save the night']").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-toast]"), "Night saved."))
    assert "7 h 30 min asleep" in driver.find_element(By.ID, "sleep").text
