extension DailyServerModule {
    /// Its part of the OpenAPI document: A day's to-dos and its standup.
    static let openAPIPart = OpenAPIPart(
        ##"""
        {
          "tags": [
            {
              "name": "To-dos",
              "description": "The day's to-dos, each tied to a goal or an area."
            },
            {
              "name": "Standup",
              "description": "The daily standup."
            }
          ],
          "paths": {
            "/api/v1/days/{date}/todos": {
              "get": {
                "operationId": "listDayTodos",
                "summary": "List a day's to-dos",
                "description": "The day's to-dos in the user's order, and the ones carried away from it.",
                "tags": [
                  "To-dos"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/Date"
                  }
                ],
                "responses": {
                  "200": {
                    "description": "The day's to-dos.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/DayTodos"
                        }
                      }
                    }
                  },
                  "400": {
                    "description": "The `date` path segment is not a real date (`invalid_date`).",
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
              },
              "post": {
                "operationId": "addTodo",
                "summary": "Add a to-do",
                "description": "Adds a to-do to the day, linked to one of the week's goals or an area of focus. One with neither is refused with a message that offers the choice: nothing sneaks in off-plan. With an `Idempotency-Key` its id derives from the key.",
                "tags": [
                  "To-dos"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/Date"
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
                        "$ref": "#/components/schemas/AddTodoRequest"
                      },
                      "example": {
                        "text": "Write tests",
                        "goal": "0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10"
                      }
                    }
                  }
                },
                "responses": {
                  "201": {
                    "description": "The to-do was added.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Todo"
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
                    "description": "The `date` path segment is not a real date (`invalid_date`), the body is not a JSON object (`invalid_json`), or the `Idempotency-Key` header is malformed (`bad_request`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
                          },
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
                    "description": "The `goal` or `area` names nothing (`goal_not_found`, `area_not_found`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "goal_not_found": {
                            "summary": "goal_not_found",
                            "value": {
                              "error": {
                                "code": "goal_not_found",
                                "message": "No goal with id 0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10.",
                                "field": "goal"
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
                    "description": "The area is archived (`area_archived`) or the goal dropped (`goal_dropped`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "area_archived": {
                            "summary": "area_archived",
                            "value": {
                              "error": {
                                "code": "area_archived",
                                "message": "“Chores” is archived: restore it first, or choose one of your active areas.",
                                "field": "area"
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
                    "description": "A field is missing or invalid (`missing_field`, `invalid_field`; `field` names it), or the to-do has no goal and no area (`todo_unlinked`), or the `Idempotency-Key` was already used for a different request (`idempotency_key_reused`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "todo_unlinked": {
                            "summary": "todo_unlinked",
                            "value": {
                              "error": {
                                "code": "todo_unlinked",
                                "message": "Link this to-do to one of the week's goals (“Ship the importer”) or to an area of focus (Career, Family).",
                                "field": "goal"
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
            "/api/v1/days/{date}/todos/order": {
              "put": {
                "operationId": "reorderTodos",
                "summary": "Reorder a day's to-dos",
                "description": "Puts the named to-dos first, in the order given.",
                "tags": [
                  "To-dos"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/Date"
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
                        "$ref": "#/components/schemas/ReorderTodosRequest"
                      },
                      "example": {
                        "todoIds": [
                          "0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10"
                        ]
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "The day's to-dos in their new order.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/DayTodos"
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
                    "description": "The `date` path segment is not a real date (`invalid_date`), the body is not a JSON object (`invalid_json`), or the `Idempotency-Key` header is malformed (`bad_request`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
                          },
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
                    "description": "A to-do is not on this day (`todo_not_found`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
                                "message": "The to-do 0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10 is not on 2026-11-20.",
                                "field": "todoIds"
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
                  "401": {
                    "$ref": "#/components/responses/Unauthorized"
                  }
                }
              }
            },
            "/api/v1/todos/open": {
              "get": {
                "operationId": "listOpenTodos",
                "summary": "List the open to-dos of earlier days",
                "description": "Every to-do still open and dated before `before`, however long ago, a page at a time: newest day first, each day's in the user's order. The standup shows the newest few as `carryOver` and counts the rest in `olderCarryOver`, whose `href` is this list from where the few end.",
                "tags": [
                  "To-dos"
                ],
                "parameters": [
                  {
                    "name": "before",
                    "in": "query",
                    "required": false,
                    "description": "List the to-dos dated before this day, `YYYY-MM-DD`. Default: today, in the user's settings.",
                    "schema": {
                      "type": "string",
                      "format": "date",
                      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
                    },
                    "example": "2026-11-20"
                  },
                  {
                    "$ref": "#/components/parameters/PageLimit"
                  },
                  {
                    "$ref": "#/components/parameters/PageCursor"
                  }
                ],
                "responses": {
                  "200": {
                    "description": "A page of the open to-dos.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/OpenTodos"
                        }
                      }
                    }
                  },
                  "400": {
                    "description": "A query parameter does not read: `before` (`invalid_date`), `limit` (`invalid_limit`) or `cursor` (`invalid_cursor`); `field` names it.",
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
                                "field": "before"
                              }
                            }
                          },
                          "invalid_limit": {
                            "summary": "invalid_limit",
                            "value": {
                              "error": {
                                "code": "invalid_limit",
                                "message": "“500” is not a page size: use a whole number from 1 to 200.",
                                "field": "limit"
                              }
                            }
                          },
                          "invalid_cursor": {
                            "summary": "invalid_cursor",
                            "value": {
                              "error": {
                                "code": "invalid_cursor",
                                "message": "“page2” is not a cursor: use the nextCursor of an earlier page, or leave it out for the first page.",
                                "field": "cursor"
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
            "/api/v1/todos/{id}": {
              "post": {
                "operationId": "changeTodo",
                "summary": "Change a to-do",
                "description": "Changes the text or the link; fields left out keep their values.",
                "tags": [
                  "To-dos"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/TodoId"
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
                        "$ref": "#/components/schemas/ChangeTodoRequest"
                      },
                      "example": {
                        "text": "Write the parser tests"
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "The to-do after the change.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Todo"
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
                    "description": "No to-do has this id (`todo_not_found`); an `id` that is not a UUID is reported the same way. May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
                    "description": "The new area is archived (`area_archived`) or the new goal dropped (`goal_dropped`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "area_archived": {
                            "summary": "area_archived",
                            "value": {
                              "error": {
                                "code": "area_archived",
                                "message": "“Chores” is archived: restore it first, or choose one of your active areas.",
                                "field": "area"
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
                  "401": {
                    "$ref": "#/components/responses/Unauthorized"
                  }
                }
              }
            },
            "/api/v1/todos/{id}/done": {
              "post": {
                "operationId": "completeTodo",
                "summary": "Mark a to-do done",
                "description": "The body is ignored.",
                "tags": [
                  "To-dos"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/TodoId"
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
                    "description": "The to-do after the change.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Todo"
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
                    "description": "No to-do has this id (`todo_not_found`); an `id` that is not a UUID is reported the same way. May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
                  "401": {
                    "$ref": "#/components/responses/Unauthorized"
                  }
                }
              }
            },
            "/api/v1/todos/{id}/reopen": {
              "post": {
                "operationId": "reopenTodo",
                "summary": "Reopen a to-do",
                "description": "The body is ignored.",
                "tags": [
                  "To-dos"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/TodoId"
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
                    "description": "The to-do after the change.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Todo"
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
                    "description": "No to-do has this id (`todo_not_found`); an `id` that is not a UUID is reported the same way. May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
                  "401": {
                    "$ref": "#/components/responses/Unauthorized"
                  }
                }
              }
            },
            "/api/v1/todos/{id}/drop": {
              "post": {
                "operationId": "dropTodo",
                "summary": "Drop a to-do",
                "description": "The body is ignored.",
                "tags": [
                  "To-dos"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/TodoId"
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
                    "description": "The to-do after the change.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Todo"
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
                    "description": "No to-do has this id (`todo_not_found`); an `id` that is not a UUID is reported the same way. May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
                  "401": {
                    "$ref": "#/components/responses/Unauthorized"
                  }
                }
              }
            },
            "/api/v1/todos/{id}/carry": {
              "post": {
                "operationId": "carryTodo",
                "summary": "Carry a to-do to another day",
                "description": "Moves an open to-do to another day; its history keeps the move.",
                "tags": [
                  "To-dos"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/TodoId"
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
                        "$ref": "#/components/schemas/CarryTodoRequest"
                      },
                      "example": {
                        "date": "2026-11-21"
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "The to-do after the change.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Todo"
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
                    "description": "No to-do has this id (`todo_not_found`); an `id` that is not a UUID is reported the same way. May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
                    "description": "The to-do is done or dropped (`todo_done`, `todo_dropped`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "todo_done": {
                            "summary": "todo_done",
                            "value": {
                              "error": {
                                "code": "todo_done",
                                "message": "“Write tests” is done; only an open to-do moves to another day.",
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
                  "401": {
                    "$ref": "#/components/responses/Unauthorized"
                  }
                }
              }
            },
            "/api/v1/days/{date}/standup": {
              "get": {
                "operationId": "getStandup",
                "summary": "Get a day's standup",
                "description": "Yesterday's done and not done, the to-dos to carry over, the week's open action items and the day's to-dos, and the standup if recorded.",
                "tags": [
                  "Standup"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/Date"
                  }
                ],
                "responses": {
                  "200": {
                    "description": "The standup.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Standup"
                        }
                      }
                    }
                  },
                  "400": {
                    "description": "The `date` path segment is not a real date (`invalid_date`).",
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
              },
              "put": {
                "operationId": "recordStandup",
                "summary": "Record a day's standup",
                "description": "Carries the chosen open to-dos of earlier days to this day and records the plan and a note.",
                "tags": [
                  "Standup"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/Date"
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
                        "$ref": "#/components/schemas/StandupRequest"
                      },
                      "example": {
                        "plan": [
                          "0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10"
                        ],
                        "carry": [
                          "0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10"
                        ],
                        "note": "Tests first"
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "The recorded standup.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Standup"
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
                    "description": "The `date` path segment is not a real date (`invalid_date`), the body is not a JSON object (`invalid_json`), or the `Idempotency-Key` header is malformed (`bad_request`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
                          },
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
                    "description": "A to-do in `plan` or `carry` does not exist (`todo_not_found`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
                                "field": "carry"
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
                    "description": "A to-do to carry is done or dropped (`todo_done`, `todo_dropped`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "todo_done": {
                            "summary": "todo_done",
                            "value": {
                              "error": {
                                "code": "todo_done",
                                "message": "“Write tests” is done; only an open to-do moves to another day.",
                                "field": "carry"
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
                    "description": "A field is missing or invalid (`missing_field`, `invalid_field`; `field` names it), or a to-do to carry is not from an earlier day, or the `Idempotency-Key` was already used for a different request (`idempotency_key_reused`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
                                "message": "“Write tests” is not from an earlier day, so there is nothing to carry.",
                                "field": "carry"
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
            }
          },
          "components": {
            "schemas": {
              "Todo": {
                "type": "object",
                "description": "One thing to do on a day, always tied to a goal or at least an area.",
                "required": [
                  "id",
                  "date",
                  "text",
                  "goalId",
                  "goalTitle",
                  "areaId",
                  "areaName",
                  "status",
                  "moves",
                  "intentionIds",
                  "spentMinutes"
                ],
                "properties": {
                  "id": {
                    "type": "string",
                    "format": "uuid",
                    "description": "Lowercase UUID."
                  },
                  "date": {
                    "type": "string",
                    "format": "date",
                    "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                    "examples": [
                      "2026-11-20"
                    ],
                    "description": "The day it is on now."
                  },
                  "text": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 280
                  },
                  "goalId": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "uuid",
                    "description": "The goal it serves; null when linked to an area only."
                  },
                  "goalTitle": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "areaId": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "uuid",
                    "description": "The area its time counts toward: its goal's area, or the area it names."
                  },
                  "areaName": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "status": {
                    "type": "string",
                    "enum": [
                      "open",
                      "done",
                      "dropped"
                    ]
                  },
                  "moves": {
                    "type": "array",
                    "description": "Every move to another day, oldest first.",
                    "items": {
                      "type": "object",
                      "description": "A move.",
                      "required": [
                        "from",
                        "to"
                      ],
                      "properties": {
                        "from": {
                          "type": "string",
                          "format": "date",
                          "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                          "examples": [
                            "2026-11-20"
                          ]
                        },
                        "to": {
                          "type": "string",
                          "format": "date",
                          "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                          "examples": [
                            "2026-11-20"
                          ]
                        }
                      }
                    }
                  },
                  "intentionIds": {
                    "type": "array",
                    "items": {
                      "type": "string",
                      "format": "uuid"
                    },
                    "description": "The intentions started from it."
                  },
                  "spentMinutes": {
                    "type": "integer",
                    "minimum": 0
                  }
                }
              },
              "DayTodos": {
                "type": "object",
                "description": "A day's to-dos.",
                "required": [
                  "date",
                  "todos",
                  "carriedAway"
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
                  "todos": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/Todo"
                    },
                    "description": "In the user's order."
                  },
                  "carriedAway": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/Todo"
                    },
                    "description": "To-dos that were on this day and were carried to another."
                  }
                }
              },
              "Standup": {
                "type": "object",
                "description": "A day's standup: yesterday, what to carry over, the week's open action items, and the day's plan.",
                "required": [
                  "date",
                  "done",
                  "dueAt",
                  "overdue",
                  "recordedAt",
                  "note",
                  "plan",
                  "yesterday",
                  "carryOver",
                  "olderCarryOver",
                  "actionItems",
                  "olderActionItems",
                  "todos"
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
                  "done": {
                    "type": "boolean",
                    "description": "Whether the standup was recorded."
                  },
                  "dueAt": {
                    "type": "string",
                    "format": "date-time",
                    "description": "The `standupBy` setting on this day."
                  },
                  "overdue": {
                    "type": "boolean",
                    "description": "Not done, today, and past `dueAt`: the app asks for it."
                  },
                  "recordedAt": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "date-time",
                    "description": "An ISO 8601 instant with the offset of the user's time zone, such as 2026-11-20T09:30:00+01:00."
                  },
                  "note": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 2000
                  },
                  "plan": {
                    "type": "array",
                    "items": {
                      "type": "string",
                      "format": "uuid"
                    },
                    "description": "The to-dos chosen for the day."
                  },
                  "yesterday": {
                    "type": "object",
                    "description": "The day before's to-dos.",
                    "required": [
                      "done",
                      "notDone"
                    ],
                    "properties": {
                      "done": {
                        "type": "array",
                        "items": {
                          "$ref": "#/components/schemas/Todo"
                        }
                      },
                      "notDone": {
                        "type": "array",
                        "items": {
                          "$ref": "#/components/schemas/Todo"
                        }
                      }
                    }
                  },
                  "carryOver": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/Todo"
                    },
                    "description": "The newest open to-dos of earlier days, however long ago: at most 7, newest day first (each day's in the user's order).",
                    "maxItems": 7
                  },
                  "olderCarryOver": {
                    "$ref": "#/components/schemas/OlderItems",
                    "description": "The open to-dos of earlier days that `carryOver` leaves out, and the page that lists them."
                  },
                  "actionItems": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/ActionItem"
                    },
                    "description": "The week's open action items, the newest: at most 3, newest retrospective first (the week lists 10, and answers them).",
                    "maxItems": 3
                  },
                  "olderActionItems": {
                    "$ref": "#/components/schemas/OlderItems",
                    "description": "The open action items that `actionItems` leaves out, and the page that lists them."
                  },
                  "todos": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/Todo"
                    },
                    "description": "The day's to-dos."
                  }
                }
              },
              "OpenTodos": {
                "type": "object",
                "description": "A page of the to-dos still open from before a day, newest day first.",
                "required": [
                  "before",
                  "total",
                  "todos",
                  "nextCursor",
                  "next"
                ],
                "properties": {
                  "before": {
                    "type": "string",
                    "format": "date",
                    "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                    "examples": [
                      "2026-11-20"
                    ],
                    "description": "The list holds the to-dos dated before this day."
                  },
                  "total": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "How many the whole list holds, on every page."
                  },
                  "todos": {
                    "type": "array",
                    "maxItems": 200,
                    "items": {
                      "$ref": "#/components/schemas/Todo"
                    },
                    "description": "This page's to-dos, all open, newest day first."
                  },
                  "nextCursor": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}\\.[0-9]{1,9}$",
                    "description": "Where the next page begins, for `cursor`; null on the last page. Opaque: pass it back as it is."
                  },
                  "next": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "description": "The next page's address (same `before` and `limit`); null on the last page.",
                    "examples": [
                      "/api/v1/todos/open?before=2026-11-20&limit=50&cursor=2026-09-14.1"
                    ]
                  }
                }
              },
              "AddTodoRequest": {
                "type": "object",
                "description": "A new to-do, linked to a goal or an area. With neither it is refused (`todo_unlinked`) with the goals and areas to choose from.",
                "required": [
                  "text"
                ],
                "properties": {
                  "text": {
                    "type": "string",
                    "description": "Trimmed, then 1–280 characters.",
                    "minLength": 1,
                    "maxLength": 280
                  },
                  "goal": {
                    "type": "string",
                    "format": "uuid",
                    "description": "The goal's id (not a dropped goal)."
                  },
                  "area": {
                    "type": "string",
                    "description": "An active area, by id or name. With `goal` too, it must be the goal's area.",
                    "examples": [
                      "Career"
                    ],
                    "minLength": 1
                  }
                }
              },
              "ChangeTodoRequest": {
                "type": "object",
                "description": "Any subset of the fields; fields left out keep their values. `goal` or `area` replaces the link.",
                "properties": {
                  "text": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 280
                  },
                  "goal": {
                    "type": "string",
                    "format": "uuid"
                  },
                  "area": {
                    "type": "string",
                    "description": "An area by id or by name.",
                    "examples": [
                      "Career"
                    ]
                  }
                }
              },
              "CarryTodoRequest": {
                "type": "object",
                "description": "The day to move an open to-do to.",
                "required": [
                  "date"
                ],
                "properties": {
                  "date": {
                    "type": "string",
                    "format": "date",
                    "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                    "examples": [
                      "2026-11-20"
                    ]
                  }
                }
              },
              "ReorderTodosRequest": {
                "type": "object",
                "description": "The day's to-dos to put first, in this order; the others keep their order after them.",
                "required": [
                  "todoIds"
                ],
                "properties": {
                  "todoIds": {
                    "type": "array",
                    "items": {
                      "type": "string",
                      "format": "uuid"
                    }
                  }
                }
              },
              "StandupRequest": {
                "type": "object",
                "description": "The day's standup. Fields left out keep the values of an earlier standup of the day (`carry` is empty when left out).",
                "properties": {
                  "plan": {
                    "type": "array",
                    "items": {
                      "type": "string",
                      "format": "uuid"
                    },
                    "description": "The to-dos chosen for the day."
                  },
                  "carry": {
                    "type": "array",
                    "items": {
                      "type": "string",
                      "format": "uuid"
                    },
                    "description": "Open to-dos of earlier days to move to this day."
                  },
                  "note": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 2000
                  }
                }
              }
            },
            "parameters": {
              "TodoId": {
                "name": "id",
                "in": "path",
                "required": true,
                "description": "The to-do's id (a UUID).",
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
