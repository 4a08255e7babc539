"""The food database in a browser: load USDA's zip on the page, search as you type on a phone, read a food's
nutrients per portion; a wrong file is refused inline and changes nothing; on a hosted server the administrator
loads it from the command line."""

import csv
import io
import zipfile

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select

from conftest import page_ready, set_color_scheme, set_window_size, wait
from test_screenshots import shoot

FOODS = [
    (171287, "Egg, whole, raw, fresh"), (169904, "Eggs, scrambled, frozen mixture"), (169228, "Eggplant, raw"),
    (171267, "Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D"),
    (900001, "Café au lait, prepared"), (173944, "Bananas, raw"),
]
AMOUNTS = [(171287, 1008, 143), (171287, 1003, 12.56), (171287, 1004, 9.51), (169904, 1008, 147), (169228, 1008, 25),
           (171267, 1008, 50), (173944, 1008, 89), (173944, 1003, 1.09)]
PORTIONS = [(171287, "large", 50), (171287, "cup (4.86 large eggs)", 243), (171267, "cup", 244), (173944, "medium (7\" to 7-7/8\" long)", 118)]


def usda_zip(path):
    """A small download in USDA's layout: quoted CSV files in a folder of a zip."""
    def table(header, rows):
        out = io.StringIO()
        writer = csv.writer(out, quoting=csv.QUOTE_ALL, lineterminator="\n")
        writer.writerow(header)
        writer.writerows(rows)
        return out.getvalue()

    files = {
        "food.csv": table(["fdc_id", "data_type", "description", "food_category_id", "publication_date"],
                          [(i, "sr_legacy_food", d, 1, "2019-04-01") for i, d in FOODS]),
        "nutrient.csv": table(["id", "name", "unit_name", "nutrient_nbr", "rank"],
                              [(1003, "Protein", "G", 203, 600), (1004, "Total lipid (fat)", "G", 204, 800),
                               (1008, "Energy", "KCAL", 208, 300)]),
        "food_nutrient.csv": table(["id", "fdc_id", "nutrient_id", "amount"], [(n + 1, *row) for n, row in enumerate(AMOUNTS)]),
        "food_portion.csv": table(["id", "fdc_id", "seq_num", "amount", "measure_unit_id", "portion_description", "modifier", "gram_weight"],
                                  [(n + 1, f, 1, 1, 9999, "", m, g) for n, (f, m, g) in enumerate(PORTIONS)]),
        "food_category.csv": table(["id", "code", "description"], [(1, "0100", "Dairy and Egg Products")]),
    }
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in files.items():
            archive.writestr(f"FoodData_Central_sr_legacy_food_csv_2018-04/{name}", text)
    return path


