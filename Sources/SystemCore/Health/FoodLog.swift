import Foundation

/// The food log: what was eaten, by day and meal, and the foods the user eats most and most recently.
///
/// Its entries are kept by the month of their day (``DatedEntries``); its head holds the foods in use.
public struct FoodLog: ModuleState {
    /// How often and how lately a food of the database was logged: what search ranks first for this user.
    public struct Use: Codable, Hashable, Sendable {
        public var count: Int
        public var last: CivilDate
    }

    /// What every answer needs, whatever the length of the history: the foods in use, at most ``usesKept``.
    struct Head: Codable, Sendable {
        var uses: [Int: Use] = [:]
    }

    /// The foods whose use is remembered: enough for anyone's usual foods, bounded so the head never grows with
    /// the years.
    static let usesKept = 300

    private var head = Head()
    private var days = DatedEntries<FoodEntry>(prefix: "food", kind: FoodLog.kind)

    public init() {}

    public init(context: ModuleContext) {}

    public subscript(id: FoodEntryID) -> FoodEntry? { days[id] }

    /// A day's entries, by meal and then in the order they were logged.
    public func entries(on date: CivilDate) -> [FoodEntry] {
        days.entries(on: date).enumerated().sorted { a, b in
            a.element.meal != b.element.meal ? a.element.meal < b.element.meal : a.offset < b.offset
        }.map(\.element)
    }

    /// The foods of the database this user logged: how often, and the last day.
    public var uses: [Int: Use] { head.uses }

    /// How much search should prefer each food the user logged, on `day`: its count, halved for each month since it
    /// was last eaten, so this week's breakfast outranks a dish eaten often two years ago.
    public func preferences(on day: CivilDate) -> [Int: Double] {
        head.uses.mapValues { use in
            Double(use.count) * pow(0.5, Double(max(0, day.daysSinceEpoch - use.last.daysSinceEpoch)) / 30)
        }
    }

    public static let folds = Folds<FoodLog>()
        .on(DomainEvent.FoodLogged.self) { $0.apply($1) }
        .on(DomainEvent.FoodEntryChanged.self) { $0.apply($1) }
        .on(DomainEvent.FoodEntryRemoved.self) { $0.apply($1) }

    mutating func apply(_ e: DomainEvent.FoodLogged) {
        guard days.canAdd(e.entryId, on: e.date) else { return }  // or the reader loads the month and folds again
        if let foodId = e.food.foodId { use(foodId, on: e.date) }
        days.set(
            FoodEntry(
                id: e.entryId, date: e.date, meal: e.meal, food: e.food, amount: e.amount, unit: e.unit, grams: e.grams, loggedAt: e.at))
    }

    mutating func apply(_ e: DomainEvent.FoodEntryChanged) {
        guard var entry = self[e.entryId], days.holds(MonthParts.month(of: e.date)) else { return }
        entry.date = e.date
        entry.meal = e.meal
        entry.amount = e.amount
        entry.unit = e.unit
        entry.grams = e.grams
        days.set(entry)
    }

    mutating func apply(_ e: DomainEvent.FoodEntryRemoved) {
        guard self[e.entryId] != nil else { return }
        days.remove(e.entryId)
    }

    /// Counts a use of a food; past ``usesKept`` foods, the one used longest ago (then least) is forgotten.
    private mutating func use(_ food: Int, on date: CivilDate) {
        var use = head.uses[food] ?? Use(count: 0, last: date)
        use.count += 1
        use.last = max(use.last, date)
        head.uses[food] = use
        if head.uses.count > Self.usesKept,
            let oldest = head.uses.min(by: { a, b in
                (a.value.last, a.value.count, a.key) < (b.value.last, b.value.count, b.key)
            })
        {
            head.uses[oldest.key] = nil
        }
    }

    // MARK: Snapshots: the head, and the entries by month (`food/2026-11`)

    public static let partPrefix: String? = "food"
    public static let kind = "food-entry"

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
    public var food: FoodLog { self[FoodLog.self] }
}
