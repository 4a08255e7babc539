import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SystemTestSupport
import Testing

@testable import SystemServer

/// `POST /api/v1/lifts/analyze`: a recorded stream in the body, its reps and advice out, as the OpenAPI document
/// says; options out of range refused naming the field.
@Suite struct LiftAnalysisAPITests {
    func analyse(_ query: String, _ body: String, in client: any TestClientProtocol) async throws -> TestResponse {
        try await client.send("/api/v1/lifts/analyze\(query)", .post, headers: [.contentType: "text/plain"], body: body)
    }

    @Test func aRecordedSetIsAnalysed() async throws {
        try await Harness().test { client in
            let response = try await analyse("?goal=hypertrophy", ClipFixture.threeReps, in: client)
            #expect(response.status == .ok)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(String(buffer: response.body).utf8)) as? [String: Any])
            let reps = try #require(object["reps"] as? [[String: Any]])
            #expect(reps.map { $0["number"] as? Int } == [1, 2, 3])
            #expect(object["repCount"] as? Int == 3)
            #expect(reps.allSatisfy { abs(($0["romCm"] as? Double ?? 0) - 50) <= 2 })
            // Each rep's figures under the names the clip's users know, in the units the names say
            for key in [
                "meanConcentricVelocity", "peakVelocity", "peakVelocityAtPercent", "timeToPeakS", "peakAcceleration", "durationS",
                "maxAbsPitchDeg", "maxAbsRollDeg",
            ] {
                #expect(reps.allSatisfy { $0[key] is Double }, "\(key)")
            }
            #expect(abs((reps[0]["meanConcentricVelocity"] as? Double ?? 0) - 0.62) <= 0.05)
            #expect((object["partialReps"] as? [[String: Any]])?.count == 1)
            #expect(object["slowestRep"] as? Int == 3)
            #expect(object["ignoredLines"] as? Int == 2)
            #expect(object["goal"] as? String == "hypertrophy")
            // The last rep a third slower than the first (0.8 s against 1.2 s for 50 cm): past even hypertrophy's 30 %
            let fatigue = try #require((object["advice"] as? [[String: Any]])?.first { $0["kind"] as? String == "fatigue" })
            #expect(fatigue["rep"] is NSNull || fatigue["rep"] is Int)
        }
    }

    @Test func anEmptyStreamHasNoReps() async throws {
        try await Harness().test { client in
            let response = try await analyse("", "", in: client)
            #expect(response.status == .ok)
            #expect(String(buffer: response.body).contains(#""reps":[]"#))
            #expect(String(buffer: response.body).contains(#""repCount":0"#))
        }
    }

    @Test(arguments: [
        ("?rate=0", "rate"), ("?rate=abc", "rate"), ("?minRange=500", "minRange"), ("?goal=speed", "goal"),
    ])
    func anOptionOutOfRangeIsRefusedNamingIt(_ query: String, _ field: String) async throws {
        try await Harness().test { client in
            let response = try await analyse(query, ClipFixture.threeReps, in: client)
            #expect(response.status == .unprocessableContent)
            #expect(String(buffer: response.body).contains(#""field":"\#(field)""#))
        }
    }
}
