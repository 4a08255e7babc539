extension JournalServerModule {
    static let openAPIPart = OpenAPIPart(
        ##"""
        {
          "tags": [{"name": "Journal", "description": "The daily review and notes, in Markdown, from the user's templates; every edit keeps the versions before it."}],
          "paths": {
            "/api/v1/days/{date}/journal": {
              "get": {
                "operationId": "getDayJournal",
                "summary": "A day's journal",
                "description": "The day's review (null until written), its notes in the order they were written, and the template a new review starts from.",
                "tags": ["Journal"],
                "parameters": [{"$ref": "#/components/parameters/Date"}],
                "responses": {
                  "200": {"description": "The day's journal.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JournalDay"}}}},
                  "400": {"description": "The `date` path segment is not a real date (`invalid_date`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              },
              "post": {
                "operationId": "writeJournalEntry",
                "summary": "Write the day's review or a note",
                "description": "`text` in Markdown (shown rendered, with no raw HTML). A day has one review; a second is refused (`review_exists`): edit it, or write a note.",
                "tags": ["Journal"],
                "parameters": [{"$ref": "#/components/parameters/Date"}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JournalEntryInput"}}}},
                "responses": {
                  "201": {"description": "Written.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JournalEntry"}}}},
                  "400": {"description": "A malformed body or date.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "409": {"description": "The day has its review already (`review_exists`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "An empty or too long text, a day still to come, an unknown template or feeling, too many or too long tags; `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/days/{date}/on-this-day": {
              "get": {
                "operationId": "getOnThisDay",
                "summary": "On this day",
                "description": "What was written and done a week, a month, a year and every earlier year before the day (a 29 February falls on the 28th in other years; the 28th of a year without a 29th also looks back to leap days). Only the looks back that found something, nearest first.",
                "tags": ["Journal"],
                "parameters": [{"$ref": "#/components/parameters/Date"}],
                "responses": {
                  "200": {"description": "The looks back.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/OnThisDay"}}}},
                  "400": {"description": "The `date` path segment is not a real date (`invalid_date`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              }
            },
            "/api/v1/journal/entries/{id}": {
              "put": {
                "operationId": "editJournalEntry",
                "summary": "Edit an entry",
                "description": "The entry as it should read; the version before stays in its history. The same words again change nothing.",
                "tags": ["Journal"],
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JournalEntryInput"}}}},
                "responses": {
                  "200": {"description": "The entry now.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JournalEntry"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such entry (`entry_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "An empty or too long text, an unknown feeling, too many or too long tags; `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              },
              "delete": {
                "operationId": "removeJournalEntry",
                "summary": "Remove an entry",
                "tags": ["Journal"],
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "responses": {
                  "204": {"description": "Removed."},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such entry (`entry_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "The `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/journal/search": {
              "get": {
                "operationId": "searchJournal",
                "summary": "Search the journal and the intentions",
                "description": "Every word of `q` as the start of a word (so a word being typed matches), in the journal's entries and the intentions' texts and reviews; newest first. Quotes, `*`, `-`, `:`, brackets and `NEAR` are words or separators, never query syntax. A `q` without letters or digits finds nothing. SQLite uses FTS5, PostgreSQL its full-text search; the index follows the history and is never exported.",
                "tags": ["Journal"],
                "parameters": [
                  {"name": "q", "in": "query", "schema": {"type": "string"}, "example": "grateful walk"},
                  {"name": "tag", "in": "query", "description": "Only what carries this tag (an entry's tag, an intention's label), in any case.", "schema": {"type": "string"}},
                  {"name": "feeling", "in": "query", "schema": {"type": "string", "enum": ["ecstatic", "happy", "meh", "sad", "angry"]}},
                  {"name": "from", "in": "query", "description": "The first day, included.", "schema": {"type": "string", "format": "date"}},
                  {"name": "to", "in": "query", "description": "The last day, included.", "schema": {"type": "string", "format": "date"}},
                  {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 200, "default": 50}}
                ],
                "responses": {
                  "200": {"description": "The matches.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JournalSearch"}}}},
                  "400": {"description": "A `limit` that is not a number from 1 to 200; `field` names it.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "422": {"description": "A `feeling` that is not one, a `from` or `to` that is not a date, or a `from` after `to`; `field` names it.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/journal/templates": {
              "get": {
                "operationId": "listJournalTemplates",
                "summary": "The journal's templates",
                "description": "The starters (the evening review, the standup, the sprint demo, the retrospective), then the user's own; `default` marks the one a new review starts from.",
                "tags": ["Journal"],
                "responses": {
                  "200": {"description": "The templates.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JournalTemplates"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              },
              "post": {
                "operationId": "addJournalTemplate",
                "summary": "Add a template of your own",
                "tags": ["Journal"],
                "parameters": [{"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JournalTemplateInput"}}}},
                "responses": {
                  "201": {"description": "Added: the templates now.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JournalTemplates"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "422": {"description": "No name, a name in use, no question, too many or too long questions; `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/journal/templates/{id}": {
              "put": {
                "operationId": "saveJournalTemplate",
                "summary": "Change a template of your own",
                "tags": ["Journal"],
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JournalTemplateInput"}}}},
                "responses": {
                  "200": {"description": "Saved: the templates now.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JournalTemplates"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such template of yours (`template_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "A starter template (they stay as they are), no name, a name in use, no question; `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              },
              "delete": {
                "operationId": "removeJournalTemplate",
                "summary": "Remove a template of your own",
                "tags": ["Journal"],
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "responses": {
                  "204": {"description": "Removed; if it was the default, the evening review is again."},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such template (`template_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "A starter template: it stays (`field` is `id`). Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            }
          },
          "components": {
            "schemas": {
              "JournalEntryInput": {
                "type": "object", "required": ["text"],
                "properties": {
                  "text": {"type": "string", "minLength": 1, "maxLength": 50000, "description": "Markdown."},
                  "kind": {"type": "string", "enum": ["review", "note"], "default": "review", "description": "On writing only."},
                  "templateId": {"type": "string", "format": "uuid", "description": "On writing only: the template it was started from."},
                  "feeling": {"type": "string", "enum": ["ecstatic", "happy", "meh", "sad", "angry"]},
                  "tags": {"type": "array", "maxItems": 20, "items": {"type": "string", "maxLength": 40}},
                  "starred": {"type": "boolean"}
                }
              },
              "JournalEntry": {
                "type": "object",
                "required": ["id", "date", "kind", "templateId", "text", "html", "feeling", "tags", "starred", "writtenAt", "editedAt", "edits", "earlierVersions"],
                "properties": {
                  "id": {"type": "string", "format": "uuid"}, "date": {"type": "string", "format": "date"},
                  "kind": {"type": "string", "enum": ["review", "note"]}, "templateId": {"type": ["string", "null"], "format": "uuid"},
                  "text": {"type": "string", "description": "Markdown, as written."},
                  "html": {"type": "string", "description": "The text rendered: no raw HTML, links rel=\"noopener nofollow\", only http, https and mailto links."},
                  "feeling": {"type": ["string", "null"], "enum": ["ecstatic", "happy", "meh", "sad", "angry", null]},
                  "tags": {"type": "array", "items": {"type": "string"}}, "starred": {"type": "boolean"},
                  "writtenAt": {"type": "string", "format": "date-time"}, "editedAt": {"type": ["string", "null"], "format": "date-time"},
                  "edits": {"type": "integer", "minimum": 0},
                  "earlierVersions": {"type": "array", "description": "The versions before this one, oldest first.", "items": {"type": "object", "required": ["text", "at"], "properties": {
                    "text": {"type": "string"}, "at": {"type": "string", "format": "date-time"}}}}
                }
              },
              "JournalDay": {
                "type": "object", "required": ["date", "review", "notes", "template", "photos", "consistency"],
                "properties": {
                  "date": {"type": "string", "format": "date"},
                  "consistency": {"type": "object", "required": ["journal", "reviews"], "description": "How steady the journal (a day with an entry) and the intention reviews (a day with a reviewed intention) are on the day, 0 to 1: Loop Habit Tracker's habit strength, which forgives a missed day.", "properties": {
                    "journal": {"type": "number", "minimum": 0, "maximum": 1}, "reviews": {"type": "number", "minimum": 0, "maximum": 1}}},
                  "review": {"oneOf": [{"$ref": "#/components/schemas/JournalEntry"}, {"type": "null"}]},
                  "notes": {"type": "array", "items": {"$ref": "#/components/schemas/JournalEntry"}},
                  "template": {"$ref": "#/components/schemas/JournalTemplate"},
                  "photos": {"type": "array", "description": "The day's photos in the order they were added; each names its entry, if any.", "items": {"$ref": "#/components/schemas/Photo"}}
                }
              },
              "OnThisDay": {
                "type": "object", "required": ["date", "moments"],
                "properties": {
                  "date": {"type": "string", "format": "date"},
                  "moments": {"type": "array", "items": {"type": "object", "required": ["label", "date", "entries", "photos", "intentions"], "properties": {
                    "label": {"type": "string", "example": "A year ago"}, "date": {"type": "string", "format": "date"},
                    "entries": {"type": "array", "items": {"$ref": "#/components/schemas/JournalEntry"}},
                    "photos": {"type": "array", "items": {"$ref": "#/components/schemas/Photo"}},
                    "intentions": {"type": "array", "items": {"$ref": "#/components/schemas/Intention"}}}}}
                }
              },
              "JournalSearch": {
                "type": "object", "required": ["query", "results"],
                "properties": {
                  "query": {"type": "string"},
                  "results": {"type": "array", "items": {"type": "object", "required": ["kind", "id", "date", "snippet", "html", "feeling", "tags", "link"], "properties": {
                    "kind": {"type": "string", "enum": ["entry", "intention"]},
                    "id": {"type": "string", "format": "uuid"},
                    "date": {"type": "string", "format": "date", "description": "The entry's day, or the day the intention started."},
                    "snippet": {"type": "string", "description": "The words around the matches, as text."},
                    "html": {"type": "string", "description": "The same, HTML-escaped, each match in <mark>."},
                    "feeling": {"type": ["string", "null"], "enum": ["ecstatic", "happy", "meh", "sad", "angry", null]},
                    "tags": {"type": "array", "items": {"type": "string"}},
                    "link": {"type": "string", "description": "Its day's page.", "example": "/days/2026-11-20"}}}}
                }
              },
              "JournalTemplate": {
                "type": "object", "required": ["id", "name", "questions", "markdown", "starter", "default"],
                "properties": {
                  "id": {"type": "string", "format": "uuid"}, "name": {"type": "string"},
                  "questions": {"type": "array", "items": {"type": "string"}},
                  "markdown": {"type": "string", "description": "The text an entry from it starts with."},
                  "starter": {"type": "boolean"}, "default": {"type": "boolean"}
                }
              },
              "JournalTemplates": {
                "type": "object", "required": ["templates"],
                "properties": {"templates": {"type": "array", "items": {"$ref": "#/components/schemas/JournalTemplate"}}}
              },
              "JournalTemplateInput": {
                "type": "object", "required": ["name", "questions"],
                "properties": {
                  "name": {"type": "string", "minLength": 1, "maxLength": 80},
                  "questions": {"type": "array", "minItems": 1, "maxItems": 20, "items": {"type": "string", "maxLength": 200}},
                  "default": {"type": "boolean", "description": "Make it the template new reviews start from."}
                }
              }
            }
          }
        }
        """##)
}
