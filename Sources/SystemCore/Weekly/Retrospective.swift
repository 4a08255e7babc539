import Foundation

public typealias ActionItemID = Identifier<ActionItem>

/// The end-of-week look back: what went well, what went poorly, what to improve, and the action items that follow.
public struct Retrospective: Hashable, Sendable, Codable {
    public var week: CivilDate
    public var wentWell: String?
    public var wentPoorly: String?
    public var toImprove: String?
    public var actionItems: [ActionItemID]
    public var recordedAt: Date

    public init(week: CivilDate, wentWell: String?, wentPoorly: String?, toImprove: String?, actionItems: [ActionItemID], recordedAt: Date)
    {
        self.week = week
        self.wentWell = wentWell
        self.wentPoorly = wentPoorly
        self.toImprove = toImprove
        self.actionItems = actionItems
        self.recordedAt = recordedAt
    }

    public static let textLimit = 2000
    public static let maxActionItems = 10
}

/// A concrete change a retrospective commits to. It shows in the following week's plan and standups until the
/// user says whether it was done.
public struct ActionItem: Hashable, Sendable, Identifiable, Codable {
    public let id: ActionItemID
    /// The week whose retrospective made it.
    public var week: CivilDate
    public var text: String
    public var outcome: Outcome?

    public init(id: ActionItemID, week: CivilDate, text: String, outcome: Outcome? = nil) {
        self.id = id
        self.week = week
        self.text = text
        self.outcome = outcome
    }

    /// Whether it was done, and the week in which the user said so.
    public struct Outcome: Hashable, Sendable, Codable {
        public var done: Bool
        public var week: CivilDate
    }

    public var isOpen: Bool { outcome == nil }

    public static let textLimit = 1...280
}

/// The hours a user really has in a week: a number of hours a day minus days off, or a total they set.
public struct CapacityPlan: Hashable, Sendable, Codable {
    public var perDayMinutes: Int?
    public var daysOff: [CivilDate]
    public var totalMinutes: Int?

    public init(perDayMinutes: Int?, daysOff: [CivilDate], totalMinutes: Int?) {
        self.perDayMinutes = perDayMinutes
        self.daysOff = daysOff
        self.totalMinutes = totalMinutes
    }

    public static let perDayLimit = 0...(24 * 60)
    public static let totalLimit = 0...(7 * 24 * 60)
}
