extension TriggersServerModule {
    static let openAPIPart = OpenAPIPart(
        ##"""
        {
          "tags": [{"name": "Triggers", "description": "Internal triggers caught during an intention, and surfing the urge: five more minutes, then whether it passed, you surfed again, or gave in."}],
          "paths": {
            "/api/v1/intentions/{id}/triggers": {
              "post": {
                "operationId": "catchTrigger",
                "summary": "Catch an internal trigger during the running intention",
                "description": "Records what pulled (`bored`, `anxious`, `tired`, `restless`, `hungry`, `curious`, `lonely`, or your own words) and, if you say, where it wanted to go. The intention keeps running; the urge's surf starts at once and lasts `surfMinutes` (the length chosen last when left out, 5 at first).",
                "tags": ["Triggers"],
                "parameters": [{"name": "id", "in": "path", "required": true, "description": "The running intention.", "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["what"], "properties": {
                  "what": {"type": "string", "minLength": 1, "maxLength": 60, "example": "bored"},
                  "toward": {"type": ["string", "null"], "maxLength": 60, "example": "the news"},
                  "surfMinutes": {"type": ["integer", "null"], "minimum": 1, "maximum": 60}}}}}},
                "responses": {
                  "201": {"description": "Caught; its surf has started.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Trigger"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such intention (`intention_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "409": {"description": "The intention is not running, or nothing runs (`no_running_intention`, field `intention`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "`what` empty or too long, `toward` too long, `surfMinutes` outside 1–60; `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/triggers/{id}/outcome": {
              "post": {
                "operationId": "settleTrigger",
                "summary": "Say what came of surfing an urge",
                "description": "`passed`: the urge passed; `surfed`: another surf of the same length starts now; `gave_in`: you gave in, for `minutes` (required, 0–600), counted as distraction inside the intention. A trigger that passed or was given in to is settled.",
                "tags": ["Triggers"],
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["outcome"], "properties": {
                  "outcome": {"type": "string", "enum": ["passed", "surfed", "gave_in"]},
                  "minutes": {"type": ["integer", "null"], "minimum": 0, "maximum": 600}}}}}},
                "responses": {
                  "200": {"description": "Recorded.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Trigger"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such trigger (`trigger_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "409": {"description": "It is settled already (`trigger_settled`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "An unknown `outcome`, `minutes` missing for `gave_in` or given for another outcome, or outside 0–600; `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/days/{date}/triggers": {
              "get": {
                "operationId": "getDayTriggers",
                "summary": "A day's internal triggers",
                "description": "The triggers caught during the day's intentions (kept under the day an intention started), in order, and their summary: which pulls and how often, when (morning before 12:00, afternoon before 17:00, evening), and how they ended.",
                "tags": ["Triggers"],
                "parameters": [{"$ref": "#/components/parameters/Date"}],
                "responses": {
                  "200": {"description": "The day's triggers.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/DayTriggers"}}}},
                  "400": {"description": "The `date` path segment is not a real date (`invalid_date`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              }
            }
          },
          "components": {
            "schemas": {
              "Trigger": {
                "type": "object",
                "required": ["id", "intentionId", "date", "at", "what", "toward", "surfMinutes", "surfEndsAt", "outcome", "outcomes", "distractionMinutes"],
                "properties": {
                  "id": {"type": "string", "format": "uuid"}, "intentionId": {"type": "string", "format": "uuid"},
                  "date": {"type": "string", "format": "date", "description": "The day of its intention."},
                  "at": {"type": "string", "format": "date-time"}, "what": {"type": "string"}, "toward": {"type": ["string", "null"]},
                  "surfMinutes": {"type": "integer"}, "surfEndsAt": {"type": "string", "format": "date-time", "description": "When the current surf ends."},
                  "outcome": {"type": ["string", "null"], "enum": ["passed", "gave_in", null], "description": "How it ended; null while it is surfed."},
                  "outcomes": {"type": "array", "items": {"type": "object", "required": ["outcome", "at", "minutes"], "properties": {
                    "outcome": {"type": "string", "enum": ["passed", "surfed", "gave_in"]}, "at": {"type": "string", "format": "date-time"}, "minutes": {"type": ["integer", "null"]}}}},
                  "distractionMinutes": {"type": "integer", "description": "Minutes given in to it, counted as distraction inside the intention."}
                }
              },
              "DayTriggers": {
                "type": "object",
                "required": ["date", "triggers", "summary"],
                "properties": {
                  "date": {"type": "string", "format": "date"},
                  "triggers": {"type": "array", "items": {"$ref": "#/components/schemas/Trigger"}},
                  "summary": {"type": "object", "required": ["total", "byWhat", "morning", "afternoon", "evening", "passed", "gaveIn", "unsettled", "distractionMinutes"], "properties": {
                    "total": {"type": "integer"},
                    "byWhat": {"type": "array", "items": {"type": "object", "required": ["what", "count"], "properties": {"what": {"type": "string"}, "count": {"type": "integer"}}}},
                    "morning": {"type": "integer"}, "afternoon": {"type": "integer"}, "evening": {"type": "integer"},
                    "passed": {"type": "integer"}, "gaveIn": {"type": "integer"}, "unsettled": {"type": "integer"}, "distractionMinutes": {"type": "integer"}}}
                }
              }
            }
          }
        }
        """##)
}
