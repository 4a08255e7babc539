import Hummingbird
import SystemCore

/// Decides who each request acts for and puts it in the context (``AppContext/identity``).
///
/// In local mode every request is the local user's.
struct AuthMiddleware: RouterMiddleware {
    typealias Context = AppContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.identity = .local
        return try await next(request, context)
    }
}
