import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The standup form: carries the chosen to-dos to the day and records the plan.
extension StandupModule {
    func addRoutes(to router: Router<AppContext>, pages: Pages) {
        router.post("/days/{date}/standup") { request, context in try await record(request, context, pages) }
    }

    private func record(_ request: Request, _ context: AppContext, _ pages: Pages) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        guard let date = context.parameters.get("date").flatMap(CivilDate.init) else { return Responses.seeOther("/") }
        do {
            // The plan is the day's to-do list as it stands, with what is carried over: the list is shown once,
            // below the standup, and edited there.
            let carry = form.all("carry").compactMap(TodoID.init)
            let open = try await pages.service.state(for: user).daily.todos(on: date).filter(\.isOpen).map(\.id)
            let plan = carry + open.filter { !carry.contains($0) }
            let outcome = try await pages.service.execute(
                .daily(.recordStandup(date: date, plan: plan, carry: carry, note: form["note"])),
                for: user, idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)" })
            return Responses.seeOther(pages.dayPath(date, state: outcome.state) + "?saved=standup#standup")
        } catch let error as DomainError {
            return try await pages.dayPage(
                for: user, date: date, inputs: [id: Refused(error: error, note: form["note"] ?? "")], status: error.httpStatus, in: context)
        }
    }
}
