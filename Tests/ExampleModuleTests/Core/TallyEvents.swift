import Foundation
import SystemCore

// The example module's events: a tally of glasses of water. Their type strings are written out and never change.

extension DomainEvent {
    /// Glasses drunk at an instant.
    struct GlassesCounted: Event {
        static let type = "tally.counted"
        var amount: Int
        var at: Date
    }

    /// The tally's settings, replaced whole.
    struct TallySettingsChanged: Event {
        static let type = "tally.settings-changed"
        var settings: TallySettings
    }
}
