import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SystemTestSupport
import Testing

@testable import SystemServer

/// `POST /api/v1/lift/analyses`: a recorded stream in the body, its reps and advice out, as the OpenAPI document
/// says; options out of range refused naming the field.
@Suite struct LiftAnalysisAPITests {
    func analyse(_ query: String, _ body: String, in client: any TestClientProtocol) async throws -> TestResponse {
        try await client.send("/api/v1/lift/analyses\(query)", .post, headers: [.contentType: "text/plain"], body: body)
    }

    @Test func aRecordedSetIsAnalysed() async throws {
        try await Harness().test { client in
            let response = try await analyse("?goal=hypertrophy", ClipFixture.threeReps, in: client)
            #expect(response.status == .ok)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(String(buffer: response.body).utf8)) as? [String: Any])
            let reps = try #require(object["reps"] as? [[String: Any]])
            #expect(reps.map { $0["number"] as? Int } == [1, 2, 3])
            #expect(reps.allSatisfy { abs(($0["rangeCm"] as? Double ?? 0) - 50) <= 2 })
            #expect((object["partialReps"] as? [[String: Any]])?.count == 1)
            #expect(object["slowestRep"] as? Int == 3)
            #expect(object["ignoredLines"] as? Int == 2)
            #expect(object["goal"] as? String == "hypertrophy")
            // The last rep a third slower than the first (0.8 s against 1.2 s for 50 cm): past even hypertrophy's 30 %
            #expect((object["advice"] as? [[String: Any]])?.contains { $0["kind"] as? String == "fatigue" } == true)
        }
    }

    @Test func anEmptyStreamHasNoReps() async throws {
        try await Harness().test { client in
            let response = try await analyse("", "", in: client)
            #expect(response.status == .ok)
            #expect(String(buffer: response.body).contains(#""reps":[]"#))
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
