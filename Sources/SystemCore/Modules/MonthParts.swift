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

    /// Parts and heads are written with sorted keys, so the same state writes the same bytes.
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()
}
