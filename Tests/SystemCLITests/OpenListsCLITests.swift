import Foundation
import SystemCore
import Testing

@testable import SystemCLI

/// Lists drawn from the whole past on the command line: the standup, the day's list, the week and the retrospective
/// show the newest few and say how many older ones wait, and `todo open` and `retro items` list those a page at a
/// time. Run on a temporary data folder with the real clock.
@Suite(.serialized) struct OpenListsCLITests {
    typealias DataDir = CLITests.DataDir

    /// A data folder with an area and one open to-do on each of the `count` days before today.
    static func withOpenTodos(_ count: Int) async throws -> (DataDir, CivilDate) {
        let dir = DataDir()
        try await dir.output(["settings", "--time-zone", "Europe/Berlin", "--week-start", "monday"])
        try await dir.output(["area", "add", "Career"])
        let today = try await dir.state().today(now: dir.now)
        for ago in 1...count {
            let date = today.adding(days: -ago)
            try await dir.output(["todo", "add", "Left on \(date)", "--area", "Career", "--date", date.description])
        }
        return (dir, today)
    }

    @Test func theStandupAndTheDaysListShowTheNewestAndCountTheOlder() async throws {
        let (dir, today) = try await Self.withOpenTodos(10)
        defer { dir.remove() }

        let standup = try await dir.output(["standup"])
        #expect(standup.contains("Left on \(today.adding(days: -7))"))
        #expect(!standup.contains("Left on \(today.adding(days: -8))"))
        #expect(standup.contains("  and 3 older open to-dos (system todo open)"))

        let list = try await dir.output(["todo", "list"])
        #expect(list.contains("Still open from earlier days:"))
        #expect(list.contains("  and 3 older open to-dos (system todo open)"))
        let yesterday = try await dir.output(["todo", "list", "--date", "yesterday"])
        #expect(yesterday.contains("  and 2 older open to-dos (system todo open --date \(today.adding(days: -1)))"))
    }

    @Test func todoOpenListsThemAllAPageAtATime() async throws {
        let (dir, today) = try await Self.withOpenTodos(10)
        defer { dir.remove() }

        // The first page of four, and the command for the next
        let first = try await dir.output(["todo", "open", "--limit", "4"])
        #expect(first.contains("Open to-dos from the days before \(Readable.day(today)): 10, newest first"))
        let cursor = "\(today.adding(days: -4)).1"
        #expect(first.contains("1–4 of 10. Older: system todo open --limit 4 --after \(cursor)"))
        #expect(first.contains("\(today.adding(days: -4))  Left on"))

        // The next page follows on, and the JSON is the API's page
        let second = try await dir.output(["todo", "open", "--limit", "4", "--after", cursor])
        #expect(second.contains("5–8 of 10."))
        #expect(second.contains("Left on \(today.adding(days: -5))"))
        let json = try await dir.json(["todo", "open", "--limit", "4", "--after", cursor])
        #expect(json["total"] as? Int == 10)
        #expect((json["todos"] as? [[String: Any]])?.count == 4)
        #expect(json["next"] as? String == "/api/v1/todos/open?before=\(today)&limit=4&cursor=\(today.adding(days: -8)).1")

        // And an old one can be carried to today by its day and id
        let old = try #require(try await dir.state().daily.todos(on: today.adding(days: -10)).first)
        try await dir.output(["todo", "carry", old.id.description, "--date", today.adding(days: -10).description, "--to", "today"])
        #expect(try await dir.json(["todo", "open"])["total"] as? Int == 9)
    }

    @Test(arguments: [
        ["todo", "open", "--limit", "0"], ["todo", "open", "--limit", "201"], ["todo", "open", "--after", "page2"],
        ["retro", "items", "--limit", "-3"], ["retro", "items", "--after", "2026-11-20"],
    ])
    func aPageOptionThatDoesNotReadIsRefused(arguments: [String]) {
        #expect(!DataDir().parses(arguments))
    }

    @Test func theWeekAndTheRetrospectiveCountTheOlderActionItemsAndRetroItemsListsThem() async throws {
        // Given twelve weeks of retrospectives, each leaving an action item open
        let dir = DataDir()
        defer { dir.remove() }
        try await dir.output(["settings", "--time-zone", "Europe/Berlin", "--week-start", "monday"])
        let state = try await dir.state()
        let thisWeek = state.calendar.weekStart(containing: state.today(now: dir.now))
        for ago in (1...12).reversed() {
            let week = thisWeek.adding(days: -7 * ago)
            try await dir.output(["retro", "--record", "--date", week.description, "--action", "Change of \(week)"])
        }

        // Then the week and the retrospective show ten and count the other two, and the standup recalls three
        let standup = try await dir.output(["standup"])
        #expect(standup.contains("  and 9 older open action items (system retro items)"))
        let week = try await dir.output(["week"])
        #expect(week.contains("  and 2 older open action items (system retro items)"))
        let retro = try await dir.output(["retro"])
        #expect(retro.contains("  and 2 older open action items (system retro items)"))
        #expect(!retro.contains("Change of \(thisWeek.adding(days: -7 * 12))"))

        // And retro items lists them all, a page at a time
        let items = try await dir.output(["retro", "items", "--limit", "5"])
        #expect(items.contains("Open action items from the retrospectives before this week: 12, newest first"))
        #expect(items.contains("1–5 of 12. Older: system retro items --limit 5 --after \(thisWeek.adding(days: -35)).1"))
        #expect(try await dir.json(["retro", "items"])["total"] as? Int == 12)

        // And the oldest, which the week does not show, can be answered by its text
        try await dir.output(["retro", "--record", "--answer", "Change of \(thisWeek.adding(days: -7 * 12))=done"])
        #expect(try await dir.json(["retro", "items"])["total"] as? Int == 11)
    }
}
