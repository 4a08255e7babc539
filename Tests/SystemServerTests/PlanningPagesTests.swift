import Foundation
import HTTPTypes
import HummingbirdTesting
import SystemCore
import SystemStore
import Testing

@testable import SystemServer

/// The Weekly and The Daily through the web forms, as a browser without JavaScript uses them.
@Suite struct PlanningPagesTests {
    static let week = "2026-11-16"

    /// Areas named Career and Family, and a 6-hour goal in Career.
    func planned(_ harness: Harness) async throws -> (career: AreaID, family: AreaID, goal: GoalID) {
        let career = AreaID(UUID()), family = AreaID(UUID()), goal = GoalID(UUID())
        try await harness.service.execute(.weekly(.createArea(id: career, name: "Career")), for: .local)
        try await harness.service.execute(.weekly(.createArea(id: family, name: "Family")), for: .local)
        try await harness.service.execute(
            .weekly(
                .addGoal(
                    id: goal, week: CivilDate(Self.week)!, area: career,
                    title: "Ship the importer", estimate: .minutes(360))), for: .local)
        return (career, family, goal)
    }

    @Test func anUnlinkedToDoIsRefusedWithTheChoicesAndNothingIsWritten() async throws {
        let harness = Harness()
        _ = try await planned(harness)
        let version = try await harness.service.state(for: .local).version
        try await harness.test { client in
            let response = try await client.post("/days/2026-11-20/todos", form: [("text", "Write tests"), ("link", "")])
            #expect(response.status == .unprocessableContent)
            #expect(
                response.text.contains(
                    "Link this to-do to one of the week&#39;s goals (“Ship the importer”) or to an area of focus (Career, Family)."))
            #expect(response.text.contains(#"value="Write tests""#), "what was typed is kept")
        }
        #expect(try await harness.service.state(for: .local).version == version)
    }

    @Test func aToDoLinkedToAGoalStartsAnIntentionThatCountsTowardIt() async throws {
        let harness = Harness()
        let (_, _, goal) = try await planned(harness)
        try await harness.test { client in
            // When a linked to-do is added from Today
            let added = try await client.post("/days/2026-11-20/todos", form: [("text", "Write tests"), ("link", "goal:\(goal)")])
            #expect(added.status == .seeOther)
            #expect(added.location == "/?saved=todo-added#todos")
            let todo = try #require(try await harness.service.state(for: .local).daily.todos(on: CivilDate("2026-11-20")!).first)
            let today = try await client.get("/").text
            #expect(today.contains("Write tests"))
            #expect(today.contains("Ship the importer · Career"))

            // And started from its Start link
            let form = try await client.get("/?todo=\(todo.id)").text
            #expect(form.contains("For the to-do <strong>Write tests</strong>"))
            #expect(form.contains(#"name="todoId" value="\#(todo.id)""#))
            let started = try await client.post(
                "/intentions", form: [("text", "Write tests"), ("minutes", "50"), ("todoId", todo.id.description)])
            #expect(started.status == .seeOther)
            harness.clock.advance(by: 50 * 60)
            let running = try #require(try await harness.service.state(for: .local).intentions.running)
            #expect(running.todoID == todo.id)
            try await harness.service.execute(.endIntention(id: running.id), for: .local)

            // Then the week shows the time against the goal, and the to-do can be completed
            let r1 = try await client.get("/week")
            #expect(r1.text.contains("50 min of 6 h"))
            let r2 = try await client.post("/todos/\(todo.id)/done", form: [])
            #expect(r2.status == .seeOther)
            #expect(try await harness.service.state(for: .local).daily[todo.id]?.isDone == true)
        }
    }

    @Test func carryingAToDoShowsWhereItWent() async throws {
        let harness = Harness()
        let (career, _, _) = try await planned(harness)
        let id = TodoID(UUID())
        try await harness.service.execute(
            .daily(.addTodo(id: id, date: CivilDate("2026-11-20")!, text: "Call the bank", link: .area(career))), for: .local)
        try await harness.test { client in
            let r3 = try await client.post("/todos/\(id)/carry", form: [("to", "2026-11-21")])
            #expect(r3.status == .seeOther)
            let r4 = try await client.get("/")
            #expect(r4.text.contains("Moved to Saturday 21 November"))
            let r5 = try await client.get("/days/2026-11-21")
            #expect(r5.text.contains("Carried from Friday 20 November"))
        }
    }

    @Test func editingAToDoChangesItsTextAndWhatItServes() async throws {
        let harness = Harness()
        let (_, family, goal) = try await planned(harness)
        let id = TodoID(UUID())
        try await harness.service.execute(
            .daily(.addTodo(id: id, date: CivilDate("2026-11-20")!, text: "Book flights", link: .goal(goal))), for: .local)
        try await harness.test { client in
            // The edit form offers the week's goals and the areas, its own link selected
            let page = try await client.get("/").text
            #expect(page.contains(#"<option value="goal:\#(goal)" selected>Ship the importer · Career</option>"#))

            let edited = try await client.post("/todos/\(id)/edit", form: [("text", "Book the train"), ("link", "area:\(family)")])
            #expect(edited.status == .seeOther)
        }
        let todo = try #require(try await harness.service.state(for: .local).daily[id])
        #expect(todo.text == "Book the train")
        #expect(todo.link == .area(family))
    }

    @Test func theStandupCarriesAndPlansAndThenReadsAsDone() async throws {
        let harness = Harness()
        let (career, _, _) = try await planned(harness)
        let old = TodoID(UUID())
        try await harness.service.execute(
            .daily(.addTodo(id: old, date: CivilDate("2026-11-19")!, text: "Send the invoice", link: .area(career))), for: .local)
        try await harness.test { client in
            let before = try await client.get("/").text
            #expect(before.contains("Hold the standup"))
            #expect(before.contains("Send the invoice"))
            let recorded = try await client.post("/days/2026-11-20/standup", form: [("carry", old.description), ("note", "Invoice first")])
            #expect(recorded.status == .seeOther)
            let after = try await client.get("/").text
            #expect(after.contains("Done at 10:00 · 1 to-do planned"))
            #expect(after.contains("Invoice first"))
            #expect(try await harness.service.state(for: .local).daily[old]?.date == CivilDate("2026-11-20"))
        }
    }

    @Test(arguments: [
        ("-2h", "estimate", "An estimate must be between 15 minutes and 100 hours (it was −2 h)"),
        ("soon", "estimate", "Give an estimate in hours"),
        ("", "estimate", "Give an estimate in hours"),
    ])
    func aWrongEstimateIsShownAtItsFieldAndWritesNothing(estimate: String, field: String, message: String) async throws {
        let harness = Harness()
        let (career, _, _) = try await planned(harness)
        let version = try await harness.service.state(for: .local).version
        try await harness.test { client in
            let response = try await client.post(
                "/weeks/\(Self.week)/goals", form: [("area", career.description), ("title", "Tidy up"), ("estimate", estimate)])
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains(#"id="goal-\#(field)-error""#))
            #expect(response.text.contains(message))
        }
        #expect(try await harness.service.state(for: .local).version == version)
    }

    @Test func aGoalInAnArchivedAreaIsRefused() async throws {
        let harness = Harness()
        let (_, family, _) = try await planned(harness)
        try await harness.test { client in
            let r6 = try await client.post("/areas/\(family)/archive", form: [])
            #expect(r6.status == .seeOther)
            let response = try await client.post(
                "/weeks/\(Self.week)/goals", form: [("area", family.description), ("title", "Picnic"), ("estimate", "M")])
            #expect(response.status == .conflict)
            #expect(response.text.contains("“Family” is archived"))
            let r7 = try await client.get("/areas")
            #expect(r7.text.contains("Restore Family"))
        }
    }

    @Test func capacityAgainstTheEstimateWarnsWhenOvercommitted() async throws {
        let harness = Harness()
        _ = try await planned(harness)
        try await harness.test { client in
            let saved = try await client.post(
                "/weeks/\(Self.week)/capacity", form: [("perDayHours", "1"), ("daysOff", "2026-11-21"), ("daysOff", "2026-11-22")])
            #expect(saved.status == .seeOther)
            let page = try await client.get("/weeks/\(Self.week)").text
            // On Friday the week has one day left that is not off: 1 h against the 6 h the goals still need
            #expect(
                page.contains("1 h a day: 1 h left today = 1 h left. 1 h a day × 5 days (Sat 21 Nov, Sun 22 Nov off) = 5 h for the week."))
            #expect(page.contains("Overcommitted by 5 h: the open goals still need 6 h, with 1 h left this week."))
            #expect(page.contains(#"<div class="chart" role="group" aria-label="Estimate and time spent by area">"#))
            #expect(!page.contains("<text"), "no chart text is drawn inside SVG, where it cannot wrap")

            let bad = try await client.post("/weeks/\(Self.week)/capacity", form: [("perDayHours", "30")])
            #expect(bad.status == .unprocessableContent)
            #expect(bad.text.contains("Hours a day must be between 0 and 24."))
        }
    }

    @Test func anActionItemIsAnsweredFromTheWeekByItsOwnButton() async throws {
        // Given last week's retrospective with one action item, seen on this week's plan
        let harness = Harness()
        let item = ActionItemID(UUID())
        try await harness.service.execute(
            .weekly(
                .recordRetro(
                    week: CivilDate("2026-11-09")!, wentWell: nil, wentPoorly: nil, toImprove: "Less",
                    actionItems: [.init(id: item, text: "Walk daily")], answers: [:])), for: .local)
        try await harness.test { client in
            let page = try await client.get("/week").text
            #expect(
                page.contains(
                    #"<input type="hidden" name="done" value="1"><button class="button small" type="submit" aria-label="“Walk daily” was done">Done</button>"#
                ))

            // A post without an answer is refused where the user sees it
            let unanswered = try await client.post("/action-items/\(item)/check", form: [("week", Self.week)])
            #expect(unanswered.status == .unprocessableContent)
            #expect(unanswered.text.contains(#"role="alert">Say whether the action item was done."#))

            // The Done form records done
            let done = try await client.post("/action-items/\(item)/check", form: [("week", Self.week), ("done", "1")])
            #expect(done.status == .seeOther)
        }
        #expect(try await harness.service.state(for: .local).weekly[actionItem: item]?.outcome?.done == true)
    }

    @Test func redoingTheStandupKeepsItsNote() async throws {
        let harness = Harness()
        try await harness.service.execute(
            .daily(.recordStandup(date: CivilDate("2026-11-20")!, plan: [], carry: [], note: "Deep work first")),
            for: .local)
        try await harness.test { client in
            let page = try await client.get("/").text
            #expect(page.contains(">Deep work first</textarea>"))
        }
    }

    @Test func aRetrospectiveCarriesItsActionItemsIntoTheNextWeekAndItsRetro() async throws {
        let harness = Harness()
        _ = try await planned(harness)
        try await harness.test { client in
            // Given the demo and numbers of this week
            let page = try await client.get("/weeks/\(Self.week)/retro").text
            #expect(page.contains("What I achieved"))
            #expect(page.contains(#"aria-label="Presence per day""#))

            // When a retrospective with two action items is saved
            let saved = try await client.post(
                "/weeks/\(Self.week)/retro",
                form: [
                    ("wentWell", "Shipped"), ("wentPoorly", "Late nights"), ("toImprove", "Stop at six"),
                    ("actionId", ""), ("actionText", "Stop work at 18:00"), ("actionId", ""), ("actionText", "Plan on Sunday"),
                    ("actionId", ""), ("actionText", ""),
                ])
            #expect(saved.status == .seeOther)

            // Then the next week's plan and its first standup show both
            harness.clock.advance(by: 3 * 86_400)  // Monday 23 November
            let next = try await client.get("/week").text
            #expect(next.contains("Action items from the last retrospective"))
            #expect(next.contains("Stop work at 18:00") && next.contains("Plan on Sunday"))
            let standup = try await client.get("/").text
            #expect(standup.contains("Action items this week"))
            #expect(standup.contains("Stop work at 18:00") && standup.contains("Plan on Sunday"))

            // And the next retrospective asks about each
            let retro = try await client.get("/weeks/2026-11-23/retro").text
            #expect(retro.contains("Last retrospective's action items: were they done?"))
            let items = try await harness.service.state(for: .local).plan(
                weekContaining: CivilDate("2026-11-23")!, now: harness.clock.now()
            ).actionItems
            #expect(items.count == 2)
            _ = try await client.post(
                "/weeks/2026-11-23/retro", form: [("answer-\(items[0].id)", "done"), ("answer-\(items[1].id)", "not-done")])
            let answered = try await harness.service.state(for: .local).standupBrief(on: CivilDate("2026-11-24")!)
            #expect(answered.actionItems.isEmpty)
        }
    }
}
