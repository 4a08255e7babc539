import Foundation
import HTTPTypes
import HummingbirdTesting
import SystemCore
import SystemServer
import SystemStore
import Testing

/// Issue 4's "done means", scripted through the JSON API as one user's two weeks.
@Suite struct PlanningScenarioTests {
    /// Monday 16 November 2026, 09:00 in Berlin.
    static let monday = Fixture.instant("2026-11-16T08:00:00Z")

    @Test func aWeekIsPlannedLivedAndLookedBackOnAndItsActionItemsCarryIntoTheNext() async throws {
        let harness = Harness(at: Self.monday)
        try await harness.test { client in
            // MARK: Plan a week with 3 areas and 5 goals against a capacity
            for area in ["Career", "Family", "Health"] { _ = try await client.createArea(area) }
            let capacity = try await client.put(
                "/api/v1/weeks/current/capacity",
                json: #"{"perDayHours":4,"daysOff":["2026-11-21","2026-11-22"]}"#)
            #expect(capacity.status == .ok)
            var goals: [String: String] = [:]
            for (title, area, estimate) in [
                ("Ship the importer", "Career", #""estimate":"6h""#),
                ("Write the API docs", "Career", #""estimate":"M""#),
                ("Plan the holiday", "Family", #""estimate":"S""#),
                ("Run three times", "Health", #""estimateHours":3"#),
                ("Book a check-up", "Health", #""estimate":"30m""#),
            ] {
                let response = try await client.post(
                    "/api/v1/weeks/current/goals", json: #"{"title":"\#(title)","area":"\#(area)",\#(estimate)}"#)
                #expect(response.status == .created, "\(response.text)")
                goals[title] = try response.jsonObject().string("id")
            }
            let planned = try await client.week("current")
            #expect(planned.string("weekStart") == "2026-11-16")
            #expect(planned.int("goalsPlanned") == 5)
            #expect(planned.int("estimateMinutes") == 360 + 240 + 120 + 180 + 30)
            #expect(planned.object("capacity").int("minutes") == 5 * 4 * 60)
            #expect(planned.bool("overcommitted") == false)
            #expect(planned.objects("areas").map { $0.int("estimateMinutes") } == [600, 120, 210])

            // MARK: Wrong input gets clear errors and writes nothing
            let chores = try await client.createArea("Chores")
            _ = try await client.post("/api/v1/areas/\(chores)/archive", json: "")
            let before = try await harness.version()
            let negative = try await client.post(
                "/api/v1/weeks/current/goals", json: #"{"title":"Sleep less","area":"Health","estimate":"-2h"}"#)
            #expect(negative.status == .unprocessableContent)
            #expect(try negative.apiError().field == "estimate")
            #expect(try negative.apiError().message.contains("between 15 minutes and 100 hours"))
            let archived = try await client.post(
                "/api/v1/weeks/current/goals", json: #"{"title":"Clean the garage","area":"Chores","estimate":"S"}"#)
            #expect(archived.status == .conflict)
            #expect(try archived.apiError().code == "area_archived")
            #expect(try archived.apiError().message.contains("restore it first"))
            let unlinked = try await client.post("/api/v1/days/2026-11-16/todos", json: #"{"text":"Scroll the news"}"#)
            #expect(unlinked.status == .unprocessableContent)
            #expect(try unlinked.apiError().code == "todo_unlinked")
            #expect(try unlinked.apiError().message.contains("Ship the importer"))
            #expect(try await harness.version() == before)
            #expect(try await client.week("current").int("goalsPlanned") == 5)

            // MARK: On 3 days, write linked to-dos, run intentions from them, complete some
            // Each day: a to-do worked on (for a goal) and done, and one left open (for a goal or just an area).
            let days: [(date: String, worked: String, goal: String, minutes: Int, open: String, link: String)] = [
                ("2026-11-16", "Write the importer tests", "Ship the importer", 50, "Call the travel agent", "goal:Plan the holiday"),
                ("2026-11-17", "Run 5 km", "Run three times", 40, "Fix the CSV parser", "goal:Ship the importer"),
                ("2026-11-18", "Outline the docs", "Write the API docs", 30, "Tidy the inbox", "area:Career"),
            ]
            for day in days {
                harness.clock.set(Fixture.instant("\(day.date)T08:00:00Z"))
                let worked = try await client.addTodo(day.worked, on: day.date, goal: goals[day.goal])
                let name = String(day.link.drop { $0 != ":" }.dropFirst())
                if day.link.hasPrefix("goal:") {
                    _ = try await client.addTodo(day.open, on: day.date, goal: goals[name])
                } else {
                    _ = try await client.addTodo(day.open, on: day.date, area: name)
                }
                let started = try await client.post("/api/v1/intentions", json: #"{"todoId":"\#(worked)","minutes":\#(day.minutes)}"#)
                #expect(started.status == .created)
                let intention = try #require(try started.jsonObject().string("id"))
                harness.clock.advance(by: TimeInterval(day.minutes * 60))
                #expect(try await client.post("/api/v1/intentions/\(intention)/end", json: "").status == .ok)
                #expect(try await client.post("/api/v1/todos/\(worked)/done", json: "").status == .ok)
            }
            // And one free-standing intention, which counts toward no goal
            let free = try #require(try await client.startIntention("Read the news", minutes: 20).string("id"))
            harness.clock.advance(by: 20 * 60)
            _ = try await client.post("/api/v1/intentions/\(free)/end", json: "")
            for title in ["Ship the importer", "Run three times"] {
                #expect(try await client.post("/api/v1/goals/\(goals[title]!)/done", json: "").status == .ok)
            }

            let lived = try await client.week("2026-11-18")
            #expect(lived.int("goalsDone") == 2)
            #expect(lived.int("goalsPlanned") == 5)
            let spent = Dictionary(uniqueKeysWithValues: lived.goals.map { ($0.string("title") ?? "", $0.int("spentMinutes") ?? -1) })
            #expect(
                spent == [
                    "Ship the importer": 50, "Write the API docs": 30, "Plan the holiday": 0, "Run three times": 40, "Book a check-up": 0,
                ])
            #expect(lived.objects("areas").map { $0.int("spentMinutes") } == [80, 0, 40])
            #expect(lived.int("unplannedMinutes") == 20)
            let focused = try #require(lived.object("numbers").int("focusedMinutes"))
            #expect(focused == 50 + 40 + 30 + 20)
            #expect(
                lived.object("demo").objects("achievements").map { $0.object("goal").string("title") }
                    == ["Ship the importer", "Run three times"])

            // MARK: Hold a retrospective with 2 action items
            harness.clock.set(Fixture.instant("2026-11-22T17:00:00Z"))
            let retro = try await client.put(
                "/api/v1/weeks/current/retro",
                json: """
                    {"wentWell":"The importer shipped","wentPoorly":"Too many meetings","toImprove":"Protect the mornings",
                     "actionItems":["Block mornings for deep work",{"text":"Walk at lunch"}]}
                    """)
            #expect(retro.status == .ok)
            let items = try retro.jsonObject().object("retro").objects("actionItems")
            #expect(items.count == 2)
            let itemIDs = items.compactMap { $0.string("id") }

            // MARK: The next week's plan shows both action items; no capacity is suggested from a week not yet over
            let next = try await client.week("next")
            #expect(next.string("weekStart") == "2026-11-23")
            #expect(next.objects("actionItems").map { $0.string("id") } == itemIDs)
            #expect(next.objects("actionItems").map { $0.string("status") } == ["open", "open"])
            #expect(next.object("capacity").isNull("suggestedMinutes"))
            #expect(next.object("capacity").string("source") == "none")

            // MARK: Once that week is over, the new week's capacity is its measured focus
            harness.clock.set(Fixture.instant("2026-11-23T07:30:00Z"))
            let current = try await client.week("current")
            #expect(current.object("capacity").int("suggestedMinutes") == focused)
            #expect(current.object("capacity").string("source") == "suggested")
            #expect(current.object("capacity").int("minutes") == focused)

            // MARK: Its first standup shows them too, and the to-dos left open
            let standup = try await client.get("/api/v1/days/2026-11-23/standup").jsonObject()
            #expect(standup.objects("actionItems").map { $0.string("text") } == ["Block mornings for deep work", "Walk at lunch"])
            let carry = standup.objects("carryOver").compactMap { $0.string("id") }
            #expect(
                standup.objects("carryOver").map { $0.string("text") } == ["Tidy the inbox", "Fix the CSV parser", "Call the travel agent"])
            let recorded = try await client.put("/api/v1/days/2026-11-23/standup", json: JSONText.encode(["plan": carry, "carry": carry]))
            #expect(recorded.status == .ok)
            #expect(try recorded.jsonObject().bool("done") == true)
            #expect(try recorded.jsonObject().objects("todos").count == 3)

            // MARK: The next retrospective asks about them, and the answers close them
            harness.clock.set(Fixture.instant("2026-11-29T17:00:00Z"))
            let asked = try await client.week("2026-11-23")
            #expect(asked.objects("actionItems").map { $0.string("status") } == ["open", "open"])
            let answered = try await client.put(
                "/api/v1/weeks/2026-11-23/retro",
                json: """
                    {"wentWell":"Mornings were quiet","answers":{"\(itemIDs[0])":true,"\(itemIDs[1])":false}}
                    """)
            #expect(answered.status == .ok)
            let closed = try answered.jsonObject()
            #expect(closed.objects("actionItems").map { $0.string("status") } == ["done", "not-done"])
            #expect(closed.object("retro").string("wentWell") == "Mornings were quiet")
            // And they no longer follow into the week after
            #expect(try await client.week("2026-11-30").objects("actionItems").isEmpty)
            #expect(try await client.get("/api/v1/days/2026-11-30/standup").jsonObject().objects("actionItems").isEmpty)
            // While the first week's retrospective remembers how they went
            let first = try await client.week("2026-11-16").object("retro").objects("actionItems")
            #expect(first.map { $0.string("status") } == ["done", "not-done"])
        }
    }
}
