import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The journal's search: a page with a plain GET form (results as you type with JavaScript, which fetches the same
/// page and swaps its results in) and `GET /api/v1/journal/search`.
struct JournalSearchRoutes: Sendable {
    let app: ServerModuleContext

    func addPages(to router: Router<AppContext>) {
        router.get("/journal/search") { request, context in try await page(request, context) }
    }

    func addAPI(to api: RouterGroup<AppContext>) {
        api.get("journal/search") { request, context in
            let user = try context.user()
            let parameters = request.uri.queryParameters
            var limit = JournalSearch.Query.defaultLimit
            if let text = parameters.get("limit").map({ String($0) }) {
                guard let value = Int(text), (1...JournalSearch.Query.maximumLimit).contains(value) else {
                    throw APIError.badRequest(
                        "limit", "“\(text)” is not a limit: a whole number from 1 to \(JournalSearch.Query.maximumLimit).")
                }
                limit = value
            }
            let query = try Result { () throws(DomainError) in try Self.query(parameters, limit: limit) }
                .mapError { APIError($0) }.get()
            let hits = try await JournalSearch(app.service).search(query, for: user)
            return Responses.json(.ok, JSONText.encode(JournalSearchJSON(query: query.text, hits: hits)))
        }
    }

    /// The query a URL asks for (`q`, `tag`, `feeling`, `from`, `to`).
    static func query(_ parameters: Parameters, limit: Int = JournalSearch.Query.defaultLimit) throws(DomainError)
        -> JournalSearch.Query
    {
        try JournalSearch.Query(
            parameters.searchField("q") ?? "", tag: parameters.searchField("tag"), feeling: parameters.searchField("feeling"),
            from: parameters.searchField("from"), to: parameters.searchField("to"), limit: limit)
    }

    private func page(_ request: Request, _ context: AppContext) async throws -> Response {
        let user = try context.user()
        let parameters = request.uri.queryParameters
        let state = try await app.service.state(for: user)
        let now = app.service.clock.now()
        var problem: DomainError?
        var hits: [JournalSearch.Hit] = []
        var query = JournalSearch.Query(parameters.searchField("q") ?? "")
        do {
            query = try Self.query(parameters)
            hits = try await JournalSearch(app.service).search(query, for: user)
        } catch let error as DomainError {
            problem = error
        }
        let model = JournalSearchPage(
            chrome: Chrome(.other, state: state, now: now), parameters: parameters, query: query, hits: hits, problem: problem,
            state: state, today: state.today(now: now))
        return app.pages.renderer.render(model, "journal-search", status: problem?.httpStatus ?? .ok, in: context)
    }
}

extension Parameters {
    /// A query parameter as text.
    fileprivate func searchField(_ name: String) -> String? { get(name).map { String($0) } }
}

/// The search page: the form as it was filled in, and what it found.
struct JournalSearchPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let query: String
    let tag: String
    let from: String
    let to: String
    let feelings: [FeelingChoice]
    /// The user's tags and labels, suggested for the tag filter.
    let tags: [String]
    let error: String?
    let errorField: String?
    /// "3 matches", "Nothing matches “xyz”.", or how to start.
    let status: String
    let results: [Result]
    let hasResults: Bool

    struct FeelingChoice: Sendable, Encodable {
        let value: String
        let label: String
        let selected: Bool
    }

    struct Result: Sendable, Encodable {
        /// "Journal" or "Intention".
        let kind: String
        let date: String
        let day: String
        let href: String
        /// The snippet: the text escaped, the matches in `<mark>`.
        let html: String
        let feeling: String?
        let tags: [String]
        let hasTags: Bool
    }

    init(
        chrome: Chrome, parameters: Parameters, query: JournalSearch.Query, hits: [JournalSearch.Hit],
        problem: DomainError?, state: UserState, today: CivilDate
    ) {
        self.chrome = chrome
        // The fields as typed (a refused one too, so it can be corrected).
        self.query = parameters.searchField("q") ?? ""
        tag = parameters.searchField("tag") ?? ""
        from = parameters.searchField("from") ?? ""
        to = parameters.searchField("to") ?? ""
        let feeling = parameters.searchField("feeling") ?? ""
        feelings = Feeling.allCases.map {
            FeelingChoice(value: $0.rawValue, label: "\($0.emoji) \($0.rawValue)", selected: $0.rawValue == feeling.lowercased())
        }
        var known: Set<String> = []
        tags = state.sortedLabels.map(\.name).filter { known.insert($0.lowercased()).inserted }
        error = problem.map(\.message)
        errorField = problem?.field
        results = hits.map { hit in
            Result(
                kind: hit.kind == .entry ? "Journal" : "Intention", date: hit.date.description,
                day: Readable.shortDay(hit.date) + (hit.date.year == today.year ? "" : " \(hit.date.year)"), href: hit.link,
                html: hit.html, feeling: hit.feeling.map { "\($0.emoji) \($0.rawValue)" }, tags: hit.tags, hasTags: !hit.tags.isEmpty)
        }
        hasResults = !hits.isEmpty
        status =
            if problem != nil { "" } else if query.terms.isEmpty {
                "Type a word or the start of one: every word must match."
            } else if hits.isEmpty {
                "Nothing matches “\(query.text.trimmingCharacters(in: .whitespaces))”."
            } else {
                hits.count == 1 ? "1 match, newest first." : "\(hits.count) matches, newest first."
            }
    }
}

/// The API's answer: what was searched for, and the matches newest first.
public struct JournalSearchJSON: Encodable, Sendable {
    struct Hit: Encodable, Sendable {
        let kind: String
        let id: String
        let date: String
        let snippet: String
        let html: String
        @Nullable var feeling: String?
        let tags: [String]
        let link: String
    }

    let query: String
    let results: [Hit]

    public init(query: String, hits: [JournalSearch.Hit]) {
        self.query = query
        results = hits.map {
            Hit(
                kind: $0.kind.rawValue, id: $0.id, date: $0.date.description, snippet: $0.text, html: $0.html,
                feeling: $0.feeling?.rawValue, tags: $0.tags, link: $0.link)
        }
    }
}
