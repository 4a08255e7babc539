import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SystemCore
import SystemTestSupport
import Testing

@testable import SystemServer

/// The journal's search over HTTP: the API (in the OpenAPI document, which every answer is checked against) and the
/// page with its plain GET form, reached from the daily review; matches marked, the user's words escaped, a bad
/// filter refused naming its field.
@Suite(.timeLimit(.minutes(15))) struct JournalSearchHTTPTests {
    @Test func theAPIFindsEntriesAndIntentionsNewestFirstWithFilters() async throws {
        try await Harness.withSQLite { client in
            // Given a review with a tag and a feeling, a note of another day, and an intention about the same thing
            let review = try await client.post(
                "/api/v1/days/2026-11-20/journal", json: #"{"text":"Swam in the <b>cold</b> lake","feeling":"happy","tags":["sport"]}"#,
                key: "r1")
            #expect(review.status == .created)
            let note = try await client.post(
                "/api/v1/days/2026-11-18/journal", json: #"{"text":"The lake was frozen","kind":"note"}"#, key: "n1")
            #expect(note.status == .created)
            _ = try await client.startIntention("Plan the lake trip")

            // When searching
            let all = try await client.get("/api/v1/journal/search?q=lak").jsonObject()
            let results = try #require(all["results"] as? [[String: Any]])

            // Then the newest comes first, each with its day, kind, snippet and link
            #expect(results.count == 3)
            #expect(results.map { $0["date"] as? String } == ["2026-11-20", "2026-11-20", "2026-11-18"])
            #expect(Set(results.prefix(2).compactMap { $0["kind"] as? String }) == ["entry", "intention"])
            let swim = try #require(results.first { ($0["snippet"] as? String)?.contains("Swam") == true })
            #expect(swim["html"] as? String == "Swam in the &lt;b&gt;cold&lt;/b&gt; <mark>lake</mark>")
            #expect(swim["feeling"] as? String == "happy")
            #expect(swim["tags"] as? [String] == ["sport"])
            #expect((swim["link"] as? String)?.hasPrefix("/days/2026-11-20") == true)

            // And the filters keep their own
            let tagged = try await client.get("/api/v1/journal/search?q=lake&tag=Sport").jsonObject()["results"] as? [[String: Any]]
            #expect(tagged?.count == 1)
            let before = try await client.get("/api/v1/journal/search?q=lake&from=2026-11-01&to=2026-11-19").jsonObject()
            #expect((before["results"] as? [[String: Any]])?.map { $0["date"] as? String } == ["2026-11-18"])
            let happy = try await client.get("/api/v1/journal/search?q=lake&feeling=happy").jsonObject()["results"] as? [[String: Any]]
            #expect(happy?.count == 1)
            // Nothing to search for finds nothing; query syntax is only words
            #expect((try await client.get("/api/v1/journal/search?q=%22*%20-%20(").jsonObject()["results"] as? [Any])?.isEmpty == true)
            #expect((try await client.get("/api/v1/journal/search").jsonObject()["results"] as? [Any])?.isEmpty == true)
            #expect(
                (try await client.get("/api/v1/journal/search?q=(lake)%20%22frozen%22").jsonObject()["results"] as? [Any])?.count == 1)
        }
    }

    @Test(arguments: [
        ("feeling=glad", "feeling", 422), ("from=2026-02-30", "from", 422), ("to=soon", "to", 422),
        ("from=2026-11-20&to=2026-11-01", "from", 422), ("limit=0", "limit", 400), ("limit=many", "limit", 400),
    ])
    func aBadFilterIsRefusedNamingItsField(_ query: String, _ field: String, _ status: Int) async throws {
        try await Harness().test { client in
            let answer = try await client.get("/api/v1/journal/search?q=lake&\(query)")
            #expect(answer.status.code == status)
            #expect(try answer.apiError().field == field)
        }
    }

    @Test func thePageSearchesWithAPlainFormAndMarksMatchesSafely() async throws {
        try await Harness.withSQLite { client in
            // Given the daily review links to the search
            let today = String(buffer: try await client.get("/").body)
            #expect(today.contains(#"<a href="/journal/search">Search the journal</a>"#))
            _ = try await client.post(
                "/api/v1/days/2026-11-20/journal", json: #"{"text":"<script>alert(1)</script> garden party","tags":["friends"]}"#,
                key: "r1")

            // When the form is sent as a plain GET
            let empty = try await client.get("/journal/search")
            #expect(empty.status == .ok)
            let page = try await client.get("/journal/search?q=gard&tag=friends&feeling=&from=&to=")
            #expect(page.status == .ok)
            let html = String(buffer: page.body)

            // Then the match is shown marked, the words escaped, with a link to its day, and the form as it was filled in
            #expect(html.contains(#"<form method="get" action="/journal/search""#))
            #expect(html.contains(#"id="journal-results""#))
            #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; <mark>garden</mark> party"))
            #expect(!html.contains("<script>alert"))
            #expect(html.contains(#"href="/days/2026-11-20#entry-"#))
            #expect(html.contains(#"value="gard""#))
            #expect(html.contains("1 match, newest first."))
            #expect(html.contains("/assets/journal-search.js"))

            // And a bad filter comes back with the form and why, naming the field
            let refused = try await client.get("/journal/search?q=garden&from=someday")
            #expect(refused.status == .unprocessableContent)
            let refusal = String(buffer: refused.body)
            #expect(refusal.contains(#"data-field="from""#))
            #expect(refusal.contains("is not a date"))
            #expect(refusal.contains(#"value="someday""#))

            let none = String(buffer: try await client.get("/journal/search?q=zebra").body)
            #expect(none.contains("Nothing matches “zebra”."))
        }
    }
}
