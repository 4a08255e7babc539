extension AccountsServerModule {
    /// Its part of the OpenAPI document: Who is signed in, access tokens and sessions.
    static let openAPIPart = OpenAPIPart(
        ##"""
        {
          "tags": [
            {
              "name": "Account",
              "description": "Who you are signed in as, your access tokens and your sessions (hosted servers only)."
            }
          ],
          "paths": {
            "/api/v1/me": {
              "get": {
                "operationId": "me",
                "summary": "Who you are",
                "tags": [
                  "Account"
                ],
                "description": "The signed-in account (or the local user), and how this request proved it.",
                "responses": {
                  "200": {
                    "description": "You.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Me"
                        },
                        "example": {
                          "id": "5c0ff2a1-8d55-4c1e-9b7e-1f0f5d0e2c11",
                          "name": "ana",
                          "mode": "hosted",
                          "createdAt": "2026-11-01T09:00:00+01:00",
                          "via": "token"
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
            "/api/v1/tokens": {
              "get": {
                "operationId": "listAccessTokens",
                "summary": "List your access tokens",
                "tags": [
                  "Account"
                ],
                "description": "Your personal access tokens, newest first, revoked ones included; never the tokens themselves.",
                "responses": {
                  "200": {
                    "description": "Your tokens.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/AccessTokenList"
                        }
                      }
                    }
                  },
                  "401": {
                    "$ref": "#/components/responses/Unauthorized"
                  },
                  "404": {
                    "$ref": "#/components/responses/LocalMode"
                  }
                }
              },
              "post": {
                "operationId": "createAccessToken",
                "summary": "Create an access token",
                "tags": [
                  "Account"
                ],
                "description": "Creates a personal access token and answers it **this once**. Not idempotent on purpose (an `Idempotency-Key` is ignored): a stored answer would keep the token.",
                "requestBody": {
                  "required": true,
                  "content": {
                    "application/json": {
                      "schema": {
                        "$ref": "#/components/schemas/CreateAccessTokenRequest"
                      },
                      "example": {
                        "name": "Phone shortcut"
                      }
                    }
                  }
                },
                "responses": {
                  "201": {
                    "description": "The token was created; `token` is shown only now.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/NewAccessToken"
                        },
                        "example": {
                          "id": "kTVYgyXSn8JKDoKy",
                          "name": "Phone shortcut",
                          "createdAt": "2026-11-20T10:00:00+01:00",
                          "lastUsedAt": null,
                          "revokedAt": null,
                          "token": "sys_3q2-7wEvhX…"
                        }
                      }
                    }
                  },
                  "400": {
                    "description": "The body is not a JSON object (`invalid_json`).",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        }
                      }
                    }
                  },
                  "401": {
                    "$ref": "#/components/responses/Unauthorized"
                  },
                  "403": {
                    "$ref": "#/components/responses/CrossOrigin"
                  },
                  "404": {
                    "$ref": "#/components/responses/LocalMode"
                  },
                  "422": {
                    "description": "The name is missing, empty or longer than 60 characters (`missing_field`, `invalid_field`).",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "example": {
                          "error": {
                            "code": "invalid_field",
                            "message": "A token's name is 1 to 60 characters, such as “Phone shortcut”.",
                            "field": "name"
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "/api/v1/tokens/{id}": {
              "delete": {
                "operationId": "revokeAccessToken",
                "summary": "Revoke an access token",
                "tags": [
                  "Account"
                ],
                "description": "Revokes one of your tokens; it stops working at once.",
                "parameters": [
                  {
                    "$ref": "#/components/parameters/TokenId"
                  }
                ],
                "responses": {
                  "204": {
                    "description": "Revoked."
                  },
                  "401": {
                    "$ref": "#/components/responses/Unauthorized"
                  },
                  "403": {
                    "$ref": "#/components/responses/CrossOrigin"
                  },
                  "404": {
                    "description": "You have no such live token (`token_not_found`: unknown, someone else's, or revoked already), or the server runs in local mode (`local_mode`).",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Error"
                        },
                        "example": {
                          "error": {
                            "code": "token_not_found",
                            "message": "You have no such token, or it is revoked already.",
                            "field": "id"
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "/api/v1/sessions": {
              "get": {
                "operationId": "listSessions",
                "summary": "List your sessions",
                "tags": [
                  "Account"
                ],
                "description": "Where you are signed in: your live browser sessions, the one this request came with marked `current`. End them on the Account page.",
                "responses": {
                  "200": {
                    "description": "Your sessions.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/SessionList"
                        }
                      }
                    }
                  },
                  "401": {
                    "$ref": "#/components/responses/Unauthorized"
                  },
                  "404": {
                    "$ref": "#/components/responses/LocalMode"
                  }
                }
              }
            }
          },
          "components": {
            "schemas": {
              "Me": {
                "type": "object",
                "required": [
                  "id",
                  "name",
                  "mode",
                  "createdAt",
                  "via"
                ],
                "properties": {
                  "id": {
                    "type": "string",
                    "description": "The user's id: the account's, or `local`."
                  },
                  "name": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "description": "The account's name; null in local mode."
                  },
                  "mode": {
                    "type": "string",
                    "enum": [
                      "local",
                      "hosted"
                    ]
                  },
                  "createdAt": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "date-time",
                    "description": "When the account was created; null in local mode."
                  },
                  "via": {
                    "type": "string",
                    "enum": [
                      "local",
                      "session",
                      "token"
                    ],
                    "description": "How this request proved who it is."
                  }
                }
              },
              "AccessToken": {
                "type": "object",
                "required": [
                  "id",
                  "name",
                  "createdAt",
                  "lastUsedAt",
                  "revokedAt"
                ],
                "properties": {
                  "id": {
                    "type": "string",
                    "description": "The public id, used to revoke it."
                  },
                  "name": {
                    "type": "string"
                  },
                  "createdAt": {
                    "type": "string",
                    "format": "date-time"
                  },
                  "lastUsedAt": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "date-time"
                  },
                  "revokedAt": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "date-time"
                  }
                }
              },
              "NewAccessToken": {
                "allOf": [
                  {
                    "$ref": "#/components/schemas/AccessToken"
                  },
                  {
                    "type": "object",
                    "required": [
                      "token"
                    ],
                    "properties": {
                      "token": {
                        "type": "string",
                        "pattern": "^sys_[A-Za-z0-9_-]+$",
                        "description": "The token itself. Shown this once: only its hash is kept."
                      }
                    }
                  }
                ]
              },
              "AccessTokenList": {
                "type": "object",
                "required": [
                  "tokens"
                ],
                "properties": {
                  "tokens": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/AccessToken"
                    },
                    "description": "Newest first, revoked ones included."
                  }
                }
              },
              "CreateAccessTokenRequest": {
                "type": "object",
                "required": [
                  "name"
                ],
                "properties": {
                  "name": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 60,
                    "description": "What the token is for, such as “Phone shortcut”."
                  }
                }
              },
              "Session": {
                "type": "object",
                "required": [
                  "id",
                  "userAgent",
                  "address",
                  "createdAt",
                  "lastSeenAt",
                  "current"
                ],
                "properties": {
                  "id": {
                    "type": "string",
                    "description": "The session's public id (not its token)."
                  },
                  "userAgent": {
                    "type": "string",
                    "description": "The browser's User-Agent at sign-in, shortened."
                  },
                  "address": {
                    "type": "string",
                    "description": "The client's address at sign-in."
                  },
                  "createdAt": {
                    "type": "string",
                    "format": "date-time",
                    "description": "When it signed in."
                  },
                  "lastSeenAt": {
                    "type": "string",
                    "format": "date-time"
                  },
                  "current": {
                    "type": "boolean",
                    "description": "True for the session this request came with."
                  }
                }
              },
              "SessionList": {
                "type": "object",
                "required": [
                  "sessions"
                ],
                "properties": {
                  "sessions": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/Session"
                    },
                    "description": "Live sessions, most recently used first."
                  }
                }
              }
            },
            "parameters": {
              "TokenId": {
                "name": "id",
                "in": "path",
                "required": true,
                "description": "The access token's public id (not the token).",
                "schema": {
                  "type": "string"
                }
              }
            },
            "responses": {
              "LocalMode": {
                "description": "The server runs in local mode: there are no accounts, so no tokens or sessions (`local_mode`).",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    },
                    "example": {
                      "error": {
                        "code": "local_mode",
                        "message": "This server runs in local mode: there are no accounts, sessions or tokens."
                      }
                    }
                  }
                }
              }
            }
          }
        }
        """##)
}
