"""Fixtures and helpers for the browser tests.

Nothing is built or downloaded here: the tests drive the `system` binary that `swift build` made
(`.build/debug/system`, or `$SYSTEM_BINARY`) and Debian's Chromium with its driver at fixed paths
(`/usr/bin/chromium` and `/usr/bin/chromedriver`, or `$CHROMIUM_BINARY` and `$CHROMEDRIVER`).

Every test gets its own server (a fresh database, a free loopback port) and its own browser. The suite runs
against the embedded SQLite store by default; `E2E_DATABASE=postgres` runs it against PostgreSQL instead, each test
on a fresh database of the server at `$SYSTEM_TEST_POSTGRES_URL` (./test runs the suite both ways). The `server`
fixture is a hosted server with one account, `e2e`, and the `driver` of a test that uses it is signed in as that
account; `local_server` is the single-user local mode, no accounts.
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import time
import urllib.error
import urllib.request
import uuid
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

# Never let Selenium Manager look for a driver or a browser on the network.
os.environ.setdefault("SE_OFFLINE", "true")

E2E = Path(__file__).resolve().parent
ROOT = E2E.parent
SCREENSHOTS = E2E / "screenshots"
CHROMIUM = os.environ.get("CHROMIUM_BINARY", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")

# How long to wait for the page to react (seconds): generous, since CI machines are shared.
TIMEOUT = 15

# The database the servers keep their data in: "sqlite" (a file per test) or "postgres" (a database per test).
DATABASE = os.environ.get("E2E_DATABASE", "sqlite")

# The account the hosted server's tests sign in as.
ACCOUNT = "e2e"
PASSWORD = "a long and unremarkable phrase"


def system_binary() -> Path:
    path = Path(os.environ.get("SYSTEM_BINARY") or ROOT / ".build" / "debug" / "system")
    if not path.is_file():
        pytest.exit(f"e2e: no `system` binary at {path}: run `swift build` first (or set SYSTEM_BINARY)", returncode=1)
    return path


def free_port() -> int:
    """A port nothing listens on right now: bind to port 0 on loopback and let the kernel choose."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def run_system(binary: Path, *arguments: str, stdin: str = "") -> str:
    """Runs a `system` command to its end and returns what it printed on standard output; fails on a non-zero exit."""
    environment = {key: value for key, value in os.environ.items() if not key.startswith("SYSTEM_")}
    result = subprocess.run([str(binary), *arguments], input=stdin, capture_output=True, text=True, timeout=60,
                            env=environment)
    assert result.returncode == 0, f"system {' '.join(arguments)} exited with {result.returncode}: {result.stderr}"
    return result.stdout


def postgres_admin(url: str, statement: str) -> None:
    subprocess.run(["psql", "--quiet", "--no-psqlrc", "--set", "ON_ERROR_STOP=1", "--dbname", url,
                    "--command", statement], check=True, capture_output=True, timeout=60)


