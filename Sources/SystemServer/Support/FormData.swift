import Foundation

/// A submitted HTML form (`application/x-www-form-urlencoded`), keeping repeated fields such as checkboxes.
struct FormData: Sendable {
    private var fields: [String: [String]] = [:]

    init(_ body: String) {
        for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decode(parts[0])
            let value = parts.count > 1 ? Self.decode(parts[1]) : ""
            fields[name, default: []].append(value)
        }
    }

    private static func decode(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    /// The first value of a field, or nil when absent.
    subscript(_ name: String) -> String? { fields[name]?.first }

    /// Every value of a repeated field.
    func all(_ name: String) -> [String] { fields[name] ?? [] }

    /// The value trimmed, or nil when absent or blank.
    func nonEmpty(_ name: String) -> String? {
        guard let value = self[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
        return value
    }
}