def results(driver):
    return [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#food-results .food-name")]


def test_load_the_database_on_the_page_then_search_and_read_a_food_on_a_phone(local_server, local_driver, tmp_path):
    driver = local_driver
    set_window_size(driver, 390, 844)
    driver.get(local_server.url("/foods"))
    page_ready(driver)
    assert "There is no food database here yet" in driver.find_element(By.ID, "foods-lead").text
    assert driver.find_element(By.CSS_SELECTOR, "a.tab[aria-current=page]").text == "Health"

    # A file that is not USDA's is refused where it was chosen, and nothing changes.
    wrong = tmp_path / "notes.zip"
    wrong.write_text("my shopping list")
    driver.find_element(By.ID, "food-file").send_keys(str(wrong))
    driver.find_element(By.XPATH, "//button[normalize-space()='Load foods']").click()
    status = driver.find_element(By.ID, "food-import-status")
    wait(driver).until(lambda d: "notes.zip is not a zip file" in status.text)
    assert "field-error" in status.get_attribute("class")
    assert local_server.system("foods", "search", "egg").startswith("The food database is empty")

    # The real download loads, and the page comes back with the search.
    driver.find_element(By.ID, "food-file").send_keys(str(usda_zip(tmp_path / "FoodData_Central_sr_legacy_food_csv_2018-04.zip")))
    driver.find_element(By.XPATH, "//button[normalize-space()='Load foods']").click()
    wait(driver).until(lambda d: "Loaded 6 foods" in d.find_element(By.ID, "food-import-status").text)
    search = wait(driver).until(EC.visibility_of_element_located((By.ID, "food-query")))
    assert "6 foods from USDA FoodData Central" in driver.find_element(By.ID, "foods-lead").text
    assert "FoodData_Central_sr_legacy_food_csv_2018-04.zip" in driver.find_element(By.CSS_SELECTOR, ".food-imports").text

    # Search as you type: eggs before eggplant, accents folded, results replaced as the words grow.
    search.send_keys("egg")
    wait(driver).until(lambda d: results(d)[:1] == ["Egg, raw"])
    assert results(driver) == ["Egg, raw", "Eggs, scrambled, frozen mixture", "Eggplant, raw"]
    assert "egg" in driver.current_url   # the address keeps the search, so back comes back to it
    search.send_keys(" scr")
    wait(driver).until(lambda d: results(d) == ["Eggs, scrambled, frozen mixture"])
    search.clear()
    search.send_keys("cafe")
    wait(driver).until(lambda d: results(d) == ["Café au lait, prepared"])
    search.clear()
    search.send_keys("zzz")
    wait(driver).until(lambda d: "Nothing matches “zzz”." in d.find_element(By.ID, "food-status").text)
    search.clear()
    search.send_keys("milk 2")
    wait(driver).until(lambda d: results(d) == ["Milk, 2%"])
    for scheme in ("light", "dark"):
        set_color_scheme(driver, scheme)
        shoot(driver, "foods-search", 390, 844, scheme)

    # A food: its USDA description one tap away, nutrients per 100 g and per the portion chosen.
    search.clear()
    search.send_keys("egg")
    wait(driver).until(lambda d: results(d)[:1] == ["Egg, raw"])
    driver.find_element(By.CSS_SELECTOR, "#food-results li:first-child a").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.TAG_NAME, "h1"), "Egg, raw"))
    description = driver.find_element(By.CSS_SELECTOR, ".usda-description")
    assert not description.find_element(By.TAG_NAME, "p").is_displayed()
    description.find_element(By.TAG_NAME, "summary").click()
    assert description.find_element(By.TAG_NAME, "p").text == "Egg, whole, raw, fresh"

    def cell(nutrient):
        row = driver.find_element(By.XPATH, f"//table[@class='nutrients']//tr[th[normalize-space()='{nutrient}']]")
        return [td.text for td in row.find_elements(By.TAG_NAME, "td")]

    assert cell("Protein") == ["12.6 g", "6.3 g"]   # per 100 g, per 1 large (50 g)
    assert cell("Fibre") == ["not analysed", "not analysed"]
    driver.find_element(By.PARTIAL_LINK_TEXT, "1 cup").click()
    wait(driver).until(lambda d: cell("Protein") == ["12.6 g", "30.5 g"])
    for scheme in ("light", "dark"):
        set_color_scheme(driver, scheme)
        shoot(driver, "food", 390, 844, scheme)
    set_window_size(driver, 1440, 900)
    for scheme in ("light", "dark"):
        set_color_scheme(driver, scheme)
        shoot(driver, "food", 1440, 900, scheme)
    driver.back()   # the portion chosen
    driver.back()   # the search, as it was left: the address kept the words
    wait(driver).until(EC.visibility_of_element_located((By.ID, "food-query")))
    assert driver.find_element(By.ID, "food-query").get_attribute("value") == "egg"
    assert results(driver)[:1] == ["Egg, raw"]
    for scheme in ("light", "dark"):
        set_color_scheme(driver, scheme)
        shoot(driver, "foods-search", 1440, 900, scheme)


