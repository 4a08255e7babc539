import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// Today's pacts, right after the standup: each with one tap for Kept and one for Broken (a note if you like), and
/// yesterday's that were not answered. On another day's page, that day's pacts. An answered day can be changed.
struct PactsDailyModule: DailyModule {
    let id = "pacts"
    let name = "Pacts"
    /// Right after the standup (30).
    let position = 31
    let stylesheet: String? = "/assets/pacts.css"

    var savedMessages: [String: String] {
        ["pact-kept": "Kept. Noted in the pact's record.", "pact-broken": "Broken, and said honestly. Noted in the record."]
    }

    struct View: Sendable, Encodable {
        let rows: [Row]
        let error: String?
    }

    struct Row: Sendable, Encodable {
        let id: String
        let words: String
        let dayLabel: String?
        let date: String
        let record: String
        let price: String?
        let answer: String?
        let isKept: Bool
        let note: String
        let key: String
        let here: String
        let error: String?
    }

    /// A refused answer, shown again with its note.
    struct Input: Sendable {
        let pact: String
        let date: String
        let note: String
        let error: DomainError
    }

    func view(for day: DailyContext) async throws -> (any Encodable & Sendable)? {
        guard day.date <= day.today else { return nil }
        let state = day.state
        let input = day.inputs[id] as? Input
        let here = DayPage.href(day.date, today: day.today) + "#pacts"
        var days: [(CivilDate, [(pact: Pact, check: PactCheck?)])] = []
        if day.isToday {
            let yesterday = day.date.adding(days: -1)
            let open = state.pacts(on: yesterday).filter { $0.check == nil }
            if !open.isEmpty { days.append((yesterday, open)) }
        }
        days.append((day.date, state.pacts(on: day.date)))
        let rows: [Row] = days.flatMap { date, pacts -> [Row] in
            pacts.map { pact, check -> Row in
                let typed = input.flatMap { $0.pact == pact.id.description && $0.date == date.description ? $0 : nil }
                return Row(
                    id: pact.id.description, words: pact.words, dayLabel: date == day.date ? nil : "Yesterday",
                    date: date.description, record: pact.record.line, price: pact.terms.price.map { "At stake: \($0)" },
                    answer: check.map { $0.kept ? "Kept" : "Broken\($0.note.map { ": \($0)" } ?? "")" }, isKept: check?.kept == true,
                    note: typed?.note ?? check?.note ?? "", key: day.newKey(), here: here, error: typed?.error.message)
            }
        }
        // A refused answer for a day none of these rows is (a Saturday for a weekday pact): its problem, and the note.
        let unplaced = input.flatMap { input in
            rows.contains { $0.id == input.pact && $0.date == input.date }
                ? nil : input.error.message + (input.note.isEmpty ? "" : " Your note: “\(input.note)”.")
        }
        guard !rows.isEmpty || unplaced != nil else { return nil }
        return View(rows: rows, error: unplaced)
    }

    func summary(for day: DailyContext) async throws -> [String] {
        day.state.pacts(on: day.date).compactMap { pact, check in
            check.map { "- Pact “\(pact.words)”: \($0.kept ? "kept" : "broken")\($0.note.map { " (\($0))" } ?? "")" }
        }
    }

    func addRoutes(to router: Router<AppContext>, pages: Pages) {
        // `kept`: yes or no; `note` optional; `next`: where to go back to.
        router.post("/pacts/{id}/days/{date}") { request, context in
            let user = try context.user()
            let form = FormData(try await request.bodyText())
            let state = try await pages.service.state(for: user)
            let now = pages.service.clock.now()
            guard let pactID = context.parameters.get("id").flatMap(PactID.init), state.pacts[pactID] != nil,
                let date = context.parameters.get("date").flatMap(CivilDate.init)
            else { return pages.notFound(state, now, context, what: "pact") }
            let note = form["note"] ?? ""
            do {
                guard let answer = form["kept"], answer == "yes" || answer == "no" else {
                    throw DomainError.invalid("kept", "Say whether you kept the pact or broke it.")
                }
                try await pages.service.execute(
                    .pacts(.check(id: pactID, date: date, kept: answer == "yes", note: note)), for: user,
                    idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)" })
                let saved = answer == "yes" ? "pact-kept" : "pact-broken"
                if let next = form.nonEmpty("next").flatMap(Responses.localPath) {
                    return Responses.seeOther(Responses.path(next, saved: saved))
                }
                return Responses.seeOther("/?saved=\(saved)#pacts")
            } catch let error as DomainError {
                let today = state.today(now: now)
                let shown = date == today.adding(days: -1) ? today : date
                return try await pages.dayPage(
                    for: user, date: shown, inputs: [id: Input(pact: pactID.description, date: date.description, note: note, error: error)],
                    status: error.httpStatus, in: context)
            }
        }
    }
}

/// On the retrospective: each pact's week (kept, broken, not answered) and its record overall.
struct WeekPactsPanel: PagePanel {
    let id = "week-pacts"
    let place = PanelPlace.retrospective
    var stylesheet: String? { "/assets/pacts.css" }

    struct View: Sendable, Encodable {
        let pacts: [Line]
    }

    struct Line: Sendable, Encodable {
        let id: String
        let words: String
        let week: String
        let overall: String
        let ended: String?
    }

    func view(for page: PanelContext) async throws -> (any Encodable & Sendable)? {
        guard let week = page.week else { return nil }
        let state = page.state
        let today = state.today(now: page.now)
        let last = week.adding(days: 6)
        let pacts = state.pacts.all.filter { $0.start <= last && ($0.endedOn.map { $0 > week } ?? true) && week <= today }
        guard !pacts.isEmpty else { return nil }
        return View(
            pacts: pacts.map { pact in
                Line(
                    id: pact.id.description, words: pact.words,
                    week: "This week: " + state.pactRecord(pact, from: week, through: last, today: today).line,
                    overall: "Overall: " + pact.record.line, ended: pact.endedOn.map { "ended on \($0)" })
            })
    }
}
