import Foundation

public typealias SleepEntryID = Identifier<SleepEntry>

/// A night the user entered by hand: when they went to bed, when they woke, and how it felt (1–5).
public struct SleepEntry: Hashable, Codable, Sendable, Identifiable {
    public let id: SleepEntryID
    public var bedtime: Date
    public var wake: Date
    public var quality: Int?

    /// The source a hand-entered night shows as.
    public static let source = "Entered by hand"

    public init(id: SleepEntryID, bedtime: Date, wake: Date, quality: Int?) {
        self.id = id
        self.bedtime = bedtime
        self.wake = wake
        self.quality = quality
    }
}

extension SleepEntry {
    /// A night waking on `date`, from times of day as typed ("23:30", "7:05"): a bedtime later than the wake time is
    /// the evening before.
    public static func night(
        waking date: CivilDate, bedtime: String, wake: String, quality: Int?, calendar: DayCalendar, id: SleepEntryID
    ) throws(DomainError) -> SleepEntry {
        guard let wakeTime = TimeOfDay(wake.trimmingCharacters(in: .whitespaces)) else {
            throw .invalid("wake", "“\(wake)” is not a time: write it as 07:05.")
        }
        guard let bedTime = TimeOfDay(bedtime.trimmingCharacters(in: .whitespaces)) else {
            throw .invalid("bedtime", "“\(bedtime)” is not a time: write it as 23:30.")
        }
        let woke = calendar.instant(on: date, at: wakeTime)
        var bed = calendar.instant(on: date, at: bedTime)
        if bed >= woke { bed = calendar.instant(on: date.adding(days: -1), at: bedTime) }
        return SleepEntry(id: id, bedtime: bed, wake: woke, quality: quality)
    }
}

extension DomainEvent {
    public struct SleepLogged: Event {
        public static let type = "sleep.logged"
        public var entry: SleepEntry
        public init(_ entry: SleepEntry) { self.entry = entry }
    }

    public struct SleepRemoved: Event {
        public static let type = "sleep.removed"
        public var entryId: SleepEntryID
        public init(_ id: SleepEntryID) { entryId = id }
    }
}

/// The nights entered by hand; a device's nights are readings in the health module's tables.
public struct SleepLog: ModuleState, Codable {
    private var entries: [SleepEntryID: SleepEntry] = [:]

    public init(context: ModuleContext) {}
    public init() {}

    public subscript(id: SleepEntryID) -> SleepEntry? { entries[id] }

    /// The entries that woke within `window`, by bedtime.
    public func entries(wakingIn window: DateInterval) -> [SleepEntry] {
        entries.values.filter { window.start <= $0.wake && $0.wake < window.end }.sorted {
            ($0.bedtime, $0.id.description) < ($1.bedtime, $1.id.description)
        }
    }

    /// The entries that overlap `window` at all (for reading a night whose sessions reach across days).
    public func entries(overlapping window: DateInterval) -> [SleepEntry] {
        entries.values.filter { $0.wake > window.start && $0.bedtime < window.end }.sorted {
            ($0.bedtime, $0.id.description) < ($1.bedtime, $1.id.description)
        }
    }

    public static let folds = Folds<SleepLog>()
        .on(DomainEvent.SleepLogged.self) { $0.entries[$1.entry.id] = $1.entry }
        .on(DomainEvent.SleepRemoved.self) { $0.entries[$1.entryId] = nil }
}

/// What a user asks of the sleep log.
public enum SleepCommand: Command, Equatable {
    case log(SleepEntry)
    case remove(SleepEntryID)

    public func decide(in state: UserState, now: Date) throws(DomainError) -> [DomainEvent] {
        switch self {
        case .log(let entry):
            guard state.sleep[entry.id] == nil else {
                throw DomainError(
                    .conflict, code: "sleep_entry_exists", message: "A night with id \(entry.id) already exists.", field: "id")
            }
            let hours = entry.wake.timeIntervalSince(entry.bedtime) / 3600
            guard hours > 0 else { throw .invalid("wake", "The wake time must come after the bedtime.") }
            guard hours <= 24 else { throw .invalid("wake", "A night lasts at most 24 hours: check the bedtime and the wake time.") }
            guard entry.wake <= now.addingTimeInterval(3600) else { throw .invalid("wake", "The wake time is in the future.") }
            if let quality = entry.quality, !(1...5).contains(quality) {
                throw .invalid("quality", "Rate the night from 1 (poor) to 5 (great).")
            }
            return [DomainEvent(DomainEvent.SleepLogged(entry))]
        case .remove(let id):
            guard state.sleep[id] != nil else {
                throw DomainError(.notFound, code: "sleep_entry_not_found", message: "There is no night \(id).", field: "id")
            }
            return [DomainEvent(DomainEvent.SleepRemoved(id))]
        }
    }
}

extension UserCommand {
    public static func sleep(_ command: SleepCommand) -> UserCommand { UserCommand(command) }
}

extension UserState {
    public var sleep: SleepLog { self[SleepLog.self] }
}

/// The sleep module in the core: nights entered by hand (a device's nights come with the health import).
public enum SleepCore: CoreModule {
    public static let name = "sleep"
    public static let events: [any Event.Type] = [DomainEvent.SleepLogged.self, DomainEvent.SleepRemoved.self]
    public static let states: [any ModuleState.Type] = [SleepLog.self]
}
