import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// `/api/v1/weeks/{date}…`, `/api/v1/goals/{id}…` and `/api/v1/action-items/{id}/check`: a week's plan, goals,
/// capacity and retrospective, and the answers to earlier retrospectives' action items.
struct WeeksAPI: Sendable {
    let api: APIHandler
    var service: SystemService { api.service }

    func addRoutes(to group: RouterGroup<AppContext>) {
        group.get("weeks/{date}", use: week)
        group.post("weeks/{date}/goals", use: addGoal)
        group.put("weeks/{date}/capacity", use: setCapacity)
        group.put("weeks/{date}/retro", use: recordRetro)
        group.post("goals/{id}", use: changeGoal)
        group.post("goals/{id}/done", use: completeGoal)
        group.post("goals/{id}/drop", use: dropGoal)
        group.post("goals/{id}/reopen", use: reopenGoal)
        group.post("action-items/{id}/check", use: checkActionItem)
        group.get("action-items/open", use: openActionItems)
    }

    /// `?before=&limit=&cursor=`: the action items still open from retrospectives before the week holding `before`
    /// (this week by default), however long ago, a page at a time, newest retrospective first.
    @Sendable func openActionItems(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        let query = try PageQuery(request)
        let week = read.state.calendar.weekStart(containing: query.before ?? read.today)
        let page = read.state.weekly.openActionItems(before: week, after: query.cursor, limit: query.limit)
        return Responses.json(.ok, JSONText.encode(OpenActionItemsJSON(page, weekStart: week, limit: query.limit)))
    }

    @Sendable func week(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await api.read(context).state
        let now = service.clock.now()
        let date = try PathInput.week(context, today: state.today(now: now))
        return Responses.json(.ok, JSONText.encode(WeekJSON(state.review(weekContaining: date, now: now), in: state)))
    }

