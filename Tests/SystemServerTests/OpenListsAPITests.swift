import Foundation
import HTTPTypes
import HummingbirdTesting
import SystemCore
import SystemStore
import Testing

@testable import SystemServer

/// Lists drawn from the whole past in the API: the standup and the week show the few that matter now with how many
/// older ones they leave out and the address of their list, which comes a page at a time.
/// The harness clock is Friday 20 November 2026, 10:00 in Berlin (see ``PastFixture``).
@Suite struct OpenListsAPITests {
    // MARK: - The API

    @Test func theStandupCountsTheOlderOpenToDosAndTheirPageListsThemAll() async throws {
        // Given twelve open to-dos, one on each of the twelve days before today
        let harness = Harness()
        let ids = try await harness.withOpenTodos(12)
        try await harness.test { client in
            // When today's standup is read
            let standup = try await client.get("/api/v1/days/today/standup").jsonObject()

            // Then it carries over the newest seven and counts the other five, with the address of their page
            #expect(standup.objects("carryOver").compactMap { $0.string("id") } == ids.prefix(7).map(\.description))
            let older = standup.object("olderCarryOver")
            #expect(older.int("count") == 5)
            let href = try #require(older.string("href"))
            #expect(href == "/api/v1/todos/open?before=2026-11-20&cursor=2026-11-13.1")

            // And that page lists exactly those five
            let rest = try await client.get(href).jsonObject()
            #expect(rest.objects("todos").compactMap { $0.string("id") } == ids.suffix(5).map(\.description))
            #expect(rest.int("total") == 12)
            #expect(rest.isNull("nextCursor"))
            #expect(rest.isNull("next"))

            // And the whole list comes page by page, each page's next leading to the one after
            var listed: [String] = []
            var next: String? = "/api/v1/todos/open?limit=5"
            while let uri = next {
                let page = try await client.get(uri).jsonObject()
                #expect(page.string("before") == "2026-11-20")
                listed += page.objects("todos").compactMap { $0.string("id") }
                next = page.string("next")
            }
            #expect(listed == ids.map(\.description))
        }
    }

    @Test func beforeBoundsTheListOfOpenToDos() async throws {
        let harness = Harness()
        let ids = try await harness.withOpenTodos(4)
        try await harness.test { client in
            let page = try await client.get("/api/v1/todos/open?before=2026-11-18").jsonObject()
            #expect(page.string("before") == "2026-11-18")
            #expect(page.int("total") == 2)
            #expect(page.objects("todos").compactMap { $0.string("id") } == ids.suffix(2).map(\.description))
        }
    }

    @Test(arguments: [
        ("/api/v1/todos/open?before=2026-02-30", "before", "invalid_date"),
        ("/api/v1/todos/open?before=yesterday", "before", "invalid_date"),
        ("/api/v1/todos/open?limit=0", "limit", "invalid_limit"),
        ("/api/v1/todos/open?limit=201", "limit", "invalid_limit"),
        ("/api/v1/todos/open?limit=ten", "limit", "invalid_limit"),
        ("/api/v1/todos/open?cursor=page2", "cursor", "invalid_cursor"),
        ("/api/v1/todos/open?cursor=2026-11-20", "cursor", "invalid_cursor"),
        ("/api/v1/action-items/open?before=2026-13-01", "before", "invalid_date"),
        ("/api/v1/action-items/open?limit=-1", "limit", "invalid_limit"),
        ("/api/v1/action-items/open?cursor=2026-11-09.x", "cursor", "invalid_cursor"),
    ])
    func aQueryThatDoesNotReadIsRefusedNamingIt(uri: String, field: String, code: String) async throws {
        try await Harness().test { client in
            let response = try await client.get(uri)
            #expect(response.status == .badRequest)
            let error = try response.apiError()
            #expect(error.field == field)
            #expect(error.code == code)
        }
    }

    @Test func theWeekCountsTheOlderOpenActionItemsAndTheirPageListsThemAll() async throws {
        // Given twelve weeks of retrospectives, each leaving an action item open
        let harness = Harness()
        let ids = try await harness.withActionItems(12)
        try await harness.test { client in
            // When this week is read
            let week = try await client.week("current")

            // Then it shows the newest ten and counts the other two, with the address of their page
            #expect(week.objects("actionItems").compactMap { $0.string("id") } == ids.prefix(10).map(\.description))
            let older = week.object("olderActionItems")
            #expect(older.int("count") == 2)
            let href = try #require(older.string("href"))
            #expect(href.hasPrefix("/api/v1/action-items/open?before=2026-11-16&cursor="))
            let rest = try await client.get(href).jsonObject()
            #expect(rest.objects("actionItems").compactMap { $0.string("id") } == ids.suffix(2).map(\.description))
            #expect(rest.string("weekStart") == "2026-11-16")
            #expect(rest.int("total") == 12)

            // And the standup recalls the newest three and counts the rest
            let standup = try await client.get("/api/v1/days/today/standup").jsonObject()
            #expect(standup.objects("actionItems").compactMap { $0.string("id") } == ids.prefix(3).map(\.description))
            #expect(standup.object("olderActionItems").int("count") == 9)

            // And answering an old one through the retrospective takes it off the list
            let answered = try await client.put(
                "/api/v1/weeks/current/retro", json: #"{"answers":{"\#(ids[11])":true}}"#)
            #expect(answered.status == .ok)
            let after = try await client.get("/api/v1/action-items/open?limit=3").jsonObject()
            #expect(after.int("total") == 11)
            #expect(after.objects("actionItems").count == 3)
            #expect(after.string("nextCursor") != nil)
        }
    }

    @Test func nothingLeftOutIsCountedZeroWithNoAddress() async throws {
        let harness = Harness()
        _ = try await harness.withOpenTodos(2)
        try await harness.test { client in
            let standup = try await client.get("/api/v1/days/today/standup").jsonObject()
            #expect(standup.object("olderCarryOver").int("count") == 0)
            #expect(standup.object("olderCarryOver").isNull("href"))
            #expect(standup.object("olderActionItems").int("count") == 0)
            let week = try await client.week("current")
            #expect(week.object("olderActionItems").isNull("href"))
        }
    }
}
