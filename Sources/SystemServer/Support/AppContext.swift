import Hummingbird
import SystemCore

/// The request context of every route.
typealias AppContext = BasicRequestContext

/// Decides whose data a request reads and writes. A local installation has one user.
struct UserResolver: Sendable {
    func user(for request: Request) throws -> UserID { .local }
}
