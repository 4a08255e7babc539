import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SystemCore
import SystemStore
import Testing

@testable import SystemServer

/// Timeboxes through the API and the pages, and the calendar feed. The harness clock is Friday 20 November 2026,
/// 10:00 in Berlin.
@Suite struct TimeboxesTests {
    @Test func aDayIsPlannedStartedAndShownPlannedAgainstActualThroughTheAPI() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given 10:00–11:30 and 14:00–15:00 planned
            let planned = try await client.post(
                "/api/v1/days/2026-11-20/timeboxes", json: #"{"start":"10:00","end":"11:30","text":"Write the report"}"#, key: "tb-1")
            #expect(planned.status == .created)
            let box = try planned.jsonObject()
            let id = try #require(box.string("id"))
            #expect(box.string("start") == "2026-11-20T10:00:00+01:00")
            #expect(box.int("minutes") == 90)
            #expect(box.string("status") == "due")
            #expect(box.bool("canStart") == true)
            #expect(
                try await client.post("/api/v1/days/2026-11-20/timeboxes", json: #"{"start":"14:00","end":"15:00","text":"Walk"}"#).status
                    == .created)

            // When the first is started at 10:05
            harness.clock.advance(by: 300)
            let started = try await client.post("/api/v1/timeboxes/\(id)/start", json: "{}")
            #expect(started.status == .created)
            let intention = try #require(try started.jsonObject().string("intention"))
            let running = try await client.get("/api/v1/intentions/\(intention)").jsonObject()
            #expect(running.string("text") == "Write the report")
            #expect(running.int("plannedMinutes") == 85)

            // Then the day shows it on time beside its intention, and 2 h 30 of the 16-hour waking day planned
            let day = try await client.get("/api/v1/days/2026-11-20/timeboxes").jsonObject()
            #expect(day.int("plannedMinutes") == 150)
            #expect(day.int("wakingMinutes") == 960)
            #expect(day.int("plannedPercent") == 16)
            let rows = day.objects("timeboxes")
            #expect(rows.map { $0.string("text") } == ["Write the report", "Walk"])
            #expect(rows.first?.string("status") == "on_time")
            #expect(rows.first?.objects("intentions").map { $0.string("id") } == [intention])
            #expect(rows.last?.string("status") == "upcoming")

            // And a change and a removal
            let walk = try #require(rows.last?.string("id"))
            let changed = try await client.send(
                "/api/v1/timeboxes/\(walk)", .put, headers: [.contentType: "application/json"],
                body: #"{"start":"14:30","end":"15:00","text":"A walk"}"#)
            #expect(changed.status == .ok)
            #expect(try changed.jsonObject().int("minutes") == 30)
            #expect(try await client.send("/api/v1/timeboxes/\(walk)", .delete).status == .noContent)
            #expect(try await client.send("/api/v1/timeboxes/\(walk)", .delete).status == .notFound)
        }
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let name: String
        let body: String
        let field: String
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(name: "ends before it starts", body: #"{"start":"13:00","end":"12:00","text":"Walk"}"#, field: "end"),
        Refusal(name: "ten minutes", body: #"{"start":"13:00","end":"13:10","text":"Walk"}"#, field: "end"),
        Refusal(name: "three hours", body: #"{"start":"13:00","end":"16:00","text":"Walk"}"#, field: "end"),
        Refusal(name: "overlapping", body: #"{"start":"10:30","end":"11:30","text":"Walk"}"#, field: "start"),
        Refusal(name: "not a time", body: #"{"start":"noon","end":"13:00","text":"Walk"}"#, field: "start"),
        Refusal(name: "no words", body: #"{"start":"13:00","end":"14:00","text":" "}"#, field: "text"),
    ]

    @Test(arguments: refusals)
    func aTimeboxThatDoesNotFitIsRefusedNamingTheField(_ refusal: Refusal) async throws {
        let harness = Harness()
        try await harness.test { client in
            _ = try await client.post("/api/v1/days/2026-11-20/timeboxes", json: #"{"start":"10:00","end":"11:00","text":"Deep work"}"#)
            let refused = try await client.post("/api/v1/days/2026-11-20/timeboxes", json: refusal.body)
            #expect(refused.status == .unprocessableContent)
            #expect(try refused.apiError().field == refusal.field)
        }
    }

    @Test func theDayPagePlansATimeboxKeepsWhatWasTypedWhenRefusedAndStartsItInOneTap() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given Today, with nothing planned
            let today = try await client.get("/").text
            #expect(today.contains(#"id="timeboxes""#))
            #expect(today.contains("Nothing planned."))

            // When a timebox that ends before it starts is sent, Then the form comes back with the words and the problem
            let refused = try await client.post(
                "/days/2026-11-20/timeboxes",
                form: [("idempotencyKey", "k1"), ("start", "11:00"), ("end", "10:00"), ("text", "Write the report"), ("link", "")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains(#"value="Write the report""#))
            #expect(refused.text.contains("ends before it starts"))
            #expect(refused.text.contains(#"id="timebox-end-error""#))

            // When it is sent right, Then Today lists it with its Start button
            let planned = try await client.post(
                "/days/2026-11-20/timeboxes",
                form: [("idempotencyKey", "k2"), ("start", "10:00"), ("end", "11:00"), ("text", "Write the report"), ("link", "")])
            #expect(planned.status == .seeOther)
            #expect(planned.headers[.location] == "/?saved=timebox-planned#timeboxes")
            let page = try await client.get("/").text
            #expect(page.contains("10:00–11:00"))
            #expect(page.contains("1 h planned · 6 % of the waking day (16 h)"))
            #expect(page.contains("Start · 1 h"))

            // When Start is tapped, Then the focus screen runs its intention
            let id = try #require(
                try await client.get("/api/v1/days/2026-11-20/timeboxes").jsonObject().objects("timeboxes").first?.string("id"))
            let started = try await client.post("/timeboxes/\(id)/start", form: [("idempotencyKey", "k3")])
            #expect(started.status == .seeOther)
            #expect(started.headers[.location] == "/focus")
            #expect(try await client.get("/focus").text.contains("Write the report"))
            #expect(try await client.get("/").text.contains("started on time"))
        }
    }

    @Test func anotherDaysPageShowsItsPlanWithoutAStartButton() async throws {
        let harness = Harness()
        try await harness.test { client in
            _ = try await client.post("/api/v1/days/2026-11-21/timeboxes", json: #"{"start":"09:00","end":"10:00","text":"Market"}"#)
            let page = try await client.get("/days/2026-11-21").text
            #expect(page.contains("Market"))
            #expect(!page.contains("Start ·"))
        }
    }

    @Test func theCalendarFeedServesItsOwnersTimeboxesToItsTokenOnlyAndAResetEndsTheOldAddress() async throws {
        try await Harness.withSQLite { client in
            // Given a timebox with words that need escaping, and the feed's address made through the API
            _ = try await client.post(
                "/api/v1/days/2026-11-20/timeboxes", json: #"{"start":"10:00","end":"11:30","text":"Call Anna, then Ben; done"}"#)
            #expect(try await client.get("/api/v1/calendar").jsonObject().bool("active") == false)
            let made = try await client.post("/api/v1/calendar/reset", json: "{}")
            #expect(made.status == .created)
            let url = try #require(try made.jsonObject().string("url"))
            let path = try #require(url.range(of: "/calendar/").map { String(url[$0.lowerBound...]) })
            #expect(try await client.get("/api/v1/calendar").jsonObject().bool("active") == true)
            #expect(try await client.get("/api/v1/calendar").jsonObject().isNull("url"))

            // When a calendar app fetches it (no cookie)
            let feed = try await client.execute(uri: path, method: .get, headers: [:], body: nil)

            // Then it is iCalendar with the timebox in UTC, its text escaped, lines ending CRLF
            #expect(feed.status == .ok)
            #expect(feed.headers[.contentType] == "text/calendar; charset=utf-8")
            let text = String(buffer: feed.body)
            #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
            #expect(text.contains("DTSTART:20261120T090000Z\r\n"))
            #expect(text.contains("DTEND:20261120T103000Z\r\n"))
            #expect(text.contains(#"SUMMARY:Call Anna\, then Ben\; done"#))
            #expect(text.hasSuffix("END:VCALENDAR\r\n"))

            // And a wrong token finds nothing
            let wrong = try await client.execute(
                uri: "/calendar/\(String(repeating: "A", count: 43)).ics", method: .get, headers: [:], body: nil)
            #expect(wrong.status == .notFound)
            #expect(!String(buffer: wrong.body).contains("Call Anna"))

            // When the address is reset on the page, Then the old one stops working and the new one is shown once
            let page = try await client.post("/calendar/reset", form: [])
            #expect(page.status == .ok)
            #expect(page.text.contains("shown this once"))
            #expect(try await client.execute(uri: path, method: .get, headers: [:], body: nil).status == .notFound)
            let shown = try #require(page.text.range(of: #"/calendar/[A-Za-z0-9_-]{43}\.ics"#, options: .regularExpression))
            let again = try await client.execute(uri: String(page.text[shown]), method: .get, headers: [:], body: nil)
            #expect(again.status == .ok)
            #expect(!(try await client.get("/calendar").text.contains(String(page.text[shown]))))
        }
    }

    @Test func theFeedPathIsNarrow() {
        let token = String(repeating: "a", count: 43)
        #expect(AuthMiddleware.isOpen("/calendar/\(token).ics"))
        #expect(!AuthMiddleware.isOpen("/calendar/\(token).ics/x"))
        #expect(!AuthMiddleware.isOpen("/calendar/reset"))
        #expect(!AuthMiddleware.isOpen("/calendar"))
        #expect(!AuthMiddleware.isOpen("/calendar/\(token)a.ics"))
        #expect(!AuthMiddleware.isOpen("/calendar/\(String(repeating: "/", count: 43)).ics"))
    }
}
