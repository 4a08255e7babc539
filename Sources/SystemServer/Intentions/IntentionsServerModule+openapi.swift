extension IntentionsServerModule {
    /// Its part of the OpenAPI document: Intentions, a day's intentions and presence, and labels.
    static let openAPIPart = OpenAPIPart(
        ##"""
        {
          "tags": [
            {
              "name": "Intentions",
              "description": "Start, follow, end, extend, tag, rate, review and correct intentions."
            },
            {
              "name": "Days",
              "description": "A day's intentions and presence (its to-dos and standup are under To-dos and Standup)."
            },
            {
              "name": "Labels",
              "description": "Traction and distraction labels."
            }
          ],
          "paths": {
            "/api/v1/intentions": {
              "post": {
                "operationId": "startIntention",
                "summary": "Start an intention",
                "description": "Starts a new intention: a clear activity and a planned duration. Only one intention can run at a time. With an `Idempotency-Key` the new intention's id is derived from the key, so a retry never creates a second intention. With `startedAt` and `endedAt` instead of `minutes`, records an intention that already happened (a forgotten one): it is created ended, whatever runs now keeps running.",
                "tags": [
                  "Intentions"
                ],
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
                        "$ref": "#/components/schemas/StartIntentionRequest"
                      },
                      "examples": {
                        "start": {
                          "summary": "Start one now",
                          "value": {
                            "text": "Write the quarterly report outline",
                            "minutes": 45
                          }
                        },
                        "record": {
                          "summary": "Record one that already happened",
                          "value": {
                            "text": "Call the bank",
                            "startedAt": "2026-11-20T09:00:00+01:00",
                            "endedAt": "2026-11-20T09:20:00+01:00"
                          }
                        }
                      }
                    }
                  }
                },
                "responses": {
                  "201": {
                    "description": "The intention was started.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Intention"
                        },
                        "example": {
                          "actualMinutes": null,
                          "date": "2026-11-20",
                          "endedAt": null,
                          "feeling": null,
                          "id": "0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10",
                          "plannedEndAt": "2026-11-20T10:15:00+01:00",
                          "plannedMinutes": 45,
                          "review": {
                            "couldImprove": null,
                            "interesting": null,
                            "wentWell": null
                          },
                          "startedAt": "2026-11-20T09:30:00+01:00",
                          "status": "running",
                          "tags": [
                            {
                              "id": "deep-work",
                              "kind": "traction",
                              "name": "deep work"
                            }
                          ],
                          "text": "Write the quarterly report outline"
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
                  "403": {
                    "$ref": "#/components/responses/CrossOrigin"
                  },
                  "404": {
                    "description": "The `todoId` names no to-do (`todo_not_found`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "todo_not_found": {
                            "summary": "todo_not_found",
                            "value": {
                              "error": {
                                "code": "todo_not_found",
                                "message": "No to-do with id 0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10.",
                                "field": "todoId"
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
                  "409": {
                    "description": "Another intention is still running (`intention_running`): end it first; or the `todoId` names a done to-do (`todo_done`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "intention_running": {
                            "summary": "intention_running",
                            "value": {
                              "error": {
                                "code": "intention_running",
                                "message": "“Answer email” is still running. End it first, or end it and start this one.",
                                "field": "text"
                              }
                            }
                          },
                          "todo_done": {
                            "summary": "todo_done",
                            "value": {
                              "error": {
                                "code": "todo_done",
                                "message": "“Write tests” is already done; reopen it to work on it again.",
                                "field": "todoId"
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
                    "description": "A field is missing or invalid (`missing_field`, `invalid_field`; `field` names it), or the `Idempotency-Key` was already used for a different request (`idempotency_key_reused`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "missing_field": {
                            "summary": "missing_field",
                            "value": {
                              "error": {
                                "code": "missing_field",
                                "message": "The field “text” is required.",
                                "field": "text"
                              }
                            }
                          },
                          "invalid_field": {
                            "summary": "invalid_field",
                            "value": {
                              "error": {
                                "code": "invalid_field",
                                "message": "The duration must be between 5 and 240 minutes.",
                                "field": "minutes"
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
                  "401": {
                    "$ref": "#/components/responses/Unauthorized"
                  }
                }
              }
            },
            "/api/v1/intentions/current": {
              "get": {
                "operationId": "getCurrentIntention",
                "summary": "Get the running intention",
                "tags": [
                  "Intentions"
                ],
                "responses": {
                  "200": {
                    "description": "The intention that is running now.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Intention"
                        },
                        "example": {
                          "actualMinutes": null,
                          "date": "2026-11-20",
                          "endedAt": null,
                          "feeling": null,
                          "id": "0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10",
                          "plannedEndAt": "2026-11-20T10:15:00+01:00",
                          "plannedMinutes": 45,
                          "review": {
                            "couldImprove": null,
                            "interesting": null,
                            "wentWell": null
                          },
                          "startedAt": "2026-11-20T09:30:00+01:00",
                          "status": "running",
                          "tags": [
                            {
                              "id": "deep-work",
                              "kind": "traction",
                              "name": "deep work"
                            }
                          ],
                          "text": "Write the quarterly report outline"
                        }
                      }
                    }
                  },
                  "404": {
                    "description": "No intention is running (`no_running_intention`).",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "no_running_intention": {
                            "summary": "no_running_intention",
                            "value": {
                              "error": {
                                "code": "no_running_intention",
                                "message": "No intention is running."
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
            "/api/v1/intentions/{id}": {
              "get": {
                "operationId": "getIntention",
                "summary": "Get an intention",
                "tags": [
                  "Intentions"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/IntentionId"
                  }
                ],
                "responses": {
                  "200": {
                    "description": "The intention.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Intention"
                        }
                      }
                    }
                  },
                  "404": {
                    "description": "No intention has this id (`intention_not_found`); an `id` that is not a UUID is reported the same way.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "intention_not_found": {
                            "summary": "intention_not_found",
                            "value": {
                              "error": {
                                "code": "intention_not_found",
                                "message": "No intention with id 0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10.",
                                "field": "id"
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
            "/api/v1/intentions/{id}/end": {
              "post": {
                "operationId": "endIntention",
                "summary": "End a running intention",
                "description": "Ends the intention now. The body is ignored; it may be empty or `{}`, but if present it must be a JSON object.",
                "tags": [
                  "Intentions"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/IntentionId"
                  },
                  {
                    "$ref": "#/components/parameters/IdempotencyKey"
                  }
                ],
                "requestBody": {
                  "required": false,
                  "content": {
                    "application/json": {
                      "schema": {
                        "$ref": "#/components/schemas/EmptyRequest"
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "The intention after the change.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Intention"
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
                  "404": {
                    "description": "No intention has this id (`intention_not_found`); an `id` that is not a UUID is reported the same way. May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "intention_not_found": {
                            "summary": "intention_not_found",
                            "value": {
                              "error": {
                                "code": "intention_not_found",
                                "message": "No intention with id 0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10.",
                                "field": "id"
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
                  "409": {
                    "description": "The intention has already ended (`intention_not_running`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "intention_not_running": {
                            "summary": "intention_not_running",
                            "value": {
                              "error": {
                                "code": "intention_not_running",
                                "message": "“Write the quarterly report outline” has already ended.",
                                "field": "id"
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
                    "description": "A field is missing or invalid (`missing_field`, `invalid_field`; `field` names it), or the `Idempotency-Key` was already used for a different request (`idempotency_key_reused`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "idempotency_key_reused": {
                            "summary": "idempotency_key_reused",
                            "value": {
                              "error": {
                                "code": "idempotency_key_reused",
                                "message": "This Idempotency-Key was already used for a different request.",
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
                  "403": {
                    "$ref": "#/components/responses/CrossOrigin"
                  },
                  "401": {
                    "$ref": "#/components/responses/Unauthorized"
                  }
                }
              }
            },
            "/api/v1/intentions/{id}/extend": {
              "post": {
                "operationId": "extendIntention",
                "summary": "Extend a running intention",
                "description": "Adds minutes to the planned duration of a running intention. The total planned duration cannot exceed 24 hours (1440 minutes).",
                "tags": [
                  "Intentions"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/IntentionId"
                  },
                  {
                    "$ref": "#/components/parameters/IdempotencyKey"
                  }
                ],
                "requestBody": {
                  "required": true,
                  "content": {
                    "application/json": {
                      "schema": {
                        "$ref": "#/components/schemas/ExtendIntentionRequest"
                      },
                      "example": {
                        "minutes": 15
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "The intention after the change.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Intention"
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
                  "404": {
                    "description": "No intention has this id (`intention_not_found`); an `id` that is not a UUID is reported the same way. May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "intention_not_found": {
                            "summary": "intention_not_found",
                            "value": {
                              "error": {
                                "code": "intention_not_found",
                                "message": "No intention with id 0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10.",
                                "field": "id"
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
                  "409": {
                    "description": "The intention has already ended (`intention_not_running`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "intention_not_running": {
                            "summary": "intention_not_running",
                            "value": {
                              "error": {
                                "code": "intention_not_running",
                                "message": "“Write the quarterly report outline” has already ended.",
                                "field": "id"
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
                    "description": "A field is missing or invalid (`missing_field`, `invalid_field`; `field` names it), or the `Idempotency-Key` was already used for a different request (`idempotency_key_reused`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
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
                          "missing_field": {
                            "summary": "missing_field",
                            "value": {
                              "error": {
                                "code": "missing_field",
                                "message": "The field “minutes” is required.",
                                "field": "minutes"
                              }
                            }
                          },
                          "invalid_field": {
                            "summary": "invalid_field",
                            "value": {
                              "error": {
                                "code": "invalid_field",
                                "message": "An extension must be between 1 and 120 minutes.",
                                "field": "minutes"
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
            },
            "/api/v1/intentions/{id}/tags": {
              "post": {
                "operationId": "tagIntention",
                "summary": "Set an intention's tags",
                "description": "Replaces the intention's whole tag set (an empty array removes every tag). Each tag is a label name or id, or an object with a name and the kind to use if the label does not exist yet; names that are not yet labels become new labels (kind `traction` unless given). Duplicates are merged. At most 20 tags.",
                "tags": [
                  "Intentions"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/IntentionId"
                  },
                  {
                    "$ref": "#/components/parameters/IdempotencyKey"
                  }
                ],
                "requestBody": {
                  "required": true,
                  "content": {
                    "application/json": {
                      "schema": {
                        "$ref": "#/components/schemas/TagIntentionRequest"
                      },
                      "example": {
                        "tags": [
                          "deep work",
                          {
                            "name": "social media",
                            "kind": "distraction"
                          }
                        ]
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "The intention after the change.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Intention"
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
                  "404": {
                    "description": "No intention has this id (`intention_not_found`); an `id` that is not a UUID is reported the same way. May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "intention_not_found": {
                            "summary": "intention_not_found",
                            "value": {
                              "error": {
                                "code": "intention_not_found",
                                "message": "No intention with id 0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10.",
                                "field": "id"
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
                    "description": "A field is missing or invalid (`missing_field`, `invalid_field`; `field` names it), or the `Idempotency-Key` was already used for a different request (`idempotency_key_reused`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
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
                          "missing_field": {
                            "summary": "missing_field",
                            "value": {
                              "error": {
                                "code": "missing_field",
                                "message": "The field “tags” is required.",
                                "field": "tags"
                              }
                            }
                          },
                          "invalid_field": {
                            "summary": "invalid_field",
                            "value": {
                              "error": {
                                "code": "invalid_field",
                                "message": "An intention can carry at most 20 tags.",
                                "field": "tags"
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
            },
            "/api/v1/intentions/{id}/feeling": {
              "post": {
                "operationId": "rateIntention",
                "summary": "Rate how an ended intention felt",
                "description": "Records how the intention felt. Only an ended intention can be rated; rating again replaces the feeling.",
                "tags": [
                  "Intentions"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/IntentionId"
                  },
                  {
                    "$ref": "#/components/parameters/IdempotencyKey"
                  }
                ],
                "requestBody": {
                  "required": true,
                  "content": {
                    "application/json": {
                      "schema": {
                        "$ref": "#/components/schemas/RateIntentionRequest"
                      },
                      "example": {
                        "feeling": "happy"
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "The intention after the change.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Intention"
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
                  "404": {
                    "description": "No intention has this id (`intention_not_found`); an `id` that is not a UUID is reported the same way. May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "intention_not_found": {
                            "summary": "intention_not_found",
                            "value": {
                              "error": {
                                "code": "intention_not_found",
                                "message": "No intention with id 0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10.",
                                "field": "id"
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
                  "409": {
                    "description": "The intention is still running (`intention_running`): end it before rating it. May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "intention_running": {
                            "summary": "intention_running",
                            "value": {
                              "error": {
                                "code": "intention_running",
                                "message": "“Write the quarterly report outline” is still running: end it before rating or reviewing it.",
                                "field": "id"
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
                    "description": "A field is missing or invalid (`missing_field`, `invalid_field`; `field` names it), or the `Idempotency-Key` was already used for a different request (`idempotency_key_reused`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
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
                          "missing_field": {
                            "summary": "missing_field",
                            "value": {
                              "error": {
                                "code": "missing_field",
                                "message": "The field “feeling” is required.",
                                "field": "feeling"
                              }
                            }
                          },
                          "invalid_field": {
                            "summary": "invalid_field",
                            "value": {
                              "error": {
                                "code": "invalid_field",
                                "message": "The feeling must be one of: ecstatic, happy, meh, sad, angry.",
                                "field": "feeling"
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
            },
            "/api/v1/intentions/{id}/review": {
              "post": {
                "operationId": "reviewIntention",
                "summary": "Review an ended intention",
                "description": "Records the answers to the three review questions, replacing any earlier review: answers left out, null or blank are cleared. Answers are trimmed and limited to 2000 characters. Only an ended intention can be reviewed.",
                "tags": [
                  "Intentions"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/IntentionId"
                  },
                  {
                    "$ref": "#/components/parameters/IdempotencyKey"
                  }
                ],
                "requestBody": {
                  "required": true,
                  "content": {
                    "application/json": {
                      "schema": {
                        "$ref": "#/components/schemas/ReviewIntentionRequest"
                      },
                      "example": {
                        "wentWell": "Started on time.",
                        "couldImprove": "Close the chat app first.",
                        "interesting": null
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "The intention after the change.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Intention"
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
                  "404": {
                    "description": "No intention has this id (`intention_not_found`); an `id` that is not a UUID is reported the same way. May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "intention_not_found": {
                            "summary": "intention_not_found",
                            "value": {
                              "error": {
                                "code": "intention_not_found",
                                "message": "No intention with id 0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10.",
                                "field": "id"
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
                  "409": {
                    "description": "The intention is still running (`intention_running`): end it before reviewing it. May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "intention_running": {
                            "summary": "intention_running",
                            "value": {
                              "error": {
                                "code": "intention_running",
                                "message": "“Write the quarterly report outline” is still running: end it before rating or reviewing it.",
                                "field": "id"
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
                    "description": "A field is missing or invalid (`missing_field`, `invalid_field`; `field` names it), or the `Idempotency-Key` was already used for a different request (`idempotency_key_reused`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
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
                          "invalid_field": {
                            "summary": "invalid_field",
                            "value": {
                              "error": {
                                "code": "invalid_field",
                                "message": "Keep this answer to 2,000 characters or fewer (it has 2,345).",
                                "field": "wentWell"
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
            },
            "/api/v1/intentions/{id}/reflect": {
              "post": {
                "operationId": "reflectOnIntention",
                "summary": "Tag, rate and review an intention in one call",
                "description": "Records tags, a feeling and review answers together, as the review page saves them: each part given is recorded only where it changed, and all of it or none (a refused part leaves everything as it was). Tags can be set on a running intention; a feeling and a review need it ended.",
                "tags": [
                  "Intentions"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/IntentionId"
                  },
                  {
                    "$ref": "#/components/parameters/IdempotencyKey"
                  }
                ],
                "requestBody": {
                  "required": true,
                  "content": {
                    "application/json": {
                      "schema": {
                        "$ref": "#/components/schemas/ReflectIntentionRequest"
                      },
                      "example": {
                        "tags": [
                          "deep work",
                          {
                            "name": "Doom scrolling",
                            "kind": "distraction"
                          }
                        ],
                        "feeling": "happy",
                        "wentWell": "Started on time."
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "The intention after the change.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Intention"
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
                  "404": {
                    "description": "No intention has this id (`intention_not_found`); an `id` that is not a UUID is reported the same way. May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "intention_not_found": {
                            "summary": "intention_not_found",
                            "value": {
                              "error": {
                                "code": "intention_not_found",
                                "message": "No intention with id 0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10.",
                                "field": "id"
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
                  "409": {
                    "description": "The intention is still running (`intention_running`): end it before reviewing it. May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "intention_running": {
                            "summary": "intention_running",
                            "value": {
                              "error": {
                                "code": "intention_running",
                                "message": "“Write the quarterly report outline” is still running: end it before rating or reviewing it.",
                                "field": "id"
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
                    "description": "A field is missing or invalid (`missing_field`, `invalid_field`; `field` names it), or the `Idempotency-Key` was already used for a different request (`idempotency_key_reused`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
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
                          "invalid_field": {
                            "summary": "invalid_field",
                            "value": {
                              "error": {
                                "code": "invalid_field",
                                "message": "Keep this answer to 2,000 characters or fewer (it has 2,345).",
                                "field": "wentWell"
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
            },
            "/api/v1/intentions/{id}/edit": {
              "post": {
                "operationId": "editIntention",
                "summary": "Correct an intention",
                "description": "Corrects the text, start or end of an intention; fields left out or null keep their values. Neither the start nor the end can be in the future, the end must come after the start, and only an ended intention's end can be corrected.",
                "tags": [
                  "Intentions"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/IntentionId"
                  },
                  {
                    "$ref": "#/components/parameters/IdempotencyKey"
                  }
                ],
                "requestBody": {
                  "required": true,
                  "content": {
                    "application/json": {
                      "schema": {
                        "$ref": "#/components/schemas/EditIntentionRequest"
                      },
                      "example": {
                        "startedAt": "2026-11-20T09:35:00+01:00"
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "The intention after the change.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Intention"
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
                  "404": {
                    "description": "No intention has this id (`intention_not_found`); an `id` that is not a UUID is reported the same way. May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "intention_not_found": {
                            "summary": "intention_not_found",
                            "value": {
                              "error": {
                                "code": "intention_not_found",
                                "message": "No intention with id 0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10.",
                                "field": "id"
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
                  "409": {
                    "description": "`endedAt` was given for an intention that is still running (`intention_running`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "intention_running": {
                            "summary": "intention_running",
                            "value": {
                              "error": {
                                "code": "intention_running",
                                "message": "End the intention before correcting its end time.",
                                "field": "endedAt"
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
                    "description": "A field is missing or invalid (`missing_field`, `invalid_field`; `field` names it), or the `Idempotency-Key` was already used for a different request (`idempotency_key_reused`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
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
                          "invalid_field": {
                            "summary": "invalid_field",
                            "value": {
                              "error": {
                                "code": "invalid_field",
                                "message": "The end must come after the start.",
                                "field": "endedAt"
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
            },
            "/api/v1/days/{date}/intentions": {
              "get": {
                "operationId": "listDayIntentions",
                "summary": "List a day's intentions",
                "description": "The intentions that started on the given day, as the user's settings cut days (a day begins at `dayStartHour`).",
                "tags": [
                  "Days"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/Date"
                  }
                ],
                "responses": {
                  "200": {
                    "description": "The day's intentions.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/DayIntentions"
                        }
                      }
                    }
                  },
                  "400": {
                    "description": "The `date` path segment is not a real `YYYY-MM-DD` date (`invalid_date`).",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "invalid_date": {
                            "summary": "invalid_date",
                            "value": {
                              "error": {
                                "code": "invalid_date",
                                "message": "“2026-02-30” is not a date: use YYYY-MM-DD, for example 2026-11-20.",
                                "field": "date"
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
            "/api/v1/days/{date}/presence": {
              "get": {
                "operationId": "getDayPresence",
                "summary": "Get a day's presence",
                "description": "How many minutes of the day's waking window were covered by intentions (up to now for a running intention).",
                "tags": [
                  "Days"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/Date"
                  }
                ],
                "responses": {
                  "200": {
                    "description": "The day's presence.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Presence"
                        },
                        "example": {
                          "date": "2026-11-20",
                          "presentMinutes": 240,
                          "ratio": 0.25,
                          "windowEnd": "2026-11-20T23:00:00+01:00",
                          "windowMinutes": 960,
                          "windowStart": "2026-11-20T07:00:00+01:00"
                        }
                      }
                    }
                  },
                  "400": {
                    "description": "The `date` path segment is not a real `YYYY-MM-DD` date (`invalid_date`).",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "invalid_date": {
                            "summary": "invalid_date",
                            "value": {
                              "error": {
                                "code": "invalid_date",
                                "message": "“2026-02-30” is not a date: use YYYY-MM-DD, for example 2026-11-20.",
                                "field": "date"
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
            "/api/v1/labels": {
              "get": {
                "operationId": "listLabels",
                "summary": "List labels",
                "tags": [
                  "Labels"
                ],
                "responses": {
                  "200": {
                    "description": "Every label of the user, sorted.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/LabelList"
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
                "operationId": "createLabel",
                "summary": "Create a label",
                "tags": [
                  "Labels"
                ],
                "description": "Creates a label. Its id is its name folded to lowercase words joined by dashes (`Deep Work` → `deep-work`); a name whose id is already taken is refused.",
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
                        "$ref": "#/components/schemas/CreateLabelRequest"
                      },
                      "example": {
                        "name": "reading",
                        "kind": "traction"
                      }
                    }
                  }
                },
                "responses": {
                  "201": {
                    "description": "The label was created.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Label"
                        },
                        "example": {
                          "id": "reading",
                          "kind": "traction",
                          "name": "reading"
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
                  "409": {
                    "description": "A label with this name (or id) already exists (`label_exists`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "label_exists": {
                            "summary": "label_exists",
                            "value": {
                              "error": {
                                "code": "label_exists",
                                "message": "You already have the label “reading”.",
                                "field": "name"
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
                    "description": "A field is missing or invalid (`missing_field`, `invalid_field`; `field` names it), or the `Idempotency-Key` was already used for a different request (`idempotency_key_reused`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "missing_field": {
                            "summary": "missing_field",
                            "value": {
                              "error": {
                                "code": "missing_field",
                                "message": "The field “name” is required.",
                                "field": "name"
                              }
                            }
                          },
                          "invalid_field": {
                            "summary": "invalid_field",
                            "value": {
                              "error": {
                                "code": "invalid_field",
                                "message": "A label kind is “traction” or “distraction”.",
                                "field": "kind"
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
              "Intention": {
                "type": "object",
                "description": "One intention: a clear activity, a planned duration, and what happened.",
                "required": [
                  "id",
                  "text",
                  "date",
                  "plannedMinutes",
                  "startedAt",
                  "plannedEndAt",
                  "endedAt",
                  "actualMinutes",
                  "status",
                  "tags",
                  "feeling",
                  "review",
                  "todoId",
                  "serves"
                ],
                "properties": {
                  "id": {
                    "type": "string",
                    "format": "uuid",
                    "description": "Lowercase UUID."
                  },
                  "text": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 280,
                    "description": "The activity, trimmed."
                  },
                  "date": {
                    "type": "string",
                    "format": "date",
                    "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                    "examples": [
                      "2026-11-20"
                    ],
                    "description": "The day the intention belongs to (the day containing `startedAt`, as the settings cut days)."
                  },
                  "plannedMinutes": {
                    "type": "integer",
                    "minimum": 5,
                    "maximum": 1440,
                    "description": "The planned duration including every extension (5–240 at the start, plus extensions, at most 1440)."
                  },
                  "startedAt": {
                    "type": "string",
                    "format": "date-time",
                    "description": "An ISO 8601 instant with the offset of the user's time zone (`Z` for UTC), such as 2026-11-20T09:30:00+01:00."
                  },
                  "plannedEndAt": {
                    "type": "string",
                    "format": "date-time",
                    "description": "`startedAt` plus `plannedMinutes`; An ISO 8601 instant with the offset of the user's time zone (`Z` for UTC), such as 2026-11-20T09:30:00+01:00."
                  },
                  "endedAt": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "date-time",
                    "description": "When it ended; null while running."
                  },
                  "actualMinutes": {
                    "type": [
                      "integer",
                      "null"
                    ],
                    "minimum": 0,
                    "description": "Whole minutes actually spent (rounded); null while running."
                  },
                  "status": {
                    "type": "string",
                    "enum": [
                      "running",
                      "ended"
                    ]
                  },
                  "tags": {
                    "type": "array",
                    "maxItems": 20,
                    "items": {
                      "$ref": "#/components/schemas/Label"
                    }
                  },
                  "feeling": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "enum": [
                      "ecstatic",
                      "happy",
                      "meh",
                      "sad",
                      "angry",
                      null
                    ],
                    "description": "How it felt; null until rated."
                  },
                  "review": {
                    "$ref": "#/components/schemas/Review"
                  },
                  "todoId": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "uuid",
                    "description": "The to-do it was started from; null for a free-standing intention, which counts toward no goal."
                  },
                  "serves": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "description": "What its time counts toward: the to-do's goal and area (“Ship the importer · Career”) or its area; null for a free-standing intention."
                  }
                }
              },
              "Review": {
                "type": "object",
                "description": "The answers to the three review questions; each null until answered.",
                "required": [
                  "wentWell",
                  "couldImprove",
                  "interesting"
                ],
                "properties": {
                  "wentWell": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 2000
                  },
                  "couldImprove": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 2000
                  },
                  "interesting": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 2000
                  }
                }
              },
              "Label": {
                "type": "object",
                "description": "A label for intentions: traction (toward what you want) or distraction (away from it).",
                "required": [
                  "id",
                  "name",
                  "kind"
                ],
                "properties": {
                  "id": {
                    "type": "string",
                    "description": "The name folded to lowercase words joined by dashes.",
                    "examples": [
                      "deep-work"
                    ]
                  },
                  "name": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 40,
                    "examples": [
                      "deep work"
                    ]
                  },
                  "kind": {
                    "type": "string",
                    "enum": [
                      "traction",
                      "distraction"
                    ]
                  }
                }
              },
              "LabelList": {
                "type": "object",
                "required": [
                  "labels"
                ],
                "properties": {
                  "labels": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/Label"
                    }
                  }
                }
              },
              "DayIntentions": {
                "type": "object",
                "required": [
                  "date",
                  "intentions"
                ],
                "properties": {
                  "date": {
                    "type": "string",
                    "format": "date",
                    "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                    "examples": [
                      "2026-11-20"
                    ]
                  },
                  "intentions": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/Intention"
                    }
                  }
                }
              },
              "Presence": {
                "type": "object",
                "description": "How much of a day's waking window was covered by intentions.",
                "required": [
                  "date",
                  "presentMinutes",
                  "windowMinutes",
                  "ratio",
                  "windowStart",
                  "windowEnd"
                ],
                "properties": {
                  "date": {
                    "type": "string",
                    "format": "date",
                    "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                    "examples": [
                      "2026-11-20"
                    ]
                  },
                  "presentMinutes": {
                    "type": "integer",
                    "minimum": 0
                  },
                  "windowMinutes": {
                    "type": "integer",
                    "minimum": 0
                  },
                  "ratio": {
                    "type": "number",
                    "minimum": 0,
                    "maximum": 1,
                    "description": "presentMinutes / windowMinutes, rounded to 4 decimals."
                  },
                  "windowStart": {
                    "type": "string",
                    "format": "date-time",
                    "description": "An ISO 8601 instant with the offset of the user's time zone (`Z` for UTC), such as 2026-11-20T09:30:00+01:00."
                  },
                  "windowEnd": {
                    "type": "string",
                    "format": "date-time",
                    "description": "An ISO 8601 instant with the offset of the user's time zone (`Z` for UTC), such as 2026-11-20T09:30:00+01:00."
                  }
                }
              },
              "StartIntentionRequest": {
                "type": "object",
                "required": [],
                "properties": {
                  "text": {
                    "type": "string",
                    "minLength": 1,
                    "description": "What you intend to do; trimmed, then 1–280 characters. Required unless `todoId` is given (then it defaults to the to-do's text).",
                    "maxLength": 280
                  },
                  "minutes": {
                    "type": "integer",
                    "minimum": 5,
                    "maximum": 240,
                    "description": "The planned duration in minutes. Required to start one now; not used with `startedAt` and `endedAt`."
                  },
                  "todoId": {
                    "type": "string",
                    "format": "uuid",
                    "description": "A to-do it serves: the intention's time then counts toward the to-do's goal and area. To start one now the to-do must be open; a past one may name a to-do already done."
                  },
                  "startedAt": {
                    "type": "string",
                    "format": "date-time",
                    "description": "With `endedAt`: record an intention that already happened (one forgotten at the time), from this instant. An ISO 8601 instant with an offset."
                  },
                  "endedAt": {
                    "type": "string",
                    "format": "date-time",
                    "description": "With `startedAt`: when the past intention ended; after the start, not in the future, at most 24 hours later."
                  }
                },
                "description": "Either `text`, or `todoId` (and optionally `text`). With `minutes` it starts now; with `startedAt` and `endedAt` instead it records one that already happened, ended, ready to be tagged, rated and reviewed."
              },
              "ExtendIntentionRequest": {
                "type": "object",
                "required": [
                  "minutes"
                ],
                "properties": {
                  "minutes": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 120,
                    "description": "Minutes to add to the planned duration."
                  }
                }
              },
              "TagInput": {
                "oneOf": [
                  {
                    "type": "string",
                    "minLength": 1,
                    "description": "A label name or id (trimmed, 1–40 characters, at least one letter or digit).",
                    "maxLength": 40
                  },
                  {
                    "type": "object",
                    "required": [
                      "name"
                    ],
                    "properties": {
                      "name": {
                        "type": "string",
                        "minLength": 1,
                        "maxLength": 40
                      },
                      "kind": {
                        "type": "string",
                        "enum": [
                          "traction",
                          "distraction"
                        ],
                        "description": "The kind for a new label; ignored for an existing one. Default traction."
                      }
                    }
                  }
                ]
              },
              "TagIntentionRequest": {
                "type": "object",
                "required": [
                  "tags"
                ],
                "properties": {
                  "tags": {
                    "type": "array",
                    "maxItems": 20,
                    "items": {
                      "$ref": "#/components/schemas/TagInput"
                    },
                    "description": "The whole new tag set."
                  }
                }
              },
              "RateIntentionRequest": {
                "type": "object",
                "required": [
                  "feeling"
                ],
                "properties": {
                  "feeling": {
                    "type": "string",
                    "enum": [
                      "ecstatic",
                      "happy",
                      "meh",
                      "sad",
                      "angry"
                    ],
                    "description": "Matched case-insensitively."
                  }
                }
              },
              "ReviewIntentionRequest": {
                "type": "object",
                "properties": {
                  "wentWell": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "description": "What went well? Trimmed; at most 2000 characters; blank or left out clears it.",
                    "maxLength": 2000
                  },
                  "couldImprove": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "description": "What could be improved? Trimmed; at most 2000 characters; blank or left out clears it.",
                    "maxLength": 2000
                  },
                  "interesting": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "description": "What was interesting? Trimmed; at most 2000 characters; blank or left out clears it.",
                    "maxLength": 2000
                  }
                }
              },
              "EditIntentionRequest": {
                "type": "object",
                "properties": {
                  "text": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "description": "The new activity; trimmed, then 1–280 characters.",
                    "minLength": 1,
                    "maxLength": 280
                  },
                  "startedAt": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "date-time",
                    "description": "The corrected start: an ISO 8601 instant with an offset or Z, not in the future."
                  },
                  "endedAt": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "date-time",
                    "description": "The corrected end of an ended intention: an ISO 8601 instant with an offset or Z, after the start and not in the future."
                  }
                }
              },
              "CreateLabelRequest": {
                "type": "object",
                "required": [
                  "name"
                ],
                "properties": {
                  "name": {
                    "type": "string",
                    "minLength": 1,
                    "description": "Trimmed, then 1–40 characters with at least one letter or digit.",
                    "maxLength": 40
                  },
                  "kind": {
                    "type": "string",
                    "enum": [
                      "traction",
                      "distraction"
                    ],
                    "default": "traction"
                  }
                }
              },
              "ReflectIntentionRequest": {
                "type": "object",
                "description": "Any of tags, feeling and review answers. Only what changes is recorded, all of it or none. A review answer left out keeps its text; null or blank clears it.",
                "properties": {
                  "tags": {
                    "type": "array",
                    "maxItems": 20,
                    "items": {
                      "$ref": "#/components/schemas/TagInput"
                    },
                    "description": "The whole tag set (label names, or {name, kind} objects for new labels); left out, the tags stay as they are."
                  },
                  "feeling": {
                    "type": "string",
                    "enum": [
                      "ecstatic",
                      "happy",
                      "meh",
                      "sad",
                      "angry"
                    ],
                    "description": "How it felt; left out, it stays as it is. Needs the intention ended."
                  },
                  "wentWell": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "description": "What went well. Trimmed, up to 2000 characters; left out, it keeps its text; null or blank clears it.",
                    "maxLength": 2000
                  },
                  "couldImprove": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "description": "What could be improved. Trimmed, up to 2000 characters; left out, it keeps its text; null or blank clears it.",
                    "maxLength": 2000
                  },
                  "interesting": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "description": "What was interesting. Trimmed, up to 2000 characters; left out, it keeps its text; null or blank clears it.",
                    "maxLength": 2000
                  }
                }
              }
            },
            "parameters": {
              "IntentionId": {
                "name": "id",
                "in": "path",
                "required": true,
                "description": "The intention's id (a UUID).",
                "schema": {
                  "type": "string",
                  "format": "uuid"
                }
              }
            }
          }
        }
        """##)
}
