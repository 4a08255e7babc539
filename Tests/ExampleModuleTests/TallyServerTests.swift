import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import SystemCore
import SystemStore
import Testing

@testable import SystemServer

/// The example module in the running app: its API, its part of Today and of the OpenAPI document, beside the app's.
@Suite struct TallyServerTests {
    let morning = Date(timeIntervalSince1970: 1_795_600_800)  // 2026-11-25T09:20:00Z

    func app() async throws -> some ApplicationProtocol {
        let service = SystemService(
            storage: MemoryEventStore(), clock: FixedClock(morning), defaultTimeZone: "UTC",
            modules: .withTally)
        return Application(
            router: try await buildRouter(
                service: service, mode: .local, modules: .withTally,
                logger: Logger(label: "test")))
    }

    @Test func itsAPICountsAndReadsBack() async throws {
        try await app().test(.router) { client in
            // When two glasses are counted
            let posted = try await client.execute(
                uri: "/api/v1/tally", method: .post,
                headers: [.contentType: "application/json"], body: ByteBuffer(string: #"{"glasses":2}"#))

            // Then they are today's, and read back
            #expect(posted.status == .created)
            #expect(String(buffer: posted.body) == #"{"dailyGoal":8,"date":"2026-11-25","glasses":2}"#)
            let today = try await client.execute(uri: "/api/v1/tally/today", method: .get)
            #expect(String(buffer: today.body) == #"{"dailyGoal":8,"date":"2026-11-25","glasses":2}"#)

            // And a refusal names the field, as every module's does
            let refused = try await client.execute(
                uri: "/api/v1/tally", method: .post,
                headers: [.contentType: "application/json"], body: ByteBuffer(string: #"{"glasses":50}"#))
            #expect(refused.status == .unprocessableContent)
            #expect(String(buffer: refused.body).contains(#""field":"glasses""#))
        }
    }

    @Test func itsPartOfTodayAndOfTheDocumentAreThere() async throws {
        try await app().test(.router) { client in
            // When Today and the API document are read
            let today = String(buffer: try await client.execute(uri: "/", method: .get).body)
            let document = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(String(buffer: try await client.execute(uri: "/api/openapi.json", method: .get).body).utf8))
                    as? [String: Any])

            // Then Today draws the module among the app's, and the document has its paths beside the app's
            #expect(today.contains(#"<section class="card" id="tally"><h2>Water</h2><p>0 of 8 glasses</p></section>"#))
            #expect(today.contains("id=\"todos\"") || today.contains("Set an intention"))
            let paths = try #require(document["paths"] as? [String: Any])
            #expect(paths["/api/v1/tally"] != nil && paths["/api/v1/tally/today"] != nil && paths["/api/v1/intentions"] != nil)
        }
    }
}
