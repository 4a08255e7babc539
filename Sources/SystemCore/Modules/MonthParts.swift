import Foundation

/// The naming of snapshot parts kept by month (`intentions/2026-11`, `todos/2026-11`, `weeks/2026-11`), shared by
/// the states that split that way. A month is numbered year × 12 + month − 1.
enum MonthParts {
    static func month(of date: CivilDate) -> Int { date.year * 12 + date.month - 1 }

    /// A month's part name under `prefix`, such as `todos/2026-11`.
    static func name(_ prefix: String, _ month: Int) -> String {
        let number = month % 12 + 1
        return "\(prefix)/\(month / 12)-\(number < 10 ? "0" : "")\(number)"
    }

    /// The month a part name under `prefix` names; nil for another prefix or a malformed name.
    static func month(ofPart name: String, prefix: String) -> Int? {
        guard name.hasPrefix(prefix + "/") else { return nil }
        let numbers = name.dropFirst(prefix.count + 1).split(separator: "-").compactMap { Int($0) }
        guard numbers.count == 2, (1...12).contains(numbers[1]) else { return nil }
        return numbers[0] * 12 + numbers[1] - 1
    }

    /// The days of a month, in order.
    static func days(of month: Int) -> [CivilDate] {
        (1...31).compactMap { CivilDate(year: month / 12, month: month % 12 + 1, day: $0) }
    }

}

/// What a log loaded from a snapshot holds of its months, and how it tells its reader what a read missed: the
/// months loaded, the ids the reader looked up and found in no month, and the recorder of misses. A log folded from
/// the whole history has none: it holds every month.
struct MonthHoldings: Sendable {
    /// The parts' prefix, such as `todos`.
    let prefix: String
    let load: PartLoad
    private var held: Set<Int> = []
    /// Ids the reader looked up and found in no month, by kind.
    private var unknown: [String: Set<String>] = [:]

    init(prefix: String, load: PartLoad) {
        self.prefix = prefix
        self.load = load
    }

    func isLoaded(_ month: Int) -> Bool { held.contains(month) }

    mutating func loaded(_ month: Int) { held.insert(month) }

    mutating func markUnknown(_ kind: String, ids: Set<String>) { unknown[kind, default: []].formUnion(ids) }

    /// Whether the month is held; if not, the miss is noted.
    func holds(_ month: Int) -> Bool {
        guard !held.contains(month) else { return true }
        load.miss(part: MonthParts.name(prefix, month))
        return false
    }

    /// Notes a lookup of an id not held, unless it is known to be in no month.
    func missed(_ kind: String, _ id: String) {
        if unknown[kind]?.contains(id) != true { load.miss(kind, id: id) }
    }

    /// Whether an id is surely new: known to be in no month. If that is not known, the lookup is noted.
    func isKnownAbsent(_ kind: String, _ id: String) -> Bool {
        if unknown[kind]?.contains(id) == true { return true }
        load.miss(kind, id: id)
        return false
    }
}

/// An entry of a log kept by the month of its day (a food eaten, a journal entry).
public protocol DatedEntry: Codable, Sendable, Identifiable where ID: Hashable & Sendable & CustomStringConvertible {
    var date: CivilDate { get }
}

/// Entries by day, kept in monthly snapshot parts (`food/2026-11`): what ``FoodLog`` and ``JournalLog`` hold.
///
/// Folded from the whole history it holds every month; loaded from a snapshot it holds the months it was given, and
/// a read of another month, or of an id it does not know, is noted in its ``PartLoad`` and answers as if there were
/// nothing, so the reader loads the month and reads again.
struct DatedEntries<Entry: DatedEntry>: Sendable {
    /// The parts' prefix (`food`) and the kind of id the directory names (`food-entry`).
    let prefix: String
    let kind: String
    private var entries: [Entry.ID: Entry] = [:]
    private var byDate: [CivilDate: [Entry.ID]] = [:]
    private var partial: MonthHoldings?
    private var changedMonths: Set<Int> = []

    init(prefix: String, kind: String) {
        self.prefix = prefix
        self.kind = kind
    }

    subscript(id: Entry.ID) -> Entry? {
        if let entry = entries[id] { return entry }
        partial?.missed(kind, id.description)
        return nil
    }

    /// A day's entries in the order they were added.
    func entries(on date: CivilDate) -> [Entry] {
        guard holds(MonthParts.month(of: date)) else { return [] }
        return (byDate[date] ?? []).compactMap { entries[$0] }
    }

    /// Whether a new entry can be added: its id is surely unknown and its month is held. When not, the miss is noted
    /// and the reader loads what it needs and folds again.
    func canAdd(_ id: Entry.ID, on date: CivilDate) -> Bool {
        entries[id] == nil && (partial?.isKnownAbsent(kind, id.description) ?? true) && holds(MonthParts.month(of: date))
    }

    /// Adds an entry, or replaces the one of its id (moving it when its day changed).
    mutating func set(_ entry: Entry) {
        let month = MonthParts.month(of: entry.date)
        if let old = entries[entry.id] {
            if old.date != entry.date {
                byDate[old.date]?.removeAll { $0 == entry.id }
                byDate[entry.date, default: []].append(entry.id)
                changedMonths.insert(MonthParts.month(of: old.date))
            }
        } else {
            byDate[entry.date, default: []].append(entry.id)
        }
        entries[entry.id] = entry
        changedMonths.insert(month)
    }

    mutating func remove(_ id: Entry.ID) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        byDate[entry.date]?.removeAll { $0 == id }
        changedMonths.insert(MonthParts.month(of: entry.date))
    }

    /// Whether the month is held; if not, the miss is noted.
    func holds(_ month: Int) -> Bool { partial?.holds(month) ?? true }

    // MARK: Snapshots

    /// A month as the snapshot keeps it: its entries day by day, each day's in the order they were added.
    private struct Month: Codable {
        var entries: [Entry] = []
    }

    /// Starts from a snapshot's head: no month held yet.
    mutating func loadedFromHead(_ load: PartLoad) { partial = MonthHoldings(prefix: prefix, load: load) }

    var changedParts: Set<String> { Set(changedMonths.map { MonthParts.name(prefix, $0) }) }

    func snapshotPart(_ name: String) throws -> Data {
        var part = Month()
        for day in MonthParts.month(ofPart: name, prefix: prefix).map(MonthParts.days) ?? [] {
            part.entries += (byDate[day] ?? []).compactMap { entries[$0] }
        }
        return try SnapshotJSON.encoder.encode(part)
    }

    mutating func loadPart(_ name: String, _ data: Data) throws {
        guard let month = MonthParts.month(ofPart: name, prefix: prefix), partial?.isLoaded(month) == false else { return }
        for entry in try JSONDecoder().decode(Month.self, from: data).entries where entries[entry.id] == nil {
            entries[entry.id] = entry
            byDate[entry.date, default: []].append(entry.id)
        }
        partial?.loaded(month)
    }

    mutating func markUnknown(_ kind: String, ids: Set<String>) {
        guard kind == self.kind else { return }
        partial?.markUnknown(kind, ids: ids)
    }

    func directory(of parts: Set<String>) -> [PartLoad.Entry] {
        parts.compactMap { MonthParts.month(ofPart: $0, prefix: prefix) }.sorted().flatMap { month in
            MonthParts.days(of: month).flatMap { day in
                (byDate[day] ?? []).map { PartLoad.Entry(kind: kind, id: $0.description, part: MonthParts.name(prefix, month)) }
            }
        }
    }

    mutating func markSnapshotted() { changedMonths = [] }
}
