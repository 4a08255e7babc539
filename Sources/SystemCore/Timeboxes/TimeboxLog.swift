import Foundation

/// The timeboxes planned, by day, kept by the month of their day (``DatedEntries``, parts `timeboxes/2026-11`).
public struct TimeboxLog: ModuleState {
    /// Nothing is needed on every request: the coach and the pages read the day they show.
    struct Head: Codable, Sendable {}

    private var days = DatedEntries<Timebox>(prefix: "timeboxes", kind: TimeboxLog.kind)

    public init() {}

    public init(context: ModuleContext) {}

    public subscript(id: TimeboxID) -> Timebox? { days[id] }

    /// A day's timeboxes, earliest first.
    public func timeboxes(on date: CivilDate) -> [Timebox] {
        days.entries(on: date).sorted { ($0.start, $0.id.description) < ($1.start, $1.id.description) }
    }

    /// The timeboxes of the days from `first` to `last`, day by day.
    public func timeboxes(from first: CivilDate, through last: CivilDate) -> [Timebox] {
        var all: [Timebox] = []
        var day = first
        while day <= last {
            all += timeboxes(on: day)
            day = day.adding(days: 1)
        }
        return all
    }

    public static let folds = Folds<TimeboxLog>()
        .on(DomainEvent.TimeboxPlanned.self) { $0.apply($1) }
        .on(DomainEvent.TimeboxChanged.self) { $0.apply($1) }
        .on(DomainEvent.TimeboxRemoved.self) { $0.apply($1) }
        .on(DomainEvent.TimeboxStarted.self) { $0.apply($1) }

    mutating func apply(_ e: DomainEvent.TimeboxPlanned) {
        guard days.canAdd(e.timeboxId, on: e.date) else { return }  // or the reader loads the month and folds again
        days.set(
            Timebox(id: e.timeboxId, date: e.date, start: e.start, end: e.end, text: e.text, link: .from(goal: e.goalId, area: e.areaId)))
    }

    mutating func apply(_ e: DomainEvent.TimeboxChanged) {
        guard days.holds(MonthParts.month(of: e.date)), var timebox = self[e.timeboxId] else { return }
        timebox.start = e.start
        timebox.end = e.end
        timebox.text = e.text
        timebox.link = .from(goal: e.goalId, area: e.areaId)
        days.set(timebox)
    }

    mutating func apply(_ e: DomainEvent.TimeboxRemoved) {
        guard days.holds(MonthParts.month(of: e.date)) else { return }
        days.remove(e.timeboxId)
    }

    mutating func apply(_ e: DomainEvent.TimeboxStarted) {
        guard days.holds(MonthParts.month(of: e.date)), var timebox = self[e.timeboxId] else { return }
        timebox.intention = e.intentionId
        days.set(timebox)
    }

    // MARK: Snapshots: an empty head, and the timeboxes by month

    public static let partPrefix: String? = "timeboxes"
    public static let kind = "timebox"

    public func snapshotHead() throws -> Data { try SnapshotJSON.encoder.encode(Head()) }

    public init(snapshotHead data: Data, context: ModuleContext, load: PartLoad) throws {
        _ = try JSONDecoder().decode(Head.self, from: data)
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
    public var timeboxes: TimeboxLog { self[TimeboxLog.self] }
}
