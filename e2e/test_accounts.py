"""Hosted mode in a real browser: signing in and out, the account page (sessions, tokens, password), registration,
and the local mode that has no sign-in at all."""

import json
import urllib.error
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from conftest import ACCOUNT, PASSWORD, console_errors, new_browser, page_ready, replaced, sign_in, wait


def api_status(server, path: str, token: str | None) -> tuple[int, dict]:
    request = urllib.request.Request(server.url(path), headers={"Accept": "application/json"})
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read() or b"{}")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")


def fill_sign_in(driver, name: str, password: str) -> None:
    form = driver.find_element(By.CSS_SELECTOR, "form[action='/sign-in']")
    field = form.find_element(By.NAME, "name")
    field.clear()
    field.send_keys(name)
    form.find_element(By.NAME, "password").send_keys(password)
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait(driver).until(replaced(form))
    page_ready(driver)


def session_rows(driver) -> list[str]:
    return [row.text for row in driver.find_elements(By.CSS_SELECTOR, "[aria-labelledby=sessions-title] .account-row")]


def test_a_page_asks_to_sign_in_and_comes_back_after(server, local_driver):
    """Someone not signed in who opens a page is asked to sign in; a wrong password is said inline and keeps the
    name; the right one lands on the page they wanted, with their own data on it."""
    server.api("POST", "/api/v1/areas", {"name": "Career"})
    driver = local_driver
    driver.get(server.url("/areas"))
    wait(driver).until(EC.url_contains("/sign-in"))
    assert "next=/areas" in driver.current_url or "next=%2Fareas" in driver.current_url
    assert driver.find_elements(By.CSS_SELECTOR, "a[href='/account']") == [], "the navigation is for signed-in pages"

    fill_sign_in(driver, ACCOUNT, "not the password at all")
    alert = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "#sign-in-error[role=alert]")))
    assert "name or the password is wrong" in alert.text
    assert driver.find_element(By.NAME, "name").get_property("value") == ACCOUNT
    assert driver.find_element(By.NAME, "password").get_attribute("aria-invalid") == "true"
    # The refusal is a 401, which the browser logs as a failed load; nothing else may be logged.
    assert [e["message"] for e in console_errors(driver) if "status of 401" not in e["message"]] == []

    fill_sign_in(driver, ACCOUNT, PASSWORD)
    wait(driver).until(EC.url_matches(r"/areas$"))
    assert "Career" in driver.find_element(By.CSS_SELECTOR, "main").text
    cookie = driver.get_cookie("session")
    assert cookie is not None and cookie["httpOnly"] and cookie["sameSite"] == "Lax"
    assert console_errors(driver) == []


def test_sign_out_forgets_the_browser(server, driver):
    """Signing out ends the session: the cookie is gone, the pages ask to sign in again, and the old session's
    cookie no longer opens anything, even if someone kept a copy."""
    driver.get(server.url("/account"))
    kept = driver.get_cookie("session")["value"]
    driver.find_element(By.CSS_SELECTOR, "form[action='/sign-out'] button").click()
    wait(driver).until(EC.url_contains("/sign-in"))
    assert "You are signed out." in driver.find_element(By.CSS_SELECTOR, "main").text
    assert driver.get_cookie("session") is None
    driver.get(server.url("/"))
    wait(driver).until(EC.url_contains("/sign-in"))

    request = urllib.request.Request(server.url("/api/v1/me"), headers={"Cookie": f"session={kept}"})
    try:
        urllib.request.urlopen(request, timeout=10)
        raise AssertionError("the signed-out session still opened /api/v1/me")
    except urllib.error.HTTPError as error:
        assert error.code == 401


def test_the_account_page_lists_sessions_and_signs_out_everywhere(server, driver):
    """Two browsers signed in: the account page lists both and marks this one; ending the other one signs it out
    there; "Sign out everywhere" ends this one too."""
    other = new_browser()
    try:
        sign_in(other, server)
        driver.get(server.url("/account"))
        rows = session_rows(driver)
        assert len(rows) == 2, rows
        assert sum("This one" in row for row in rows) == 1, rows
        assert all("127.0.0.1" in row for row in rows), rows

        driver.find_element(By.CSS_SELECTOR, ".account-row button[aria-label^='End the session']").click()
        wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "main"), "That session has ended."))
        assert len(session_rows(driver)) == 1
        other.get(server.url("/"))
        wait(other).until(EC.url_contains("/sign-in"))

        sign_in(other, server)
        driver.get(server.url("/account"))
        assert len(session_rows(driver)) == 2
        driver.find_element(By.XPATH, "//button[normalize-space()='Sign out everywhere']").click()
        wait(driver).until(EC.url_contains("/sign-in"))
        for browser in (driver, other):
            browser.get(server.url("/week"))
            wait(browser).until(EC.url_contains("/sign-in"))
    finally:
        other.quit()


