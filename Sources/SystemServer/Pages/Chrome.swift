import SystemCore

/// What every page's frame needs: which top-level place is current and the date of today.
struct Chrome: Sendable {
    enum Place: Sendable { case today, days, settings, other }

    let today: String
    let isToday: Bool
    let isDays: Bool
    let isSettings: Bool

    init(_ place: Place, today: CivilDate) {
        self.today = today.description
        isToday = place == .today
        isDays = place == .days
        isSettings = place == .settings
    }
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
