import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The journal in the server: the daily review on Today and every day page, each photo full size, and its API — a
/// day's entries, writing and editing one, the templates and the photos.
struct JournalServerModule: ServerModule {
    let name = "Journal"

    var dailyModules: [any DailyModule] { [ReviewModule()] }

    var savedMessages: [String: String] { ["journal-review-time": "Saved: the journal's time."] }

    func addPages(to router: Router<AppContext>, with app: ServerModuleContext) {
        PhotoPages.add(to: router, with: app)
        JournalTransfer.addPages(to: router, with: app)
        JournalSearchRoutes(app: app).addPages(to: router)
    }

    func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {
        PhotosAPI.add(to: api, with: app)
        JournalTransfer.addAPI(to: api, with: app)
        JournalSearchRoutes(app: app).addAPI(to: api)
        api.get("days/{date}/journal") { _, context in
            let read = try await app.api.read(context)
            return Responses.json(.ok, JSONText.encode(JournalDayJSON(try read.date(), state: read.state)))
        }
        api.get("days/{date}/on-this-day") { _, context in
            let read = try await app.api.read(context)
            return Responses.json(.ok, JSONText.encode(OnThisDayJSON(try read.date(), state: read.state)))
        }
        // Writes the day's review (`kind` "review", the default; one a day) or a note: `text` in Markdown, and
        // optionally `templateId`, `feeling`, `tags`, `starred`.
        api.post("days/{date}/journal") { request, context in
            try await app.api.write(request, context) { write in
                let date = try await write.date()
                let kind: JournalEntry.Kind
                switch try write.body.string("kind") ?? "review" {
                case "review": kind = .review
                case "note": kind = .note
                case let other: throw APIError(.invalid("kind", "“\(other)” is not a kind of entry: review or note."))
                }
                let templateId = try Self.id(write.body.string("templateId"), field: "templateId") as JournalTemplateID?
                let id: JournalEntryID = SystemService.newID("journal", for: write.user, idempotencyKey: write.key)
                let outcome = try await write.execute(
                    .journal(.write(id: id, date: date, kind: kind, templateId: templateId, try Self.draft(write.body))))
                guard let entry = outcome.state.journal[id] else {
                    throw APIError(.notFound, code: "entry_not_found", message: "There is no journal entry \(id).")
                }
                return APIReply(.created, json: JournalEntryJSON(entry, calendar: outcome.state.calendar))
            }
        }
        // A new version of an entry: the whole entry as it should read (`text`, `feeling`, `tags`, `starred`).
        api.put("journal/entries/{id}") { request, context in
            try await app.api.write(request, context) { write in
                let id: JournalEntryID = try PathInput.id(context, code: "entry_not_found", noun: "journal entry")
                let outcome = try await write.execute(.journal(.edit(id, try Self.draft(write.body))))
                guard let entry = outcome.state.journal[id] else {
                    throw APIError(.notFound, code: "entry_not_found", message: "There is no journal entry \(id).")
                }
                return APIReply(.ok, json: JournalEntryJSON(entry, calendar: outcome.state.calendar))
            }
        }
        api.delete("journal/entries/{id}") { request, context in
            try await app.api.write(request, context) { write in
                let id: JournalEntryID = try PathInput.id(context, code: "entry_not_found", noun: "journal entry")
                _ = try await write.execute(.journal(.remove(id)))
                return APIReply(.noContent, "")
            }
        }
        api.get("journal/templates") { _, context in
            let read = try await app.api.read(context)
            return Responses.json(.ok, JSONText.encode(JournalTemplatesJSON(read.state.journal)))
        }
        // A template of the user's own: `name` and `questions`; `default: true` makes it the one new entries start from.
        api.post("journal/templates") { request, context in
            try await app.api.write(request, context) { write in
                let id: JournalTemplateID = SystemService.newID("journal-template", for: write.user, idempotencyKey: write.key)
                let outcome = try await Self.save(id, write)
                return APIReply(.created, json: JournalTemplatesJSON(outcome.state.journal))
            }
        }
        api.put("journal/templates/{id}") { request, context in
            try await app.api.write(request, context) { write in
                let id: JournalTemplateID = try PathInput.id(context, code: "template_not_found", noun: "template")
                guard try await write.state().journal.template(id) != nil else {
                    throw APIError(.notFound, code: "template_not_found", message: "There is no template \(id).", field: "id")
                }
                let outcome = try await Self.save(id, write)
                return APIReply(.ok, json: JournalTemplatesJSON(outcome.state.journal))
            }
        }
        api.delete("journal/templates/{id}") { request, context in
            try await app.api.write(request, context) { write in
                let id: JournalTemplateID = try PathInput.id(context, code: "template_not_found", noun: "template")
                _ = try await write.execute(.journal(.removeTemplate(id)))
                return APIReply(.noContent, "")
            }
        }
    }

    var openAPIParts: [OpenAPIPart] { [Self.openAPIPart, Self.photosOpenAPIPart] }

    /// Saves a template from the body, and chooses it as the default when asked.
    private static func save(_ id: JournalTemplateID, _ write: APIWrite) async throws -> SystemService.Outcome {
        let name = try write.body.string("name", required: true) ?? ""
        var questions: [String] = []
        for (index, value) in (try write.body.array("questions", required: true) ?? []).enumerated() {
            guard case .string(let question) = value else { throw APIError(.invalid("questions[\(index)]", "A question is text.")) }
            questions.append(question)
        }
        var outcome = try await write.execute(.journal(.saveTemplate(JournalTemplate(id: id, name: name, questions: questions))))
        if try write.body.bool("default") == true {
            // A command of its own, under a key of its own: a retry of the request replays both.
            outcome = try await write.service.execute(
                .journal(.chooseDefaultTemplate(id)), for: write.user, idempotencyKey: write.key.map { "\($0)/default" })
        }
        return outcome
    }

    /// An entry's words from a request's body.
    private static func draft(_ body: JSONBody) throws(APIError) -> JournalDraft {
        let text = try body.string("text", required: true) ?? ""
        var feeling: Feeling? = nil
        if let raw = try body.string("feeling") {
            guard let chosen = Feeling(rawValue: raw) else {
                throw APIError(
                    .invalid("feeling", "“\(raw)” is not a feeling: ecstatic, happy, meh, sad or angry."))
            }
            feeling = chosen
        }
        var tags: [String] = []
        for (index, value) in (try body.array("tags") ?? []).enumerated() {
            guard case .string(let tag) = value else { throw APIError(.invalid("tags[\(index)]", "A tag is text.")) }
            tags.append(tag)
        }
        return JournalDraft(text: text, feeling: feeling, tags: tags, starred: try body.bool("starred") ?? false)
    }

    private static func id<Tag>(_ text: String?, field: String) throws(APIError) -> Identifier<Tag>? {
        guard let text else { return nil }
        guard let id = Identifier<Tag>(text) else { throw APIError(.invalid(field, "“\(text)” is not an id.")) }
        return id
    }
}
