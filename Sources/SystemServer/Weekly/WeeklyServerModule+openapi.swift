extension WeeklyServerModule {
    /// Its part of the OpenAPI document: Areas, weeks, goals and action items.
    static let openAPIPart = OpenAPIPart(
        ##"""
        {
          "tags": [
            {
              "name": "Areas",
              "description": "Areas of focus: created, renamed, reordered, archived and restored, never deleted."
            },
            {
              "name": "Weeks",
              "description": "A week's plan, capacity, retrospective and action items."
            },
            {
              "name": "Goals",
              "description": "A week's goals: added, changed, done, dropped and reopened."
            }
          ],
          "paths": {
            "/api/v1/areas": {
              "get": {
                "operationId": "listAreas",
                "summary": "List areas of focus",
                "description": "Every area in the user's order, archived ones last.",
                "tags": [
                  "Areas"
                ],
                "responses": {
                  "200": {
                    "description": "The areas.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/AreaList"
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
                "operationId": "createArea",
                "summary": "Create an area of focus",
                "description": "Creates an area. With an `Idempotency-Key` its id derives from the key, so a retry never creates a second area.",
                "tags": [
                  "Areas"
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
                        "$ref": "#/components/schemas/CreateAreaRequest"
                      },
                      "example": {
                        "name": "Career",
                        "weeklyBudgetHours": 10
                      }
                    }
                  }
                },
                "responses": {
                  "201": {
                    "description": "The area was created.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Area"
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
                  "409": {
                    "description": "An active area has this name (`area_exists`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "area_exists": {
                            "summary": "area_exists",
                            "value": {
                              "error": {
                                "code": "area_exists",
                                "message": "You already have an area called “Career”.",
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
            "/api/v1/areas/order": {
              "put": {
                "operationId": "reorderAreas",
                "summary": "Reorder areas",
                "description": "Puts the named areas first, in the order given.",
                "tags": [
                  "Areas"
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
                        "$ref": "#/components/schemas/ReorderAreasRequest"
                      },
                      "example": {
                        "areaIds": [
                          "Health",
                          "Career"
                        ]
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "The areas in their new order.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/AreaList"
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
                    "description": "An entry names no area (`area_not_found`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "area_not_found": {
                            "summary": "area_not_found",
                            "value": {
                              "error": {
                                "code": "area_not_found",
                                "message": "No area of focus is called “Garden”. Your areas: Career, Health.",
                                "field": "areaIds"
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
            "/api/v1/areas/{id}": {
              "post": {
                "operationId": "changeArea",
                "summary": "Change an area",
                "description": "Renames an area, changes its look or its weekly budget. Its goals and history stay with it.",
                "tags": [
                  "Areas"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/AreaRef"
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
                        "$ref": "#/components/schemas/ChangeAreaRequest"
                      },
                      "example": {
                        "name": "Work",
                        "weeklyBudgetHours": null
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "The area after the change.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Area"
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
                    "description": "No area has this id or name (`area_not_found`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "area_not_found": {
                            "summary": "area_not_found",
                            "value": {
                              "error": {
                                "code": "area_not_found",
                                "message": "No area of focus is called “Garden”. Your areas: Career, Family.",
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
                    "description": "Another active area has the new name (`area_exists`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "area_exists": {
                            "summary": "area_exists",
                            "value": {
                              "error": {
                                "code": "area_exists",
                                "message": "You already have an area called “Career”.",
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
            "/api/v1/areas/{id}/archive": {
              "post": {
                "operationId": "archiveArea",
                "summary": "Archive an area",
                "description": "Archives an area: it takes no new goals or to-dos, and its history stays. The body is ignored.",
                "tags": [
                  "Areas"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/AreaRef"
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
                    "description": "The archived area.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Area"
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
                    "description": "No area has this id or name (`area_not_found`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "area_not_found": {
                            "summary": "area_not_found",
                            "value": {
                              "error": {
                                "code": "area_not_found",
                                "message": "No area of focus is called “Garden”. Your areas: Career, Family.",
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
            "/api/v1/areas/{id}/restore": {
              "post": {
                "operationId": "restoreArea",
                "summary": "Restore an archived area",
                "description": "Makes an archived area active again. The body is ignored.",
                "tags": [
                  "Areas"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/AreaRef"
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
                    "description": "The restored area.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Area"
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
                    "description": "No area has this id or name (`area_not_found`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "area_not_found": {
                            "summary": "area_not_found",
                            "value": {
                              "error": {
                                "code": "area_not_found",
                                "message": "No area of focus is called “Garden”. Your areas: Career, Family.",
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
                    "description": "An active area has its name (`area_exists`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "area_exists": {
                            "summary": "area_exists",
                            "value": {
                              "error": {
                                "code": "area_exists",
                                "message": "You already have an area called “Career”.",
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
            "/api/v1/weeks/{date}": {
              "get": {
                "operationId": "getWeek",
                "summary": "Get a week",
                "description": "The week that holds `date`: its goals by area with estimates against time spent, capacity and its suggestion, the action items of earlier retrospectives, its own retrospective, the sprint demo and the numbers.",
                "tags": [
                  "Weeks"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/Week"
                  }
                ],
                "responses": {
                  "200": {
                    "description": "The week.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Week"
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
                                "message": "“2026-02-30” is not a week: give one of its days as YYYY-MM-DD (for example 2026-11-20), or current, next or previous.",
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
            "/api/v1/weeks/{date}/goals": {
              "post": {
                "operationId": "addGoal",
                "summary": "Add a goal to a week",
                "description": "Adds a goal to the week that holds `date`. With an `Idempotency-Key` its id derives from the key.",
                "tags": [
                  "Goals"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/Week"
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
                        "$ref": "#/components/schemas/AddGoalRequest"
                      },
                      "example": {
                        "title": "Ship the importer",
                        "area": "Career",
                        "estimate": "6h"
                      }
                    }
                  }
                },
                "responses": {
                  "201": {
                    "description": "The goal was added.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Goal"
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
                                "message": "“2026-02-30” is not a week: give one of its days as YYYY-MM-DD (for example 2026-11-20), or current, next or previous.",
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
                    "description": "The `area` names no area (`area_not_found`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "area_not_found": {
                            "summary": "area_not_found",
                            "value": {
                              "error": {
                                "code": "area_not_found",
                                "message": "No area of focus is called “Garden”. Your areas: Career, Family.",
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
                  "409": {
                    "description": "The area is archived (`area_archived`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
                    "description": "A field is missing or invalid (`missing_field`, `invalid_field`; `field` names it), or the estimate is out of range or unreadable (`invalid_field`, field `estimate` or `estimateHours`), or the `Idempotency-Key` was already used for a different request (`idempotency_key_reused`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
                                "message": "An estimate must be between 15 minutes and 100 hours (it was −2 h); or use S, M or L.",
                                "field": "estimate"
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
            "/api/v1/weeks/{date}/capacity": {
              "put": {
                "operationId": "setCapacity",
                "summary": "Set a week's capacity",
                "description": "Sets the hours available in the week: hours a day minus days off, or a total. Sending the same values again changes nothing.",
                "tags": [
                  "Weeks"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/Week"
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
                        "$ref": "#/components/schemas/CapacityRequest"
                      },
                      "example": {
                        "perDayHours": 4,
                        "daysOff": [
                          "2026-11-21",
                          "2026-11-22"
                        ]
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "The week with its new capacity.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Week"
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
                                "message": "“2026-02-30” is not a week: give one of its days as YYYY-MM-DD (for example 2026-11-20), or current, next or previous.",
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
                  "413": {
                    "$ref": "#/components/responses/ContentTooLarge"
                  },
                  "422": {
                    "description": "A field is missing or invalid (`missing_field`, `invalid_field`; `field` names it), or a figure is out of range or a day off is outside the week, or the `Idempotency-Key` was already used for a different request (`idempotency_key_reused`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
                                "message": "Hours a day must be between 0 and 24.",
                                "field": "perDayHours"
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
            "/api/v1/weeks/{date}/retro": {
              "put": {
                "operationId": "recordRetro",
                "summary": "Hold or correct a week's retrospective",
                "description": "Records the week's retrospective and its action items (they then show in the next week's plan and standups), and answers whether the week's open action items from earlier retrospectives were done. A week is looked back on once it has begun. Sending the same body again changes nothing.",
                "tags": [
                  "Weeks"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/Week"
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
                        "$ref": "#/components/schemas/RetroRequest"
                      },
                      "example": {
                        "wentWell": "The importer shipped",
                        "wentPoorly": "Too many meetings",
                        "toImprove": "Protect the mornings",
                        "actionItems": [
                          "Block mornings for deep work",
                          {
                            "text": "Walk at lunch"
                          }
                        ],
                        "answers": {
                          "0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10": true
                        }
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "The week with its retrospective.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Week"
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
                                "message": "“2026-02-30” is not a week: give one of its days as YYYY-MM-DD (for example 2026-11-20), or current, next or previous.",
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
                    "description": "An answer names no open action item of this week (`action_item_not_found`, field `answers`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "action_item_not_found": {
                            "summary": "action_item_not_found",
                            "value": {
                              "error": {
                                "code": "action_item_not_found",
                                "message": "No action item with id 0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10.",
                                "field": "answers"
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
                    "description": "An action item's id belongs to another week's retrospective (`action_item_exists`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "action_item_exists": {
                            "summary": "action_item_exists",
                            "value": {
                              "error": {
                                "code": "action_item_exists",
                                "message": "That action item belongs to another week's retrospective.",
                                "field": "actionItems"
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
                    "description": "A field is missing or invalid (`missing_field`, `invalid_field`; `field` names it), or the week has not begun (field `date`), or there are more than 10 action items, or the `Idempotency-Key` was already used for a different request (`idempotency_key_reused`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
                                "message": "The week of 2026-11-23 has not begun yet: hold its retrospective at its end.",
                                "field": "date"
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
            "/api/v1/goals/{id}": {
              "post": {
                "operationId": "changeGoal",
                "summary": "Change a goal",
                "description": "Changes the title, area or estimate; fields left out keep their values.",
                "tags": [
                  "Goals"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/GoalId"
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
                        "$ref": "#/components/schemas/ChangeGoalRequest"
                      },
                      "example": {
                        "title": "Ship the importer v2",
                        "estimate": "L"
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "The goal after the change.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Goal"
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
                    "description": "No goal has this id (`goal_not_found`); an `id` that is not a UUID is reported the same way. May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
                    "description": "The new area is archived (`area_archived`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
                    "description": "A field is missing or invalid (`missing_field`, `invalid_field`; `field` names it), or the estimate is out of range (`invalid_field`, field `estimate` or `estimateHours`), or the `Idempotency-Key` was already used for a different request (`idempotency_key_reused`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
                                "message": "An estimate must be between 15 minutes and 100 hours (it was −2 h); or use S, M or L.",
                                "field": "estimate"
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
            "/api/v1/goals/{id}/done": {
              "post": {
                "operationId": "completeGoal",
                "summary": "Mark a goal done",
                "description": "Marks the goal done now. The body is ignored.",
                "tags": [
                  "Goals"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/GoalId"
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
                    "description": "The goal after the change.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Goal"
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
                    "description": "No goal has this id (`goal_not_found`); an `id` that is not a UUID is reported the same way. May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
            "/api/v1/goals/{id}/drop": {
              "post": {
                "operationId": "dropGoal",
                "summary": "Drop a goal",
                "description": "Drops the goal with a reason; it no longer counts as planned.",
                "tags": [
                  "Goals"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/GoalId"
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
                        "$ref": "#/components/schemas/DropGoalRequest"
                      },
                      "example": {
                        "reason": "The client moved the deadline"
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "The goal after the change.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Goal"
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
                    "description": "No goal has this id (`goal_not_found`); an `id` that is not a UUID is reported the same way. May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
            "/api/v1/goals/{id}/reopen": {
              "post": {
                "operationId": "reopenGoal",
                "summary": "Reopen a goal",
                "description": "Makes a done or dropped goal open again. The body is ignored.",
                "tags": [
                  "Goals"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/GoalId"
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
                    "description": "The goal after the change.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Goal"
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
                    "description": "No goal has this id (`goal_not_found`); an `id` that is not a UUID is reported the same way. May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
            "/api/v1/action-items/open": {
              "get": {
                "operationId": "listOpenActionItems",
                "summary": "List the open action items of earlier retrospectives",
                "description": "Every action item still open from the retrospectives before the week holding `before`, however long ago, a page at a time: newest retrospective first, each one's items in its order. A week, its retrospective and its standups show the newest few and count the rest in `olderActionItems`, whose `href` is this list from where the few end.",
                "tags": [
                  "Weeks"
                ],
                "parameters": [
                  {
                    "name": "before",
                    "in": "query",
                    "required": false,
                    "description": "Any day of the week whose earlier retrospectives to list, `YYYY-MM-DD`. Default: today, so this week.",
                    "schema": {
                      "type": "string",
                      "format": "date",
                      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
                    },
                    "example": "2026-11-16"
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
                    "description": "A page of the open action items.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/OpenActionItems"
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
            "/api/v1/action-items/{id}/check": {
              "post": {
                "operationId": "checkActionItem",
                "summary": "Answer an action item",
                "description": "Says whether an action item was done, during a week after the retrospective that made it.",
                "tags": [
                  "Weeks"
                ],
                "parameters": [
                  {
                    "$ref": "#/components/parameters/ActionItemId"
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
                        "$ref": "#/components/schemas/CheckActionItemRequest"
                      },
                      "example": {
                        "done": true
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "The action item with its answer.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/ActionItem"
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
                    "description": "No action item has this id (`action_item_not_found`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "examples": {
                          "action_item_not_found": {
                            "summary": "action_item_not_found",
                            "value": {
                              "error": {
                                "code": "action_item_not_found",
                                "message": "No action item with id 0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10.",
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
                    "description": "A field is missing or invalid (`missing_field`, `invalid_field`; `field` names it), or `date` is in the week of the retrospective that made it, or the `Idempotency-Key` was already used for a different request (`idempotency_key_reused`). May be a replay of a refusal stored under the same `Idempotency-Key`.",
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
                                "message": "An action item is answered in the weeks after the retrospective that made it.",
                                "field": "date"
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
              "Area": {
                "type": "object",
                "description": "An area of focus: one of the few things a life is organised around. Areas outlive weeks and are archived, never deleted.",
                "required": [
                  "id",
                  "name",
                  "icon",
                  "color",
                  "weeklyBudgetMinutes",
                  "archived"
                ],
                "properties": {
                  "id": {
                    "type": "string",
                    "format": "uuid",
                    "description": "Lowercase UUID."
                  },
                  "name": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 40,
                    "examples": [
                      "Career"
                    ]
                  },
                  "icon": {
                    "type": "string",
                    "enum": [
                      "briefcase",
                      "heart",
                      "leaf",
                      "house",
                      "book",
                      "star",
                      "moon",
                      "coin",
                      "people",
                      "flag"
                    ],
                    "description": "One of the design system's area icons."
                  },
                  "color": {
                    "type": "string",
                    "enum": [
                      "blue",
                      "green",
                      "orange",
                      "red",
                      "purple",
                      "teal",
                      "yellow",
                      "grey"
                    ],
                    "description": "One of the design system's area colours (never the only signal)."
                  },
                  "weeklyBudgetMinutes": {
                    "type": [
                      "integer",
                      "null"
                    ],
                    "minimum": 0,
                    "maximum": 10080,
                    "description": "The time the user means to give the area in a week; null without a budget."
                  },
                  "archived": {
                    "type": "boolean"
                  }
                }
              },
              "AreaList": {
                "type": "object",
                "description": "The areas in the user's order, archived ones last.",
                "required": [
                  "areas"
                ],
                "properties": {
                  "areas": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/Area"
                    }
                  }
                }
              },
              "Goal": {
                "type": "object",
                "description": "A goal for one week, in one area, with an estimate.",
                "required": [
                  "id",
                  "weekStart",
                  "areaId",
                  "areaName",
                  "title",
                  "estimateMinutes",
                  "size",
                  "status",
                  "doneAt",
                  "dropReason",
                  "spentMinutes"
                ],
                "properties": {
                  "id": {
                    "type": "string",
                    "format": "uuid",
                    "description": "Lowercase UUID."
                  },
                  "weekStart": {
                    "type": "string",
                    "format": "date",
                    "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                    "examples": [
                      "2026-11-20"
                    ],
                    "description": "The first day of its week."
                  },
                  "areaId": {
                    "type": "string",
                    "format": "uuid"
                  },
                  "areaName": {
                    "type": "string"
                  },
                  "title": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 200
                  },
                  "estimateMinutes": {
                    "type": "integer",
                    "minimum": 15,
                    "maximum": 6000,
                    "description": "The estimate in minutes; a size is read from the settings (`smallMinutes`…)."
                  },
                  "size": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "enum": [
                      "S",
                      "M",
                      "L",
                      null
                    ],
                    "description": "The T-shirt size when the estimate is one; null for an estimate in hours."
                  },
                  "status": {
                    "type": "string",
                    "enum": [
                      "open",
                      "done",
                      "dropped"
                    ]
                  },
                  "doneAt": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "date-time",
                    "description": "When it was marked done; null otherwise."
                  },
                  "dropReason": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "description": "Why it was dropped; null otherwise."
                  },
                  "spentMinutes": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "Time in the week's intentions started from this goal's to-dos."
                  }
                }
              },
              "ActionItem": {
                "type": "object",
                "description": "A change a retrospective commits to. It shows in the next week's plan and standups until answered.",
                "required": [
                  "id",
                  "text",
                  "weekStart",
                  "status"
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
                    "maxLength": 280
                  },
                  "weekStart": {
                    "type": "string",
                    "format": "date",
                    "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                    "examples": [
                      "2026-11-20"
                    ],
                    "description": "The week whose retrospective made it."
                  },
                  "status": {
                    "type": "string",
                    "enum": [
                      "open",
                      "done",
                      "not-done"
                    ]
                  }
                }
              },
              "OpenActionItems": {
                "type": "object",
                "description": "A page of the action items still open from the retrospectives before a week, newest retrospective first.",
                "required": [
                  "weekStart",
                  "total",
                  "actionItems",
                  "nextCursor",
                  "next"
                ],
                "properties": {
                  "weekStart": {
                    "type": "string",
                    "format": "date",
                    "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                    "examples": [
                      "2026-11-16"
                    ],
                    "description": "The week the list is drawn for: items made by retrospectives before it."
                  },
                  "total": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "How many the whole list holds, on every page."
                  },
                  "actionItems": {
                    "type": "array",
                    "maxItems": 200,
                    "items": {
                      "$ref": "#/components/schemas/ActionItem"
                    },
                    "description": "This page's action items, all open, newest retrospective first."
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
              "Capacity": {
                "type": "object",
                "description": "The hours really available in a week.",
                "required": [
                  "minutes",
                  "source",
                  "perDayMinutes",
                  "daysOff",
                  "totalMinutes",
                  "suggestedMinutes",
                  "suggestionWeeks"
                ],
                "properties": {
                  "minutes": {
                    "type": [
                      "integer",
                      "null"
                    ],
                    "minimum": 0,
                    "description": "The capacity in use: the total, or per-day hours times the days not off, or the suggestion; null with none of them."
                  },
                  "source": {
                    "type": "string",
                    "enum": [
                      "total",
                      "perDay",
                      "suggested",
                      "none"
                    ]
                  },
                  "perDayMinutes": {
                    "type": [
                      "integer",
                      "null"
                    ],
                    "minimum": 0
                  },
                  "daysOff": {
                    "type": "array",
                    "items": {
                      "type": "string",
                      "format": "date",
                      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                      "examples": [
                        "2026-11-20"
                      ]
                    }
                  },
                  "totalMinutes": {
                    "type": [
                      "integer",
                      "null"
                    ],
                    "minimum": 0
                  },
                  "suggestedMinutes": {
                    "type": [
                      "integer",
                      "null"
                    ],
                    "minimum": 0,
                    "description": "The mean focused time of the last three weeks that had any (like a team's velocity); null without history."
                  },
                  "suggestionWeeks": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 3,
                    "description": "How many weeks the suggestion averages."
                  }
                }
              },
              "Retro": {
                "type": "object",
                "description": "A week's retrospective.",
                "required": [
                  "wentWell",
                  "wentPoorly",
                  "toImprove",
                  "recordedAt",
                  "actionItems"
                ],
                "properties": {
                  "wentWell": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 2000
                  },
                  "wentPoorly": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 2000
                  },
                  "toImprove": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 2000
                  },
                  "recordedAt": {
                    "type": "string",
                    "format": "date-time",
                    "description": "An ISO 8601 instant with the offset of the user's time zone, such as 2026-11-20T09:30:00+01:00."
                  },
                  "actionItems": {
                    "type": "array",
                    "maxItems": 10,
                    "items": {
                      "$ref": "#/components/schemas/ActionItem"
                    },
                    "description": "The action items this retrospective made."
                  }
                }
              },
              "Week": {
                "type": "object",
                "description": "A whole week: the plan by area, progress, capacity, the action items it carries, its retrospective, the sprint demo and the numbers.",
                "required": [
                  "weekStart",
                  "weekEnd",
                  "capacity",
                  "estimateMinutes",
                  "spentMinutes",
                  "unplannedMinutes",
                  "overcommitted",
                  "goalsPlanned",
                  "goalsDone",
                  "areas",
                  "actionItems",
                  "olderActionItems",
                  "retro",
                  "demo",
                  "numbers"
                ],
                "properties": {
                  "weekStart": {
                    "type": "string",
                    "format": "date",
                    "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                    "examples": [
                      "2026-11-20"
                    ]
                  },
                  "weekEnd": {
                    "type": "string",
                    "format": "date",
                    "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                    "examples": [
                      "2026-11-20"
                    ]
                  },
                  "capacity": {
                    "$ref": "#/components/schemas/Capacity"
                  },
                  "estimateMinutes": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "The estimates of every goal not dropped."
                  },
                  "spentMinutes": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "Time in intentions started from to-dos of any area."
                  },
                  "unplannedMinutes": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "Time in free-standing intentions, which count toward no goal."
                  },
                  "overcommitted": {
                    "type": "boolean",
                    "description": "Whether the estimates exceed the capacity."
                  },
                  "goalsPlanned": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "Goals not dropped."
                  },
                  "goalsDone": {
                    "type": "integer",
                    "minimum": 0
                  },
                  "areas": {
                    "type": "array",
                    "description": "Every active area, and archived ones with goals or time this week.",
                    "items": {
                      "type": "object",
                      "description": "An area's line in the plan.",
                      "required": [
                        "area",
                        "estimateMinutes",
                        "spentMinutes",
                        "goals"
                      ],
                      "properties": {
                        "area": {
                          "$ref": "#/components/schemas/Area"
                        },
                        "estimateMinutes": {
                          "type": "integer",
                          "minimum": 0
                        },
                        "spentMinutes": {
                          "type": "integer",
                          "minimum": 0
                        },
                        "goals": {
                          "type": "array",
                          "items": {
                            "$ref": "#/components/schemas/Goal"
                          }
                        }
                      }
                    }
                  },
                  "actionItems": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/ActionItem"
                    },
                    "description": "Earlier retrospectives' action items that belong to this week: every one answered during it, and the newest still open (at most 10, as many as a retrospective makes); newest retrospective first. The retrospective asks about each."
                  },
                  "olderActionItems": {
                    "$ref": "#/components/schemas/OlderItems",
                    "description": "The open action items that `actionItems` leaves out, and the page that lists them."
                  },
                  "retro": {
                    "oneOf": [
                      {
                        "$ref": "#/components/schemas/Retro"
                      },
                      {
                        "type": "null"
                      }
                    ],
                    "description": "This week's retrospective; null until held."
                  },
                  "demo": {
                    "type": "object",
                    "description": "The sprint demo: what was achieved.",
                    "required": [
                      "achievements",
                      "highlights"
                    ],
                    "properties": {
                      "achievements": {
                        "type": "array",
                        "items": {
                          "type": "object",
                          "description": "A goal done, with the intentions behind it.",
                          "required": [
                            "goal",
                            "intentions"
                          ],
                          "properties": {
                            "goal": {
                              "$ref": "#/components/schemas/Goal"
                            },
                            "intentions": {
                              "type": "array",
                              "items": {
                                "$ref": "#/components/schemas/Intention"
                              }
                            }
                          }
                        }
                      },
                      "highlights": {
                        "type": "array",
                        "maxItems": 6,
                        "items": {
                          "type": "object",
                          "description": "A line from an intention's review worth keeping.",
                          "required": [
                            "intentionId",
                            "intentionText",
                            "text"
                          ],
                          "properties": {
                            "intentionId": {
                              "type": "string",
                              "format": "uuid"
                            },
                            "intentionText": {
                              "type": "string"
                            },
                            "text": {
                              "type": "string"
                            }
                          }
                        }
                      }
                    }
                  },
                  "numbers": {
                    "type": "object",
                    "description": "The week's numbers.",
                    "required": [
                      "days",
                      "feelings",
                      "topTags",
                      "focusedMinutes",
                      "tractionMinutes",
                      "distractionMinutes"
                    ],
                    "properties": {
                      "days": {
                        "type": "array",
                        "items": {
                          "type": "object",
                          "description": "One day of the week.",
                          "required": [
                            "date",
                            "presenceRatio",
                            "focusedMinutes"
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
                            "presenceRatio": {
                              "type": "number",
                              "minimum": 0,
                              "maximum": 1
                            },
                            "focusedMinutes": {
                              "type": "integer",
                              "minimum": 0
                            }
                          }
                        }
                      },
                      "feelings": {
                        "type": "object",
                        "description": "How many of the week's intentions had each feeling (every feeling listed).",
                        "additionalProperties": {
                          "type": "integer",
                          "minimum": 0
                        },
                        "examples": [
                          {
                            "ecstatic": 0,
                            "happy": 3,
                            "meh": 1,
                            "sad": 0,
                            "angry": 0
                          }
                        ]
                      },
                      "topTags": {
                        "type": "array",
                        "maxItems": 5,
                        "items": {
                          "type": "object",
                          "description": "A tag and its minutes.",
                          "required": [
                            "label",
                            "minutes"
                          ],
                          "properties": {
                            "label": {
                              "$ref": "#/components/schemas/Label"
                            },
                            "minutes": {
                              "type": "integer",
                              "minimum": 0
                            }
                          }
                        }
                      },
                      "focusedMinutes": {
                        "type": "integer",
                        "minimum": 0,
                        "description": "Time actually spent in the week's ended intentions."
                      },
                      "tractionMinutes": {
                        "type": "integer",
                        "minimum": 0
                      },
                      "distractionMinutes": {
                        "type": "integer",
                        "minimum": 0
                      }
                    }
                  }
                }
              },
              "CreateAreaRequest": {
                "type": "object",
                "description": "A new area of focus.",
                "required": [
                  "name"
                ],
                "properties": {
                  "name": {
                    "type": "string",
                    "description": "Trimmed, then 1–40 characters, unique among active areas (case-insensitive).",
                    "minLength": 1,
                    "maxLength": 40
                  },
                  "icon": {
                    "type": "string",
                    "enum": [
                      "briefcase",
                      "heart",
                      "leaf",
                      "house",
                      "book",
                      "star",
                      "moon",
                      "coin",
                      "people",
                      "flag"
                    ],
                    "description": "Left out: one that fits the name (briefcase for career…)."
                  },
                  "color": {
                    "type": "string",
                    "enum": [
                      "blue",
                      "green",
                      "orange",
                      "red",
                      "purple",
                      "teal",
                      "yellow",
                      "grey"
                    ],
                    "description": "Left out: the first colour no active area uses."
                  },
                  "weeklyBudgetHours": {
                    "type": "number",
                    "description": "0–168 hours a week; left out for no budget.",
                    "minimum": 0,
                    "maximum": 168
                  }
                }
              },
              "ChangeAreaRequest": {
                "type": "object",
                "description": "Any subset of the fields; fields left out keep their values.",
                "properties": {
                  "name": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 40
                  },
                  "icon": {
                    "type": "string",
                    "enum": [
                      "briefcase",
                      "heart",
                      "leaf",
                      "house",
                      "book",
                      "star",
                      "moon",
                      "coin",
                      "people",
                      "flag"
                    ]
                  },
                  "color": {
                    "type": "string",
                    "enum": [
                      "blue",
                      "green",
                      "orange",
                      "red",
                      "purple",
                      "teal",
                      "yellow",
                      "grey"
                    ]
                  },
                  "weeklyBudgetHours": {
                    "type": [
                      "number",
                      "null"
                    ],
                    "description": "0–168 hours; `null` removes the budget.",
                    "minimum": 0,
                    "maximum": 168
                  }
                }
              },
              "ReorderAreasRequest": {
                "type": "object",
                "description": "The areas to put first, in this order; the others keep their order after them.",
                "required": [
                  "areaIds"
                ],
                "properties": {
                  "areaIds": {
                    "type": "array",
                    "items": {
                      "type": "string",
                      "description": "An area by id or by name.",
                      "examples": [
                        "Career"
                      ]
                    }
                  }
                }
              },
              "AddGoalRequest": {
                "type": "object",
                "description": "A new goal. Give `estimate` or `estimateHours`, not both.",
                "required": [
                  "title",
                  "area"
                ],
                "properties": {
                  "title": {
                    "type": "string",
                    "description": "Trimmed, then 1–200 characters.",
                    "minLength": 1,
                    "maxLength": 200
                  },
                  "area": {
                    "type": "string",
                    "description": "An active area, by id or by name.",
                    "examples": [
                      "Career"
                    ],
                    "minLength": 1
                  },
                  "estimate": {
                    "type": "string",
                    "description": "Hours (`6h`, `1.5h`), minutes (`90m`, `2h30m`) or a size `S`, `M`, `L` (hours from the settings); between 15 minutes and 100 hours.",
                    "examples": [
                      "6h",
                      "1.5h",
                      "M"
                    ]
                  },
                  "estimateHours": {
                    "type": "number",
                    "description": "The estimate as a number of hours, instead of `estimate`.",
                    "examples": [
                      1.5
                    ],
                    "minimum": 0.25,
                    "maximum": 100
                  }
                }
              },
              "ChangeGoalRequest": {
                "type": "object",
                "description": "Any subset of the fields; fields left out keep their values. Give `estimate` or `estimateHours`, not both.",
                "properties": {
                  "title": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 200
                  },
                  "area": {
                    "type": "string",
                    "description": "An area by id or by name.",
                    "examples": [
                      "Career"
                    ],
                    "minLength": 1
                  },
                  "estimate": {
                    "type": "string",
                    "description": "Hours (`6h`, `1.5h`), minutes (`90m`, `2h30m`) or a size `S`, `M`, `L` (hours from the settings); between 15 minutes and 100 hours.",
                    "examples": [
                      "6h",
                      "1.5h",
                      "M"
                    ]
                  },
                  "estimateHours": {
                    "type": "number",
                    "description": "The estimate as a number of hours, instead of `estimate`.",
                    "examples": [
                      1.5
                    ],
                    "minimum": 0.25,
                    "maximum": 100
                  }
                }
              },
              "DropGoalRequest": {
                "type": "object",
                "description": "Why the goal is dropped; the retrospective shows it.",
                "required": [
                  "reason"
                ],
                "properties": {
                  "reason": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 500
                  }
                }
              },
              "CapacityRequest": {
                "type": "object",
                "description": "The hours available. Fields left out keep their values; `null` clears one. With neither `perDayHours` nor `totalHours` the suggestion applies; a total wins over per-day hours.",
                "properties": {
                  "perDayHours": {
                    "type": [
                      "number",
                      "null"
                    ],
                    "description": "0–24 hours on each day not off.",
                    "minimum": 0,
                    "maximum": 24
                  },
                  "daysOff": {
                    "type": [
                      "array",
                      "null"
                    ],
                    "items": {
                      "type": "string",
                      "format": "date",
                      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                      "examples": [
                        "2026-11-20"
                      ]
                    },
                    "description": "Days of this week with no time available."
                  },
                  "totalHours": {
                    "type": [
                      "number",
                      "null"
                    ],
                    "description": "0–168 hours for the whole week.",
                    "minimum": 0,
                    "maximum": 168
                  }
                }
              },
              "ActionItemInput": {
                "oneOf": [
                  {
                    "type": "string",
                    "description": "The text of a new item (or of a current one with the same text, which keeps its id).",
                    "minLength": 1,
                    "maxLength": 280
                  },
                  {
                    "type": "object",
                    "description": "An item: give the id to keep or edit a current one.",
                    "required": [
                      "text"
                    ],
                    "properties": {
                      "id": {
                        "type": "string",
                        "format": "uuid"
                      },
                      "text": {
                        "type": "string",
                        "minLength": 1,
                        "maxLength": 280
                      }
                    }
                  }
                ]
              },
              "RetroRequest": {
                "type": "object",
                "description": "The retrospective. Fields left out keep their values; `null` or `\"\"` clears an answer. `actionItems`, when given, is the whole list (at most 10).",
                "properties": {
                  "wentWell": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 2000
                  },
                  "wentPoorly": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 2000
                  },
                  "toImprove": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 2000
                  },
                  "actionItems": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/ActionItemInput"
                    },
                    "maxItems": 10
                  },
                  "answers": {
                    "type": "object",
                    "description": "Whether each of the week's open action items (from earlier retrospectives) was done, by id.",
                    "propertyNames": {
                      "format": "uuid"
                    },
                    "additionalProperties": {
                      "type": "boolean"
                    }
                  }
                }
              },
              "CheckActionItemRequest": {
                "type": "object",
                "description": "Whether the action item was done.",
                "required": [
                  "done"
                ],
                "properties": {
                  "done": {
                    "type": "boolean"
                  },
                  "date": {
                    "type": "string",
                    "format": "date",
                    "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                    "examples": [
                      "2026-11-20"
                    ],
                    "description": "A day of the week in which it is answered (a week after the retrospective that made it); today when left out."
                  }
                }
              }
            },
            "parameters": {
              "AreaRef": {
                "name": "id",
                "in": "path",
                "required": true,
                "description": "The area's id (a UUID) or its name (case-insensitive, percent-encoded; active areas before archived ones).",
                "schema": {
                  "type": "string",
                  "minLength": 1
                },
                "example": "Career"
              },
              "GoalId": {
                "name": "id",
                "in": "path",
                "required": true,
                "description": "The goal's id (a UUID).",
                "schema": {
                  "type": "string",
                  "format": "uuid"
                }
              },
              "ActionItemId": {
                "name": "id",
                "in": "path",
                "required": true,
                "description": "The action item's id (a UUID).",
                "schema": {
                  "type": "string",
                  "format": "uuid"
                }
              },
              "Week": {
                "name": "date",
                "in": "path",
                "required": true,
                "description": "Any day of the week as `YYYY-MM-DD` (the week runs from the `weekStart` setting), or `current`, `next` or `previous`, counted from today.",
                "schema": {
                  "oneOf": [
                    {
                      "type": "string",
                      "format": "date",
                      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                      "examples": [
                        "2026-11-20"
                      ]
                    },
                    {
                      "type": "string",
                      "enum": [
                        "current",
                        "next",
                        "previous"
                      ]
                    }
                  ]
                },
                "example": "2026-11-20"
              }
            }
          }
        }
        """##)
}
