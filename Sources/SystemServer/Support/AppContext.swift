import Hummingbird
import NIOCore
import SystemCore
import SystemStore

/// The request context of every route: Hummingbird's core storage, this request's CSRF token, the socket peer
/// and who is signed in.
public struct AppContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The token every form on the page must send back (set by ``CSRFMiddleware``).
    public var csrfToken = ""
    /// The address of the other end of the connection (a proxy's, when one is in front).
    let peerAddress: SocketAddress?
    /// Whose data this request reads and writes (set by ``AuthMiddleware``); nil until then.
    var identity: Identity?
    /// The confirmation of the save that led here, shown by the layout (set by ``FlashMiddleware``).
    var flash: String?

    public init(source: Source) {
        coreContext = .init(source: source)
        peerAddress = source.channel.remoteAddress
    }

    /// The user whose data the request works on: the signed-in account's stream, or the local user.
    ///
    /// Every route asks this, never a fixed user, so one account cannot reach another's data through any route.
    func user() throws -> UserID {
        guard let identity else {
            throw APIError(.unauthorized, code: "not_signed_in", message: "Sign in first: send the session cookie or an access token.")
        }
        return identity.user
    }
}

/// Who a request acts for, and how they proved it.
struct Identity: Sendable {
    enum Proof: Sendable {
        /// Local mode: no accounts, one user, no sign-in.
        case local
        /// A browser session; `token` is the cookie's value (never stored).
        case session(SessionRecord, token: String)
        /// A personal access token sent as `Authorization: Bearer …`.
        case accessToken
    }

    let user: UserID
    /// The account, in hosted mode.
    let account: Account?
    let proof: Proof

    static let local = Identity(user: .local, account: nil, proof: .local)

    /// The session this request came with, if it came with one.
    var session: SessionRecord? {
        if case .session(let record, _) = proof { return record }
        return nil
    }

    /// The session cookie's token, if the request came with a session.
    var sessionToken: String? {
        if case .session(_, let token) = proof { return token }
        return nil
    }
}
