import Foundation

// The timeboxes' events. Their `type` strings are stored forever (see `Event`).

extension DomainEvent {
    /// A timebox planned on a day.
    public struct TimeboxPlanned: Event {
        public static let type = "timebox.planned"
        public var timeboxId: TimeboxID
        public var date: CivilDate
        public var start: Date
        public var end: Date
        public var text: String
        public var goalId: GoalID?
        public var areaId: AreaID?

        public init(_ timebox: Timebox) {
            timeboxId = timebox.id
            date = timebox.date
            start = timebox.start
            end = timebox.end
            text = timebox.text
            goalId = timebox.link?.goalID
            areaId = timebox.link?.areaID
        }
    }

    /// A timebox's times, words or link changed (its day stays).
    public struct TimeboxChanged: Event {
        public static let type = "timebox.changed"
        public var timeboxId: TimeboxID
        /// The timebox's day, where its month is kept.
        public var date: CivilDate
        public var start: Date
        public var end: Date
        public var text: String
        public var goalId: GoalID?
        public var areaId: AreaID?

        public init(_ timebox: Timebox) {
            timeboxId = timebox.id
            date = timebox.date
            start = timebox.start
            end = timebox.end
            text = timebox.text
            goalId = timebox.link?.goalID
            areaId = timebox.link?.areaID
        }
    }

    /// A timebox taken off its day's plan.
    public struct TimeboxRemoved: Event {
        public static let type = "timebox.removed"
        public var timeboxId: TimeboxID
        public var date: CivilDate

        public init(timeboxId: TimeboxID, date: CivilDate) {
            self.timeboxId = timeboxId
            self.date = date
        }
    }

    /// A timebox's intention was started from it (the intention's own `intention.started` comes with it).
    public struct TimeboxStarted: Event {
        public static let type = "timebox.started"
        public var timeboxId: TimeboxID
        public var date: CivilDate
        public var intentionId: IntentionID

        public init(timeboxId: TimeboxID, date: CivilDate, intentionId: IntentionID) {
            self.timeboxId = timeboxId
            self.date = date
            self.intentionId = intentionId
        }
    }
}

extension Todo.Link {
    /// The link an event's optional goal and area name.
    static func from(goal: GoalID?, area: AreaID?) -> Todo.Link? {
        if let goal { return .goal(goal) }
        return area.map { .area($0) }
    }
}
