import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SystemCore
import SystemTestSupport
import Testing

@testable import SystemServer

/// Templates on the pages: made in the editor (a refusal keeps every row as typed and names the row), started from
/// the workouts page, and followed set by set — its rest, the next lift, and "Workout done" at the end.
@Suite(.timeLimit(.minutes(15))) struct LiftTemplatePagesTests {
    static let squat = Lift.standard[0].id, bench = Lift.standard[1].id

    /// The editor's form: a name, a rest, and rows of (lift, weight, sets, reps).
    static func form(_ name: String, rest: String, _ rows: [(String, String, String, String)], key: String) -> [(String, String)] {
        [("idempotencyKey", key), ("name", name), ("rest", rest)]
            + rows.flatMap { [("lift", $0.0), ("weight", $0.1), ("sets", $0.2), ("reps", $0.3)] }
    }

    static func unescaped(_ html: String) -> String { html.replacingOccurrences(of: "&amp;", with: "&") }

    @Test func aTemplateIsMadeStartedAndFollowedToTheEnd() async throws {
        try await Harness.withSQLite { client in
            let editor = String(buffer: try await client.get("/workouts/templates/new").body)
            #expect(editor.contains(#"<option value="\#(Self.squat)">Squat</option>"#))

            // When a template of squat 2 × 5 and bench 1 × 8 is saved, an empty row left out
            let saved = try await client.post(
                "/workouts/templates",
                form: Self.form(
                    "Day A", rest: "1:30",
                    [(Self.squat.description, "100", "2", "5"), ("", "", "", ""), (Self.bench.description, "60kg", "1", "8")], key: "t1"))
            #expect(saved.status == .seeOther)
            #expect(saved.headers[.location] == "/workouts?saved=template-saved")

            // Then the workouts page offers to start it, at its first lift
            var list = Self.unescaped(String(buffer: try await client.get("/workouts").body))
            #expect(list.contains("Day A"))
            #expect(list.contains("2 lifts · rest 1:30"))
            #expect(list.contains("Squat 2 × 5 at 100 kg"))
            let start = try #require(list.range(of: #"/workouts/lift?lift=\#(Self.squat)&weight=100&target=5&set=1&template="#))
            let templateID = String(list[start.upperBound...].prefix(36))
            #expect(list.contains("Start Day A"))

            // And the lift page says where in the template the set is
            let liftPage = String(
                buffer: try await client.get("/workouts/lift?lift=\(Self.squat)&weight=100&target=5&set=1&template=\(templateID)").body)
            #expect(liftPage.contains("Day A · set 1 of 2 · lift in progress"))
            #expect(liftPage.contains(#"name="template" value="\#(templateID)""#))

            // When each set is completed, the rest is the template's and the next step is the next set, then the bench
            func complete(_ lift: LiftID, _ weight: String, _ reps: String, set: Int, key: String) async throws -> String {
                let response = try await client.post(
                    "/workouts/sets",
                    form: [
                        ("lift", lift.description), ("weight", weight), ("target", "5"), ("reps", reps), ("set", "\(set)"),
                        ("template", templateID), ("idempotencyKey", key),
                    ])
                let location = try #require(response.headers[.location])
                #expect(location.hasSuffix("&template=\(templateID)"))
                return Self.unescaped(String(buffer: try await client.get(location).body))
            }
            var result = try await complete(Self.squat, "100", "5", set: 1, key: "s1")
            #expect(result.contains(#"data-rest-seconds="90""#))
            #expect(result.contains("Squat, set 2 of 2: 100 kg × 5"))
            #expect(result.contains(">Next set</a>"))
            result = try await complete(Self.squat, "100", "5", set: 2, key: "s2")
            #expect(result.contains("Bench press, set 1 of 1: 60 kg × 8"))
            #expect(result.contains(">Next: Bench press</a>"))
            #expect(result.contains("/workouts/lift?lift=\(Self.bench)&weight=60&target=8&set=1&template=\(templateID)"))
            list = Self.unescaped(String(buffer: try await client.get("/workouts").body))
            #expect(list.contains("Continue: Bench press, set 1"))
            #expect(list.contains("2 of 3 sets done today."))

            // Then the last set ends the workout: no rest, the way back
            result = try await complete(Self.bench, "60", "8", set: 1, key: "s3")
            #expect(result.contains("Workout done"))
            #expect(result.contains("Day A done: all 3 sets."))
            #expect(!result.contains("data-rest-seconds"))
            list = Self.unescaped(String(buffer: try await client.get("/workouts").body))
            #expect(list.contains("Done today: all 3 sets."))
            #expect(!list.contains("Start Day A"))
        }
    }

    @Test func aRefusedTemplateComesBackAsTypedWithTheRowNamed() async throws {
        try await Harness.withSQLite { client in
            let response = try await client.post(
                "/workouts/templates",
                form: Self.form(
                    "Day B", rest: "2:00",
                    [(Self.squat.description, "100", "3", "5"), ("", "", "", ""), (Self.bench.description, "60", "30", "8")],
                    key: "t2"))
            #expect(response.status == .unprocessableContent)
            let page = String(buffer: response.body)
            #expect(page.contains("Row 3: Sets go from 1 to 20."))
            #expect(page.contains(#"value="Day B""#))
            #expect(page.contains(#"name="sets" value="30""#))
            #expect(page.contains(#"<div class="template-row wrong""#))
            #expect(String(buffer: try await client.get("/workouts").body).contains("A template is a workout you repeat"))

            let rest = try await client.post(
                "/workouts/templates", form: Self.form("Day B", rest: "soon", [(Self.squat.description, "100", "3", "5")], key: "t3"))
            #expect(String(buffer: rest.body).contains("“soon” is not a rest"))
            let none = try await client.post("/workouts/templates", form: Self.form("Day B", rest: "2:00", [], key: "t4"))
            #expect(String(buffer: none.body).contains("A template needs at least one lift."))
        }
    }

    @Test func aTemplateIsEditedAndRemoved() async throws {
        try await Harness.withSQLite { client in
            _ = try await client.post(
                "/workouts/templates", form: Self.form("Day C", rest: "2:00", [(Self.squat.description, "100", "3", "5")], key: "t5"))
            let list = String(buffer: try await client.get("/workouts").body)
            let edit = try #require(list.range(of: #"/workouts/templates/[0-9a-f-]{36}"#, options: .regularExpression))
            let path = String(list[edit])
            let editor = String(buffer: try await client.get(path).body)
            #expect(editor.contains("Edit Day C"))
            #expect(editor.contains(#"<option value="\#(Self.squat)" selected>Squat</option>"#))

            let saved = try await client.post(
                path, form: Self.form("Day C", rest: "3m", [(Self.bench.description, "62.5", "5", "5")], key: "t6"))
            #expect(saved.status == .seeOther)
            let after = String(buffer: try await client.get("/workouts").body)
            #expect(after.contains("Bench press 5 × 5 at 62.5 kg") && after.contains("rest 3:00"))
            #expect(!after.contains("Squat 3 × 5"))

            #expect(try await client.post(path + "/remove", form: [("idempotencyKey", "r1")]).status == .seeOther)
            #expect(!String(buffer: try await client.get("/workouts").body).contains("Day C"))
            #expect(try await client.get(path).status == .notFound)
            // Saving to a removed or malformed template's address finds nothing, and adds nothing
            for address in [path, "/workouts/templates/not-an-id"] {
                let response = try await client.post(
                    address, form: Self.form("Day D", rest: "2:00", [(Self.squat.description, "100", "3", "5")], key: "t7\(address.count)"))
                #expect(response.status == .notFound)
            }
            #expect(!String(buffer: try await client.get("/workouts").body).contains("Day D"))
        }
    }
}
