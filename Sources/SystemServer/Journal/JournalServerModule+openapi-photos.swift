extension JournalServerModule {
    static let photosOpenAPIPart = OpenAPIPart(
        ##"""
        {
          "tags": [{"name": "Journal transfer", "description": "Day One's JSON export read in; the journal taken out as Markdown files or Day One's JSON."}, {"name": "Photos", "description": "Photos of a day or of a journal entry: JPEG or PNG, kept once by their SHA-256, without location and camera details unless asked, served to their owner only."}],
          "paths": {
            "/api/v1/journal/imports": {
              "post": {
                "operationId": "importDayOne",
                "summary": "Import a Day One export",
                "description": "Day One's JSON export as the body: its zip (`Journal.json` and `photos/`, the files named by MD5) or a bare `Journal.json`; its name in `X-File-Name`. Each entry becomes a note of the day it was written on in its own time zone, with its Markdown, tags, star and photos (stripped of metadata unless `keepMetadata=true`). The same export again adds nothing twice. All or nothing.",
                "tags": ["Journal transfer"],
                "parameters": [{"name": "keepMetadata", "in": "query", "schema": {"type": "boolean", "default": false}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/zip": {"schema": {"type": "string", "format": "binary"}}, "application/json": {"schema": {"type": "object"}}}},
                "responses": {
                  "201": {"description": "Imported: what was added and what was not.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JournalImport"}}}},
                  "400": {"description": "No file was sent (`bad_import`), or a malformed `Idempotency-Key`.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "409": {"description": "This server's store keeps no photos (`no_photos`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "413": {"description": "Larger than 2 GB (`body_too_large`): use `system journal import FILE`.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "Not a Day One export, or an entry that cannot be kept (`bad_import`, `field` is `file`): nothing was imported. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/journal/settings": {
              "get": {
                "operationId": "getJournalSettings",
                "summary": "The journal's settings",
                "tags": ["Journal"],
                "responses": {
                  "200": {"description": "The settings.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JournalSettings"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"}
                }
              },
              "put": {
                "operationId": "saveJournalSettings",
                "summary": "Choose when the coach asks for the evening entry",
                "description": "`reviewAt` (HH:MM): from then the coach asks for the day's entry, with a reminder at that time (never in quiet hours); null: in the last hours of the waking window, without a reminder.",
                "tags": ["Journal"],
                "parameters": [{"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JournalSettings"}}}},
                "responses": {
                  "200": {"description": "Saved.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JournalSettings"}}}},
                  "400": {"description": "A malformed body.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "422": {"description": "Not a time of day (`field` is `reviewAt`). Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/journal/export": {
              "get": {
                "operationId": "exportJournal",
                "summary": "Export the journal",
                "description": "The whole journal as a zip: `format=markdown` (a Markdown file a day, `YYYY-MM-DD.md`, its photos under `photos/`) or `format=dayone` (Day One's `Journal.json` and `photos/`, which Day One and this app import).",
                "tags": ["Journal transfer"],
                "parameters": [{"name": "format", "in": "query", "schema": {"type": "string", "enum": ["markdown", "dayone"], "default": "markdown"}}],
                "responses": {
                  "200": {"description": "The zip.", "content": {"application/zip": {"schema": {"type": "string", "format": "binary"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "422": {"description": "An unknown `format` (`field` is `format`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/photos": {
              "post": {
                "operationId": "addPhoto",
                "summary": "Add a photo",
                "description": "The image itself is the body (JPEG or PNG, told by its bytes, at most 25 MB). Its EXIF, XMP and comments are removed and a turned photo is turned upright, unless `keepMetadata` is true; the same photo twice is stored once.",
                "tags": ["Photos"],
                "parameters": [
                  {"name": "date", "in": "query", "schema": {"type": "string", "format": "date"}, "description": "The day (default: today); an entry's photo takes its entry's day."},
                  {"name": "entry", "in": "query", "schema": {"type": "string", "format": "uuid"}, "description": "The journal entry it illustrates."},
                  {"name": "keepMetadata", "in": "query", "schema": {"type": "boolean", "default": false}},
                  {"$ref": "#/components/parameters/IdempotencyKey"}
                ],
                "requestBody": {"required": true, "content": {"image/jpeg": {"schema": {"type": "string", "format": "binary"}}, "image/png": {"schema": {"type": "string", "format": "binary"}}}},
                "responses": {
                  "201": {"description": "Added.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Photo"}}}},
                  "400": {"description": "A malformed `date` (`invalid_date`) or `Idempotency-Key`.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "409": {"description": "This server's store keeps no photos (`no_photos`: it needs SQLite or PostgreSQL).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "413": {"description": "Larger than 25 MB (`photo_too_large`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "Not a photo, or a HEIC, WebP or GIF image (`not_a_photo`, `field` is `file`), a damaged one, an unknown entry, a day still to come; `field` names it. Or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            },
            "/api/v1/photos/{id}": {
              "get": {
                "operationId": "getPhoto",
                "summary": "A photo's bytes",
                "description": "The photo as kept, or with `size=thumbnail` a JPEG at most 512 pixels on its longer side. Cached privately for a year: a photo's bytes never change under its id (`ETag` is its SHA-256).",
                "tags": ["Photos"],
                "parameters": [
                  {"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}},
                  {"name": "size", "in": "query", "schema": {"type": "string", "enum": ["thumbnail"]}}
                ],
                "responses": {
                  "200": {"description": "The image.", "content": {"image/jpeg": {"schema": {"type": "string", "format": "binary"}}, "image/png": {"schema": {"type": "string", "format": "binary"}}}},
                  "304": {"description": "Not modified (`If-None-Match`)."},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such photo of yours (`photo_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              },
              "delete": {
                "operationId": "removePhoto",
                "summary": "Remove a photo from its day",
                "description": "The photo leaves its day and entry; its file stays in the history that names it, as an entry's earlier versions do.",
                "tags": ["Photos"],
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}}, {"$ref": "#/components/parameters/IdempotencyKey"}],
                "responses": {
                  "204": {"description": "Removed."},
                  "401": {"$ref": "#/components/responses/Unauthorized"},
                  "404": {"description": "No such photo (`photo_not_found`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                  "422": {"description": "The `Idempotency-Key` was used for another request (`idempotency_key_reused`).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
                }
              }
            }
          },
          "components": {
            "schemas": {
              "JournalSettings": {
                "type": "object", "required": ["reviewAt"],
                "properties": {"reviewAt": {"type": ["string", "null"], "pattern": "^[0-2][0-9]:[0-5][0-9]$", "description": "When the coach asks for the evening entry; null: the evening of the waking window."}}
              },
              "JournalImport": {
                "type": "object", "required": ["file", "entries", "alreadyThere", "photos", "photosMissing", "photosUnreadable", "empty", "summary"],
                "properties": {
                  "file": {"type": "string"},
                  "entries": {"type": "integer", "minimum": 0, "description": "Entries added."},
                  "alreadyThere": {"type": "integer", "minimum": 0, "description": "Entries the journal had already (the same export again)."},
                  "photos": {"type": "integer", "minimum": 0},
                  "photosMissing": {"type": "integer", "minimum": 0, "description": "Photos the entries name that the file does not hold (a bare Journal.json holds none)."},
                  "photosUnreadable": {"type": "integer", "minimum": 0, "description": "Photos that are not JPEG or PNG (HEIC, say), left out."},
                  "empty": {"type": "integer", "minimum": 0, "description": "Entries with neither text nor photos, left out."},
                  "summary": {"type": "string", "description": "The same in a sentence."}
                }
              },
              "Photo": {
                "type": "object", "required": ["id", "date", "entryId", "sha256", "mediaType", "width", "height", "bytes", "addedAt", "url", "thumbnailUrl"],
                "properties": {
                  "id": {"type": "string", "format": "uuid"},
                  "date": {"type": "string", "format": "date"},
                  "entryId": {"type": ["string", "null"], "format": "uuid"},
                  "sha256": {"type": "string", "pattern": "^[0-9a-f]{64}$"},
                  "mediaType": {"type": "string", "enum": ["image/jpeg", "image/png"]},
                  "width": {"type": "integer", "minimum": 1, "description": "As shown, in pixels."},
                  "height": {"type": "integer", "minimum": 1},
                  "bytes": {"type": "integer", "minimum": 1},
                  "addedAt": {"type": "string", "format": "date-time"},
                  "url": {"type": "string", "description": "Where its bytes are (`GET /api/v1/photos/{id}`)."},
                  "thumbnailUrl": {"type": "string"}
                }
              }
            }
          }
        }
        """##)
}
