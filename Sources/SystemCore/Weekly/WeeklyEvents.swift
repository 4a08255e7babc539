import Foundation

// The events of the Weekly module: areas, goals, capacity, retrospectives and action items. Their `type` strings are
// stored forever (see `Event`).

extension DomainEvent {
    public struct AreaCreated: Event {
        public static let type = "area.created"
        public var areaId: AreaID
        public var name: String
        public var icon: Area.Icon
        public var color: Area.Color
        public var weeklyBudgetMinutes: Int?
        public init(areaId: AreaID, name: String, icon: Area.Icon, color: Area.Color, weeklyBudgetMinutes: Int?) {
            self.areaId = areaId
            self.name = name
            self.icon = icon
            self.color = color
            self.weeklyBudgetMinutes = weeklyBudgetMinutes
        }
    }

    /// Replaces an area's name, look and budget.
    public struct AreaChanged: Event {
        public static let type = "area.changed"
        public var areaId: AreaID
        public var name: String
        public var icon: Area.Icon
        public var color: Area.Color
        public var weeklyBudgetMinutes: Int?
        public init(areaId: AreaID, name: String, icon: Area.Icon, color: Area.Color, weeklyBudgetMinutes: Int?) {
            self.areaId = areaId
            self.name = name
            self.icon = icon
            self.color = color
            self.weeklyBudgetMinutes = weeklyBudgetMinutes
        }
    }

    /// The areas in their new order (areas not named keep their order after these).
    public struct AreasReordered: Event {
        public static let type = "areas.reordered"
        public var areaIds: [AreaID]
        public init(areaIds: [AreaID]) { self.areaIds = areaIds }
    }

    public struct AreaArchived: Event {
        public static let type = "area.archived"
        public var areaId: AreaID
        public init(areaId: AreaID) { self.areaId = areaId }
    }

    public struct AreaRestored: Event {
        public static let type = "area.restored"
        public var areaId: AreaID
        public init(areaId: AreaID) { self.areaId = areaId }
    }

    public struct GoalAdded: Event {
        public static let type = "goal.added"
        public var goalId: GoalID
        public var weekStart: CivilDate
        public var areaId: AreaID
        public var title: String
        /// Exactly one of `estimateMinutes` and `size` is set.
        public var estimateMinutes: Int?
        public var size: Estimate.Size?
        public init(goalId: GoalID, weekStart: CivilDate, areaId: AreaID, title: String, estimate: Estimate) {
            self.goalId = goalId
            self.weekStart = weekStart
            self.areaId = areaId
            self.title = title
            (estimateMinutes, size) = estimate.stored
        }
        public var estimate: Estimate { Estimate(minutes: estimateMinutes, size: size) }
    }

    /// Replaces a goal's area, title and estimate.
    public struct GoalChanged: Event {
        public static let type = "goal.changed"
        public var goalId: GoalID
        public var areaId: AreaID
        public var title: String
        public var estimateMinutes: Int?
        public var size: Estimate.Size?
        public init(goalId: GoalID, areaId: AreaID, title: String, estimate: Estimate) {
            self.goalId = goalId
            self.areaId = areaId
            self.title = title
            (estimateMinutes, size) = estimate.stored
        }
        public var estimate: Estimate { Estimate(minutes: estimateMinutes, size: size) }
    }

    public struct GoalCompleted: Event {
        public static let type = "goal.completed"
        public var goalId: GoalID
        public var at: Date
        public init(goalId: GoalID, at: Date) {
            self.goalId = goalId
            self.at = at
        }
    }

    public struct GoalDropped: Event {
        public static let type = "goal.dropped"
        public var goalId: GoalID
        public var reason: String
        public var at: Date
        public init(goalId: GoalID, reason: String, at: Date) {
            self.goalId = goalId
            self.reason = reason
            self.at = at
        }
    }

