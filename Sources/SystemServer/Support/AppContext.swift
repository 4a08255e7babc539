import Hummingbird
import SystemCore

/// The request context of every route: Hummingbird's core storage plus this request's CSRF token.
public struct AppContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The token every form on the page must send back (set by ``SecurityMiddleware``).
    public var csrfToken = ""

    public init(source: Source) {
        coreContext = .init(source: source)
    }
}

/// Decides whose data a request reads and writes. A local installation has one user.
struct UserResolver: Sendable {
    func user(for request: Request) throws -> UserID { .local }
}