    @Sendable func addGoal(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let user = write.user, key = write.key, body = write.body
            let state = try await write.state()
            let week = try PathInput.week(context, today: state.today(now: service.clock.now()))
            let title = try body.string("title", required: true)!
            let area = try state.area(named: try body.string("area", required: true)!, field: "area")
            let estimate = try body.estimate(required: true)!
            let id: GoalID = SystemService.newID("goal", for: user, idempotencyKey: key)
            let outcome = try await write.execute(
                .weekly(.addGoal(id: id, week: week, area: area.id, title: title, estimate: estimate)), naming: Self.estimateNames(body))
            return try goalReply(.created, id, outcome.state)
        }
    }

    /// Changes the fields given: `title`, `area`, `estimate` or `estimateHours`.
    @Sendable func changeGoal(_ request: Request, context: AppContext) async throws -> Response {
        try await goalCommand(request, context) { goal, body, state in
            let area = try body.string("area").map { text throws(APIError) in try state.area(named: text, field: "area").id }
            return .changeGoal(id: goal, area: area, title: try body.string("title"), estimate: try body.estimate(required: false))
        }
    }

    @Sendable func completeGoal(_ request: Request, context: AppContext) async throws -> Response {
        try await goalCommand(request, context) { goal, _, _ in .completeGoal(goal) }
    }

    @Sendable func dropGoal(_ request: Request, context: AppContext) async throws -> Response {
        try await goalCommand(request, context) { goal, body, _ in .dropGoal(goal, reason: try body.string("reason", required: true)!) }
    }

    @Sendable func reopenGoal(_ request: Request, context: AppContext) async throws -> Response {
        try await goalCommand(request, context) { goal, _, _ in .reopenGoal(goal) }
    }

    /// Sets the hours available. Fields left out keep their values; `null` clears one. With neither `perDayHours`
    /// nor `totalHours`, the suggestion from recent weeks applies.
    @Sendable func setCapacity(_ request: Request, context: AppContext) async throws -> Response {
        try await weekCommand(request, context) { week, body, state in
            let current = state.weekly.capacity(weekStarting: state.calendar.weekStart(containing: week))
            func hours(_ field: String, _ old: Int?) throws(APIError) -> Int? {
                try body.has(field) ? body.hoursAsMinutes(field) : old
            }
            return .setCapacity(
                week: week, perDayMinutes: try hours("perDayHours", current?.perDayMinutes),
                daysOff: try body.has("daysOff") ? body.dates("daysOff") ?? [] : current?.daysOff ?? [],
                totalMinutes: try hours("totalHours", current?.totalMinutes))
        }
    }

    /// Records or corrects the retrospective and answers earlier action items. Fields left out keep their values;
    /// `null` or `""` clears an answer; `actionItems`, when given, is the whole list.
    @Sendable func recordRetro(_ request: Request, context: AppContext) async throws -> Response {
        try await weekCommand(request, context) { week, body, state, key, user in
            let start = state.calendar.weekStart(containing: week)
            let current = state.weekly.retrospective(weekStarting: start)
            func text(_ field: String, _ old: String?) throws(APIError) -> String? {
                try body.has(field) ? body.string(field) : old
            }
            let existing = current.map { state.weekly.actionItems(madeIn: $0) } ?? []
            let drafts = try Self.actionItems(body, existing: existing, key: key, user: user)
            var answers: [ActionItemID: Bool] = [:]
            for (raw, value) in try body.object("answers") ?? [:] {
                guard let id = ActionItemID(raw) else {
                    throw APIError(.notFound, code: "action_item_not_found", message: "No action item with id \(raw).", field: "answers")
                }
                guard case .bool(let done) = value else {
                    throw APIError.wrongType("answers", "an object of action item ids to true (done) or false (not done)")
                }
                answers[id] = done
            }
            return .recordRetro(
                week: week, wentWell: try text("wentWell", current?.wentWell),
                wentPoorly: try text("wentPoorly", current?.wentPoorly),
                toImprove: try text("toImprove", current?.toImprove),
                actionItems: drafts, answers: answers)
        }
    }

    /// Says whether an action item was done, during the week of `date` (today when left out).
    @Sendable func checkActionItem(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let body = write.body
            let id: ActionItemID = try PathInput.id(context, code: "action_item_not_found", noun: "action item")
            let done = try body.bool("done", required: true)!
            let today = try await write.state().today(now: service.clock.now())
            let date = try body.date("date") ?? today
            let outcome = try await write.execute(
                .weekly(.checkActionItem(id, done: done, week: date)), naming: ["week": "date", "actionItem": "id"])
            guard let item = outcome.state.weekly[actionItem: id] else { throw APIError(.actionItemNotFound(id)) }
            return APIReply(.ok, json: ActionItemJSON(item))
        }
    }

    // MARK: Helpers

    /// The retrospective's action items as given, or the current ones when `actionItems` is left out. An item
    /// without an id keeps the id of a current item with the same text, so sending the same list twice changes nothing.
    static func actionItems(_ body: JSONBody, existing: [ActionItem], key: String?, user: UserID) throws(APIError)
        -> [WeeklyCommand.ActionItemDraft]
    {
        guard body.has("actionItems") else { return existing.map { .init(id: $0.id, text: $0.text) } }
        let shape = "an array of {\"id\"?, \"text\"} objects or texts"
        var unclaimed = existing
        var drafts: [WeeklyCommand.ActionItemDraft] = []
        for (index, item) in (try body.array("actionItems") ?? []).enumerated() {
            let id: ActionItemID?
            let text: String
            switch item {
            case .string(let string):
                (id, text) = (nil, string)
            case .object(let object):
                guard case .string(let string)? = object["text"] else { throw .wrongType("actionItems", shape) }
                switch object["id"] {
                case nil, .null?: id = nil
                case .string(let raw)?:
                    guard let parsed = ActionItemID(raw) else { throw .wrongType("actionItems", shape + " (ids are UUIDs)") }
                    id = parsed
                default: throw .wrongType("actionItems", shape)
                }
                text = string
            default:
                throw .wrongType("actionItems", shape)
            }
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            let chosen =
                id ?? unclaimed.first { $0.text == trimmed }?.id
                ?? SystemService.newID("action-item", for: user, idempotencyKey: key, index: index)
            unclaimed.removeAll { $0.id == chosen }
            drafts.append(.init(id: chosen, text: text))
        }
        return drafts
    }

    /// How the core's `estimate` field was called in this request.
    static func estimateNames(_ body: JSONBody) -> [String: String] {
        body.has("estimateHours") && !body.has("estimate") ? ["estimate": "estimateHours"] : [:]
    }

    /// Runs a command on the goal named in the path and replies with the goal.
    private func goalCommand(
        _ request: Request, _ context: AppContext,
        _ make: @escaping (GoalID, JSONBody, UserState) throws -> WeeklyCommand
    ) async throws -> Response {
        try await api.write(request, context) { write in
            let body = write.body
            let id: GoalID = try PathInput.id(context, code: "goal_not_found", noun: "goal")
            let state = try await write.state()
            guard state.weekly[goal: id] != nil else {
                throw APIError(.notFound, code: "goal_not_found", message: "No goal with id \(id).", field: "id")
            }
            let outcome = try await write.execute(.weekly(try make(id, body, state)), naming: Self.estimateNames(body))
            return try goalReply(.ok, id, outcome.state)
        }
    }

    private func weekCommand(
        _ request: Request, _ context: AppContext,
        _ make: @escaping (CivilDate, JSONBody, UserState) throws -> WeeklyCommand
    ) async throws -> Response {
        try await weekCommand(request, context) { week, body, state, _, _ in try make(week, body, state) }
    }

    /// Runs a command on the week named in the path and replies with the whole week.
    private func weekCommand(
        _ request: Request, _ context: AppContext,
        _ make: @escaping (CivilDate, JSONBody, UserState, String?, UserID) throws -> WeeklyCommand
    ) async throws -> Response {
        try await api.write(request, context) { write in
            let user = write.user, key = write.key, body = write.body
            let state = try await write.state()
            let week = try PathInput.week(context, today: state.today(now: service.clock.now()))
            let outcome = try await write.execute(
                .weekly(try make(week, body, state, key, user)), naming: ["week": "date", "actionItem": "answers"])
            let after = outcome.state
            return APIReply(.ok, json: WeekJSON(after.review(weekContaining: week, now: service.clock.now()), in: after))
        }
    }

    /// The goal with the time spent on it so far.
    private func goalReply(_ status: HTTPResponse.Status, _ id: GoalID, _ state: UserState) throws -> APIReply {
        guard let goal = state.weekly[goal: id] else { throw APIError(.goalNotFound(id)) }
        let plan = state.plan(weekContaining: goal.week, now: service.clock.now())
        if let line = plan.goals.first(where: { $0.goal.id == id }) { return APIReply(status, json: GoalJSON(line, in: state)) }
        return APIReply(status, json: GoalJSON(goal, in: state))
    }
}
