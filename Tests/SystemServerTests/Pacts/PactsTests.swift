import Foundation
import HTTPTypes
import HummingbirdTesting
import SystemCore
import SystemServer
import SystemStore
import Testing

/// Pacts through the API and the pages: made, answered day by day, renegotiated, ended, and shown on Today after the
/// standup and on the retrospective. The harness clock is Friday 20 November 2026, 10:00 in Berlin.
@Suite struct PactsTests {
    @Test func aPactIsMadeAnsweredRenegotiatedAndEndedThroughTheAPI() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given a weekday pact from Thursday
            let made = try await client.post(
                "/api/v1/pacts",
                json:
                    #"{"words":"Phone stays in the hall","kind":"price","every":"weekdays","from":"2026-11-19","stake":"€20","to":"Sam"}"#,
                key: "pact-1")
            #expect(made.status == .created)
            let pact = try made.jsonObject()
            let id = try #require(pact.string("id"))
            #expect(pact.string("start") == "2026-11-19")
            #expect(pact.string("stake") == "€20")
            #expect(pact.object("record").string("line") == "no day answered yet")

            // When today is kept and yesterday broken, with a note
            let kept = try await client.post("/api/v1/pacts/\(id)/days/2026-11-20", json: #"{"kept":true}"#, key: "k-1")
            #expect(kept.status == .created)
            #expect(try kept.jsonObject().object("check").bool("kept") == true)
            let broken = try await client.post(
                "/api/v1/pacts/\(id)/days/2026-11-19", json: #"{"kept":false,"note":"a call came"}"#, key: "k-2")
            #expect(broken.status == .created)

            // Then its record says so, in the list and alone
            let list = try await client.get("/api/v1/pacts").jsonObject()
            #expect(list.objects("pacts").map { $0.string("id") } == [id])
            let one = try await client.get("/api/v1/pacts/\(id)").jsonObject()
            #expect(one.object("record").string("line") == "kept 1 of 2 days")
            #expect(one.object("today").bool("kept") == true)

            // When it is renegotiated, Then the old version keeps its record
            let renegotiated = try await client.post(
                "/api/v1/pacts/\(id)/renegotiate", json: #"{"words":"Phone in the drawer","kind":"effort","stake":null,"to":null}"#)
            #expect(renegotiated.status == .ok)
            let versions = try renegotiated.jsonObject().objects("versions")
            #expect(versions.map { $0.string("words") } == ["Phone stays in the hall", "Phone in the drawer"])
            #expect(versions.first?.object("record").string("line") == "kept 1 of 2 days")

            // When it is ended, Then it holds no more
            let ended = try await client.post("/api/v1/pacts/\(id)/end", json: "{}")
            #expect(ended.status == .ok)
            #expect(try ended.jsonObject().string("endedOn") == "2026-11-20")
            #expect(try await client.post("/api/v1/pacts/\(id)/end", json: "{}").status == .conflict)
        }
    }

    @Test func aDayThePactDidNotHoldIsRefusedNamingTheDate() async throws {
        let harness = Harness()
        try await harness.test { client in
            let id = try #require(
                try await client.post("/api/v1/pacts", json: #"{"words":"No news before noon","every":"weekdays","from":"2026-11-13"}"#)
                    .jsonObject().string("id"))
            for (date, code) in [
                ("2026-11-14", "pact_day_not_applicable"),  // a Saturday
                ("2026-11-12", "pact_day_not_applicable"),  // before it began
                ("2026-11-23", "pact_day_not_applicable"),  // to come
            ] {
                let refused = try await client.post("/api/v1/pacts/\(id)/days/\(date)", json: #"{"kept":true}"#)
                #expect(refused.status == .unprocessableContent, "\(date)")
                #expect(try refused.apiError().field == "date", "\(date)")
                #expect(try refused.apiError().code == code, "\(date)")
            }
            // The same day again: a changed answer replaces the first in the record; the same answer changes nothing
            #expect(try await client.post("/api/v1/pacts/\(id)/days/2026-11-16", json: #"{"kept":true}"#).status == .created)
            let changed = try await client.post("/api/v1/pacts/\(id)/days/2026-11-16", json: #"{"kept":false,"note":"read it at 9"}"#)
            #expect(changed.status == .created)
            #expect(try changed.jsonObject().object("pact").object("record").string("line") == "kept 0 of 1 day")
            let twice = try await client.post("/api/v1/pacts/\(id)/days/2026-11-16", json: #"{"kept":false,"note":"read it at 9"}"#)
            #expect(twice.status == .conflict)
            #expect(try twice.apiError().field == "date")
            #expect(try twice.apiError().code == "pact_day_answered")
            // No answer, a bad kind, a price without its stake
            let noAnswer = try await client.post("/api/v1/pacts/\(id)/days/2026-11-17", json: #"{"note":"hm"}"#)
            #expect(try noAnswer.apiError().field == "kept")
            let kind = try await client.post("/api/v1/pacts", json: #"{"words":"x","kind":"vow"}"#)
            #expect(kind.status == .unprocessableContent)
            #expect(try kind.apiError().field == "kind")
            let price = try await client.post("/api/v1/pacts", json: #"{"words":"x","kind":"price"}"#)
            #expect(try price.apiError().field == "stake")
            // An unknown pact
            #expect(try await client.get("/api/v1/pacts/\(UUID().uuidString.lowercased())").status == .notFound)
        }
    }

    @Test func todayListsThePactsAfterTheStandupWithOneTapAnswers() async throws {
        let harness = Harness()
        try await harness.test { client in
            // A pact from yesterday, made on /pacts
            let made = try await client.post(
                "/pacts",
                form: [
                    ("idempotencyKey", "m1"), ("words", "Phone stays in the hall"), ("kind", "effort"), ("every", "day"),
                    ("from", "2026-11-19"),
                ])
            #expect(made.status == .seeOther)
            let state = try await harness.service.state(for: UserID("local"))
            let id = try #require(state.pacts.all.first?.id)

            // Today shows today's pact and yesterday's, unanswered, after the standup
            let today = try await client.get("/").text
            let pacts = try #require(today.range(of: #"id="pacts""#))
            if let standup = today.range(of: #"id="standup""#) { #expect(standup.lowerBound < pacts.lowerBound) }
            #expect(today.contains(#"action="/pacts/\#(id)/days/2026-11-20""#))
            #expect(today.contains(#"action="/pacts/\#(id)/days/2026-11-19""#))
            #expect(today.contains("Yesterday"))

            // One tap keeps today; broken with a note for yesterday
            let kept = try await client.post(
                "/pacts/\(id)/days/2026-11-20", form: [("idempotencyKey", "c1"), ("kept", "yes"), ("next", "/#pacts")])
            #expect(kept.status == .seeOther)
            let broken = try await client.post(
                "/pacts/\(id)/days/2026-11-19", form: [("idempotencyKey", "c2"), ("kept", "no"), ("note", "left it on the desk")])
            #expect(broken.status == .seeOther)
            let after = try await client.get("/").text
            #expect(after.contains("kept 1 of 2 days"))
            #expect(!after.contains(#"action="/pacts/\#(id)/days/2026-11-19""#))

            // /pacts shows the record; the retrospective the week's and the overall
            #expect(try await client.get("/pacts").text.contains("Kept 1 of 2 days"))
            let retro = try await client.get("/weeks/2026-11-16/retro").text
            #expect(retro.contains("This week: kept 1 of 2 days"))
            #expect(retro.contains("Overall: kept 1 of 2 days"))
        }
    }

    @Test func aRefusedFormKeepsWhatWasTyped() async throws {
        let harness = Harness()
        try await harness.test { client in
            // A price pact without its price
            let refused = try await client.post(
                "/pacts",
                form: [("idempotencyKey", "m1"), ("words", "No phone at dinner"), ("kind", "price"), ("every", "weekdays"), ("to", "Sam")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("A price pact has a price"))
            #expect(refused.text.contains(#"value="No phone at dinner""#))
            #expect(refused.text.contains(#"value="Sam""#))
            #expect(refused.text.contains(#"<option value="weekdays" selected>"#))

            // A renegotiation without words
            _ = try await client.post("/pacts", form: [("idempotencyKey", "m2"), ("words", "No phone at dinner")])
            let id = try #require(try await harness.service.state(for: UserID("local")).pacts.all.first?.id)
            let empty = try await client.post(
                "/pacts/\(id)/renegotiate", form: [("idempotencyKey", "r1"), ("words", " "), ("every", "intentions")])
            #expect(empty.status == .unprocessableContent)
            #expect(empty.text.contains("Say the pact in your words"))
            #expect(empty.text.contains("<details class=\"pact-renegotiate\" open>"))
            #expect(empty.text.contains(#"<option value="intentions" selected>"#))

            // A Saturday answer for a weekday pact from the day page: the problem, and the note typed
            _ = try await client.post(
                "/pacts", form: [("idempotencyKey", "m3"), ("words", "Inbox twice"), ("every", "weekdays"), ("from", "2026-11-13")])
            let weekday = try #require(try await harness.service.state(for: UserID("local")).pacts.all.last?.id)
            let saturday = try await client.post(
                "/pacts/\(weekday)/days/2026-11-14", form: [("idempotencyKey", "c1"), ("kept", "yes"), ("note", "kept anyway")])
            #expect(saturday.status == .unprocessableContent)
            #expect(saturday.text.contains("is a weekend day"))
        }
    }
}
