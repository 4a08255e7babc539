import Foundation
import HTTPTypes
import HummingbirdTesting
import SystemCore
import SystemServer
import SystemStore
import Testing

/// `Idempotency-Key`: a retried POST returns the first response and records nothing new.
@Suite struct IdempotencyTests {
    static let replayed = HTTPField.Name("Idempotent-Replayed")!
    static let body = #"{"text":"Write the report","minutes":25}"#

    @Test func repeatingAStartReturnsTheSameResponseAndCreatesOneIntention() async throws {
        try await Harness().test { client in
            // When the same request is sent twice
            let first = try await client.post("/api/v1/intentions", json: Self.body, key: "start-1")
            let second = try await client.post("/api/v1/intentions", json: Self.body, key: "start-1")

            // Then both succeed with one body, the second marked as a replay
            #expect(first.status == .created)
            #expect(second.status == .created)
            #expect(first.text == second.text)
            #expect(first.headers[Self.replayed] == nil)
            #expect(second.headers[Self.replayed] == "true")

            // And one intention exists
            let day = try await client.get("/api/v1/days/2026-11-20/intentions").jsonObject()
            #expect(day.objects("intentions").count == 1)
        }
    }

    @Test func reusingAKeyForADifferentRequestIs422() async throws {
        try await Harness().test { client in
            // Given
            _ = try await client.post("/api/v1/intentions", json: Self.body, key: "start-2")

            // When the key comes back with another body
            let response = try await client.post("/api/v1/intentions", json: #"{"text":"Something else","minutes":25}"#, key: "start-2")

            // Then
            #expect(response.status == .unprocessableContent)
            #expect(try response.apiError().code == "idempotency_key_reused")

            // And the same key on another path is also a different request
            let labels = try await client.post("/api/v1/labels", json: Self.body, key: "start-2")
            #expect(try labels.apiError().code == "idempotency_key_reused")
        }
    }

    @Test func aRefusalIsRememberedAndReplayed() async throws {
        try await Harness().test { client in
            // Given an intention already runs, so the keyed start is refused
            let running = try #require(try await client.startIntention("First").string("id"))
            let refused = try await client.post("/api/v1/intentions", json: Self.body, key: "start-3")
            #expect(refused.status == .conflict)
            #expect(try refused.apiError().code == "intention_running")

            // When the first ends and the keyed request is retried
            _ = try await client.post("/api/v1/intentions/\(running)/end", json: "")
            let retried = try await client.post("/api/v1/intentions", json: Self.body, key: "start-3")

            // Then the retry gets the first answer, and nothing started
            #expect(retried.status == .conflict)
            #expect(retried.text == refused.text)
            #expect(retried.headers[Self.replayed] == "true")
            #expect(try await client.get("/api/v1/intentions/current").status == .notFound)
        }
    }

    @Test func aKeyOnEndReplaysTheFirstEnd() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given
            let id = try #require(try await client.startIntention().string("id"))
            harness.clock.advance(by: 20 * 60)

            // When the end is sent twice, the second time later
            let first = try await client.post("/api/v1/intentions/\(id)/end", json: "", key: "end-1")
            harness.clock.advance(by: 10 * 60)
            let second = try await client.post("/api/v1/intentions/\(id)/end", json: "", key: "end-1")

            // Then both answer with the first end
            #expect(first.status == .ok)
            #expect(second.status == .ok)
            #expect(second.text == first.text)
            #expect(second.headers[Self.replayed] == "true")
            #expect(try first.jsonObject().int("actualMinutes") == 20)

            // While an end without the key is refused
            let unkeyed = try await client.post("/api/v1/intentions/\(id)/end", json: "")
            #expect(unkeyed.status == .conflict)
        }
    }

    @Test(arguments: [String(repeating: "k", count: 201), "has space"])
    func anInvalidKeyIs400(key: String) async throws {
        try await Harness().test { client in
            let response = try await client.send(
                "/api/v1/intentions", .post,
                headers: [.contentType: "application/json", HTTPField.Name("Idempotency-Key")!: key], body: Self.body)

            #expect(response.status == .badRequest)
            #expect(try response.apiError().field == "Idempotency-Key")
            #expect(try await client.get("/api/v1/intentions/current").status == .notFound)
        }
    }

    @Test func aKeyOf200CharactersIsAccepted() async throws {
        try await Harness().test { client in
            let response = try await client.post("/api/v1/intentions", json: Self.body, key: String(repeating: "k", count: 200))
            #expect(response.status == .created)
        }
    }
}
