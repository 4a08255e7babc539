extension HealthServerModule {
    /// The body's API: energy, weight, activity, the profile, Apple Health imports.
    static let bodyOpenAPIPart = OpenAPIPart(
        ##"""
        {
          "tags": [
            {"name": "Body", "description": "Energy (the seed's equation), weight and its trend, activity logged by hand, the body's profile."},
            {"name": "Health imports", "description": "Apple Health's export, read into the user's readings."}
          ],
          "paths": {
            "/api/v1/days/{date}/energy": {
              "get": {
                "operationId": "getDayEnergy",
                "summary": "A day's energy",
                "description": "Consumed − burned = leftover, where burned = the day's active energy (the largest device source, plus activity logged by hand) + resting energy, the mean daily basal energy of the 30 prior days with at least 18 hours of readings; without such a day, a Mifflin–St Jeor estimate from the profile and the last weight (`restingIsEstimate`), or null. `goalKcal` is the weight goal's daily shift; leftover = burned + goal − consumed.",
                "tags": ["Body"],
                "parameters": [{"$ref": "#/components/parameters/Date"}],
                "responses": {
                  "200": {"description": "The day's energy.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Energy"}}}},
                  "400": {"description": "The `date` path segment is not a real date (`invalid_date`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              }
            },
            "/api/v1/health/expenditure": {
              "get": {
                "operationId": "getImpliedExpenditure",
                "summary": "What the weight trend says was burned",
                "description": "Over the 28 days before `date` (today by default): the kcal a day that intake minus the weight trend's change (7,700 kcal a kilogram) implies, next to the mean of the equation's burned on the same days. Null figures until three weeks of food logged and of weight exist.",
                "tags": ["Body"],
                "parameters": [{"name": "date", "in": "query", "schema": {"type": "string", "format": "date"}}],
                "responses": {
                  "200": {"description": "The comparison.", "content": {"application/json": {"schema": {"type": "object", "required": ["impliedKcal", "measuredKcal", "days", "spanDays"], "properties": {
                    "impliedKcal": {"type": ["number", "null"]}, "measuredKcal": {"type": ["number", "null"]},
                    "days": {"type": "integer", "description": "Days with food logged that went into it."},
                    "spanDays": {"type": "integer", "description": "The days the weight trend spans."}}}}}},
                  "400": {"description": "A date that does not read.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              }
            },
            "/api/v1/weight": {
              "get": {
                "operationId": "listWeights",
                "summary": "Weight per day",
                "description": "Each day's last reading (typed or from a device) between `from` and `to`, inclusive (the last 30 days by default), with the smoothed trend.",
                "tags": ["Body"],
                "parameters": [
                  {"name": "from", "in": "query", "schema": {"type": "string", "format": "date"}},
                  {"name": "to", "in": "query", "schema": {"type": "string", "format": "date"}}
                ],
                "responses": {
                  "200": {"description": "The days that have a weight.", "content": {"application/json": {"schema": {"type": "object", "required": ["unit", "days"], "properties": {
                    "unit": {"type": "string", "enum": ["kg", "lb"], "description": "How the user reads weights; values here are always kg."},
                    "days": {"type": "array", "items": {"type": "object", "required": ["date", "kg", "trendKg"], "properties": {
                      "date": {"type": "string", "format": "date"}, "kg": {"type": "number"}, "trendKg": {"type": "number"}}}}}}}}},
                  "400": {"description": "A date that does not read, `from` after `to`, or more than ten years.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              },
              "post": {
                "operationId": "logWeight",
                "summary": "Log a weight",
                "description": "`weight` as typed (\"80.2kg\", \"176.5 lb\"; a bare number is in the user's unit) or `kg`; `date` is today by default.",
                "tags": ["Body"],
                "parameters": [{"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "properties": {
                  "weight": {"type": "string"}, "kg": {"type": "number"}, "date": {"type": "string", "format": "date"}}},
                  "example": {"weight": "80.2kg"}}}},
                "responses": {
                  "201": {"description": "Logged.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WeighIn"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "422": {"description": "A weight that does not read, or outside 20–400 kg (`field`: `weight`), or a `date` that is not YYYY-MM-DD. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/weight/{id}": {
              "delete": {
                "operationId": "removeWeight",
                "summary": "Remove a weigh-in",
                "tags": ["Body"],
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "responses": {
                  "204": {"description": "Removed (a new event: the history keeps it)."},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such weigh-in (`weigh_in_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "The `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/days/{date}/activities": {
              "get": {
                "operationId": "listActivities",
                "summary": "A day's activity logged by hand",
                "tags": ["Body"],
                "parameters": [{"$ref": "#/components/parameters/Date"}],
                "responses": {
                  "200": {"description": "The day's activities.", "content": {"application/json": {"schema": {"type": "object", "required": ["activities"], "properties": {"activities": {"type": "array", "items": {"$ref": "#/components/schemas/Activity"}}}}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              },
              "post": {
                "operationId": "logActivity",
                "summary": "Log activity by hand",
                "description": "Active energy no device recorded (`label`, `kcal`). Added to the day's active energy.",
                "tags": ["Body"],
                "parameters": [{"$ref": "#/components/parameters/Date"}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["label", "kcal"], "properties": {
                  "label": {"type": "string", "minLength": 1, "maxLength": 100}, "kcal": {"type": "number", "exclusiveMinimum": 0, "maximum": 10000}}},
                  "example": {"label": "Football", "kcal": 450}}}},
                "responses": {
                  "201": {"description": "Logged.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Activity"}}}},
                  "400": {"description": "A malformed body or date.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "422": {"description": "A missing label, or kcal not in 1–10,000; `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/days/{date}/activities/{id}": {
              "delete": {
                "operationId": "removeActivity",
                "summary": "Remove an activity",
                "tags": ["Body"],
                "parameters": [{"$ref": "#/components/parameters/Date"}, {"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "responses": {
                  "204": {"description": "Removed."},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such activity on that day (`activity_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "The `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/health/profile": {
              "get": {
                "operationId": "getBodyProfile",
                "summary": "The body's profile",
                "tags": ["Body"],
                "responses": {
                  "200": {"description": "The profile.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/BodyProfile"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              },
              "put": {
                "operationId": "setBodyProfile",
                "summary": "Change the body's profile",
                "description": "Fields left out keep their value; null clears one.",
                "tags": ["Body"],
                "parameters": [{"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "properties": {
                  "weightUnit": {"type": "string", "enum": ["kg", "lb"]}, "heightCm": {"type": ["number", "null"]},
                  "birthDate": {"type": ["string", "null"], "format": "date"}, "sex": {"type": ["string", "null"], "enum": ["female", "male", null]},
                  "weeklyChangeKg": {"type": "number", "enum": [-1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1]}}}}}},
                "responses": {
                  "200": {"description": "Saved.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/BodyProfile"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "422": {"description": "A height outside 50–272 cm, a birth year outside 1900–2100, a goal not in the list; `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/health/targets": {
              "get": {
                "operationId": "getNutrientTargets",
                "summary": "Daily nutrient targets",
                "description": "At least so much protein and fibre, at most so much fat, saturated fat, carbohydrate, sugars and sodium (g; sodium in mg), and at least so much of each vitamin and mineral (`calcium`, `iron`, `magnesium`, `phosphorus`, `potassium`, `zinc`, `vitaminC`, `thiamin`, `riboflavin`, `niacin`, `vitaminB6`, `vitaminE` in mg; `selenium`, `folate` (DFE), `vitaminB12`, `vitaminA` (RAE), `vitaminD`, `vitaminK` in µg). A nutrient without a target is absent.",
                "tags": ["Body"],
                "responses": {
                  "200": {"description": "The targets.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/NutrientTargets"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              },
              "put": {
                "operationId": "setNutrientTargets",
                "summary": "Set the daily nutrient targets",
                "description": "The whole set: a nutrient left out, or null, has no target.",
                "tags": ["Body"],
                "parameters": [{"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "properties": {
                  "protein": {"type": ["number", "null"]}, "fat": {"type": ["number", "null"]}, "saturatedFat": {"type": ["number", "null"]},
                  "carbohydrate": {"type": ["number", "null"]}, "sugars": {"type": ["number", "null"]}, "fibre": {"type": ["number", "null"]},
                  "sodium": {"type": ["number", "null"]}, "calcium": {"type": ["number", "null"]}, "iron": {"type": ["number", "null"]}, "magnesium": {"type": ["number", "null"]}, "phosphorus": {"type": ["number", "null"]}, "potassium": {"type": ["number", "null"]}, "zinc": {"type": ["number", "null"]}, "selenium": {"type": ["number", "null"]}, "vitaminC": {"type": ["number", "null"]}, "thiamin": {"type": ["number", "null"]}, "riboflavin": {"type": ["number", "null"]}, "niacin": {"type": ["number", "null"]}, "vitaminB6": {"type": ["number", "null"]}, "folate": {"type": ["number", "null"]}, "vitaminB12": {"type": ["number", "null"]}, "vitaminA": {"type": ["number", "null"]}, "vitaminE": {"type": ["number", "null"]}, "vitaminD": {"type": ["number", "null"]}, "vitaminK": {"type": ["number", "null"]}}}, "example": {"protein": 120, "fibre": 30, "sodium": 2300, "vitaminC": 90}}}},
                "responses": {
                  "200": {"description": "Saved.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/NutrientTargets"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "422": {"description": "An amount that is not more than 0, or above 2,000 g (20,000 mg or µg); `field` names the nutrient. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/health/imports": {
              "get": {
                "operationId": "listHealthImports",
                "summary": "Apple Health imports",
                "description": "Each import, newest first, with what it read, added and skipped.",
                "tags": ["Health imports"],
                "responses": {
                  "200": {"description": "The imports.", "content": {"application/json": {"schema": {"type": "object", "required": ["imports"], "properties": {"imports": {"type": "array", "items": {"$ref": "#/components/schemas/HealthImport"}}}}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              },
              "post": {
                "operationId": "importAppleHealth",
                "summary": "Import Apple Health's export",
                "description": "The body is the export: the zip the Health app shares, or the `export.xml` in it; `X-File-Name` names it. Read streaming, in one transaction: active and basal energy, body mass, steps and sleep; other records are counted and skipped. A reading already stored is not stored again, so importing the same or an overlapping export adds only what is new.",
                "tags": ["Health imports"],
                "parameters": [{"name": "X-File-Name", "in": "header", "schema": {"type": "string"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/zip": {"schema": {"type": "string", "format": "binary"}}, "text/xml": {"schema": {"type": "string"}}}},
                "responses": {
                  "201": {"description": "Imported.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/HealthImport"}}}},
                  "400": {"description": "No file was sent.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "413": {"description": "Larger than 2 GB: use `system health import`.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "Not an Apple Health export, a truncated one, a unit or value that does not read (`bad_import`): nothing was imported. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "409": {"description": "This server's store keeps no readings (`no_readings`): it needs SQLite or PostgreSQL.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            }
          },
          "components": {
            "schemas": {
              "Energy": {
                "type": "object",
                "required": ["date", "consumedKcal", "activeKcal", "deviceActiveKcal", "manualActiveKcal", "restingKcal", "restingIsEstimate", "restingDays", "burnedKcal", "goalKcal", "leftoverKcal"],
                "properties": {
                  "date": {"type": "string", "format": "date"}, "consumedKcal": {"type": "number"}, "activeKcal": {"type": "number"},
                  "deviceActiveKcal": {"type": "number"}, "manualActiveKcal": {"type": "number"}, "restingKcal": {"type": ["number", "null"]},
                  "restingIsEstimate": {"type": "boolean"}, "restingDays": {"type": "integer"}, "burnedKcal": {"type": "number"},
                  "goalKcal": {"type": "number"}, "leftoverKcal": {"type": "number"}
                }
              },
              "WeighIn": {
                "type": "object", "required": ["id", "date", "at", "kg"],
                "properties": {"id": {"type": "string", "format": "uuid"}, "date": {"type": "string", "format": "date"}, "at": {"type": "string", "format": "date-time"}, "kg": {"type": "number"}}
              },
              "Activity": {
                "type": "object", "required": ["id", "date", "label", "kcal"],
                "properties": {"id": {"type": "string", "format": "uuid"}, "date": {"type": "string", "format": "date"}, "label": {"type": "string"}, "kcal": {"type": "number"}}
              },
              "BodyProfile": {
                "type": "object", "required": ["weightUnit", "heightCm", "birthDate", "sex", "weeklyChangeKg", "dailyGoalKcal"],
                "properties": {
                  "weightUnit": {"type": "string", "enum": ["kg", "lb"]}, "heightCm": {"type": ["number", "null"]}, "birthDate": {"type": ["string", "null"], "format": "date"},
                  "sex": {"type": ["string", "null"]}, "weeklyChangeKg": {"type": "number"}, "dailyGoalKcal": {"type": "number"}
                }
              },
              "NutrientTargets": {
                "type": "object", "required": ["targets"],
                "properties": {"targets": {"type": "object", "additionalProperties": {"type": "number"}, "example": {"protein": 120, "sodium": 2300}}}
              },
              "HealthImport": {
                "type": "object", "required": ["id", "file", "importedAt", "read", "added", "skipped", "summary"],
                "properties": {
                  "id": {"type": "string", "format": "uuid"}, "file": {"type": "string"}, "importedAt": {"type": "string", "format": "date-time"},
                  "read": {"type": "object", "additionalProperties": {"type": "integer"}, "description": "Readings per kind: active-energy, basal-energy, body-mass, steps, sleep."},
                  "added": {"type": "object", "additionalProperties": {"type": "integer"}, "description": "Of those, the ones not already stored."},
                  "skipped": {"type": "object", "additionalProperties": {"type": "integer"}, "description": "Other records by type, and other elements."},
                  "summary": {"type": "string"}
                }
              }
            }
          }
        }
        """##)
}
