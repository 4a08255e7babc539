import Hummingbird
import SystemCore
import SystemStore

/// `/api/v1/days/{date}/…`: a day's intentions and its presence.
struct DaysAPI: Sendable {
    let api: APIHandler

    func addRoutes(to group: RouterGroup<AppContext>) {
        group.get("days/{date}/intentions", use: intentions)
        group.get("days/{date}/presence", use: presence)
    }

    @Sendable func intentions(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        let state = read.state, date = try read.date()
        let body = DayIntentionsJSON(date: date.description, intentions: state.intentions(on: date).map { IntentionJSON($0, in: state) })
        return Responses.json(.ok, JSONText.encode(body))
    }

    @Sendable func presence(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        let presence = read.state.presence(on: try read.date(), now: read.now)
        return Responses.json(.ok, JSONText.encode(PresenceJSON(presence, calendar: read.state.calendar)))
    }
}
