import Hummingbird
import SystemCore
import SystemStore

/// Answers a page or a read from a partly loaded state: a user's state holds only the parts of their history that
/// were read (``ProjectionCache``), so a GET that read one it did not hold (a day three years ago, say) is answered
/// again once that part is loaded. A GET changes nothing, so answering it twice is safe; a write's decisions load
/// what they need themselves (``SystemService/execute(_:for:idempotencyKey:)``).
struct PartialReadMiddleware: RouterMiddleware {
    typealias Context = AppContext
    let service: SystemService

    /// More rounds than a read needs (a page, then the months it named, then the ids those held): a guard.
    static let rounds = 6

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .get || request.method == .head, let user = context.identity?.user else {
            return try await next(request, context)
        }
        var round = 0
        while true {
            round += 1
            let reads = PartLoad()
            let response: Result<Response, any Error>
            do {
                response = .success(try await PartLoad.$scope.withValue(reads) { try await next(request, context) })
            } catch {
                response = .failure(error)  // a "not found" may be an intention in a month not loaded
            }
            let missing = reads.take()
            guard round < Self.rounds, !missing.isEmpty, try await service.load(missing, for: user) else { return try response.get() }
        }
    }
}
