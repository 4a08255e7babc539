import Foundation

/// A week's plan and how it is going: goals by area with estimates against the time really spent, the capacity,
/// and the action items the last retrospective left for it.
public struct WeekPlan: Sendable {
    public let start: CivilDate
    public let areas: [AreaLine]
    /// Time in intentions that were started from no to-do, so it counts toward no goal.
    public let unplannedMinutes: Int
    public let capacity: Capacity
    /// Action items from earlier retrospectives that belong to this week: every one answered in it, and the newest
    /// still open (at most ``openActionItemsShown``); newest retrospective first.
    public let actionItems: [ActionItem]
    /// The open action items left out of ``actionItems``: older, however long ago.
    public let olderActionItems: OlderItems
    public let retrospective: Retrospective?
    /// The action items this week's own retrospective made.
    public let retroActionItems: [ActionItem]

    public var end: CivilDate { start.adding(days: 6) }

    /// How many open action items a week and its retrospective show, the newest: as many as one
    /// retrospective may make, so the last one's always show whole. Older ones are counted and listed on a page of
    /// their own, however many years of retrospectives they span.
    public static let openActionItemsShown = Retrospective.maxActionItems
    public var goals: [GoalLine] { areas.flatMap(\.goals) }
    /// The estimate of every goal not dropped.
    public var estimateMinutes: Int { areas.reduce(0) { $0 + $1.estimateMinutes } }
    public var spentMinutes: Int { areas.reduce(0) { $0 + $1.spentMinutes } }
    public var goalsPlanned: Int { goals.filter { !$0.isDropped }.count }
    public var goalsDone: Int { goals.filter(\.goal.isDone).count }
    /// What the open goals still need: each one's estimate less the time already spent on it.
    public var remainingEstimateMinutes: Int {
        goals.filter(\.goal.isOpen).reduce(0) { $0 + max(0, $1.estimateMinutes - $1.spentMinutes) }
    }
    /// More planned than there is time for: for the week under way, what the open goals still need against what
    /// is left of the week; for any other week, the whole estimate against the whole capacity.
    public var isOvercommitted: Bool { overcommittedMinutes != nil }
    /// By how much the week is overcommitted (see ``isOvercommitted``), or nil.
    public var overcommittedMinutes: Int? { Self.overcommittedMinutes(goals: goals, capacity: capacity) }

    /// By how much `goals` overcommit `capacity` (see ``isOvercommitted``), or nil.
    static func overcommittedMinutes(goals: [GoalLine], capacity: Capacity) -> Int? {
        let need: Int, have: Int?
        if let left = capacity.left {
            need = goals.filter(\.goal.isOpen).reduce(0) { $0 + max(0, $1.estimateMinutes - $1.spentMinutes) }
            have = left.minutes
        } else {
            need = goals.filter { !$0.isDropped }.reduce(0) { $0 + $1.estimateMinutes }
            have = capacity.minutes
        }
        guard let have, need > have else { return nil }
        return need - have
    }

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
        /// The finished weeks the suggestion averages.
        public let suggestionWeeks: Int
        /// For the week under way, what is left of it; nil for a week that is over or has not begun.
        public let left: Left?
        public var availableDays: Int { 7 - (plan?.daysOff.count ?? 0) }

        /// The rest of the week under way: its days from today on that are not off, and their share of the capacity.
        public struct Left: Sendable, Equatable {
            /// Days from today (included) to the week's end, days off left out.
            public let days: Int
            /// What is left: a total less the time the week's intentions used so far; otherwise a day's share (hours
            /// a day, or the suggestion spread over the days not off) for each day after today, and what today's
            /// intentions have not used of today's. Nil when there is no capacity.
            public let minutes: Int?
            /// What is left of today's share (nil when today is off, or with a total or no capacity).
            public var today: Int? = nil
        }
    }
}

extension UserState {
    /// The plan of the week that holds `date`, measured at `now`.
    public func plan(weekContaining date: CivilDate, now: Date) -> WeekPlan {
        let start = calendar.weekStart(containing: date)
        // Areas and unplanned time count what happened in this week. Its intentions are visited, not gathered, and
        // the to-dos read out of the state once: the week page and the retrospective sum a heavy user's 175 on every
        // request.
        var spentByArea: [AreaID: Int] = [:]
        var unplanned = 0
        let daily = self.daily
        intentions.visitStarted(in: interval(ofWeekStarting: start)) { intention in
            let minutes = intention.minutes(now: now)
            guard let link = intention.todoID.flatMap({ daily[$0] })?.link else {
                unplanned += minutes
                return
            }
            if let area = area(of: link) { spentByArea[area, default: 0] += minutes }
        }
        let lines = goalLines(weekStarting: start, now: now)
        // Active areas always; an archived one only when this week has goals or time in it.
        let areas = weekly.areas.all.compactMap { area -> WeekPlan.AreaLine? in
            let own = lines.filter { $0.goal.areaID == area.id }
            let spent = spentByArea[area.id] ?? 0
            guard !area.isArchived || !own.isEmpty || spent > 0 else { return nil }
            return WeekPlan.AreaLine(area: area, goals: own, spentMinutes: spent)
        }
        let retro = weekly.retrospective(weekStarting: start)
        let actionItems = weekly.actionItems(weekStarting: start, shown: WeekPlan.openActionItemsShown)
        return WeekPlan(
            start: start, areas: areas, unplannedMinutes: unplanned,
            capacity: capacity(weekStarting: start, now: now),
            actionItems: actionItems.items, olderActionItems: actionItems.older, retrospective: retro,
            retroActionItems: retro.map { weekly.actionItems(madeIn: $0) } ?? [])
    }

