import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SystemCore
import SystemTestSupport
import Testing

@testable import SystemServer

/// The journal through the API: a day's review and notes written, read (Markdown and safe HTML), edited with the
/// earlier version kept, removed; templates added, made the default, refused by name; every refusal naming its field.
@Suite(.timeLimit(.minutes(15))) struct JournalAPITests {
    @Test func aDaysReviewAndNoteAreWrittenReadEditedAndRemoved() async throws {
        try await Harness.withSQLite { client in
            let empty = try await client.get("/api/v1/days/2026-11-20/journal").jsonObject()
            #expect(empty["review"] is NSNull)
            #expect((empty["consistency"] as? [String: Double])?["journal"] == 0)
            #expect((empty["template"] as? [String: Any])?["name"] as? String == "Evening review")

            let written = try await client.post(
                "/api/v1/days/2026-11-20/journal",
                json:
                    ###"{"text":"## Went well\n\n[site](https://example.com) and [bad](javascript:alert(1)) <img src=x onerror=alert(1)>","feeling":"happy","tags":["work","#Work"],"starred":true}"###,
                key: "w1")
            #expect(written.status == .created)
            let entry = try written.jsonObject()
            let id = try #require(entry["id"] as? String)
            #expect(entry["kind"] as? String == "review")
            #expect(entry["tags"] as? [String] == ["work"])
            let html = try #require(entry["html"] as? String)
            #expect(html.contains("<h2>Went well</h2>"))
            #expect(html.contains(#"rel="noopener nofollow""#))
            #expect(!html.contains("javascript:"))
            #expect(!html.contains("<img"))

            // The same request again (a retry) writes nothing twice; a second review is refused
            let retried = try await client.post(
                "/api/v1/days/2026-11-20/journal",
                json:
                    ###"{"text":"## Went well\n\n[site](https://example.com) and [bad](javascript:alert(1)) <img src=x onerror=alert(1)>","feeling":"happy","tags":["work","#Work"],"starred":true}"###,
                key: "w1")
            #expect(retried.status == .created)
            #expect(try retried.jsonObject()["id"] as? String == id)
            let second = try await client.post("/api/v1/days/2026-11-20/journal", json: #"{"text":"Again"}"#, key: "w2")
            #expect(second.status == .conflict)
            #expect(String(buffer: second.body).contains(#""field":"kind""#), "\(String(buffer: second.body))")
            let note = try await client.post("/api/v1/days/2026-11-20/journal", json: #"{"text":"A thought","kind":"note"}"#, key: "n1")
            #expect(note.status == .created)

            let edited = try await client.send(
                "/api/v1/journal/entries/\(id)", .put, headers: [.contentType: "application/json"], body: #"{"text":"Shorter now."}"#)
            #expect(edited.status == .ok)
            let now = try edited.jsonObject()
            #expect(now["edits"] as? Int == 1)
            #expect((now["earlierVersions"] as? [[String: Any]])?.first?["text"] as? String != nil)
            #expect(now["feeling"] is NSNull)

            let day = try await client.get("/api/v1/days/2026-11-20/journal").jsonObject()
            #expect((day["review"] as? [String: Any])?["text"] as? String == "Shorter now.")
            // A first day written: the journal's strength moves from 0 by one day's share (Loop's habit strength)
            let strength = try #require((day["consistency"] as? [String: Double])?["journal"])
            #expect(abs(strength - (1 - pow(0.5, 1.0 / 13))) < 1e-9)
            #expect((day["notes"] as? [[String: Any]])?.map { $0["text"] as? String } == ["A thought"])

            #expect(try await client.send("/api/v1/journal/entries/\(id)", .delete).status == .noContent)
            #expect(try await client.send("/api/v1/journal/entries/\(id)", .delete).status == .notFound)
        }
    }

    @Test(arguments: [
        (#"{}"#, "text"), (#"{"text":"  "}"#, "text"), (#"{"text":"x","kind":"essay"}"#, "kind"),
        (#"{"text":"x","feeling":"fine"}"#, "feeling"), (#"{"text":"x","tags":[3]}"#, "tags[0]"),
        (#"{"text":"x","templateId":"nope"}"#, "templateId"),
        (#"{"text":"x","templateId":"00000000-0000-4000-8000-000000000099"}"#, "templateId"),
    ])
    func aBadEntryIsRefusedNamingItsField(_ body: String, _ field: String) async throws {
        try await Harness.withSQLite { client in
            let response = try await client.post("/api/v1/days/2026-11-20/journal", json: body)
            #expect(response.status.code == 400 || response.status.code == 422)
            #expect(String(buffer: response.body).contains(#""field":"\#(field)""#), "\(String(buffer: response.body))")
        }
    }

    @Test func templatesAreAddedMadeTheDefaultAndRemoved() async throws {
        try await Harness.withSQLite { client in
            let listed = try await client.get("/api/v1/journal/templates").jsonObject()
            #expect(
                (listed["templates"] as? [[String: Any]])?.map { $0["name"] as? String } == [
                    "Evening review", "Standup", "Sprint demo", "Retrospective",
                ])

            let added = try await client.post(
                "/api/v1/journal/templates", json: #"{"name":"Morning pages","questions":["What is on my mind?"],"default":true}"#,
                key: "t1")
            #expect(added.status == .created)
            let templates = try #require(try added.jsonObject()["templates"] as? [[String: Any]])
            let own = try #require(templates.last)
            #expect(own["name"] as? String == "Morning pages" && own["default"] as? Bool == true && own["starter"] as? Bool == false)
            let day = try await client.get("/api/v1/days/2026-11-20/journal").jsonObject()
            #expect((day["template"] as? [String: Any])?["markdown"] as? String == "## What is on my mind?\n\n")

            let clash = try await client.post("/api/v1/journal/templates", json: #"{"name":"standup","questions":["Q"]}"#)
            #expect(clash.status == .unprocessableContent)
            #expect(String(buffer: clash.body).contains(#""field":"name""#))
            let starter = JournalTemplate.starters[0].id
            let keep = try await client.send("/api/v1/journal/templates/\(starter)", .delete)
            #expect(keep.status == .unprocessableContent)

            let id = try #require(own["id"] as? String)
            #expect(try await client.send("/api/v1/journal/templates/\(id)", .delete).status == .noContent)
            let after = try await client.get("/api/v1/days/2026-11-20/journal").jsonObject()
            #expect((after["template"] as? [String: Any])?["name"] as? String == "Evening review")
        }
    }
}

/// "On this day" through the API and on the day's card: a review written a year before shows on the day a year on.
@Suite(.timeLimit(.minutes(15))) struct OnThisDayServerTests {
    @Test func aReviewFromAYearBeforeShowsOnTheDay() async throws {
        try await Harness.withSQLite { client in
            let written = try await client.post(
                "/api/v1/days/2025-11-20/journal", json: ###"{"text":"## What went well?\n\nThe first snow."}"###, key: "y1")
            #expect(written.status == .created)
            let answer = try await client.get("/api/v1/days/2026-11-20/on-this-day").jsonObject()
            let moments = try #require(answer["moments"] as? [[String: Any]])
            #expect(moments.map { $0["label"] as? String } == ["A year ago"])
            #expect(moments.first?["date"] as? String == "2025-11-20")
            #expect(((moments.first?["entries"] as? [[String: Any]])?.first)?["text"] as? String == "## What went well?\n\nThe first snow.")

            let today = String(buffer: try await client.get("/").body)
            #expect(today.contains(#"id="on-this-day-title""#))
            #expect(today.contains(#"<a href="/days/2025-11-20"><strong>A year ago</strong>"#))
            #expect(today.contains("<p>The first snow.</p>"))
        }
    }

    /// A full day looked back to shows its first three intentions on Today and how many more, and all of them through
    /// the API.
    @Test func aDayOfIntentionsShowsItsFirstThreeAndHowManyMore() async throws {
        try await Harness.withSQLite { client in
            for hour in 9...13 {
                let recorded = try await client.post(
                    "/days/2026-11-13/intentions", form: [("text", "Write part \(hour - 8)"), ("from", "\(hour):00"), ("to", "\(hour):40")])
                #expect(recorded.status == .seeOther)
            }
            let answer = try await client.get("/api/v1/days/2026-11-20/on-this-day").jsonObject()
            let moments = try #require(answer["moments"] as? [[String: Any]])
            #expect(moments.map { $0["label"] as? String } == ["A week ago"])
            #expect((moments.first?["intentions"] as? [[String: Any]])?.count == 5)

            let today = String(buffer: try await client.get("/").body)
            #expect(today.contains("Write part 1, Write part 2, Write part 3 and 2 more"))
            #expect(!today.contains("Write part 4"))
        }
    }
}
