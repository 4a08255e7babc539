import Foundation

/// The Weekly's recorded state: areas, goals, capacity plans, retrospectives and their action items.
///
/// Weeks are keyed by the start date stored in their events. A lookup for a week scans its seven dates, so a
/// change of the week start setting never hides what was planned under the old one.
public struct WeeklyLog: ModuleState, Codable {
    public internal(set) var areas = AreaList()
    private var goals: [GoalID: Goal] = [:]
    private var goalsByWeek: [CivilDate: [GoalID]] = [:]
    private var capacities: [CivilDate: CapacityPlan] = [:]
    private var retros: [CivilDate: Retrospective] = [:]
    private var items: [ActionItemID: ActionItem] = [:]
    /// The week of every open action item, sorted: the newest open ones and how many are older are read from it
    /// without a walk through every retrospective ever held.
    private var openWeeks = DayIndex()
    /// The action items answered in each week, by the week start the answer names.
    private var answeredIn: [CivilDate: [ActionItemID]] = [:]

    public init() {}

    public init(context: ModuleContext) {}

    public subscript(goal id: GoalID) -> Goal? { goals[id] }
    /// How many goals were ever planned, in any week.
    public var goalCount: Int { goals.count }
    public subscript(actionItem id: ActionItemID) -> ActionItem? { items[id] }

    /// The goals planned for the week of the seven days from `start`, in the order they were added.
    public func goals(weekStarting start: CivilDate) -> [Goal] {
        (0..<7).flatMap { goalsByWeek[start.adding(days: $0)] ?? [] }.compactMap { goals[$0] }
    }

    /// The week's capacity plan, its days off limited to the week (a plan made under another week start setting
    /// may name a day just outside it).
    public func capacity(weekStarting start: CivilDate) -> CapacityPlan? {
        guard let key = capacityKey(weekStarting: start), var plan = capacities[key] else { return nil }
        let end = start.adding(days: 6)
        plan.daysOff = plan.daysOff.filter { $0 >= start && $0 <= end }
        return plan
    }

    /// The date a week's capacity plan is stored under, if it has one.
    public func capacityKey(weekStarting start: CivilDate) -> CivilDate? {
        (0..<7).lazy.map { start.adding(days: $0) }.first { self.capacities[$0] != nil }
    }

    public func retrospective(weekStarting start: CivilDate) -> Retrospective? {
        (0..<7).lazy.compactMap { self.retros[start.adding(days: $0)] }.first
    }

    /// The action items that belong to the week from `start`: every one answered during it, and the newest `shown`
    /// made by earlier retrospectives and still open; newest retrospective first, each one's items in its order.
    /// `older` counts the open ones left out.
    public func actionItems(weekStarting start: CivilDate, shown: Int) -> (items: [ActionItem], older: OlderItems) {
        let open = openActionItems(before: start, limit: shown)
        let answered = actionItems(answeredInWeekStarting: start).filter { $0.week < start }
        return ((answered + open.items).sorted(by: newestFirst), OlderItems(open, before: start))
    }

    /// How many action items of retrospectives before the week from `start` are still open, however long ago.
    public func openActionItemCount(before start: CivilDate) -> Int { openWeeks.count(before: start) }

    /// A page of the action items still open from retrospectives before the week from `start`: newest retrospective
    /// first, each one's items in its order, after `cursor` (from the newest when nil).
    public func openActionItems(before start: CivilDate, after cursor: PageCursor? = nil, limit: Int) -> Page<ActionItem> {
        openWeeks.page(before: start, after: cursor, limit: limit) { week in
            (retros[week]?.actionItems ?? []).compactMap { items[$0] }.filter { $0.isOpen && $0.week == week }
        }
    }

    /// The action items answered during the seven days from `start`, in the order they were answered.
    public func actionItems(answeredInWeekStarting start: CivilDate) -> [ActionItem] {
        (0..<7).flatMap { answeredIn[start.adding(days: $0)] ?? [] }.compactMap { items[$0] }
    }

    /// The action item, if the week from `start` may answer it: an earlier retrospective made it, and it was not
    /// answered before that week (an answer given in the week, or after it, may be given again).
    public func answerableActionItem(_ id: ActionItemID, inWeekStarting start: CivilDate) -> ActionItem? {
        guard let item = items[id], item.week < start, item.outcome.map({ $0.week >= start }) ?? true else { return nil }
        return item
    }

    /// The order action items are listed in: newest retrospective first, each one's items in its order.
    private func newestFirst(_ a: ActionItem, _ b: ActionItem) -> Bool {
        guard a.week == b.week else { return a.week > b.week }
        let order = retros[a.week]?.actionItems ?? []
        return (order.firstIndex(of: a.id) ?? order.count) < (order.firstIndex(of: b.id) ?? order.count)
    }

    /// The action items a week's own retrospective made.
    public func actionItems(madeIn retro: Retrospective) -> [ActionItem] {
        retro.actionItems.compactMap { items[$0] }
    }

