#!/usr/bin/env python3
"""The food database: search latency and import, on USDA's SR Legacy (7,793 foods) and on generated foods (400,000 by
default), each figure next to a baseline from the same run (issue 15).

- Search: `food-search` (Benchmarks/Sources/food-search) runs every prefix, from two characters, of words people
  look for, as search-as-you-type sends them, through FoodDatabase.search and through a raw FTS5 query on the same
  table (`MATCH ? ORDER BY rank LIMIT 20`) over the same connection, interleaved; p50 and p99 of each.
- Import: `system foods import` of the zip (wall time, max RSS), against the sqlite3 shell loading the same CSV files
  into plain tables of the same columns and building the same FTS5 index (no names, no checks): the floor.

The generated foods are deterministic (--seed): descriptions made of USDA-like parts ("Beans, kidney, canned,
drained"), three nutrients and a portion each. SR Legacy is read from ../shared/data when it is there (skipped, with
a message, when not).

Needs: sqlite3 and GNU time. Builds `system` and `food-search` (release) when missing.
Usage: python3 Benchmarks/food-search.py [--foods 400000] [--runs 20]
"""
import argparse
import csv
import io
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import zipfile

import release_build

BENCHMARKS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCHMARKS)
SR_LEGACY = os.path.join(ROOT, "..", "shared", "data", "usda-sr-legacy", "FoodData_Central_sr_legacy_food_csv_2018-04.zip")

BASES = """Apples Apricots Artichokes Asparagus Avocados Bacon Bagels Bananas Barley Beans Beef Beets Biscuits Blackberries
Blueberries Bread Broccoli Buckwheat Bulgur Butter Buttermilk Cabbage Cake Carrots Cauliflower Celery Cereals Cheese
Cherries Chicken Chickpeas Chocolate Clams Cod Coffee Cookies Corn Couscous Crackers Cranberries Cream Cucumber Dates
Duck Eggplant Eggs Figs Flour Garlic Ginger Grapefruit Grapes Haddock Halibut Ham Honey Hummus Kale Ketchup Kiwifruit
Lamb Leeks Lemons Lentils Lettuce Limes Lobster Mackerel Mangos Margarine Mayonnaise Melons Milk Millet Muffins
Mushrooms Mussels Mustard Nectarines Noodles Oats Oil Okra Olives Onions Oranges Oysters Pancakes Papayas Parsnips
Pasta Peaches Peanuts Pears Peas Pecans Peppers Pickles Pineapple Pistachios Pizza Plums Pollock Pomegranates Popcorn
Pork Potatoes Pretzels Prunes Pumpkin Quinoa Radishes Raisins Raspberries Rhubarb Rice Rye Salmon Sardines Sausage
Scallops Shrimp Soup Spinach Squash Strawberries Sugar Sunflower Tangerines Tea Tofu Tomatoes Tortillas Trout Tuna
Turkey Turnips Veal Vinegar Waffles Walnuts Watermelon Wheat Yogurt Zucchini""".split()
QUALIFIERS = """red green yellow white black brown whole skim lowfat reduced fat nonfat sweetened unsweetened plain
flavored organic wild farmed fresh frozen canned dried smoked salted unsalted light dark mature young baby large small
medium long-grain short-grain instant enriched unenriched fortified regular extra lean lean only fat and lean sliced
chopped diced shredded ground whole kernel cream style in syrup in juice in water in oil packed commercial
home-prepared restaurant""".split()
PREPARATIONS = ["raw", "cooked", "boiled", "baked", "roasted", "fried", "grilled", "steamed", "braised", "broiled", "stewed",
                "microwaved", "poached", "scrambled", "toasted", "heated", "prepared", "unprepared", "dry", "drained"]


def log(message):
    print(message, file=sys.stderr, flush=True)


def run(command, **kwargs):
    log("$ " + " ".join(command))
    return subprocess.run(command, check=True, **kwargs)


