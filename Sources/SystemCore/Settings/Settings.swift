import Foundation

/// All of a user's settings as one value: the Settings module's own (``GeneralSettings``) and those of the Weekly,
/// the Daily and the coach. It is what the settings page and the API show, and the payload of the old
/// `settings.changed` event. Each part is stored by its own module's event, so saving one never overwrites another;
/// modules written since keep their settings only in their own state.
public struct Settings: Hashable, Sendable, Codable {
    /// An IANA time zone name, e.g. `Europe/Berlin`.
    public var timeZone: String
    /// The hour a new day begins (a night owl's day can end at 04:00).
    public var dayStartHour: Int
    /// The waking window presence is measured against; it ends the next day when `wakingEnd <= wakingStart`.
    public var wakingStart: TimeOfDay
    public var wakingEnd: TimeOfDay
    /// The first day of the week, ISO numbering: 1 = Monday … 7 = Sunday.
    public var weekStart: Int
    /// Light or dark, or whatever the device prefers.
    public var theme: Theme
    /// The time by which the daily standup should be done; after it the Today page asks for it.
    public var standupBy: TimeOfDay
    /// The hours behind the S, M and L goal estimates, in minutes.
    public var smallMinutes: Int
    public var mediumMinutes: Int
    public var largeMinutes: Int
    /// The Daily modules the user switched off on the Today page.
    public var hiddenModules: [String]
    /// Quiet hours: no reminder is shown from `quietFrom` until `quietUntil` (over midnight when it ends earlier).
    /// Off when either is nil.
    public var quietFrom: TimeOfDay?
    public var quietUntil: TimeOfDay?
    /// No reminder is shown before this instant.
    public var doNotDisturbUntil: Date?

    /// The colour theme of the web app.
    public enum Theme: String, CaseIterable, Codable, Sendable {
        case system, light, dark
    }

    public init(
        timeZone: String, dayStartHour: Int = 4, wakingStart: TimeOfDay = TimeOfDay(hour: 7)!,
        wakingEnd: TimeOfDay = TimeOfDay(hour: 23)!, weekStart: Int = 1, theme: Theme = .system,
        standupBy: TimeOfDay = TimeOfDay(hour: 10)!, smallMinutes: Int = 120, mediumMinutes: Int = 240,
        largeMinutes: Int = 480, hiddenModules: [String] = [], quietFrom: TimeOfDay? = nil, quietUntil: TimeOfDay? = nil,
        doNotDisturbUntil: Date? = nil
    ) {
        self.timeZone = timeZone
        self.dayStartHour = dayStartHour
        self.wakingStart = wakingStart
        self.wakingEnd = wakingEnd
        self.weekStart = weekStart
        self.theme = theme
        self.standupBy = standupBy
        self.smallMinutes = smallMinutes
        self.mediumMinutes = mediumMinutes
        self.largeMinutes = largeMinutes
        self.hiddenModules = hiddenModules
        self.quietFrom = quietFrom
        self.quietUntil = quietUntil
        self.doNotDisturbUntil = doNotDisturbUntil
    }

    enum CodingKeys: String, CodingKey {
        case timeZone, dayStartHour, wakingStart, wakingEnd, weekStart, theme
        case standupBy, smallMinutes, mediumMinutes, largeMinutes, hiddenModules
        case quietFrom, quietUntil, doNotDisturbUntil
    }

