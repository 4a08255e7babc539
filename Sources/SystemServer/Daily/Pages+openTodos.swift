import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The page of every open to-do from before today; its forms are the to-dos' own (see ``TodosModule``).
extension Pages {
    func addOpenTodosRoutes(to router: Router<AppContext>) {
        router.get("/todos/open", use: openTodos)
    }

    /// `/todos/open?cursor=2026-11-12.1`: a page of them, from the newest or after a cursor; a cursor that does not
    /// read shows the newest, with why.
    @Sendable func openTodos(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try context.user())
        let (cursor, error) = Self.cursor(request)
        let page = OpenTodosPage(state: state, now: service.clock.now(), cursor: cursor, error: error, newKey: Self.newKey)
        return renderer.render(page, "open-todos", status: error == nil ? .ok : .badRequest, in: context)
    }

    /// A list page's `cursor`, or why it does not read.
    static func cursor(_ request: Request) -> (PageCursor?, String?) {
        guard let raw = request.uri.queryParameters.get("cursor").map({ String($0) }), !raw.isEmpty else { return (nil, nil) }
        guard let cursor = PageCursor(raw) else {
            return (nil, "“\(raw)” is not a place in this list (it may come from an old link), so it starts again from the newest.")
        }
        return (cursor, nil)
    }
}
