import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// What every JSON API handler starts with, in one place: the signed-in user, the JSON body, the
/// `Idempotency-Key`, and the `{date}` in the path.
struct APIHandler: Sendable {
    let service: SystemService
    let idempotency: Idempotency

    /// A read: the signed-in user's state.
    func read(_ context: AppContext) async throws -> APIRead {
        let user = try context.user()
        return APIRead(user: user, state: try await service.state(for: user), now: service.clock.now(), context: context)
    }

    /// A JSON body read without an `Idempotency-Key`, for the one write that must never be replayed (a new
    /// access token).
    func body(_ request: Request) async throws -> JSONBody {
        try JSONBody(try await request.bodyText())
    }

    /// A write (POST, PUT): reads the body, then runs `work` under the request's `Idempotency-Key`, so a retry
    /// gets the first reply, refusals included (an unreadable body is one of them).
    func write(
        _ request: Request, _ context: AppContext,
        _ work: (APIWrite) async throws -> APIReply
    ) async throws -> Response {
        let user = try context.user()
        let text = try await request.bodyText()
        return try await idempotency.run(request, user: user, body: text) { key in
            try await work(APIWrite(user: user, key: key, body: try JSONBody(text), service: service, context: context))
        }
    }
}

/// A read's inputs.
struct APIRead {
    let user: UserID
    let state: UserState
    let now: Date
    let context: AppContext

    var today: CivilDate { state.today(now: now) }

    /// The day named by `{date}` in the path.
    func date() throws -> CivilDate { try PathInput.day(context) ?? today }
}

/// A write's inputs.
struct APIWrite {
    let user: UserID
    /// The request's `Idempotency-Key`, which the command's event ids derive from.
    let key: String?
    let body: JSONBody
    let service: SystemService
    let context: AppContext

    var now: Date { service.clock.now() }

    /// The user's state now.
    func state() async throws -> UserState { try await service.state(for: user) }

    /// The day named by `{date}` in the path (`today` is read from the user's settings only when asked for).
    func date() async throws -> CivilDate {
        if let date = try PathInput.day(context) { return date }
        return try await state().today(now: now)
    }

    /// Runs a command under the request's key; a refusal names its field as the request did (see
    /// ``SystemService/execute(_:for:idempotencyKey:naming:)``).
    func execute(_ command: UserCommand, naming fields: [String: String] = [:]) async throws -> SystemService.Outcome {
        try await service.execute(command, for: user, idempotencyKey: key, naming: fields)
    }
}
