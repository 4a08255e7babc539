extension RunbooksServerModule {
    static let openAPIPart = OpenAPIPart(
        ##"""
        {
          "tags": [{"name": "Runbooks", "description": "Plans written in calm for a hard moment (anxiety, procrastination, negative thoughts, burnout), run a step at a time, and each run with how the user felt after. Starters ship with the app; a save is a new version and the earlier ones stay."}],
          "paths": {
            "/api/v1/runbooks": {
              "get": {
                "operationId": "listRunbooks",
                "summary": "The runbooks",
                "description": "The starters first (as they ship, or as the user edited them), then the user's own in the order they were written. Hidden ones only with `includeHidden=true`.",
                "tags": ["Runbooks"],
                "parameters": [{"name": "includeHidden", "in": "query", "required": false, "schema": {"type": "boolean", "default": false}}],
                "responses": {
                  "200": {"description": "The runbooks.", "content": {"application/json": {"schema": {"type": "object", "required": ["runbooks"], "properties": {"runbooks": {"type": "array", "items": {"$ref": "#/components/schemas/Runbook"}}}}}}},
                  "400": {"description": "`includeHidden` is not true or false (`invalid_flag`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              },
              "post": {
                "operationId": "createRunbook",
                "summary": "Write a runbook",
                "tags": ["Runbooks"],
                "parameters": [{"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/RunbookInput"}}}},
                "responses": {
                  "201": {"description": "Written, at version 1.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Runbook"}}}},
                  "400": {"description": "A malformed body (`invalid_json`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "422": {"description": "A name missing, too long or already used, no steps or more than 30, an empty or too long step, a timer outside 5–3600 seconds; `field` names it (`name`, `moment`, `steps`, `steps[2].text`, `steps[2].timerSeconds`). Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/runbooks/{id}": {
              "parameters": [{"$ref": "#/components/parameters/RunbookId"}],
              "get": {
                "operationId": "getRunbook",
                "summary": "A runbook",
                "description": "As it reads now, or as it read at `version`.",
                "tags": ["Runbooks"],
                "parameters": [{"name": "version", "in": "query", "required": false, "schema": {"type": "integer", "minimum": 1}}],
                "responses": {
                  "200": {"description": "The runbook.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Runbook"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such runbook (`runbook_not_found`), or no such version (`version_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              },
              "put": {
                "operationId": "updateRunbook",
                "summary": "Save a new version",
                "description": "The runbook as it should read; a field left out keeps its value. A starter edited this way becomes the user's version of it (same id). The same words again write nothing.",
                "tags": ["Runbooks"],
                "parameters": [{"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/RunbookUpdate"}}}},
                "responses": {
                  "200": {"description": "Saved: the runbook now.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Runbook"}}}},
                  "400": {"description": "A malformed body (`invalid_json`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such runbook (`runbook_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "As for a new runbook, `field` naming what is wrong. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              },
              "delete": {
                "operationId": "hideRunbook",
                "summary": "Hide a runbook",
                "description": "Takes it out of the list (a starter included); its versions and runs stay, and `POST …/show` puts it back.",
                "tags": ["Runbooks"],
                "parameters": [{"$ref": "#/components/parameters/IdempotencyKey"}],
                "responses": {
                  "204": {"description": "Hidden."},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such runbook (`runbook_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "The `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/runbooks/{id}/show": {
              "parameters": [{"$ref": "#/components/parameters/RunbookId"}],
              "post": {
                "operationId": "showRunbook",
                "summary": "Put a hidden runbook back on the list",
                "tags": ["Runbooks"],
                "parameters": [{"$ref": "#/components/parameters/IdempotencyKey"}],
                "responses": {
                  "200": {"description": "On the list.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Runbook"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such runbook (`runbook_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "The `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/runbooks/{id}/runs": {
              "parameters": [{"$ref": "#/components/parameters/RunbookId"}],
              "get": {
                "operationId": "listRunbookRuns",
                "summary": "A runbook's runs",
                "description": "Newest first.",
                "tags": ["Runbooks"],
                "responses": {
                  "200": {"description": "The runs.", "content": {"application/json": {"schema": {"type": "object", "required": ["runs"], "properties": {"runs": {"type": "array", "items": {"$ref": "#/components/schemas/RunbookRun"}}}}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such runbook (`runbook_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              },
              "post": {
                "operationId": "recordRunbookRun",
                "summary": "Record a run",
                "description": "Recorded when the run ends: `finishedAt` when every step was reached, null (or left out) when it was stopped early; `feeling` is the intentions' scale.",
                "tags": ["Runbooks"],
                "parameters": [{"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["startedAt", "stepsReached"], "properties": {
                  "version": {"type": "integer", "minimum": 1, "description": "The version run; the current one when left out."},
                  "startedAt": {"type": "string", "format": "date-time"},
                  "finishedAt": {"type": ["string", "null"], "format": "date-time"},
                  "stepsReached": {"type": "integer", "minimum": 1, "description": "How many steps were shown; a finished run reached them all."},
                  "feeling": {"type": ["string", "null"], "enum": ["ecstatic", "happy", "meh", "sad", "angry", null]},
                  "words": {"type": ["string", "null"], "maxLength": 2000}}}}}},
                "responses": {
                  "201": {"description": "Recorded.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/RunbookRun"}}}},
                  "400": {"description": "A malformed body (`invalid_json`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such runbook (`runbook_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "A version the runbook never had, steps reached outside 1…the version's steps (or fewer than all for a finished run), a start or finish in the future or a finish before the start, an unknown feeling, words over 2,000 characters; `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            }
          },
          "components": {
            "parameters": {
              "RunbookId": {"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}
            },
            "schemas": {
              "RunbookStep": {
                "type": "object", "required": ["text", "timerSeconds"],
                "properties": {
                  "text": {"type": "string", "minLength": 1, "maxLength": 500},
                  "timerSeconds": {"type": ["integer", "null"], "minimum": 5, "maximum": 3600, "description": "A countdown shown on the step (breathing, say)."}
                }
              },
              "RunbookStepInput": {
                "oneOf": [
                  {"type": "string", "minLength": 1, "maxLength": 500, "description": "A step without a timer."},
                  {"type": "object", "required": ["text"], "properties": {
                    "text": {"type": "string", "minLength": 1, "maxLength": 500},
                    "timerSeconds": {"type": ["integer", "null"], "minimum": 5, "maximum": 3600}}}
                ]
              },
              "RunbookInput": {
                "type": "object", "required": ["name", "steps"],
                "properties": {
                  "name": {"type": "string", "minLength": 1, "maxLength": 80},
                  "moment": {"type": "string", "maxLength": 200, "description": "When it is for, in the user's words."},
                  "steps": {"type": "array", "minItems": 1, "maxItems": 30, "items": {"$ref": "#/components/schemas/RunbookStepInput"}}
                }
              },
              "RunbookUpdate": {
                "type": "object",
                "properties": {
                  "name": {"type": "string", "minLength": 1, "maxLength": 80},
                  "moment": {"type": "string", "maxLength": 200},
                  "steps": {"type": "array", "minItems": 1, "maxItems": 30, "items": {"$ref": "#/components/schemas/RunbookStepInput"}}
                }
              },
              "Runbook": {
                "type": "object",
                "required": ["id", "name", "moment", "steps", "version", "currentVersion", "savedAt", "isStarter", "hidden", "runCount"],
                "properties": {
                  "id": {"type": "string", "format": "uuid"},
                  "name": {"type": "string"},
                  "moment": {"type": "string"},
                  "steps": {"type": "array", "items": {"$ref": "#/components/schemas/RunbookStep"}},
                  "version": {"type": "integer", "minimum": 1, "description": "The version shown."},
                  "currentVersion": {"type": "integer", "minimum": 1},
                  "savedAt": {"type": ["string", "null"], "format": "date-time", "description": "Null for a starter as it ships."},
                  "isStarter": {"type": "boolean", "description": "It ships with the app (as it is, or edited into the user's version)."},
                  "hidden": {"type": "boolean"},
                  "runCount": {"type": "integer", "minimum": 0}
                }
              },
              "RunbookRun": {
                "type": "object",
                "required": ["id", "runbookId", "version", "startedAt", "finishedAt", "stepsReached", "stepCount", "feeling", "words"],
                "properties": {
                  "id": {"type": "string", "format": "uuid"},
                  "runbookId": {"type": "string", "format": "uuid"},
                  "version": {"type": "integer", "minimum": 1},
                  "startedAt": {"type": "string", "format": "date-time"},
                  "finishedAt": {"type": ["string", "null"], "format": "date-time", "description": "Null for a run stopped before its end."},
                  "stepsReached": {"type": "integer", "minimum": 1},
                  "stepCount": {"type": "integer", "minimum": 1, "description": "The steps of the version run."},
                  "feeling": {"type": ["string", "null"], "enum": ["ecstatic", "happy", "meh", "sad", "angry", null]},
                  "words": {"type": ["string", "null"]}
                }
              }
            }
          }
        }
        """##)
}