def test_a_token_is_shown_once_works_for_the_api_and_can_be_revoked(server, driver):
    driver.get(server.url("/account"))
    form = driver.find_element(By.CSS_SELECTOR, "form[action='/account/tokens']")
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    error = wait(driver).until(EC.visibility_of_element_located((By.ID, "token-name-error")))
    assert "Give the token a name" in error.text

    form = driver.find_element(By.CSS_SELECTOR, "form[action='/account/tokens']")
    form.find_element(By.NAME, "name").send_keys("Phone shortcut")
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    token = wait(driver).until(EC.visibility_of_element_located((By.ID, "new-token"))).get_property("value")
    assert token.startswith("sys_") and len(token) > 30

    status, me = api_status(server, "/api/v1/me", token)
    assert (status, me.get("name")) == (200, ACCOUNT)

    driver.get(server.url("/account"))
    assert driver.find_elements(By.ID, "new-token") == [], "a token is shown only once"
    assert token not in driver.page_source
    driver.find_element(By.CSS_SELECTOR, "button[aria-label='Revoke Phone shortcut']").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "main"), "no longer works"))
    assert api_status(server, "/api/v1/me", token)[0] == 401


def test_changing_the_password_says_what_is_wrong_and_ends_the_other_sessions(server, driver):
    other = new_browser()
    try:
        sign_in(other, server)
        driver.get(server.url("/account"))

        def change(current: str, new: str) -> None:
            form = driver.find_element(By.CSS_SELECTOR, "form[action='/account/password']")
            form.find_element(By.NAME, "currentPassword").send_keys(current)
            form.find_element(By.NAME, "password").send_keys(new)
            form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
            wait(driver).until(replaced(form))
            page_ready(driver)

        change("a wrong guess", "another long phrase")
        assert "current password is wrong" in driver.find_element(By.ID, "current-password-error").text
        change(PASSWORD, "short")
        assert "at least 8 characters" in driver.find_element(By.ID, "new-password-error").text
        change(PASSWORD, "password123")
        assert "most common" in driver.find_element(By.ID, "new-password-error").text

        change(PASSWORD, "another long phrase")
        wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "main"), "Password changed."))
        assert len(session_rows(driver)) == 1, "only this browser is still signed in"
        other.get(server.url("/"))
        wait(other).until(EC.url_contains("/sign-in"))
        fill_sign_in(other, ACCOUNT, PASSWORD)
        assert other.find_element(By.ID, "sign-in-error").is_displayed()
        fill_sign_in(other, ACCOUNT, "another long phrase")
        wait(other).until(lambda d: "/sign-in" not in d.current_url)
    finally:
        other.quit()


def test_open_registration_makes_an_account_that_sees_only_its_own_data(server, local_driver):
    """With registration open (a setting, off by default), a new person creates an account from the sign-in page;
    they land signed in on an empty Today and see none of the first account's data."""
    driver = local_driver
    server.api("POST", "/api/v1/areas", {"name": "Secret project"})
    driver.get(server.url("/register"))
    assert "404" in driver.title or "Not found" in driver.page_source, "registration is closed by default"

    server.system("user", "registration", "on")
    driver.get(server.url("/sign-in"))
    driver.find_element(By.LINK_TEXT, "Create an account").click()
    form = wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "form[action='/register']")))
    form.find_element(By.NAME, "name").send_keys(ACCOUNT)
    form.find_element(By.NAME, "password").send_keys("a different long phrase")
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    assert "is taken" in wait(driver).until(EC.visibility_of_element_located((By.ID, "name-error"))).text

    form = driver.find_element(By.CSS_SELECTOR, "form[action='/register']")
    name = form.find_element(By.NAME, "name")
    name.clear()
    name.send_keys("bea")
    form.find_element(By.NAME, "password").send_keys("a different long phrase")
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait(driver).until(EC.url_matches(r"/$"))
    driver.get(server.url("/areas"))
    assert "Secret project" not in driver.find_element(By.CSS_SELECTOR, "main").text
    driver.get(server.url("/account"))
    assert "Signed in as bea" in driver.find_element(By.CSS_SELECTOR, "main").text


def test_the_local_mode_has_no_sign_in(local_server, local_driver):
    """Without accounts (on loopback only) the app opens straight on Today: no sign-in, no account page."""
    driver = local_driver
    driver.get(local_server.url("/"))
    page_ready(driver)
    assert "/sign-in" not in driver.current_url
    assert driver.find_elements(By.CSS_SELECTOR, "a[href='/account']") == []
    driver.get(local_server.url("/sign-in"))
    wait(driver).until(lambda d: "/sign-in" not in d.current_url)
    status, me = api_status(local_server, "/api/v1/me", None)
    assert (status, me.get("mode")) == (200, "local")
