import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The coach's explain page.
extension Pages {
    func addCoachRoutes(to router: Router<AppContext>) {
        router.get("/coach", use: explainCoach)
    }

    /// `/coach?at=2026-11-20T09:30&date=2026-11-19`: `at` is a local date and time (or an ISO instant), now by
    /// default; `date` is the viewed day, the day containing `at` by default.
    @Sendable func explainCoach(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let state = try await service.state(for: user)
        let now = service.clock.now()
        let query = request.uri.queryParameters
        var problems: [String] = []
        var at = now
        if let raw = query.get("at").map { String($0) }, !raw.isEmpty {
            if let instant = Readable.parseInstant(raw) ?? Self.localInstant(raw, calendar: state.calendar),
                CoachQuery.years.contains(state.calendar.yearOrNil(instant) ?? 0)
            {
                at = instant
            } else {
                problems.append("“\(raw)” is not a moment: use the date and time fields.")
            }
        }
        var date: CivilDate?
        if let raw = query.get("date").map { String($0) }, !raw.isEmpty {
            if let day = CivilDate(raw), CoachQuery.years.contains(day.year) {
                date = day
            } else {
                problems.append("“\(raw)” is not a day: use YYYY-MM-DD.")
            }
        }
        let evaluation = try await service.coach(for: user, state: state, at: at, date: date)
        let page = CoachPage(
            evaluation, state: state, at: at, date: date, now: now,
            error: problems.isEmpty ? nil : problems.joined(separator: " "))
        return renderer.render(page, "coach", status: problems.isEmpty ? .ok : .badRequest, in: context)
    }

    /// A `datetime-local` value (`2026-11-20T09:30`) in the user's time zone.
    static func localInstant(_ text: String, calendar: DayCalendar) -> Date? {
        let parts = text.split(separator: "T", maxSplits: 1).map(String.init)
        guard parts.count == 2, let day = CivilDate(parts[0]), let time = TimeOfDay(String(parts[1].prefix(5))) else { return nil }
        return calendar.instant(day, time)
    }
}
