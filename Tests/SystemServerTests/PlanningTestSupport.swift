import Foundation
import HTTPTypes
import HummingbirdTesting
import SystemCore
import SystemServer
import SystemStore
import Testing

// Helpers for the tests of the planning API: areas, goals, to-dos and the week, created through the API itself.

extension Harness {
    /// The version of the local user's stream: unchanged means nothing was written.
    func version() async throws -> Int64 {
        try await service.storage.version(of: .local)
    }
}

extension TestClientProtocol {
    /// PUTs a JSON body.
    func put(_ uri: String, json: String, key: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) async throws
        -> TestResponse
    {
        var headers: HTTPFields = [.contentType: "application/json"]
        if let key { headers[HTTPField.Name("Idempotency-Key")!] = key }
        return try await send(uri, .put, headers: headers, body: json, sourceLocation: sourceLocation)
    }

    /// Creates an area and returns its id.
    func createArea(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let response = try await post("/api/v1/areas", json: JSONText.encode(["name": name]), sourceLocation: sourceLocation)
        #expect(response.status == .created, "\(response.text)", sourceLocation: sourceLocation)
        return try #require(try response.jsonObject().string("id"), sourceLocation: sourceLocation)
    }

    /// Adds a goal to the week of `week` and returns its id.
    func addGoal(
        _ title: String, area: String, estimate: String = "2h", week: String = "2026-11-20",
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        let response = try await post(
            "/api/v1/weeks/\(week)/goals",
            json: JSONText.encode(["title": title, "area": area, "estimate": estimate]),
            sourceLocation: sourceLocation)
        #expect(response.status == .created, "\(response.text)", sourceLocation: sourceLocation)
        return try #require(try response.jsonObject().string("id"), sourceLocation: sourceLocation)
    }

    /// Adds a to-do linked to a goal (by id) or an area (by id or name) and returns its id.
    func addTodo(
        _ text: String, on date: String = "2026-11-20", goal: String? = nil, area: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        var body = ["text": text]
        body["goal"] = goal
        body["area"] = area
        let response = try await post("/api/v1/days/\(date)/todos", json: JSONText.encode(body), sourceLocation: sourceLocation)
        #expect(response.status == .created, "\(response.text)", sourceLocation: sourceLocation)
        return try #require(try response.jsonObject().string("id"), sourceLocation: sourceLocation)
    }

    /// Reads a week.
    func week(_ date: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> [String: Any] {
        let response = try await get("/api/v1/weeks/\(date)", sourceLocation: sourceLocation)
        #expect(response.status == .ok, sourceLocation: sourceLocation)
        return try response.jsonObject(sourceLocation: sourceLocation)
    }
}

extension Dictionary where Key == String, Value == Any {
    func object(_ key: String) -> [String: Any] { self[key] as? [String: Any] ?? [:] }
    func strings(_ key: String) -> [String] { self[key] as? [String] ?? [] }
    func bool(_ key: String) -> Bool? { self[key] as? Bool }

    /// Every goal of a week, area by area.
    var goals: [[String: Any]] { objects("areas").flatMap { $0.objects("goals") } }
}
