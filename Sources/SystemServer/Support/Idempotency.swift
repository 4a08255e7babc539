import Foundation
import HTTPTypes
import Hummingbird
import SystemCore
import SystemStore

extension HTTPField.Name {
    static let idempotencyKey = HTTPField.Name("Idempotency-Key")!
    static let idempotentReplayed = HTTPField.Name("Idempotent-Replayed")!
}

/// Runs a POST so that repeating it with the same `Idempotency-Key` returns the first response and writes nothing.
///
/// Two layers make that hold: the events of the command get ids derived from the key (so the store turns a
/// retry into a no-op), and the first response is stored beside the events and returned to every retry.
struct Idempotency: Sendable {
    let storage: any Storage

    func run(
        _ request: Request, user: UserID, body: String,
        _ work: (_ key: String?) async throws -> APIReply
    ) async throws -> Response {
        guard let key = request.headers[.idempotencyKey] else {
            let reply = try await Self.reply(await work(nil))
            return Responses.json(reply.status, reply.body)
        }
        guard (1...200).contains(key.count), key.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else {
            throw APIError.badRequest("Idempotency-Key", "The Idempotency-Key header must be 1 to 200 visible ASCII characters.")
        }
        let fingerprint = EventID.derived(from: request.method.rawValue, request.uri.path, body).description
        if let record = try await storage.idempotencyRecord(key, for: user) {
            guard record.fingerprint == fingerprint else {
                throw APIError(
                    .unprocessableContent, code: "idempotency_key_reused",
                    message: "This Idempotency-Key was already used for a different request.", field: "Idempotency-Key")
            }
            return Responses.json(HTTPResponse.Status(code: record.status), record.body, headers: [.idempotentReplayed: "true"])
        }
        let reply = try await Self.reply(await work(key))
        if reply.status.code < 500 {
            try await storage.save(
                IdempotencyRecord(key: key, fingerprint: fingerprint, status: reply.status.code, body: reply.body), for: user)
        }
        return Responses.json(reply.status, reply.body)
    }

    /// Turns refusals into replies so they are remembered too; store failures still propagate (and are not stored).
    private static func reply(_ work: @autoclosure () async throws -> APIReply) async throws -> APIReply {
        do {
            return try await work()
        } catch let error as APIError {
            return APIReply(error)
        } catch let error as DomainError {
            return APIReply(APIError(error))
        }
    }
}
