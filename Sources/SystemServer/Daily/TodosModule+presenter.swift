import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The to-do forms: add, complete, reopen, drop, move to another day, reorder and edit.
extension TodosModule {
    func addRoutes(to router: Router<AppContext>, pages: Pages) {
        router.post("/days/{date}/todos") { request, context in try await add(request, context, pages) }
        for action in ["done", "reopen", "drop", "carry", "up", "down", "edit"] {
            router.post("/todos/{id}/\(action)") { request, context in try await change(action, request, context, pages) }
        }
    }

    private func add(_ request: Request, _ context: AppContext, _ pages: Pages) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let raw = context.parameters.get("date") ?? ""
        guard let date = CivilDate(raw) else { return Responses.seeOther("/") }
        var input = Input(text: form["text"] ?? "", link: form["link"] ?? "")
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        do {
            let link = try Self.link(input.link)
            let id: TodoID = SystemService.newID("todo", for: user, idempotencyKey: key)
            let outcome = try await pages.service.execute(
                .daily(.addTodo(id: id, date: date, text: input.text, link: link)),
                for: user, idempotencyKey: key)
            return Responses.seeOther(pages.dayPath(date, state: outcome.state) + "?saved=todo-added#todos")
        } catch let error as DomainError {
            input.error = error
            return try await pages.dayPage(for: user, date: date, inputs: [id: input], status: error.httpStatus, in: context)
        }
    }

    private func change(_ action: String, _ request: Request, _ context: AppContext, _ pages: Pages) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let state = try await pages.service.state(for: user)
        guard let todoID = context.parameters.get("id").flatMap(TodoID.init), let todo = state.daily[todoID] else {
            return pages.notFound(state, pages.service.clock.now(), context, what: "to-do")
        }
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        do {
            let command: DailyCommand
            switch action {
            case "done": command = .completeTodo(todoID)
            case "reopen": command = .reopenTodo(todoID)
            case "drop": command = .dropTodo(todoID)
            case "carry":
                guard let to = form["to"].flatMap(CivilDate.init) else {
                    throw DomainError.invalid("to", "Choose the day to move the to-do to.")
                }
                command = .carryTodo(todoID, to: to)
            case "up", "down":
                var order = state.daily.todos(on: todo.date).map(\.id)
                guard let index = order.firstIndex(of: todoID) else { return Responses.seeOther("/") }
                let target = action == "up" ? index - 1 : index + 1
                if order.indices.contains(target) { order.swapAt(index, target) }
                command = .reorderTodos(date: todo.date, order)
            default:
                command = .changeTodo(id: todoID, text: form["text"], link: try form.nonEmpty("link").flatMap { try Self.link($0) })
            }
            try await pages.service.execute(.daily(command), for: user, idempotencyKey: key)
            // A form elsewhere ("Mark it done" on an intention) names the page to come back to.
            if let next = form.nonEmpty("next").flatMap(Responses.localPath) {
                return Responses.seeOther(Responses.path(next, saved: "todo-\(action)"))
            }
            return Responses.seeOther(pages.dayPath(todo.date, state: state) + "?saved=todo-\(action)#todo-\(todoID)")
        } catch let error as DomainError {
            return try await pages.dayPage(
                for: user, date: todo.date, inputs: [id: Input(error: error)],
                status: error.httpStatus, in: context)
        }
    }

    /// Reads the "It serves" choice: `goal:<id>` or `area:<id>`; empty means unlinked, which the core refuses.
    static func link(_ value: String) throws(DomainError) -> Todo.Link? {
        let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        switch parts[0] {
        case "goal": if let id = GoalID(parts[1]) { return .goal(id) }
        case "area": if let id = AreaID(parts[1]) { return .area(id) }
        default: break
        }
        throw DomainError.invalid("goal", "Choose one of the week's goals or one of your areas of focus.")
    }
}
