import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import SystemCore
import SystemServer
import SystemStore
import Testing

/// Fixed instants and names shared by the server tests, so every day and time is deterministic.
enum Fixture {
    /// Friday 20 November 2026, 09:00 UTC = 10:00 in Berlin (+01:00).
    static let now = instant("2026-11-20T09:00:00Z")
    static let timeZone = "Europe/Berlin"

    static func instant(_ text: String) -> Date {
        guard let date = Readable.parseInstant(text) else { fatalError("bad instant in a test: \(text)") }
        return date
    }
}

/// A service over a store with a manual clock, and the app built on it.
struct Harness: Sendable {
    let clock: ManualClock
    let service: SystemService

    init(store: any Storage = MemoryEventStore(), at instant: Date = Fixture.now) {
        clock = ManualClock(instant)
        service = SystemService(storage: store, clock: clock, defaultTimeZone: Fixture.timeZone)
    }

    /// Runs `body` against the router, without sockets.
    func test(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let app = Application(router: try await buildRouter(service: service))
        try await app.test(.router, body)
    }
}

extension Harness {
    /// Runs `body` against an app over a fresh SQLite file with the modules' tables (the food database, each user's
    /// readings), removed afterwards.
    static func withSQLite(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("app-\(UUID().uuidString).sqlite").path
        let store = try await SQLiteEventStore.open(path: path)
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        do {
            try await StoreModules.standard.migrate(try await store.moduleDatabase())
            try await Harness(store: store).test(body)
            try await store.close()
        } catch {
            try? await store.close()
            throw error
        }
    }
}

/// The CSRF token the test "browser" holds in its cookie.
let testCSRFToken = "0123456789abcdef0123456789abcdef"

extension TestClientProtocol {
    /// Sends a request; no test ever expects a 500, and every API answer must be what the OpenAPI document says
    /// (see ``APIContract``).
    func send(
        _ uri: String, _ method: HTTPRequest.Method, headers: HTTPFields = [:], body: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> TestResponse {
        let response = try await execute(uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) })
        #expect(response.status.code < 500, "\(method) \(uri) answered \(response.status)", sourceLocation: sourceLocation)
        for problem in APIContract.problems(
            method: method, uri: uri, status: response.status.code,
            contentType: response.headers[.contentType], body: String(buffer: response.body))
        {
            Issue.record("\(problem)", sourceLocation: sourceLocation)
        }
        return response
    }

    func get(_ uri: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> TestResponse {
        try await send(uri, .get, sourceLocation: sourceLocation)
    }

    /// POSTs a JSON body (given as text, so malformed bodies can be sent too).
    func post(_ uri: String, json: String, key: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) async throws
        -> TestResponse
    {
        var headers: HTTPFields = [.contentType: "application/json"]
        if let key { headers[HTTPField.Name("Idempotency-Key")!] = key }
        return try await send(uri, .post, headers: headers, body: json, sourceLocation: sourceLocation)
    }

    /// POSTs an HTML form, fields in order (repeated names allowed), with the CSRF cookie and field a browser sends.
    func post(
        _ uri: String, form fields: [(String, String)], csrf: String? = testCSRFToken,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> TestResponse {
        var headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
        var fields = fields
        if let csrf {
            headers[.cookie] = "csrf=\(csrf)"
            if !fields.contains(where: { $0.0 == "csrf" }) { fields.append(("csrf", csrf)) }
        }
        return try await send(uri, .post, headers: headers, body: FormEncoding.encode(fields), sourceLocation: sourceLocation)
    }

    /// Starts an intention through the API and returns its JSON.
    func startIntention(
        _ text: String = "Write the report", minutes: Int = 25,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [String: Any] {
        let response = try await post(
            "/api/v1/intentions", json: JSONText.encode(StartBody(text: text, minutes: minutes)),
            sourceLocation: sourceLocation)
        #expect(response.status == .created, sourceLocation: sourceLocation)
        return try response.jsonObject()
    }
}

struct StartBody: Encodable {
    let text: String
    let minutes: Int
}

enum FormEncoding {
    static func encode(_ fields: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return fields.map { name, value in
            "\(name.addingPercentEncoding(withAllowedCharacters: allowed)!)=\(value.addingPercentEncoding(withAllowedCharacters: allowed)!)"
        }.joined(separator: "&")
    }
}

/// The API's error envelope, `{"error": {"code", "message", "field"?}}`.
struct ErrorEnvelope: Decodable {
    struct Body: Decodable {
        let code: String
        let message: String
        let field: String?
    }

    let error: Body
}

extension TestResponse {
    var text: String { String(buffer: body) }

    func jsonObject(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(value as? [String: Any], "not a JSON object: \(text)", sourceLocation: sourceLocation)
    }

    /// Decodes the error envelope, failing the test when the body does not have its shape.
    func apiError(sourceLocation: SourceLocation = #_sourceLocation) throws -> ErrorEnvelope.Body {
        #expect(headers[.contentType]?.hasPrefix("application/json") == true, sourceLocation: sourceLocation)
        return try JSONDecoder().decode(ErrorEnvelope.self, from: Data(text.utf8)).error
    }

    var location: String? { headers[.location] }
    var isHTML: Bool { headers[.contentType]?.hasPrefix("text/html") == true }
}

extension Dictionary where Key == String, Value == Any {
    func string(_ key: String) -> String? { self[key] as? String }
    func int(_ key: String) -> Int? { (self[key] as? NSNumber)?.intValue }
    func isNull(_ key: String) -> Bool { self[key] is NSNull }
    func objects(_ key: String) -> [[String: Any]] { self[key] as? [[String: Any]] ?? [] }
}
