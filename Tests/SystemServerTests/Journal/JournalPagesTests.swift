import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SystemCore
import SystemTestSupport
import Testing

@testable import SystemServer

/// The daily review on Today over HTTP: the form starts from the default template, the day's summary and another
/// template are added to what was typed (never instead of it), a review is saved and shown rendered, edited with its
/// earlier version kept, and a refused entry comes back as typed.
@Suite(.timeLimit(.minutes(15))) struct JournalPagesTests {
    static let evening = JournalTemplate.eveningReview

    @Test func aReviewIsWrittenFromTheTemplateSavedRenderedAndEditedKeepingTheEarlierVersion() async throws {
        try await Harness.withSQLite { client in
            let today = String(buffer: try await client.get("/").body)
            #expect(today.contains(#"id="review-title">Daily review"#))
            #expect(today.contains("## What went well?"))
            #expect(today.contains(#"<option value="\#(Self.evening.id)" selected>Evening review</option>"#))

            // Insert the day's summary: an intention of the day comes into the text, the typed words stay
            _ = try await client.startIntention("Write the essay")
            #expect(
                try await client.post("/api/v1/lifts/sets", json: #"{"lift":"squat","weightKg":60,"reps":5}"#, key: "s1").status == .created
            )
            let typed = "## What went well?\n\nThe essay <3"
            let summary = try await client.post(
                "/days/2026-11-20/journal",
                form: [("kind", "review"), ("templateId", Self.evening.id.description), ("text", typed), ("do", "summary")])
            #expect(summary.status == .ok)
            let drawn = String(buffer: summary.body)
            #expect(drawn.contains("The essay &lt;3"))
            #expect(drawn.contains("## The day"))
            #expect(drawn.contains("Write the essay"))
            #expect(drawn.contains("- Lifted Squat: 1 × 5 at 60 kg"), "the workouts module adds its part")

            // Another template after typing: its questions are added below, nothing is replaced
            let standup = JournalTemplate.starters[1]
            let switched = String(
                buffer: try await client.post(
                    "/days/2026-11-20/journal",
                    form: [
                        ("kind", "review"), ("templateId", standup.id.description), ("shownTemplateId", Self.evening.id.description),
                        ("text", typed), ("do", "template"),
                    ]
                ).body)
            #expect(switched.contains("The essay &lt;3"))
            #expect(switched.contains("## What did I do yesterday?"))

            let saved = try await client.post(
                "/days/2026-11-20/journal",
                form: [
                    ("kind", "review"), ("templateId", Self.evening.id.description), ("text", typed + "\n\n<script>alert(1)</script>"),
                    ("feeling", "happy"), ("tags", "writing, #Family"), ("do", "save"), ("idempotencyKey", "r1"),
                ])
            #expect(saved.status == .seeOther)
            #expect(saved.headers[.location] == "/?saved=journal-saved#review")
            let shown = String(buffer: try await client.get("/").body)
            #expect(shown.contains("<h2>What went well?</h2>"))
            #expect(!shown.contains("<script>alert(1)</script>"))
            #expect(shown.contains("🙂 happy"))
            #expect(shown.contains("<li>#writing</li>") && shown.contains("<li>#Family</li>"))
            #expect(!shown.contains("Save the review"))
            #expect(shown.contains(#"<svg class="journal-strength""#))
            #expect(shown.contains("Journal 5 %</span>") && shown.contains("Intention reviews 0 %</span>"))

            let state = try await client.get("/api/v1/days/2026-11-20/journal").jsonObject()
            let review = try #require(state["review"] as? [String: Any])
            let id = try #require(review["id"] as? String)
            let edited = try await client.post(
                "/journal/\(id)/edit", form: [("text", "Better: the essay is done."), ("feeling", "ecstatic"), ("idempotencyKey", "e1")])
            #expect(edited.status == .seeOther)
            let after = String(buffer: try await client.get("/").body)
            #expect(after.contains("Better: the essay is done."))
            #expect(after.contains("edited once"))
            #expect(after.contains("Earlier versions"))
            #expect(after.contains("The essay &lt;3"))
        }
    }

    @Test func aRefusedEntryComesBackAsTyped() async throws {
        try await Harness.withSQLite { client in
            let refused = try await client.post(
                "/days/2026-11-20/journal",
                form: [("kind", "note"), ("text", "Kept words"), ("tags", String(repeating: "x", count: 41)), ("do", "save")])
            #expect(refused.status == .unprocessableContent)
            let page = String(buffer: refused.body)
            #expect(page.contains("A tag has at most 40 characters"))
            #expect(page.contains(">Kept words</textarea>"))
            #expect(page.contains(#"<details class="journal-note" open>"#))

            let empty = try await client.post(
                "/days/2026-11-20/journal", form: [("kind", "review"), ("text", "  \n"), ("feeling", "sad"), ("do", "save")])
            #expect(empty.status == .unprocessableContent)
            let emptyPage = String(buffer: empty.body)
            #expect(emptyPage.contains("Write something first."))
            #expect(emptyPage.contains(#"value="sad" checked"#))

            // A review written meanwhile in another tab: this one's words come back in the note's form, with why
            _ = try await client.post("/api/v1/days/2026-11-20/journal", json: #"{"text":"From the other tab."}"#, key: "tab")
            let stranded = try await client.post(
                "/days/2026-11-20/journal", form: [("kind", "review"), ("text", "Words typed here"), ("do", "save")])
            #expect(stranded.status == .conflict)
            let strandedPage = String(buffer: stranded.body)
            #expect(strandedPage.contains(">Words typed here</textarea>"))
            #expect(strandedPage.contains(#"<details class="journal-note" open>"#))
            #expect(strandedPage.contains("has its review already: edit it, or write a note."))

            let tomorrow = try await client.post("/days/2026-11-21/journal", form: [("text", "Plans"), ("do", "save")])
            #expect(tomorrow.status == .unprocessableContent)
            #expect(String(buffer: tomorrow.body).contains("That day has not come yet."))
        }
    }
}
