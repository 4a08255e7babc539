extension TimeboxesServerModule {
    static let openAPIPart = OpenAPIPart(
        ##"""
        {
          "tags": [{"name": "Timeboxes", "description": "The day planned as timeboxes (15 minutes to 2 hours each), started in one tap when their time comes, shown against what happened; and the calendar feed that shows them on a phone."}],
          "paths": {
            "/api/v1/days/{date}/timeboxes": {
              "get": {
                "operationId": "getDayTimeboxes",
                "summary": "A day's timeboxes, planned against actual",
                "description": "The day's timeboxes, earliest first, each beside the intentions whose time overlapped it: `on_time` (the first began at most 5 minutes after its start), `late` (`lateMinutes` after), `missed` (over, nothing ran), `due` (its time has come) or `upcoming`. `plannedMinutes` counts the timeboxes inside the waking window, whose real length is `wakingMinutes` (23 or 25 hours make a daylight-saving day).",
                "tags": ["Timeboxes"],
                "parameters": [{"$ref": "#/components/parameters/Date"}],
                "responses": {
                  "200": {"description": "The day's plan.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/DayTimeboxes"}}}},
                  "400": {"description": "The `date` path segment is not a real date (`invalid_date`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              },
              "post": {
                "operationId": "planTimebox",
                "summary": "Plan a timebox",
                "description": "`start` and `end` as HH:MM on the day (a time before the day start hour is that night's); 15 minutes to 2 hours, not overlapping another timebox of the day. `goal` (an id of the week's goals) or `area` (an id or a name) is what it serves, if anything.",
                "tags": ["Timeboxes"],
                "parameters": [{"$ref": "#/components/parameters/Date"}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/TimeboxInput"}}}},
                "responses": {
                  "201": {"description": "Planned.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Timebox"}}}},
                  "400": {"description": "A malformed body or date.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such goal or area (`goal_not_found`, `area_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "409": {"description": "The goal was dropped or the area archived (`goal_dropped`, `area_archived`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "A time that does not read, an end before the start, shorter than 15 minutes or longer than 2 hours (`field` `start` or `end`), an overlap with another timebox (`timebox_overlaps`, field `start`), `text` empty or longer than 140 characters. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/timeboxes/{id}": {
              "put": {
                "operationId": "changeTimebox",
                "summary": "Change a timebox",
                "description": "Its times, words and link, on the same day, checked as when it was planned.",
                "tags": ["Timeboxes"],
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/TimeboxInput"}}}},
                "responses": {
                  "200": {"description": "Changed.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Timebox"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such timebox, goal or area (`timebox_not_found`, `goal_not_found`, `area_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "409": {"description": "The goal was dropped or the area archived.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "As when planning; `field` names the problem. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              },
              "delete": {
                "operationId": "removeTimebox",
                "summary": "Take a timebox off its day's plan",
                "tags": ["Timeboxes"],
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "responses": {
                  "204": {"description": "Removed."},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such timebox (`timebox_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "The `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/timeboxes/{id}/start": {
              "post": {
                "operationId": "startTimebox",
                "summary": "Start a timebox's intention",
                "description": "Starts an intention named by the timebox's words for the minutes left of it, linked to the timebox. From 10 minutes before its start until its end, once, while nothing runs.",
                "tags": ["Timeboxes"],
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "responses": {
                  "201": {"description": "Started: the timebox, with `intention` set.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Timebox"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such timebox (`timebox_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "409": {"description": "Started already (`timebox_started`), over (`timebox_over`), not yet (`timebox_not_yet`), or another intention runs (`intention_running`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "The `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/calendar": {
              "get": {
                "operationId": "getCalendarFeed",
                "summary": "The calendar feed",
                "description": "Whether the feed is on and since when. Its address holds a secret token of which only the SHA-256 is kept, so `url` is null here: it is given once, by `POST /api/v1/calendar/reset`.",
                "tags": ["Timeboxes"],
                "responses": {
                  "200": {"description": "The feed.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/CalendarFeed"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              }
            },
            "/api/v1/calendar/reset": {
              "post": {
                "operationId": "resetCalendarFeed",
                "summary": "Make the calendar feed's address anew",
                "description": "A new secret address (`url`, `…/calendar/<token>.ics`, readable without signing in: RFC 5545, the timeboxes from 30 days ago to 90 days ahead, times in UTC). The old address stops working at once. It takes no `Idempotency-Key`: a kept answer would keep the token; each reset makes a new address.",
                "tags": ["Timeboxes"],
                "responses": {
                  "201": {"description": "The new address, shown this once.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/CalendarFeed"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "409": {"description": "The store keeps no tables (`calendar_unavailable`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            }
          },
          "components": {
            "schemas": {
              "TimeboxInput": {
                "type": "object",
                "required": ["start", "end", "text"],
                "properties": {
                  "start": {"type": "string", "example": "09:00"}, "end": {"type": "string", "example": "10:30"},
                  "text": {"type": "string", "minLength": 1, "maxLength": 140, "example": "Write the report"},
                  "goal": {"type": ["string", "null"], "format": "uuid"}, "area": {"type": ["string", "null"], "description": "An area's id or name."}
                }
              },
              "Timebox": {
                "type": "object",
                "required": ["id", "date", "start", "end", "minutes", "text", "goal", "area", "status", "lateMinutes", "actualMinutes", "intention", "intentions", "canStart"],
                "properties": {
                  "id": {"type": "string", "format": "uuid"}, "date": {"type": "string", "format": "date"},
                  "start": {"type": "string", "format": "date-time"}, "end": {"type": "string", "format": "date-time"},
                  "minutes": {"type": "integer", "minimum": 15, "maximum": 120}, "text": {"type": "string"},
                  "goal": {"type": ["string", "null"], "format": "uuid"}, "area": {"type": ["string", "null"], "format": "uuid"},
                  "status": {"type": "string", "enum": ["upcoming", "due", "on_time", "late", "missed"]},
                  "lateMinutes": {"type": ["integer", "null"]}, "actualMinutes": {"type": "integer"},
                  "intention": {"type": ["string", "null"], "format": "uuid", "description": "The intention started from it."},
                  "intentions": {"type": "array", "items": {"type": "object", "required": ["id", "text", "startedAt", "endedAt"], "properties": {
                    "id": {"type": "string", "format": "uuid"}, "text": {"type": "string"}, "startedAt": {"type": "string", "format": "date-time"},
                    "endedAt": {"type": ["string", "null"], "format": "date-time"}}}},
                  "canStart": {"type": "boolean"}
                }
              },
              "DayTimeboxes": {
                "type": "object",
                "required": ["date", "plannedMinutes", "wakingMinutes", "plannedPercent", "timeboxes"],
                "properties": {
                  "date": {"type": "string", "format": "date"}, "plannedMinutes": {"type": "integer"}, "wakingMinutes": {"type": "integer"},
                  "plannedPercent": {"type": "integer", "minimum": 0, "maximum": 100},
                  "timeboxes": {"type": "array", "items": {"$ref": "#/components/schemas/Timebox"}}
                }
              },
              "CalendarFeed": {
                "type": "object",
                "required": ["active", "madeAt", "url"],
                "properties": {
                  "active": {"type": "boolean"}, "madeAt": {"type": ["string", "null"], "format": "date-time"},
                  "url": {"type": ["string", "null"], "format": "uri", "description": "Given only when the address was just made."}
                }
              }
            }
          }
        }
        """##)
}