@pytest.fixture
def database(tmp_path):
    """A `--database` URL for a fresh, empty database of the kind E2E_DATABASE names; dropped after the test."""
    if DATABASE == "sqlite":
        yield f"sqlite:{tmp_path / 'system.sqlite'}"
        return
    if DATABASE != "postgres":
        pytest.exit(f"e2e: E2E_DATABASE is {DATABASE!r}; it is sqlite or postgres", returncode=1)
    admin = os.environ.get("SYSTEM_TEST_POSTGRES_URL")
    if not admin:
        pytest.exit("e2e: E2E_DATABASE=postgres needs SYSTEM_TEST_POSTGRES_URL "
                    "(start one with scripts/test-postgres start)", returncode=1)
    name = f"e2e_{uuid.uuid4().hex[:16]}"
    postgres_admin(admin, f"CREATE DATABASE {name}")
    # The same server and role, another database: the URL's path is the database's name.
    base, _, rest = admin.partition("?")
    yield base.rsplit("/", 1)[0] + "/" + name + (f"?{rest}" if rest else "")
    postgres_admin(admin, f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


class Server:
    """`system serve` on loopback with its own database; restartable with other options.

    With `account=True` the database gets the account `e2e` and an access token before the server starts, so the
    server runs in hosted mode: its pages need a signed-in browser and `api()` sends the token."""

    def __init__(self, binary: Path, database: str, log_path: Path, account: bool = True):
        self.binary = binary
        self.database = database
        self.log_path = log_path
        self.process: subprocess.Popen | None = None
        self.port = 0
        self.token: str | None = None
        if account:
            self.system("user", "add", ACCOUNT, stdin=PASSWORD + "\n")
            printed = self.system("token", "create", "browser tests", "--user", ACCOUNT).strip()
            assert re.fullmatch(r"\S+", printed), f"system token create printed {printed!r}, not one token"
            self.token = printed

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def url(self, path: str = "/") -> str:
        return self.base + path

    def system(self, *arguments: str, stdin: str = "") -> str:
        """Runs `system ARGUMENTS --database THIS` and returns its standard output."""
        return run_system(self.binary, *arguments, "--database", self.database, stdin=stdin)

    def authorize(self, request: urllib.request.Request) -> urllib.request.Request:
        if self.token:
            request.add_header("Authorization", f"Bearer {self.token}")
        return request

    def start(self, *extra: str) -> None:
        last_error = ""
        environment = {key: value for key, value in os.environ.items() if not key.startswith("SYSTEM_")}
        for _ in range(3):  # a port found free may be taken before the server binds it: try another
            self.port = free_port()
            log = open(self.log_path, "a")
            log.write(f"\n--- system serve --port {self.port} {' '.join(extra)}\n")
            log.flush()
            self.process = subprocess.Popen(
                [str(self.binary), "serve", "--host", "127.0.0.1", "--port", str(self.port),
                 "--database", self.database, *extra],
                stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=environment)
            log.close()
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:
                if self.process.poll() is not None:
                    last_error = f"exited with status {self.process.returncode}"
                    break
                try:
                    request = self.authorize(urllib.request.Request(self.url("/api/v1/settings")))
                    with urllib.request.urlopen(request, timeout=2) as response:
                        if response.status == 200:
                            return
                except (urllib.error.URLError, ConnectionError, TimeoutError):
                    pass
                time.sleep(0.1)
            else:
                last_error = "did not answer within 30 s"
                self.stop()
        raise RuntimeError(f"system serve {last_error}; its log:\n{self.log_path.read_text()[-4000:]}")

    def stop(self) -> None:
        if self.process is None:
            return
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        self.process = None

    def restart(self, *extra: str) -> None:
        """Stop and start again on the same database (a new port), e.g. with `--clock-offset 290`."""
        self.stop()
        self.start(*extra)

    def api(self, method: str, path: str, body: dict | None = None, expect: int | tuple = (200, 201)) -> dict:
        """Calls the JSON API (as the account, with its token) and returns the decoded answer; fails the test on an
        unexpected status."""
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.url(path), data=data, method=method,
                                         headers={"Content-Type": "application/json", "Accept": "application/json"})
        self.authorize(request)
        if method == "POST":
            request.add_header("Idempotency-Key", str(uuid.uuid4()))
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                status, text = response.status, response.read().decode()
        except urllib.error.HTTPError as error:
            status, text = error.code, error.read().decode()
        expected = expect if isinstance(expect, tuple) else (expect,)
        assert status in expected, f"{method} {path} answered {status}: {text}"
        return json.loads(text) if text else {}


def clear_of_the_day_start(server: Server, margin: float = 120) -> None:
    """Waits past the account's day start when it is less than `margin` seconds away, so a test's "today" does not
    become tomorrow while it runs (what it made for today would be looked for on the next day): CI runs at any hour,
    and a test takes up to half a minute."""
    settings = server.api("GET", "/api/v1/settings")
    now = datetime.now(ZoneInfo(settings["timeZone"]))
    start = now.replace(hour=settings["dayStartHour"], minute=0, second=0, microsecond=0)
    if start <= now:
        start += timedelta(days=1)
    left = start.timestamp() - now.timestamp()
    if left < margin:
        time.sleep(left + 1)


@pytest.fixture
def server(tmp_path, database):
    """A hosted server (one account, `e2e`) on a fresh database; a test's `driver` is signed in to it."""
    srv = Server(system_binary(), database, tmp_path / "server.log", account=True)
    srv.start()
    clear_of_the_day_start(srv)
    yield srv
    srv.stop()


@pytest.fixture
def local_server(tmp_path, database):
    """The local mode: no accounts, no sign-in, on loopback only."""
    srv = Server(system_binary(), database, tmp_path / "server.log", account=False)
    srv.start()
    clear_of_the_day_start(srv)
    yield srv
    srv.stop()


def chrome_options() -> webdriver.ChromeOptions:
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1280,900", "--lang=en-US", "--no-first-run", "--no-default-browser-check",
                     "--disable-extensions", "--disable-background-networking", "--disable-component-update",
                     "--disable-sync", "--hide-scrollbars"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": "en-US,en"})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return options


def pytest_sessionstart(session):
    """Screenshots are this run's only: several tests add theirs (see test_screenshots.shoot)."""
    SCREENSHOTS.mkdir(exist_ok=True)
    for old in SCREENSHOTS.glob("*.png"):
        old.unlink()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


