import Foundation
import HTTPTypes
import Hummingbird
import SystemCore
import SystemStore

/// Today, the log of days, and the week.
extension Pages {
    func addDayRoutes(to router: Router<AppContext>) {
        router.get("/", use: today)
        router.get("/days", use: pickDay)
        router.get("/days/{date}", use: day)
    }

    // MARK: Today and days

    @Sendable func today(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        var inputs: [String: any Sendable] = [:]
        // "Start" on a to-do: the start form comes filled in and linked to it.
        if let raw = request.uri.queryParameters.get("todo"), let id = TodoID(String(raw)),
            let todo = try await service.state(for: user).daily[id]
        {
            inputs[NowModule().id] = NowModule.StartInput(text: todo.text, todoID: id)
        }
        return try await dayPage(for: user, inputs: inputs, in: context)
    }

    @Sendable func day(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let raw = context.parameters.get("date") ?? ""
        if raw == "today" { return Responses.seeOther("/") }
        guard let date = CivilDate(raw) else {
            let state = try await service.state(for: user)
            return renderer.render(
                ErrorPage(
                    chrome: Chrome(.week, state: state, now: service.clock.now()), heading: "That is not a day",
                    message: "“\(raw)” is not a date. Days are written as YYYY-MM-DD, for example 2026-11-20."),
                "error", status: .notFound, in: context)
        }
        // One page per day: today's is Today.
        let state = try await service.state(for: user)
        let now = service.clock.now()
        if date == state.today(now: now) { return Responses.seeOther("/") }
        return try await dayPage(for: user, date: date, state: state, now: now, in: context)
    }

    /// Draws a day (today by default) with its Daily modules; `inputs` carry a refused form back to its module. A
    /// caller that has the state and the time already passes them (each state is a read of the store).
    func dayPage(
        for user: UserID, date: CivilDate? = nil, state: UserState? = nil, now: Date? = nil, inputs: [String: any Sendable] = [:],
        status: HTTPResponse.Status = .ok, in context: AppContext
    ) async throws -> Response {
        let state = if let state { state } else { try await service.state(for: user) }
        let now = now ?? service.clock.now()
        let date = date ?? state.today(now: now)
        let day = DailyContext(
            state: state, user: user, date: date, now: now, inputs: inputs, storage: service.storage, newKey: Self.newKey)
        let drawn = try await modules.render(day, with: renderer, in: context)
        return renderer.render(DayPage(day, modules: drawn), "day", status: status, in: context)
    }

    /// Where a day is shown: Today for today, its day page otherwise.
    func dayPath(_ date: CivilDate, state: UserState) -> String {
        DayPage.href(date, today: state.today(now: service.clock.now()))
    }

    /// The date picker's target: `/days?date=2026-11-20` → `/days/2026-11-20`.
    @Sendable func pickDay(_ request: Request, context: AppContext) async throws -> Response {
        let raw = request.uri.queryParameters.get("date") ?? ""
        guard let date = CivilDate(raw) else { return Responses.seeOther("/days/today") }
        return Responses.seeOther("/days/\(date)")
    }
}
