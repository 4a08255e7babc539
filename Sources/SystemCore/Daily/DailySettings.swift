import Foundation

/// The Daily's settings: when the standup is due, and the Today page's modules the user switched off.
public struct DailySettings: Hashable, Sendable, Codable, ModuleState {
    /// The time by which the daily standup should be done; after it the Today page asks for it.
    public var standupBy: TimeOfDay
    /// The Daily modules the user switched off on the Today page.
    public var hiddenModules: [String]

    public init(standupBy: TimeOfDay = TimeOfDay(hour: 10)!, hiddenModules: [String] = []) {
        self.standupBy = standupBy
        self.hiddenModules = hiddenModules
    }

    public init(context: ModuleContext) { self.init() }

    /// In a snapshot's head, in ``BinaryWriter``'s form (Today and the Daily's commands read it on every run).
    public func snapshotHead() throws -> Data {
        BinaryWriter.data { writer in
            writer.time(standupBy)
            writer.strings(hiddenModules)
        }
    }

    public init(snapshotHead: Data, context: ModuleContext, load: PartLoad) throws {
        self = try BinaryReader.whole(snapshotHead) { reader in
            DailySettings(standupBy: try reader.time(), hiddenModules: try reader.strings())
        }
    }

    public static let folds = Folds<DailySettings>()
        .on(DomainEvent.SettingsChanged.self) { settings, e in settings = e.settings.daily }
        .on(DomainEvent.DailySettingsChanged.self) { settings, e in settings = e.settings }
}

extension DomainEvent {
    /// The Daily's settings, replaced whole.
    public struct DailySettingsChanged: Event {
        public static let type = "daily.settings-changed"
        public var settings: DailySettings
        public init(settings: DailySettings) {
            self.settings = settings
        }
    }
}

extension UserState {
    /// To-dos and standups.
    public var daily: DailyLog { self[DailyLog.self] }
}
