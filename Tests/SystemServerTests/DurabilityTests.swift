import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SystemCore
import SystemServer
import SystemStore
import Testing

/// What the API acknowledged is on disk: a restarted server (a new connection to the same file) sees it.
@Suite(.serialized) struct DurabilityTests {
    /// A fresh folder for one test's database, removed afterwards.
    static func withTemporaryDatabase(_ body: (String) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("system-durability-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await body(DataLocation.databasePath(in: directory.path))
    }

    @Test func anAcknowledgedStartSurvivesARestart() async throws {
        try await Self.withTemporaryDatabase { path in
            // Given a server over a SQLite file that acknowledged a start
            let first = try await SQLiteEventStore.open(path: path)
            let harness = Harness(store: first)
            let id = try await harness.testReturning { client in
                let response = try await client.post(
                    "/api/v1/intentions", json: #"{"text":"Survive a restart","minutes":50}"#, key: "durable-1")
                #expect(response.status == .created)
                return try response.jsonObject().string("id")
            }
            let acknowledged = try #require(id.flatMap(IntentionID.init))

            // When a second store opens the same file (as a restarted server would) before the first closes
            let second = try await SQLiteEventStore.open(path: path)
            let restarted = SystemService(storage: second, clock: harness.clock, defaultTimeZone: Fixture.timeZone)

            // Then the event and its projection are there
            let state = try await restarted.state(for: .local)
            let running = try #require(state.intentions.running)
            #expect(running.id == acknowledged)
            #expect(running.text == "Survive a restart")
            #expect(running.plannedMinutes == 50)
            #expect(running.startedAt == Fixture.now)
            #expect(try await second.version(of: .local) == 1)
            #expect(try await second.idempotencyRecord("durable-1", for: .local)?.status == 201)

            // And the restarted server answers with it too
            let current = try await Harness(service: restarted).testReturning { client in
                try await client.get("/api/v1/intentions/current").jsonObject().string("id")
            }
            #expect(current == acknowledged.description)

            try await first.close()
            try await second.close()
        }
    }

    @Test func aRetryAfterARestartIsStillAReplay() async throws {
        try await Self.withTemporaryDatabase { path in
            // Given a keyed start acknowledged before a restart
            let first = try await SQLiteEventStore.open(path: path)
            let body = #"{"text":"Once","minutes":25}"#
            let before = try await Harness(store: first).testReturning { client in
                try await client.post("/api/v1/intentions", json: body, key: "retry-1").text
            }
            try await first.close()

            // When the client retries against the restarted server
            let second = try await SQLiteEventStore.open(path: path)
            let after = try await Harness(store: second).testReturning { client in
                let response = try await client.post("/api/v1/intentions", json: body, key: "retry-1")
                #expect(response.headers[.init("Idempotent-Replayed")!] == "true")
                return response.text
            }

            // Then it gets the first answer and nothing new is written
            #expect(after == before)
            #expect(try await second.version(of: .local) == 1)
            try await second.close()
        }
    }
}

extension Harness {
    init(service: SystemService) {
        self.clock = ManualClock(Fixture.now)
        self.service = service
    }

    /// Like `test`, returning a value from the client's work.
    func testReturning<Value: Sendable>(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
        let app = Application(router: try await buildRouter(service: service))
        return try await app.test(.router, body)
    }
}
