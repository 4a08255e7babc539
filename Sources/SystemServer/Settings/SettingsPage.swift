import Foundation
import SystemCore

/// The settings page: one form per module's settings (the days and weeks, the Weekly's goal sizes, Today, the coach's
/// reminders), each saved on its own, so saving one never overwrites another's.
struct SettingsPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    /// A fresh idempotency key for each form: a key names one save.
    let keys: Keys
    struct Keys: Sendable, Encodable {
        let general: String
        let sizes: String
        let today: String
        let reminders: String
    }
    let timeZone: String
    /// Every time zone, grouped by region (“Europe”, “America”…), the user's selected.
    let timeZoneGroups: [ZoneGroup]
    let hours: [Option]
    let wakingStart: String
    let wakingEnd: String
    let weekdays: [Option]
    let themes: [Choice]
    let standupBy: String
    let sizes: [Size]
    let modules: [Choice]
    let quietFrom: String
    let quietUntil: String
    /// "Until 14:30 today", or nil when reminders are on.
    let doNotDisturb: String?
    let errors: [String: String]

    /// An S/M/L estimate size and the hours it stands for.
    struct Size: Sendable, Encodable {
        let name: String
        let field: String
        let label: String
        let hours: String
    }

    struct Choice: Sendable, Encodable {
        let value: String
        let label: String
        let selected: Bool
    }

    struct ZoneGroup: Sendable, Encodable {
        let region: String
        let zones: [Choice]
    }

    struct Option: Sendable, Encodable {
        let value: Int
        let label: String
        let selected: Bool
    }

    /// What the user submitted, to show again with an error.
    struct Input: Sendable, Encodable {
        var timeZone: String
        var dayStartHour: Int
        var wakingStart: String
        var wakingEnd: String
        var weekStart: Int
        var theme: Settings.Theme
        var standupBy: String
        var sizeHours: [String: String]
        var hiddenModules: [String]
        var quietFrom: String = ""
        var quietUntil: String = ""
        var error: DomainError
    }

    static let knownTimeZones = TimeZone.knownTimeZoneIdentifiers.sorted()

    /// The zones under their regions, as a list to choose from: `Europe` › `Berlin`, `America` › `Argentina/Salta`.
    static func zoneGroups(selected: String) -> [ZoneGroup] {
        var groups: [(String, [Choice])] = []
        var zones = knownTimeZones
        if !zones.contains(selected) { zones.insert(selected, at: 0) }  // a zone this machine does not know stays shown
        for zone in zones {
            let parts = zone.split(separator: "/", maxSplits: 1).map(String.init)
            let region = parts.count == 2 ? parts[0] : "Other"
            let place = (parts.count == 2 ? parts[1] : zone).replacingOccurrences(of: "_", with: " ")
            let choice = Choice(value: zone, label: place, selected: zone == selected)
            if let index = groups.firstIndex(where: { $0.0 == region }) {
                groups[index].1.append(choice)
            } else {
                groups.append((region, [choice]))
            }
        }
        return groups.sorted { ($0.0 == "Other" ? 1 : 0, $0.0) < ($1.0 == "Other" ? 1 : 0, $1.0) }.map {
            ZoneGroup(region: $0.0, zones: $0.1)
        }
    }

    static let savedMessages = ["settings": "Settings saved. Days are now computed with them; nothing recorded has changed."]

    init(
        state: UserState, now: Date, input: Input? = nil, modules: DailyModules = ServerModules.standard.dailyModules,
        newKey: () -> String
    ) {
        chrome = Chrome(.settings, state: state, now: now)
        keys = Keys(general: newKey(), sizes: newKey(), today: newKey(), reminders: newKey())
        let settings = state.settings
        timeZone = input?.timeZone ?? settings.timeZone
        timeZoneGroups = Self.zoneGroups(selected: timeZone)
        let hour = input?.dayStartHour ?? settings.dayStartHour
        hours = (0..<24).map { Option(value: $0, label: String($0, zeroPaddedTo: 2) + ":00", selected: $0 == hour) }
        wakingStart = input?.wakingStart ?? settings.wakingStart.description
        wakingEnd = input?.wakingEnd ?? settings.wakingEnd.description
        let weekStart = input?.weekStart ?? settings.weekStart
        weekdays = Settings.weekdayNames.enumerated().map {
            Option(value: $0.offset + 1, label: $0.element, selected: $0.offset + 1 == weekStart)
        }
        let theme = input?.theme ?? settings.theme
        themes = Settings.Theme.allCases.map {
            Choice(value: $0.rawValue, label: $0 == .system ? "Same as this device" : $0.rawValue.capitalized, selected: $0 == theme)
        }
        standupBy = input?.standupBy ?? settings.standupBy.description
        sizes = Estimate.Size.allCases.map { size in
            let field = Self.sizeField(size)
            return Size(
                name: size.rawValue, field: field, label: "\(size.rawValue) in hours",
                hours: input?.sizeHours[field] ?? WeekPage.hours(settings.sizeMinutes(size)))
        }
        let hidden = input?.hiddenModules ?? settings.hiddenModules
        self.modules = modules.all.map { Choice(value: $0.id, label: $0.name, selected: !hidden.contains($0.id)) }
        quietFrom = input?.quietFrom ?? settings.quietFrom?.description ?? ""
        quietUntil = input?.quietUntil ?? settings.quietUntil?.description ?? ""
        doNotDisturb = settings.doNotDisturbUntil.flatMap { until in
            until > now ? "Until \(Readable.day(state.calendar.calendarDate(until))), \(Readable.time(until, in: state.calendar))" : nil
        }
        errors = input.flatMap { input in input.error.field.map { [$0: input.error.message] } } ?? [:]
    }

    /// The form field of a size's hours: `smallHours`, `mediumHours`, `largeHours`.
    static func sizeField(_ size: Estimate.Size) -> String {
        switch size {
        case .small: "smallHours"
        case .medium: "mediumHours"
        case .large: "largeHours"
        }
    }
}
