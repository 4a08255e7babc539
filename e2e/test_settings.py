"""Settings: the time zone re-cuts the days (an intention near midnight moves to another day); the theme overrides the device."""

from datetime import datetime, timedelta, timezone

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select

from conftest import past_intention, set_color_scheme, wait


def test_time_zone_change_moves_an_intention_to_another_day(server, driver):
    server.api("POST", "/api/v1/settings", {"timeZone": "UTC"})
    day = (datetime.now(timezone.utc) - timedelta(days=2)).date()
    start = datetime(day.year, day.month, day.day, 22, 30, tzinfo=timezone.utc)   # 07:30 the next day in Tokyo
    intention = past_intention(server, "Late reading", start, start + timedelta(minutes=25))
    assert intention["date"] == day.isoformat()
    next_day = (day + timedelta(days=1)).isoformat()

    driver.get(server.url(f"/days/{day.isoformat()}"))
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, ".intentions"), "Late reading"))

    # Change the zone in the settings form.
    driver.get(server.url("/settings"))
    zone = Select(wait(driver).until(EC.visibility_of_element_located((By.ID, "time-zone"))))
    assert zone.first_selected_option.get_attribute("value") == "UTC"
    zone.select_by_visible_text("Tokyo")   # chosen from the list, under Asia
    driver.find_element(By.XPATH, "//button[normalize-space()='Save settings']").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-toast]"), "Settings saved."))
    assert driver.find_element(By.ID, "time-zone").get_property("value") == "Asia/Tokyo"
    assert server.api("GET", "/api/v1/settings")["timeZone"] == "Asia/Tokyo"

    # The API and the day pages now put it on the next day, at Tokyo's wall-clock time.
    moved = server.api("GET", f"/api/v1/intentions/{intention['id']}")
    assert moved["date"] == next_day
    assert moved["startedAt"].endswith("+09:00")
    assert [i["id"] for i in server.api("GET", f"/api/v1/days/{next_day}/intentions")["intentions"]] == [intention["id"]]
    assert server.api("GET", f"/api/v1/days/{day.isoformat()}/intentions")["intentions"] == []

    driver.get(server.url(f"/days/{next_day}"))
    item = wait(driver).until(EC.visibility_of_element_located(
        (By.XPATH, "//li[.//span[@class='what'][normalize-space()='Late reading']]")))
    assert item.find_element(By.CSS_SELECTOR, ".when").text == "07:30–07:55"
    driver.get(server.url(f"/days/{day.isoformat()}"))
    wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, ".empty")))
    assert "Late reading" not in driver.find_element(By.ID, "main").text


def background(driver) -> str:
    return driver.execute_script("return getComputedStyle(document.body).backgroundColor")


def test_the_theme_setting_overrides_the_device(server, driver):
    """Dark chosen in settings wins over a device that prefers light; "system" follows the device again."""
    set_color_scheme(driver, "light")
    driver.get(server.url("/week"))
    light = background(driver)

    driver.get(server.url("/settings"))
    Select(wait(driver).until(EC.visibility_of_element_located((By.ID, "theme")))).select_by_value("dark")
    driver.find_element(By.XPATH, "//button[normalize-space()='Save settings']").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-toast]"), "Settings saved."))
    wait(driver).until(lambda d: d.execute_script("return document.documentElement.dataset.theme") == "dark")
    for path in ("/", "/week", "/settings", "/help"):
        driver.get(server.url(path))
        assert driver.execute_script("return document.documentElement.dataset.theme") == "dark", path
        assert background(driver) != light, f"{path} is still light"
    dark = background(driver)

    driver.get(server.url("/settings"))
    Select(wait(driver).until(EC.visibility_of_element_located((By.ID, "theme")))).select_by_value("system")
    driver.find_element(By.XPATH, "//button[normalize-space()='Save settings']").click()
    wait(driver).until(lambda d: d.execute_script("return document.documentElement.dataset.theme") == "system")
    driver.get(server.url("/week"))
    assert background(driver) == light
    set_color_scheme(driver, "dark")
    driver.get(server.url("/week"))
    assert background(driver) == dark
