import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SystemCore
import SystemTestSupport
import Testing

@testable import SystemServer

/// The workouts pages over HTTP: the lifts, a lift in progress, a set recorded from its form (by hand and with the
/// clip's recording) and its result page, a refusal that keeps what was typed, the history, and unknown ids.
@Suite(.timeLimit(.minutes(15))) struct WorkoutsPagesTests {
    @Test func aSetGoesFromItsFormToItsResultAndTheHistory() async throws {
        try await Harness.withSQLite { client in
            let list = String(buffer: try await client.get("/workouts").body)
            #expect(list.contains("Start Squat"))
            let squat = Lift.standard[0].id
            let now = String(buffer: try await client.get("/workouts/lift?lift=squat").body)
            #expect(now.contains(#"name="lift" value="\#(squat)""#))
            #expect(now.contains(#"id="lift-weight" name="weight" inputmode="decimal" autocomplete="off" value="20""#))

            let recorded = try await client.post(
                "/workouts/sets",
                form: [
                    ("lift", squat.description), ("weight", "60"), ("target", "5"), ("reps", ""), ("set", "1"),
                    ("stream", ClipFixture.threeReps), ("streamName", "set.txt"), ("idempotencyKey", "k1"),
                ])
            #expect(recorded.status == .seeOther)
            let location = try #require(recorded.headers[.location])
            #expect(location.hasPrefix("/workouts/sets/"))
            let page = String(buffer: try await client.get(location).body)
            #expect(page.contains("Squat: 60 kg × 3"))
            #expect(page.contains("3 reps, the bar slowed 33 %"))
            #expect(page.contains(#"<svg class="chart lift-chart""#))
            for line in ["raw", "height", "velocity", "acceleration", "pitch", "roll"] {
                #expect(page.contains(#"<polyline class="\#(line)""#), "the chart draws \(line)")
            }
            #expect(page.contains(#"data-rest-seconds="120""#))
            #expect(
                page.contains("/workouts/lift?lift=\(squat)&amp;weight=60&amp;target=5&amp;set=2")
                    || page.contains("/workouts/lift?lift=\(squat)&weight=60&target=5&set=2"))

            let history = String(buffer: try await client.get("/workouts/lifts/\(squat)").body)
            #expect(history.contains("1 × 3 at 60 kg"))
        }
    }

    @Test func aRefusedSetComesBackWithWhatWasTyped() async throws {
        try await Harness.withSQLite { client in
            let response = try await client.post(
                "/workouts/sets", form: [("lift", Lift.standard[0].id.description), ("weight", "heavy"), ("reps", "7"), ("set", "2")])
            #expect(response.status == .unprocessableContent)
            let page = String(buffer: response.body)
            #expect(page.contains("“heavy” is not a weight"))
            #expect(page.contains(#"value="heavy""#))
            #expect(page.contains(#"id="lift-reps" name="reps" inputmode="numeric" autocomplete="off" value="7""#))
            #expect(page.contains("Set 2"))
        }
    }

    /// "A lift of your own" on the Lifts tab: a new name is added and opened to lift; a name already there (in any
    /// case) opens that lift; no name comes back with why, the box checked as it was.
    @Test func aLiftOfYourOwnStartsFromTheLiftsTab() async throws {
        try await Harness.withSQLite { client in
            #expect(String(buffer: try await client.get("/workouts").body).contains(#"<form method="post" action="/workouts/lifts""#))
            let added = try await client.post("/workouts/lifts", form: [("name", "Curl"), ("idempotencyKey", "c1")])
            #expect(added.status == .seeOther)
            let location = try #require(added.headers[.location])
            #expect(location.hasPrefix("/workouts/lift?lift="))
            #expect(String(buffer: try await client.get(location).body).contains(#"<h1 class="lift-name">Curl</h1>"#))
            let again = try await client.post("/workouts/lifts", form: [("name", " curl "), ("idempotencyKey", "c2")])
            #expect(again.headers[.location] == location)
            #expect(String(buffer: try await client.get("/workouts").body).contains("Start Curl"))

            let refused = try await client.post("/workouts/lifts", form: [("name", "   "), ("lowerBody", "1"), ("idempotencyKey", "c3")])
            #expect(refused.status == .unprocessableContent)
            let page = String(buffer: refused.body)
            #expect(page.contains(#"id="own-lift-problem" role="alert">Give it a name.</p>"#))
            #expect(page.contains(#"name="lowerBody" value="1" checked"#))
        }
    }

    /// A set lifted with the clip and refused (a weight mistyped) comes back with its recording: it goes with the set
    /// when the weight is put right, and the set is not lifted again.
    @Test func aRefusedSetKeepsTheClipsRecording() async throws {
        try await Harness.withSQLite { client in
            let squat = Lift.standard[0].id.description
            let refused = try await client.post(
                "/workouts/sets",
                form: [
                    ("lift", squat), ("weight", "6o"), ("reps", ""), ("set", "1"), ("stream", ClipFixture.threeReps),
                    ("streamName", "The demo, live"),
                ])
            #expect(refused.status == .unprocessableContent)
            let page = String(buffer: refused.body)
            let lines = ClipFixture.threeReps.split(whereSeparator: \.isNewline).count
            #expect(page.contains("The demo, live: \(lines.formatted()) lines kept — they go with the set when you complete it."))
            #expect(page.contains(#"name="streamName" value="The demo, live""#))
            #expect(page.contains("<details class=\"clip-attach\" open>"))
            // The recording, as the browser will send it back (the one line break after the tag is the parser's)
            let kept = try #require(page.range(of: "data-clip-text>\n").map { page[$0.upperBound...] }?.prefix { $0 != "<" })
            #expect(kept.split(whereSeparator: \.isNewline) == ClipFixture.threeReps.split(whereSeparator: \.isNewline))

            let recorded = try await client.post(
                "/workouts/sets",
                form: [
                    ("lift", squat), ("weight", "60"), ("reps", ""), ("set", "1"), ("stream", String(kept)),
                    ("streamName", "The demo, live"),
                ])
            #expect(recorded.status == .seeOther)
            let set = String(buffer: try await client.get(try #require(recorded.headers[.location])).body)
            #expect(set.contains("Squat: 60 kg × 3"))
        }
    }

    @Test(arguments: ["/workouts/lift?lift=curl", "/workouts/sets/not-a-set", "/workouts/lifts/00000000-0000-0000-0000-000000000000"])
    func anUnknownLiftOrSetIsNotFound(_ path: String) async throws {
        try await Harness.withSQLite { client in
            let response = try await client.get(path)
            #expect(response.status == .notFound)
        }
    }

    @Test func theTrainingGoalIsChosenOnTheLiftsPage() async throws {
        try await Harness.withSQLite { client in
            #expect(String(buffer: try await client.get("/workouts").body).contains(#"<option value="strength" selected>"#))
            let saved = try await client.post("/workouts/goal", form: [("goal", "power"), ("idempotencyKey", "g1")])
            #expect(saved.headers[.location] == "/workouts?saved=goal-set")
            let page = String(buffer: try await client.get("/workouts").body)
            #expect(page.contains(#"<option value="power" selected>Power: end a set at 10 % slower</option>"#))
        }
    }
}