    /// Settings stored before a field existed decode with that field's default.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        timeZone = try c.decode(String.self, forKey: .timeZone)
        dayStartHour = try c.decode(Int.self, forKey: .dayStartHour)
        wakingStart = try c.decode(TimeOfDay.self, forKey: .wakingStart)
        wakingEnd = try c.decode(TimeOfDay.self, forKey: .wakingEnd)
        weekStart = try c.decode(Int.self, forKey: .weekStart)
        theme = try c.decodeIfPresent(Theme.self, forKey: .theme) ?? .system
        let defaults = Settings(timeZone: timeZone)
        standupBy = try c.decodeIfPresent(TimeOfDay.self, forKey: .standupBy) ?? defaults.standupBy
        smallMinutes = try c.decodeIfPresent(Int.self, forKey: .smallMinutes) ?? defaults.smallMinutes
        mediumMinutes = try c.decodeIfPresent(Int.self, forKey: .mediumMinutes) ?? defaults.mediumMinutes
        largeMinutes = try c.decodeIfPresent(Int.self, forKey: .largeMinutes) ?? defaults.largeMinutes
        hiddenModules = try c.decodeIfPresent([String].self, forKey: .hiddenModules) ?? []
        quietFrom = try c.decodeIfPresent(TimeOfDay.self, forKey: .quietFrom)
        quietUntil = try c.decodeIfPresent(TimeOfDay.self, forKey: .quietUntil)
        doNotDisturbUntil = try c.decodeIfPresent(Date.self, forKey: .doNotDisturbUntil)
    }

    /// Whether a reminder at `instant` must stay silent: in quiet hours or before "do not disturb until".
    public func isQuiet(at instant: Date, calendar: DayCalendar) -> Bool {
        if let until = doNotDisturbUntil, instant < until { return true }
        guard let from = quietFrom, let to = quietUntil, from != to else { return false }
        let time = calendar.timeOfDay(instant)
        return from < to ? (time >= from && time < to) : (time >= from || time < to)
    }

    /// The parts, each owned by its module.
    public var general: GeneralSettings {
        get {
            GeneralSettings(
                timeZone: timeZone, dayStartHour: dayStartHour, wakingStart: wakingStart, wakingEnd: wakingEnd,
                weekStart: weekStart, theme: theme)
        }
        set {
            timeZone = newValue.timeZone
            dayStartHour = newValue.dayStartHour
            wakingStart = newValue.wakingStart
            wakingEnd = newValue.wakingEnd
            weekStart = newValue.weekStart
            theme = newValue.theme
        }
    }

    public var weekly: WeeklySettings {
        get { WeeklySettings(smallMinutes: smallMinutes, mediumMinutes: mediumMinutes, largeMinutes: largeMinutes) }
        set {
            smallMinutes = newValue.smallMinutes
            mediumMinutes = newValue.mediumMinutes
            largeMinutes = newValue.largeMinutes
        }
    }

    public var daily: DailySettings {
        get { DailySettings(standupBy: standupBy, hiddenModules: hiddenModules) }
        set {
            standupBy = newValue.standupBy
            hiddenModules = newValue.hiddenModules
        }
    }

    public var coach: CoachSettings {
        get { CoachSettings(quietFrom: quietFrom, quietUntil: quietUntil, doNotDisturbUntil: doNotDisturbUntil) }
        set {
            quietFrom = newValue.quietFrom
            quietUntil = newValue.quietUntil
            doNotDisturbUntil = newValue.doNotDisturbUntil
        }
    }

    /// The settings made of these parts.
    public init(general: GeneralSettings, weekly: WeeklySettings, daily: DailySettings, coach: CoachSettings) {
        self.init(timeZone: general.timeZone)
        self.general = general
        self.weekly = weekly
        self.daily = daily
        self.coach = coach
    }

    /// The minutes an S, M or L estimate stands for.
    public func sizeMinutes(_ size: Estimate.Size) -> Int {
        switch size {
        case .small: smallMinutes
        case .medium: mediumMinutes
        case .large: largeMinutes
        }
    }

    /// The defaults for a new user whose machine is in `timeZone`.
    public static func defaults(timeZone: String) -> Settings {
        Settings(timeZone: TimeZone(identifier: timeZone) == nil ? "UTC" : timeZone)
    }

    /// Checks every field, naming the first that is wrong.
    public func validated() throws(DomainError) -> Settings {
        guard TimeZone(identifier: timeZone) != nil else {
            throw .invalid(
                "timeZone", "“\(timeZone)” is not a time zone we know; time zones are named like Europe/Berlin or America/New_York.")
        }
        guard (0...23).contains(dayStartHour) else {
            throw .invalid("dayStartHour", "The day start hour must be between 0 and 23.")
        }
        guard wakingStart != wakingEnd else {
            throw .invalid("wakingEnd", "The waking window must not be empty: its end must differ from its start.")
        }
        guard (1...7).contains(weekStart) else {
            throw .invalid("weekStart", "The week start must be a weekday from 1 (Monday) to 7 (Sunday).")
        }
        for (field, minutes) in [("smallMinutes", smallMinutes), ("mediumMinutes", mediumMinutes), ("largeMinutes", largeMinutes)] {
            guard Estimate.minutesLimit.contains(minutes) else {
                throw .invalid(
                    field, "A size must stand for between a quarter of an hour and \(Estimate.minutesLimit.upperBound / 60) hours.")
            }
        }
        guard smallMinutes <= mediumMinutes, mediumMinutes <= largeMinutes else {
            throw .invalid("mediumMinutes", "Sizes must grow: S at most M, and M at most L.")
        }
        guard (quietFrom == nil) == (quietUntil == nil) else {
            throw .invalid(quietFrom == nil ? "quietFrom" : "quietUntil", "Quiet hours need both a start and an end, or neither.")
        }
        if let quietFrom, quietFrom == quietUntil {
            throw .invalid("quietUntil", "Quiet hours must end at another time than \(quietFrom); leave both empty to turn them off.")
        }
        if let until = doNotDisturbUntil, !Self.instantRange.contains(until) {
            throw .invalid("doNotDisturbUntil", "“Do not disturb” must end between the years 1900 and 2999.")
        }
        var settings = self
        settings.doNotDisturbUntil = doNotDisturbUntil?.wholeSecond
        return settings
    }

    /// The instants a setting may name: 1900 to 2999, with a day to spare for any time zone.
    static let instantRange = Date(timeIntervalSince1970: -2_208_988_800 + 86_400)...Date(timeIntervalSince1970: 32_503_680_000 - 86_400)

    public static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// Parses a weekday given as 1…7 or an English name (`monday`, `Mon`).
    public static func weekday(named text: String) -> Int? {
        if let number = Int(text), (1...7).contains(number) { return number }
        let lower = text.lowercased()
        guard lower.count >= 3 else { return nil }
        return weekdayNames.firstIndex { $0.lowercased().hasPrefix(lower) }.map { $0 + 1 }
    }
}