    /// By how much the week holding `date` is overcommitted (``WeekPlan/overcommittedMinutes``), without the rest
    /// of its plan (the time by area, the action items): the coach asks on every day page.
    public func overcommittedMinutes(weekContaining date: CivilDate, now: Date) -> Int? {
        let start = calendar.weekStart(containing: date)
        let areaIDs = Set(weekly.areas.all.map(\.id))
        // The plan's goals are its areas' goals.
        let goals = goalLines(weekStarting: start, now: now).filter { areaIDs.contains($0.goal.areaID) }
        guard !goals.isEmpty else { return nil }
        return WeekPlan.overcommittedMinutes(goals: goals, capacity: capacity(weekStarting: start, now: now))
    }

    /// The week's goals with their estimates and the time spent on them. A goal counts every intention behind it,
    /// even from a to-do carried into the next week.
    func goalLines(weekStarting start: CivilDate, now: Date) -> [WeekPlan.GoalLine] {
        let (daily, intentions) = (self.daily, self.intentions)  // read out of the state once, not for every to-do
        return weekly.goals(weekStarting: start).map { goal in
            let behind = daily.todos(of: goal.id).flatMap { daily.intentions(of: $0.id) }.compactMap { intentions[$0] }
                .sorted { $0.startedAt < $1.startedAt }
            return WeekPlan.GoalLine(
                goal: goal, estimateMinutes: goal.estimate.minutes(in: settings),
                spentMinutes: behind.reduce(0) { $0 + $1.minutes(now: now) }, intentions: behind)
        }
    }

    /// The instants of the seven days from `start`.
    func interval(ofWeekStarting start: CivilDate) -> DateInterval {
        let from = calendar.interval(of: start).start
        let to = calendar.interval(of: start.adding(days: 6)).end
        return DateInterval(start: from, end: max(from, to))
    }

    /// The focused minutes of a week: the time actually spent in its ended intentions, counted as the week page
    /// counts them (each intention's whole minutes).
    public func focusedMinutes(weekStarting start: CivilDate) -> Int {
        // A running intention counts once it has ended, so the figure never moves while you watch.
        var minutes = 0
        intentions.visitStarted(in: interval(ofWeekStarting: start)) { minutes += $0.actualMinutes ?? 0 }
        return minutes
    }

    /// The capacity of a week: what the user set, or else the mean focused time of the last three finished weeks
    /// that had any — like a team's velocity. A week not yet over is never part of a suggestion.
    public func capacity(weekStarting start: CivilDate, now: Date) -> WeekPlan.Capacity {
        let thisWeek = calendar.weekStart(containing: today(now: now))
        let before = min(start, thisWeek)
        let measured = (1...3).map { focusedMinutes(weekStarting: before.adding(days: -7 * $0)) }.filter { $0 > 0 }
        let suggested = measured.isEmpty ? nil : Int((Double(measured.reduce(0, +)) / Double(measured.count)).rounded())
        let plan = weekly.capacity(weekStarting: start)
        let daysOff = plan?.daysOff ?? []
        let available = 7 - daysOff.count
        let (minutes, source): (Int?, WeekPlan.Capacity.Source)
        if let total = plan?.totalMinutes {
            (minutes, source) = (total, .total)
        } else if let perDay = plan?.perDayMinutes {
            (minutes, source) = (perDay * available, .perDay)
        } else {
            // Days off without hours a day take their share off the suggestion.
            (minutes, source) = (suggested.map { $0 * available / 7 }, suggested == nil ? .none : .suggested)
        }
        var left: WeekPlan.Capacity.Left?
        if start == thisWeek {
            let today = today(now: now)
            let open = (0..<7).map { start.adding(days: $0) }.filter { $0 >= today && !daysOff.contains($0) }
            if let total = plan?.totalMinutes {
                // A total is hours: what the week's intentions have used so far is gone.
                var used = 0
                intentions.visitStarted(in: interval(ofWeekStarting: start)) { used += $0.minutes(now: now) }
                left = .init(days: open.count, minutes: max(0, total - used))
            } else if let daily = plan?.perDayMinutes ?? minutes.map({ available > 0 ? $0 / available : 0 }) {
                // A day's share for each day after today, and what today's intentions have left of today's.
                let todayLeft =
                    open.first == today
                    ? max(0, daily - intentions(on: today).reduce(0) { $0 + $1.minutes(now: now) }) : nil
                left = .init(
                    days: open.count, minutes: daily * (open.count - (todayLeft == nil ? 0 : 1)) + (todayLeft ?? 0),
                    today: todayLeft)
            } else {
                left = .init(days: open.count, minutes: nil)
            }
        }
        return .init(
            minutes: minutes, source: source, plan: plan, suggestedMinutes: suggested,
            suggestionWeeks: measured.count, left: left)
    }
}
