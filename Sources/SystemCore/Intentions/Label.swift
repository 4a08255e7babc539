/// A label's id: its name folded to lowercase words joined by dashes (`deep work` → `deep-work`).
public struct LabelID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    /// Folds any name to its id; nil when nothing letter- or digit-like remains.
    public init?(name: String) {
        var words: [String] = []
        var current = ""
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return nil }
        rawValue = words.joined(separator: "-")
    }

    /// An id as this build wrote it in a snapshot: already folded.
    init(storedID: String) { rawValue = storedID }

    public var description: String { rawValue }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// A user's label for intentions; each one says whether the activity is traction or distraction.
public struct Label: Hashable, Sendable, Codable, Identifiable {
    /// Indistractable's two directions: toward what you want (traction) or away from it (distraction).
    public enum Kind: String, CaseIterable, Codable, Sendable { case traction, distraction }

    public let id: LabelID
    public var name: String
    public var kind: Kind

    public init(id: LabelID, name: String, kind: Kind) {
        self.id = id
        self.name = name
        self.kind = kind
    }

    public static let nameLimit = 1...40

    /// Every new user starts with these. Version 1 of the starter set: never change it, add a new version.
    public static let starterSet: [Label] = [
        ("deep work", Kind.traction), ("writing", .traction), ("admin", .traction), ("learning", .traction),
        ("exercise", .traction), ("family", .traction), ("chores", .traction), ("rest", .traction),
        ("social media", .distraction), ("news", .distraction), ("video", .distraction), ("games", .distraction),
    ].map { Label(id: LabelID(name: $0.0)!, name: $0.0, kind: $0.1) }
}
