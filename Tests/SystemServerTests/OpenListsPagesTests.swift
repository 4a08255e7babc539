import Foundation
import HTTPTypes
import HummingbirdTesting
import SystemCore
import SystemStore
import Testing

@testable import SystemServer

/// Lists drawn from the whole past in the pages, as a browser without JavaScript uses them: Today, the week and the
/// retrospective show the few that matter now and link to the rest, whose pages come a page at a time, each item with
/// what can be done with it today.
/// The harness clock is Friday 20 November 2026, 10:00 in Berlin (see ``PastFixture``).
@Suite struct OpenListsPagesTests {
    // MARK: - The pages

    @Test func todayShowsTheNewestCarryOversAndLinksToTheRest() async throws {
        let harness = Harness()
        _ = try await harness.withOpenTodos(12)
        try await harness.test { client in
            let today = try await client.get("/").text
            #expect(today.components(separatedBy: #"name="carry""#).count - 1 == 7)
            #expect(today.contains(#"<a href="/todos/open?cursor=2026-11-13.1">and 5 older open to-dos</a>"#))
            #expect(!today.contains("Left on 2026-11-08"))
        }
    }

    @Test func thePageOfOpenToDosCarriesFinishesAndDropsAndComesBack() async throws {
        // Given twelve open to-dos
        let harness = Harness()
        let ids = try await harness.withOpenTodos(12)
        try await harness.test { client in
            // Then the page lists them all, newest first, each with its forms
            let page = try await client.get("/todos/open").text
            #expect(page.contains("12 to-dos are still open from before today."))
            #expect(page.contains("1–12 of 12"))
            #expect(page.contains(#"action="/todos/\#(ids[11])/carry""#))
            #expect(page.contains(#"<input type="hidden" name="to" value="2026-11-20">"#))
            let first = try #require(page.range(of: "Left on 2026-11-19")), last = try #require(page.range(of: "Left on 2026-11-08"))
            #expect(first.lowerBound < last.lowerBound)

            // When the oldest is carried to today, from the page, which names itself to come back to
            let carried = try await client.post(
                "/todos/\(ids[11])/carry", form: [("to", "2026-11-20"), ("next", "/todos/open#open-todos")])

            // Then it is today's, and the page comes back without it
            #expect(carried.status == .seeOther)
            #expect(carried.location == "/todos/open?saved=todo-carry#open-todos")
            #expect(try await harness.service.state(for: .local).daily[ids[11]]?.date == PastFixture.today)
            let after = try await client.get("/todos/open?saved=todo-carry").text
            #expect(!after.contains("Left on 2026-11-08"))
            #expect(after.contains("To-do moved."))
            #expect(try await client.get("/").text.contains("Left on 2026-11-08"))

            // And one is done and one dropped, from the same page
            let done = try await client.post("/todos/\(ids[10])/done", form: [("next", "/todos/open#open-todos")])
            #expect(done.location == "/todos/open?saved=todo-done#open-todos")
            let dropped = try await client.post("/todos/\(ids[9])/drop", form: [("next", "/todos/open#open-todos")])
            #expect(dropped.location == "/todos/open?saved=todo-drop#open-todos")
            #expect(try await client.get("/todos/open").text.contains("1–9 of 9"))
        }
    }

    @Test func aLongListComesAPageAtATime() async throws {
        let harness = Harness()
        _ = try await harness.withOpenTodos(60)
        try await harness.test { client in
            let first = try await client.get("/todos/open").text
            #expect(first.contains("1–50 of 60"))
            #expect(first.contains(#"href="/todos/open?cursor=2026-10-01.1" rel="next""#))
            let second = try await client.get("/todos/open?cursor=2026-10-01.1").text
            #expect(second.contains("51–60 of 60"))
            #expect(second.contains(#"<a class="button ghost small" href="/todos/open">"#))
            #expect(!second.contains(#"rel="next""#))
            #expect(second.contains(#"name="next" value="/todos/open?cursor=2026-10-01.1#open-todos""#))
        }
    }

    @Test(arguments: ["/todos/open?cursor=page2", "/action-items/open?cursor=nope", "/action-items/open?before=2026-11-31"])
    func aListPageWithAnAddressThatDoesNotReadSaysSoAndShowsTheNewest(uri: String) async throws {
        let harness = Harness()
        _ = try await harness.withOpenTodos(2)
        _ = try await harness.withActionItems(2)
        try await harness.test { client in
            let response = try await client.get(uri)
            #expect(response.status == .badRequest)
            #expect(response.text.contains(#"role="alert""#))
            #expect(response.text.contains("1–2 of 2"))
        }
    }

    @Test func theWeekAndTheRetrospectiveLinkToTheOlderActionItemsWhichAreAnsweredOnTheirPage() async throws {
        // Given twelve weeks of open action items
        let harness = Harness()
        let ids = try await harness.withActionItems(12)
        try await harness.test { client in
            // Then the week and its retrospective show ten and link to the other two
            let week = try await client.get("/week").text
            #expect(week.contains("and 2 older open action items"))
            #expect(week.contains(#"href="/action-items/open?cursor=2026-09-07.1""#))
            let retro = try await client.get("/weeks/2026-11-16/retro").text
            #expect(retro.components(separatedBy: #"<div class="question""#).count - 1 == 10)
            #expect(retro.contains("and 2 older open action items"))
            let standup = try await client.get("/").text
            #expect(standup.contains("and 9 older open action items"))

            // And a past week's link names that week
            let past = try await client.get("/weeks/2026-11-09").text
            #expect(past.contains(#"href="/action-items/open?before=2026-11-09&amp;cursor="#))

            // When the oldest is answered on the page of them all
            let page = try await client.get("/action-items/open").text
            #expect(page.contains("12 action items are still open from the retrospectives before this week."))
            let answered = try await client.post(
                "/action-items/\(ids[11])/check",
                form: [("week", "2026-11-16"), ("done", "0"), ("next", "/action-items/open#open-action-items")])

            // Then it is answered in this week, and the page comes back
            #expect(answered.location == "/action-items/open?saved=action-item#open-action-items")
            let item = try #require(try await harness.service.state(for: .local).weekly[actionItem: ids[11]])
            #expect(item.outcome?.done == false)
            #expect(item.outcome?.week == PastFixture.thisWeek)
            #expect(try await client.get("/action-items/open").text.contains("1–11 of 11"))
        }
    }
}
