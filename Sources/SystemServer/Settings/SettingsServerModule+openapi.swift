extension SettingsServerModule {
    /// Its part of the OpenAPI document: The settings.
    static let openAPIPart = OpenAPIPart(
        ##"""
        {
          "tags": [
            {
              "name": "Settings",
              "description": "How days and weeks are computed."
            }
          ],
          "paths": {
            "/api/v1/settings": {
              "get": {
                "operationId": "getSettings",
                "summary": "Get settings",
                "tags": [
                  "Settings"
                ],
                "responses": {
                  "200": {
                    "description": "The user's settings.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Settings"
                        }
                      }
                    }
                  },
                  "401": {
                    "$ref": "#/components/responses/Unauthorized"
                  }
                }
              },
              "post": {
                "operationId": "changeSettings",
                "summary": "Change settings",
                "tags": [
                  "Settings"
                ],
                "description": "Changes any subset of the settings; fields left out keep their values, and `null` switches off quiet hours or do-not-disturb. Changing settings changes how days are cut, never what was recorded.",
                "parameters": [
                  {
                    "$ref": "#/components/parameters/IdempotencyKey"
                  }
                ],
                "requestBody": {
                  "required": true,
                  "content": {
                    "application/json": {
                      "schema": {
                        "$ref": "#/components/schemas/ChangeSettingsRequest"
                      },
                      "example": {
                        "timeZone": "Europe/Berlin",
                        "weekStart": "sunday"
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "The settings after the change.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Settings"
                        }
                      }
                    },
                    "headers": {
                      "Idempotent-Replayed": {
                        "$ref": "#/components/headers/IdempotentReplayed"
                      }
                    }
                  },
                  "400": {
                    "description": "The body is not a JSON object (`invalid_json`), or the `Idempotency-Key` header is malformed (`bad_request`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "invalid_json": {
                            "summary": "invalid_json",
                            "value": {
                              "error": {
                                "code": "invalid_json",
                                "message": "The request body is not valid JSON."
                              }
                            }
                          },
                          "bad_request": {
                            "summary": "bad_request",
                            "value": {
                              "error": {
                                "code": "bad_request",
                                "message": "The Idempotency-Key header must be 1 to 200 visible ASCII characters.",
                                "field": "Idempotency-Key"
                              }
                            }
                          }
                        }
                      }
                    },
                    "headers": {
                      "Idempotent-Replayed": {
                        "$ref": "#/components/headers/IdempotentReplayed"
                      }
                    }
                  },
                  "413": {
                    "$ref": "#/components/responses/ContentTooLarge"
                  },
                  "422": {
                    "description": "A field is invalid (`invalid_field`; `field` names it), or the `Idempotency-Key` was already used for a different request (`idempotency_key_reused`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "invalid_field": {
                            "summary": "invalid_field",
                            "value": {
                              "error": {
                                "code": "invalid_field",
                                "message": "The week start must be 1 (Monday) to 7 (Sunday) or a weekday name.",
                                "field": "weekStart"
                              }
                            }
                          },
                          "idempotency_key_reused": {
                            "summary": "idempotency_key_reused",
                            "value": {
                              "error": {
                                "code": "idempotency_key_reused",
                                "message": "This Idempotency-Key was already used for a different request.",
                                "field": "Idempotency-Key"
                              }
                            }
                          },
                          "invalid_quiet_hours": {
                            "summary": "invalid_field (quiet hours)",
                            "value": {
                              "error": {
                                "code": "invalid_field",
                                "message": "Quiet hours need both a start and an end, or neither.",
                                "field": "quietUntil"
                              }
                            }
                          }
                        }
                      }
                    },
                    "headers": {
                      "Idempotent-Replayed": {
                        "$ref": "#/components/headers/IdempotentReplayed"
                      }
                    }
                  },
                  "403": {
                    "$ref": "#/components/responses/CrossOrigin"
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
              "Settings": {
                "type": "object",
                "description": "How the user's days and weeks are computed.",
                "required": [
                  "timeZone",
                  "dayStartHour",
                  "wakingStart",
                  "wakingEnd",
                  "weekStart",
                  "standupBy",
                  "smallMinutes",
                  "mediumMinutes",
                  "largeMinutes",
                  "hiddenModules",
                  "quietFrom",
                  "quietUntil",
                  "doNotDisturbUntil"
                ],
                "properties": {
                  "timeZone": {
                    "type": "string",
                    "description": "An IANA time zone name.",
                    "examples": [
                      "Europe/Berlin"
                    ]
                  },
                  "dayStartHour": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 23,
                    "description": "The hour a new day begins."
                  },
                  "wakingStart": {
                    "type": "string",
                    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    "examples": [
                      "07:00"
                    ],
                    "description": "Start of the waking window presence is measured against (HH:MM, 24-hour)."
                  },
                  "wakingEnd": {
                    "type": "string",
                    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    "examples": [
                      "23:00"
                    ],
                    "description": "End of the waking window (HH:MM); it ends the next day when not after `wakingStart`, and must differ from it."
                  },
                  "weekStart": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 7,
                    "description": "First day of the week: 1 = Monday … 7 = Sunday."
                  },
                  "standupBy": {
                    "type": "string",
                    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    "examples": [
                      "10:00"
                    ],
                    "description": "The time by which the daily standup should be done (HH:MM); after it the app asks for it."
                  },
                  "smallMinutes": {
                    "type": "integer",
                    "minimum": 15,
                    "maximum": 6000,
                    "description": "The minutes a size-S estimate stands for (default 120); S ≤ M ≤ L."
                  },
                  "mediumMinutes": {
                    "type": "integer",
                    "minimum": 15,
                    "maximum": 6000,
                    "description": "The minutes a size-M estimate stands for (default 240); S ≤ M ≤ L."
                  },
                  "largeMinutes": {
                    "type": "integer",
                    "minimum": 15,
                    "maximum": 6000,
                    "description": "The minutes a size-L estimate stands for (default 480); S ≤ M ≤ L."
                  },
                  "hiddenModules": {
                    "type": "array",
                    "items": {
                      "type": "string",
                      "minLength": 1,
                      "maxLength": 40
                    },
                    "description": "The Daily modules switched off on the Today page, by id: `todos`, `standup`, `intentions` (names of modules not installed are kept too).",
                    "examples": [
                      [
                        "standup"
                      ]
                    ]
                  },
                  "quietFrom": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    "examples": [
                      "22:00"
                    ],
                    "description": "Start of the quiet hours (HH:MM): no reminder is shown from it until `quietUntil` (over midnight when that is earlier). Null when there are no quiet hours; set both or neither."
                  },
                  "quietUntil": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    "examples": [
                      "07:00"
                    ],
                    "description": "End of the quiet hours (HH:MM); must differ from `quietFrom`. Null when there are no quiet hours."
                  },
                  "doNotDisturbUntil": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "date-time",
                    "examples": [
                      "2026-11-20T18:00:00+01:00"
                    ],
                    "description": "No reminder is shown before this instant (An ISO 8601 instant with the offset of the user's time zone (`Z` for UTC), such as 2026-11-20T09:30:00+01:00); null when off."
                  }
                }
              },
              "ChangeSettingsRequest": {
                "type": "object",
                "description": "Any subset of the settings; fields left out keep their values.",
                "properties": {
                  "timeZone": {
                    "type": "string",
                    "description": "An IANA time zone name.",
                    "examples": [
                      "Europe/Berlin"
                    ],
                    "minLength": 1
                  },
                  "dayStartHour": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 23
                  },
                  "wakingStart": {
                    "type": "string",
                    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    "examples": [
                      "07:00"
                    ]
                  },
                  "wakingEnd": {
                    "type": "string",
                    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    "examples": [
                      "23:00"
                    ],
                    "description": "Must differ from wakingStart."
                  },
                  "weekStart": {
                    "oneOf": [
                      {
                        "type": "integer",
                        "minimum": 1,
                        "maximum": 7,
                        "description": "1 = Monday … 7 = Sunday."
                      },
                      {
                        "type": "string",
                        "description": "An English weekday name or its prefix of at least three letters, case-insensitive (`sunday`, `Mon`), or a number 1–7 as text.",
                        "examples": [
                          "sunday",
                          "Mon"
                        ]
                      }
                    ]
                  },
                  "standupBy": {
                    "type": "string",
                    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    "examples": [
                      "10:00"
                    ],
                    "description": "The time by which the daily standup should be done (HH:MM); after it the app asks for it."
                  },
                  "smallMinutes": {
                    "type": "integer",
                    "minimum": 15,
                    "maximum": 6000,
                    "description": "The minutes a size-S estimate stands for (default 120); S ≤ M ≤ L."
                  },
                  "mediumMinutes": {
                    "type": "integer",
                    "minimum": 15,
                    "maximum": 6000,
                    "description": "The minutes a size-M estimate stands for (default 240); S ≤ M ≤ L."
                  },
                  "largeMinutes": {
                    "type": "integer",
                    "minimum": 15,
                    "maximum": 6000,
                    "description": "The minutes a size-L estimate stands for (default 480); S ≤ M ≤ L."
                  },
                  "hiddenModules": {
                    "type": "array",
                    "items": {
                      "type": "string",
                      "minLength": 1,
                      "maxLength": 40
                    },
                    "description": "The Daily modules switched off on the Today page, by id: `coach`, `now`, `standup`, `todos`, `intentions` (names of modules not installed are kept too).",
                    "examples": [
                      [
                        "standup"
                      ]
                    ]
                  },
                  "quietFrom": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    "examples": [
                      "22:00"
                    ],
                    "description": "Start of the quiet hours (HH:MM), or null to switch them off; quiet hours need both `quietFrom` and `quietUntil`, or neither."
                  },
                  "quietUntil": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    "examples": [
                      "07:00"
                    ],
                    "description": "End of the quiet hours (HH:MM), or null; must differ from `quietFrom`."
                  },
                  "doNotDisturbUntil": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "date-time",
                    "examples": [
                      "2026-11-20T18:00:00+01:00"
                    ],
                    "description": "No reminder before this instant (ISO 8601 with an offset or `Z`; stored to the whole second), or null to switch it off."
                  }
                }
              }
            }
          }
        }
        """##)
}
