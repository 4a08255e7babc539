import Foundation
import Hummingbird
import SystemCore
import SystemStore

extension Chrome.Place {
    static let pacts = Chrome.Place("pacts")
}

/// The pacts in the server: `/pacts` (each pact with its record, making one, renegotiating, ending), today's pacts on
/// Today after the standup, each pact's week on the retrospective, and their API.
struct PactsServerModule: ServerModule {
    let name = "Pacts"

    var dailyModules: [any DailyModule] { [PactsDailyModule()] }
    var panels: [any PagePanel] { [WeekPactsPanel()] }

    var savedMessages: [String: String] {
        [
            "pact-made": "Pact made. Each day it holds, say honestly whether you kept it.",
            "pact-renegotiated": "Pact renegotiated. The old version keeps its record.",
            "pact-ended": "Pact ended. Its record stays.",
        ]
    }

    func addPages(to router: Router<AppContext>, with app: ServerModuleContext) {
        let pages = PactPages(pages: app.pages)
        router.get("pacts", use: pages.list)
        router.post("pacts", use: pages.make)
        router.post("pacts/{id}/renegotiate", use: pages.renegotiate)
        router.post("pacts/{id}/end", use: pages.end)
    }

    func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {
        PactsAPI(api: app.api).add(to: api)
    }

    var openAPI: OpenAPIPart? { Self.openAPIPart }
}

/// The terms as typed in a form, shown again when the form is refused.
struct PactForm: Sendable, Encodable {
    var words = ""
    var kind = "effort"
    var every = "day"
    var until = ""
    var stake = ""
    var to = ""
    var from = ""

    init() {}

    init(_ form: FormData) {
        words = form["words"] ?? ""
        kind = form["kind"] ?? "effort"
        every = form["every"] ?? "day"
        until = form["until"] ?? ""
        stake = form["stake"] ?? ""
        to = form["to"] ?? ""
        from = form["from"] ?? ""
    }

    init(_ terms: Pact.Terms) {
        words = terms.words
        kind = terms.kind.rawValue
        every = terms.every.rawValue
        until = terms.until?.description ?? ""
        stake = terms.stake ?? ""
        to = terms.to ?? ""
    }

    /// The terms, or the field that is wrong.
    func terms() throws(DomainError) -> Pact.Terms {
        guard let kind = Pact.Kind(rawValue: kind) else { throw .invalid("kind", "Choose effort, price or identity.") }
        guard let every = Pact.Every(rawValue: every) else {
            throw .invalid("every", "Choose every day, weekdays or days with an intention.")
        }
        return Pact.Terms(
            words: words, kind: kind, every: every, until: try Self.date(until, field: "until"),
            stake: kind == .price ? stake : nil, to: kind == .price ? to : nil)
    }

    static func date(_ text: String, field: String) throws(DomainError) -> CivilDate? {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        guard let date = CivilDate(text) else { throw .invalid(field, "“\(text)” is not a date: use YYYY-MM-DD.") }
        return date
    }
}

/// `/pacts` and its forms.
struct PactPages: Sendable {
    let pages: Pages

    var service: SystemService { pages.service }

    @Sendable func list(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let state = try await service.state(for: user)
        return pages.renderer.render(PactsPage(state: state, now: service.clock.now()), "pacts", in: context)
    }

    @Sendable func make(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let typed = PactForm(form)
        do {
            let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
            let id: PactID = SystemService.newID("pact", for: user, idempotencyKey: key)
            try await service.execute(
                .pacts(.make(id: id, terms: try typed.terms(), from: try PactForm.date(typed.from, field: "from"))), for: user,
                idempotencyKey: key)
            return Responses.seeOther("/pacts?saved=pact-made#pact-\(id)")
        } catch let error as DomainError {
            let state = try await service.state(for: user)
            var page = PactsPage(state: state, now: service.clock.now())
            page.refused(new: typed, error: error)
            return pages.renderer.render(page, "pacts", status: error.httpStatus, in: context)
        }
    }

    @Sendable func renegotiate(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let state = try await service.state(for: user)
        guard let id = PactID(context.parameters.get("id") ?? ""), state.pacts[id] != nil else {
            return pages.notFound(state, service.clock.now(), context, what: "pact")
        }
        let typed = PactForm(form)
        do {
            try await service.execute(
                .pacts(.renegotiate(id: id, terms: try typed.terms())), for: user,
                idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)" })
            return Responses.seeOther("/pacts?saved=pact-renegotiated#pact-\(id)")
        } catch let error as DomainError {
            var page = PactsPage(state: try await service.state(for: user), now: service.clock.now())
            page.refused(pact: id, typed: typed, error: error)
            return pages.renderer.render(page, "pacts", status: error.httpStatus, in: context)
        }
    }

