import Foundation
import SystemCore

/// What every page's frame needs: which place is current, today's date, the week, and the theme.
///
/// Two top-level places (Today and Week) are tabs; the log, settings, help and (on a hosted server) the account
/// are asides reached from the header's secondary links, always the same way.
struct Chrome: Sendable {
    enum Place: Sendable { case today, week, days, settings, help, account, other }

    let today: String
    let week: String
    let theme: String
    let isToday: Bool
    let isWeek: Bool
    let isDays: Bool
    let isSettings: Bool
    let isHelp: Bool
    let isAccount: Bool

    init(_ place: Place, state: UserState, now: Date) {
        let today = state.today(now: now)
        self.today = today.description
        week = state.calendar.weekStart(containing: today).description
        theme = state.settings.theme.rawValue
        isToday = place == .today
        isWeek = place == .week
        isDays = place == .days
        isSettings = place == .settings
        isHelp = place == .help
        isAccount = place == .account
    }
}

/// A first-use hint on a page, with the form that closes it for good.
struct HintView: Sendable {
    let name: String
    let title: String
    let text: String

    /// The hint for a screen, unless the user has closed it.
    init?(_ name: String, state: UserState) {
        guard !state.dismissedHints.contains(name), let copy = Self.copy[name] else { return nil }
        self.name = name
        (title, text) = copy
    }

    static let copy: [String: (String, String)] = [
        Hint.today: ("Start with one intention",
                     "Name one concrete thing and give it a time. The focus screen keeps you company until it's done; then you tag it, rate how it felt and review it."),
        Hint.focus: ("Your bubble of presence",
                     "Put your phone away and close what you don't need. You'll be told when time is up; end early or add time if you need to."),
        Hint.reflect: ("Why the pause?",
                       "The feelings open after five seconds so you answer honestly, not by reflex. Over weeks they show which activities bring joy."),
        Hint.week: ("Plan your week like a sprint",
                    "Set the hours you really have, add a few goals per area with estimates, and link each day's to-dos to them. At the week's end, the demo and retrospective show what came of it."),
    ]
}

/// An error message for a page, e.g. a 404.
struct ErrorPage: Sendable {
    let chrome: Chrome
    let heading: String
    let message: String
}

/// The page the service worker shows offline for a page it has not stored.
struct OfflinePage: Sendable {
    let chrome: Chrome
}
