import Foundation

/// The Weekly's settings: the minutes behind the S, M and L goal estimates.
public struct WeeklySettings: Hashable, Sendable, Codable, ModuleState {
    public var smallMinutes: Int
    public var mediumMinutes: Int
    public var largeMinutes: Int

    public init(smallMinutes: Int = 120, mediumMinutes: Int = 240, largeMinutes: Int = 480) {
        self.smallMinutes = smallMinutes
        self.mediumMinutes = mediumMinutes
        self.largeMinutes = largeMinutes
    }

    public init(context: ModuleContext) { self.init() }

    public static let folds = Folds<WeeklySettings>()
        .on(DomainEvent.SettingsChanged.self) { settings, e in settings = e.settings.weekly }
        .on(DomainEvent.WeeklySettingsChanged.self) { settings, e in settings = e.settings }
}

extension DomainEvent {
    /// The Weekly's settings, replaced whole.
    public struct WeeklySettingsChanged: Event {
        public static let type = "weekly.settings-changed"
        public var settings: WeeklySettings
        public init(settings: WeeklySettings) {
            self.settings = settings
        }
    }
}

extension UserState {
    /// Areas, goals, capacity, retrospectives and action items.
    public var weekly: WeeklyLog { self[WeeklyLog.self] }
}
