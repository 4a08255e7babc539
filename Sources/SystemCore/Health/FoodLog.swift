import Foundation

/// The food log: what was eaten, by day and meal, and the foods the user eats most and most recently.
///
/// Kept by the month of each entry's day, like ``DailyLog``: a log folded from the whole history holds every month;
/// one loaded from a snapshot holds its head (the foods in use) and the months it was given. A read of a month it
/// does not hold, or of an entry it does not know, is noted in its ``PartLoad`` and answers as if there were
/// nothing, so the reader loads the month and reads again.
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
    private var entries: [FoodEntryID: FoodEntry] = [:]
    private var byDate: [CivilDate: [FoodEntryID]] = [:]
    private var partial: MonthHoldings?
    private var changedMonths: Set<Int> = []

    public init() {}

    public init(context: ModuleContext) {}

    public subscript(id: FoodEntryID) -> FoodEntry? {
        if let entry = entries[id] { return entry }
        partial?.missed(Self.kind, id.description)
        return nil
    }

    /// A day's entries, by meal and then in the order they were logged.
    public func entries(on date: CivilDate) -> [FoodEntry] {
        guard holds(Self.month(of: date)) else { return [] }
        return (byDate[date] ?? []).compactMap { entries[$0] }.enumerated().sorted { a, b in
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
        guard entries[e.entryId] == nil, isKnownAbsent(e.entryId) else { return }
        let month = Self.month(of: e.date)
        guard holds(month) else { return }  // the reader loads the month and folds again
        if let foodId = e.food.foodId { use(foodId, on: e.date) }
        entries[e.entryId] = FoodEntry(
            id: e.entryId, date: e.date, meal: e.meal, food: e.food, amount: e.amount, unit: e.unit, grams: e.grams, loggedAt: e.at)
        byDate[e.date, default: []].append(e.entryId)
        changedMonths.insert(month)
    }

    mutating func apply(_ e: DomainEvent.FoodEntryChanged) {
        guard var entry = self[e.entryId] else { return }
        let from = Self.month(of: entry.date), to = Self.month(of: e.date)
        guard holds(to) else { return }
        if entry.date != e.date {
            byDate[entry.date]?.removeAll { $0 == e.entryId }
            byDate[e.date, default: []].append(e.entryId)
        }
        entry.date = e.date
        entry.meal = e.meal
        entry.amount = e.amount
        entry.unit = e.unit
        entry.grams = e.grams
        entries[e.entryId] = entry
        changedMonths.formUnion([from, to])
    }

    mutating func apply(_ e: DomainEvent.FoodEntryRemoved) {
        guard let entry = self[e.entryId] else { return }
        entries[e.entryId] = nil
        byDate[entry.date]?.removeAll { $0 == e.entryId }
        changedMonths.insert(Self.month(of: entry.date))
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

    // MARK: Months and snapshots

    public static let partPrefix: String? = "food"
    public static let kind = "food-entry"

    static func month(of date: CivilDate) -> Int { MonthParts.month(of: date) }
    static func partName(_ month: Int) -> String { MonthParts.name("food", month) }
    static func month(ofPart name: String) -> Int? { MonthParts.month(ofPart: name, prefix: "food") }

    /// A month as the snapshot keeps it: its entries in the order they were logged, day by day.
    private struct Month: Codable {
        var entries: [FoodEntry] = []
    }

    public func snapshotHead() throws -> Data { try SnapshotJSON.encoder.encode(head) }

    public init(snapshotHead data: Data, context: ModuleContext, load: PartLoad) throws {
        head = try JSONDecoder().decode(Head.self, from: data)
        partial = MonthHoldings(prefix: "food", load: load)
    }

    public var changedParts: Set<String> { Set(changedMonths.map(Self.partName)) }

    public func snapshotPart(_ name: String) throws -> Data {
        var part = Month()
        for day in Self.month(ofPart: name).map(MonthParts.days) ?? [] {
            part.entries += (byDate[day] ?? []).compactMap { entries[$0] }
        }
        return try SnapshotJSON.encoder.encode(part)
    }

    public mutating func loadPart(_ name: String, _ data: Data) throws {
        guard let month = Self.month(ofPart: name), partial?.isLoaded(month) == false else { return }
        for entry in try JSONDecoder().decode(Month.self, from: data).entries where entries[entry.id] == nil {
            entries[entry.id] = entry
            byDate[entry.date, default: []].append(entry.id)
        }
        partial?.loaded(month)
    }

    public mutating func markUnknown(_ kind: String, ids: Set<String>) {
        guard kind == Self.kind else { return }
        partial?.markUnknown(kind, ids: ids)
    }

    public func directory(of parts: Set<String>) -> [PartLoad.Entry] {
        parts.compactMap(Self.month(ofPart:)).sorted().flatMap { month in
            MonthParts.days(of: month).flatMap { day in
                (byDate[day] ?? []).map { PartLoad.Entry(kind: Self.kind, id: $0.description, part: Self.partName(month)) }
            }
        }
    }

    public mutating func markSnapshotted() { changedMonths = [] }

    private func isKnownAbsent(_ id: FoodEntryID) -> Bool { partial?.isKnownAbsent(Self.kind, id.description) ?? true }

    private func holds(_ month: Int) -> Bool { partial?.holds(month) ?? true }
}

extension UserState {
    public var food: FoodLog { self[FoodLog.self] }
}
