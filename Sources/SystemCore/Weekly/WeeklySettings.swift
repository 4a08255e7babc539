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

    /// In a snapshot's head, in ``BinaryWriter``'s form (`system week` reads it on every run).
    public func snapshotHead() throws -> Data {
        BinaryWriter.data { writer in
            for minutes in [smallMinutes, mediumMinutes, largeMinutes] { writer.int(minutes) }
        }
    }

    public init(snapshotHead: Data, context: ModuleContext, load: PartLoad) throws {
        self = try BinaryReader.whole(snapshotHead) { reader in
            WeeklySettings(smallMinutes: try reader.int(), mediumMinutes: try reader.int(), largeMinutes: try reader.int())
        }
    }

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
