"""A runbook in a hard moment, on a phone, with the keyboard alone: the header's link one Tab away on any page, the
list, Run, then one step at a time — Right, Enter or Space for next, Left or Backspace for back — with the progress
("3 of 7") and the breathing step's timer, to the question of how you feel; the run is recorded. And a runbook being
written survives a reload before it is saved."""

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from conftest import active, console_errors, page_ready, press, set_window_size, tab_to, wait


def focused_href(driver) -> str:
    return driver.execute_script("return document.activeElement && document.activeElement.getAttribute('href') || ''")


def shown_step(driver) -> str:
    """The progress of the step on screen ("Step 3 of 7"), read from the one step not hidden."""
    return driver.execute_script("""
        const steps = [...document.querySelectorAll('.runner-step')].filter(s => !s.hidden);
        return steps.length === 1 ? steps[0].querySelector('.runner-progress').textContent.trim() : `${steps.length} shown`;""")


def step_is(number):
    return lambda d: shown_step(d) == f"Step {number} of 7"


def test_a_runbook_run_to_its_end_with_the_keyboard_on_a_phone(server, driver):
    set_window_size(driver, 390, 844)
    driver.get(server.url("/"))
    page_ready(driver)

    # The runbooks are in the header of every page: Tab to the link, Enter.
    for _ in range(30):
        press(driver, Keys.TAB)
        if focused_href(driver) == "/runbooks":
            break
    assert focused_href(driver) == "/runbooks", "the header's runbooks link is not reachable with Tab"
    link = driver.switch_to.active_element
    assert link.is_displayed() and link.size["height"] >= 44
    press(driver, Keys.ENTER)
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "main h1"), "Runbooks"))
    assert "Starter" in driver.find_element(By.CSS_SELECTOR, ".runbook-item").text

    # Run the first (Anxiety): Tab to its Run, Enter.
    tab_to(driver, lambda e: e.get("tag") == "a" and e.get("text") == "Run")
    press(driver, Keys.ENTER)
    wait(driver).until(step_is(1))
    for button in driver.find_elements(By.CSS_SELECTOR, ".runner-step:not([hidden]) .runner-nav .button"):
        assert button.size["height"] >= 64, f"{button.text} is {button.size['height']} px tall"

    # Right, Enter: step 3, the breathing step, its timer shown and counting down.
    press(driver, Keys.ARROW_RIGHT)
    wait(driver).until(step_is(2))
    press(driver, Keys.ENTER)
    wait(driver).until(step_is(3))
    timer = driver.find_element(By.CSS_SELECTOR, ".runner-step:not([hidden]) [data-timer-left]")
    assert timer.is_displayed()
    wait(driver).until(lambda d: timer.text not in ("", "1:00"))
    assert "&step=3&reached=3" in driver.current_url, "the address follows the step, so a reload stays on it"

    # Back with Left, on again with Space; Backspace goes back too.
    press(driver, Keys.ARROW_LEFT)
    wait(driver).until(step_is(2))
    press(driver, Keys.SPACE)
    wait(driver).until(step_is(3))
    for number in range(4, 8):
        press(driver, Keys.ARROW_RIGHT)
        wait(driver).until(step_is(number))
    press(driver, Keys.BACKSPACE)
    wait(driver).until(step_is(6))
    press(driver, Keys.ARROW_RIGHT)
    wait(driver).until(step_is(7))
    assert driver.find_element(By.CSS_SELECTOR, ".runner-step:not([hidden]) .runner-next").text == "Finish"

    # Past the last step: how do you feel now? Tab to the feelings, the arrows choose, words, Save.
    press(driver, Keys.ENTER)
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, ".runner-question"), "How do you feel now?"))
    chosen = tab_to(driver, lambda e: e.get("name") == "feeling")
    assert chosen["value"] == "ecstatic"
    press(driver, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    assert active(driver)["value"] == "meh" and active(driver)["checked"]
    tab_to(driver, lambda e: e.get("id") == "runner-words")
    press(driver, "Slower breath now.")
    tab_to(driver, lambda e: e.get("tag") == "button" and e.get("text") == "Save the run")
    press(driver, Keys.ENTER)

    # The run is recorded: on the runbook's page and in the API.
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "runs"), "Ran all 7 steps"))
    assert "felt 😐 meh after" in driver.find_element(By.ID, "runs").text
    anxiety = server.api("GET", "/api/v1/runbooks")["runbooks"][0]
    runs = server.api("GET", f"/api/v1/runbooks/{anxiety['id']}/runs")["runs"]
    assert [(run["stepsReached"], run["feeling"], run["words"], run["finishedAt"] is not None) for run in runs] == [
        (7, "meh", "Slower breath now.", True)]
    assert console_errors(driver) == []


def test_a_runbook_being_written_survives_a_reload(server, driver):
    set_window_size(driver, 390, 844)
    driver.get(server.url("/runbooks"))
    page_ready(driver)
    driver.find_element(By.CSS_SELECTOR, "#new > summary").click()
    driver.find_element(By.ID, "runbook-name").send_keys("Before a call")
    steps = driver.find_element(By.ID, "runbook-steps")
    steps.send_keys("Write the first line.")
    steps.send_keys(Keys.ENTER)
    steps.send_keys("Breathe [45s]")

    driver.refresh()
    page_ready(driver)
    assert driver.find_element(By.ID, "new").get_attribute("open") is not None
    assert driver.find_element(By.ID, "runbook-name").get_attribute("value") == "Before a call"
    assert driver.find_element(By.ID, "runbook-steps").get_attribute("value") == "Write the first line.\nBreathe [45s]"
    assert "Put back what you were typing" in driver.find_element(By.CSS_SELECTOR, ".runbook-restored").text

    driver.find_element(By.XPATH, "//button[normalize-space()='Save the runbook']").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "main h1"), "Before a call"))
    assert "Timer 0:45" in driver.find_element(By.CSS_SELECTOR, ".runbook-steps").text
    # Saved, so forgotten: the list's form is empty again.
    driver.get(server.url("/runbooks"))
    page_ready(driver)
    assert driver.find_element(By.ID, "runbook-name").get_attribute("value") == ""
    assert console_errors(driver) == []
