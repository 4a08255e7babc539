import Foundation

/// The Weekly's recorded state: areas, goals, capacity plans, retrospectives and their action items.
///
/// Weeks are keyed by the start date stored in their events. A lookup for a week scans its seven dates, so a
/// change of the week start setting never hides what was planned under the old one.
///
/// Kept by the month of those start dates, like ``IntentionLog``: a log folded from the whole history holds every
/// month; one loaded from a snapshot holds its head (the areas, the weeks of the open action items, how many goals
/// there are) and the months it was given. A read of a month it does not hold, or of a goal or action item it does
/// not know, is noted in its ``PartLoad`` and answers as if there were nothing, so the reader loads and reads again.
public struct WeeklyLog: ModuleState {
    /// What every answer needs, whatever the length of the history.
    struct Head: Sendable {
        var areas = AreaList()
        /// The week of every open action item, sorted: the newest open ones and how many are older are read from
        /// it without a walk through every retrospective ever held.
        var openWeeks = DayIndex()
        var goalCount = 0
    }

    private var head = Head()
    public internal(set) var areas: AreaList {
        get { head.areas }
        set { head.areas = newValue }
    }
    private var goals: [GoalID: Goal] = [:]
    private var goalsByWeek: [CivilDate: [GoalID]] = [:]
    private var capacities: [CivilDate: CapacityPlan] = [:]
    private var retros: [CivilDate: Retrospective] = [:]
    private var items: [ActionItemID: ActionItem] = [:]
    /// The action items answered in each week, by the week start the answer names.
    private var answeredIn: [CivilDate: [ActionItemID]] = [:]
    /// Nil when every month is held (a fold of the whole history).
    private var partial: MonthHoldings?
    /// Months changed since ``markSnapshotted()``: the parts a new snapshot must write.
    private var changedMonths: Set<Int> = []

    public init() {}

    public init(context: ModuleContext) {}

    public subscript(goal id: GoalID) -> Goal? {
        if let goal = goals[id] { return goal }
        missed(Self.goalKind, id.description)
        return nil
    }

    /// How many goals were ever planned, in any week.
    public var goalCount: Int { head.goalCount }

    public subscript(actionItem id: ActionItemID) -> ActionItem? {
        if let item = items[id] { return item }
        missed(Self.actionItemKind, id.description)
        return nil
    }

    /// The goals planned for the week of the seven days from `start`, in the order they were added.
    public func goals(weekStarting start: CivilDate) -> [Goal] {
        week(from: start).flatMap { goalsByWeek[$0] ?? [] }.compactMap { goals[$0] }
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
        week(from: start).first { self.capacities[$0] != nil }
    }

