extension HealthServerModule {
    /// Own foods, portions, favourites and recipes.
    static let pantryOpenAPIPart = OpenAPIPart(
        ##"""
        {
          "tags": [
            {"name": "Recipes", "description": "The user's recipes: ingredients with amounts, servings and the cooked weight; logged like any food, by the serving or the gram."}
          ],
          "paths": {
            "/api/v1/foods/mine": {
              "get": {
                "operationId": "listMyFoods",
                "summary": "The foods at hand",
                "description": "The user's own foods and recipes (by name), the favourites, and the foods eaten lately (most and most recently first).",
                "tags": ["Foods"],
                "responses": {
                  "200": {"description": "The foods.", "content": {"application/json": {"schema": {"type": "object", "required": ["own", "favourites", "recent"], "properties": {
                    "own": {"type": "array", "items": {"$ref": "#/components/schemas/FoodSummary"}},
                    "favourites": {"type": "array", "items": {"$ref": "#/components/schemas/FoodSummary"}},
                    "recent": {"type": "array", "items": {"$ref": "#/components/schemas/FoodSummary"}}}}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              }
            },
            "/api/v1/foods/{id}/portions": {
              "post": {
                "operationId": "addPortion",
                "summary": "A portion of one's own",
                "description": "A household measure of the user's own for any food (\"my bowl\", 320 g); one of the same name is replaced. It comes first among the food's portions and is an amount's unit like any other (\"2 my bowl\").",
                "tags": ["Foods"],
                "parameters": [{"$ref": "#/components/parameters/FoodId"}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["unit", "grams"], "properties": {
                  "unit": {"type": "string", "minLength": 1, "maxLength": 60}, "grams": {"type": "number", "exclusiveMinimum": 0, "maximum": 10000},
                  "amount": {"type": "number", "exclusiveMinimum": 0, "default": 1}}}, "example": {"unit": "my bowl", "grams": 320}}}},
                "responses": {
                  "201": {"description": "The food with the portion.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Food"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such food (`food_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "A unit of weight or volume as its name, a weight out of range; `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/foods/{id}/portions/{unit}": {
              "delete": {
                "operationId": "removePortion",
                "summary": "Remove a portion of one's own",
                "tags": ["Foods"],
                "parameters": [{"$ref": "#/components/parameters/FoodId"}, {"name": "unit", "in": "path", "required": true, "schema": {"type": "string"}, "example": "my bowl"}],
                "responses": {
                  "200": {"description": "The food without it.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Food"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such food (`food_not_found`) or portion of the user's (`portion_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/foods/{id}/favourite": {
              "put": {
                "operationId": "addFavourite",
                "summary": "Make a food a favourite",
                "description": "A favourite comes first among the foods of its rank in search, and first on the Foods page.",
                "tags": ["Foods"],
                "parameters": [{"$ref": "#/components/parameters/FoodId"}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "responses": {
                  "200": {"description": "A favourite.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Favourite"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such food (`food_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "The `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              },
              "delete": {
                "operationId": "removeFavourite",
                "summary": "No longer a favourite",
                "tags": ["Foods"],
                "parameters": [{"$ref": "#/components/parameters/FoodId"}],
                "responses": {
                  "200": {"description": "Not a favourite.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Favourite"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such food (`food_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/recipes": {
              "get": {
                "operationId": "listRecipes",
                "summary": "The user's recipes",
                "tags": ["Recipes"],
                "responses": {
                  "200": {"description": "By name.", "content": {"application/json": {"schema": {"type": "object", "required": ["recipes"], "properties": {"recipes": {"type": "array", "items": {"$ref": "#/components/schemas/Recipe"}}}}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              },
              "post": {
                "operationId": "createRecipe",
                "summary": "A recipe",
                "description": "From `ingredients` (each a `foodId`, the database's or the user's own, and an `amount` as in a log), or of what was logged on `fromDate` (one `meal`, or the whole day). `servings` defaults to 1; `cookedGrams`, the dish's weight once cooked, to the ingredients' weight. Log it as any food, with its negative id: \"1 serving\" or grams.",
                "tags": ["Recipes"],
                "parameters": [{"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["name"], "properties": {
                  "name": {"type": "string", "minLength": 1, "maxLength": 200}, "servings": {"type": "number", "exclusiveMinimum": 0, "maximum": 100},
                  "cookedGrams": {"type": "number", "exclusiveMinimum": 0, "maximum": 50000},
                  "ingredients": {"type": "array", "maxItems": 100, "items": {"$ref": "#/components/schemas/IngredientInput"}},
                  "fromDate": {"type": "string", "format": "date"}, "meal": {"type": "string", "enum": ["breakfast", "lunch", "dinner", "snack"]}}},
                  "example": {"name": "Porridge", "servings": 2, "ingredients": [{"foodId": 173904, "amount": "80g"}, {"foodId": 171267, "amount": "300ml"}]}}}},
                "responses": {
                  "201": {"description": "Created.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Recipe"}}}, "headers": {"Idempotent-Replayed": {"$ref": "#/components/headers/IdempotentReplayed"}}},
                  "400": {"description": "A malformed body, date or `Idempotency-Key`.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "409": {"description": "A food or recipe of the user's has this name (`own_food_exists`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "An ingredient's food that does not exist or an amount that does not read (`field` is `ingredients[2].amount`), servings or a weight out of range, nothing logged on `fromDate`; nothing is saved. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/recipes/{id}": {
              "get": {
                "operationId": "getRecipe",
                "summary": "A recipe",
                "tags": ["Recipes"],
                "parameters": [{"$ref": "#/components/parameters/RecipeId"}],
                "responses": {
                  "200": {"description": "The recipe.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Recipe"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such recipe of the user's (`recipe_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              },
              "put": {
                "operationId": "changeRecipe",
                "summary": "Change a recipe",
                "description": "Any of `name`, `servings`, `cookedGrams` (null: the ingredients' weight) and `ingredients` (the whole list, as in a create). What was logged of it before keeps the recipe as it was then.",
                "tags": ["Recipes"],
                "parameters": [{"$ref": "#/components/parameters/RecipeId"}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "properties": {
                  "name": {"type": "string", "minLength": 1, "maxLength": 200}, "servings": {"type": "number", "exclusiveMinimum": 0, "maximum": 100},
                  "cookedGrams": {"type": ["number", "null"]}, "ingredients": {"type": "array", "items": {"$ref": "#/components/schemas/IngredientInput"}}}},
                  "example": {"servings": 4, "cookedGrams": 1200}}}},
                "responses": {
                  "200": {"description": "The recipe as it is now.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Recipe"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such recipe of the user's (`recipe_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "409": {"description": "Another food or recipe of the user's has this name (`own_food_exists`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "As in a create; nothing changes. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              },
              "delete": {
                "operationId": "deleteRecipe",
                "summary": "Delete a recipe",
                "description": "It leaves the lists; what was logged of it, and recipes it is an ingredient of, keep it as it was.",
                "tags": ["Recipes"],
                "parameters": [{"$ref": "#/components/parameters/RecipeId"}],
                "responses": {
                  "200": {"description": "Deleted.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Deleted"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such recipe of the user's (`recipe_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            }
          },
          "components": {
            "parameters": {
              "FoodId": {"name": "id", "in": "path", "required": true, "description": "USDA's FDC id, or (negative) a food or recipe of the user's own.", "schema": {"type": "integer"}, "example": 171287},
              "RecipeId": {"name": "id", "in": "path", "required": true, "description": "The recipe's id (negative, as the user's own foods').", "schema": {"type": "integer"}, "example": -2}
            },
            "schemas": {
              "FoodLabel": {
                "type": "object",
                "required": ["name", "kcal"],
                "properties": {
                  "name": {"type": "string", "minLength": 1, "maxLength": 200},
                  "servingGrams": {"type": "number", "exclusiveMinimum": 0, "maximum": 5000, "description": "The weight the values are for; per 100 g without it."},
                  "servingName": {"type": "string", "description": "What a serving is called (bar, slice); serving by default."},
                  "kcal": {"type": "number", "minimum": 0}, "protein": {"type": "number", "minimum": 0}, "fat": {"type": "number", "minimum": 0},
                  "saturatedFat": {"type": "number", "minimum": 0}, "carbohydrate": {"type": "number", "minimum": 0}, "sugars": {"type": "number", "minimum": 0},
                  "fibre": {"type": "number", "minimum": 0}, "sodium": {"type": "number", "minimum": 0, "description": "mg."}
                }
              },
              "IngredientInput": {
                "type": "object",
                "required": ["foodId", "amount"],
                "properties": {
                  "foodId": {"type": "integer"}, "amount": {"oneOf": [{"type": "string", "minLength": 1}, {"type": "number", "exclusiveMinimum": 0}]},
                  "unit": {"type": "string", "description": "With a numeric `amount`."}
                }
              },
              "Recipe": {
                "type": "object",
                "required": ["id", "name", "servings", "rawGrams", "revision", "ingredients", "nutrients"],
                "properties": {
                  "id": {"type": "integer"}, "name": {"type": "string"}, "servings": {"type": "number"},
                  "cookedGrams": {"type": ["number", "null"], "description": "The dish's weight once cooked, when weighed."},
                  "rawGrams": {"type": "number", "description": "The ingredients' weight."},
                  "servingGrams": {"type": ["number", "null"]}, "kcalPerServing": {"type": ["number", "null"]}, "kcalPer100g": {"type": ["number", "null"]},
                  "revision": {"type": "integer", "description": "1 when created, one more for each change."},
                  "ingredients": {"type": "array", "items": {"type": "object", "required": ["name", "amount", "unit", "grams"], "properties": {
                    "foodId": {"type": ["integer", "null"]}, "name": {"type": "string"}, "amount": {"type": "number"}, "unit": {"type": "string"},
                    "grams": {"type": "number"}, "kcal": {"type": ["number", "null"]}}}},
                  "nutrients": {"type": "array", "description": "Per 100 g of the dish; a nutrient some ingredient has no figure for is absent.", "items": {"type": "object", "required": ["id", "name", "unit", "per100g"], "properties": {
                    "id": {"type": "integer"}, "name": {"type": "string"}, "unit": {"type": "string"}, "per100g": {"type": "number"}}}}
                }
              },
              "Favourite": {"type": "object", "required": ["foodId", "favourite"], "properties": {"foodId": {"type": "integer"}, "favourite": {"type": "boolean"}}},
              "Deleted": {"type": "object", "required": ["deleted"], "properties": {"deleted": {"type": "integer"}}}
            }
          }
        }
        """##)
}
