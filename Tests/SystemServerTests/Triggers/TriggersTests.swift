import Foundation
import HTTPTypes
import HummingbirdTesting
import SystemCore
import SystemServer
import SystemStore
import Testing

/// Internal triggers through the API and the pages: caught during an intention, surfed, settled, and shown on the
/// focus screen, the intention's page and the retrospective. The harness clock is Friday 20 November 2026, 10:00 in
/// Berlin.
@Suite struct TriggersTests {
    @Test func anUrgeIsCaughtSurfedAndSettledThroughTheAPI() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given an intention running since 10:00
            let intention = try #require(try await client.startIntention("Write the report", minutes: 50).string("id"))

            // When boredom pulls toward the news at 10:10
            harness.clock.advance(by: 600)
            let caught = try await client.post(
                "/api/v1/intentions/\(intention)/triggers", json: #"{"what":"bored","toward":"the news"}"#, key: "urge-1")

            // Then it is caught, its five-minute surf has started, and the intention still runs
            #expect(caught.status == .created)
            let trigger = try caught.jsonObject()
            let id = try #require(trigger.string("id"))
            #expect(trigger.string("what") == "bored")
            #expect(trigger.string("toward") == "the news")
            #expect(trigger.string("surfEndsAt") == "2026-11-20T10:15:00+01:00")
            #expect(trigger.isNull("outcome"))
            #expect(try await client.get("/api/v1/intentions/\(intention)").jsonObject().string("status") == "running")

            // When the minutes are up and the user surfs again, then gives in for 8 minutes
            harness.clock.advance(by: 300)
            let again = try await client.post("/api/v1/triggers/\(id)/outcome", json: #"{"outcome":"surfed"}"#)
            #expect(again.status == .ok)
            #expect(try again.jsonObject().string("surfEndsAt") == "2026-11-20T10:20:00+01:00")
            let gave = try await client.post("/api/v1/triggers/\(id)/outcome", json: #"{"outcome":"gave_in","minutes":8}"#)
            #expect(gave.status == .ok)
            #expect(try gave.jsonObject().string("outcome") == "gave_in")
            #expect(try gave.jsonObject().int("distractionMinutes") == 8)

            // Then the day lists it with its summary
            let day = try await client.get("/api/v1/days/2026-11-20/triggers").jsonObject()
            #expect(day.objects("triggers").map { $0.string("id") } == [id])
            let summary = day.object("summary")
            #expect(summary.int("total") == 1)
            #expect(summary.int("gaveIn") == 1)
            #expect(summary.int("morning") == 1)
            #expect(summary.int("distractionMinutes") == 8)
        }
    }

    @Test func badTriggersAreRefusedNamingTheField() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Without a running intention
            let ended = try #require(try await client.startIntention("Read", minutes: 25).string("id"))
            _ = try await client.post("/api/v1/intentions/\(ended)/end", json: "{}")
            let none = try await client.post("/api/v1/intentions/\(ended)/triggers", json: #"{"what":"bored"}"#)
            #expect(none.status == .conflict)
            #expect(try none.apiError().field == "intention")
            #expect(try none.apiError().code == "no_running_intention")

            // An unknown intention
            let unknown = try await client.post("/api/v1/intentions/\(UUID().uuidString.lowercased())/triggers", json: #"{"what":"bored"}"#)
            #expect(unknown.status == .notFound)

            // During one: no words, a surf of two hours
            let running = try #require(try await client.startIntention("Write", minutes: 25).string("id"))
            let empty = try await client.post("/api/v1/intentions/\(running)/triggers", json: #"{"what":"  "}"#)
            #expect(empty.status == .unprocessableContent)
            #expect(try empty.apiError().field == "what")
            let long = try await client.post("/api/v1/intentions/\(running)/triggers", json: #"{"what":"bored","surfMinutes":120}"#)
            #expect(long.status == .unprocessableContent)
            #expect(try long.apiError().field == "surfMinutes")

            // An outcome that is not one, giving in without minutes, a settled urge settled again
            let id = try #require(
                try await client.post("/api/v1/intentions/\(running)/triggers", json: #"{"what":"tired"}"#).jsonObject().string("id"))
            let odd = try await client.post("/api/v1/triggers/\(id)/outcome", json: #"{"outcome":"maybe"}"#)
            #expect(odd.status == .unprocessableContent)
            #expect(try odd.apiError().field == "outcome")
            let noMinutes = try await client.post("/api/v1/triggers/\(id)/outcome", json: #"{"outcome":"gave_in"}"#)
            #expect(noMinutes.status == .unprocessableContent)
            #expect(try noMinutes.apiError().field == "minutes")
            #expect(try await client.post("/api/v1/triggers/\(id)/outcome", json: #"{"outcome":"passed"}"#).status == .ok)
            let twice = try await client.post("/api/v1/triggers/\(id)/outcome", json: #"{"outcome":"passed"}"#)
            #expect(twice.status == .conflict)
            #expect(try twice.apiError().code == "trigger_settled")
        }
    }

    @Test func theFocusScreenCatchesAnUrgeInTwoTapsAndSurfsIt() async throws {
        let harness = Harness()
        try await harness.test { client in
            let intention = try #require(try await client.startIntention("Write the report", minutes: 50).string("id"))

            // The focus screen offers the urge: one tap opens the pulls, one catches
            let focus = try await client.get("/focus").text
            #expect(focus.contains("I feel an urge"))
            #expect(focus.contains(#"action="/intentions/\#(intention)/triggers""#))
            #expect(focus.contains(#"name="what" value="anxious""#))
            #expect(focus.contains("/assets/urge.js"))
            #expect(focus.contains("/assets/triggers.css"))
            // Where it wants to go: the distraction labels are suggested
            #expect(focus.contains(#"<option value="social media">"#))

            // When "Bored" is tapped
            harness.clock.advance(by: 300)
            let caught = try await client.post(
                "/intentions/\(intention)/triggers", form: [("idempotencyKey", "k1"), ("what", "bored"), ("toward", "email")])
            #expect(caught.status == .seeOther)
            #expect(caught.headers[.location]?.hasPrefix("/focus") == true)

            // Then the focus screen surfs it: the minutes left and the three answers, the intention still running
            let surfing = try await client.get("/focus").text
            #expect(surfing.contains("Make it 5 min more"))
            #expect(surfing.contains("It wants “email”"))
            #expect(surfing.contains(#"data-surf-ends="2026-11-20T10:10:00+01:00""#))
            #expect(surfing.contains("It passed"))
            #expect(surfing.contains("A plan for this moment: Intense procrastination"))
            #expect(surfing.contains("I gave in"))

            // When it is given in to without minutes, Then the screen says so and the urge stays open
            let state = try await harness.service.state(for: UserID("local"))
            let id = try #require(state.triggers.open?.id)
            let refused = try await client.post(
                "/triggers/\(id)/outcome", form: [("idempotencyKey", "k2"), ("outcome", "gave_in"), ("minutes", "")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("Say how many minutes"))
            #expect(refused.text.contains("Make it 5 min more"))

            // When it passed, Then the catch form is back and the intention's page lists it
            let passed = try await client.post("/triggers/\(id)/outcome", form: [("idempotencyKey", "k3"), ("outcome", "passed")])
            #expect(passed.status == .seeOther)
            #expect(try await client.get("/focus").text.contains("Caught during this intention: bored ×1."))
            let page = try await client.get("/intentions/\(intention)").text
            #expect(page.contains("Urges during it"))
            #expect(page.contains("1 urge: 1 surfed until it passed"))
        }
    }

    @Test func ownWordsTypedWithAProblemAreShownAgain() async throws {
        let harness = Harness()
        try await harness.test { client in
            let intention = try #require(try await client.startIntention().string("id"))

            // When own words come with a surf of 90 minutes
            let refused = try await client.post(
                "/intentions/\(intention)/triggers",
                form: [("idempotencyKey", "k1"), ("what", "other"), ("own", "Want to check the score"), ("surfMinutes", "90")])

            // Then the focus screen shows the problem with the words still typed, the form open
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("Surf an urge for 1 to 60 minutes"))
            #expect(refused.text.contains(#"value="Want to check the score""#))
            #expect(refused.text.contains("<details class=\"urge-catch\" open>"))
        }
    }

    @Test func theRetrospectiveShowsTheWeeksUrgesAndTheirPattern() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given three urges of boredom on Friday, each during an intention
            for minute in [0, 60, 120] {
                harness.clock.set(Fixture.instant("2026-11-20T15:00:00+01:00").addingTimeInterval(Double(minute) * 60))
                let id = try #require(try await client.startIntention("Write", minutes: 30).string("id"))
                _ = try await client.post("/api/v1/intentions/\(id)/triggers", json: #"{"what":"bored"}"#)
                _ = try await client.post("/api/v1/intentions/\(id)/end", json: "{}")
            }

            // Then the week's retrospective counts them and names the pattern
            let retro = try await client.get("/weeks/2026-11-16/retro").text
            #expect(retro.contains("Internal triggers"))
            #expect(retro.contains("3 urges caught"))
            #expect(retro.contains("2 in the afternoon, 1 in the evening"))
            #expect(retro.contains("Boredom pulled you 3 times this week, mostly after 16:00."))

            // And a week without any says how to catch one
            #expect(try await client.get("/weeks/2026-11-09/retro").text.contains("No urges caught this week."))
        }
    }
}
