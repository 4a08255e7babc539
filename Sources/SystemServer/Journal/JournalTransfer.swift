import Foundation
import Hummingbird
import NIOCore
import SystemCore
import SystemStore

/// The journal's own page: when the coach asks for the evening entry, Day One's export read in (a zip with its
/// photos, or the bare JSON), and the journal taken out as Markdown files or as Day One's JSON, each a zip.
struct JournalTransferPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let entries: String
    let photos: String
    /// The chosen time ("21:30"), or empty for the evening of the waking window.
    let reviewAt: String
    /// When the coach asks now, in words.
    let reviewWhen: String
    let error: String?
}

enum JournalTransfer {
    /// The largest Day One export read: its photos make it large.
    static let uploadLimit = 2 << 30

    static func addPages(to router: Router<AppContext>, with app: ServerModuleContext) {
        let pages = app.pages
        router.get("/journal") { _, context in
            let user = try context.user()
            let page = try await Self.page(for: user, service: pages.service)
            return pages.renderer.render(page, "journal-transfer", in: context)
        }
        router.post("/journal/review-time") { request, context in
            let user = try context.user()
            let form = FormData(try await request.bodyText())
            let typed = (form["reviewAt"] ?? "").trimmingCharacters(in: .whitespaces)
            var time: TimeOfDay? = nil
            if !typed.isEmpty {
                guard let chosen = TimeOfDay(typed) else {
                    let page = try await Self.page(
                        for: user, service: pages.service, typed: typed, error: "“\(typed)” is not a time of day: use HH:MM, such as 21:30."
                    )
                    return pages.renderer.render(page, "journal-transfer", status: .unprocessableContent, in: context)
                }
                time = chosen
            }
            try await pages.service.execute(
                .journal(.setReviewTime(time)), for: user, idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)" })
            return Responses.seeOther("/journal?saved=journal-review-time")
        }
    }

    /// The page, with how much the journal holds.
    static func page(for user: UserID, service: SystemService, typed: String? = nil, error: String? = nil) async throws
        -> JournalTransferPage
    {
        let state = try await service.state(for: user)
        return JournalTransferPage(
            chrome: Chrome(.other, state: state, now: service.clock.now()),
            entries: DayOneImport.Summary.count(state.journal.entryCount, "entry", "entries"),
            photos: DayOneImport.Summary.count(state.journal.photoCount, "photo", "photos"),
            reviewAt: typed ?? state.journal.reviewAt?.description ?? "",
            reviewWhen: state.journal.reviewAt.map {
                "The coach asks for the evening entry from \($0), with a reminder then (never in quiet hours)."
            }
                ?? "The coach asks for the evening entry in the last hours of your waking day (\(state.settings.wakingEnd) ends it).",
            error: error)
    }

    static func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {
        // A Day One export as the body (zip or JSON), its name in `X-File-Name`; `keepMetadata=true` keeps the photos'
        // location and camera details.
        api.post("journal/imports") { request, context in
            let user = try context.user()
            let upload = try await Upload.receive(
                request, limit: uploadLimit,
                tooLarge: "The export is larger than \(uploadLimit >> 30) GB: import it with `system journal import FILE`.")
            defer { upload.discard() }
            let keep = PhotosAPI.keepsMetadata(request)
            // A retry under the same key is answered as the first was; the same key for another file is refused.
            let fingerprint = try upload.sha256() + "?\(keep)"
            return try await app.api.idempotency.run(request, user: user, body: fingerprint) { key in
                do {
                    let summary = try await DayOneImport.load(
                        upload.file, keepMetadata: keep, into: app.service, for: user, idempotencyKey: key)
                    return APIReply(.created, json: ImportJSON(summary, file: upload.name))
                } catch let error as DayOneError {
                    throw APIError(.unprocessableContent, code: "bad_import", message: error.description, field: "file")
                }
            }
        }
        api.get("journal/settings") { _, context in
            let read = try await app.api.read(context)
            return Responses.json(.ok, JSONText.encode(SettingsJSON(read.state.journal)))
        }
        // `reviewAt`: "HH:MM", or null for the evening of the waking window.
        api.put("journal/settings") { request, context in
            try await app.api.write(request, context) { write in
                var time: TimeOfDay? = nil
                if let text = try write.body.string("reviewAt") {
                    guard let chosen = TimeOfDay(text) else {
                        throw APIError(.invalid("reviewAt", "“\(text)” is not a time of day: use HH:MM, such as 21:30."))
                    }
                    time = chosen
                }
                let outcome = try await write.execute(.journal(.setReviewTime(time)))
                return APIReply(.ok, json: SettingsJSON(outcome.state.journal))
            }
        }
        // The whole journal as a zip: `format=markdown` (a file a day, with its photos) or `dayone` (Day One's JSON).
        api.get("journal/export") { request, context in
            let user = try context.user()
            let raw = request.uri.queryParameters.get("format").map { String($0) } ?? "markdown"
            guard let format = JournalExport.Format(rawValue: raw) else {
                throw APIError(.invalid("format", "“\(raw)” is not an export format: markdown or dayone."))
            }
            let data = try await JournalExport.zip(format, of: user, from: app.service)
            let today = try await app.service.state(for: user).today(now: app.service.clock.now())
            return Response(
                status: .ok,
                headers: [
                    .contentType: "application/zip", .cacheControl: "no-store",
                    .contentDisposition: "attachment; filename=\"journal-\(format == .dayone ? "dayone-" : "")\(today).zip\"",
                ],
                body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
    }

    /// The journal's settings in the API.
    struct SettingsJSON: Encodable {
        let reviewAt: String?

        init(_ journal: JournalLog) { reviewAt = journal.reviewAt?.description }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(reviewAt, forKey: .reviewAt)
        }

        enum CodingKeys: String, CodingKey { case reviewAt }
    }

    /// What an import added, and the sentence that says so.
    struct ImportJSON: Encodable {
        let file: String
        let entries: Int
        let alreadyThere: Int
        let photos: Int
        let photosMissing: Int
        let photosUnreadable: Int
        let empty: Int
        let summary: String

        init(_ summary: DayOneImport.Summary, file: String) {
            self.file = file
            entries = summary.entries
            alreadyThere = summary.alreadyThere
            photos = summary.photos
            photosMissing = summary.photosMissing
            photosUnreadable = summary.photosUnreadable
            empty = summary.empty
            self.summary = summary.words
        }
    }
}
