import Foundation
import SystemCore

/// The settings form: time zone, day start, waking window, week start.
struct SettingsPage: Sendable {
    let chrome: Chrome
    let idempotencyKey: String
    let saved: Bool
    let timeZone: String
    let timeZones: [String]
    let hours: [Option]
    let wakingStart: String
    let wakingEnd: String
    let weekdays: [Option]
    let themes: [Choice]
    let errors: [String: String]

    struct Choice: Sendable {
        let value: String
        let label: String
        let selected: Bool
    }

    struct Option: Sendable {
        let value: Int
        let label: String
        let selected: Bool
    }

    /// What the user submitted, to show again with an error.
    struct Input: Sendable {
        var timeZone: String
        var dayStartHour: Int
        var wakingStart: String
        var wakingEnd: String
        var weekStart: Int
        var theme: Settings.Theme
        var error: DomainError
    }

    static let knownTimeZones = TimeZone.knownTimeZoneIdentifiers.sorted()

    init(state: UserState, now: Date, saved: Bool = false, input: Input? = nil, newKey: () -> String) {
        chrome = Chrome(.settings, state: state, now: now)
        idempotencyKey = newKey()
        self.saved = saved
        let settings = state.settings
        timeZone = input?.timeZone ?? settings.timeZone
        timeZones = Self.knownTimeZones
        let hour = input?.dayStartHour ?? settings.dayStartHour
        hours = (0..<24).map { Option(value: $0, label: String(format: "%02d:00", $0), selected: $0 == hour) }
        wakingStart = input?.wakingStart ?? settings.wakingStart.description
        wakingEnd = input?.wakingEnd ?? settings.wakingEnd.description
        let weekStart = input?.weekStart ?? settings.weekStart
        weekdays = Settings.weekdayNames.enumerated().map { Option(value: $0.offset + 1, label: $0.element, selected: $0.offset + 1 == weekStart) }
        let theme = input?.theme ?? settings.theme
        themes = Settings.Theme.allCases.map {
            Choice(value: $0.rawValue, label: $0 == .system ? "Same as this device" : $0.rawValue.capitalized, selected: $0 == theme)
        }
        errors = input.flatMap { input in input.error.field.map { [$0: input.error.message] } } ?? [:]
    }
}