def table_text(header, rows):
    out = io.StringIO()
    writer = csv.writer(out, quoting=csv.QUOTE_ALL, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue()


def generate(path, count, seed):
    """A USDA-layout zip of `count` foods with unique descriptions."""
    rng = random.Random(seed)
    seen, foods = set(), []
    while len(foods) < count:
        parts = [rng.choice(BASES)] + rng.sample(QUALIFIERS, rng.randint(1, 3)) + [rng.choice(PREPARATIONS)]
        description = ", ".join(parts)
        if description in seen:
            continue
        seen.add(description)
        foods.append((1_000_000 + len(foods), description))
    nutrients, portions = [], []
    for fdc, _ in foods:
        kcal = rng.randint(10, 900)
        nutrients += [(fdc, 1008, kcal), (fdc, 1003, round(rng.uniform(0, 40), 2)), (fdc, 1004, round(rng.uniform(0, 60), 2))]
        portions.append((fdc, rng.choice(["cup", "tbsp", "oz", "slice", "piece", "serving"]), rng.randint(5, 300)))
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        folder = "FoodData_Central_generated_csv"
        archive.writestr(f"{folder}/food.csv", table_text(["fdc_id", "data_type", "description", "food_category_id", "publication_date"],
                                                         [(i, "sr_legacy_food", d, 1, "2019-04-01") for i, d in foods]))
        archive.writestr(f"{folder}/nutrient.csv", table_text(["id", "name", "unit_name", "nutrient_nbr", "rank"],
                                                             [(1003, "Protein", "G", 203, 600), (1004, "Total lipid (fat)", "G", 204, 800),
                                                              (1008, "Energy", "KCAL", 208, 300)]))
        archive.writestr(f"{folder}/food_nutrient.csv", table_text(["id", "fdc_id", "nutrient_id", "amount"],
                                                                  [(n + 1, *row) for n, row in enumerate(nutrients)]))
        archive.writestr(f"{folder}/food_portion.csv", table_text(
            ["id", "fdc_id", "seq_num", "amount", "measure_unit_id", "portion_description", "modifier", "gram_weight"],
            [(n + 1, f, 1, 1, 9999, "", m, g) for n, (f, m, g) in enumerate(portions)]))
        archive.writestr(f"{folder}/food_category.csv", table_text(["id", "code", "description"], [(1, "0100", "Generated")]))


def timed(command, stdin=None):
    """Wall seconds and max RSS (KB) of a command, from GNU time."""
    out = subprocess.run(["/usr/bin/time", "-f", "%e %M", *command], check=True, capture_output=True, text=True, input=stdin)
    wall, rss = out.stderr.strip().splitlines()[-1].split()
    return float(wall), int(rss), out.stdout


def sqlite_floor(zip_path, work):
    """The sqlite3 shell loading the same CSVs into plain tables and building the same FTS5 index."""
    folder = tempfile.mkdtemp(dir=work)
    with zipfile.ZipFile(zip_path) as archive:
        for member in archive.namelist():
            name = os.path.basename(member)
            if name in ("food.csv", "food_nutrient.csv", "food_portion.csv", "nutrient.csv"):
                with archive.open(member) as source, open(os.path.join(folder, name), "wb") as target:
                    shutil.copyfileobj(source, target)
    database = os.path.join(folder, "floor.sqlite")
    script = f"""
.import --csv {folder}/food.csv food
.import --csv {folder}/nutrient.csv nutrient
.import --csv {folder}/food_nutrient.csv food_nutrient
.import --csv {folder}/food_portion.csv food_portion
CREATE VIRTUAL TABLE search USING fts5(description, tokenize = 'unicode61 remove_diacritics 2');
INSERT INTO search (rowid, description) SELECT fdc_id, description FROM food;
"""
    wall, rss, _ = timed(["sqlite3", database], stdin=script)
    shutil.rmtree(folder)
    return wall, rss


def measure(name, zip_path, system, tool, work, runs):
    data = os.path.join(work, name)
    shutil.rmtree(data, ignore_errors=True)
    os.makedirs(data)
    database = os.path.join(data, "system.sqlite")
    wall, rss, printed = timed([system, "foods", "import", zip_path, "--database", f"sqlite:{database}"])
    log(printed.strip())
    floor_wall, floor_rss = sqlite_floor(zip_path, work)
    search = json.loads(run([tool, "--database", database, "--runs", str(runs)], capture_output=True, text=True).stdout)
    return {"import": {"seconds": wall, "rssKB": rss, "floorSeconds": floor_wall, "floorRssKB": floor_rss}, "search": search}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--foods", type=int, default=400_000)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--work", default="/tmp/the-system-food-bench")
    parser.add_argument("--system", help="the system binary (default .build/release/system, built when missing)")
    parser.add_argument("--tool", default=os.path.join(BENCHMARKS, ".build/release/food-search"))
    args = parser.parse_args()
    for tool in ("sqlite3", "/usr/bin/time"):
        if shutil.which(tool) is None:
            sys.exit("missing tools; install them with:\n  sudo apt-get install -y sqlite3 time")
    args.system = release_build.system(args.system)
    if not os.path.exists(args.tool):
        run(["swift", "build", "-c", "release", "--product", "food-search"], cwd=BENCHMARKS)
    os.makedirs(args.work, exist_ok=True)

    datasets = []
    if os.path.exists(SR_LEGACY):
        datasets.append(("SR Legacy", os.path.abspath(SR_LEGACY)))
    else:
        log(f"{SR_LEGACY} is not here (the shared test data): SR Legacy is skipped")
    generated = os.path.join(args.work, f"generated-{args.foods}-{args.seed}.zip")
    if not os.path.exists(generated):
        log(f"generating {args.foods:,} foods into {generated}")
        generate(generated, args.foods, args.seed)
    datasets.append((f"{args.foods:,} generated foods", generated))

    results = {}
    for name, path in datasets:
        results[name] = measure(name.split()[0].lower(), path, args.system, args.tool, args.work, args.runs)
    json.dump(results, open(os.path.join(args.work, "results.json"), "w"), indent=2)

    print("| Foods | queries × runs | search p50 | p99 | raw FTS5 p50 | p99 | p99 ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, result in results.items():
        s, f = result["search"]["search"], result["search"]["fts5"]
        print(f"| {name} | {result['search']['queries']} × {result['search']['runs']} | {s['p50'] / 1000:.2f} ms | {s['p99'] / 1000:.2f} ms "
              f"| {f['p50'] / 1000:.2f} ms | {f['p99'] / 1000:.2f} ms | {s['p99'] / f['p99']:.2f}× |")
    print()
    print("| Foods | `system foods import` | max RSS | sqlite3 floor | max RSS | ratio |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, result in results.items():
        i = result["import"]
        print(f"| {name} | {i['seconds']:.2f} s | {i['rssKB'] / 1024:.0f} MB | {i['floorSeconds']:.2f} s | {i['floorRssKB'] / 1024:.0f} MB "
              f"| {i['seconds'] / i['floorSeconds']:.2f}× |")


if __name__ == "__main__":
    main()
