import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SystemTestSupport
import Testing

@testable import SystemServer

/// Templates through the API: added, listed with today's session, moved on by the sets done, replaced, removed,
/// and every refusal naming its field.
@Suite(.timeLimit(.minutes(15))) struct LiftTemplatesAPITests {
    func json(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(String(buffer: response.body).utf8)) as? [String: Any])
    }

    static let dayA = #"""
        {"name":"Day A","restSeconds":150,"items":[
          {"lift":"squat","weightKg":100,"sets":2,"targetReps":5},{"lift":"bench","weightKg":60,"sets":1,"targetReps":8}]}
        """#

    @Test func aTemplateIsAddedFollowedThroughTheDayReplacedAndRemoved() async throws {
        try await Harness.withSQLite { client in
            let added = try await client.post("/api/v1/lift-templates", json: Self.dayA, key: "t1")
            #expect(added.status == .created)
            let template = try json(added)
            let id = try #require(template["id"] as? String)
            #expect(template["restSeconds"] as? Int == 150)
            #expect((template["items"] as? [[String: Any]])?.map { $0["liftName"] as? String } == ["Squat", "Bench press"])
            var today = try #require(template["today"] as? [String: Any])
            #expect(today["setsPlanned"] as? Int == 3)
            #expect((today["next"] as? [String: Any])?["weightKg"] as? Double == 100)

            // When both squat sets are done, the bench is next; when it is done, nothing is
            for (key, body) in [
                ("s1", #"{"lift":"squat","weightKg":100,"reps":5}"#), ("s2", #"{"lift":"squat","weightKg":100,"reps":5}"#),
            ] {
                #expect(try await client.post("/api/v1/lifts/sets", json: body, key: key).status == .created)
            }
            var listed = try #require(try json(try await client.get("/api/v1/lift-templates"))["templates"] as? [[String: Any]])
            today = try #require(listed.first?["today"] as? [String: Any])
            #expect(today["setsDone"] as? Int == 2)
            let next = try #require(today["next"] as? [String: Any])
            #expect(next["item"] as? Int == 1 && next["set"] as? Int == 1 && next["targetReps"] as? Int == 8)
            _ = try await client.post("/api/v1/lifts/sets", json: #"{"lift":"bench","weightKg":60,"reps":8}"#, key: "s3")
            listed = try #require(try json(try await client.get("/api/v1/lift-templates"))["templates"] as? [[String: Any]])
            #expect((listed.first?["today"] as? [String: Any])?["next"] is NSNull)

            // Replaced: the same id, the new lifts
            let replaced = try await client.send(
                "/api/v1/lift-templates/\(id)", .put, headers: [.contentType: "application/json"],
                body: #"{"name":"Day A+","items":[{"lift":"deadlift","weightKg":140,"sets":1,"targetReps":5}]}"#)
            #expect(replaced.status == .ok)
            #expect(try json(replaced)["name"] as? String == "Day A+")
            #expect(try json(replaced)["restSeconds"] as? Int == 120)
            #expect(try json(replaced)["id"] as? String == id)

            #expect(try await client.send("/api/v1/lift-templates/\(id)", .delete).status == .noContent)
            #expect(try await client.send("/api/v1/lift-templates/\(id)", .delete).status == .notFound)
            let gone = try await client.send(
                "/api/v1/lift-templates/\(id)", .put, headers: [.contentType: "application/json"], body: Self.dayA)
            #expect(gone.status == .notFound)
            listed = try #require(try json(try await client.get("/api/v1/lift-templates"))["templates"] as? [[String: Any]])
            #expect(listed.isEmpty)
        }
    }

    @Test(arguments: [
        (#"{"items":[{"lift":"squat","weightKg":100,"sets":3,"targetReps":5}]}"#, "name"),
        (#"{"name":"A"}"#, "items"), (#"{"name":"A","items":[]}"#, "items"),
        (#"{"name":"A","items":[{"lift":"curl","weightKg":20,"sets":3,"targetReps":5}]}"#, "items[0].lift"),
        (
            #"{"name":"A","items":[{"lift":"squat","weightKg":100,"sets":3,"targetReps":5},{"lift":"squat","weightKg":100,"sets":30,"targetReps":5}]}"#,
            "items[1].sets"
        ),
        (#"{"name":"A","items":[{"lift":"squat","sets":3,"targetReps":5}]}"#, "items[0].weightKg"),
        (#"{"name":"A","items":[{"lift":"squat","weightKg":-5,"sets":3,"targetReps":5}]}"#, "items[0].weightKg"),
        (#"{"name":"A","items":[{"lift":"squat","weightKg":100,"sets":3,"targetReps":"five"}]}"#, "items[0].targetReps"),
        (#"{"name":"A","items":["squat"]}"#, "items[0]"),
        (#"{"name":"A","restSeconds":3600,"items":[{"lift":"squat","weightKg":100,"sets":3,"targetReps":5}]}"#, "restSeconds"),
    ])
    func aTemplateThatCannotBeIsRefusedNamingTheField(_ body: String, _ field: String) async throws {
        try await Harness.withSQLite { client in
            let response = try await client.post("/api/v1/lift-templates", json: body)
            #expect([400, 422].contains(response.status.code))
            #expect(String(buffer: response.body).contains(#""field":"\#(field)""#), "\(String(buffer: response.body))")
            let listed = try #require(try json(try await client.get("/api/v1/lift-templates"))["templates"] as? [[String: Any]])
            #expect(listed.isEmpty)
        }
    }
}
