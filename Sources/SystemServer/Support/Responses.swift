import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import SystemCore

/// Small builders for the responses every controller sends.
enum Responses {
    static func json(_ status: HTTPResponse.Status, _ body: String, headers: HTTPFields = [:]) -> Response {
        var fields = headers
        fields[.contentType] = "application/json; charset=utf-8"
        fields[.cacheControl] = "no-store"
        return Response(status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(string: body)))
    }

    static func html(_ status: HTTPResponse.Status = .ok, _ body: String) -> Response {
        Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: body)))
    }

    /// A redirect after a successful form post (303: the browser follows with GET).
    static func seeOther(_ location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location])
    }

    /// A path on this site to go back to, or nil for anything that could lead elsewhere or be read two ways
    /// (`//host`, `/\\host`, `https:`, spaces and control characters, which browsers strip).
    static func localPath(_ text: String) -> String? {
        guard text.hasPrefix("/"), !text.hasPrefix("//"), !text.hasPrefix("/\\"), text.count <= 2000,
            !text.unicodeScalars.contains(where: { $0.value < 0x21 || $0 == "\\" })
        else { return nil }
        return text
    }

    /// A local path with `saved=KEY` added to its query (before any fragment), for the confirmation it shows.
    static func path(_ path: String, saved key: String) -> String {
        let (address, fragment) = path.firstIndex(of: "#").map { (String(path[..<$0]), String(path[$0...])) } ?? (path, "")
        return address + (address.contains("?") ? "&" : "?") + "saved=\(key)" + fragment
    }
}

/// The JSON error envelope of the API: `{"error": {"code", "message", "field"}}`.
struct APIError: Error, Sendable {
    let status: HTTPResponse.Status
    let code: String
    let message: String
    let field: String?

    init(_ status: HTTPResponse.Status, code: String, message: String, field: String? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.field = field
    }

    init(_ error: DomainError) {
        self.init(error.httpStatus, code: error.code, message: error.message, field: error.field)
    }

    static func badRequest(_ field: String?, _ message: String, code: String = "bad_request") -> APIError {
        APIError(.badRequest, code: code, message: message, field: field)
    }

    var body: String {
        var error: [String: String] = ["code": code, "message": message]
        if let field { error["field"] = field }
        return JSONText.encode(["error": error])
    }

    var response: Response { Responses.json(status, body) }
}

/// Encodes values to compact JSON with sorted keys, so responses are stable.
public enum JSONText {
    public static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

extension Request {
    /// The body as text, refusing bodies over `limit` bytes.
    func bodyText(limit: Int = 1 << 20) async throws -> String {
        do {
            let buffer = try await body.collect(upTo: limit)
            return String(buffer: buffer)
        } catch {
            throw APIError(.contentTooLarge, code: "body_too_large", message: "The request body is larger than \(limit / 1024) KiB.")
        }
    }
}

extension APIError: HTTPResponseError {
    func response(from request: Request, context: some RequestContext) throws -> Response { response }
}

/// A JSON reply before it becomes a response, so an idempotent request can store it.
struct APIReply: Sendable {
    let status: HTTPResponse.Status
    let body: String

    init(_ status: HTTPResponse.Status, _ body: String) {
        self.status = status
        self.body = body
    }

    init(_ status: HTTPResponse.Status, json value: some Encodable) {
        self.init(status, JSONText.encode(value))
    }

    init(_ error: APIError) {
        self.init(error.status, error.body)
    }
}

extension DomainError {
    /// How a refusal is answered, by the API and by a page alike: 422, 409 or 404.
    var httpStatus: HTTPResponse.Status {
        switch kind {
        case .invalid: .unprocessableContent
        case .conflict: .conflict
        case .notFound: .notFound
        }
    }
}