def test_on_a_hosted_server_the_administrator_loads_foods_and_everyone_searches(server, driver, tmp_path):
    printed = server.system("foods", "import", str(usda_zip(tmp_path / "sr-legacy.zip")))
    assert printed.startswith("Loaded 6 foods from sr-legacy.zip")
    driver.get(server.url("/foods?q=banana"))
    page_ready(driver)
    assert results(driver) == ["Banana, raw"]
    notice = driver.find_element(By.CSS_SELECTOR, "#food-import .notice").text
    assert "the administrator loads the food database" in notice
    assert not driver.find_elements(By.CSS_SELECTOR, "[data-food-import]")
    # The form works without the script too: a search is a plain GET.
    search = driver.find_element(By.ID, "food-query")
    search.clear()
    driver.execute_script("arguments[0].value = 'milk'; arguments[0].form.submit()", search)
    wait(driver).until(lambda d: "q=milk" in d.current_url)
    page_ready(driver)
    assert results(driver) == ["Milk, 2%"]


def test_log_a_food_from_today_on_a_phone_and_take_it_out_again(local_server, local_driver, tmp_path):
    """Today → Add food → search → the food → how much and which meal → back on Today with the day's food."""
    driver = local_driver
    local_server.system("foods", "import", str(usda_zip(tmp_path / "FoodData_Central_sr_legacy_food_csv_2018-04.zip")))
    set_window_size(driver, 390, 844)
    driver.get(local_server.url("/"))
    page_ready(driver)
    food = driver.find_element(By.ID, "food")
    assert "Nothing logged yet." in food.text
    food.find_element(By.LINK_TEXT, "Add food").click()
    search = wait(driver).until(EC.visibility_of_element_located((By.ID, "food-query")))
    assert "Adding to today" in driver.find_element(By.CSS_SELECTOR, ".food-search .notice").text
    search.send_keys("egg")
    wait(driver).until(lambda d: results(d)[:1] == ["Egg, raw"])
    driver.find_element(By.CSS_SELECTOR, "#food-results li:first-child a").click()
    quantity = wait(driver).until(EC.visibility_of_element_located((By.ID, "log-quantity")))
    assert "Log it for today" in driver.find_element(By.ID, "log-title").text

    # A quantity that is not a number is refused where it was typed, and kept.
    quantity.clear()
    quantity.send_keys("two")
    driver.find_element(By.XPATH, "//button[normalize-space()='Log Egg, raw']").click()
    error = wait(driver).until(EC.visibility_of_element_located((By.ID, "log-error")))
    assert "“two” is not an amount" in error.text
    quantity = driver.find_element(By.ID, "log-quantity")
    assert quantity.get_attribute("value") == "two"
    assert quantity.get_attribute("aria-invalid") == "true"

    quantity.clear()
    quantity.send_keys("2")
    Select(driver.find_element(By.ID, "log-unit")).select_by_value("large")
    Select(driver.find_element(By.ID, "log-meal")).select_by_value("breakfast")
    for scheme in ("light", "dark"):
        set_color_scheme(driver, scheme)
        shoot(driver, "food-log", 390, 844, scheme, at="#log-food")
    driver.find_element(By.XPATH, "//button[normalize-space()='Log Egg, raw']").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-toast]"), "Food logged."))  # back on Today
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "food"), "Egg, raw"))
    text = driver.find_element(By.ID, "food").text
    assert "Breakfast" in text and "2 large (100 g) · 143 kcal" in text
    assert "143 kcal" in driver.find_element(By.CSS_SELECTOR, "#food .card-head").text
    for scheme in ("light", "dark"):
        set_color_scheme(driver, scheme)
        shoot(driver, "today-food", 390, 844, scheme, at="#food")
    day = local_server.api("GET", "/api/v1/days/today/food")
    assert [e["name"] for e in day["entries"]] == ["Egg, raw"] and day["totals"]["kcal"] == 143

    driver.find_element(By.CSS_SELECTOR, "#food button[aria-label^='Remove Egg, raw']").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "food"), "Nothing logged yet."))  # rides over the swap
    assert local_server.api("GET", "/api/v1/days/today/food")["entries"] == []
