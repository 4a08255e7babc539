import Foundation

// The payloads of The Weekly (areas, goals, capacity, retrospectives, action items) and The Daily (to-dos, standups).

extension DomainEvent {
    public struct AreaCreated: Hashable, Codable, Sendable {
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
    public struct AreaChanged: Hashable, Codable, Sendable {
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
    public struct AreasReordered: Hashable, Codable, Sendable {
        public var areaIds: [AreaID]
        public init(areaIds: [AreaID]) { self.areaIds = areaIds }
    }

    public struct AreaArchived: Hashable, Codable, Sendable {
        public var areaId: AreaID
        public init(areaId: AreaID) { self.areaId = areaId }
    }

    public struct AreaRestored: Hashable, Codable, Sendable {
        public var areaId: AreaID
        public init(areaId: AreaID) { self.areaId = areaId }
    }

    public struct GoalAdded: Hashable, Codable, Sendable {
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
    public struct GoalChanged: Hashable, Codable, Sendable {
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

    public struct GoalCompleted: Hashable, Codable, Sendable {
        public var goalId: GoalID
        public var at: Date
        public init(goalId: GoalID, at: Date) {
            self.goalId = goalId
            self.at = at
        }
    }

    public struct GoalDropped: Hashable, Codable, Sendable {
        public var goalId: GoalID
        public var reason: String
        public var at: Date
        public init(goalId: GoalID, reason: String, at: Date) {
            self.goalId = goalId
            self.reason = reason
            self.at = at
        }
    }

    public struct GoalReopened: Hashable, Codable, Sendable {
        public var goalId: GoalID
        public init(goalId: GoalID) { self.goalId = goalId }
    }

    /// Replaces a week's capacity plan.
    public struct CapacitySet: Hashable, Codable, Sendable {
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
    public struct RetroRecorded: Hashable, Codable, Sendable {
        public var weekStart: CivilDate
        public var wentWell: String?
        public var wentPoorly: String?
        public var toImprove: String?
        public var actionItems: [ActionItemText]
        public var at: Date
        public init(weekStart: CivilDate, wentWell: String?, wentPoorly: String?, toImprove: String?,
                    actionItems: [ActionItemText], at: Date) {
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
    public struct ActionItemChecked: Hashable, Codable, Sendable {
        public var actionItemId: ActionItemID
        public var done: Bool
        public var weekStart: CivilDate
        public init(actionItemId: ActionItemID, done: Bool, weekStart: CivilDate) {
            self.actionItemId = actionItemId
            self.done = done
            self.weekStart = weekStart
        }
    }

    public struct TodoAdded: Hashable, Codable, Sendable {
        public var todoId: TodoID
        public var date: CivilDate
        public var text: String
        /// Exactly one of `goalId` and `areaId` is set.
        public var goalId: GoalID?
        public var areaId: AreaID?
        public init(todoId: TodoID, date: CivilDate, text: String, link: Todo.Link) {
            self.todoId = todoId
            self.date = date
            self.text = text
            goalId = link.goalID
            areaId = link.areaID
        }
        public var link: Todo.Link? { Todo.Link(goal: goalId, area: areaId) }
    }

    /// Replaces a to-do's text and link.
    public struct TodoChanged: Hashable, Codable, Sendable {
        public var todoId: TodoID
        public var text: String
        public var goalId: GoalID?
        public var areaId: AreaID?
        public init(todoId: TodoID, text: String, link: Todo.Link) {
            self.todoId = todoId
            self.text = text
            goalId = link.goalID
            areaId = link.areaID
        }
        public var link: Todo.Link? { Todo.Link(goal: goalId, area: areaId) }
    }

    public struct TodoCompleted: Hashable, Codable, Sendable {
        public var todoId: TodoID
        public var at: Date
        public init(todoId: TodoID, at: Date) {
            self.todoId = todoId
            self.at = at
        }
    }

    public struct TodoReopened: Hashable, Codable, Sendable {
        public var todoId: TodoID
        public init(todoId: TodoID) { self.todoId = todoId }
    }

    public struct TodoDropped: Hashable, Codable, Sendable {
        public var todoId: TodoID
        public var at: Date
        public init(todoId: TodoID, at: Date) {
            self.todoId = todoId
            self.at = at
        }
    }

    /// An unfinished to-do moved to another day.
    public struct TodoCarried: Hashable, Codable, Sendable {
        public var todoId: TodoID
        public var from: CivilDate
        public var to: CivilDate
        public init(todoId: TodoID, from: CivilDate, to: CivilDate) {
            self.todoId = todoId
            self.from = from
            self.to = to
        }
    }

    /// A day's to-dos in their new order.
    public struct TodosReordered: Hashable, Codable, Sendable {
        public var date: CivilDate
        public var todoIds: [TodoID]
        public init(date: CivilDate, todoIds: [TodoID]) {
            self.date = date
            self.todoIds = todoIds
        }
    }

    /// Replaces a day's standup.
    public struct StandupRecorded: Hashable, Codable, Sendable {
        public var date: CivilDate
        public var plan: [TodoID]
        public var note: String?
        public var at: Date
        public init(date: CivilDate, plan: [TodoID], note: String?, at: Date) {
            self.date = date
            self.plan = plan
            self.note = note
            self.at = at
        }
    }
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

extension Todo.Link {
    init?(goal: GoalID?, area: AreaID?) {
        if let goal { self = .goal(goal) } else if let area { self = .area(area) } else { return nil }
    }
}
