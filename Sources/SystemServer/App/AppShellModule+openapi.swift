extension AppShellModule {
    /// Its part of the OpenAPI document: The shared part: the document's frame (info, servers, security), this document's own path, and the
    /// components every module uses (the error envelope, the `Idempotency-Key`, the `{date}` parameter, 401/403/413).
    static let openAPIPart = OpenAPIPart(
        ##"""
        {
          "openapi": "3.1.0",
          "jsonSchemaDialect": "https://spec.openapis.org/oas/3.1/dialect/base",
          "info": {
            "title": "The System API",
            "version": "1.0.0",
            "description": "The JSON API of **The System**, a local-first app for working with intentions: plan the week by areas of focus and goals, tie each day's to-dos to that plan, say what you will do and for how long, then look back at how it went.\n\n**Signing in.** A server on your own machine runs in *local mode*: there are no accounts and no authentication, and every request works on the one local user's data. A *hosted* server (one with accounts) answers every endpoint but this document only to a signed-in account, and only with that account's data: send a personal access token as `Authorization: Bearer sys_…` (create one with `POST /api/v1/tokens`, on the Account page, or with `system token create`), or, from the web app itself, the session cookie. Without either the answer is 401 (`not_signed_in`). Another account's objects do not exist for you: their ids answer 404, exactly as ids that were never used. All endpoints live under the base path `/api/v1` (this document is served at `/api/openapi.json`).\n\n**Times.** Instants are ISO 8601 with the offset of the user's time zone, such as `2026-11-20T09:30:00+01:00` (`Z` for UTC); instants you send must carry an offset or `Z`. Days are `YYYY-MM-DD` and are cut by the user's settings (a day begins at `dayStartHour`).\n\n**Errors.** Every failure answers with a JSON envelope `{\"error\": {\"code\": \"…\", \"message\": \"…\", \"field\": \"…\"}}`; `code` is stable and machine-readable, `message` is for people, and `field` (present when one is at fault) names the field, parameter or header. 400 means the request could not be read (`invalid_json`, `invalid_date`, `invalid_instant` or `invalid_flag`, `invalid_limit` or `invalid_cursor` in a query, a malformed `Idempotency-Key`), 404 that something does not exist, 405 that the path does not take this method (the `Allow` header lists those it does), 409 that the current state forbids the request, 422 that a field is missing or invalid, 413 that the body is over 1 MiB.\n\n**Areas by name.** Wherever an area is named (the `area` fields, the `{id}` of `/areas/{id}`), its id or its name will do.\n\n**Text limits.** Texts are trimmed of white space at both ends before they are checked and stored, so `minLength` and `maxLength` count the trimmed text.\n\n**Idempotency.** Every POST and PUT accepts an optional `Idempotency-Key` header (1–200 visible ASCII characters). Repeating a request with the same key returns the first response (status and body, refusals included) and writes nothing new; replayed responses carry the header `Idempotent-Replayed: true`. Reusing a key for a different request (another method, path or body) is refused with 422 `idempotency_key_reused`."
          },
          "servers": [
            {
              "url": "/"
            }
          ],
          "security": [
            {},
            {
              "accessToken": []
            },
            {
              "sessionCookie": []
            }
          ],
          "tags": [
            {
              "name": "Meta",
              "description": "This document."
            }
          ],
          "paths": {
            "/api/openapi.json": {
              "get": {
                "operationId": "getOpenAPIDocument",
                "summary": "Get this OpenAPI document",
                "tags": [
                  "Meta"
                ],
                "responses": {
                  "200": {
                    "description": "This OpenAPI 3.1 document.",
                    "content": {
                      "application/json": {
                        "schema": {
                          "type": "object"
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
              "Error": {
                "type": "object",
                "description": "The error envelope of every failed API request.",
                "required": [
                  "error"
                ],
                "properties": {
                  "error": {
                    "type": "object",
                    "required": [
                      "code",
                      "message"
                    ],
                    "properties": {
                      "code": {
                        "type": "string",
                        "description": "A stable, machine-readable code.",
                        "examples": [
                          "invalid_json",
                          "invalid_date",
                          "invalid_instant",
                          "invalid_flag",
                          "invalid_limit",
                          "invalid_cursor",
                          "bad_request",
                          "intention_not_found",
                          "no_running_intention",
                          "intention_running",
                          "intention_not_running",
                          "label_exists",
                          "invalid_field",
                          "missing_field",
                          "idempotency_key_reused",
                          "body_too_large",
                          "area_not_found",
                          "area_exists",
                          "area_archived",
                          "goal_not_found",
                          "goal_dropped",
                          "todo_not_found",
                          "todo_unlinked",
                          "todo_done",
                          "todo_dropped",
                          "action_item_not_found",
                          "action_item_exists",
                          "cross_origin",
                          "not_found",
                          "method_not_allowed",
                          "internal_error"
                        ]
                      },
                      "message": {
                        "type": "string",
                        "description": "A human-readable explanation."
                      },
                      "field": {
                        "type": "string",
                        "description": "The field, parameter or header at fault, when there is one."
                      }
                    }
                  }
                }
              },
              "EmptyRequest": {
                "type": "object",
                "description": "Any JSON object; its contents are ignored."
              },
              "OlderItems": {
                "type": "object",
                "description": "What a short list drawn from the whole past leaves out (open to-dos, open action items): how many older items, and the address of the page that lists them.",
                "required": [
                  "count",
                  "href"
                ],
                "properties": {
                  "count": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "How many older items the list leaves out."
                  },
                  "href": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "description": "The API address of the first page of those items (a paged list endpoint with `before` and `cursor`); null when none is left out.",
                    "examples": [
                      "/api/v1/todos/open?before=2026-11-20&cursor=2026-11-13.1"
                    ]
                  }
                }
              }
            },
            "parameters": {
              "IdempotencyKey": {
                "name": "Idempotency-Key",
                "in": "header",
                "required": false,
                "description": "Makes the POST safe to retry: a repeated key returns the first response and writes nothing new; a key reused for a different request is refused with 422 `idempotency_key_reused`.",
                "schema": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 200,
                  "pattern": "^[\\x21-\\x7E]+$"
                },
                "example": "5f1d2c8e-start-report"
              },
              "Date": {
                "name": "date",
                "in": "path",
                "required": true,
                "description": "A day as `YYYY-MM-DD`, or `today` in the user's settings.",
                "schema": {
                  "type": "string",
                  "pattern": "^([0-9]{4}-[0-9]{2}-[0-9]{2}|today)$",
                  "examples": [
                    "2026-11-20",
                    "today"
                  ]
                },
                "example": "2026-11-20"
              },
              "PageLimit": {
                "name": "limit",
                "in": "query",
                "required": false,
                "description": "How many items a page holds, 1–200. Default: 50.",
                "schema": {
                  "type": "integer",
                  "minimum": 1,
                  "maximum": 200,
                  "default": 50
                }
              },
              "PageCursor": {
                "name": "cursor",
                "in": "query",
                "required": false,
                "description": "Where the page begins: the `nextCursor` of the page before (or the cursor of an `OlderItems` link). Left out, the list begins with the newest. A cursor names a day and a place in it, not an item, so closing items while paging skips nothing older.",
                "schema": {
                  "type": "string",
                  "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}\\.[0-9]{1,9}$"
                },
                "example": "2026-11-13.1"
              }
            },
            "headers": {
              "IdempotentReplayed": {
                "description": "`true` when this response is a replay of the first response to the same `Idempotency-Key`; absent otherwise.",
                "schema": {
                  "type": "string",
                  "const": "true"
                }
              }
            },
            "responses": {
              "ContentTooLarge": {
                "description": "The request body is larger than 1 MiB (`body_too_large`).",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    },
                    "example": {
                      "error": {
                        "code": "body_too_large",
                        "message": "The request body is larger than 1024 KiB."
                      }
                    }
                  }
                }
              },
              "CrossOrigin": {
                "description": "The request came from another web site (its Origin or Sec-Fetch-Site header says so) and was refused; nothing was written. Tools outside a browser send neither header and are not affected.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    },
                    "example": {
                      "error": {
                        "code": "cross_origin",
                        "message": "Requests from other sites are not accepted."
                      }
                    }
                  }
                }
              },
              "Unauthorized": {
                "description": "A hosted server, and the request carries no live access token or session (`not_signed_in`): the token is unknown, revoked or its account disabled, or the session ended or timed out.",
                "headers": {
                  "WWW-Authenticate": {
                    "description": "`Bearer realm=\"The System\"`.",
                    "schema": {
                      "type": "string"
                    }
                  }
                },
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    },
                    "example": {
                      "error": {
                        "code": "not_signed_in",
                        "message": "Sign in first: send the session cookie, or an access token as “Authorization: Bearer sys_…”."
                      }
                    }
                  }
                }
              }
            },
            "securitySchemes": {
              "accessToken": {
                "type": "http",
                "scheme": "bearer",
                "description": "A personal access token, `sys_` followed by 43 characters. Shown once when created; revocable."
              },
              "sessionCookie": {
                "type": "apiKey",
                "in": "cookie",
                "name": "session",
                "description": "The web app's session cookie (`__Host-session` when the server's public address is https). Set by signing in at `/sign-in`."
              }
            }
          }
        }
        """##)
}
