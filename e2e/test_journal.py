"""The evening review as a person writes it on a phone: the card on Today starts from the evening template, the
day's summary and another template join what was typed (never replace it), the feeling and tags are chosen, the
review is saved and shown rendered, then edited with its earlier version kept; a note beside it; nothing typed is
lost when a review is refused."""

from zoneinfo import ZoneInfo

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select

from conftest import console_errors, page_ready, set_window_size, sign_in, wait


def review_text(driver) -> str:
    """The review's text as it is now, read by script: the form is swapped for the server's answer as it arrives."""
    return driver.execute_script("const area = document.getElementById('review-text'); return area ? area.value : '';")


def tap(driver, element) -> None:
    """Scrolls the element to the middle of the screen, as a thumb would, then taps it."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def type_under(driver, element_id: str, text: str) -> None:
    """Types at the end of a textarea, as a thumb would after tapping below the last line."""
    area = driver.find_element(By.ID, element_id)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus();"
                          "arguments[0].setSelectionRange(arguments[0].value.length, arguments[0].value.length);", area)
    area.send_keys(text)


def test_an_evening_review_from_its_template_on_a_phone(server, driver):
    set_window_size(driver, 390, 844)
    server.api("POST", "/api/v1/intentions", {"text": "Write the essay", "minutes": 25})
    driver.get(server.url("/"))
    page_ready(driver)
    assert "## What went well?" in review_text(driver)
    assert Select(driver.find_element(By.ID, "review-template")).first_selected_option.text == "Evening review"

    # Typed under the first question, then the day's summary: both are there
    area = driver.find_element(By.ID, "review-text")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus();"
                          "arguments[0].setSelectionRange(20, 20);", area)
    area.send_keys("The essay is drafted.")
    driver.find_element(By.XPATH, "//button[normalize-space()='Insert the day’s summary']").click()
    wait(driver).until(lambda d: "## The day" in review_text(d))
    assert "The essay is drafted." in review_text(driver)
    assert "Write the essay" in review_text(driver)

    # Another template after typing adds its questions below; the words stay
    Select(driver.find_element(By.ID, "review-template")).select_by_visible_text("Standup")
    driver.find_element(By.XPATH, "//button[normalize-space()='Use it']").click()
    wait(driver).until(lambda d: "## What did I do yesterday?" in review_text(d))
    assert "The essay is drafted." in review_text(driver)

    driver.find_element(By.CSS_SELECTOR, "form.journal-form label.feeling-choice input[value='happy']").find_element(By.XPATH, "..").click()
    tags = driver.find_element(By.CSS_SELECTOR, "#review form.journal-form input[name='tags']")
    tags.send_keys("writing, family")
    save = driver.find_element(By.XPATH, "//button[normalize-space()='Save the review']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", save)
    save.click()
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "#review article.journal-entry .markdown h2")))
    card = driver.find_element(By.ID, "review")
    assert "The essay is drafted." in card.text
    assert "🙂 happy" in card.text
    assert "#writing" in card.text and "#family" in card.text
    assert not driver.find_elements(By.ID, "review-text")

    # Edited: the new words show, the earlier version is a tap away
    tap(driver, card.find_element(By.XPATH, ".//details[contains(@class,'journal-edit')]/summary"))
    edit = card.find_element(By.CSS_SELECTOR, "details.journal-edit textarea")
    edit.send_keys(Keys.CONTROL, "a")
    edit.send_keys("## What went well?\n\nThe essay is done, and sent.")
    tap(driver, card.find_element(By.XPATH, ".//button[normalize-space()='Save the change']"))
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "review"), "edited once"))
    card = driver.find_element(By.ID, "review")
    assert "The essay is done, and sent." in card.text
    tap(driver, card.find_element(By.XPATH, ".//details[contains(@class,'journal-versions')]/summary"))
    assert "The essay is drafted." in card.find_element(By.CSS_SELECTOR, "details.journal-versions").text

    # A note beside it
    tap(driver, card.find_element(By.XPATH, ".//details[contains(@class,'journal-note')]/summary"))
    type_under(driver, "note-text", "Call the bank tomorrow.")
    tap(driver, card.find_element(By.XPATH, ".//button[normalize-space()='Save the note']"))
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "review"), "Call the bank tomorrow."))
    assert console_errors(driver) == []


def test_a_refused_review_keeps_every_word(server, driver):
    set_window_size(driver, 390, 844)
    driver.get(server.url("/"))
    page_ready(driver)
    type_under(driver, "review-text", "A long day.")
    tags = driver.find_element(By.CSS_SELECTOR, "#review form.journal-form input[name='tags']")
    tags.send_keys("x" * 41)
    driver.find_element(By.XPATH, "//button[normalize-space()='Save the review']").click()
    wait(driver).until(EC.presence_of_element_located((By.ID, "review-error")))
    assert "A tag has at most 40 characters" in driver.find_element(By.ID, "review-error").text
    assert "A long day." in review_text(driver)
    assert driver.find_element(By.CSS_SELECTOR, "#review form.journal-form input[name='tags']").get_attribute("value") == "x" * 41


def test_a_review_shows_on_this_day_a_year_later(server, driver, tmp_path):
    """Written tonight; the server's clock moved a year on, the review is on Today under "On this day", and its link
    opens that day."""
    import datetime as dt

    set_window_size(driver, 390, 844)
    driver.get(server.url("/"))
    page_ready(driver)
    type_under(driver, "review-text", "The first snow of the winter.")
    tap(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Save the review']"))
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "#review article.journal-entry")))
    written = server.api("GET", "/api/v1/days/today/journal")["date"]
    # And a photo of the day, chosen from the files
    from test_photos import png
    driver.find_element(By.CSS_SELECTOR, "#photos form.photo-form input[type=file][multiple]").send_keys(
        png(tmp_path / "snow.png", 320, 240, (230, 235, 245)))
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "photos-status"), "Photo added."))

    # Noon of the same day a year on, in the account's zone (29 February's anniversary is the 28th): the clock moved
    # from the day the entry was written, not from now, which between midnight and the day start is a day later
    zone = ZoneInfo(server.api("GET", "/api/v1/settings")["timeZone"])
    written_on = dt.date.fromisoformat(written)
    try:
        year_on = written_on.replace(year=written_on.year + 1)
    except ValueError:
        year_on = written_on.replace(year=written_on.year + 1, day=28)
    later = dt.datetime.combine(year_on, dt.time(12), tzinfo=zone)
    server.restart("--clock-offset", str(int((later - dt.datetime.now(zone)).total_seconds())))
    driver.get(server.url("/"))
    if "/sign-in" in driver.current_url:  # a year on, the session has ended: sign in again, as a person would
        sign_in(driver, server)
    page_ready(driver)
    section = driver.find_element(By.CSS_SELECTOR, "#review .on-this-day")
    assert "A year ago" in section.text
    assert "The first snow of the winter." in section.text
    thumbnail = section.find_element(By.CSS_SELECTOR, ".photo-grid img")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", thumbnail)
    wait(driver).until(lambda d: d.execute_script("return arguments[0].naturalWidth", thumbnail) > 0)
    tap(driver, section.find_element(By.PARTIAL_LINK_TEXT, "A year ago"))
    wait(driver).until(lambda d: d.current_url.endswith(f"/days/{written}"))
    assert "The first snow of the winter." in driver.find_element(By.ID, "review").text


def test_words_typed_and_left_unsaved_are_put_back(server, driver):
    """Typed into the review, then away to the week and back (as a tap on a photo or the back button would): the words
    are there again, with a line that says they are not saved; once saved, nothing is put back."""
    set_window_size(driver, 390, 844)
    driver.get(server.url("/"))
    page_ready(driver)
    type_under(driver, "review-text", "Half a thought about the lake")
    driver.get(server.url("/week"))
    page_ready(driver)
    driver.get(server.url("/"))
    page_ready(driver)
    assert "Half a thought about the lake" in review_text(driver)
    assert "not saved yet" in driver.find_element(By.CSS_SELECTOR, "#review .journal-restored").text

    tap(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Save the review']"))
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "#review article.journal-entry")))
    driver.get(server.url("/"))
    page_ready(driver)
    assert "Half a thought about the lake" in driver.find_element(By.ID, "review").text
    assert not driver.find_elements(By.CSS_SELECTOR, "#review .journal-restored")
    assert console_errors(driver) == []
