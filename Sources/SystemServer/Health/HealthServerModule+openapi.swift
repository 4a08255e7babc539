extension HealthServerModule {
    static let openAPIPart = OpenAPIPart(
        ##"""
        {
          "tags": [{"name": "Foods", "description": "The food database: USDA FoodData Central's foods, searched on the server."}],
          "paths": {
            "/api/v1/foods": {
              "get": {
                "operationId": "searchFoods",
                "summary": "Search foods",
                "description": "Foods whose name or USDA description has every word of `q` as a prefix (accents and case folded), best first: the name itself, names whose first part is the word (\"egg\" finds eggs before eggplant), names that begin with it, then any other match, shorter names first.",
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
              }
            },
            "/api/v1/foods/{id}": {
              "get": {
                "operationId": "getFood",
                "summary": "A food",
                "description": "One food with its portions and every nutrient USDA analysed, per 100 g. A nutrient it did not analyse is absent, never 0.",
                "tags": ["Foods"],
                "parameters": [{"name": "id", "in": "path", "required": true, "description": "USDA's FDC id.", "schema": {"type": "integer"}}],
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
              "Food": {
                "type": "object",
                "required": ["id", "name", "usdaDescription", "dataType", "portions", "nutrients"],
                "properties": {
                  "id": {"type": "integer", "description": "USDA's FDC id."},
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
                "required": ["file", "dataTypes", "foods", "nutrients", "portions", "skipped", "importedAt"],
                "properties": {
                  "file": {"type": "string"}, "dataTypes": {"type": "array", "items": {"type": "string"}},
                  "foods": {"type": "integer"}, "nutrients": {"type": "integer"}, "portions": {"type": "integer"},
                  "skipped": {"type": "integer", "description": "Rows of other data types (branded foods, samples) left out."},
                  "importedAt": {"type": "string", "format": "date-time"}
                }
              }
            }
          }
        }
        """##)
}
