import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// Help pages, first-use hints and the offline page.
extension Pages {
    // MARK: Help, hints and offline

    @Sendable func help(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try context.user())
        return renderer.render(HelpPage(chrome: Chrome(.help, state: state, now: service.clock.now())), "help", in: context)
    }

    @Sendable func questions(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try context.user())
        return renderer.render(
            QuestionsPage(chrome: Chrome(.help, state: state, now: service.clock.now()), questions: QuestionsPage.entries),
            "questions", in: context)
    }

    /// Closes a first-use hint for good, then returns to the page it was on.
    @Sendable func dismissHint(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let name = context.parameters.get("name") ?? ""
        let form = FormData(try await request.bodyText())
        do {
            try await service.execute(.dismissHint(name), for: user, idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)" })
        } catch let error as DomainError {
            throw APIError(.notFound, code: "hint_not_found", message: error.message, field: "hint")
        }
        let back = request.headers[.referer].flatMap { URL(string: $0) }.map { $0.path + ($0.query.map { "?\($0)" } ?? "") }
        return Responses.seeOther(back.flatMap(Responses.localPath) ?? "/")
    }

    // MARK: Offline

    /// What the service worker shows for a page it has never stored, when the network is gone.
    @Sendable func offline(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try context.user())
        return renderer.render(OfflinePage(chrome: Chrome(.other, state: state, now: service.clock.now())), "offline", in: context)
    }
}
