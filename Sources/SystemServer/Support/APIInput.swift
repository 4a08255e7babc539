import Foundation
import Hummingbird
import SystemCore
import SystemStore

// Reading the API's inputs: objects named in the path (ids, `{date}`, weeks) or in the body (areas, to-do links),
// hours, estimates, dates and lists of ids. Every refusal names the field as the client wrote it.

extension JSONBody {
    /// Hours as a number (`1.5`), in whole minutes.
    func hoursAsMinutes(_ field: String) throws(APIError) -> Int? {
        guard let hours = try double(field) else { return nil }
        guard abs(hours) <= 10_000 else { throw .wrongType(field, "a number of hours, such as 6 or 1.5") }
        return Int((hours * 60).rounded())
    }

    /// A goal's estimate from `estimate` (`"6h"`, `"1.5h"`, `"90m"`, `"S"`, `"M"`, `"L"`) or `estimateHours` (a number).
    func estimate(required: Bool) throws(APIError) -> Estimate? {
        let text = try string("estimate")
        let hours = try hoursAsMinutes("estimateHours")
        switch (text, hours) {
        case (nil, nil):
            if required { throw .missing("estimate") }
            return nil
        case (_?, _?):
            throw APIError(
                .unprocessableContent, code: "invalid_field",
                message: "Give either “estimate” or “estimateHours”, not both.", field: "estimateHours")
        case (let text?, nil):
            guard let estimate = Estimate.parse(text) else {
                throw APIError(
                    .unprocessableContent, code: "invalid_field",
                    message: "“\(text)” is not an estimate: use hours such as 6h or 1.5h, minutes such as 90m, or a size S, M or L.",
                    field: "estimate")
            }
            return estimate
        case (nil, let minutes?):
            return .minutes(minutes)
        }
    }

    /// A list of `YYYY-MM-DD` dates.
    func dates(_ field: String) throws(APIError) -> [CivilDate]? {
        guard let items = try array(field) else { return nil }
        return try items.map { item throws(APIError) in
            guard case .string(let text) = item, let date = CivilDate(text) else {
                throw .wrongType(field, "an array of dates as YYYY-MM-DD, such as 2026-11-20")
            }
            return date
        }
    }

    /// A list of ids (UUIDs).
    func ids<Tag>(_ field: String, required: Bool = false) throws(APIError) -> [Identifier<Tag>]? {
        guard let items = try array(field, required: required) else { return nil }
        return try items.map { item throws(APIError) in
            guard case .string(let text) = item, let id = Identifier<Tag>(text) else {
                throw .wrongType(field, "an array of ids")
            }
            return id
        }
    }

    /// A date as `YYYY-MM-DD`.
    func date(_ field: String, required: Bool = false) throws(APIError) -> CivilDate? {
        guard let text = try string(field, required: required) else { return nil }
        guard let date = CivilDate(text) else { throw .wrongType(field, "a date as YYYY-MM-DD, such as 2026-11-20") }
        return date
    }
}

extension UserState {
    /// The area a client names by id or by name (active areas before archived ones).
    func area(named text: String, field: String) throws(APIError) -> Area {
        if let area = weekly.areas.find(text) { return area }
        let names = weekly.areas.active.map(\.name)
        throw APIError(
            .notFound, code: "area_not_found",
            message: "No area of focus is called “\(text)”."
                + (names.isEmpty ? " Create one first." : " Your areas: \(names.joined(separator: ", "))."),
            field: field)
    }

    /// A goal named by id in a body field.
    func goal(id text: String, field: String) throws(APIError) -> Goal {
        guard let id = GoalID(text), let goal = weekly[goal: id] else {
            throw APIError(.notFound, code: "goal_not_found", message: "No goal with id \(text).", field: field)
        }
        return goal
    }

    /// What a to-do serves, from the `goal` and `area` fields; nil when neither is given.
    func todoLink(_ body: JSONBody) throws(APIError) -> Todo.Link? {
        let goal = try body.string("goal").map { text throws(APIError) in try self.goal(id: text, field: "goal") }
        let area = try body.string("area").map { text throws(APIError) in try self.area(named: text, field: "area") }
        if let goal {
            if let area, area.id != goal.areaID {
                let name = weekly.areas[goal.areaID]?.name ?? "another area"
                throw APIError(
                    .unprocessableContent, code: "invalid_field",
                    message: "“\(goal.title)” is in \(name), not in \(area.name): give the goal alone, or an area alone.",
                    field: "area")
            }
            return .goal(goal.id)
        }
        return area.map { .area($0.id) }
    }
}

/// Objects named in a request's path.
enum PathInput {
    /// A path parameter, percent-decoded.
    static func text(_ context: AppContext, _ name: String = "id") -> String {
        let raw = context.parameters.get(name) ?? ""
        return raw.removingPercentEncoding ?? raw
    }

    /// An id in the path; a malformed one is as absent as an unknown one.
    static func id<Tag>(_ context: AppContext, code: String, noun: String) throws(APIError) -> Identifier<Tag> {
        let raw = text(context)
        guard let id = Identifier<Tag>(raw) else {
            throw APIError(.notFound, code: code, message: "No \(noun) with id \(raw).", field: "id")
        }
        return id
    }

    /// The day named by `{date}`: `YYYY-MM-DD`, or nil for `today` (in the user's settings).
    static func day(_ context: AppContext) throws(APIError) -> CivilDate? {
        let raw = context.parameters.get("date") ?? ""
        if raw == "today" { return nil }
        guard let date = CivilDate(raw) else {
            throw .badRequest("date", "“\(raw)” is not a date: use YYYY-MM-DD, for example 2026-11-20.", code: "invalid_date")
        }
        return date
    }

    /// A week named by any of its days (`YYYY-MM-DD`), or `current`, `next` or `previous` from today.
    static func week(_ context: AppContext, today: CivilDate) throws(APIError) -> CivilDate {
        let raw = text(context, "date")
        switch raw {
        case "current": return today
        case "next": return today.adding(days: 7)
        case "previous": return today.adding(days: -7)
        default:
            guard let date = CivilDate(raw) else {
                throw .badRequest(
                    "date",
                    "“\(raw)” is not a week: give one of its days as YYYY-MM-DD (for example 2026-11-20), or current, next or previous.",
                    code: "invalid_date")
            }
            return date
        }
    }
}

extension SystemService {
    /// Runs a command and, if it is refused, names the field as this request called it (the core says `estimate`
    /// where the client sent `estimateHours`, `todo` where it sent `todoId`).
    func execute(
        _ command: UserCommand, for user: UserID, idempotencyKey: String?,
        naming fields: [String: String]
    ) async throws -> Outcome {
        do {
            return try await execute(command, for: user, idempotencyKey: idempotencyKey)
        } catch let error as DomainError {
            guard let field = error.field, let renamed = fields[field] else { throw error }
            throw DomainError(error.kind, code: error.code, message: error.message, field: renamed)
        }
    }
}
