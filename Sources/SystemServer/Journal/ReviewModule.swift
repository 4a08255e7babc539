import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The daily review on Today and on every day page: the evening entry, written from a template in Markdown and shown
/// rendered, how the day felt and its tags; the day's notes; each entry editable, its earlier versions kept.
///
/// Nothing typed is lost on the way: inserting the day's summary or choosing another template sends the text and
/// draws it back with the addition, and a refused entry comes back as it was typed.
struct ReviewModule: DailyModule {
    let id = "review"
    let name = "Daily review"
    let position = 70
    let stylesheet: String? = "/assets/journal.css"
    let script: String? = "/assets/journal.js"

    var savedMessages: [String: String] {
        [
            "journal-saved": "Saved to the journal.", "journal-edited": "Entry updated.", "journal-removed": "Entry removed.",
            "photo-removed": "Photo removed.",
        ]
    }

    struct View: Sendable, Encodable {
        let date: String
        let review: EntryView?
        let notes: [EntryView]
        let hasNotes: Bool
        /// The form for the day's review, when it has none yet.
        let form: Form?
        let noteForm: Form
        let templates: [TemplateChoice]
        let labels: [String]
        /// The day's photos that belong to no entry, and the form that adds more.
        let photos: [PhotoThumb]
        let photoForm: PhotoForm
        let onThisDay: [MomentView]
        let hasOnThisDay: Bool
        /// The journal's and the reviews' strength over the last months, drawn as SVG, and in words.
        let consistency: String
        let journalStrength: String
        let reviewsStrength: String
    }

    /// A look back: "A year ago", its day as a link, the first words of what was written and what was done.
    struct MomentView: Sendable, Encodable {
        let label: String
        let day: String
        let href: String
        let excerpt: String?
        let done: String?
        /// The day's first photos, small.
        let photos: [PhotoThumb]
    }

    struct EntryView: Sendable, Encodable {
        let id: String
        let html: String
        let feeling: FeelingView?
        let tags: [String]
        let hasTags: Bool
        let starred: Bool
        let written: String
        let edited: String?
        let versions: [VersionView]
        let editForm: Form
        /// The edit form is open: it was refused and comes back as typed.
        let editOpen: Bool
        let removeKey: String
        let photos: [PhotoThumb]
        let photoForm: PhotoForm
    }

    /// A photo in a grid: its thumbnail, linking to it full size.
    struct PhotoThumb: Sendable, Encodable {
        let href: String
        let src: String
        let alt: String
        let width: Int
        let height: Int

        init(_ photo: JournalPhoto, calendar: DayCalendar) {
            href = "/photos/\(photo.id)"
            src = "/api/v1/photos/\(photo.id)?size=thumbnail"
            alt = "Photo added \(Readable.time(photo.addedAt, in: calendar))"
            let scale = min(1, Double(PhotoCodecs.thumbnailSide) / Double(max(photo.width, photo.height)))
            width = max(1, Int((Double(photo.width) * scale).rounded()))
            height = max(1, Int((Double(photo.height) * scale).rounded()))
        }
    }

    /// Where a photo picker sends its photos (the API, with the day and the entry), and the id of its status line.
    struct PhotoForm: Sendable, Encodable {
        let url: String
        let statusId: String
        let label: String
    }

    struct VersionView: Sendable, Encodable {
        let at: String
        let html: String
    }

    struct FeelingView: Sendable, Encodable {
        let emoji: String
        let word: String
    }

    struct TemplateChoice: Sendable, Encodable {
        let id: String
        let name: String
        let selected: Bool
    }

    struct FeelingChoice: Sendable, Encodable {
        let value: String
        let emoji: String
        let checked: Bool
    }

    /// A form as drawn: what it holds and, when it was refused, why.
    struct Form: Sendable, Encodable {
        var kind = "review"
        var text = ""
        var templateId = ""
        var tags = ""
        var feeling = ""
        var starred = false
        var key = ""
        var feelings: [FeelingChoice] = []
        var error: String?
        var open = false
    }

