"""Lists drawn from the whole past stay short: Today's standup offers the newest few open to-dos of earlier days and
links to the rest, whose page carries one to today, which then shows on Today; the week does the same with its
action items. At a phone's width and a desktop's."""

from datetime import date, timedelta

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from conftest import page_ready, replaced, set_window_size, wait

SIZES = [(390, 844), (1440, 900)]


def old_open_todos(server, count: int) -> list[dict]:
    """An area, and one open to-do on each of the `count` days before today (yesterday's first)."""
    server.api("POST", "/api/v1/areas", {"name": "Career"})
    today = date.fromisoformat(server.api("GET", "/api/v1/days/today/todos")["date"])
    return [server.api("POST", f"/api/v1/days/{today - timedelta(days=ago)}/todos",
                       {"text": f"Left open on {today - timedelta(days=ago)}", "area": "Career"})
            for ago in range(1, count + 1)]


def old_action_items(server, count: int) -> list[str]:
    """One retrospective on each of the `count` weeks before this one, each leaving an action item open."""
    this_week = date.fromisoformat(server.api("GET", "/api/v1/weeks/current")["weekStart"])
    texts = []
    for ago in range(count, 0, -1):
        week = this_week - timedelta(days=7 * ago)
        texts.append(f"A change from the week of {week}")
        server.api("PUT", f"/api/v1/weeks/{week}/retro", {"actionItems": [{"text": texts[-1]}]})
    return texts


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_the_older_open_todos_wait_on_their_own_page_and_one_is_carried_to_today(server, driver, size):
    # Given twelve to-dos left open, one on each of the twelve days before today
    todos = old_open_todos(server, 12)
    set_window_size(driver, *size)

    # Today's standup offers the seven newest, and says how many older ones wait
    driver.get(server.url("/"))
    standup = driver.find_element(By.ID, "standup")
    assert len(standup.find_elements(By.CSS_SELECTOR, "input[name=carry]")) == 7
    assert todos[11]["text"] not in standup.text
    more = standup.find_element(By.LINK_TEXT, "and 5 older open to-dos")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", more)
    more.click()

    # Their page lists exactly those five, newest first
    wait(driver).until(EC.url_contains("/todos/open"))
    page_ready(driver)
    assert driver.find_element(By.TAG_NAME, "h1").text == "Open to-dos from earlier days"
    rows = driver.find_elements(By.CSS_SELECTOR, "#open-todos .todo")
    assert [row.find_element(By.CSS_SELECTOR, ".todo-text").text for row in rows] == [t["text"] for t in todos[7:]]
    assert "8–12 of 12" in driver.find_element(By.ID, "open-todos").text
    assert driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth") <= 0

    # Carry the oldest to today
    oldest = rows[-1]
    button = oldest.find_element(By.XPATH, ".//button[normalize-space()='Carry to today']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    wait(driver).until(replaced(oldest))
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-toast]"), "To-do moved."))
    assert todos[11]["text"] not in driver.find_element(By.ID, "open-todos").text
    assert "8–11 of 11" in driver.find_element(By.ID, "open-todos").text

    # And it is on Today's list, no longer an older one
    driver.get(server.url("/"))
    assert todos[11]["text"] in driver.find_element(By.ID, "todos").text
    assert driver.find_element(By.ID, "standup").find_element(By.LINK_TEXT, "and 4 older open to-dos")


def test_the_older_action_items_are_answered_on_their_own_page(server, driver):
    # Given twelve weeks of retrospectives, each leaving an action item open
    texts = old_action_items(server, 12)
    set_window_size(driver, 390, 844)

    # The week shows the ten newest, and links to the other two
    driver.get(server.url("/week"))
    card = driver.find_element(By.CSS_SELECTOR, ".action-items-card")
    assert texts[0] not in card.text and texts[-1] in card.text
    link = card.find_element(By.LINK_TEXT, "and 2 older open action items")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    link.click()

    # Their page lists them; the oldest is answered there, and leaves the list
    wait(driver).until(EC.url_contains("/action-items/open"))
    page_ready(driver)
    items = driver.find_elements(By.CSS_SELECTOR, "#open-action-items .action-item")
    assert [item.find_element(By.CSS_SELECTOR, ".action-text").text for item in items] == [texts[1], texts[0]]
    done = items[-1].find_element(By.XPATH, ".//button[normalize-space()='Done']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", done)
    done.click()
    wait(driver).until(replaced(items[-1]))
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-toast]"), "Action item answered."))
    assert texts[0] not in driver.find_element(By.ID, "open-action-items").text
    assert server.api("GET", "/api/v1/action-items/open")["total"] == 11
