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

    /// In a snapshot's head, in ``BinaryWriter``'s form (`system coach`, a status line's command, reads it on every
    /// run).
    public func snapshotHead() throws -> Data {
        BinaryWriter.data { writer in
            writer.optional(quietFrom) { $0.time($1) }
            writer.optional(quietUntil) { $0.time($1) }
            writer.optional(doNotDisturbUntil) { $0.date($1) }
        }
    }

    public init(snapshotHead: Data, context: ModuleContext, load: PartLoad) throws {
        self = try BinaryReader.whole(snapshotHead) { reader in
            CoachSettings(
                quietFrom: try reader.optional { try $0.time() }, quietUntil: try reader.optional { try $0.time() },
                doNotDisturbUntil: try reader.optional { try $0.date() })
        }
    }

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