    /// A form posted and drawn again: refused, or given the day's summary or another template. `target` is the entry
    /// it edits, or `review`/`note` for a new one.
    struct Input: Sendable {
        let target: String
        let form: Form
    }

    func view(for day: DailyContext) async throws -> (any Encodable & Sendable)? {
        let state = day.state
        let journal = state.journal
        let calendar = state.calendar
        let input = day.inputs[id] as? Input
        func form(_ target: String, _ fallback: Form) -> Form {
            var form = input?.target == target ? input!.form : fallback
            form.key = day.newKey()
            form.feelings = Feeling.allCases.map {
                FeelingChoice(value: $0.rawValue, emoji: $0.emoji, checked: form.feeling == $0.rawValue)
            }
            return form
        }
        func entryView(_ entry: JournalEntry) -> EntryView {
            let editing = Form(
                kind: entry.kind.rawValue, text: entry.text, tags: entry.tags.joined(separator: ", "),
                feeling: entry.feeling?.rawValue ?? "",
                starred: entry.starred)
            return EntryView(
                id: entry.id.description, html: Markdown.html(entry.text),
                feeling: entry.feeling.map { FeelingView(emoji: $0.emoji, word: $0.rawValue) },
                tags: entry.tags, hasTags: !entry.tags.isEmpty, starred: entry.starred,
                written: entry.written(in: calendar),
                edited: entry.edits == 0 ? nil : "edited \(entry.edits == 1 ? "once" : "\(entry.edits) times")",
                versions: entry.versions.dropLast().reversed().map {
                    VersionView(
                        at: "\(Readable.shortDay(calendar.day(containing: $0.at))) \(Readable.time($0.at, in: calendar))",
                        html: Markdown.html($0.text))
                },
                editForm: form(entry.id.description, editing), editOpen: input?.target == entry.id.description, removeKey: day.newKey(),
                photos: journal.photos(of: entry).map { PhotoThumb($0, calendar: calendar) },
                photoForm: PhotoForm(
                    url: "/api/v1/photos?date=\(entry.date)&entry=\(entry.id)", statusId: "photos-status-\(entry.id)",
                    label: "Add photos to this entry"))
        }
        let entries = journal.entries(on: day.date)
        let review = entries.first { $0.kind == .review }
        let chosen = input.flatMap { JournalTemplateID($0.form.templateId) }.flatMap(journal.template) ?? journal.defaultTemplate
        let fresh = Form(kind: "review", text: chosen.markdown, templateId: chosen.id.description)
        // A review refused because the day has one by now (written in another tab) keeps its words: they come back in
        // the note's form, open, with why.
        var stranded: Form? = nil
        if review != nil, let input, input.target == "review" {
            stranded = input.form
            stranded?.kind = "note"
            stranded?.open = true
        }
        let moments = Self.moments(state, on: day.date, today: day.today)
        let consistency = Consistency(state, through: day.date)
        return View(
            date: day.date.description, review: review.map(entryView), notes: entries.filter { $0.kind == .note }.map(entryView),
            hasNotes: entries.contains { $0.kind == .note }, form: review == nil ? form("review", fresh) : nil,
            noteForm: form("note", stranded ?? Form(kind: "note")),
            templates: journal.templates.map { TemplateChoice(id: $0.id.description, name: $0.name, selected: $0.id == chosen.id) },
            labels: state.sortedLabels.map(\.name),
            photos: journal.photos(on: day.date).filter { $0.entryId == nil }.map { PhotoThumb($0, calendar: calendar) },
            photoForm: PhotoForm(url: "/api/v1/photos?date=\(day.date)", statusId: "photos-status", label: "Add photos to the day"),
            onThisDay: moments, hasOnThisDay: !moments.isEmpty,
            consistency: Self.chart(consistency), journalStrength: Readable.percent(consistency.journal.last ?? 0),
            reviewsStrength: Readable.percent(consistency.reviews.last ?? 0))
    }

