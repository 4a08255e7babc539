import Foundation

public typealias GoalID = Identifier<Goal>

/// A goal for one week, in one area, with an estimate of the time it takes.
public struct Goal: Hashable, Sendable, Identifiable, Codable {
    public let id: GoalID
    /// The first day of the week it was planned for (in the week start setting of that moment).
    public var week: CivilDate
    public var areaID: AreaID
    public var title: String
    public var estimate: Estimate
    public var status: Status

    public init(id: GoalID, week: CivilDate, areaID: AreaID, title: String, estimate: Estimate, status: Status = .open) {
        self.id = id
        self.week = week
        self.areaID = areaID
        self.title = title
        self.estimate = estimate
        self.status = status
    }

    public enum Status: Hashable, Sendable, Codable {
        case open
        case done(at: Date)
        case dropped(reason: String, at: Date)

        public var name: String {
            switch self {
            case .open: "open"
            case .done: "done"
            case .dropped: "dropped"
            }
        }
    }

    public var isOpen: Bool { status == .open }
    public var isDone: Bool { if case .done = status { true } else { false } }
    public var isDropped: Bool { if case .dropped = status { true } else { false } }

    public static let titleLimit = 1...200
}

/// How long a goal should take: hours and minutes, or a T-shirt size mapped to hours in settings.
public enum Estimate: Hashable, Sendable, Codable {
    case minutes(Int)
    case size(Size)

    public enum Size: String, CaseIterable, Codable, Sendable {
        case small = "S"
        case medium = "M"
        case large = "L"
    }

    /// Estimates are between a quarter of an hour and 100 hours.
    public static let minutesLimit = 15...(100 * 60)

    /// The estimate in minutes, sizes read from the user's settings.
    public func minutes(in settings: Settings) -> Int {
        switch self {
        case .minutes(let minutes): minutes
        case .size(let size): settings.sizeMinutes(size)
        }
    }

    /// Reads an estimate as a user types it: `S`, `M`, `L`, `6h`, `1.5h`, `90m`, `2h30m`, or a bare number of hours.
    /// A negative amount parses (as negative minutes) so the refusal can say what is wrong with it.
    public static func parse(_ text: String) -> Estimate? {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let size = Size(rawValue: text.uppercased()) { return .size(size) }
        switch text.lowercased() {
        case "small": return .size(.small)
        case "medium": return .size(.medium)
        case "large": return .size(.large)
        default: break
        }
        let negative = text.hasPrefix("-")
        let body = negative ? String(text.dropFirst()) : text
        guard !body.hasPrefix("-") else { return nil }
        let minutes: Int?
        // `Int(exactly:)` is nil for NaN, infinity and numbers too large for an Int (`1e300`), which would trap.
        if let hours = Double(body) {
            minutes = Int(exactly: (hours * 60).rounded())
        } else if body.lowercased().hasSuffix("h"), let hours = Double(body.dropLast()) {
            minutes = Int(exactly: (hours * 60).rounded())
        } else {
            minutes = Readable.parseMinutes(body)
        }
        return minutes.map { .minutes(negative ? -$0 : $0) }
    }
}
