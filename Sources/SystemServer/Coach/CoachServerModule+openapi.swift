extension CoachServerModule {
    /// Its part of the OpenAPI document: The coach.
    static let openAPIPart = OpenAPIPart(
        ##"""
        {
          "tags": [
            {
              "name": "Coach",
              "description": "The coach: the right message at the right moment for any instant and viewed day, why it won, the catalogue it chooses from, and the reminders an open tab shows."
            }
          ],
          "paths": {
            "/api/v1/coach": {
              "get": {
                "operationId": "getCoach",
                "summary": "Get the coach's message",
                "description": "Scores every option of the catalogue for the user at `at`, viewing `date`; the highest wins, ties are drawn steadily within an hour, and when nothing scores a calm default appears. Both can be any past or future value: viewing yesterday shows yesterday's relevant message. With `explain=true`, the answer says why.",
                "tags": [
                  "Coach"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/CoachAt"
                  },
                  {
                    "$ref": "#/components/parameters/CoachDate"
                  },
                  {
                    "$ref": "#/components/parameters/CoachExplain"
                  }
                ],
                "responses": {
                  "200": {
                    "description": "The message, the instant and the day; with `explain=true`, the options and signals too.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Coach"
                        },
                        "example": {
                          "message": {
                            "key": "reflect.past.unrated",
                            "topic": "intention.reflect",
                            "priority": 85,
                            "text": "You didn't rate yesterday morning's intention, “Write the report”. How did it feel?",
                            "actions": [
                              {
                                "label": "Reflect on it",
                                "href": "/intentions/0b9e6a0c-5c1e-4d0a-9f57-3a6c1f0f6f21"
                              }
                            ]
                          },
                          "at": "2026-11-20T10:00:00+01:00",
                          "date": "2026-11-19"
                        }
                      }
                    }
                  },
                  "400": {
                    "description": "A query parameter does not read: `at` (`invalid_instant`), `date` (`invalid_date`) or `explain` (`invalid_flag`); `field` names it.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "invalid_instant": {
                            "summary": "invalid_instant",
                            "value": {
                              "error": {
                                "code": "invalid_instant",
                                "message": "“yesterday” is not an instant: use ISO 8601 with an offset, for example 2026-11-20T10:00:00+01:00 (years 1900–2999).",
                                "field": "at"
                              }
                            }
                          },
                          "invalid_date": {
                            "summary": "invalid_date",
                            "value": {
                              "error": {
                                "code": "invalid_date",
                                "message": "“2026-02-30” is not a date: use YYYY-MM-DD, for example 2026-11-20 (years 1900–2999).",
                                "field": "date"
                              }
                            }
                          },
                          "invalid_flag": {
                            "summary": "invalid_flag",
                            "value": {
                              "error": {
                                "code": "invalid_flag",
                                "message": "“yes” is not true or false: use explain=true or explain=false.",
                                "field": "explain"
                              }
                            }
                          }
                        }
                      }
                    }
                  },
                  "401": {
                    "$ref": "#/components/responses/Unauthorized"
                  }
                }
              }
            },
            "/api/v1/coach/topics": {
              "get": {
                "operationId": "getCoachTopics",
                "summary": "List the coach's topics",
                "description": "The fixed vocabulary of what messages are about.",
                "tags": [
                  "Coach"
                ],
                "responses": {
                  "200": {
                    "description": "The topics.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/CoachTopics"
                        }
                      }
                    }
                  },
                  "401": {
                    "$ref": "#/components/responses/Unauthorized"
                  }
                }
              }
            },
            "/api/v1/coach/rules": {
              "get": {
                "operationId": "getCoachRules",
                "summary": "List the coach's catalogue",
                "description": "Every option as a row (key, topic, maximum priority, conditions, text with its placeholders, actions), the calm default, and every signal with its meaning. Adding a message is adding a row.",
                "tags": [
                  "Coach"
                ],
                "responses": {
                  "200": {
                    "description": "The catalogue and the signals.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/CoachRules"
                        }
                      }
                    }
                  },
                  "401": {
                    "$ref": "#/components/responses/Unauthorized"
                  }
                }
              }
            },
            "/api/v1/coach/reminders": {
              "get": {
                "operationId": "getCoachReminders",
                "summary": "List due reminders",
                "description": "The reminders due from five minutes ago to twelve hours ahead (time up and overdue for the running intention, a reflection 10 minutes after one ends, nothing started for an hour in waking hours, the standup, planning the week), earliest first. Those falling in quiet hours or before `doNotDisturbUntil` are left out. An open tab polls this and shows each `key` once.",
                "tags": [
                  "Coach"
                ],
                "responses": {
                  "200": {
                    "description": "The server's time and the reminders.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/CoachReminders"
                        },
                        "example": {
                          "now": "2026-11-20T10:00:00+01:00",
                          "reminders": [
                            {
                              "key": "timeup:0b9e6a0c-5c1e-4d0a-9f57-3a6c1f0f6f21",
                              "at": "2026-11-20T10:25:00+01:00",
                              "title": "Time's up",
                              "body": "“Write the report” reached its planned time.",
                              "href": "/focus"
                            }
                          ]
                        }
                      }
                    }
                  },
                  "401": {
                    "$ref": "#/components/responses/Unauthorized"
                  }
                }
              }
            }
          },
          "components": {
            "schemas": {
              "CoachAction": {
                "type": "object",
                "description": "A link or button beside a message: a path in the web app.",
                "required": [
                  "label",
                  "href"
                ],
                "properties": {
                  "label": {
                    "type": "string",
                    "examples": [
                      "Plan my week"
                    ]
                  },
                  "href": {
                    "type": "string",
                    "examples": [
                      "/weeks/2026-11-23#plan"
                    ]
                  }
                }
              },
              "CoachMessage": {
                "type": "object",
                "description": "What the coach says, placeholders filled in for the moment.",
                "required": [
                  "key",
                  "topic",
                  "text",
                  "priority",
                  "actions"
                ],
                "properties": {
                  "key": {
                    "type": "string",
                    "description": "The catalogue row that won (`calm` when nothing scored).",
                    "examples": [
                      "overdue.1"
                    ]
                  },
                  "topic": {
                    "$ref": "#/components/schemas/CoachTopic"
                  },
                  "text": {
                    "type": "string",
                    "examples": [
                      "“Write the report” is 12 min over its time. Wrap up, or give it a few more minutes on purpose."
                    ]
                  },
                  "priority": {
                    "type": "number",
                    "minimum": 0,
                    "description": "The winner's priority: its maximum priority times its conditions (0 for the calm default), rounded to 4 decimals."
                  },
                  "actions": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/CoachAction"
                    }
                  }
                }
              },
              "CoachTopic": {
                "type": "string",
                "description": "What a message is about; the fixed vocabulary is `GET /api/v1/coach/topics` (later modules add `health.*`, `sleep.*`, `workout.*`, `trigger.*`, `pact.*`).",
                "examples": [
                  "intention.start",
                  "week.plan"
                ]
              },
              "CoachScore": {
                "type": "object",
                "description": "One option as weighed at the moment.",
                "required": [
                  "key",
                  "topic",
                  "priority",
                  "maxPriority",
                  "reason",
                  "conditions"
                ],
                "properties": {
                  "key": {
                    "type": "string",
                    "examples": [
                      "plan.eve.1"
                    ]
                  },
                  "topic": {
                    "$ref": "#/components/schemas/CoachTopic"
                  },
                  "priority": {
                    "type": "number",
                    "minimum": 0,
                    "description": "`maxPriority` times every condition's value, rounded to 4 decimals; 0 never shows."
                  },
                  "maxPriority": {
                    "type": "number",
                    "minimum": 0
                  },
                  "reason": {
                    "type": "string",
                    "description": "Why, in words.",
                    "examples": [
                      "0 because weekIsPlanned = 1",
                      "85 × 1 × 0.5 = 42.5"
                    ]
                  },
                  "conditions": {
                    "type": "object",
                    "additionalProperties": {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 1
                    },
                    "description": "Each condition and the factor it contributed, 0…1. A name starting with `!` is one minus that signal.",
                    "examples": [
                      {
                        "dayIsToday": 1,
                        "weekStartsTomorrow": 0.5,
                        "!nextWeekIsPlanned": 1,
                        "!intentionRunning": 1
                      }
                    ]
                  }
                }
              },
              "CoachAlternative": {
                "type": "object",
                "required": [
                  "topic",
                  "title",
                  "text",
                  "reason"
                ],
                "properties": {
                  "topic": {
                    "$ref": "#/components/schemas/CoachTopic"
                  },
                  "title": {
                    "type": "string",
                    "description": "The topic in words, such as “Planning the week”."
                  },
                  "text": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "description": "What it would say now, filled in for the moment; null when it has nothing to say."
                  },
                  "reason": {
                    "type": "string",
                    "description": "Why it is not the one shown: less pressing, tied, or the condition that rules it out (“Not now, because the week has goals.”)."
                  }
                }
              },
              "CoachSignalValue": {
                "type": "object",
                "description": "A signal's value at the moment.",
                "required": [
                  "name",
                  "meaning",
                  "value"
                ],
                "properties": {
                  "name": {
                    "type": "string",
                    "examples": [
                      "idle"
                    ]
                  },
                  "meaning": {
                    "type": "string",
                    "examples": [
                      "Minutes since the last intention ended (or the waking window began), 0 at none and 1 at 90 or more."
                    ]
                  },
                  "value": {
                    "type": "number",
                    "minimum": 0,
                    "maximum": 1,
                    "description": "0 is no, 1 is yes; values between ramp up or decay. Rounded to 4 decimals."
                  }
                }
              },
              "Coach": {
                "type": "object",
                "description": "The coach's message for an instant and a viewed day; with `explain=true`, also why in words, the other topics, every option by priority and every signal's value.",
                "required": [
                  "message",
                  "at",
                  "date"
                ],
                "properties": {
                  "message": {
                    "$ref": "#/components/schemas/CoachMessage"
                  },
                  "at": {
                    "type": "string",
                    "format": "date-time",
                    "description": "The instant weighed. An ISO 8601 instant with the offset of the user's time zone (`Z` for UTC), such as 2026-11-20T09:30:00+01:00."
                  },
                  "date": {
                    "type": "string",
                    "format": "date",
                    "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                    "description": "The day viewed.",
                    "examples": [
                      "2026-11-20"
                    ]
                  },
                  "because": {
                    "type": "string",
                    "description": "Only with `explain=true`: why the message shows, in one plain sentence (“Shown because nothing is running and “Draft the proposal” still needs a feeling.”)."
                  },
                  "alternatives": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/CoachAlternative"
                    },
                    "description": "Only with `explain=true`: every other topic, those that would speak first (most pressing first), then the quiet ones, each with what it would say or why it is quiet."
                  },
                  "options": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/CoachScore"
                    },
                    "description": "Only with `explain=true`: every option of the catalogue, highest priority first (ties by key)."
                  },
                  "signals": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/CoachSignalValue"
                    },
                    "description": "Only with `explain=true`: every signal, in catalogue order."
                  },
                  "tied": {
                    "type": "array",
                    "items": {
                      "type": "string"
                    },
                    "description": "Only with `explain=true`: the keys of the options that tied at the top; the winner was drawn among them, steadily within an hour of a viewed day (empty when nothing scored)."
                  }
                }
              },
              "CoachTopics": {
                "type": "object",
                "required": [
                  "topics"
                ],
                "properties": {
                  "topics": {
                    "type": "array",
                    "items": {
                      "type": "string"
                    },
                    "examples": [
                      [
                        "intention.start",
                        "intention.running",
                        "intention.overdue",
                        "intention.reflect",
                        "day.standup",
                        "day.review",
                        "todo.unlinked",
                        "todo.carryover",
                        "week.plan",
                        "week.overcommitted",
                        "week.retro",
                        "week.actionitem",
                        "presence.celebrate",
                        "resurface",
                        "encourage"
                      ]
                    ]
                  }
                }
              },
              "CoachRule": {
                "type": "object",
                "description": "A row of the catalogue as written; placeholders such as `{running}` are filled when the message is shown.",
                "required": [
                  "key",
                  "topic",
                  "maxPriority",
                  "conditions",
                  "text",
                  "actions"
                ],
                "properties": {
                  "key": {
                    "type": "string",
                    "examples": [
                      "plan.eve.1"
                    ]
                  },
                  "topic": {
                    "$ref": "#/components/schemas/CoachTopic"
                  },
                  "maxPriority": {
                    "type": "number",
                    "minimum": 0
                  },
                  "conditions": {
                    "type": "array",
                    "items": {
                      "type": "string"
                    },
                    "description": "The signals multiplied together, in order; `!name` means one minus that signal.",
                    "examples": [
                      [
                        "dayIsToday",
                        "weekStartsTomorrow",
                        "!nextWeekIsPlanned",
                        "!intentionRunning"
                      ]
                    ]
                  },
                  "text": {
                    "type": "string"
                  },
                  "actions": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/CoachAction"
                    }
                  }
                }
              },
              "CoachSignal": {
                "type": "object",
                "required": [
                  "name",
                  "meaning"
                ],
                "properties": {
                  "name": {
                    "type": "string"
                  },
                  "meaning": {
                    "type": "string"
                  }
                }
              },
              "CoachRules": {
                "type": "object",
                "description": "The catalogue as a table, the calm default, and the signals the conditions name.",
                "required": [
                  "options",
                  "calm",
                  "signals"
                ],
                "properties": {
                  "options": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/CoachRule"
                    }
                  },
                  "calm": {
                    "$ref": "#/components/schemas/CoachRule",
                    "description": "What the coach says when no option scores above 0."
                  },
                  "signals": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/CoachSignal"
                    }
                  }
                }
              },
              "CoachReminder": {
                "type": "object",
                "required": [
                  "key",
                  "at",
                  "title",
                  "body",
                  "href"
                ],
                "properties": {
                  "key": {
                    "type": "string",
                    "description": "Unique for the occasion, so a tab shows it once.",
                    "examples": [
                      "timeup:0b9e6a0c-5c1e-4d0a-9f57-3a6c1f0f6f21"
                    ]
                  },
                  "at": {
                    "type": "string",
                    "format": "date-time",
                    "description": "When it is due. An ISO 8601 instant with the offset of the user's time zone (`Z` for UTC), such as 2026-11-20T09:30:00+01:00."
                  },
                  "title": {
                    "type": "string",
                    "examples": [
                      "Time's up"
                    ]
                  },
                  "body": {
                    "type": "string"
                  },
                  "href": {
                    "type": "string",
                    "description": "Where a click leads, a path in the web app.",
                    "examples": [
                      "/focus"
                    ]
                  }
                }
              },
              "CoachReminders": {
                "type": "object",
                "required": [
                  "now",
                  "reminders"
                ],
                "properties": {
                  "now": {
                    "type": "string",
                    "format": "date-time",
                    "description": "The server's time. An ISO 8601 instant with the offset of the user's time zone (`Z` for UTC), such as 2026-11-20T09:30:00+01:00."
                  },
                  "reminders": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/CoachReminder"
                    },
                    "description": "Earliest first."
                  }
                }
              }
            },
            "parameters": {
              "CoachAt": {
                "name": "at",
                "in": "query",
                "required": false,
                "description": "The instant to weigh, ISO 8601 with an offset or `Z` (encode `+` as `%2B`); any past or future instant in the years 1900–2999. Default: now.",
                "schema": {
                  "type": "string",
                  "format": "date-time"
                },
                "example": "2026-11-22T19:00:00+01:00"
              },
              "CoachDate": {
                "name": "date",
                "in": "query",
                "required": false,
                "description": "The day viewed, `YYYY-MM-DD`, any in the years 1900–2999. Default: the day holding `at` in the user's settings (a day begins at `dayStartHour`).",
                "schema": {
                  "type": "string",
                  "format": "date",
                  "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
                },
                "example": "2026-11-19"
              },
              "CoachExplain": {
                "name": "explain",
                "in": "query",
                "required": false,
                "description": "`true` adds every option with its priority, reason and conditions, and every signal with its value.",
                "schema": {
                  "type": "string",
                  "enum": [
                    "true",
                    "false"
                  ],
                  "default": "false"
                }
              }
            }
          }
        }
        """##)
}
