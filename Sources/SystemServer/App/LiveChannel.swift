import Foundation
import HTTPTypes
import HummingbirdWebSocket
import Logging
import SystemCore
import SystemStore

/// A module's live channel: a WebSocket at `path` that a page of the app opens, for one signed-in user. The server
/// upgrades a request to it only from a page of its own origin (a WebSocket is not bound by the same-origin rule,
/// so another site's page could otherwise open one with the user's cookie), and only for the session's user.
struct LiveChannel: Sendable {
    /// Who the connection is for, and what its URL asked.
    struct Connection: Sendable {
        let user: UserID
        let query: [String: String]
        let service: SystemService
        let logger: Logger
    }

    let path: String
    let handle: @Sendable (WebSocketInboundStream, WebSocketOutboundWriter, Connection) async throws -> Void
}

/// Decides, for each request that asks to become a WebSocket, whether it may: a channel's path, the app's own
/// origin, and a signed-in user (in local mode, the one local user).
struct LiveChannels: Sendable {
    let channels: [LiveChannel]
    let service: SystemService
    let mode: ServerMode

    func shouldUpgrade(_ request: HTTPRequest, logger: Logger) async throws -> ShouldUpgradeResult<
        WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>
    > {
        let target = request.path ?? ""
        let path = String(target.prefix { $0 != "?" })
        guard let channel = channels.first(where: { $0.path == path }),
            Self.isSameOrigin(request) || Self.isPublicOrigin(request, mode.hosting?.publicURL)
        else { return .dontUpgrade }
        let user: UserID
        if let hosting = mode.hosting {
            guard let token = Self.cookie(hosting.cookieName, in: request), !token.isEmpty, token.count <= 128,
                let (account, _) = try await hosting.accounts.authenticate(sessionToken: token)
            else { return .dontUpgrade }
            user = account.id
        } else {
            user = .local
        }
        let connection = LiveChannel.Connection(user: user, query: Self.query(of: target), service: service, logger: logger)
        return .upgrade([:]) { inbound, outbound, _ in try await channel.handle(inbound, outbound, connection) }
    }

    /// Whether the request's `Origin` is the host it was sent to: a browser always names the page that opens a
    /// WebSocket.
    static func isSameOrigin(_ request: HTTPRequest) -> Bool {
        guard let origin = request.headerFields[.origin], let url = URL(string: origin), let originHost = url.host,
            let authority = request.authority
        else { return false }
        let port = url.port.map { ":\($0)" } ?? ""
        return "\(originHost)\(port)".lowercased() == authority.lowercased()
            || "[\(originHost)]\(port)".lowercased() == authority.lowercased()
    }

    /// Whether the request's `Origin` is the address the server is reached at behind a proxy (`--public-url`), which
    /// may send the request on with a `Host` of its own.
    static func isPublicOrigin(_ request: HTTPRequest, _ publicURL: URL?) -> Bool {
        guard let publicURL, let origin = request.headerFields[.origin].flatMap(URL.init(string:)) else { return false }
        func site(_ url: URL) -> String? {
            guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
            let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
            return "\(scheme)://\(host):\(port)"
        }
        return site(origin) != nil && site(origin) == site(publicURL)
    }

    static func cookie(_ name: String, in request: HTTPRequest) -> String? {
        for header in request.headerFields[values: .cookie] {
            for pair in header.split(separator: ";") {
                let parts = pair.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0] == name { return String(parts[1]) }
            }
        }
        return nil
    }

    static func query(of target: String) -> [String: String] {
        guard let mark = target.firstIndex(of: "?") else { return [:] }
        var query: [String: String] = [:]
        for pair in target[target.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
            if let name = parts.first { query[name] = parts.count == 2 ? parts[1] : "" }
        }
        return query
    }
}
