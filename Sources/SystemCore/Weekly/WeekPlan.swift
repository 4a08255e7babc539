import Foundation

/// A week's plan and how it is going: goals by area with estimates against the time really spent, the capacity,
/// and the action items the last retrospective left for it.
public struct WeekPlan: Sendable {
    public let start: CivilDate
    public let areas: [AreaLine]
    /// Time in intentions that were started from no to-do, so it counts toward no goal.
    public let unplannedMinutes: Int
    public let capacity: Capacity
    /// Action items from earlier retrospectives that belong to this week (open, or answered in it).
    public let actionItems: [ActionItem]
    public let retrospective: Retrospective?
    /// The action items this week's own retrospective made.
    public let retroActionItems: [ActionItem]

    public var end: CivilDate { start.adding(days: 6) }
    public var goals: [GoalLine] { areas.flatMap(\.goals) }
    /// The estimate of every goal not dropped.
    public var estimateMinutes: Int { areas.reduce(0) { $0 + $1.estimateMinutes } }
    public var spentMinutes: Int { areas.reduce(0) { $0 + $1.spentMinutes } }
    public var goalsPlanned: Int { goals.filter { !$0.isDropped }.count }
    public var goalsDone: Int { goals.filter(\.goal.isDone).count }
    public var isOvercommitted: Bool { capacity.minutes.map { estimateMinutes > $0 } ?? false }

    public struct AreaLine: Sendable {
        public let area: Area
        public let goals: [GoalLine]
        /// Time in intentions from to-dos of this area (directly or through a goal) during the week.
        public let spentMinutes: Int
        public var estimateMinutes: Int { goals.filter { !$0.isDropped }.reduce(0) { $0 + $1.estimateMinutes } }
    }

    public struct GoalLine: Sendable {
        public let goal: Goal
        public let estimateMinutes: Int
        public let spentMinutes: Int
        /// The intentions of the week started from this goal's to-dos.
        public let intentions: [Intention]
        public var isDropped: Bool { goal.isDropped }
    }

    /// The hours available: a total the user set, a number a day times the days not off, or the suggestion.
    public struct Capacity: Sendable {
        public enum Source: String, Sendable { case total, perDay, suggested, none }
        public let minutes: Int?
        public let source: Source
        public let plan: CapacityPlan?
        /// The mean focused time of the last three weeks that had any (nil with no history).
        public let suggestedMinutes: Int?
        /// The weeks the suggestion averages.
        public let suggestionWeeks: Int
        public var availableDays: Int { 7 - (plan?.daysOff.count ?? 0) }
    }
}

extension UserState {
    /// The plan of the week that holds `date`, measured at `now`.
    public func plan(weekContaining date: CivilDate, now: Date) -> WeekPlan {
        let start = calendar.weekStart(containing: date)
        // Areas and unplanned time count what happened in this week.
        var spentByArea: [AreaID: Int] = [:]
        var unplanned = 0
        for intention in intentions(inWeekStarting: start) {
            let minutes = intention.minutes(now: now)
            guard let link = intention.todoID.flatMap({ daily[$0] })?.link else {
                unplanned += minutes
                continue
            }
            if let area = area(of: link) { spentByArea[area, default: 0] += minutes }
        }
        // A goal counts every intention behind it, even from a to-do carried into the next week.
        let lines = weekly.goals(weekStarting: start).map { goal in
            let behind = daily.todos(of: goal.id).flatMap { daily.intentions(of: $0.id) }.compactMap { intentions[$0] }
                .sorted { $0.startedAt < $1.startedAt }
            return WeekPlan.GoalLine(goal: goal, estimateMinutes: goal.estimate.minutes(in: settings),
                                     spentMinutes: behind.reduce(0) { $0 + $1.minutes(now: now) }, intentions: behind)
        }
        // Active areas always; an archived one only when this week has goals or time in it.
        let areas = weekly.areas.all.compactMap { area -> WeekPlan.AreaLine? in
            let own = lines.filter { $0.goal.areaID == area.id }
            let spent = spentByArea[area.id] ?? 0
            guard !area.isArchived || !own.isEmpty || spent > 0 else { return nil }
            return WeekPlan.AreaLine(area: area, goals: own, spentMinutes: spent)
        }
        let retro = weekly.retrospective(weekStarting: start)
        return WeekPlan(start: start, areas: areas, unplannedMinutes: unplanned,
                        capacity: capacity(weekStarting: start),
                        actionItems: weekly.actionItems(weekStarting: start), retrospective: retro,
                        retroActionItems: retro.map { weekly.actionItems(madeIn: $0) } ?? [])
    }

    /// The intentions started in the seven days from `start`, in start order.
    public func intentions(inWeekStarting start: CivilDate) -> [Intention] {
        let from = calendar.interval(of: start).start
        let to = calendar.interval(of: start.adding(days: 6)).end
        return intentions.started(in: DateInterval(start: from, end: max(from, to)))
    }

    /// The focused minutes of a week: the time actually spent in its ended intentions, counted as the week page
    /// counts them (each intention's whole minutes).
    public func focusedMinutes(weekStarting start: CivilDate) -> Int {
        // A running intention counts once it has ended, so the figure never moves while you watch.
        intentions(inWeekStarting: start).reduce(0) { $0 + ($1.actualMinutes ?? 0) }
    }

    /// The capacity of a week: what the user set, or else the mean focused time of the last three weeks that had
    /// any — like a team's velocity.
    public func capacity(weekStarting start: CivilDate) -> WeekPlan.Capacity {
        let measured = (1...3).map { focusedMinutes(weekStarting: start.adding(days: -7 * $0)) }.filter { $0 > 0 }
        let suggested = measured.isEmpty ? nil : Int((Double(measured.reduce(0, +)) / Double(measured.count)).rounded())
        let plan = weekly.capacity(weekStarting: start)
        if let total = plan?.totalMinutes {
            return .init(minutes: total, source: .total, plan: plan, suggestedMinutes: suggested, suggestionWeeks: measured.count)
        }
        if let plan, let perDay = plan.perDayMinutes {
            return .init(minutes: perDay * (7 - plan.daysOff.count), source: .perDay, plan: plan,
                         suggestedMinutes: suggested, suggestionWeeks: measured.count)
        }
        // Days off without hours a day take their share off the suggestion.
        let available = suggested.map { $0 * (7 - (plan?.daysOff.count ?? 0)) / 7 }
        return .init(minutes: available, source: suggested == nil ? .none : .suggested, plan: plan,
                     suggestedMinutes: suggested, suggestionWeeks: measured.count)
    }
}
