extension SleepServerModule {
    static let openAPIPart = OpenAPIPart(
        ##"""
        {
          "tags": [{"name": "Sleep", "description": "The night that ended on a day: from a device's import and nights entered by hand."}],
          "paths": {
            "/api/v1/days/{date}/sleep": {
              "get": {
                "operationId": "getDaySleep",
                "summary": "A day's sleep",
                "description": "The sleep that ended on the day (a night belongs to the day you wake on): asleep minutes are the union of every source's asleep intervals (core, deep, REM, unspecified), in real elapsed minutes; `stages` is null when no source tracked stages. Fields are null when there was no night.",
                "tags": ["Sleep"],
                "parameters": [{"$ref": "#/components/parameters/Date"}],
                "responses": {
                  "200": {"description": "The day's sleep.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Sleep"}}}},
                  "400": {"description": "The `date` path segment is not a real date (`invalid_date`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              },
              "post": {
                "operationId": "logSleep",
                "summary": "Enter a night by hand",
                "description": "`bedtime` and `wake` as HH:MM, waking on the day (a bedtime later than the wake time is the evening before); `quality` 1–5.",
                "tags": ["Sleep"],
                "parameters": [{"$ref": "#/components/parameters/Date"}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["bedtime", "wake"], "properties": {
                  "bedtime": {"type": "string", "example": "23:30"}, "wake": {"type": "string", "example": "07:05"}, "quality": {"type": "integer", "minimum": 1, "maximum": 5}}}}}},
                "responses": {
                  "201": {"description": "Saved: the day's sleep now.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Sleep"}}}},
                  "400": {"description": "A malformed body or date.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "422": {"description": "A time that does not read, a night longer than 24 hours or in the future, a quality outside 1–5; `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/sleep/{id}": {
              "delete": {
                "operationId": "removeSleep",
                "summary": "Remove a night entered by hand",
                "tags": ["Sleep"],
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "responses": {
                  "204": {"description": "Removed."},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such night (`sleep_entry_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "The `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            }
          },
          "components": {
            "schemas": {
              "Sleep": {
                "type": "object",
                "required": ["date", "asleepMinutes", "inBedMinutes", "stages", "bedtime", "wake", "quality", "sources", "entries"],
                "properties": {
                  "date": {"type": "string", "format": "date"},
                  "asleepMinutes": {"type": ["integer", "null"]}, "inBedMinutes": {"type": ["integer", "null"]},
                  "stages": {"type": ["object", "null"], "additionalProperties": {"type": "integer"}, "description": "Minutes of core, deep, rem and awake."},
                  "bedtime": {"type": ["string", "null"], "format": "date-time"}, "wake": {"type": ["string", "null"], "format": "date-time"},
                  "quality": {"type": ["integer", "null"]}, "sources": {"type": "array", "items": {"type": "string"}},
                  "entries": {"type": "array", "items": {"type": "object", "required": ["id", "bedtime", "wake", "quality"], "properties": {
                    "id": {"type": "string", "format": "uuid"}, "bedtime": {"type": "string", "format": "date-time"}, "wake": {"type": "string", "format": "date-time"}, "quality": {"type": ["integer", "null"]}}}}
                }
              }
            }
          }
        }
        """##)
}
