import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// Adding an intention that was forgotten: what, and from when to when on the day.
extension IntentionsModule {
    func addRoutes(to router: Router<AppContext>, pages: Pages) {
        router.post("/days/{date}/intentions") { request, context in try await record(request, context, pages) }
    }

    private func record(_ request: Request, _ context: AppContext, _ pages: Pages) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        guard let date = context.parameters.get("date").flatMap(CivilDate.init) else { return Responses.seeOther("/") }
        var input = PastInput(text: form["text"] ?? "", from: form["from"] ?? "", to: form["to"] ?? "", todo: form["todoId"] ?? "")
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        do {
            let calendar = try await pages.service.state(for: user).calendar
            guard let from = TimeOfDay(input.from) else {
                throw DomainError.invalid("startedAt", "Give the time it started, such as 09:30.")
            }
            guard let to = TimeOfDay(input.to) else {
                throw DomainError.invalid("endedAt", "Give the time it ended, such as 10:15.")
            }
            let id = SystemService.newIntentionID(for: user, idempotencyKey: key)
            try await pages.service.execute(
                .recordIntention(
                    id: id, text: input.text, startedAt: calendar.instant(on: date, at: from),
                    endedAt: calendar.instant(on: date, at: to), todo: TodoID(input.todo)),
                for: user, idempotencyKey: key)
            return Responses.seeOther("/intentions/\(id)?saved=recorded")
        } catch let error as DomainError {
            input.error = error
            return try await pages.dayPage(for: user, date: date, inputs: [id: input], status: error.httpStatus, in: context)
        }
    }
}