def new_browser() -> webdriver.Chrome:
    """A headless Chromium of its own (its own cookies), not signed in to anything."""
    for path in (CHROMIUM, CHROMEDRIVER):
        if not os.access(path, os.X_OK):
            pytest.exit(f"e2e: {path} is missing: apt-get install chromium chromium-driver", returncode=1)
    browser = webdriver.Chrome(options=chrome_options(), service=Service(executable_path=CHROMEDRIVER))
    browser.set_page_load_timeout(30)
    return browser


def browser_for(request, signed_in: bool):
    browser = new_browser()
    if signed_in:
        sign_in(browser, request.getfixturevalue("server"))
    yield browser
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        SCREENSHOTS.mkdir(exist_ok=True)
        try:
            browser.save_screenshot(str(SCREENSHOTS / f"failed-{request.node.name}.png"))
        except Exception:  # noqa: BLE001 — a failure screenshot is best effort
            pass
    browser.quit()


@pytest.fixture
def driver(request):
    """The test's browser; signed in as the account when the test uses the hosted `server`."""
    yield from browser_for(request, signed_in="server" in request.fixturenames)


@pytest.fixture
def local_driver(request):
    """A browser that has not signed in to anything."""
    yield from browser_for(request, signed_in=False)


# ---- Helpers ----

def sign_in(driver, server, name: str = ACCOUNT, password: str = PASSWORD, then: str = "/") -> None:
    """Signs the browser in through the sign-in page, as a person would, and waits for the page it lands on."""
    driver.get(server.url(f"/sign-in?next={then}"))
    form = driver.find_element("css selector", "form[action='/sign-in']")
    form.find_element("name", "name").send_keys(name)
    form.find_element("name", "password").send_keys(password)
    form.find_element("css selector", "button[type=submit]").click()
    wait(driver).until(lambda d: "/sign-in" not in d.current_url)
    page_ready(driver)


def cookie_header(driver) -> str:
    """The browser's cookies as a Cookie header, for a request made beside the browser as the same person."""
    return "; ".join(f"{cookie['name']}={cookie['value']}" for cookie in driver.get_cookies())


class _Wait(WebDriverWait):
    """A wait that looks again when chromedriver answers "Node with given id does not belong to the document": the
    element's page was being replaced by an enhanced form's answer as the condition read it (as with a stale element,
    which Selenium's conditions already take as "not yet"; this answer they raise)."""

    def until(self, method, message: str = ""):
        def looking_again(driver):
            try:
                return method(driver)
            except WebDriverException as error:
                if "does not belong to the document" in str(error):
                    return False
                raise

        return super().until(looking_again, message)


def wait(driver, timeout: float = TIMEOUT) -> WebDriverWait:
    return _Wait(driver, timeout)


def replaced(element):
    """A condition: the page that held `element` has gone (a form posted and the next page loaded).

    Selenium's `staleness_of` only knows the stale-element answer; while the old document is being torn down
    chromedriver can instead answer "Node with given id does not belong to the document", which means the same."""
    def gone(_driver) -> bool:
        try:
            element.is_enabled()
            return False
        except StaleElementReferenceException:
            return True
        except WebDriverException as error:
            if "does not belong to the document" in str(error):
                return True
            raise
    return gone


def until_the_worker_controls(driver, path_url: str) -> None:
    """Opens the page and waits until the service worker controls it, as it does from a person's second page on.

    A page whose navigation began while the worker was still activating can stay uncontrolled (clients.claim()
    takes only the pages that existed when it ran); such a page is opened again once the worker is ready."""
    driver.get(path_url)
    ready = "const done = arguments[arguments.length - 1]; navigator.serviceWorker.ready.then(() => done(true), () => done(false));"
    driver.set_script_timeout(TIMEOUT * 2)
    assert driver.execute_async_script(ready), "the service worker never became ready"
    for _ in range(3):
        if driver.execute_script("return !!navigator.serviceWorker.controller"):
            return
        driver.get(path_url)
    assert driver.execute_script("return !!navigator.serviceWorker.controller"), "the service worker never controlled the page"


def set_window_size(driver, width: int, height: int) -> None:
    """Makes the page's viewport exactly width × height CSS pixels (the window frame is corrected for)."""
    driver.set_window_size(width, height)
    for _ in range(3):
        inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
        if inner == [width, height]:
            return
        outer = driver.get_window_size()
        driver.set_window_size(outer["width"] + width - inner[0], outer["height"] + height - inner[1])
    inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
    assert inner == [width, height], f"could not set the viewport to {width}×{height}, it is {inner}"


def set_color_scheme(driver, scheme: str) -> None:
    """Forces `prefers-color-scheme` to "light" or "dark" for this browser tab (it lasts across navigations)."""
    assert scheme in ("light", "dark")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})


def console_errors(driver) -> list[dict]:
    """The SEVERE entries of the browser log since the last call (reading the log empties it)."""
    return [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]


