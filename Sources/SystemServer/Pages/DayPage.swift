import Foundation
import Mustache
import SystemCore

/// The day view (and, for today, the Today page): presence, then the Daily modules the registry builds for the day.
///
/// A presentation model computed from state alone; the template only renders it.
struct DayPage: Sendable {
    let chrome: Chrome
    let title: String
    let heading: String
    let subheading: String?
    let date: String
    let isToday: Bool
    let previous: String
    let next: String
    let previousLabel: String
    let nextLabel: String
    let presence: PresenceView
    /// The enabled modules, drawn in order.
    let modules: [Module]
    let hint: HintView?

    struct PresenceView: Sendable {
        let percent: String
        let fill: Int
        let present: String
        let window: String
        let range: String
    }

    /// One module's drawn view.
    struct Module: Sendable {
        let id: String
        let html: String
    }

    init(_ day: DailyContext, modules: [Module]) {
        let state = day.state, date = day.date, now = day.now
        let today = day.today
        isToday = day.isToday
        chrome = Chrome(isToday ? .today : .days, state: state, now: now)
        heading = isToday ? "Today" : Readable.day(date)
        subheading = isToday ? Readable.day(date) : nil
        title = isToday ? "Today" : date.description
        self.date = date.description
        previous = date.adding(days: -1).description
        next = date.adding(days: 1).description
        previousLabel = date.adding(days: -1) == today ? "Today" : Readable.dayWithoutYear(date.adding(days: -1))
        nextLabel = date.adding(days: 1) == today ? "Today" : Readable.dayWithoutYear(date.adding(days: 1))

        let measured = state.presence(on: date, now: now)
        presence = PresenceView(
            percent: Readable.percent(measured.ratio),
            fill: min(100, Int((measured.ratio * 100).rounded())),
            present: Readable.minutes(measured.presentMinutes),
            window: Readable.minutes(measured.windowMinutes),
            range: "\(state.settings.wakingStart)–\(state.settings.wakingEnd)")
        self.modules = modules
        hint = isToday ? HintView(Hint.today, state: state) : nil
    }
}

extension DayPage: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "chrome": chrome
        case "title": title
        case "heading": heading
        case "subheading": subheading
        case "date": date
        case "isToday": isToday
        case "previous": previous
        case "next": next
        case "previousLabel": previousLabel
        case "nextLabel": nextLabel
        case "presence": presence
        case "modules": modules
        case "hint": hint
        default: nil
        }
    }
}
