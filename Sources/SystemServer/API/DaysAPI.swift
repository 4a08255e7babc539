import Hummingbird
import SystemCore
import SystemStore

/// `/api/v1/days/{date}/…`: a day's intentions and its presence.
struct DaysAPI: Sendable {
    let service: SystemService

    func addRoutes(to group: RouterGroup<AppContext>) {
        group.get("days/{date}/intentions", use: intentions)
        group.get("days/{date}/presence", use: presence)
    }

    @Sendable func intentions(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try context.user())
        let date = try Self.date(context, today: state.today(now: service.clock.now()))
        let body = DayIntentionsJSON(date: date.description, intentions: state.intentions(on: date).map { IntentionJSON($0, in: state) })
        return Responses.json(.ok, JSONText.encode(body))
    }

    @Sendable func presence(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try context.user())
        let presence = state.presence(on: try Self.date(context, today: state.today(now: service.clock.now())), now: service.clock.now())
        return Responses.json(.ok, JSONText.encode(PresenceJSON(presence, calendar: state.calendar)))
    }

    /// The day named in the path: `YYYY-MM-DD`, or `today` in the user's settings.
    static func date(_ context: AppContext, today: @autoclosure () -> CivilDate) throws -> CivilDate {
        let raw = context.parameters.get("date") ?? ""
        if raw == "today" { return today() }
        guard let date = CivilDate(raw) else {
            throw APIError.badRequest("date", "“\(raw)” is not a date: use YYYY-MM-DD, for example 2026-11-20.", code: "invalid_date")
        }
        return date
    }
}