    public static let folds = Folds<WeeklyLog>()
        .on(DomainEvent.AreaCreated.self) { $0.apply($1) }
        .on(DomainEvent.AreaChanged.self) { $0.apply($1) }
        .on(DomainEvent.AreasReordered.self) { $0.apply($1) }
        .on(DomainEvent.AreaArchived.self) { $0.apply($1) }
        .on(DomainEvent.AreaRestored.self) { $0.apply($1) }
        .on(DomainEvent.GoalAdded.self) { $0.apply($1) }
        .on(DomainEvent.GoalChanged.self) { $0.apply($1) }
        .on(DomainEvent.GoalCompleted.self) { $0.apply($1) }
        .on(DomainEvent.GoalDropped.self) { $0.apply($1) }
        .on(DomainEvent.GoalReopened.self) { $0.apply($1) }
        .on(DomainEvent.CapacitySet.self) { $0.apply($1) }
        .on(DomainEvent.RetroRecorded.self) { $0.apply($1) }
        .on(DomainEvent.ActionItemChecked.self) { $0.apply($1) }

    mutating func apply(_ e: DomainEvent.AreaCreated) {
        areas.insert(Area(id: e.areaId, name: e.name, icon: e.icon, color: e.color, weeklyBudgetMinutes: e.weeklyBudgetMinutes))
    }

    mutating func apply(_ e: DomainEvent.AreaChanged) {
        areas.update(e.areaId) { area in
            area.name = e.name
            area.icon = e.icon
            area.color = e.color
            area.weeklyBudgetMinutes = e.weeklyBudgetMinutes
        }
    }

    mutating func apply(_ e: DomainEvent.AreasReordered) {
        areas.reorder(e.areaIds)
    }

    mutating func apply(_ e: DomainEvent.AreaArchived) {
        areas.update(e.areaId) { $0.isArchived = true }
    }

    mutating func apply(_ e: DomainEvent.AreaRestored) {
        areas.update(e.areaId) { $0.isArchived = false }
    }

    mutating func apply(_ e: DomainEvent.GoalAdded) {
        guard goals[e.goalId] == nil else { return }
        goals[e.goalId] = Goal(id: e.goalId, week: e.weekStart, areaID: e.areaId, title: e.title, estimate: e.estimate)
        goalsByWeek[e.weekStart, default: []].append(e.goalId)
    }

    mutating func apply(_ e: DomainEvent.GoalChanged) {
        goals[e.goalId]?.areaID = e.areaId
        goals[e.goalId]?.title = e.title
        goals[e.goalId]?.estimate = e.estimate
    }

    mutating func apply(_ e: DomainEvent.GoalCompleted) {
        goals[e.goalId]?.status = .done(at: e.at)
    }

    mutating func apply(_ e: DomainEvent.GoalDropped) {
        goals[e.goalId]?.status = .dropped(reason: e.reason, at: e.at)
    }

    mutating func apply(_ e: DomainEvent.GoalReopened) {
        goals[e.goalId]?.status = .open
    }

    mutating func apply(_ e: DomainEvent.CapacitySet) {
        capacities[e.weekStart] = CapacityPlan(perDayMinutes: e.perDayMinutes, daysOff: e.daysOff, totalMinutes: e.totalMinutes)
    }

    mutating func apply(_ e: DomainEvent.RetroRecorded) {
        for draft in e.actionItems {
            if items[draft.actionItemId] == nil {
                items[draft.actionItemId] = ActionItem(id: draft.actionItemId, week: e.weekStart, text: draft.text)
                openWeeks.insert(e.weekStart)
            } else {
                items[draft.actionItemId]?.text = draft.text
            }
        }
        // Items left out of a corrected retrospective are no longer its items.
        let kept = Set(e.actionItems.map(\.actionItemId))
        for old in retros[e.weekStart]?.actionItems ?? [] where !kept.contains(old) {
            guard let item = items.removeValue(forKey: old) else { continue }
            if let outcome = item.outcome {
                answeredIn[outcome.week]?.removeAll { $0 == old }
            } else {
                openWeeks.remove(item.week)
            }
        }
        retros[e.weekStart] = Retrospective(
            week: e.weekStart, wentWell: e.wentWell, wentPoorly: e.wentPoorly,
            toImprove: e.toImprove, actionItems: e.actionItems.map(\.actionItemId),
            recordedAt: e.at)
    }

    mutating func apply(_ e: DomainEvent.ActionItemChecked) {
        guard let item = items[e.actionItemId] else { return }
        if let earlier = item.outcome {
            answeredIn[earlier.week]?.removeAll { $0 == e.actionItemId }
        } else {
            openWeeks.remove(item.week)
        }
        answeredIn[e.weekStart, default: []].append(e.actionItemId)
        items[e.actionItemId]?.outcome = ActionItem.Outcome(done: e.done, week: e.weekStart)
    }
}
