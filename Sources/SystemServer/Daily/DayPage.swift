import Foundation
import SystemCore

/// The day view (and, for today, the Today page): presence, then the Daily modules the registry builds for the day.
///
/// A presentation model computed from state alone; the template only renders it.
struct DayPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let title: String
    let heading: String
    let subheading: String?
    let date: String
    let isToday: Bool
    let previousHref: String
    let nextHref: String
    let previousLabel: String
    let nextLabel: String
    /// The week the day belongs to, for a day other than today.
    let weekHref: String
    let weekLabel: String
    let presence: PresenceView
    /// The enabled modules, drawn in order.
    let modules: [Module]

    struct PresenceView: Sendable, Encodable {
        let percent: String
        let fill: Int
        let present: String
        let window: String
        let range: String
    }

    /// One module's drawn view.
    struct Module: Sendable, Encodable {
        let id: String
        let html: String
        var stylesheet: String? = nil
        var script: String? = nil
    }

    /// The stylesheets and scripts the drawn modules bring, each once.
    let stylesheets: [String]
    let scripts: [String]

    init(_ day: DailyContext, modules: [Module]) {
        let state = day.state, date = day.date, now = day.now
        let today = day.today
        isToday = day.isToday
        chrome = Chrome(day: date, state: state, now: now)
        heading = isToday ? "Today" : Readable.day(date)
        subheading = isToday ? Readable.day(date) : nil
        title = isToday ? "Today" : date.description
        self.date = date.description
        let (previous, next) = (date.adding(days: -1), date.adding(days: 1))
        previousHref = Self.href(previous, today: today)
        nextHref = Self.href(next, today: today)
        previousLabel = Self.label(previous, today: today)
        nextLabel = Self.label(next, today: today)
        let week = state.calendar.weekStart(containing: date)
        weekHref = "/weeks/\(week)"
        weekLabel = week == state.calendar.weekStart(containing: today) ? "This week" : "Week of \(Readable.dayWithoutYear(week))"

        let measured = state.presence(on: date, now: now)
        presence = PresenceView(
            percent: Readable.percent(measured.ratio),
            fill: min(100, Int((measured.ratio * 100).rounded())),
            present: Readable.minutes(measured.presentMinutes),
            window: Readable.minutes(measured.windowMinutes),
            range: "\(state.settings.wakingStart)–\(state.settings.wakingEnd)")
        self.modules = modules
        var seen: Set<String> = []
        stylesheets = modules.compactMap(\.stylesheet).filter { seen.insert($0).inserted }
        scripts = modules.compactMap(\.script).filter { seen.insert($0).inserted }
    }

    /// Where a day's page is: Today for today.
    static func href(_ date: CivilDate, today: CivilDate) -> String {
        date == today ? "/" : "/days/\(date)"
    }

    /// A neighbouring day as a link reads: "Yesterday", "Today", "Tomorrow", or "Wed 18 Nov".
    static func label(_ date: CivilDate, today: CivilDate) -> String {
        switch date.daysSinceEpoch - today.daysSinceEpoch {
        case -1: return "Yesterday"
        case 0: return "Today"
        case 1: return "Tomorrow"
        default: return Readable.shortDay(date)
        }
    }
}
