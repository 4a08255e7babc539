import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// `/api/v1/days/{date}/todos…` and `/api/v1/todos/{id}…`: a day's to-dos, each tied to a goal or an area.
struct TodosAPI: Sendable {
    let api: APIHandler
    var service: SystemService { api.service }

    func addRoutes(to group: RouterGroup<AppContext>) {
        group.get("days/{date}/todos", use: list)
        group.get("todos/open", use: open)
        group.post("days/{date}/todos", use: add)
        group.put("days/{date}/todos/order", use: reorder)
        group.post("todos/{id}", use: change)
        group.post("todos/{id}/done", use: complete)
        group.post("todos/{id}/reopen", use: reopen)
        group.post("todos/{id}/drop", use: drop)
        group.post("todos/{id}/carry", use: carry)
    }

    @Sendable func list(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        let state = read.state, date = try read.date()
        return Responses.json(.ok, JSONText.encode(DayTodosJSON(date: date, in: state, now: service.clock.now())))
    }

    /// `?before=&limit=&cursor=`: the open to-dos dated before `before` (today by default), however long ago, a page
    /// at a time, newest day first.
    @Sendable func open(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        let query = try PageQuery(request)
        let before = query.before ?? read.today
        let page = read.state.daily.openTodos(before: before, after: query.cursor, limit: query.limit)
        return Responses.json(
            .ok, JSONText.encode(OpenTodosJSON(page, before: before, limit: query.limit, in: read.state, now: read.now)))
    }

    /// Adds a to-do linked to a `goal` (id) or an `area` (id or name); with neither it is refused with the choice.
    @Sendable func add(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let user = write.user, key = write.key, body = write.body
            let date = try await write.date()
            let state = try await write.state()
            let todoText = try body.string("text", required: true)!
            let id: TodoID = SystemService.newID("todo", for: user, idempotencyKey: key)
            let outcome = try await write.execute(.daily(.addTodo(id: id, date: date, text: todoText, link: try state.todoLink(body))))
            return try reply(.created, id, outcome.state)
        }
    }

    /// Changes the fields given: `text`, and the link through `goal` or `area`.
    @Sendable func change(_ request: Request, context: AppContext) async throws -> Response {
        try await command(request, context) { id, body, state in
            .changeTodo(id: id, text: try body.string("text"), link: try state.todoLink(body))
        }
    }

    @Sendable func complete(_ request: Request, context: AppContext) async throws -> Response {
        try await command(request, context) { id, _, _ in .completeTodo(id) }
    }

    @Sendable func reopen(_ request: Request, context: AppContext) async throws -> Response {
        try await command(request, context) { id, _, _ in .reopenTodo(id) }
    }

    @Sendable func drop(_ request: Request, context: AppContext) async throws -> Response {
        try await command(request, context) { id, _, _ in .dropTodo(id) }
    }

    /// Moves an open to-do to another day; its history keeps the move.
    @Sendable func carry(_ request: Request, context: AppContext) async throws -> Response {
        try await command(request, context) { id, body, _ in .carryTodo(id, to: try body.date("date", required: true)!) }
    }

    /// Puts the named to-dos first, in the order given; the day's others keep their order after them.
    @Sendable func reorder(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let body = write.body
            let date = try await write.date()
            let ids: [TodoID] = try body.ids("todoIds", required: true)!
            let outcome = try await write.execute(.daily(.reorderTodos(date: date, ids)), naming: ["todos": "todoIds"])
            return APIReply(.ok, json: DayTodosJSON(date: date, in: outcome.state, now: service.clock.now()))
        }
    }

    /// Runs a command on the to-do named in the path and replies with the to-do.
    private func command(
        _ request: Request, _ context: AppContext,
        _ make: @escaping (TodoID, JSONBody, UserState) throws -> DailyCommand
    ) async throws -> Response {
        try await api.write(request, context) { write in
            let body = write.body
            let id: TodoID = try PathInput.id(context, code: "todo_not_found", noun: "to-do")
            let state = try await write.state()
            guard state.daily[id] != nil else {
                throw APIError(.notFound, code: "todo_not_found", message: "No to-do with id \(id).", field: "id")
            }
            let outcome = try await write.execute(.daily(try make(id, body, state)), naming: ["todo": "id"])
            return try reply(.ok, id, outcome.state)
        }
    }

    private func reply(_ status: HTTPResponse.Status, _ id: TodoID, _ state: UserState) throws -> APIReply {
        guard let todo = state.daily[id] else { throw APIError(.todoNotFound(id)) }
        return APIReply(status, json: TodoJSON(todo, in: state, now: service.clock.now()))
    }
}
