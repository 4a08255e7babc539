"""Photos as a person adds them on a phone: several chosen at once join the day's grid while the review being typed
stays as it was; a file that is not a photo is refused by name and adds nothing; a photo opens full size, steps to
the next, and is removed."""

import struct
import zlib

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from conftest import console_errors, page_ready, set_window_size, wait
from test_journal import review_text, tap, type_under


def png(path, width: int, height: int, rgb: tuple[int, int, int]) -> str:
    """Writes a plain RGB PNG of one colour, as a phone's screenshot would be."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    row = b"\x00" + bytes(rgb) * width
    body = chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    body += chunk(b"tEXt", b"Comment\x00taken at home")
    body += chunk(b"IDAT", zlib.compress(row * height)) + chunk(b"IEND", b"")
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + body)
    return str(path)


def grid_images(driver):
    return driver.find_elements(By.CSS_SELECTOR, "#photos [data-photo-grid] img")


def test_photos_join_the_day_and_open_full_size(server, driver, tmp_path):
    set_window_size(driver, 390, 844)
    driver.get(server.url("/"))
    page_ready(driver)
    type_under(driver, "review-text", "Snow on the roofs.")

    # Two photos chosen at once: both join the grid, and the words typed are still there
    picker = driver.find_element(By.CSS_SELECTOR, "#photos form.photo-form input[type=file][multiple]")
    picker.send_keys(png(tmp_path / "roofs.png", 600, 400, (200, 40, 40)) + "\n" + png(tmp_path / "street.png", 300, 500, (40, 40, 200)))
    wait(driver).until(lambda d: len(grid_images(d)) == 2)
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "photos-status"), "2 photos added."))
    assert "Snow on the roofs." in review_text(driver)
    wait(driver).until(lambda d: all(d.execute_script("return arguments[0].naturalWidth", image) > 0 for image in grid_images(d)))

    # A file that is not a photo, whatever its name: refused in words that name it, nothing added
    fake = tmp_path / "holiday.jpg"
    fake.write_text("these are notes, not a picture")
    driver.find_element(By.CSS_SELECTOR, "#photos form.photo-form input[type=file][multiple]").send_keys(str(fake))
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "photos-status"), "holiday.jpg"))
    assert "not a photo" in driver.find_element(By.ID, "photos-status").text
    assert len(grid_images(driver)) == 2
    assert "Snow on the roofs." in review_text(driver)

    # Full size, one at a time
    tap(driver, grid_images(driver)[0])
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "img.photo-full")))
    full = driver.find_element(By.CSS_SELECTOR, "img.photo-full")
    wait(driver).until(lambda d: d.execute_script("return arguments[0].naturalWidth", full) == 600)
    assert "1 of 2" in driver.find_element(By.CSS_SELECTOR, ".photo-nav").text
    tap(driver, driver.find_element(By.LINK_TEXT, "Next →"))
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, ".photo-nav"), "2 of 2"))

    # Removed: back on the day, one photo left
    tap(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Remove the photo']"))
    wait(driver).until(lambda d: "/photos/" not in d.current_url)
    page_ready(driver)
    wait(driver).until(lambda d: len(grid_images(d)) == 1)
    # The one error is the refused file's answer, which the page said in words
    errors = [error for error in console_errors(driver) if "/api/v1/photos" not in error["message"] or "422" not in error["message"]]
    assert errors == []


def test_a_day_one_export_is_imported_on_the_journals_page(server, driver, tmp_path):
    """Day One's zip, chosen on the journal's page: the entries and the photo arrive on their days, and the page says
    what came in."""
    import hashlib
    import json
    import zipfile

    photo = tmp_path / "lake.png"
    png(photo, 400, 300, (40, 90, 160))
    digest = hashlib.md5(photo.read_bytes()).hexdigest()
    journal = {"metadata": {"version": "1.0"}, "entries": [
        {"uuid": "E2E00000000000000000000000000001", "creationDate": "2024-06-01T18:00:00Z", "timeZone": "Europe/Berlin",
         "text": "Swam in the lake.\n\n![](dayone-moment://P1)", "tags": ["summer"], "starred": True,
         "photos": [{"identifier": "P1", "md5": digest, "type": "png"}]},
        {"uuid": "E2E00000000000000000000000000002", "creationDate": "2024-06-02T07:00:00Z", "timeZone": "Europe/Berlin",
         "text": "Rain all morning."},
    ]}
    export = tmp_path / "Export.zip"
    with zipfile.ZipFile(export, "w") as archive:
        archive.writestr("Journal.json", json.dumps(journal))
        archive.write(photo, f"photos/{digest}.png")

    set_window_size(driver, 390, 844)
    driver.get(server.url("/journal"))
    page_ready(driver)
    driver.find_element(By.ID, "dayone-file").send_keys(str(export))
    tap(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Import']"))
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "dayone-status"), "Imported 2 entries and 1 photo."))

    driver.get(server.url("/days/2024-06-01"))
    page_ready(driver)
    review = driver.find_element(By.ID, "review")
    assert "Swam in the lake." in review.text and "#summer" in review.text
    image = review.find_element(By.CSS_SELECTOR, "article.journal-entry .photo-grid img")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", image)  # thumbnails load as they come into view
    wait(driver).until(lambda d: d.execute_script("return arguments[0].naturalWidth", image) > 0)
    assert "dayone-moment" not in review.text
