import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// `/api/v1/areas…`: the areas of focus, created, changed, reordered, archived and restored (never deleted).
struct AreasAPI: Sendable {
    let api: APIHandler
    var service: SystemService { api.service }

    func addRoutes(to group: RouterGroup<AppContext>) {
        group.get("areas", use: list)
        group.post("areas", use: create)
        group.put("areas/order", use: reorder)
        group.post("areas/{id}", use: change)
        group.post("areas/{id}/archive", use: archive)
        group.post("areas/{id}/restore", use: restore)
    }

    @Sendable func list(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await api.read(context).state
        return Responses.json(.ok, JSONText.encode(AreasJSON(state)))
    }

    @Sendable func create(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let user = write.user, key = write.key, body = write.body
            let id: AreaID = SystemService.newID("area", for: user, idempotencyKey: key)
            let command = WeeklyCommand.createArea(
                id: id, name: try body.string("name", required: true)!, icon: try Self.icon(body), color: try Self.color(body),
                weeklyBudgetMinutes: try body.hoursAsMinutes("weeklyBudgetHours"))
            let outcome = try await write.execute(.weekly(command))
            return try reply(.created, id, outcome.state)
        }
    }

    /// Changes the fields given; `weeklyBudgetHours: null` removes the budget.
    @Sendable func change(_ request: Request, context: AppContext) async throws -> Response {
        try await command(request, context) { area, body in
            let budget: Int?? =
                body.isNull("weeklyBudgetHours") ? .some(nil) : try body.hoursAsMinutes("weeklyBudgetHours").map { .some($0) }
            return .changeArea(
                id: area.id, name: try body.string("name"), icon: try Self.icon(body), color: try Self.color(body),
                weeklyBudgetMinutes: budget)
        }
    }

    @Sendable func archive(_ request: Request, context: AppContext) async throws -> Response {
        try await command(request, context) { area, _ in .archiveArea(area.id) }
    }

    @Sendable func restore(_ request: Request, context: AppContext) async throws -> Response {
        try await command(request, context) { area, _ in .restoreArea(area.id) }
    }

    /// Puts the named areas first, in the order given; the others keep their order after them.
    @Sendable func reorder(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let body = write.body
            let state = try await write.state()
            let items = try body.array("areaIds", required: true)!
            let ids = try items.map { item throws(APIError) -> AreaID in
                guard case .string(let name) = item else { throw .wrongType("areaIds", "an array of area ids or names") }
                return try state.area(named: name, field: "areaIds").id
            }
            let outcome = try await write.execute(.weekly(.reorderAreas(ids)), naming: ["area": "areaIds"])
            return APIReply(.ok, json: AreasJSON(outcome.state))
        }
    }

    /// Runs a command on the area named in the path (by id or by name) and replies with the area.
    private func command(
        _ request: Request, _ context: AppContext,
        _ make: @escaping (Area, JSONBody) throws -> WeeklyCommand
    ) async throws -> Response {
        try await api.write(request, context) { write in
            let body = write.body
            let area = try await write.state().area(named: PathInput.text(context), field: "id")
            let outcome = try await write.execute(.weekly(try make(area, body)))
            return try reply(.ok, area.id, outcome.state)
        }
    }

    private func reply(_ status: HTTPResponse.Status, _ id: AreaID, _ state: UserState) throws -> APIReply {
        guard let area = state.weekly.areas[id] else { throw APIError(.areaNotFound(id)) }
        return APIReply(status, json: AreaJSON(area))
    }

    static func icon(_ body: JSONBody) throws(APIError) -> Area.Icon? {
        guard let raw = try body.string("icon") else { return nil }
        guard let icon = Area.Icon(rawValue: raw.lowercased()) else {
            throw APIError(
                .unprocessableContent, code: "invalid_field",
                message: "The icon must be one of: \(Area.Icon.allCases.map(\.rawValue).joined(separator: ", ")).", field: "icon")
        }
        return icon
    }

    static func color(_ body: JSONBody) throws(APIError) -> Area.Color? {
        guard let raw = try body.string("color") else { return nil }
        guard let color = Area.Color(rawValue: raw.lowercased()) else {
            throw APIError(
                .unprocessableContent, code: "invalid_field",
                message: "The colour must be one of: \(Area.Color.allCases.map(\.rawValue).joined(separator: ", ")).", field: "color")
        }
        return color
    }
}
