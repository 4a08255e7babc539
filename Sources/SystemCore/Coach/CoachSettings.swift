import Foundation

/// The coach's settings: when it stays silent.
public struct CoachSettings: Hashable, Sendable, Codable, ModuleState {
    /// Quiet hours: no reminder is shown from `quietFrom` until `quietUntil` (over midnight when it ends earlier).
    /// Off when either is nil.
    public var quietFrom: TimeOfDay?
    public var quietUntil: TimeOfDay?
    /// No reminder is shown before this instant.
    public var doNotDisturbUntil: Date?

    public init(quietFrom: TimeOfDay? = nil, quietUntil: TimeOfDay? = nil, doNotDisturbUntil: Date? = nil) {
        self.quietFrom = quietFrom
        self.quietUntil = quietUntil
        self.doNotDisturbUntil = doNotDisturbUntil
    }

    public init(context: ModuleContext) { self.init() }

    public static let folds = Folds<CoachSettings>()
        .on(DomainEvent.SettingsChanged.self) { settings, e in settings = e.settings.coach }
        .on(DomainEvent.CoachSettingsChanged.self) { settings, e in settings = e.settings }
}

extension DomainEvent {
    /// The coach's settings, replaced whole.
    public struct CoachSettingsChanged: Event {
        public static let type = "coach.settings-changed"
        public var settings: CoachSettings
        public init(settings: CoachSettings) {
            self.settings = settings
        }
    }
}
