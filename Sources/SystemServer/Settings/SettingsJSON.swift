import Foundation
import SystemCore

/// The API's view of the settings.
public struct SettingsJSON: Encodable, Sendable {
    let timeZone: String
    let dayStartHour: Int
    let wakingStart: String
    let wakingEnd: String
    let weekStart: Int
    /// The time by which the daily standup should be done (HH:MM).
    let standupBy: String
    /// The minutes behind the S, M and L goal estimates.
    let smallMinutes: Int
    let mediumMinutes: Int
    let largeMinutes: Int
    /// The Daily modules switched off on the Today page.
    let hiddenModules: [String]
    /// Quiet hours (HH:MM): no reminder from `quietFrom` until `quietUntil`; both null when off.
    @Nullable var quietFrom: String?
    @Nullable var quietUntil: String?
    /// No reminder before this instant (ISO 8601); null when off.
    @Nullable var doNotDisturbUntil: String?

    public init(_ settings: Settings) {
        timeZone = settings.timeZone
        dayStartHour = settings.dayStartHour
        wakingStart = settings.wakingStart.description
        wakingEnd = settings.wakingEnd.description
        weekStart = settings.weekStart
        standupBy = settings.standupBy.description
        smallMinutes = settings.smallMinutes
        mediumMinutes = settings.mediumMinutes
        largeMinutes = settings.largeMinutes
        hiddenModules = settings.hiddenModules
        quietFrom = settings.quietFrom?.description
        quietUntil = settings.quietUntil?.description
        doNotDisturbUntil = settings.doNotDisturbUntil.map { DayCalendar(settings: settings).iso8601($0) }
    }
}
