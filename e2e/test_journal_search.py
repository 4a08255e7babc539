"""Searching the journal as a person does on a phone: the results change as the words are typed, the matches are
marked, a filter narrows them, and a result opens its day."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select

from conftest import console_errors, page_ready, set_window_size, wait
from test_journal import tap


def hits(driver) -> list[str]:
    return [item.text for item in driver.find_elements(By.CSS_SELECTOR, "#journal-results .journal-hits > li")]


def test_the_journal_is_searched_as_you_type(server, driver):
    set_window_size(driver, 390, 844)
    server.api("POST", "/api/v1/days/today/journal", {"text": "A walk by the lake <script>alert(1)</script>", "feeling": "happy",
                                                       "tags": ["walks"]})
    server.api("POST", "/api/v1/days/today/journal", {"text": "Lakeside bench, a long talk.", "kind": "note", "feeling": "meh"})
    server.api("POST", "/api/v1/intentions", {"text": "Plan the lake trip", "minutes": 25})

    driver.get(server.url("/"))
    page_ready(driver)
    tap(driver, driver.find_element(By.LINK_TEXT, "Search the journal"))
    page_ready(driver)
    field = driver.find_element(By.ID, "journal-query")
    field.send_keys("lak")
    # No button pressed: the three matches arrive, each with its match marked
    wait(driver).until(lambda d: len(hits(d)) == 3)
    marks = [mark.text.lower() for mark in driver.find_elements(By.CSS_SELECTOR, "#journal-results mark")]
    assert marks and all(mark.startswith("lak") for mark in marks)
    assert "<script>" in " ".join(hits(driver))  # shown as the words typed, never run
    assert not driver.find_elements(By.CSS_SELECTOR, "#journal-results script")

    # A feeling narrows them
    Select(driver.find_element(By.ID, "journal-feeling")).select_by_value("meh")
    wait(driver).until(lambda d: len(hits(d)) == 1)
    assert "Lakeside bench" in hits(driver)[0]
    assert "feeling=meh" in driver.current_url

    # A result opens its day
    tap(driver, driver.find_element(By.CSS_SELECTOR, "#journal-results .journal-hits > li a"))
    wait(driver).until(EC.presence_of_element_located((By.ID, "review")))
    assert "Lakeside bench, a long talk." in driver.find_element(By.ID, "review").text
    assert "#entry-" in driver.current_url
    assert console_errors(driver) == []
