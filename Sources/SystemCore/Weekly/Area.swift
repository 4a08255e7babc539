import Foundation

public typealias AreaID = Identifier<Area>

/// An area of focus: one of the few things a life is organised around (career, family, health, play, chores…).
///
/// Areas outlive weeks. They are renamed, reordered and archived, never deleted, so their history stays readable.
public struct Area: Hashable, Sendable, Identifiable, Codable {
    public let id: AreaID
    public var name: String
    public var icon: Icon
    public var color: Color
    /// The time the user means to give this area in a week, if they set one.
    public var weeklyBudgetMinutes: Int?
    public var isArchived: Bool

    public init(id: AreaID, name: String, icon: Icon, color: Color, weeklyBudgetMinutes: Int?, isArchived: Bool = false) {
        self.id = id
        self.name = name
        self.icon = icon
        self.color = color
        self.weeklyBudgetMinutes = weeklyBudgetMinutes
        self.isArchived = isArchived
    }

    /// The design system's area icons.
    public enum Icon: String, CaseIterable, Codable, Sendable {
        case briefcase, heart, leaf, house, book, star, moon, coin, people, flag
    }

    /// The design system's area colours; each has a light and a dark tone and is never the only signal.
    public enum Color: String, CaseIterable, Codable, Sendable {
        case blue, green, orange, red, purple, teal, yellow, grey
    }

    public static let nameLimit = 1...40
    /// A weekly budget is at most the whole week.
    public static let budgetLimit = 0...(7 * 24 * 60)

    /// A fitting icon for a new area's name, so the common areas look right without a choice.
    public static func suggestedIcon(for name: String) -> Icon {
        let name = name.lowercased()
        let hints: [(String, Icon)] = [
            ("career", .briefcase), ("work", .briefcase), ("job", .briefcase), ("family", .heart), ("love", .heart),
            ("health", .leaf), ("fitness", .leaf), ("sport", .leaf), ("play", .star), ("fun", .star),
            ("hobb", .star), ("chore", .house), ("home", .house), ("house", .house), ("learn", .book),
            ("study", .book), ("read", .book), ("rest", .moon), ("sleep", .moon), ("money", .coin),
            ("financ", .coin), ("friend", .people), ("social", .people), ("community", .people),
        ]
        return hints.first { name.contains($0.0) }?.1 ?? .flag
    }
}

/// The user's areas in their chosen order, archived ones included.
public struct AreaList: Sendable {
    private var byID: [AreaID: Area] = [:]
    public private(set) var order: [AreaID] = []

    public init() {}

    public subscript(id: AreaID) -> Area? { byID[id] }
    /// Every area in order, archived ones last.
    public var all: [Area] {
        let areas = order.compactMap { byID[$0] }
        return areas.filter { !$0.isArchived } + areas.filter(\.isArchived)
    }
    public var active: [Area] { order.compactMap { byID[$0] }.filter { !$0.isArchived } }

    /// Finds an area by id or by name (case-insensitive; active areas before archived ones).
    public func find(_ text: String) -> Area? {
        if let id = AreaID(text), let area = byID[id] { return area }
        let folded = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return all.first { $0.name.lowercased() == folded }
    }

    mutating func insert(_ area: Area) {
        guard byID[area.id] == nil else { return }
        byID[area.id] = area
        order.append(area.id)
    }

    mutating func update(_ id: AreaID, _ change: (inout Area) -> Void) {
        guard var area = byID[id] else { return }
        change(&area)
        byID[id] = area
    }

    /// Puts the named areas first in the given order; the rest keep theirs after them.
    mutating func reorder(_ ids: [AreaID]) {
        var seen = Set<AreaID>()
        let named = ids.filter { byID[$0] != nil && seen.insert($0).inserted }
        order = named + order.filter { !seen.contains($0) }
    }

    /// In a snapshot's head (``BinaryWriter``'s form: the Weekly's head is read by `system week`, the coach and the
    /// week page on every run): each area in its order.
    func write(to writer: inout BinaryWriter) {
        let areas = order.compactMap { byID[$0] }
        writer.int(areas.count)
        for area in areas {
            writer.uuid(area.id.uuid)
            writer.string(area.name)
            writer.string(area.icon.rawValue)
            writer.string(area.color.rawValue)
            writer.optional(area.weeklyBudgetMinutes) { $0.int($1) }
            writer.bool(area.isArchived)
        }
    }

    init(from reader: inout BinaryReader) throws {
        for _ in 0..<(try reader.count()) {
            insert(
                Area(
                    id: AreaID(try reader.uuid()), name: try reader.string(), icon: try reader.raw(Area.Icon.self),
                    color: try reader.raw(Area.Color.self), weeklyBudgetMinutes: try reader.optional { try $0.int() },
                    isArchived: try reader.bool()))
        }
    }
}
