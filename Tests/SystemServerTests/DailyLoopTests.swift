import Foundation
import HTTPTypes
import HummingbirdTesting
import SystemCore
import SystemStore
import Testing

@testable import SystemServer

/// The daily loop as the pages serve it: one reflection form that loses nothing, confirmations, one page per day,
/// forgotten intentions, the to-do an intention served, links that lead somewhere, and the browser's time zone.
@Suite struct DailyLoopTests {
    /// An ended intention, started by the form; its id.
    static func ended(_ client: some TestClientProtocol, _ harness: Harness, minutes: Int = 25) async throws -> String {
        let id = try await PagesTests.startByForm(client)
        harness.clock.advance(by: TimeInterval(minutes * 60))
        _ = try await client.post("/intentions/\(id)/end", form: [])
        return id
    }

    /// A to-do of `goal` added on Today, and an intention started from it by the form.
    static func startedFromATodo(_ client: some TestClientProtocol, _ harness: Harness, goal: GoalID) async throws -> (Todo, IntentionID) {
        _ = try await client.post("/days/2026-11-20/todos", form: [("text", "Write tests"), ("link", "goal:\(goal)")])
        let todo = try #require(try await harness.service.state(for: .local).daily.todos(on: CivilDate("2026-11-20")!).first)
        _ = try await client.post("/intentions", form: [("text", "Write tests"), ("minutes", "25"), ("todoId", todo.id.description)])
        return (todo, try #require(try await harness.service.state(for: .local).intentions.running?.id))
    }

    static func intention(_ client: some TestClientProtocol, _ id: String) async throws -> [String: Any] {
        try await client.get("/api/v1/intentions/\(id)").jsonObject()
    }

    // MARK: One form for tags, feeling and review

    @Test func oneFormSavesTagsFeelingAndReviewTogether() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given an ended intention whose page was opened ten seconds ago
            let id = try await Self.ended(client, harness)
            let opened = String(Int(harness.clock.now().timeIntervalSince1970) - 10)

            // When the whole form is posted, as a browser without JavaScript does
            let response = try await client.post(
                "/intentions/\(id)/reflect",
                form: [
                    ("tagsShown", "1"), ("reviewShown", "1"), ("openedAt", opened), ("tags", "deep-work"), ("tags", "admin"),
                    ("newLabel", "Quarterly numbers"), ("newLabelKind", "distraction"), ("feeling", "happy"),
                    ("wentWell", "Outline first"), ("couldImprove", ""), ("interesting", "The charts"), ("idempotencyKey", "r-1"),
                ])

            // Then all three are saved, and the page confirms it
            #expect(response.status == .seeOther)
            #expect(response.location == "/intentions/\(id)?saved=reflect")
            let saved = try await Self.intention(client, id)
            #expect(saved.objects("tags").compactMap { $0.string("id") } == ["deep-work", "admin", "quarterly-numbers"])
            #expect(saved.string("feeling") == "happy")
            #expect((saved["review"] as? [String: Any])?.string("wentWell") == "Outline first")
            let page = try await client.get(response.location!).text
            #expect(page.contains(#"<p class="toast" data-toast role="status" aria-live="polite">Saved.</p>"#))
        }
    }

    @Test func aRefusedReflectionSavesNothingAndShowsEverythingTypedAgain() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given an ended intention
            let id = try await Self.ended(client, harness)
            let version = try await harness.service.state(for: .local).version
            let tooLong = String(repeating: "n", count: 41)

            // When the form comes with a label name that is too long, and tags, a feeling and a review
            let response = try await client.post(
                "/intentions/\(id)/reflect",
                form: [
                    ("tagsShown", "1"), ("reviewShown", "1"), ("openedAt", "0"), ("tags", "writing"), ("newLabel", tooLong),
                    ("feeling", "sad"), ("wentWell", "Typed with care"), ("interesting", "Also this"),
                ])

            // Then nothing is recorded: not even the parts that were fine
            #expect(response.status == .unprocessableContent)
            #expect(try await harness.service.state(for: .local).version == version)

            // And every field shows what was typed, with the problem at the tags
            let page = response.text
            #expect(page.contains(#"id="tags-error" data-error-slot>“\#(tooLong)” is not a usable tag"#))
            #expect(page.contains(#"value="writing" checked"#))
            #expect(page.contains(#"value="\#(tooLong)""#))
            #expect(page.contains(#"value="sad" checked"#))
            #expect(page.contains("Typed with care</textarea>"))
            #expect(page.contains("Also this</textarea>"))
        }
    }

    @Test func aFailedEditKeepsTheSavedReviewAndTheTypedValue() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given an ended, reviewed intention
            let id = try await Self.ended(client, harness)
            _ = try await client.post("/api/v1/intentions/\(id)/reflect", json: #"{"wentWell": "A clear outline", "feeling": "meh"}"#)

            // When "Edit details" is saved with an end before the start
            let response = try await client.post(
                "/intentions/\(id)/edit",
                form: [
                    ("text", "Write the report again"), ("startedAt", "2026-11-20T10:00"), ("endedAt", "2026-11-20T09:30"),
                ])

            // Then the problem is at its field, the typed values are kept, and the saved review is not emptied
            #expect(response.status == .unprocessableContent)
            let page = response.text
            #expect(page.contains("The end must come after the start."))
            #expect(page.contains(#"value="2026-11-20T09:30""#))
            #expect(page.contains(#"value="Write the report again""#))
            #expect(page.contains("A clear outline</textarea>"))
            #expect(page.contains(#"value="meh" checked"#))
            #expect(page.contains("<details class=\"card\" id=\"edit\" open>"))
        }
    }

    @Test func aReflectionThatChangesNothingRecordsNothing() async throws {
        let harness = Harness()
        try await harness.test { client in
            let id = try await Self.ended(client, harness)
            let fields = [
                ("tagsShown", "1"), ("reviewShown", "1"), ("openedAt", "0"), ("tags", "writing"), ("feeling", "meh"),
                ("wentWell", "Fine"),
            ]
            _ = try await client.post("/intentions/\(id)/reflect", form: fields + [("idempotencyKey", "a")])
            let version = try await harness.service.state(for: .local).version

            // When the same form is saved again (as saving as you go does), Then no event is written
            let again = try await client.post("/intentions/\(id)/reflect", form: fields + [("idempotencyKey", "b")])
            #expect(again.status == .seeOther)
            #expect(try await harness.service.state(for: .local).version == version)
        }
    }

    @Test func aRatedIntentionShowsItsFeelingWithoutAPause() async throws {
        let harness = Harness()
        try await harness.test { client in
            let id = try await Self.ended(client, harness)
            #expect(try await client.get("/intentions/\(id)").text.contains("data-pause-card"))

            _ = try await client.post("/api/v1/intentions/\(id)/feeling", json: #"{"feeling": "ecstatic"}"#)

            let page = try await client.get("/intentions/\(id)").text
            #expect(!page.contains("data-pause-card"))
            #expect(!page.contains("is-paused"))
            #expect(page.contains(#"value="ecstatic" checked"#))
        }
    }

    @Test(arguments: [
        ("reflect", "Saved."), ("todo-done", "To-do done."), ("goal", "Goal added."), ("bogus", ""),
        ("<b>hi</b>", ""),
    ])
    func aSaveIsConfirmedInTheStatusRegionByItsKeyOnly(key: String, message: String) async throws {
        try await Harness().test { client in
            let page = try await client.get("/settings?saved=\(key.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)").text
            #expect(page.contains(#"<p class="toast" data-toast role="status" aria-live="polite">\#(message)</p>"#))
        }
    }

    // MARK: From a to-do

    @Test func fromAToDoTheFocusAndEndedPagesNameItAndOfferToMarkItDone() async throws {
        let harness = Harness()
        let (_, _, goal) = try await PlanningPagesTests().planned(harness)
        try await harness.test { client in
            // Given a to-do of a goal, and an intention started from it
            let (todo, id) = try await Self.startedFromATodo(client, harness, goal: goal)

            // Then the focus screen names the to-do and its goal, and offers to end and mark it done
            let focus = try await client.get("/focus").text
            #expect(focus.contains("For the to-do “Write tests” · Ship the importer · Career"))
            #expect(focus.contains("End and mark the to-do done"))

            // When it ends plainly, Then the ended page names it and offers "Mark it done", which comes back here
            harness.clock.advance(by: 25 * 60)
            _ = try await client.post("/intentions/\(id)/end", form: [])
            let ended = try await client.get("/intentions/\(id)").text
            #expect(ended.contains("For the to-do <strong>Write tests</strong>"))
            #expect(ended.contains(#"action="/todos/\#(todo.id)/done""#))
            let done = try await client.post("/todos/\(todo.id)/done", form: [("next", "/intentions/\(id)")])
            #expect(done.location == "/intentions/\(id)?saved=todo-done")
            #expect(try await harness.service.state(for: .local).daily[todo.id]?.isDone == true)
            #expect(try await client.get("/intentions/\(id)").text.contains(#"<span class="badge">done</span>"#))
        }
    }

    @Test func endAndMarkDoneDoesBoth() async throws {
        let harness = Harness()
        let (_, _, goal) = try await PlanningPagesTests().planned(harness)
        try await harness.test { client in
            let (todo, id) = try await Self.startedFromATodo(client, harness, goal: goal)

            let response = try await client.post("/intentions/\(id)/end", form: [("completeTodo", "1"), ("idempotencyKey", "e")])

            #expect(response.location == "/intentions/\(id)?saved=ended-todo-done")
            let state = try await harness.service.state(for: .local)
            #expect(state.intentions[id]?.status == .ended)
            #expect(state.daily[todo.id]?.isDone == true)
        }
    }

    @Test(arguments: ["//evil.example/x", "https://evil.example", "/\\evil.example"])
    func markItDoneNeverLeavesTheSite(next: String) async throws {
        let harness = Harness()
        let (_, _, goal) = try await PlanningPagesTests().planned(harness)
        try await harness.test { client in
            _ = try await client.post("/days/2026-11-20/todos", form: [("text", "Write tests"), ("link", "goal:\(goal)")])
            let todo = try #require(try await harness.service.state(for: .local).daily.todos(on: CivilDate("2026-11-20")!).first)

            let response = try await client.post("/todos/\(todo.id)/done", form: [("next", next)])

            #expect(response.location == "/?saved=todo-done#todo-\(todo.id)")
        }
    }

    // MARK: One page per day, and links that lead somewhere

    @Test func todaysDayPageIsToday() async throws {
        try await Harness().test { client in
            let response = try await client.get("/days/2026-11-20")
            #expect(response.status == .seeOther)
            #expect(response.location == "/")
            #expect(try await client.get("/days/2026-11-19").status == .ok)
        }
    }

    @Test(arguments: [
        ("/week", true), ("/weeks/2026-11-30", true), ("/weeks/2026-11-09/retro", true), ("/days/2026-11-19", true),
        ("/days/2026-11-21", true), ("/areas", true), ("/", false), ("/settings", false),
    ])
    func theWeekTabIsCurrentOnEveryWeekAndEveryOtherDay(path: String, isWeek: Bool) async throws {
        try await Harness().test { client in
            let page = try await client.get(path).text
            #expect(page.contains(#"<a class="tab" href="/week" aria-current="page">"#) == isWeek)
            #expect(!page.contains(#"href="/days/2026-11-20""#), "today is linked as Today, never as a day page")
        }
    }

    @Test func theCoachNeverLinksToThePageItIsOn() async throws {
        try await Harness().test { client in
            // Given a day still ahead, where the coach's message offers "Open the day"
            let tomorrow = try await client.get("/days/2026-11-21").text
            #expect(tomorrow.contains("data-coach-key=\"encourage.future\""))

            // Then no action of it leads to the same page
            let coach = try #require(
                tomorrow.components(separatedBy: #"<section class="coach""#).dropFirst().first?
                    .components(separatedBy: "</section>").first)
            #expect(coach.contains("Plan it with to-dos"))
            #expect(!coach.contains(#"href="/days/2026-11-21""#))
            #expect(coach.contains("Why this?"))
        }
    }

    // MARK: A forgotten intention

    @Test func aForgottenIntentionIsAddedWithItsTimes() async throws {
        let harness = Harness()
        try await harness.test { client in
            // When yesterday's page records 14:00–14:40
            let response = try await client.post(
                "/days/2026-11-19/intentions",
                form: [
                    ("text", "Call the bank"), ("from", "14:00"), ("to", "14:40"), ("idempotencyKey", "p-1"),
                ])

            // Then it goes to the new intention, ended, on that day, ready to be reflected on
            #expect(response.status == .seeOther)
            let id = try #require(response.location?.split(separator: "/").last?.split(separator: "?").first.map(String.init))
            #expect(response.location == "/intentions/\(id)?saved=recorded")
            let intention = try await Self.intention(client, id)
            #expect(intention.string("date") == "2026-11-19")
            #expect(intention.string("startedAt") == "2026-11-19T14:00:00+01:00")
            #expect(intention.string("endedAt") == "2026-11-19T14:40:00+01:00")
            #expect(intention.int("actualMinutes") == 40)
            #expect(try await client.get("/days/2026-11-19").text.contains("Call the bank"))
        }
    }

    @Test(arguments: [
        ("", "14:00", "14:40", "Say what you intend to do"),
        ("Call", "", "14:40", "Give the time it started"),
        ("Call", "14:40", "14:00", "The end must come after the start."),
    ])
    func aForgottenIntentionWithAProblemShowsItAndKeepsWhatWasTyped(text: String, from: String, to: String, problem: String) async throws {
        let harness = Harness()
        try await harness.test { client in
            let version = try await harness.service.state(for: .local).version

            let response = try await client.post("/days/2026-11-19/intentions", form: [("text", text), ("from", from), ("to", to)])

            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains(problem))
            #expect(response.text.contains(#"id="add-past" open"#))
            #expect(response.text.contains(#"id="past-to" name="to" type="time" required value="\#(to)""#))
            #expect(try await harness.service.state(for: .local).version == version)
        }
    }

    @Test func aRecordedIntentionLeavesTheRunningOneRunning() async throws {
        let harness = Harness()
        try await harness.test { client in
            let running = try await PagesTests.startByForm(client, "Now")
            _ = try await client.post("/days/2026-11-20/intentions", form: [("text", "Earlier"), ("from", "08:00"), ("to", "08:30")])
            #expect(try await client.get("/api/v1/intentions/current").jsonObject().string("id") == running)
        }
    }

    // MARK: The browser's time zone

    @Test func aNewUserTakesTheBrowsersTimeZoneOnceAndAChoiceIsNeverOverwritten() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given a user who never chose settings: the page asks the browser
            #expect(try await client.get("/").text.contains(#"<meta name="the-system-adopt-time-zone""#))

            // When the browser tells its zone, Then it is taken
            let first = try await client.post("/settings/time-zone", form: [("timeZone", "America/New_York")])
            #expect(first.text == #"{"changed":true}"#)
            #expect(try await harness.service.state(for: .local).settings.timeZone == "America/New_York")
            #expect(!(try await client.get("/").text.contains("the-system-adopt-time-zone")))

            // And another zone later changes nothing: settings are now the user's
            let second = try await client.post("/settings/time-zone", form: [("timeZone", "Asia/Tokyo")])
            #expect(second.text == #"{"changed":false}"#)
            #expect(try await harness.service.state(for: .local).settings.timeZone == "America/New_York")
        }
    }

    @Test(arguments: ["Mars/Base", ""])
    func anUnknownBrowserZoneChangesNothing(zone: String) async throws {
        let harness = Harness()
        try await harness.test { client in
            let response = try await client.post("/settings/time-zone", form: [("timeZone", zone)])
            #expect(response.text == #"{"changed":false}"#)
            #expect(try await harness.service.state(for: .local).version == 0)
        }
    }
}
