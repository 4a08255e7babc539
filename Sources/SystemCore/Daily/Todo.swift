import Foundation

public typealias TodoID = Identifier<Todo>

/// One thing to do on a day, always tied to the week's plan: to a goal, or at least to an area of focus.
public struct Todo: Hashable, Sendable, Identifiable, Codable {
    public let id: TodoID
    public var date: CivilDate
    public var text: String
    public var link: Link
    public var status: Status
    /// Every move to another day, oldest first, so the history shows how long it was carried.
    public var moves: [Move]

    public init(id: TodoID, date: CivilDate, text: String, link: Link, status: Status = .open, moves: [Move] = []) {
        self.id = id
        self.date = date
        self.text = text
        self.link = link
        self.status = status
        self.moves = moves
    }

    /// What a to-do serves.
    public enum Link: Hashable, Sendable, Codable {
        case goal(GoalID)
        case area(AreaID)

        public var goalID: GoalID? { if case .goal(let id) = self { id } else { nil } }
        public var areaID: AreaID? { if case .area(let id) = self { id } else { nil } }
    }

    public enum Status: Hashable, Sendable, Codable {
        case open
        case done(at: Date)
        case dropped(at: Date)

        public var name: String {
            switch self {
            case .open: "open"
            case .done: "done"
            case .dropped: "dropped"
            }
        }
    }

    public struct Move: Hashable, Sendable, Codable {
        public let from: CivilDate
        public let to: CivilDate
    }

    public var isOpen: Bool { status == .open }
    public var isDone: Bool { if case .done = status { true } else { false } }
    public var isDropped: Bool { if case .dropped = status { true } else { false } }

    public static let textLimit = 1...280
}

/// A day's standup: the to-dos chosen for the day, and a note.
public struct Standup: Hashable, Sendable, Codable {
    public var date: CivilDate
    public var plan: [TodoID]
    public var note: String?
    public var recordedAt: Date

    public init(date: CivilDate, plan: [TodoID], note: String?, recordedAt: Date) {
        self.date = date
        self.plan = plan
        self.note = note
        self.recordedAt = recordedAt
    }

    public static let noteLimit = 2000
}
