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