    /// "Journal 72 % · intention reviews 85 %": each strength as it stands on the day.
    static func words(_ consistency: Consistency) -> String {
        "Journal \(Readable.percent(consistency.journal.last ?? 0)) · intention reviews \(Readable.percent(consistency.reviews.last ?? 0))"
    }

    /// Both strengths over the days, 0 to 100 % bottom to top, as two lines (the page's policy allows no inline styles:
    /// the lines take their colours from the stylesheet).
    static func chart(_ consistency: Consistency) -> String {
        let width = max(1, consistency.days.count - 1)
        // Each line into one buffer: the chart has 120 points a line, on every day page.
        func line(_ scores: [Double]) -> String {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(scores.count * 10)
            for (index, score) in scores.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: " ")) }
                bytes.append(contentsOf: String(index).utf8)
                bytes.append(UInt8(ascii: ","))
                String.appendFixed(30 - score * 30, places: 2, to: &bytes)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return
            #"<svg class="journal-strength" viewBox="0 0 \#(width) 30" preserveAspectRatio="none" role="img" aria-label="\#(words(consistency))">"#
            + #"<polyline class="journal" fill="none" vector-effect="non-scaling-stroke" points="\#(line(consistency.journal))"/>"#
            + #"<polyline class="reviews" fill="none" vector-effect="non-scaling-stroke" points="\#(line(consistency.reviews))"/></svg>"#
    }

    /// The looks back of a day, each with the start of its review (or first note) and its intentions.
    static func moments(_ state: UserState, on date: CivilDate, today: CivilDate) -> [MomentView] {
        // A full day's intentions would bury the words: the first three, and how many more.
        OnThisDay(state, on: date, intentionsPerDay: 3).moments.map { moment in
            let words = moment.entries.first.map { Self.excerpt($0.text) }
            var done = moment.intentions.map { intention in
                intention.feeling.map { "\($0.emoji) \(intention.text)" } ?? intention.text
            }
            let more = moment.intentionCount - moment.intentions.count
            if more > 0 { done.append("\(more) more") }
            return MomentView(
                label: moment.label, day: Readable.shortDay(moment.date) + " \(moment.date.year)",
                href: DayPage.href(moment.date, today: today),
                excerpt: words, done: done.isEmpty ? nil : Readable.list(done),
                photos: moment.photos.prefix(4).map { PhotoThumb($0, calendar: state.calendar) })
        }
    }

    /// The first words of an entry as plain text: its Markdown marks and headings left out, at most 160 characters.
    static func excerpt(_ markdown: String) -> String {
        let lines = markdown.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        let text = lines.joined(separator: " ").replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "__", with: "")
        return text.count > 160 ? String(text.prefix(159)) + "…" : text
    }

    func addRoutes(to router: Router<AppContext>, pages: Pages) {
        router.post("/days/{date}/journal") { request, context in
            let user = try context.user()
            let form = FormData(try await request.bodyText())
            let state = try await pages.service.state(for: user)
            let now = pages.service.clock.now()
            guard let date = context.parameters.get("date").flatMap(CivilDate.init) else {
                return pages.notFound(state, now, context, what: "day")
            }
            var typed = Self.typed(form)
            let target = typed.kind
            func again(_ status: HTTPResponse.Status = .ok) async throws -> Response {
                typed.open = true
                return try await pages.dayPage(
                    for: user, date: date, state: state, now: now, inputs: [id: Input(target: target, form: typed)], status: status,
                    in: context)
            }
            // The button pressed: `do` (not `action`, which would hide the form's own `action` from scripts).
            switch form["do"] {
            case "summary":
                // The core's facts of the day, then each module's on the page (energy, sleep, the workout…).
                let day = DailyContext(state: state, user: user, date: date, now: now, storage: pages.service.storage, newKey: Pages.newKey)
                let lines = JournalDaySummary.lines(of: state, on: date, now: now) + (try await pages.modules.summary(day))
                typed.text = JournalDaySummary.inserting(lines, into: typed.text)
                return try await again()
            case "template":
                // Another template's questions replace the text only while it is the old template's, untouched.
                let journal = state.journal
                let old = JournalTemplateID(form["shownTemplateId"] ?? "").flatMap(journal.template)
                if let new = JournalTemplateID(typed.templateId).flatMap(journal.template) {
                    let untouched =
                        typed.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                        || typed.text.trimmingCharacters(in: .whitespacesAndNewlines)
                            == old?.markdown.trimmingCharacters(in: .whitespacesAndNewlines)
                    typed.text =
                        untouched ? new.markdown : typed.text.trimmingCharacters(in: .whitespacesAndNewlines) + "\n\n" + new.markdown
                }
                return try await again()
            default:
                let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
                do {
                    let kind = JournalEntry.Kind(rawValue: typed.kind) ?? .review
                    let command = JournalCommand.write(
                        id: SystemService.newID("journal", for: user, idempotencyKey: key), date: date, kind: kind,
                        templateId: kind == .review ? JournalTemplateID(typed.templateId) : nil, try Self.draft(typed))
                    try await pages.service.execute(.journal(command), for: user, idempotencyKey: key)
                    return Responses.seeOther(pages.dayPath(date, state: state) + "?saved=journal-saved#review")
                } catch let error as DomainError {
                    typed.error = error.message
                    return try await again(error.httpStatus)
                }
            }
        }
        router.post("/journal/{id}/edit") { request, context in
            let user = try context.user()
            let form = FormData(try await request.bodyText())
            let state = try await pages.service.state(for: user)
            let now = pages.service.clock.now()
            guard let entryID = context.parameters.get("id").flatMap(JournalEntryID.init), let entry = state.journal[entryID] else {
                return pages.notFound(state, now, context, what: "journal entry")
            }
            var typed = Self.typed(form)
            let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
            do {
                try await pages.service.execute(.journal(.edit(entryID, try Self.draft(typed))), for: user, idempotencyKey: key)
                return Responses.seeOther(pages.dayPath(entry.date, state: state) + "?saved=journal-edited#entry-\(entryID)")
            } catch let error as DomainError {
                typed.error = error.message
                typed.open = true
                return try await pages.dayPage(
                    for: user, date: entry.date, state: state, now: now, inputs: [id: Input(target: entryID.description, form: typed)],
                    status: error.httpStatus, in: context)
            }
        }
        router.post("/journal/{id}/remove") { request, context in
            let user = try context.user()
            let form = FormData(try await request.bodyText())
            let state = try await pages.service.state(for: user)
            guard let entryID = context.parameters.get("id").flatMap(JournalEntryID.init), let entry = state.journal[entryID] else {
                return pages.notFound(state, pages.service.clock.now(), context, what: "journal entry")
            }
            try await pages.service.execute(
                .journal(.remove(entryID)), for: user, idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)" })
            return Responses.seeOther(pages.dayPath(entry.date, state: state) + "?saved=journal-removed#review")
        }
    }

    /// The form as posted.
    static func typed(_ form: FormData) -> Form {
        Form(
            kind: form["kind"] == "note" ? "note" : "review", text: form["text"] ?? "", templateId: form["templateId"] ?? "",
            tags: form["tags"] ?? "", feeling: form["feeling"] ?? "", starred: form["starred"] != nil)
    }

    /// The entry a form asks for; a feeling that is not one of the five is refused by name.
    static func draft(_ form: Form) throws(DomainError) -> JournalDraft {
        var feeling: Feeling? = nil
        if !form.feeling.isEmpty {
            guard let chosen = Feeling(rawValue: form.feeling) else {
                throw .invalid("feeling", "“\(form.feeling)” is not one of the five feelings.")
            }
            feeling = chosen
        }
        return JournalDraft(
            text: form.text, feeling: feeling, tags: form.tags.split(separator: ",").map(String.init), starred: form.starred)
    }
}
