import Foundation

/// The internal triggers caught, by the day of their intention.
///
/// Its triggers are kept by the month of their day (``DatedEntries``); its head holds the one being surfed (so the
/// focus screen never reads a month) and what the user chose last.
public struct TriggerLog: ModuleState {
    struct Head: Codable, Sendable {
        /// The latest trigger not settled yet.
        var open: InternalTrigger?
        /// The surf length chosen last: the next one's default.
        var surfMinutes: Int?
        /// Where urges wanted to go lately, newest first, for one-tap suggestions.
        var towards: [String] = []
    }

    /// How many recent "toward" words are offered.
    static let towardsKept = 8

    private var head = Head()
    private var days = DatedEntries<InternalTrigger>(prefix: "triggers", kind: TriggerLog.kind)

    public init() {}

    public init(context: ModuleContext) {}

    public subscript(id: TriggerID) -> InternalTrigger? { days[id] }

    /// The latest trigger whose urge is not settled yet.
    public var open: InternalTrigger? { head.open }

    /// How long the next surf lasts unless the user says.
    public var surfMinutes: Int { head.surfMinutes ?? InternalTrigger.defaultSurfMinutes }

    /// Where urges wanted to go lately, newest first.
    public var recentTowards: [String] { head.towards }

    /// The triggers of a day, in the order they were caught.
    public func triggers(on date: CivilDate) -> [InternalTrigger] { days.entries(on: date) }

    /// The triggers of the days from `first` to `last`, in order.
    public func triggers(from first: CivilDate, through last: CivilDate) -> [InternalTrigger] {
        var all: [InternalTrigger] = []
        var day = first
        while day <= last {
            all += days.entries(on: day)
            day = day.adding(days: 1)
        }
        return all
    }

    /// The triggers caught during an intention (kept under the day it started; the days around it are read too, in
    /// case the time zone changed since).
    public func triggers(of intention: Intention, calendar: DayCalendar) -> [InternalTrigger] {
        let day = calendar.day(containing: intention.startedAt)
        return triggers(from: day.adding(days: -1), through: day.adding(days: 1)).filter { $0.intention == intention.id }
    }

    public static let folds = Folds<TriggerLog>()
        .on(DomainEvent.TriggerLogged.self) { $0.apply($1) }
        .on(DomainEvent.TriggerOutcomeRecorded.self) { $0.apply($1) }

    mutating func apply(_ e: DomainEvent.TriggerLogged) {
        let trigger = InternalTrigger(
            id: e.triggerId, intention: e.intentionId, date: e.date, at: e.at, what: e.what, toward: e.toward,
            surfMinutes: e.surfMinutes)
        head.open = trigger
        head.surfMinutes = e.surfMinutes
        if let toward = e.toward {
            head.towards = Array(([toward] + head.towards.filter { $0.lowercased() != toward.lowercased() }).prefix(Self.towardsKept))
        }
        guard days.canAdd(e.triggerId, on: e.date) else { return }  // or the reader loads the month and folds again
        days.set(trigger)
    }

    mutating func apply(_ e: DomainEvent.TriggerOutcomeRecorded) {
        let outcome = InternalTrigger.Outcome(kind: e.outcome, at: e.at, minutes: e.minutes)
        if head.open?.id == e.triggerId {
            head.open?.outcomes.append(outcome)
            if head.open?.settled != nil { head.open = nil }
        }
        guard var trigger = self[e.triggerId], days.holds(MonthParts.month(of: e.date)) else { return }
        trigger.outcomes.append(outcome)
        days.set(trigger)
    }

    // MARK: Snapshots: the head, and the triggers by month (`triggers/2026-11`)

    public static let partPrefix: String? = "triggers"
    public static let kind = "trigger"

    public func snapshotHead() throws -> Data { try SnapshotJSON.encoder.encode(head) }

    public init(snapshotHead data: Data, context: ModuleContext, load: PartLoad) throws {
        head = try JSONDecoder().decode(Head.self, from: data)
        days.loadedFromHead(load)
    }

    public var changedParts: Set<String> { days.changedParts }
    public func snapshotPart(_ name: String) throws -> Data { try days.snapshotPart(name) }
    public mutating func loadPart(_ name: String, _ data: Data) throws { try days.loadPart(name, data) }
    public mutating func markUnknown(_ kind: String, ids: Set<String>) { days.markUnknown(kind, ids: ids) }
    public func directory(of parts: Set<String>) -> [PartLoad.Entry] { days.directory(of: parts) }
    public mutating func markSnapshotted() { days.markSnapshotted() }
}

extension UserState {
    public var triggers: TriggerLog { self[TriggerLog.self] }
}
