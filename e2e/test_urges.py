"""Internal triggers as a person catches them on a phone: during an intention, "I feel an urge", one tap on what
pulls, the surf's minutes counting down, then "It passed" or "I gave in"; the intention keeps running, and its
page lists the urges afterwards."""

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from conftest import console_errors, set_window_size, wait


def start(server, driver, text: str, minutes: int = 50) -> dict:
    intention = server.api("POST", "/api/v1/intentions", {"text": text, "minutes": minutes})
    driver.get(server.url("/focus"))
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "focus-text"), text))
    return intention


def tap(driver, xpath: str) -> None:
    """Taps a button once it is in the middle of the screen (the confirmation at the foot may cover the bottom)."""
    for attempt in range(3):
        try:
            button = wait(driver).until(EC.element_to_be_clickable((By.XPATH, xpath)))
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
            button.click()
            return
        except StaleElementReferenceException:  # the page's main was just swapped for the server's answer
            if attempt == 2:
                raise


def seconds(text: str) -> int:
    minutes, secs = text.strip().split(":")
    return int(minutes) * 60 + int(secs)


def test_an_urge_is_caught_in_two_taps_surfed_and_settled_on_a_phone(server, driver):
    set_window_size(driver, 390, 844)
    intention = start(server, driver, "Write the quarterly report")

    # Tap one: "I feel an urge" opens the pulls, large enough for a thumb
    driver.find_element(By.XPATH, "//summary[normalize-space()='I feel an urge']").click()
    bored = wait(driver).until(EC.element_to_be_clickable((By.XPATH, "//button[@name='what'][@value='bored']")))
    assert bored.size["height"] >= 48 and bored.size["width"] >= 120, bored.size

    # Where it wants to go, then tap two: "Bored"
    driver.find_element(By.ID, "urge-toward").send_keys("the news")
    bored.click()

    # The surf: five minutes counting down, the intention still running
    timer = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-surf-left]")))
    assert "Make it 5 min more" in driver.find_element(By.ID, "urge-title").text
    assert "It wants “the news”" in driver.find_element(By.CSS_SELECTOR, ".surf").text
    first = timer.text
    assert 4 * 60 <= seconds(first) <= 5 * 60, first
    wait(driver, 5).until(lambda d: timer.text != first, "the surf's countdown does not tick")
    assert server.api("GET", "/api/v1/intentions/current")["status"] == "running"
    assert driver.find_element(By.ID, "focus-text").text == "Write the quarterly report"

    # It passed: the catch form is back, with what was caught so far
    tap(driver, "//button[normalize-space()='It passed']")
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, ".urge-caught"), "bored ×1"))

    # A second urge in the user's own words: Enter in the field catches it (not the first pull)
    tap(driver, "//summary[normalize-space()='I feel an urge']")
    own = wait(driver).until(EC.element_to_be_clickable((By.ID, "urge-own")))
    own.send_keys("Want to check the score\n")
    wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-surf-left]")))

    # Giving in without saying how long is refused where it was asked, then said: 12 minutes
    minutes = driver.find_element(By.ID, "gave-in-minutes")
    driver.execute_script("arguments[0].removeAttribute('required')", minutes)  # the server's own check
    tap(driver, "//button[normalize-space()='I gave in']")
    error = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, ".urge .field-error")))
    assert "Say how many minutes" in error.text
    driver.find_element(By.ID, "gave-in-minutes").send_keys("12")
    tap(driver, "//button[normalize-space()='I gave in']")
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, ".urge-caught"), "Want to check the score ×1"))

    # The day's triggers, and the intention's page once it ends
    day = server.api("GET", "/api/v1/days/today/triggers")
    assert [t["what"] for t in day["triggers"]] == ["bored", "Want to check the score"]
    assert [t["outcome"] for t in day["triggers"]] == ["passed", "gave_in"]
    tap(driver, "//div[contains(@class,'focus-actions')]//button[normalize-space()='End now']")
    wait(driver).until(EC.url_contains(f"/intentions/{intention['id']}"))
    panel = wait(driver).until(EC.visibility_of_element_located((By.ID, "panel-intention-triggers")))
    assert "2 urges: 1 surfed until it passed, 1 given in to (12 min)" in panel.text
    assert "Distracted 12 min" in panel.text
    assert not [e for e in console_errors(driver) if "422" not in e.get("message", "")]