    @Sendable func end(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let state = try await service.state(for: user)
        guard let id = PactID(context.parameters.get("id") ?? ""), state.pacts[id] != nil else {
            return pages.notFound(state, service.clock.now(), context, what: "pact")
        }
        do {
            try await service.execute(
                .pacts(.end(id: id)), for: user, idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)" })
            return Responses.seeOther("/pacts?saved=pact-ended#pact-\(id)")
        } catch let error as DomainError {
            var page = PactsPage(state: try await service.state(for: user), now: service.clock.now())
            page.refused(pact: id, typed: nil, error: error)
            return pages.renderer.render(page, "pacts", status: error.httpStatus, in: context)
        }
    }
}

/// `/pacts`: each pact with its record as it is, its versions, a form to renegotiate it and one to end it; and a form
/// to make one.
struct PactsPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    var active: [Card]
    var ended: [Card]
    let hasActive: Bool
    let hasEnded: Bool
    var new: NewForm

    struct NewForm: Sendable, Encodable {
        var form: PactForm
        var kinds: [Option]
        var everies: [Option]
        var error: String?
        var errorField: String?
        let key: String
        let today: String
    }

    struct Option: Sendable, Encodable {
        let value: String
        let label: String
        let selected: Bool
    }

    struct Card: Sendable, Encodable {
        let id: String
        let words: String
        let kind: String
        let period: String
        let price: String?
        let since: String
        let record: String
        let todayLine: String?
        let versions: [VersionLine]
        let hasOldVersions: Bool
        let ended: String?
        var renegotiate: NewForm?
        var isOpen: Bool
        var error: String?
        let endKey: String
    }

    struct VersionLine: Sendable, Encodable {
        let title: String
        let words: String
        let record: String
    }

    init(state: UserState, now: Date) {
        chrome = Chrome(.pacts, state: state, now: now)
        let today = state.today(now: now)
        let cards = state.pacts.all.map { pact in
            let check = state.pacts.check(pact.id, on: today)
            let todayLine: String? =
                check.map { $0.kept ? "Today: kept." : "Today: broken\($0.note.map { " — \($0)" } ?? "")." }
                ?? (state.pactApplies(pact, on: today) ? "Today: not answered yet." : nil)
            return Card(
                id: pact.id.description, words: pact.words, kind: pact.terms.kind.title, period: pact.terms.period,
                price: pact.terms.price, since: "since \(Readable.day(pact.start))", record: pact.record.line.capitalizedFirst,
                todayLine: todayLine,
                versions: pact.versions.dropLast().reversed().map { version in
                    VersionLine(
                        title: "Version \(version.number), from \(version.from)",
                        words: "“\(version.terms.words)” · \(version.terms.period)",
                        record: version.record.line)
                },
                hasOldVersions: pact.versions.count > 1, ended: pact.endedOn.map { "Ended on \($0)." },
                renegotiate: pact.isEnded ? nil : Self.form(PactForm(pact.terms), today: today), isOpen: false, error: nil,
                endKey: Pages.newKey())
        }
        active = cards.filter { $0.ended == nil }
        ended = cards.filter { $0.ended != nil }
        hasActive = !active.isEmpty
        hasEnded = !ended.isEmpty
        var blank = PactForm()
        blank.from = today.description
        new = Self.form(blank, today: today)
    }

    static func form(_ form: PactForm, today: CivilDate) -> NewForm {
        NewForm(
            form: form,
            kinds: Pact.Kind.allCases.map { Option(value: $0.rawValue, label: $0.title, selected: $0.rawValue == form.kind) },
            everies: Pact.Every.allCases.map {
                Option(value: $0.rawValue, label: $0.words.capitalizedFirst, selected: $0.rawValue == form.every)
            }, error: nil, errorField: nil, key: Pages.newKey(), today: today.description)
    }

    /// The page with the new pact's form as typed, and its problem.
    mutating func refused(new typed: PactForm, error: DomainError) {
        new.form = typed
        new.kinds = new.kinds.map { Option(value: $0.value, label: $0.label, selected: $0.value == typed.kind) }
        new.everies = new.everies.map { Option(value: $0.value, label: $0.label, selected: $0.value == typed.every) }
        new.error = error.message
        new.errorField = error.field
    }

    /// The page with a pact's renegotiation open as typed, and its problem.
    mutating func refused(pact id: PactID, typed: PactForm?, error: DomainError) {
        guard let index = active.firstIndex(where: { $0.id == id.description }) else {
            new.error = error.message
            return
        }
        active[index].isOpen = true
        active[index].error = error.message
        if let typed, var form = active[index].renegotiate {
            form.form = typed
            form.kinds = form.kinds.map { Option(value: $0.value, label: $0.label, selected: $0.value == typed.kind) }
            form.everies = form.everies.map { Option(value: $0.value, label: $0.label, selected: $0.value == typed.every) }
            form.error = error.message
            form.errorField = error.field
            active[index].renegotiate = form
        }
    }
}

fileprivate extension String {
    /// The text with its first letter in capitals: "Kept 3 of 4 days".
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
