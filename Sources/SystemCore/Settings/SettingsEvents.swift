import Foundation

// The events of the Settings module. Their `type` strings are stored forever (see `Event`).

extension DomainEvent {
    /// All settings at once, as written before each module kept its own: still read (each module takes its part),
    /// no longer written.
    public struct SettingsChanged: Event {
        public static let type = "settings.changed"
        public var settings: Settings
        public init(settings: Settings) {
            self.settings = settings
        }
    }

    /// A first-use hint the user closed; it is never shown again.
    public struct HintDismissed: Event {
        public static let type = "hint.dismissed"
        public var hint: String

        public init(hint: String) {
            self.hint = hint
        }
    }
}

extension DomainEvent {
    /// The general settings (time zone, day and week, waking window, theme), replaced whole.
    public struct GeneralSettingsChanged: Event {
        public static let type = "settings.general-changed"
        public var settings: GeneralSettings
        public init(settings: GeneralSettings) {
            self.settings = settings
        }
    }
}

extension DomainEvent {
    public static func settingsChanged(_ e: SettingsChanged) -> DomainEvent { DomainEvent(e) }
    public static func hintDismissed(_ e: HintDismissed) -> DomainEvent { DomainEvent(e) }
}