    public func retrospective(weekStarting start: CivilDate) -> Retrospective? {
        week(from: start).lazy.compactMap { self.retros[$0] }.first
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
    public func openActionItemCount(before start: CivilDate) -> Int { head.openWeeks.count(before: start) }

    /// A page of the action items still open from retrospectives before the week from `start`: newest retrospective
    /// first, each one's items in its order, after `cursor` (from the newest when nil).
    public func openActionItems(before start: CivilDate, after cursor: PageCursor? = nil, limit: Int) -> Page<ActionItem> {
        head.openWeeks.page(before: start, after: cursor, limit: limit) { week in
            guard holds(Self.month(of: week)) else { return [] }
            return (retros[week]?.actionItems ?? []).compactMap { items[$0] }.filter { $0.isOpen && $0.week == week }
        }
    }

    /// The parts a first page of ``openActionItems(before:after:limit:)`` reads (the weeks of its items, from the head).
    public func partsOfOpenActionItems(before start: CivilDate, limit: Int) -> Set<String> {
        Set(head.openWeeks.newest(before: start, limit: limit).map { Self.partName(Self.month(of: $0)) })
    }

    /// The action items answered during the seven days from `start`, in the order they were answered.
    public func actionItems(answeredInWeekStarting start: CivilDate) -> [ActionItem] {
        week(from: start).flatMap { answeredIn[$0] ?? [] }.compactMap { self[actionItem: $0] }
    }

    /// The action item, if the week from `start` may answer it: an earlier retrospective made it, and it was not
    /// answered before that week (an answer given in the week, or after it, may be given again).
    public func answerableActionItem(_ id: ActionItemID, inWeekStarting start: CivilDate) -> ActionItem? {
        guard let item = self[actionItem: id], item.week < start, item.outcome.map({ $0.week >= start }) ?? true else { return nil }
        return item
    }

    /// The order action items are listed in: newest retrospective first, each one's items in its order.
    private func newestFirst(_ a: ActionItem, _ b: ActionItem) -> Bool {
        guard a.week == b.week else { return a.week > b.week }
        let order = retros[a.week]?.actionItems ?? []  // held: the items were read from it
        return (order.firstIndex(of: a.id) ?? order.count) < (order.firstIndex(of: b.id) ?? order.count)
    }

    /// The action items a week's own retrospective made.
    public func actionItems(madeIn retro: Retrospective) -> [ActionItem] {
        retro.actionItems.compactMap { self[actionItem: $0] }
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
        guard goals[e.goalId] == nil, isKnownAbsent(Self.goalKind, e.goalId.description) else { return }
        let month = Self.month(of: e.weekStart)
        guard holds(month) else { return }  // the reader loads the month and folds again
        goals[e.goalId] = Goal(id: e.goalId, week: e.weekStart, areaID: e.areaId, title: e.title, estimate: e.estimate)
        goalsByWeek[e.weekStart, default: []].append(e.goalId)
        head.goalCount += 1
        changedMonths.insert(month)
    }

    mutating func apply(_ e: DomainEvent.GoalChanged) {
        updateGoal(e.goalId) { goal in
            goal.areaID = e.areaId
            goal.title = e.title
            goal.estimate = e.estimate
        }
    }

    mutating func apply(_ e: DomainEvent.GoalCompleted) {
        updateGoal(e.goalId) { $0.status = .done(at: e.at) }
    }

    mutating func apply(_ e: DomainEvent.GoalDropped) {
        updateGoal(e.goalId) { $0.status = .dropped(reason: e.reason, at: e.at) }
    }

    mutating func apply(_ e: DomainEvent.GoalReopened) {
        updateGoal(e.goalId) { $0.status = .open }
    }

    private mutating func updateGoal(_ id: GoalID, _ change: (inout Goal) -> Void) {
        guard let goal = self[goal: id] else { return }
        change(&goals[id]!)
        changedMonths.insert(Self.month(of: goal.week))
    }

    mutating func apply(_ e: DomainEvent.CapacitySet) {
        let month = Self.month(of: e.weekStart)
        guard holds(month) else { return }
        capacities[e.weekStart] = CapacityPlan(perDayMinutes: e.perDayMinutes, daysOff: e.daysOff, totalMinutes: e.totalMinutes)
        changedMonths.insert(month)
    }

    mutating func apply(_ e: DomainEvent.RetroRecorded) {
        let month = Self.month(of: e.weekStart)
        guard holds(month) else { return }
        // A new item's id must be known to be new; the retrospective's own items are in its month.
        for draft in e.actionItems where items[draft.actionItemId] == nil {
            guard isKnownAbsent(Self.actionItemKind, draft.actionItemId.description) else { return }
        }
        let kept = Set(e.actionItems.map(\.actionItemId))
        // Items left out of a corrected retrospective are no longer its items; their answers go too.
        let removed = (retros[e.weekStart]?.actionItems ?? []).filter { !kept.contains($0) }.compactMap { items[$0] }
        for item in removed { if let outcome = item.outcome, !holds(Self.month(of: outcome.week)) { return } }
        for draft in e.actionItems {
            if items[draft.actionItemId] == nil {
                items[draft.actionItemId] = ActionItem(id: draft.actionItemId, week: e.weekStart, text: draft.text)
                head.openWeeks.insert(e.weekStart)
            } else {
                items[draft.actionItemId]?.text = draft.text
                if let week = items[draft.actionItemId]?.week { changedMonths.insert(Self.month(of: week)) }
            }
        }
        for item in removed {
            items[item.id] = nil
            if let outcome = item.outcome {
                answeredIn[outcome.week]?.removeAll { $0 == item.id }
                changedMonths.insert(Self.month(of: outcome.week))
            } else {
                head.openWeeks.remove(item.week)
            }
        }
        retros[e.weekStart] = Retrospective(
            week: e.weekStart, wentWell: e.wentWell, wentPoorly: e.wentPoorly,
            toImprove: e.toImprove, actionItems: e.actionItems.map(\.actionItemId),
            recordedAt: e.at)
        changedMonths.insert(month)
    }

    mutating func apply(_ e: DomainEvent.ActionItemChecked) {
        guard let item = self[actionItem: e.actionItemId] else { return }
        let months = [item.week, e.weekStart] + (item.outcome.map { [$0.week] } ?? [])
        guard months.allSatisfy({ holds(Self.month(of: $0)) }) else { return }
        if let earlier = item.outcome {
            answeredIn[earlier.week]?.removeAll { $0 == e.actionItemId }
        } else {
            head.openWeeks.remove(item.week)
        }
        answeredIn[e.weekStart, default: []].append(e.actionItemId)
        items[e.actionItemId]?.outcome = ActionItem.Outcome(done: e.done, week: e.weekStart)
        changedMonths.formUnion(months.map(Self.month(of:)))
    }

    // MARK: Months and snapshots

    public static let partPrefix: String? = "weeks"

    /// The kinds of id the snapshot directory keeps for goals and action items.
    public static let goalKind = "goal"
    public static let actionItemKind = "actionItem"

    /// A week key's month: year × 12 + month − 1.
    static func month(of date: CivilDate) -> Int { MonthParts.month(of: date) }

    /// A month's part name, such as `weeks/2026-11`.
    static func partName(_ month: Int) -> String { MonthParts.name("weeks", month) }

    static func month(ofPart name: String) -> Int? { MonthParts.month(ofPart: name, prefix: "weeks") }

    /// The seven dates from `start` whose months are held (noting the others as missed).
    private func week(from start: CivilDate) -> [CivilDate] {
        (0..<7).map { start.adding(days: $0) }.filter { holds(Self.month(of: $0)) }
    }

    /// A month as the snapshot keeps it: what is keyed by its dates, and the goals and items of its weeks.
    struct Month: Equatable {
        var goals: [Goal] = []
        var goalsByWeek: [CivilDate: [GoalID]] = [:]
        var capacities: [CivilDate: CapacityPlan] = [:]
        var retros: [Retrospective] = []
        var items: [ActionItem] = []
        var answeredIn: [CivilDate: [ActionItemID]] = [:]
    }

    public func snapshotHead() throws -> Data { BinaryWriter.data { head.write(to: &$0) } }

    /// A log holding only its head; months are added with ``loadPart(_:_:)`` as the reader needs them.
    public init(snapshotHead data: Data, context: ModuleContext, load: PartLoad) throws {
        head = try BinaryReader.whole(data) { try Head(from: &$0) }
        partial = MonthHoldings(prefix: "weeks", load: load)
    }

    public var changedParts: Set<String> { Set(changedMonths.map(Self.partName)) }

    public func snapshotPart(_ name: String) throws -> Data {
        var part = Month()
        if let month = Self.month(ofPart: name) {
            part.goals = goals.values.filter { Self.month(of: $0.week) == month }.sorted { $0.id.description < $1.id.description }
            part.goalsByWeek = goalsByWeek.filter { Self.month(of: $0.key) == month }
            part.capacities = capacities.filter { Self.month(of: $0.key) == month }
            part.retros = retros.values.filter { Self.month(of: $0.week) == month }.sorted { $0.week < $1.week }
            part.items = items.values.filter { Self.month(of: $0.week) == month }.sorted { $0.id.description < $1.id.description }
            part.answeredIn = answeredIn.filter { Self.month(of: $0.key) == month && !$0.value.isEmpty }
        }
        var writer = BinaryWriter()
        part.write(to: &writer)
        return writer.data
    }

    public mutating func loadPart(_ name: String, _ data: Data) throws {
        guard let month = Self.month(ofPart: name), partial?.isLoaded(month) == false else { return }
        var reader = BinaryReader(data)
        let part = try Month(from: &reader)
        guard reader.isAtEnd else { throw BinaryFormError.malformed("bytes after the month's weeks") }
        for goal in part.goals { goals[goal.id] = goal }
        goalsByWeek.merge(part.goalsByWeek) { _, new in new }
        capacities.merge(part.capacities) { _, new in new }
        for retro in part.retros { retros[retro.week] = retro }
        for item in part.items { items[item.id] = item }
        answeredIn.merge(part.answeredIn) { _, new in new }
        partial?.loaded(month)
    }

    public mutating func markUnknown(_ kind: String, ids: Set<String>) {
        guard kind == Self.goalKind || kind == Self.actionItemKind else { return }
        partial?.markUnknown(kind, ids: ids)
    }

    public func directory(of parts: Set<String>) -> [PartLoad.Entry] {
        let months = Set(parts.compactMap(Self.month(ofPart:)))
        let goalEntries = goals.values.filter { months.contains(Self.month(of: $0.week)) }.map {
            PartLoad.Entry(kind: Self.goalKind, id: $0.id.description, part: Self.partName(Self.month(of: $0.week)))
        }
        let itemEntries = items.values.filter { months.contains(Self.month(of: $0.week)) }.map {
            PartLoad.Entry(kind: Self.actionItemKind, id: $0.id.description, part: Self.partName(Self.month(of: $0.week)))
        }
        return goalEntries + itemEntries
    }

    public mutating func markSnapshotted() { changedMonths = [] }

    /// Notes a lookup of an id not held, unless it is known to be in no month.
    private func missed(_ kind: String, _ id: String) { partial?.missed(kind, id) }

    /// Whether an id is surely new: not in any month (a partial log must have looked it up).
    private func isKnownAbsent(_ kind: String, _ id: String) -> Bool { partial?.isKnownAbsent(kind, id) ?? true }

    /// Whether the month is held; if not, the miss is noted.
    private func holds(_ month: Int) -> Bool { partial?.holds(month) ?? true }
}
