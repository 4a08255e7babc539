import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// Today, the log of days, and the week.
extension Pages {
    // MARK: Today and days

    @Sendable func today(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try users.user(for: request))
        let now = service.clock.now()
        return renderer.render(DayPage(state: state, date: state.today(now: now), now: now, newKey: Self.newKey), "day", in: context)
    }

    @Sendable func day(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try users.user(for: request))
        let now = service.clock.now()
        let raw = context.parameters.get("date") ?? ""
        if raw == "today" { return Responses.seeOther("/") }
        guard let date = CivilDate(raw) else {
            return renderer.render(ErrorPage(chrome: Chrome(.days, state: state, now: now), heading: "That is not a day",
                                             message: "“\(raw)” is not a date. Days are written as YYYY-MM-DD, for example 2026-11-20."),
                                   "error", status: .notFound, in: context)
        }
        return renderer.render(DayPage(state: state, date: date, now: now, place: .days, newKey: Self.newKey), "day", in: context)
    }

    /// The date picker's target: `/days?date=2026-11-20` → `/days/2026-11-20`.
    @Sendable func pickDay(_ request: Request, context: AppContext) async throws -> Response {
        let raw = request.uri.queryParameters.get("date") ?? ""
        guard let date = CivilDate(raw) else { return Responses.seeOther("/days/today") }
        return Responses.seeOther("/days/\(date)")
    }

    // MARK: Weeks

    @Sendable func week(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try users.user(for: request))
        let now = service.clock.now()
        let raw = context.parameters.get("date")
        guard let date = raw.map({ CivilDate($0) }) ?? state.today(now: now) else {
            return renderer.render(ErrorPage(chrome: Chrome(.week, state: state, now: now), heading: "That is not a week",
                                             message: "“\(raw ?? "")” is not a date. Weeks are named by a day, written as YYYY-MM-DD."),
                                   "error", status: .notFound, in: context)
        }
        return renderer.render(WeekPage(state: state, containing: date, now: now), "week", in: context)
    }
}
