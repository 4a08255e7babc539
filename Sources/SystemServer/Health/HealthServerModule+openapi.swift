extension HealthServerModule {
    static let openAPIPart = OpenAPIPart(
        ##"""
        {
          "tags": [
            {"name": "Foods", "description": "The food database: USDA FoodData Central's foods, searched on the server."},
            {"name": "Food log", "description": "What was eaten, by day and meal."}
          ],
          "paths": {
            "/api/v1/days/{date}/food": {
              "get": {
                "operationId": "getDayFood",
                "summary": "A day's food",
                "description": "The day's entries by meal, each with the food as it was logged and what this amount holds, and the day's totals.",
                "tags": ["Food log"],
                "parameters": [{"$ref": "#/components/parameters/Date"}],
                "responses": {
                  "200": {"description": "The day's food.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/DayFood"}}}},
                  "400": {"description": "The `date` path segment is not a real date (`invalid_date`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              },
              "post": {
                "operationId": "logFood",
                "summary": "Log a food",
                "description": "Logs a food of the database, or of the user's own (a negative `foodId`: a food typed from its label, or a recipe, by the serving or the gram), on the day. `amount` is text as a person says it (\"2 large\", \"250ml\", \"150g\", \"1 cup\"; a bare number is grams) or a number with `unit`. The meal defaults to the time of day. The entry keeps the food's name and nutrients as they are now.",
                "tags": ["Food log"],
                "parameters": [{"$ref": "#/components/parameters/Date"}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["foodId", "amount"], "properties": {
                  "foodId": {"type": "integer"}, "amount": {"oneOf": [{"type": "string", "minLength": 1}, {"type": "number", "exclusiveMinimum": 0}]},
                  "unit": {"type": "string", "description": "With a numeric `amount`: g, kg, oz, lb, ml, l or one of the food's portions."},
                  "meal": {"type": "string", "enum": ["breakfast", "lunch", "dinner", "snack"]}}},
                  "example": {"foodId": 171287, "amount": "2 large", "meal": "breakfast"}}}},
                "responses": {
                  "201": {"description": "Logged.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/FoodEntry"}}}, "headers": {"Idempotent-Replayed": {"$ref": "#/components/headers/IdempotentReplayed"}}},
                  "400": {"description": "A malformed date, body or `Idempotency-Key`.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such food (`food_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "409": {"description": "An entry with this id exists.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "An amount or unit that does not read, an entry heavier than 10 kg, a meal that is none of the four, a field missing; `field` names it. Nothing is logged. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/days/{date}/food/copy": {
              "post": {
                "operationId": "copyFood",
                "summary": "Copy a meal from another day",
                "description": "Logs again on the day what was eaten on `from`: one `meal`, or the whole day when it is left out. Each food is copied as it was logged then, under the same meal.",
                "tags": ["Food log"],
                "parameters": [{"$ref": "#/components/parameters/Date"}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["from"], "properties": {
                  "from": {"type": "string", "format": "date"}, "meal": {"type": "string", "enum": ["breakfast", "lunch", "dinner", "snack"]}}},
                  "example": {"from": "2026-11-19", "meal": "breakfast"}}}},
                "responses": {
                  "201": {"description": "Copied: the day as it is now.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/DayFood"}}}},
                  "409": {"description": "This copy was made already (`food_entry_exists`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "400": {"description": "A malformed date or body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "422": {"description": "Nothing was logged on `from` (for that meal), a meal that is none of the four, a field missing; `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/days/{date}/food/{id}": {
              "put": {
                "operationId": "changeFoodEntry",
                "summary": "Change a food entry",
                "description": "Changes what is given: `meal`, `amount` (and `unit`), `date` (moves it to another day). The food stays as it was logged.",
                "tags": ["Food log"],
                "parameters": [{"$ref": "#/components/parameters/Date"}, {"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "properties": {
                  "amount": {"oneOf": [{"type": "string", "minLength": 1}, {"type": "number", "exclusiveMinimum": 0}]}, "unit": {"type": "string"},
                  "meal": {"type": "string", "enum": ["breakfast", "lunch", "dinner", "snack"]}, "date": {"type": "string", "format": "date"}}}}}},
                "responses": {
                  "200": {"description": "Changed.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/FoodEntry"}}}},
                  "400": {"description": "A malformed date, body or `Idempotency-Key`.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such entry on that day (`food_entry_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "An amount or meal that does not read; `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              },
              "delete": {
                "operationId": "removeFoodEntry",
                "summary": "Remove a food entry",
                "description": "Takes the entry out of the day (a new event: the history keeps it).",
                "tags": ["Food log"],
                "parameters": [{"$ref": "#/components/parameters/Date"}, {"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "responses": {
                  "200": {"description": "Removed: the day as it is now.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/DayFood"}}}},
                  "400": {"description": "A malformed date or `Idempotency-Key`.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such entry on that day (`food_entry_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "The `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/foods": {
              "get": {
                "operationId": "searchFoods",
                "summary": "Search foods",
                "description": "Foods whose name or USDA description has every word of `q` as a prefix (accents and case folded), best first: the name itself, names whose first part is the word (\"egg\" finds eggs before eggplant), names that begin with it, then any other match; within each, the user's own foods and recipes, then the favourites and the foods eaten most and most lately, then shorter names.",
                "tags": ["Foods"],
                "parameters": [
                  {"name": "q", "in": "query", "required": true, "schema": {"type": "string", "minLength": 1}, "example": "egg"},
                  {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 50, "default": 20}},
                  {"name": "fields", "in": "query", "description": "`all` (portions and nutrients) or `summary` (for search as you type).", "schema": {"type": "string", "enum": ["all", "summary"], "default": "all"}}
                ],
                "responses": {
                  "200": {"description": "The foods found.", "content": {"application/json": {"schema": {"type": "object", "required": ["foods"], "properties": {"foods": {"type": "array", "items": {"oneOf": [{"$ref": "#/components/schemas/Food"}, {"$ref": "#/components/schemas/FoodSummary"}]}}}}}}},
                  "400": {"description": "No `q`, or a `limit` or `fields` out of range (`bad_request`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              },
              "post": {
                "operationId": "createFood",
                "summary": "A food of one's own, from its label",
                "description": "The values are per 100 g, or per serving when `servingGrams` is given (the serving, named by `servingName`, becomes a portion). Leave out what the label does not give: it is unknown, never 0. `kcal` is required. The food gets a negative id.",
                "tags": ["Foods"],
                "parameters": [{"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/FoodLabel"}, "example": {"name": "Protein bar", "servingGrams": 40, "servingName": "bar", "kcal": 180, "protein": 20}}}},
                "responses": {
                  "201": {"description": "Created.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Food"}}}, "headers": {"Idempotent-Replayed": {"$ref": "#/components/headers/IdempotentReplayed"}}},
                  "400": {"description": "A malformed body or `Idempotency-Key`.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "409": {"description": "A food or recipe of the user's has this name (`own_food_exists`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "A value below 0 or more than any food has in 100 g (a wrong serving weight), no `kcal`, no name; `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/foods/{id}": {
              "put": {
                "operationId": "changeFood",
                "summary": "Change a food of one's own",
                "description": "Replaces the label's values, as in a create. What was logged of it before keeps the values it had then. The database's foods cannot be changed.",
                "tags": ["Foods"],
                "parameters": [{"$ref": "#/components/parameters/FoodId"}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/FoodLabel"}, "example": {"name": "Protein bar", "servingGrams": 45, "kcal": 190}}}},
                "responses": {
                  "200": {"description": "The food as it is now.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Food"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No food of the user's with this id (`own_food_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "409": {"description": "Another food or recipe of the user's has this name (`own_food_exists`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "As in a create, or the id is a recipe's; nothing changes. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              },
              "delete": {
                "operationId": "deleteFood",
                "summary": "Delete a food or recipe of one's own",
                "description": "It leaves the lists; what was logged of it, and recipes it is an ingredient of, keep it as it was.",
                "tags": ["Foods"],
                "parameters": [{"$ref": "#/components/parameters/FoodId"}],
                "responses": {
                  "200": {"description": "Deleted.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Deleted"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No food or recipe of the user's with this id (`own_food_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              },
              "get": {
                "operationId": "getFood",
                "summary": "A food",
                "description": "One food with its portions (the user's own first) and every nutrient USDA analysed, per 100 g. A nutrient it did not analyse is absent, never 0. A negative id is a food or recipe of the user's own.",
                "tags": ["Foods"],
                "parameters": [{"$ref": "#/components/parameters/FoodId"}],
                "responses": {
                  "200": {"description": "The food.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Food"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such food (`food_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/foods/imports": {
              "get": {
                "operationId": "listFoodImports",
                "summary": "Food database imports",
                "tags": ["Foods"],
                "responses": {
                  "200": {"description": "Every import, newest first.", "content": {"application/json": {"schema": {"type": "object", "required": ["imports"], "properties": {"imports": {"type": "array", "items": {"$ref": "#/components/schemas/FoodImport"}}}}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              },
              "post": {
                "operationId": "importFoods",
                "summary": "Load USDA's food database",
                "description": "The body is USDA FoodData Central's CSV download as a zip (SR Legacy; Foundation Foods and FNDDS share its layout), at most 256 MB; `X-File-Name` names it. The foods of the data types it holds are replaced in one transaction, or nothing changes. On a hosted server only the administrator imports, from the command line.",
                "tags": ["Foods"],
                "parameters": [{"name": "X-File-Name", "in": "header", "schema": {"type": "string"}, "example": "FoodData_Central_sr_legacy_food_csv_2018-04.zip"}],
                "requestBody": {"required": true, "content": {"application/zip": {"schema": {"type": "string", "format": "binary"}}}},
                "responses": {
                  "201": {"description": "Loaded.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/FoodImport"}}}},
                  "400": {"description": "No file was sent (`bad_import`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "403": {"description": "A hosted server, where the administrator imports (`imports_are_the_administrators`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "413": {"description": "Larger than 256 MB (`body_too_large`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "503": {"description": "A server on a store without SQL, which keeps no food database (`no_food_database`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "Not USDA's download, or damaged: the message names the file and the problem (`bad_import`); nothing changed.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            }
          },
          "components": {
            "schemas": {
              "FoodEntry": {
                "type": "object",
                "required": ["id", "date", "meal", "name", "amount", "unit", "grams", "nutrients", "loggedAt"],
                "properties": {
                  "id": {"type": "string", "format": "uuid"}, "date": {"type": "string", "format": "date"},
                  "meal": {"type": "string", "enum": ["breakfast", "lunch", "dinner", "snack"]},
                  "foodId": {"type": ["integer", "null"]}, "name": {"type": "string"}, "usdaDescription": {"type": ["string", "null"]},
                  "amount": {"type": "number"}, "unit": {"type": "string"}, "grams": {"type": "number"},
                  "kcal": {"type": ["number", "null"], "description": "Null when the food's energy was not analysed."},
                  "nutrients": {"type": "object", "description": "What this amount holds, by USDA nutrient id; a nutrient not analysed is absent.", "additionalProperties": {"type": "number"}},
                  "loggedAt": {"type": "string", "format": "date-time"}
                }
              },
              "DayFood": {
                "type": "object",
                "required": ["date", "entries", "totals", "targets"],
                "properties": {
                  "date": {"type": "string", "format": "date"},
                  "targets": {"type": "array", "description": "The user's daily targets against the day's totals.", "items": {"type": "object",
                    "required": ["nutrient", "unit", "kind", "target", "total", "onTrack"], "properties": {
                    "nutrient": {"type": "string", "enum": ["protein", "fat", "saturatedFat", "carbohydrate", "sugars", "fibre", "sodium", "calcium", "iron", "magnesium", "phosphorus", "potassium", "zinc", "selenium", "vitaminC", "thiamin", "riboflavin", "niacin", "vitaminB6", "folate", "vitaminB12", "vitaminA", "vitaminE", "vitaminD", "vitaminK"]},
                    "unit": {"type": "string", "enum": ["g", "mg", "µg"]}, "kind": {"type": "string", "enum": ["atLeast", "atMost"]},
                    "target": {"type": "number"}, "total": {"type": "number"}, "onTrack": {"type": "boolean"},
                    "incomplete": {"type": "boolean", "description": "Some of the day's food has no figure for it: the total is at least this much."}}}},
                  "entries": {"type": "array", "items": {"$ref": "#/components/schemas/FoodEntry"}},
                  "totals": {"type": "object", "required": ["kcal", "proteinG", "fatG", "carbohydrateG", "incomplete"], "properties": {
                    "kcal": {"type": "number"}, "proteinG": {"type": "number"}, "fatG": {"type": "number"}, "carbohydrateG": {"type": "number"},
                    "incomplete": {"type": "array", "items": {"type": "string"}, "description": "Headline nutrients some entry has no figure for: their totals are at least this much."}}}
                }
              },
              "Food": {
                "type": "object",
                "required": ["id", "name", "usdaDescription", "dataType", "portions", "nutrients"],
                "properties": {
                  "id": {"type": "integer", "description": "USDA's FDC id; negative for a food or recipe of the user's own."},
                  "name": {"type": "string", "description": "The name a person would write; unique in the database.", "example": "Milk, 2%"},
                  "usdaDescription": {"type": "string", "example": "Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D"},
                  "category": {"type": ["string", "null"]},
                  "dataType": {"type": "string", "example": "sr_legacy_food"},
                  "kcalPer100g": {"type": ["number", "null"]},
                  "portions": {"type": "array", "items": {"type": "object", "required": ["amount", "unit", "grams", "label"], "properties": {
                    "amount": {"type": "number"}, "unit": {"type": "string", "example": "cup"}, "grams": {"type": "number"}, "label": {"type": "string", "example": "1 cup (244 g)"}}}},
                  "nutrients": {"type": "array", "items": {"type": "object", "required": ["id", "name", "unit", "per100g"], "properties": {
                    "id": {"type": "integer"}, "name": {"type": "string"}, "unit": {"type": "string", "example": "g"}, "per100g": {"type": "number"}}}}
                }
              },
              "FoodSummary": {
                "type": "object",
                "required": ["id", "name", "usdaDescription"],
                "properties": {"id": {"type": "integer"}, "name": {"type": "string"}, "usdaDescription": {"type": "string"}, "kcalPer100g": {"type": ["number", "null"]}}
              },
              "FoodImport": {
                "type": "object",
                "required": ["file", "dataTypes", "foods", "nutrients", "portions", "skipped", "importedAt", "summary"],
                "properties": {
                  "file": {"type": "string"}, "dataTypes": {"type": "array", "items": {"type": "string"}},
                  "foods": {"type": "integer"}, "nutrients": {"type": "integer"}, "portions": {"type": "integer"},
                  "skipped": {"type": "integer", "description": "Rows of other data types (branded foods, samples) left out."},
                  "importedAt": {"type": "string", "format": "date-time"},
                  "summary": {"type": "string", "example": "Loaded 7,793 foods from FoodData_Central_sr_legacy_food_csv_2018-04.zip."}
                }
              }
            }
          }
        }
        """##)
}
