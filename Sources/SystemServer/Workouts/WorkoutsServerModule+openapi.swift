extension WorkoutsServerModule {
    static let openAPIPart = OpenAPIPart(
        ##"""
        {
          "tags": [{"name": "Workouts", "description": "Lifting, and the smart clip's stream."}],
          "paths": {
            "/api/v1/lift-templates": {
              "get": {
                "operationId": "listLiftTemplates",
                "summary": "The workout templates",
                "description": "Each template with its lifts, and where today's session of it stands: the sets done of each lift (a set counts for the first of the template's lifts that is still short of its sets) and the next set with its suggested weight (null when every set is done).",
                "tags": ["Workouts"],
                "responses": {
                  "200": {"description": "The templates, by name.", "content": {"application/json": {"schema": {"type": "object", "required": ["templates"], "properties": {"templates": {"type": "array", "items": {"$ref": "#/components/schemas/LiftTemplate"}}}}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              },
              "post": {
                "operationId": "addLiftTemplate",
                "summary": "Add a template",
                "tags": ["Workouts"],
                "parameters": [{"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/LiftTemplateInput"}}}},
                "responses": {
                  "201": {"description": "Added.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/LiftTemplate"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "422": {"description": "A missing name, no items, no such lift, a weight, sets, reps or rest out of range; `field` names it (`items[1].sets`). Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/lift-templates/{id}": {
              "put": {
                "operationId": "replaceLiftTemplate",
                "summary": "Replace a template's name, lifts and rest",
                "tags": ["Workouts"],
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/LiftTemplateInput"}}}},
                "responses": {
                  "200": {"description": "Replaced.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/LiftTemplate"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such template (`template_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "As for adding one; `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              },
              "delete": {
                "operationId": "removeLiftTemplate",
                "summary": "Remove a template",
                "description": "The sets done from it stay.",
                "tags": ["Workouts"],
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "responses": {
                  "204": {"description": "Removed."},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such template (`template_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "The `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/lifts": {
              "get": {
                "operationId": "listLifts",
                "summary": "The lifts",
                "description": "The four standard lifts and the user's own, each with its last session (the sets of the last day it was done, oldest first) and its best estimated one-rep max (Epley).",
                "tags": ["Workouts"],
                "responses": {
                  "200": {"description": "The lifts.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Lifts"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              },
              "post": {
                "operationId": "addLift",
                "summary": "Add a lift of the user's own",
                "description": "`name` (1–80 characters, not a name the user's lifts already have, in any case) and `isLowerBody` (legs and hips: steps of 5 kg, not 2.5; false if left out). The lift then works wherever a lift is asked for, by its id or its name.",
                "tags": ["Workouts"],
                "parameters": [{"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["name"], "properties": {
                  "name": {"type": "string"}, "isLowerBody": {"type": "boolean"}}}}}},
                "responses": {
                  "201": {"description": "The lift.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Lift"}}}},
                  "400": {"$ref": "#/components/responses/BadRequest"},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "422": {"description": "No name, a name over 80 characters, or one the user's lifts have (`invalid_field`, field `name`); or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/lifts/{id}/sessions": {
              "get": {
                "operationId": "liftSessions",
                "summary": "A lift's history",
                "description": "The lift (by id, or by name as `lift` is read elsewhere) with its sessions newest first: each day's sets, volume, and best set with its estimated one-rep max (Epley and Brzycki); and the one-rep max from the load–velocity line once the clip has seen the lift at three or more weights.",
                "tags": ["Workouts"],
                "parameters": [
                  {"name": "id", "in": "path", "required": true, "schema": {"type": "string"}, "description": "The lift's id or name."},
                  {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 200, "default": 10}, "description": "How many sessions."}
                ],
                "responses": {
                  "200": {"description": "The lift's history.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/LiftSessions"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such lift (`lift_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "A limit that is not 1–200 (`invalid_limit`, field `limit`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/lifts/sets": {
              "post": {
                "operationId": "recordLiftSet",
                "summary": "Record a set",
                "description": "`lift` is a lift's id or name (`squat`, `bench` when only one lift starts so); `weightKg` 0–1000; `reps` 0–100, or `stream`, the clip's recording (as `POST /api/v1/lifts/analyze` reads it, at `rate`), whose reps count. With a stream, the set keeps what each rep measured, the stream is kept with the user's history, and the answer carries its analysis for `goal`.",
                "tags": ["Workouts"],
                "parameters": [{"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["lift", "weightKg"], "properties": {
                  "lift": {"type": "string", "example": "squat"}, "weightKg": {"type": "number", "minimum": 0, "maximum": 1000},
                  "reps": {"type": "integer", "minimum": 0, "maximum": 100}, "targetReps": {"type": "integer", "minimum": 1, "maximum": 100},
                  "stream": {"type": "string"}, "rate": {"type": "number", "minimum": 1, "maximum": 1000, "default": 25},
                  "goal": {"type": "string", "enum": ["power", "strength", "hypertrophy"], "description": "The user's goal (`PUT /api/v1/lifts/goal`) unless given."}}}}}},
                "responses": {
                  "201": {"description": "Recorded.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/RecordedLiftSet"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "413": {"description": "A body over 1 MiB (`body_too_large`): a longer recording goes to `POST /api/v1/lifts/analyze`, which reads up to 16 MiB.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "No such lift, a weight, reps, rate or goal out of range, neither reps nor a stream; `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/lifts/goal": {
              "put": {
                "operationId": "setTrainingGoal",
                "summary": "Set what the user trains for",
                "description": "`goal` sets how much a set may slow, fastest rep to last, before the advice says to end it: power 10 %, strength 20 % (until set), hypertrophy 30 %. Recording a set and the pages use it unless told otherwise. Answers the lifts, as `GET /api/v1/lifts`.",
                "tags": ["Workouts"],
                "parameters": [{"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["goal"], "properties": {
                  "goal": {"type": "string", "enum": ["power", "strength", "hypertrophy"]}}}}}},
                "responses": {
                  "200": {"description": "Set.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Lifts"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "422": {"description": "No such goal (`invalid_goal`, `field` is `goal`), or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/lifts/sets/{id}": {
              "delete": {
                "operationId": "removeLiftSet",
                "summary": "Remove a set",
                "tags": ["Workouts"],
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "responses": {
                  "204": {"description": "Removed."},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such set (`set_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "The `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/lifts/analyze": {
              "post": {
                "operationId": "analyzeLift",
                "summary": "Analyse a set recorded by the clip",
                "description": "The body is the clip's stream as text, one reading per line: `s:<cm from the floor>` (sonar) or `a:<pitch>:<roll>` (degrees), each optionally after the milliseconds since the start (`1234 s:141`); lines end in LF or CRLF. Lines without a time are read at `rate`. Anything else is skipped and counted in `ignoredLines`, never refused. A rep is a rise of at least `minRange` cm; shorter rises are `partialReps`, not counted. Nothing is stored.",
                "tags": ["Workouts"],
                "parameters": [
                  {"name": "rate", "in": "query", "schema": {"type": "number", "minimum": 1, "maximum": 1000, "default": 25}, "description": "Readings a second of lines without a time."},
                  {"name": "minRange", "in": "query", "schema": {"type": "number", "minimum": 1, "maximum": 200, "default": 15}, "description": "The shortest rise that counts as a rep, in cm."},
                  {"name": "goal", "in": "query", "schema": {"type": "string", "enum": ["power", "strength", "hypertrophy"]}, "description": "What the user trains for: the velocity loss a set may reach (10, 20, 30 %). The user's goal (`PUT /api/v1/lifts/goal`) unless given."}
                ],
                "requestBody": {"required": true, "content": {"text/plain": {"schema": {"type": "string", "example": "0 s:40\n40 s:52\n80 s:68\n"}}}},
                "responses": {
                  "200": {"description": "The set's reps, their figures and the advice.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/LiftAnalysis"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "413": {"description": "A stream over 16 MiB (`body_too_large`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "A `rate`, `minRange` or `goal` out of range; `field` names it.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            }
          },
          "components": {
            "schemas": {
              "LiftTemplateInput": {
                "type": "object", "required": ["name", "items"],
                "properties": {
                  "name": {"type": "string", "maxLength": 80, "example": "Day A"},
                  "restSeconds": {"type": "integer", "minimum": 0, "maximum": 900, "default": 120},
                  "items": {"type": "array", "minItems": 1, "items": {"type": "object", "required": ["lift", "weightKg", "sets", "targetReps"], "properties": {
                    "lift": {"type": "string", "description": "A lift's id or name.", "example": "squat"},
                    "weightKg": {"type": "number", "minimum": 0, "maximum": 1000, "description": "The weight to start from; each next session's is suggested from the last ones."},
                    "sets": {"type": "integer", "minimum": 1, "maximum": 20}, "targetReps": {"type": "integer", "minimum": 1, "maximum": 100}}}}
                }
              },
              "LiftTemplate": {
                "type": "object", "required": ["id", "name", "restSeconds", "items", "today"],
                "properties": {
                  "id": {"type": "string", "format": "uuid"}, "name": {"type": "string"}, "restSeconds": {"type": "integer"},
                  "items": {"type": "array", "items": {"type": "object", "required": ["liftId", "liftName", "weightKg", "sets", "targetReps", "done"], "properties": {
                    "liftId": {"type": "string", "format": "uuid"}, "liftName": {"type": "string"}, "weightKg": {"type": "number"},
                    "sets": {"type": "integer"}, "targetReps": {"type": "integer"}, "done": {"type": "integer", "description": "Sets of it done today."}}}},
                  "today": {"type": "object", "required": ["setsDone", "setsPlanned", "next"], "properties": {
                    "setsDone": {"type": "integer"}, "setsPlanned": {"type": "integer"},
                    "next": {"type": ["object", "null"], "required": ["item", "liftId", "set", "weightKg", "targetReps"], "properties": {
                      "item": {"type": "integer", "description": "The item's position, from 0."}, "liftId": {"type": "string", "format": "uuid"},
                      "set": {"type": "integer", "description": "The set of that item, from 1."}, "weightKg": {"type": "number"}, "targetReps": {"type": "integer"}}}}}
                }
              },
              "LiftSet": {
                "type": "object",
                "required": ["id", "liftId", "weightKg", "reps", "targetReps", "at", "epleyKg", "brzyckiKg", "measured"],
                "properties": {
                  "id": {"type": "string", "format": "uuid"}, "liftId": {"type": "string", "format": "uuid"},
                  "weightKg": {"type": "number"}, "reps": {"type": "integer"}, "targetReps": {"type": ["integer", "null"]},
                  "at": {"type": "string", "format": "date-time"},
                  "epleyKg": {"type": ["number", "null"]}, "brzyckiKg": {"type": ["number", "null"]},
                  "measured": {"type": ["object", "null"], "required": ["repVelocities", "repRangesCm", "partialReps", "streamId"], "properties": {
                    "repVelocities": {"type": "array", "items": {"type": "number"}, "description": "Each rep's mean concentric velocity, m/s."},
                    "repRangesCm": {"type": "array", "items": {"type": "number"}}, "partialReps": {"type": "integer"},
                    "streamId": {"type": ["string", "null"], "description": "The raw stream kept with the history (null for a store that keeps none)."}}}
                }
              },
              "Lifts": {
                "type": "object", "required": ["lifts", "goal"],
                "properties": {"goal": {"type": "string", "enum": ["power", "strength", "hypertrophy"], "description": "What the user trains for."}, "lifts": {"type": "array", "items": {"$ref": "#/components/schemas/Lift"}}}
              },
              "LiftSessions": {
                "type": "object", "required": ["lift", "velocityOneRepMax", "sessions", "earlierSessions"],
                "properties": {
                  "lift": {"$ref": "#/components/schemas/Lift"},
                  "velocityOneRepMax": {"type": ["object", "null"], "required": ["kg", "weights"], "properties": {"kg": {"type": "number"}, "weights": {"type": "integer", "description": "How many weights the line stands on."}}},
                  "sessions": {"type": "array", "items": {"type": "object", "required": ["day", "sets", "volumeKg", "bestSetId", "epleyKg", "brzyckiKg"], "properties": {
                    "day": {"type": "string", "format": "date"}, "sets": {"type": "array", "items": {"$ref": "#/components/schemas/LiftSet"}},
                    "volumeKg": {"type": "number"}, "bestSetId": {"type": "string", "format": "uuid"},
                    "epleyKg": {"type": ["number", "null"]}, "brzyckiKg": {"type": ["number", "null"]}}}},
                  "earlierSessions": {"type": "integer", "description": "Sessions older than those given."}
                }
              },
              "Lift": {
                "type": "object", "required": ["id", "name", "isLowerBody", "lastSession", "bestEpleyKg"], "properties": {
                  "id": {"type": "string", "format": "uuid"}, "name": {"type": "string"},
                  "isLowerBody": {"type": "boolean", "description": "Legs and hips: it steps up 5 kg at a time, others 2.5 kg."},
                  "lastSession": {"type": "array", "items": {"$ref": "#/components/schemas/LiftSet"}}, "bestEpleyKg": {"type": ["number", "null"]}}
              },
              "RecordedLiftSet": {
                "type": "object", "required": ["set", "isRecord", "nextWeightKg", "analysis"],
                "properties": {
                  "set": {"$ref": "#/components/schemas/LiftSet"},
                  "isRecord": {"type": "boolean", "description": "The set beat every earlier set of its lift on estimated one-rep max."},
                  "nextWeightKg": {"type": "number", "description": "The weight for the next session: a step up after a session whose every set reached its target, the same after one that fell short, a tenth less after two short ones."},
                  "analysis": {"oneOf": [{"$ref": "#/components/schemas/LiftAnalysis"}, {"type": "null"}]}
                }
              },
              "LiftAnalysis": {
                "type": "object",
                "required": ["repCount", "reps", "partialReps", "velocityLossPercent", "slowestRep", "leastStableRep", "goal", "advice", "distanceReadings", "ignoredLines"],
                "properties": {
                  "repCount": {"type": "integer", "description": "The reps counted: rises of at least `minRange`."},
                  "reps": {"type": "array", "items": {"type": "object",
                    "required": ["number", "romCm", "meanConcentricVelocity", "peakVelocity", "peakVelocityAtPercent", "timeToPeakS", "peakAcceleration", "durationS", "maxAbsPitchDeg", "maxAbsRollDeg", "start", "end"],
                    "properties": {
                      "number": {"type": "integer", "minimum": 1}, "romCm": {"type": "number", "description": "Range of motion, cm."},
                      "meanConcentricVelocity": {"type": "number", "description": "m/s over the concentric phase."}, "peakVelocity": {"type": "number", "description": "m/s."},
                      "peakVelocityAtPercent": {"type": "number", "description": "Where the peak speed falls, as a share of the way up."},
                      "timeToPeakS": {"type": "number"}, "peakAcceleration": {"type": "number", "description": "m/s²."},
                      "durationS": {"type": "number"},
                      "maxAbsPitchDeg": {"type": ["number", "null"]}, "maxAbsRollDeg": {"type": ["number", "null"]},
                      "start": {"type": "number", "description": "Seconds from the stream's start."}, "end": {"type": "number"}}}},
                  "partialReps": {"type": "array", "items": {"type": "object", "required": ["romCm", "start", "end"], "properties": {
                    "romCm": {"type": "number"}, "start": {"type": "number"}, "end": {"type": "number"}}}},
                  "velocityLossPercent": {"type": ["number", "null"], "description": "Fastest rep to last, as a share of the fastest."},
                  "slowestRep": {"type": ["integer", "null"], "description": "1-based."}, "leastStableRep": {"type": ["integer", "null"], "description": "1-based."},
                  "goal": {"type": "string", "enum": ["power", "strength", "hypertrophy"]},
                  "advice": {"type": "array", "items": {"type": "object", "required": ["kind", "rep", "reps", "text"], "properties": {
                    "kind": {"type": "string", "enum": ["rangeOfMotion", "weakPoint", "explosiveness", "stability", "fatigue"]},
                    "rep": {"type": ["integer", "null"], "description": "The rep it names first, or null for the set."},
                    "reps": {"type": "array", "items": {"type": "integer"}}, "text": {"type": "string"}}}},
                  "distanceReadings": {"type": "integer"}, "ignoredLines": {"type": "integer"}
                }
              }
            }
          }
        }
        """##)
}