    public struct GoalReopened: Event {
        public static let type = "goal.reopened"
        public var goalId: GoalID
        public init(goalId: GoalID) { self.goalId = goalId }
    }

    /// Replaces a week's capacity plan.
    public struct CapacitySet: Event {
        public static let type = "week.capacity-set"
        public var weekStart: CivilDate
        public var perDayMinutes: Int?
        public var daysOff: [CivilDate]
        public var totalMinutes: Int?
        public init(weekStart: CivilDate, perDayMinutes: Int?, daysOff: [CivilDate], totalMinutes: Int?) {
            self.weekStart = weekStart
            self.perDayMinutes = perDayMinutes
            self.daysOff = daysOff
            self.totalMinutes = totalMinutes
        }
    }

    /// Replaces a week's retrospective; its action items are created or renamed by id.
    public struct RetroRecorded: Event {
        public static let type = "retro.recorded"
        public var weekStart: CivilDate
        public var wentWell: String?
        public var wentPoorly: String?
        public var toImprove: String?
        public var actionItems: [ActionItemText]
        public var at: Date
        public init(
            weekStart: CivilDate, wentWell: String?, wentPoorly: String?, toImprove: String?,
            actionItems: [ActionItemText], at: Date
        ) {
            self.weekStart = weekStart
            self.wentWell = wentWell
            self.wentPoorly = wentPoorly
            self.toImprove = toImprove
            self.actionItems = actionItems
            self.at = at
        }

        public struct ActionItemText: Hashable, Codable, Sendable {
            public var actionItemId: ActionItemID
            public var text: String
            public init(actionItemId: ActionItemID, text: String) {
                self.actionItemId = actionItemId
                self.text = text
            }
        }
    }

    /// Whether an action item was done, answered in the week `weekStart` begins.
    public struct ActionItemChecked: Event {
        public static let type = "action-item.checked"
        public var actionItemId: ActionItemID
        public var done: Bool
        public var weekStart: CivilDate
        public init(actionItemId: ActionItemID, done: Bool, weekStart: CivilDate) {
            self.actionItemId = actionItemId
            self.done = done
            self.weekStart = weekStart
        }
    }
}

extension DomainEvent {
    public static func areaCreated(_ e: AreaCreated) -> DomainEvent { DomainEvent(e) }
    public static func areaChanged(_ e: AreaChanged) -> DomainEvent { DomainEvent(e) }
    public static func areasReordered(_ e: AreasReordered) -> DomainEvent { DomainEvent(e) }
    public static func areaArchived(_ e: AreaArchived) -> DomainEvent { DomainEvent(e) }
    public static func areaRestored(_ e: AreaRestored) -> DomainEvent { DomainEvent(e) }
    public static func goalAdded(_ e: GoalAdded) -> DomainEvent { DomainEvent(e) }
    public static func goalChanged(_ e: GoalChanged) -> DomainEvent { DomainEvent(e) }
    public static func goalCompleted(_ e: GoalCompleted) -> DomainEvent { DomainEvent(e) }
    public static func goalDropped(_ e: GoalDropped) -> DomainEvent { DomainEvent(e) }
    public static func goalReopened(_ e: GoalReopened) -> DomainEvent { DomainEvent(e) }
    public static func capacitySet(_ e: CapacitySet) -> DomainEvent { DomainEvent(e) }
    public static func retroRecorded(_ e: RetroRecorded) -> DomainEvent { DomainEvent(e) }
    public static func actionItemChecked(_ e: ActionItemChecked) -> DomainEvent { DomainEvent(e) }
}

extension Estimate {
    /// The two optional fields an estimate is stored as.
    var stored: (minutes: Int?, size: Size?) {
        switch self {
        case .minutes(let minutes): (minutes, nil)
        case .size(let size): (nil, size)
        }
    }

    init(minutes: Int?, size: Size?) {
        self = size.map { .size($0) } ?? .minutes(minutes ?? 0)
    }
}
