import Foundation

/// The Settings module's own settings: how days and weeks are cut, and how the app looks. Changing them changes how
/// days are cut, never what was recorded.
public struct GeneralSettings: Hashable, Sendable, Codable {
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
    public var theme: Settings.Theme

    public init(
        timeZone: String, dayStartHour: Int, wakingStart: TimeOfDay, wakingEnd: TimeOfDay, weekStart: Int,
        theme: Settings.Theme
    ) {
        self.timeZone = timeZone
        self.dayStartHour = dayStartHour
        self.wakingStart = wakingStart
        self.wakingEnd = wakingEnd
        self.weekStart = weekStart
        self.theme = theme
    }
}

/// The Settings module's state: the general settings, the calendar they cut days with, and the first-use hints closed.
public struct SettingsState: ModuleState {
    public private(set) var general: GeneralSettings {
        didSet { calendar = Self.calendar(for: general) }
    }
    /// Days cut in the user's settings; rebuilt only when they change.
    public private(set) var calendar: DayCalendar
    /// Whether the user ever saved these settings (otherwise the defaults apply).
    public private(set) var isSaved = false
    /// The first-use hints the user has closed.
    public private(set) var dismissedHints: Set<String> = []

    public init(context: ModuleContext) {
        self.init(general: Settings.defaults(timeZone: context.defaultTimeZone).general, isSaved: false)
    }

    /// Settings with the calendar they cut days with, made once: a calendar reads its time zone from the system's
    /// database, and reading saved settings made the defaults' calendar first and then threw it away.
    private init(general: GeneralSettings, isSaved: Bool) {
        self.general = general
        calendar = Self.calendar(for: general)
        self.isSaved = isSaved
    }

    /// In a snapshot (``BinaryWriter``'s form, read on every command): the general settings only once saved, so a
    /// user who never chose them keeps the defaults of the machine that reads the snapshot (the CLI and the server
    /// may run in different zones), as a replay would; then the closed hints.
    public func snapshotHead() throws -> Data {
        BinaryWriter.data { writer in
            writer.optional(isSaved ? general : nil) { writer, general in
                writer.string(general.timeZone)
                writer.int(general.dayStartHour)
                writer.time(general.wakingStart)
                writer.time(general.wakingEnd)
                writer.int(general.weekStart)
                writer.string(general.theme.rawValue)
            }
            writer.strings(dismissedHints.sorted())
        }
    }

    public init(snapshotHead: Data, context: ModuleContext, load: PartLoad) throws {
        let (saved, hints) = try BinaryReader.whole(snapshotHead) { reader in
            let general = try reader.optional { reader in
                GeneralSettings(
                    timeZone: try reader.string(), dayStartHour: try reader.int(), wakingStart: try reader.time(),
                    wakingEnd: try reader.time(), weekStart: try reader.int(), theme: try reader.raw(Settings.Theme.self))
            }
            return (general, try reader.strings())
        }
        if let saved { self.init(general: saved, isSaved: true) } else { self.init(context: context) }
        dismissedHints = Set(hints)
    }

    private static func calendar(for general: GeneralSettings) -> DayCalendar {
        DayCalendar(settings: Settings(timeZone: general.timeZone).with(general))
    }

    public static let folds = Folds<SettingsState>()
        .on(DomainEvent.SettingsChanged.self) { state, e in
            state.general = e.settings.general
            state.isSaved = true
        }
        .on(DomainEvent.GeneralSettingsChanged.self) { state, e in
            state.general = e.settings
            state.isSaved = true
        }
        .on(DomainEvent.HintDismissed.self) { state, e in state.dismissedHints.insert(e.hint) }
}

extension Settings {
    /// These settings with the general part replaced.
    func with(_ general: GeneralSettings) -> Settings {
        var settings = self
        settings.general = general
        return settings
    }
}

extension UserState {
    /// All settings, each part from its module.
    public var settings: Settings {
        Settings(
            general: self[SettingsState.self].general, weekly: self[WeeklySettings.self], daily: self[DailySettings.self],
            coach: self[CoachSettings.self])
    }

    /// Days cut in the user's settings.
    public var calendar: DayCalendar { self[SettingsState.self].calendar }

    /// Whether the user ever saved their general settings (the time zone among them).
    public var hasSavedSettings: Bool { self[SettingsState.self].isSaved }

    /// The first-use hints the user has closed.
    public var dismissedHints: Set<String> { self[SettingsState.self].dismissedHints }
}