def page_ready(driver) -> None:
    """Waits for the page to load, and for a new account's first page to adopt the browser's time zone, which may
    reload it once (app.js marks the page while that is undecided)."""
    def settled(d) -> bool:
        try:
            return d.execute_script(
                "return document.readyState === 'complete' && !('adoptingTimeZone' in document.documentElement.dataset)")
        except WebDriverException:  # asked while the page was being replaced
            return False
    wait(driver).until(settled)


def press(driver, *keys) -> None:
    """Sends keys to whatever has the focus, as a keyboard would."""
    ActionChains(driver).send_keys(*keys).perform()


def active(driver) -> dict:
    """A description of the focused element: tag, id, name, type, value, text, checked."""
    return driver.execute_script("""
        const e = document.activeElement;
        if (!e) return {};
        return {tag: e.tagName.toLowerCase(), id: e.id, name: e.getAttribute('name') || '',
                type: e.getAttribute('type') || '', value: e.value || '', checked: !!e.checked,
                text: (e.innerText || e.textContent || '').trim()};
    """)


def tab_to(driver, matches, limit: int = 80, backwards: bool = False) -> dict:
    """Presses Tab (or Shift+Tab) until the focused element matches; fails if it is not reachable."""
    seen = []
    for _ in range(limit):
        if backwards:
            ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        else:
            press(driver, Keys.TAB)
        element = active(driver)
        if matches(element):
            return element
        seen.append(f"{element.get('tag')}#{element.get('id')}[{element.get('name')}]{element.get('text', '')[:20]!r}")
    raise AssertionError(f"not reachable with the keyboard after {limit} Tab presses; focus went through: {seen}")


def past_intention(server, text: str, started_at, ended_at, minutes: int = 25) -> dict:
    """Records an intention that ran between two past instants (aware datetimes): start, end, then correct
    its times through the JSON API, the way a user fixes a forgotten entry."""
    created = server.api("POST", "/api/v1/intentions", {"text": text, "minutes": minutes})
    server.api("POST", f"/api/v1/intentions/{created['id']}/end")
    return server.api("POST", f"/api/v1/intentions/{created['id']}/edit",
                      {"startedAt": started_at.isoformat(timespec="seconds"),
                       "endedAt": ended_at.isoformat(timespec="seconds")})


def type_datetime_local(driver, element, value) -> None:
    """Types a wall-clock date and time into an `<input type=datetime-local>` as a user would in an en-US browser
    (month, day, year, then → to the time, hours, minutes, AM/PM), and checks the field took it."""
    driver.execute_script("arguments[0].focus()", element)   # the first segment: the month
    hour12 = value.hour % 12 or 12
    press(driver, value.strftime("%m%d%Y"), Keys.RIGHT, f"{hour12:02d}{value.minute:02d}", "P" if value.hour >= 12 else "A")
    expected = value.strftime("%Y-%m-%dT%H:%M")
    actual = element.get_property("value")
    assert actual == expected, f"typed {expected} into the date-time field, it holds {actual!r}"


def planned_week(server) -> dict:
    """A week with a plan on it, through the JSON API: areas, goals with estimates, a capacity, a linked to-do for
    today with an ended intention started from it, and a retrospective held with an action item.
    Returns the week's start date and the to-do."""
    week = server.api("GET", "/api/v1/weeks/current")
    start = week["weekStart"]
    for name in ("Career", "Family", "Health"):
        server.api("POST", "/api/v1/areas", {"name": name})
    importer = server.api("POST", f"/api/v1/weeks/{start}/goals", {"title": "Ship the importer", "area": "Career", "estimate": "6h"})
    server.api("POST", f"/api/v1/weeks/{start}/goals", {"title": "Plan the holiday", "area": "Family", "estimate": "M"})
    server.api("POST", f"/api/v1/weeks/{start}/goals", {"title": "Run three times", "area": "Health", "estimate": "3h"})
    server.api("PUT", f"/api/v1/weeks/{start}/capacity", {"perDayHours": 3})
    date = server.api("GET", "/api/v1/days/today/todos")["date"]
    todo = server.api("POST", f"/api/v1/days/{date}/todos", {"text": "Write the parser", "goal": importer["id"]})
    server.api("POST", f"/api/v1/days/{date}/todos", {"text": "Call the travel agent", "area": "Family"})
    started = server.api("POST", "/api/v1/intentions", {"todoId": todo["id"], "minutes": 25})
    server.api("POST", f"/api/v1/intentions/{started['id']}/end")
    server.api("PUT", f"/api/v1/weeks/{start}/retro", {"wentWell": "The importer moved", "wentPoorly": "Meetings",
                                                       "actionItems": [{"text": "Block the mornings"}]})
    return {"week": start, "date": date, "todo": todo}

