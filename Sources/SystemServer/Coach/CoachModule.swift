import Foundation
import SystemCore
import SystemStore

/// The coach's message area: the one thing worth saying about the viewed day at this moment, with its actions and
/// a way to see why it won.
struct CoachModule: DailyModule {
    let id = "coach"
    let name = "Coach"
    let position = 10

    func view(for day: DailyContext) async throws -> (any Encodable & Sendable)? {
        var facts = CoachFacts()
        if let storage = day.storage {
            facts = try await StoreModules.standard.coachFacts(of: day.user, state: day.state, at: day.now, date: day.date, in: storage)
        }
        return View(
            Coach.standard.message(day.state, user: day.user, at: day.now, date: day.date, facts: facts), date: day.date, now: day.now,
            calendar: day.state.calendar, on: DayPage.href(day.date, today: day.today))
    }

    struct View: Sendable, Encodable {
        let key: String
        let topic: String
        let text: String
        let actions: [Action]
        let explainHref: String

        struct Action: Sendable, Encodable {
            let label: String
            let href: String
        }

        /// The message for a day; `page` is the path it is shown on, so no action leads back to that same page.
        init(_ message: Coach.Message, date: CivilDate, now: Date, calendar: DayCalendar, on page: String? = nil) {
            key = message.key
            topic = message.topic.rawValue
            text = message.text
            actions = message.actions.filter { $0.href != page }.map { Action(label: $0.label, href: $0.href) }
            let at = calendar.iso8601(now).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            explainHref = "/coach?date=\(date)&at=\(at)"
        }
    }
}
