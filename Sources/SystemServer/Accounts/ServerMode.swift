import Foundation
import SystemStore

/// Whether people sign in to this server.
public enum ServerMode: Sendable {
    /// No accounts: one local user and no sign-in. Allowed only on a loopback address.
    case local
    /// Accounts: every request but the sign-in pages and the static files needs a session or an access token,
    /// and works on the signed-in account's data only.
    case hosted(Hosting)

    var hosting: Hosting? {
        if case .hosted(let hosting) = self { return hosting }
        return nil
    }

    /// The mode `system serve` runs in: hosted when the database has an account; local otherwise, and then only on
    /// a loopback address, since local mode lets anyone who can connect read and write everything.
    public static func choose(host: String, hasAccounts: Bool, hosting: () -> Hosting) throws(ServeRefusal) -> ServerMode {
        if hasAccounts { return .hosted(hosting()) }
        guard NetworkAddress.isLoopback(host) else {
            throw ServeRefusal(
                """
                this database has no accounts, so the server would run in local mode, where no one signs in and \
                anyone who can connect reads and writes everything; that is allowed only on a loopback address \
                (127.0.0.1, ::1, localhost), not on \(host). Create an account first with `system user add NAME`, \
                or serve on --host 127.0.0.1.
                """)
        }
        return .local
    }
}

/// Why `system serve` will not start.
public struct ServeRefusal: Error, CustomStringConvertible, Sendable {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// How a hosted server is reached, and its accounts.
public struct Hosting: Sendable {
    public let accounts: AccountService
    /// The address people open, such as `https://system.example.org`; with `https` the session cookie is
    /// `__Host-session` and `Secure`.
    public let publicURL: URL?
    /// Whether to believe the last hop of `X-Forwarded-For` (only when a reverse proxy is in front).
    public let trustProxy: Bool

    public init(accounts: AccountService, publicURL: URL? = nil, trustProxy: Bool = false) {
        self.accounts = accounts
        self.publicURL = publicURL
        self.trustProxy = trustProxy
    }

    /// True when browsers reach the server over TLS, so cookies may demand it.
    var isSecure: Bool { publicURL?.scheme?.lowercased() == "https" }

    /// `__Host-session` over https (Secure, this host only, path /), `session` otherwise.
    var cookieName: String { isSecure ? "__Host-session" : "session" }

    /// Checks a `--public-url`: an http or https address of a host, served from its root.
    public static func publicURL(_ text: String) throws(ServeRefusal) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else {
            throw ServeRefusal("--public-url: “\(text)” is not an address such as https://system.example.org.")
        }
        guard url.path.isEmpty || url.path == "/", url.query == nil, url.fragment == nil else {
            throw ServeRefusal(
                "--public-url: give the address without a path (The System is served from the root), such as \(scheme)://\(host).")
        }
        return url
    }
}
