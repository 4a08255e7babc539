extension PactsServerModule {
    static let openAPIPart = OpenAPIPart(
        ##"""
        {
          "tags": [{"name": "Pacts", "description": "Effort, price and identity pacts made in advance against distraction: each day a pact holds, you say whether you kept it. Renegotiating keeps the old version and its record."}],
          "paths": {
            "/api/v1/pacts": {
              "get": {
                "operationId": "listPacts",
                "summary": "Every pact, with its record",
                "description": "Every pact in the order made, ended ones included, each with its versions and its record: days kept out of days answered.",
                "tags": ["Pacts"],
                "responses": {
                  "200": {"description": "The pacts.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/PactList"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              },
              "post": {
                "operationId": "makePact",
                "summary": "Make a pact",
                "description": "A pact in your words, of a `kind` (`effort`, `price` with a `stake` and whom it goes `to`, or `identity`), holding `every` day, on `weekdays`, or on days with at least one intention (`intentions`), from `from` (today when left out; a month back at most) until `until`, if given.",
                "tags": ["Pacts"],
                "parameters": [{"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/PactTerms"}}}},
                "responses": {
                  "201": {"description": "Made.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Pact"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "409": {"description": "The pact exists already (`pact_exists`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "`words` empty or too long, an unknown `kind` or `every`, a price pact without `stake`, `stake` or `to` on another kind, `until` before the start, `from` out of range; `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/pacts/{id}": {
              "get": {
                "operationId": "getPact",
                "summary": "A pact, with its versions and record",
                "tags": ["Pacts"],
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}],
                "responses": {
                  "200": {"description": "The pact.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Pact"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such pact (`pact_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/pacts/{id}/renegotiate": {
              "post": {
                "operationId": "renegotiatePact",
                "summary": "Renegotiate a pact",
                "description": "New terms from today: a new version. The terms left out stay as they are; `null` clears `until`, `stake` or `to`. The old versions stay, with their records.",
                "tags": ["Pacts"],
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "properties": {
                  "words": {"type": "string", "minLength": 1, "maxLength": 120},
                  "kind": {"type": "string", "enum": ["effort", "price", "identity"]},
                  "every": {"type": "string", "enum": ["day", "weekdays", "intentions"]},
                  "until": {"type": ["string", "null"], "format": "date"},
                  "stake": {"type": ["string", "null"], "maxLength": 60},
                  "to": {"type": ["string", "null"], "maxLength": 60}}}}}},
                "responses": {
                  "200": {"description": "Renegotiated.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Pact"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such pact (`pact_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "409": {"description": "The pact is ended (`pact_ended`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "A term is wrong, as for making a pact, or nothing changed (`words`); `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/pacts/{id}/end": {
              "post": {
                "operationId": "endPact",
                "summary": "End a pact",
                "description": "It holds no more from today; its record stays.",
                "tags": ["Pacts"],
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "responses": {
                  "200": {"description": "Ended.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Pact"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such pact (`pact_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "409": {"description": "It is ended already (`pact_ended`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "The `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/pacts/{id}/days/{date}": {
              "post": {
                "operationId": "checkPactDay",
                "summary": "Say whether a pact was kept or broken on a day",
                "description": "`kept`: true or false, with an optional `note`. The day must be one the pact held: not in the future, not before it began or after its end, and of its period (a weekday for a weekday pact, a day with an intention for an intention pact). A day is answered once.",
                "tags": ["Pacts"],
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/Date"}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["kept"], "properties": {
                  "kept": {"type": "boolean"},
                  "note": {"type": ["string", "null"], "maxLength": 280}}}}}},
                "responses": {
                  "201": {"description": "Answered.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/PactDay"}}}},
                  "400": {"description": "A malformed body, or the `date` path segment is not a real date (`invalid_date`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such pact (`pact_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "409": {"description": "The day is answered already with this answer and note: nothing to change (`pact_day_answered`, field `date`). A different answer or note changes the day.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "The pact did not hold that day (`pact_day_not_applicable`, field `date`), `kept` missing, or `note` too long; `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            }
          },
          "components": {
            "schemas": {
              "PactTerms": {
                "type": "object",
                "required": ["words"],
                "properties": {
                  "words": {"type": "string", "minLength": 1, "maxLength": 120, "example": "Phone stays in the hall during intentions"},
                  "kind": {"type": "string", "enum": ["effort", "price", "identity"], "default": "effort"},
                  "every": {"type": "string", "enum": ["day", "weekdays", "intentions"], "default": "day"},
                  "from": {"type": ["string", "null"], "format": "date"},
                  "until": {"type": ["string", "null"], "format": "date"},
                  "stake": {"type": ["string", "null"], "maxLength": 60, "example": "€20"},
                  "to": {"type": ["string", "null"], "maxLength": 60, "example": "Sam"}
                }
              },
              "PactRecord": {
                "type": "object",
                "required": ["kept", "broken", "answered", "line"],
                "properties": {
                  "kept": {"type": "integer"}, "broken": {"type": "integer"}, "answered": {"type": "integer"},
                  "line": {"type": "string", "example": "kept 23 of 26 days"}
                }
              },
              "PactCheck": {
                "type": "object",
                "required": ["date", "version", "kept", "note", "at"],
                "properties": {
                  "date": {"type": "string", "format": "date"}, "version": {"type": "integer"}, "kept": {"type": "boolean"},
                  "note": {"type": ["string", "null"]}, "at": {"type": "string", "format": "date-time"}
                }
              },
              "Pact": {
                "type": "object",
                "required": ["id", "words", "kind", "every", "until", "stake", "to", "start", "endedOn", "appliesToday", "today", "record", "versions"],
                "properties": {
                  "id": {"type": "string", "format": "uuid"},
                  "words": {"type": "string"},
                  "kind": {"type": "string", "enum": ["effort", "price", "identity"]},
                  "every": {"type": "string", "enum": ["day", "weekdays", "intentions"]},
                  "until": {"type": ["string", "null"], "format": "date"},
                  "stake": {"type": ["string", "null"]}, "to": {"type": ["string", "null"]},
                  "start": {"type": "string", "format": "date", "description": "Its first day."},
                  "endedOn": {"type": ["string", "null"], "format": "date", "description": "It holds no more from this day."},
                  "appliesToday": {"type": "boolean"},
                  "today": {"oneOf": [{"$ref": "#/components/schemas/PactCheck"}, {"type": "null"}], "description": "Today's answer, if given."},
                  "record": {"$ref": "#/components/schemas/PactRecord"},
                  "versions": {"type": "array", "description": "Every version, oldest first, each with its record.", "items": {"type": "object",
                    "required": ["version", "words", "kind", "every", "until", "stake", "to", "from", "record"],
                    "properties": {
                      "version": {"type": "integer"}, "words": {"type": "string"},
                      "kind": {"type": "string", "enum": ["effort", "price", "identity"]},
                      "every": {"type": "string", "enum": ["day", "weekdays", "intentions"]},
                      "until": {"type": ["string", "null"], "format": "date"},
                      "stake": {"type": ["string", "null"]}, "to": {"type": ["string", "null"]},
                      "from": {"type": "string", "format": "date"},
                      "record": {"$ref": "#/components/schemas/PactRecord"}}}}
                }
              },
              "PactList": {
                "type": "object",
                "required": ["pacts"],
                "properties": {"pacts": {"type": "array", "items": {"$ref": "#/components/schemas/Pact"}}}
              },
              "PactDay": {
                "type": "object",
                "required": ["check", "pact"],
                "properties": {"check": {"$ref": "#/components/schemas/PactCheck"}, "pact": {"$ref": "#/components/schemas/Pact"}}
              }
            }
          }
        }
        """##)
}
