extension WorkoutsServerModule {
    static let openAPIPart = OpenAPIPart(
        ##"""
        {
          "tags": [{"name": "Workouts", "description": "Lifting, and the smart clip's stream."}],
          "paths": {
            "/api/v1/lift/analyses": {
              "post": {
                "operationId": "analyzeLift",
                "summary": "Analyse a set recorded by the clip",
                "description": "The body is the clip's stream as text, one reading per line: `s:<cm from the floor>` (sonar) or `a:<pitch>:<roll>` (degrees), each optionally after the milliseconds since the start (`1234 s:141`); lines end in LF or CRLF. Lines without a time are read at `rate`. Anything else is skipped and counted in `ignoredLines`, never refused. A rep is a rise of at least `minRange` cm; shorter rises are `partialReps`, not counted. Nothing is stored.",
                "tags": ["Workouts"],
                "parameters": [
                  {"name": "rate", "in": "query", "schema": {"type": "number", "minimum": 1, "maximum": 1000, "default": 25}, "description": "Readings a second of lines without a time."},
                  {"name": "minRange", "in": "query", "schema": {"type": "number", "minimum": 1, "maximum": 200, "default": 15}, "description": "The shortest rise that counts as a rep, in cm."},
                  {"name": "goal", "in": "query", "schema": {"type": "string", "enum": ["power", "strength", "hypertrophy"], "default": "strength"}, "description": "What the user trains for: the velocity loss a set may reach (10, 20, 30 %)."}
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
              "LiftAnalysis": {
                "type": "object",
                "required": ["reps", "partialReps", "velocityLossPercent", "slowestRep", "leastStableRep", "goal", "advice", "distanceReadings", "ignoredLines"],
                "properties": {
                  "reps": {"type": "array", "items": {"type": "object",
                    "required": ["number", "rangeCm", "meanVelocity", "peakVelocity", "peakAtPercent", "timeToPeakSeconds", "peakAcceleration", "durationSeconds", "maxPitchDegrees", "maxRollDegrees", "start", "end"],
                    "properties": {
                      "number": {"type": "integer", "minimum": 1}, "rangeCm": {"type": "number"},
                      "meanVelocity": {"type": "number", "description": "m/s over the concentric phase."}, "peakVelocity": {"type": "number", "description": "m/s."},
                      "peakAtPercent": {"type": "number", "description": "Where the peak speed falls, as a share of the way up."},
                      "timeToPeakSeconds": {"type": "number"}, "peakAcceleration": {"type": "number", "description": "m/s²."},
                      "durationSeconds": {"type": "number"},
                      "maxPitchDegrees": {"type": ["number", "null"]}, "maxRollDegrees": {"type": ["number", "null"]},
                      "start": {"type": "number", "description": "Seconds from the stream's start."}, "end": {"type": "number"}}}},
                  "partialReps": {"type": "array", "items": {"type": "object", "required": ["rangeCm", "start", "end"], "properties": {
                    "rangeCm": {"type": "number"}, "start": {"type": "number"}, "end": {"type": "number"}}}},
                  "velocityLossPercent": {"type": ["number", "null"], "description": "Fastest rep to last, as a share of the fastest."},
                  "slowestRep": {"type": ["integer", "null"]}, "leastStableRep": {"type": ["integer", "null"]},
                  "goal": {"type": "string", "enum": ["power", "strength", "hypertrophy"]},
                  "advice": {"type": "array", "items": {"type": "object", "required": ["kind", "reps", "text"], "properties": {
                    "kind": {"type": "string", "enum": ["rangeOfMotion", "weakPoint", "explosiveness", "stability", "fatigue"]},
                    "reps": {"type": "array", "items": {"type": "integer"}}, "text": {"type": "string"}}}},
                  "distanceReadings": {"type": "integer"}, "ignoredLines": {"type": "integer"}
                }
              }
            }
          }
        }
        """##)
}
