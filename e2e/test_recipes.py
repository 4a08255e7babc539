"""Foods of one's own on a phone: a food typed from its label, a recipe built from searched ingredients and logged by
the serving, an edit that leaves what was logged alone, a meal saved as a recipe, a portion of one's own and a
favourite. Refused forms come back with what was typed."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select

from conftest import page_ready, set_color_scheme, set_window_size, wait
from test_foods import results, usda_zip
from test_screenshots import shoot


def open_details(driver, summary):
    element = driver.find_element(By.XPATH, f"//summary[normalize-space()='{summary}']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def fill(driver, field_id, text):
    field = driver.find_element(By.ID, field_id)
    field.clear()
    field.send_keys(text)


def click(driver, text):
    button = driver.find_element(By.XPATH, f"//button[normalize-space()='{text}']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()


def cell(driver, nutrient):
    row = driver.find_element(By.XPATH, f"//table[@class='nutrients']//tr[th[normalize-space()='{nutrient}']]")
    return [td.text for td in row.find_elements(By.TAG_NAME, "td")]


def add_ingredient(driver, query, name, quantity, unit, from_recipe=True):
    if from_recipe:
        driver.find_element(By.LINK_TEXT, "Add an ingredient").click()
    search = wait(driver).until(EC.visibility_of_element_located((By.ID, "food-query")))
    assert "Adding an ingredient to" in driver.find_element(By.CSS_SELECTOR, ".food-search .notice").text
    search.send_keys(query)
    wait(driver).until(lambda d: results(d)[:1] == [name])
    driver.find_element(By.CSS_SELECTOR, "#food-results li:first-child a").click()
    wait(driver).until(EC.visibility_of_element_located((By.ID, "log-quantity")))
    fill(driver, "log-quantity", quantity)
    Select(driver.find_element(By.ID, "log-unit")).select_by_value(unit)
    assert not driver.find_elements(By.ID, "log-meal")   # an ingredient has no meal
    driver.find_element(By.CSS_SELECTOR, "#log-food button[type=submit]").click()
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-toast]"), "Ingredient added."))


def test_a_food_from_its_label_and_a_recipe_logged_by_the_serving_on_a_phone(local_server, local_driver, tmp_path):
    driver = local_driver
    local_server.system("foods", "import", str(usda_zip(tmp_path / "FoodData_Central_sr_legacy_food_csv_2018-04.zip")))
    set_window_size(driver, 390, 844)
    driver.get(local_server.url("/foods"))
    page_ready(driver)

    # A food from its label, per serving; a value that is not a number is refused where it was typed, and kept.
    open_details(driver, "A food from its label")
    fill(driver, "label-name", "Protein bar")
    fill(driver, "label-serving-grams", "40")
    fill(driver, "label-serving-name", "bar")
    fill(driver, "label-kcal", "lots")
    fill(driver, "label-protein", "20")
    click(driver, "Save the food")
    error = wait(driver).until(EC.visibility_of_element_located((By.ID, "label-error")))
    assert "“lots” is not a number" in error.text
    assert driver.find_element(By.ID, "label-kcal").get_attribute("aria-invalid") == "true"
    assert driver.find_element(By.ID, "label-name").get_attribute("value") == "Protein bar"
    assert driver.find_element(By.ID, "label-protein").get_attribute("value") == "20"
    for scheme in ("light", "dark"):
        set_color_scheme(driver, scheme)
        shoot(driver, "food-label-refused", 390, 844, scheme, at="#own-foods")
    fill(driver, "label-kcal", "180")
    click(driver, "Save the food")
    wait(driver).until(EC.text_to_be_present_in_element((By.TAG_NAME, "h1"), "Protein bar"))
    assert cell(driver, "Energy") == ["450 kcal", "180 kcal"]   # per 100 g, per 1 bar (40 g)
    assert cell(driver, "Protein") == ["50 g", "20 g"]
    assert cell(driver, "Sodium") == ["not given", "not given"]   # not on the label is not 0

    # A recipe: created, then its ingredients found by search and added with their amounts.
    driver.get(local_server.url("/foods"))
    page_ready(driver)
    open_details(driver, "A new recipe")
    fill(driver, "recipe-name", "Eggs and milk")
    fill(driver, "recipe-servings", "2")
    click(driver, "Create and add ingredients")
    wait(driver).until(EC.visibility_of_element_located((By.ID, "food-query")))
    assert "Adding an ingredient to Eggs and milk." in driver.find_element(By.CSS_SELECTOR, ".food-search .notice").text
    recipe_id = driver.current_url.split("recipe=")[1]
    assert int(recipe_id) < 0   # the user's own foods have negative ids; USDA's are positive
    add_ingredient(driver, "egg", "Egg, raw", "2", "large", from_recipe=False)
    add_ingredient(driver, "milk 2", "Milk, 2%", "1", "cup")
    ingredients = driver.find_element(By.ID, "ingredients").text
    assert "Egg, raw" in ingredients and "2 large (100 g) · 143 kcal" in ingredients
    assert "Milk, 2%" in ingredients and "1 cup (244 g) · 122 kcal" in ingredients
    assert "Makes 2 servings of 172 g" in ingredients
    recipe = local_server.api("GET", f"/api/v1/recipes/{recipe_id}")
    assert recipe["servingGrams"] == 172 and recipe["rawGrams"] == 344
    per_serving = recipe["kcalPerServing"]
    for scheme in ("light", "dark"):
        set_color_scheme(driver, scheme)
        shoot(driver, "recipe", 390, 844, scheme)

    # Logged by the serving, for breakfast.
    fill(driver, "log-quantity", "1")
    Select(driver.find_element(By.ID, "log-unit")).select_by_value("serving")
    Select(driver.find_element(By.ID, "log-meal")).select_by_value("breakfast")
    click(driver, "Log Eggs and milk")
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-toast]"), "Food logged."))
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "food"), "Eggs and milk"))
    assert f"1 serving (172 g) · {per_serving:.0f} kcal" in driver.find_element(By.ID, "food").text

    # The recipe changes (four servings, weighed once cooked): the day already eaten does not.
    driver.get(local_server.url(f"/foods/{recipe_id}"))
    page_ready(driver)
    open_details(driver, "Name, servings and cooked weight")
    fill(driver, "recipe-servings", "four")
    click(driver, "Save")
    wait(driver).until(EC.visibility_of_element_located((By.ID, "recipe-error")))
    assert driver.find_element(By.ID, "recipe-servings").get_attribute("value") == "four"
    fill(driver, "recipe-servings", "4")
    fill(driver, "recipe-cooked", "300")
    click(driver, "Save")
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "ingredients"), "Makes 4 servings of 75 g"))
    assert "Edited 3 times" in driver.find_element(By.ID, "ingredients").text   # two ingredients added, then this
    day = local_server.api("GET", "/api/v1/days/today/food")
    assert [(e["name"], e["grams"]) for e in day["entries"]] == [("Eggs and milk", 172)]

    # A meal saved as a recipe, from the day's food card.
    driver.get(local_server.url("/"))
    page_ready(driver)
    open_details(driver, "Save a meal as a recipe")
    fill(driver, "food-recipe-name", "Eggs and milk")   # taken: refused on the card, the name kept
    Select(driver.find_element(By.ID, "food-recipe-meal")).select_by_value("breakfast")
    click(driver, "Save as a recipe")
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "food"), "You have a food called “Eggs and milk” already."))
    assert driver.find_element(By.ID, "food-recipe-name").get_attribute("value") == "Eggs and milk"
    fill(driver, "food-recipe-name", "Usual breakfast")
    click(driver, "Save as a recipe")
    wait(driver).until(EC.text_to_be_present_in_element((By.TAG_NAME, "h1"), "Usual breakfast"))
    assert "Eggs and milk" in driver.find_element(By.ID, "ingredients").text

    # A portion of one's own, and a favourite: first on the Foods page before anything is typed.
    driver.get(local_server.url("/foods/171287"))
    page_ready(driver)
    fill(driver, "portion-name", "my bowl")
    fill(driver, "portion-grams", "150")
    click(driver, "Add the portion")
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "own-portions"), "1 my bowl (150 g)"))
    assert "my bowl" in [o.get_attribute("value") for o in Select(driver.find_element(By.ID, "log-unit")).options]
    click(driver, "☆ Make it a favourite")
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, ".favourite-form button"), "★ A favourite"))
    driver.get(local_server.url("/foods"))
    page_ready(driver)
    usual = driver.find_element(By.ID, "food-usual").text
    assert usual.index("Favourites") < usual.index("Egg, raw") < usual.index("Lately")
    for width, height in ((390, 844), (1440, 900)):
        set_window_size(driver, width, height)
        for scheme in ("light", "dark"):
            set_color_scheme(driver, scheme)
            shoot(driver, "foods-usual", width, height, scheme)
    driver.get(local_server.url(f"/foods/{recipe_id}"))
    for scheme in ("light", "dark"):
        set_color_scheme(driver, scheme)
        shoot(driver, "recipe", 1440, 900, scheme)

    # The command line sees the same.
    printed = local_server.system("recipe", "show", "eggs and milk")
    assert "Your recipe · 2 ingredients · 4 servings · 300 g cooked" in printed
