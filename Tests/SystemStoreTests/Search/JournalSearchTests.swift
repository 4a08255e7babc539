import Foundation
import SystemCore
import SystemTestSupport
import Testing

@testable import SystemStore

/// The journal's search on every backend: the index follows the history (edits, removals, new events, an import),
/// finds what a person types whatever its punctuation, filters, marks matches safely, and keeps users apart.
@Suite(.timeLimit(.minutes(15))) struct JournalSearchTests {
    let clock = ManualClock(instant("2026-11-20T20:00:00Z"))
    let ana = UserID("ana")
    let ben = UserID("ben")

    func withSearch(_ backend: Backend, _ body: (SystemService, JournalSearch, any Database) async throws -> Void) async throws {
        try await backend.withDatabase { store in
            let service = SystemService(storage: store, clock: clock, defaultTimeZone: "UTC")
            try await body(service, JournalSearch(service), store)
        }
    }

    @discardableResult
    func write(
        _ text: String, on date: String = "2026-11-20", feeling: Feeling? = nil, tags: [String] = [], for user: UserID? = nil,
        _ service: SystemService
    ) async throws -> JournalEntryID {
        let id = JournalEntryID(UUID())
        try await service.execute(
            .journal(
                .write(
                    id: id, date: CivilDate(date)!, kind: .note, templateId: nil,
                    JournalDraft(text: text, feeling: feeling, tags: tags))), for: user ?? ana)
        return id
    }

    func find(_ text: String, _ search: JournalSearch, for user: UserID? = nil) async throws -> [String] {
        try await search.search(JournalSearch.Query(text), for: user ?? ana).map(\.text)
    }

    @Test(arguments: Backend.allCases)
    func anEditedEntryIsFoundByItsNewWordsAndARemovedOneNotAtAll(_ backend: Backend) async throws {
        try await withSearch(backend) { service, search, _ in
            // Given an entry found by its words
            let id = try await write("A long walk by the river", service)
            #expect(try await find("river", search) == ["A long walk by the river"])

            // When it is edited, then removed
            try await service.execute(.journal(.edit(id, JournalDraft(text: "Rain all day, read a book"))), for: ana)
            #expect(try await find("river", search).isEmpty)
            #expect(try await find("book", search).count == 1)
            try await service.execute(.journal(.remove(id)), for: ana)

            // Then nothing finds it
            #expect(try await find("book", search).isEmpty)
            #expect(try await find("rain", search).isEmpty)
        }
    }

    @Test(arguments: Backend.allCases)
    func anIntentionIsFoundByItsTextAndItsReviewAndAnEditReplacesIt(_ backend: Backend) async throws {
        try await withSearch(backend) { service, search, _ in
            // Given an intention, ended, rated, tagged and reviewed
            let id = IntentionID(UUID())
            try await service.execute(.startIntention(id: id, text: "Draft the quarterly report", minutes: 25), for: ana)
            clock.advance(by: 30 * 60)
            try await service.execute(.endIntention(id: id), for: ana)
            try await service.execute(.rateIntention(id: id, feeling: .happy), for: ana)
            try await service.execute(.tagIntention(id: id, tags: [.init("Deep")]), for: ana)
            try await service.execute(
                .reviewIntention(id: id, review: Review(wentWell: "Kept the phone in another room")), for: ana)

            // Then its text and its review find it, with its day, feeling and label
            let hits = try await search.search(JournalSearch.Query("phone"), for: ana)
            #expect(hits.map(\.kind) == [.intention])
            #expect(hits.first?.id == id.description)
            #expect(hits.first?.date == CivilDate("2026-11-20"))
            #expect(hits.first?.feeling == .happy)
            #expect(hits.first?.tags == ["Deep"])
            #expect(hits.first?.link == "/days/2026-11-20")
            #expect(try await find("quarter", search).count == 1)

            // When its text is corrected, the old words no longer find it
            try await service.execute(.editIntention(id: id, text: "Draft the yearly plan", startedAt: nil, endedAt: nil), for: ana)
            #expect(try await find("quarterly", search).isEmpty)
            #expect(try await find("yearly plan", search).count == 1)
            #expect(try await find("phone", search).count == 1)
        }
    }

    @Test(arguments: Backend.allCases)
    func anotherTimeZoneMovesAnIntentionToItsNewDay(_ backend: Backend) async throws {
        try await withSearch(backend) { service, search, _ in
            // Given an intention started at 20:00 UTC, searched while the user's days are UTC's
            try await service.execute(.startIntention(id: IntentionID(UUID()), text: "Call the harbour master", minutes: 25), for: ana)
            #expect(try await search.search(JournalSearch.Query("harbour"), for: ana).map(\.date) == [CivilDate("2026-11-20")])

            // When the user moves to Auckland (UTC+13)
            var settings = try await service.state(for: ana).settings
            settings.timeZone = "Pacific/Auckland"
            try await service.execute(.changeSettings(settings), for: ana)

            // Then it is found on its day there
            #expect(try await search.search(JournalSearch.Query("harbour"), for: ana).map(\.date) == [CivilDate("2026-11-21")])
        }
    }

    @Test(arguments: Backend.allCases)
    func filtersByTagFeelingAndDays(_ backend: Backend) async throws {
        try await withSearch(backend) { service, search, _ in
            // Given three entries about the garden, on three days, with different feelings and tags
            try await write("Garden: planted tulips", on: "2026-11-01", feeling: .happy, tags: ["Home"], service)
            try await write("Garden: the frost came", on: "2026-11-10", feeling: .sad, tags: ["home", "weather"], service)
            try await write("Garden: raked leaves", on: "2026-11-18", feeling: .happy, tags: ["chores"], service)
            func dates(_ query: JournalSearch.Query) async throws -> [String] {
                try await search.search(query, for: ana).map(\.date.description)
            }

            // Then every one is found newest first, and each filter keeps its own
            #expect(try await dates(.init("garden")) == ["2026-11-18", "2026-11-10", "2026-11-01"])
            #expect(try await dates(.init("garden", tag: "HOME")) == ["2026-11-10", "2026-11-01"])
            #expect(try await dates(.init("garden", tag: "#weather")) == ["2026-11-10"])
            #expect(try await dates(.init("garden", tag: "hom")).isEmpty)  // a tag is matched whole
            #expect(try await dates(.init("garden", feeling: .happy)) == ["2026-11-18", "2026-11-01"])
            #expect(try await dates(.init("garden", from: CivilDate("2026-11-05"))) == ["2026-11-18", "2026-11-10"])
            #expect(try await dates(.init("garden", to: CivilDate("2026-11-10"))) == ["2026-11-10", "2026-11-01"])
            #expect(
                try await dates(.init("garden", feeling: .happy, from: CivilDate("2026-11-01"), to: CivilDate("2026-11-01")))
                    == ["2026-11-01"])
            #expect(try await dates(.init("garden", limit: 1)) == ["2026-11-18"])
        }
    }

    @Test func badFilterValuesAreRefusedNamingTheField() {
        #expect(throws: DomainError.self) { try JournalSearch.Query("x", tag: nil, feeling: "glad", from: nil, to: nil) }
        for (feeling, from, to, field) in [
            ("glad", nil, nil, "feeling"), (nil, "2026-13-01", nil, "from"), (nil, nil, "yesterday", "to"),
            (nil, "2026-11-20", "2026-11-01", "from"),
        ] as [(String?, String?, String?, String)] {
            do {
                _ = try JournalSearch.Query("x", tag: nil, feeling: feeling, from: from, to: to)
                Issue.record("\(field) was accepted")
            } catch {
                #expect(error.field == field)
            }
        }
        // Empty values are no filter.
        #expect(throws: Never.self) { try JournalSearch.Query("x", tag: "", feeling: "", from: " ", to: "") }
    }

    @Test(arguments: Backend.allCases)
    func queryPunctuationIsOnlyText(_ backend: Backend) async throws {
        try await withSearch(backend) { service, search, _ in
            try await write("Walk near the old mill and back", service)
            // FTS5's and PostgreSQL's syntax in a query is nothing but words and separators: never an error.
            for query in [
                "walk*", "\"walk", "-walk", "walk:", "mill)", "(walk", "NEAR(walk mill)", "walk AND mill", "^walk", "walk'",
                "{mill}", "walk + mill", "near", "'walk':*", "walk & !mill", "walk|mill", "WALK", "wa",
            ] {
                #expect(try await find(query, search).count == 1, "\(query)")
            }
            // Every word must match (an operator's name too), and a query without words finds nothing.
            for query in ["", "   ", "\" * - : ( ) ^ ' & | !", "NOT", "walk OR", "walk -river"] {
                #expect(try await find(query, search).isEmpty, "\(query)")
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func matchesAreMarkedAndTheTextEscaped(_ backend: Backend) async throws {
        try await withSearch(backend) { service, search, _ in
            try await write("<script>alert('x')</script> & a walk \u{E000}fake\u{E001}", service)
            let hit = try #require(try await search.search(JournalSearch.Query("walk"), for: ana).first)
            // (PostgreSQL's headline starts at the first word.)
            #expect(hit.html.contains("script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; a <mark>walk</mark>"))
            #expect(!hit.html.contains("<script"))
            #expect(!hit.html.contains("<mark>fake"))  // markers in the text are not the index's
            #expect(hit.text.contains("walk"))
            #expect(SearchText.html("a\u{E000}b\u{E001}<i>") == "a<mark>b</mark>&lt;i&gt;")
        }
    }

    @Test(arguments: Backend.allCases)
    func newEventsAreFoundAndUsersAreKeptApart(_ backend: Backend) async throws {
        try await withSearch(backend) { service, search, _ in
            // Given Ana's search, then more of her words and Ben's
            try await write("Ana's first note about chess", service)
            #expect(try await find("chess", search).count == 1)
            clock.advance(by: 60)
            try await write("Ana's second note about chess openings", service)
            try await write("Ben plays chess too", for: ben, service)

            // Then each finds their own, the newest words included
            #expect(try await find("chess", search) == ["Ana's second note about chess openings", "Ana's first note about chess"])
            #expect(try await find("chess", search, for: ben) == ["Ben plays chess too"])
            #expect(try await find("openings", search, for: ben).isEmpty)
            #expect(try await find("ben", search).isEmpty)
        }
    }

    @Test(arguments: Backend.allCases)
    func anImportedHistoryIsSearchedAndNothingOfTheIndexTravels(_ backend: Backend) async throws {
        try await withSearch(backend) { service, search, store in
            // Given Ana's searched history, exported and imported as Carl's
            try await write("Notes from the harbour", service)
            #expect(try await find("harbour", search).count == 1)
            let data = try await HistoryExport.data(ana, from: store, modules: .standard)
            #expect(!String(decoding: data, as: UTF8.self).contains(#""module":"search""#))
            let carl = UserID("carl")
            try await HistoryImport.load(data, into: carl, in: store)

            // Then Carl's search finds it
            #expect(try await find("harbour", search, for: carl).count == 1)
        }
    }

    @Test(arguments: Backend.allCases.filter { $0 != .memory })
    func aHistoryThatIsNoLongerTheOneIndexedIsIndexedAgain(_ backend: Backend) async throws {
        try await withSearch(backend) { service, search, store in
            // Given Ana's index, with a row her history does not hold, read up to an event her stream does not have
            try await write("Sunrise over the bay", service)
            #expect(try await find("bay", search).count == 1)
            let database = try await store.moduleDatabase()
            let stale = JournalEntry(
                id: JournalEntryID(UUID()), date: CivilDate("2026-11-19")!, kind: .note, templateId: nil,
                versions: [.init(text: "stale words", feeling: nil, tags: [], starred: false, at: clock.now())])
            try await JournalSearch.insert(JournalSearch.Item(stale), of: ana, in: database)
            try await database.execute(
                "UPDATE search_cursors SET event_id = ? WHERE user_id = ?", [.text(UUID().uuidString), .text("ana")])

            // Then the next search starts the index again from her events
            #expect(try await find("stale", search).isEmpty)
            #expect(try await find("bay", search).count == 1)

            // And deleting her records clears her index, which the next search builds again
            try await JournalSearch.insert(JournalSearch.Item(stale), of: ana, in: database)
            try await SearchTables.deleteRecords(of: ana, from: database)
            let rows = try await database.execute("SELECT COUNT(*) AS n FROM search_items WHERE user_id = ?", [.text("ana")])
            #expect(rows.first?["n"].integer == 0)
            #expect(try await find("bay", search).count == 1)
            #expect(try await find("stale", search).isEmpty)
        }
    }
}
