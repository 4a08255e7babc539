import Foundation
import SystemCore

/// What every page's frame needs: which place is current, today's date, the week, and the theme.
///
/// Two top-level places are tabs: Today (today's day page, the focus screen, today's intentions) and Week (any
/// week, its retrospective, the areas, and every other day, which the week lists). Settings, help and (on a
/// hosted server) the account are asides reached from the header's secondary links, always the same way.
struct Chrome: Sendable, Encodable {
    /// A place in the header. The app's own are here; a module adds its own (`extension Chrome.Place { static let
    /// health = Place("health") }`) without editing this file.
    struct Place: Hashable, Sendable, Encodable {
        let name: String
        init(_ name: String) { self.name = name }

        static let today = Place("today"), week = Place("week"), settings = Place("settings"), help = Place("help")
        static let account = Place("account"), other = Place("other")
    }

    /// The place the page belongs to, which the header marks as current.
    let place: Place
    let today: String
    let week: String
    let theme: String
    /// The user never chose settings: the browser may tell its time zone (app.js does, once).
    let adoptTimeZone: Bool

    init(_ place: Place, state: UserState, now: Date) {
        let today = state.today(now: now)
        self.place = place
        self.today = today.description
        week = state.calendar.weekStart(containing: today).description
        theme = state.settings.theme.rawValue
        adoptTimeZone = !state.hasSavedSettings
    }

    /// The frame of a page about one day: Today's tab for today, the Week's for any other day.
    init(day date: CivilDate, state: UserState, now: Date) {
        self.init(date == state.today(now: now) ? .today : .week, state: state, now: now)
    }
}

/// A first-use hint on a page, with the form that closes it for good.
struct HintView: Sendable, Encodable {
    let name: String
    let title: String
    let text: String

    /// The hint for a screen, while it still has something to teach (see ``Hint/isShown(_:in:)``).
    init?(_ name: String, state: UserState) {
        guard Hint.isShown(name, in: state), let copy = Self.copy[name] else { return nil }
        self.name = name
        (title, text) = copy
    }

    static let copy: [String: (String, String)] = [
        Hint.focus: (
            "Your bubble of presence",
            "Put your phone away and close what you don't need. You'll be told when time is up; end early or add time if you need to."
        ),
        Hint.reflect: (
            "Why the pause?",
            "The feelings open after five seconds so you answer honestly, not by reflex. Over weeks they show which activities bring joy."
        ),
        Hint.week: (
            "Plan your week like a sprint",
            "Set the hours you really have, add a few goals per area with estimates, and link each day's to-dos to them. At the week's end, the demo and retrospective show what came of it."
        ),
    ]
}

/// An error message for a page, e.g. a 404.
struct ErrorPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let heading: String
    let message: String
}

/// The page the service worker shows offline for a page it has not stored.
struct OfflinePage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
}
