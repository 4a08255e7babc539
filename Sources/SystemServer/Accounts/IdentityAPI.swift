import Foundation
import HTTPTypes
import Hummingbird
import SystemCore
import SystemStore

/// `/api/v1/me`, `/api/v1/tokens` and `/api/v1/sessions`: who the API is talking to, and how they sign in.
///
/// In local mode there is no account: `me` says so, and tokens and sessions are 404.
struct IdentityAPI: Sendable {
    let api: APIHandler
    let mode: ServerMode
    var service: SystemService { api.service }

    func addRoutes(to group: RouterGroup<AppContext>) {
        group.get("me", use: me)
        group.get("tokens", use: tokens)
        group.post("tokens", use: createToken)
        group.delete("tokens/{id}", use: revokeToken)
        group.get("sessions", use: sessions)
    }

    struct MeJSON: Encodable {
        let id: String
        /// The account's name; null in local mode.
        @Nullable var name: String?
        let mode: String
        @Nullable var createdAt: String?
        /// How this request proved who it is: "local", "session" or "token".
        let via: String
    }

    @Sendable func me(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        let user = read.user, state = read.state
        let account = context.identity?.account
        let via =
            switch context.identity?.proof {
            case .session: "session"
            case .accessToken: "token"
            default: "local"
            }
        return Responses.json(
            .ok,
            JSONText.encode(
                MeJSON(
                    id: user.rawValue, name: account?.name, mode: account == nil ? "local" : "hosted",
                    createdAt: account.map { state.calendar.iso8601($0.createdAt) }, via: via)))
    }

    struct TokenJSON: Encodable {
        let id: String
        let name: String
        let createdAt: String
        @Nullable var lastUsedAt: String?
        @Nullable var revokedAt: String?
        /// The token itself: only in the answer to its creation, never again.
        let token: String?

        init(_ record: AccessTokenRecord, calendar: DayCalendar, token: String? = nil) {
            id = record.id
            name = record.name
            createdAt = calendar.iso8601(record.createdAt)
            lastUsedAt = record.lastUsedAt.map { calendar.iso8601($0) }
            revokedAt = record.revokedAt.map { calendar.iso8601($0) }
            self.token = token
        }
    }

    @Sendable func tokens(_ request: Request, context: AppContext) async throws -> Response {
        let (accounts, account) = try signedIn(context)
        let calendar = try await service.state(for: account.id).calendar
        let records = try await accounts.accessTokens(of: account.id)
        return Responses.json(.ok, JSONText.encode(["tokens": records.map { TokenJSON($0, calendar: calendar) }]))
    }

    /// Creates a token and answers it once. Not idempotent on purpose: a stored answer would keep the token.
    @Sendable func createToken(_ request: Request, context: AppContext) async throws -> Response {
        let (accounts, account) = try signedIn(context)
        let body = try await api.body(request)
        let name = (try body.string("name", required: true) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...60).contains(name.count) else {
            throw APIError(
                .unprocessableContent, code: "invalid_field", message: "A token's name is 1 to 60 characters, such as “Phone shortcut”.",
                field: "name")
        }
        do {
            let (record, token) = try await accounts.createAccessToken(for: account.id, name: name)
            let calendar = try await service.state(for: account.id).calendar
            return Responses.json(.created, JSONText.encode(TokenJSON(record, calendar: calendar, token: token)))
        } catch let error as AccountError {
            throw error.apiError
        }
    }

    @Sendable func revokeToken(_ request: Request, context: AppContext) async throws -> Response {
        let (accounts, account) = try signedIn(context)
        guard try await accounts.revokeAccessToken(id: context.parameters.get("id") ?? "", of: account.id) else {
            throw APIError(.notFound, code: "token_not_found", message: "You have no such token, or it is revoked already.", field: "id")
        }
        return Response(status: .noContent, headers: [.cacheControl: "no-store"])
    }

    struct SessionJSON: Encodable {
        let id: String
        let userAgent: String
        let address: String
        let createdAt: String
        let lastSeenAt: String
        /// True for the session this request came with.
        let current: Bool
    }

    @Sendable func sessions(_ request: Request, context: AppContext) async throws -> Response {
        let (accounts, account) = try signedIn(context)
        let calendar = try await service.state(for: account.id).calendar
        let current = context.identity?.session?.id
        let records = try await accounts.sessions(of: account.id)
        return Responses.json(
            .ok,
            JSONText.encode([
                "sessions": records.map {
                    SessionJSON(
                        id: $0.id, userAgent: $0.userAgent, address: $0.address, createdAt: calendar.iso8601($0.createdAt),
                        lastSeenAt: calendar.iso8601($0.lastSeenAt), current: $0.id == current)
                }
            ]))
    }

    /// The account service and the signed-in account; 404 in local mode.
    private func signedIn(_ context: AppContext) throws -> (AccountService, Account) {
        guard let hosting = mode.hosting, let account = context.identity?.account else {
            throw APIError(
                .notFound, code: "local_mode", message: "This server runs in local mode: there are no accounts, sessions or tokens.")
        }
        return (hosting.accounts, account)
    }
}
