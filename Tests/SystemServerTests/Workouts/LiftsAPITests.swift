import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SystemCore
import SystemTestSupport
import Testing

@testable import SystemServer

/// Lifting through the API: a set by hand and one with the clip's stream (kept with the history), the lifts with
/// their last session, a set removed, and every refusal naming its field.
@Suite(.timeLimit(.minutes(15))) struct LiftsAPITests {
    func json(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(String(buffer: response.body).utf8)) as? [String: Any])
    }

    @Test func setsByHandAndFromTheClipAreRecordedAndListed() async throws {
        try await Harness.withSQLite { client in
            let plain = try await client.post(
                "/api/v1/lifts/sets", json: #"{"lift":"squat","weightKg":100,"reps":5,"targetReps":5}"#, key: "a")
            #expect(plain.status == .created)
            let recorded = try json(plain)
            let set = try #require(recorded["set"] as? [String: Any])
            #expect(set["epleyKg"] as? Double == 116.7)
            #expect(set["brzyckiKg"] as? Double == 112.5)
            #expect(set["measured"] is NSNull)
            #expect(recorded["nextWeightKg"] as? Double == 105)
            #expect(recorded["analysis"] is NSNull)

            let body = try String(
                decoding: JSONSerialization.data(withJSONObject: ["lift": "bench", "weightKg": 60, "stream": ClipFixture.threeReps]),
                as: UTF8.self)
            let clipped = try json(try await client.post("/api/v1/lifts/sets", json: body, key: "b"))
            let clippedSet = try #require(clipped["set"] as? [String: Any])
            #expect(clippedSet["reps"] as? Int == 3)
            let measured = try #require(clippedSet["measured"] as? [String: Any])
            #expect((measured["repVelocities"] as? [Double])?.count == 3)
            #expect(measured["streamId"] as? String == clippedSet["id"] as? String)
            #expect(((clipped["analysis"] as? [String: Any])?["reps"] as? [Any])?.count == 3)

            let lifts = try #require(try json(try await client.get("/api/v1/lifts"))["lifts"] as? [[String: Any]])
            #expect(lifts.map { $0["name"] as? String } == ["Squat", "Bench press", "Deadlift", "Overhead press"])
            #expect((lifts[0]["lastSession"] as? [Any])?.count == 1)
            #expect(lifts[0]["bestEpleyKg"] as? Double == 116.7)
            #expect(lifts[2]["bestEpleyKg"] is NSNull)

            let id = try #require(set["id"] as? String)
            #expect(try await client.send("/api/v1/lifts/sets/\(id)", .delete).status == .noContent)
            #expect(try await client.send("/api/v1/lifts/sets/\(id)", .delete).status == .notFound)
        }
    }

    @Test(arguments: [
        (#"{"lift":"curl","weightKg":20,"reps":5}"#, "lift"), (#"{"lift":"squat","weightKg":2000,"reps":5}"#, "weightKg"),
        (#"{"lift":"squat","weightKg":100}"#, "reps"), (#"{"lift":"squat","weightKg":100,"reps":500}"#, "reps"),
        (#"{"lift":"squat","weightKg":100,"stream":"s:20","rate":0}"#, "rate"),
        (#"{"lift":"squat","weightKg":100,"reps":5,"goal":"speed"}"#, "goal"),
        (#"{"weightKg":100,"reps":5}"#, "lift"),
    ])
    func aSetThatCannotBeIsRefusedNamingTheField(_ body: String, _ field: String) async throws {
        try await Harness.withSQLite { client in
            let response = try await client.post("/api/v1/lifts/sets", json: body)
            #expect([400, 422].contains(response.status.code))
            #expect(String(buffer: response.body).contains(#""field":"\#(field)""#), "\(String(buffer: response.body))")
            let lifts = try #require(try json(try await client.get("/api/v1/lifts"))["lifts"] as? [[String: Any]])
            #expect(lifts.allSatisfy { ($0["lastSession"] as? [Any])?.isEmpty == true })
        }
    }

    @Test func aLiftOfTheUsersOwnIsAddedThenLiftedByName() async throws {
        try await Harness.withSQLite { client in
            let added = try await client.post("/api/v1/lifts", json: #"{"name":"Front squat","isLowerBody":true}"#, key: "l1")
            #expect(added.status == .created)
            let lift = try json(added)
            #expect(lift["name"] as? String == "Front squat")
            #expect(lift["isLowerBody"] as? Bool == true)
            #expect((lift["lastSession"] as? [Any])?.isEmpty == true)
            // The same request again (its Idempotency-Key) is the same lift, not a second
            #expect(
                try json(try await client.post("/api/v1/lifts", json: #"{"name":"Front squat","isLowerBody":true}"#, key: "l1"))["id"]
                    as? String == lift["id"] as? String)
            let set = try await client.post("/api/v1/lifts/sets", json: #"{"lift":"front squat","weightKg":60,"reps":5,"targetReps":5}"#)
            #expect(set.status == .created)
            #expect(try json(set)["nextWeightKg"] as? Double == 65)
            let lifts = try #require(try json(try await client.get("/api/v1/lifts"))["lifts"] as? [[String: Any]])
            #expect(lifts.map { $0["name"] as? String }.last == "Front squat")
        }
    }

    @Test(arguments: [
        #"{"name":""}"#, #"{"name":"  squat "}"#, #"{"isLowerBody":true}"#, #"{"name":"\#(String(repeating: "x", count: 81))"}"#,
    ])
    func aLiftThatCannotBeAddedIsRefusedNamingTheField(_ body: String) async throws {
        try await Harness.withSQLite { client in
            let response = try await client.post("/api/v1/lifts", json: body)
            #expect([400, 422].contains(response.status.code))
            #expect(String(buffer: response.body).contains(#""field":"name""#), "\(String(buffer: response.body))")
            #expect((try json(try await client.get("/api/v1/lifts"))["lifts"] as? [Any])?.count == 4)
        }
    }

    /// A lift's history over the API, as `system lift history` gives it: sessions newest first, each with its sets,
    /// volume and best set; the rest counted.
    @Test func aLiftsSessionsComeNewestFirst() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Three sessions, three days apart
            for weight in [100, 102.5, 105] {
                for reps in [5, 4] {
                    let body = #"{"lift":"squat","weightKg":\#(weight),"reps":\#(reps),"targetReps":5}"#
                    #expect(try await client.post("/api/v1/lifts/sets", json: body).status == .created)
                    harness.clock.advance(by: 60)
                }
                harness.clock.advance(by: 3 * 86_400)
            }
            let answer = try await client.get("/api/v1/lifts/squat/sessions?limit=2")
            #expect(answer.status == .ok)
            let history = try json(answer)
            #expect((history["lift"] as? [String: Any])?["name"] as? String == "Squat")
            #expect(history["velocityOneRepMax"] is NSNull)
            let sessions = try #require(history["sessions"] as? [[String: Any]])
            #expect(sessions.map { $0["day"] as? String } == ["2026-11-26", "2026-11-23"])
            #expect(sessions[0]["volumeKg"] as? Double == 945)
            #expect((sessions[0]["sets"] as? [Any])?.count == 2)
            #expect(sessions[0]["epleyKg"] as? Double == 122.5)
            #expect(history["earlierSessions"] as? Int == 1)

            // By name too, as typed in a URL
            #expect(try await client.get("/api/v1/lifts/Overhead%20press/sessions").status == .ok)
            #expect(try await client.get("/api/v1/lifts/curl/sessions").status == .notFound)
            let refused = try await client.get("/api/v1/lifts/squat/sessions?limit=0")
            #expect(refused.status == .unprocessableContent)
            #expect(String(buffer: refused.body).contains(#""field":"limit""#))
        }
    }

    @Test func theTrainingGoalIsSetAndTheAnalysisFollowsIt() async throws {
        try await Harness.withSQLite { client in
            #expect(try json(try await client.get("/api/v1/lifts"))["goal"] as? String == "strength")
            let set = try await client.send(
                "/api/v1/lifts/goal", .put, headers: [.contentType: "application/json"], body: #"{"goal":"hypertrophy"}"#)
            #expect(set.status == .ok)
            #expect(try json(set)["goal"] as? String == "hypertrophy")
            #expect(try json(try await client.get("/api/v1/lifts"))["goal"] as? String == "hypertrophy")
            let analysis = try await client.send(
                "/api/v1/lifts/analyze", .post, headers: [.contentType: "text/plain"], body: ClipFixture.threeReps)
            #expect(try json(analysis)["goal"] as? String == "hypertrophy")

            let wrong = try await client.send(
                "/api/v1/lifts/goal", .put, headers: [.contentType: "application/json"], body: #"{"goal":"speed"}"#)
            #expect(wrong.status == .unprocessableContent)
            #expect(String(buffer: wrong.body).contains(#""field":"goal""#))
        }
    }

    @Test func setsLoggedOneAfterAnotherKeepTheirOrder() async throws {
        try await Harness.withSQLite { client in
            for (index, reps) in [5, 4, 3, 2].enumerated() {
                let body = #"{"lift":"squat","weightKg":100,"reps":\#(reps)}"#
                #expect(try await client.post("/api/v1/lifts/sets", json: body, key: "o\(index)").status == .created)
            }
            let lifts = try #require(try json(try await client.get("/api/v1/lifts"))["lifts"] as? [[String: Any]])
            let session = try #require(lifts.first?["lastSession"] as? [[String: Any]])
            #expect(session.map { $0["reps"] as? Int } == [5, 4, 3, 2])
        }
    }
}
