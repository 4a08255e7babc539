import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// `/api/v1/coach…`: the coach's message for any instant and viewed day, why it won, the catalogue it chose from,
/// and the reminders an open tab shows.
struct CoachAPI: Sendable {
    let api: APIHandler
    let coach = Coach()

    func addRoutes(to group: RouterGroup<AppContext>) {
        group.get("coach", use: message)
        group.get("coach/topics", use: topics)
        group.get("coach/rules", use: rules)
        group.get("coach/reminders", use: reminders)
    }

    /// `?at=<ISO instant>&date=<YYYY-MM-DD>&explain=true|false`: `at` defaults to now, `date` to the day holding `at`.
    @Sendable func message(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        let user = read.user, state = read.state
        let query = request.uri.queryParameters
        func parameter(_ name: String) -> String? { query.get(name).map { String($0) } }
        let at = try CoachQuery.instant(parameter("at")) ?? read.now
        let date = try CoachQuery.date(parameter("date"))
        let explain = try CoachQuery.flag("explain", parameter("explain"))
        let day = date ?? state.calendar.day(containing: at)
        let evaluation = try await api.service.coach(coach, for: user, state: state, at: at, date: day)
        return Responses.json(.ok, JSONText.encode(CoachJSON(evaluation, at: at, date: day, explain: explain, calendar: state.calendar)))
    }

    @Sendable func topics(_ request: Request, context: AppContext) async throws -> Response {
        _ = try context.user()
        return Responses.json(.ok, JSONText.encode(CoachTopicsJSON()))
    }

    @Sendable func rules(_ request: Request, context: AppContext) async throws -> Response {
        _ = try context.user()
        return Responses.json(.ok, JSONText.encode(CoachRulesJSON(coach)))
    }

    /// What is due from five minutes ago to twelve hours ahead, quiet hours and "do not disturb" respected.
    @Sendable func reminders(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        return Responses.json(
            .ok,
            JSONText.encode(
                CoachRemindersJSON(
                    coach.reminders(read.state, now: read.now), now: read.now,
                    calendar: read.state.calendar)))
    }
}

/// The coach's query parameters, each refused with 400 naming it when it does not read.
public enum CoachQuery {
    /// The years the coach can be asked about: far enough for any history or plan, near enough for every calendar.
    public static let years = 1900...2999

    static func instant(_ raw: String?) throws(APIError) -> Date? {
        guard let raw else { return nil }
        // A `+` left unencoded in a query arrives as a space; no instant holds a space, so put it back.
        let text = raw.replacingOccurrences(of: " ", with: "+")
        guard let instant = Readable.parseInstant(text), years.contains(utcYear(instant)) else {
            throw .badRequest(
                "at",
                "“\(raw)” is not an instant: use ISO 8601 with an offset, for example 2026-11-20T10:00:00+01:00 (years \(years.lowerBound)–\(years.upperBound)).",
                code: "invalid_instant")
        }
        return instant
    }

    static func date(_ raw: String?) throws(APIError) -> CivilDate? {
        guard let raw else { return nil }
        guard let date = CivilDate(raw), years.contains(date.year) else {
            throw .badRequest(
                "date", "“\(raw)” is not a date: use YYYY-MM-DD, for example 2026-11-20 (years \(years.lowerBound)–\(years.upperBound)).",
                code: "invalid_date")
        }
        return date
    }

    static func flag(_ name: String, _ raw: String?) throws(APIError) -> Bool {
        switch raw {
        case nil, "false": return false
        case "true": return true
        case let raw?: throw .badRequest(name, "“\(raw)” is not true or false: use \(name)=true or \(name)=false.", code: "invalid_flag")
        }
    }

    private static func utcYear(_ instant: Date) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.component(.year, from: instant)
    }
}
