import Foundation

/// What a user asks of The Weekly: areas of focus, the week's goals and capacity, and the retrospective.
public enum WeeklyCommand: Command, Equatable {
    case createArea(id: AreaID, name: String, icon: Area.Icon? = nil, color: Area.Color? = nil, weeklyBudgetMinutes: Int? = nil)
    /// Changes the given fields; `weeklyBudgetMinutes: .some(nil)` removes the budget.
    case changeArea(id: AreaID, name: String? = nil, icon: Area.Icon? = nil, color: Area.Color? = nil, weeklyBudgetMinutes: Int?? = nil)
    case reorderAreas([AreaID])
    case archiveArea(AreaID)
    case restoreArea(AreaID)
    /// Adds a goal to the week that holds `week` (any day of it).
    case addGoal(id: GoalID, week: CivilDate, area: AreaID, title: String, estimate: Estimate)
    case changeGoal(id: GoalID, area: AreaID? = nil, title: String? = nil, estimate: Estimate? = nil)
    case completeGoal(GoalID)
    case dropGoal(GoalID, reason: String)
    case reopenGoal(GoalID)
    /// Sets the hours available in the week that holds `week`; with neither a per-day nor a total figure, the
    /// suggestion from recent weeks applies.
    case setCapacity(week: CivilDate, perDayMinutes: Int?, daysOff: [CivilDate], totalMinutes: Int?)
    /// Records (or corrects) the retrospective of the week that holds `week`, and answers whether its open action
    /// items were done.
    case recordRetro(
        week: CivilDate, wentWell: String?, wentPoorly: String?, toImprove: String?,
        actionItems: [ActionItemDraft], answers: [ActionItemID: Bool])
    /// Says whether an action item was done, during the week that holds `week`.
    case checkActionItem(ActionItemID, done: Bool, week: CivilDate)

    /// An action item as the retrospective form gives it: an id (new or kept) and its text.
    public struct ActionItemDraft: Sendable, Equatable {
        public var id: ActionItemID
        public var text: String
        public init(id: ActionItemID, text: String) {
            self.id = id
            self.text = text
        }
    }
}

extension WeeklyCommand {
    public func decide(in state: UserState, now: Date) throws(DomainError) -> [DomainEvent] {
        try state.decide(self, now: now)
    }
}

extension UserCommand {
    /// Areas, goals, capacity and retrospectives.
    public static func weekly(_ command: WeeklyCommand) -> UserCommand { UserCommand(command) }
}

extension UserState {
    func decide(_ command: WeeklyCommand, now: Date) throws(DomainError) -> [DomainEvent] {
        switch command {
        case .createArea(let id, let name, let icon, let color, let budget):
            guard weekly.areas[id] == nil else {
                throw DomainError(.conflict, code: "area_exists", message: "An area with id \(id) already exists.", field: "id")
            }
            let name = try validAreaName(name, except: nil)
            let used = Set(weekly.areas.active.map(\.color))
            let color =
                color ?? Area.Color.allCases.first { !used.contains($0) }
                ?? Area.Color.allCases[weekly.areas.order.count % Area.Color.allCases.count]
            return [
                .areaCreated(
                    .init(
                        areaId: id, name: name, icon: icon ?? Area.suggestedIcon(for: name), color: color,
                        weeklyBudgetMinutes: try validBudget(budget)))
            ]

        case .changeArea(let id, let name, let icon, let color, let budget):
            let area = try existingArea(id)
            let newName = try name.map { name throws(DomainError) in try validAreaName(name, except: id) } ?? area.name
            let newBudget = try budget.map { budget throws(DomainError) in try validBudget(budget) } ?? area.weeklyBudgetMinutes
            let change = DomainEvent.AreaChanged(
                areaId: id, name: newName, icon: icon ?? area.icon, color: color ?? area.color,
                weeklyBudgetMinutes: newBudget)
            guard
                change.name != area.name || change.icon != area.icon || change.color != area.color
                    || change.weeklyBudgetMinutes != area.weeklyBudgetMinutes
            else { return [] }
            return [.areaChanged(change)]

        case .reorderAreas(let ids):
            guard Set(ids).count == ids.count else {
                throw .invalid("areaIds", "Name each area once in the new order.")
            }
            for id in ids { _ = try existingArea(id) }
            return ids == Array(weekly.areas.order.prefix(ids.count)) ? [] : [.areasReordered(.init(areaIds: ids))]

        case .archiveArea(let id):
            return try existingArea(id).isArchived ? [] : [.areaArchived(.init(areaId: id))]

        case .restoreArea(let id):
            let area = try existingArea(id)
            guard area.isArchived else { return [] }
            _ = try validAreaName(area.name, except: id)
            return [.areaRestored(.init(areaId: id))]

        case .addGoal(let id, let week, let areaID, let title, let estimate):
            guard weekly[goal: id] == nil else {
                throw DomainError(.conflict, code: "goal_exists", message: "A goal with id \(id) already exists.", field: "id")
            }
            _ = try activeArea(areaID)
            return [
                .goalAdded(
                    .init(
                        goalId: id, weekStart: calendar.weekStart(containing: week), areaId: areaID,
                        title: try validGoalTitle(title), estimate: try validEstimate(estimate)))
            ]

        case .changeGoal(let id, let areaID, let title, let estimate):
            let goal = try existingGoal(id)
            if let areaID, areaID != goal.areaID { _ = try activeArea(areaID) }
            let change = DomainEvent.GoalChanged(
                goalId: id, areaId: areaID ?? goal.areaID,
                title: try title.map { title throws(DomainError) in try validGoalTitle(title) } ?? goal.title,
                estimate: try estimate.map { estimate throws(DomainError) in try validEstimate(estimate) } ?? goal.estimate)
            guard change.areaId != goal.areaID || change.title != goal.title || change.estimate != goal.estimate else { return [] }
            return [.goalChanged(change)]

        case .completeGoal(let id):
            return try existingGoal(id).isDone ? [] : [.goalCompleted(.init(goalId: id, at: now))]

        case .dropGoal(let id, let reason):
            _ = try existingGoal(id)
            let reason = reason.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !reason.isEmpty else {
                throw .invalid("reason", "Say in a few words why you drop this goal; the retrospective will show it.")
            }
            guard reason.count <= 500 else { throw .invalid("reason", "Keep the reason under 500 characters.") }
            return [.goalDropped(.init(goalId: id, reason: reason, at: now))]

        case .reopenGoal(let id):
            return try existingGoal(id).isOpen ? [] : [.goalReopened(.init(goalId: id))]

        case .setCapacity(let week, let perDay, let daysOff, let total):
            let start = calendar.weekStart(containing: week)
            // A plan made under another week start setting is replaced under its own key, so one plan stays.
            let key = weekly.capacityKey(weekStarting: start) ?? start
            if let perDay, !CapacityPlan.perDayLimit.contains(perDay) {
                throw .invalid("perDayHours", "Hours a day must be between 0 and 24.")
            }
            if let total, !CapacityPlan.totalLimit.contains(total) {
                throw .invalid("totalHours", "A week's capacity must be between 0 and 168 hours.")
            }
            let end = start.adding(days: 6)
            if let outside = daysOff.first(where: { $0 < start || $0 > end }) {
                throw .invalid("daysOff", "\(outside) is not in the week of \(start) to \(end).")
            }
            let plan = CapacityPlan(perDayMinutes: perDay, daysOff: Array(Set(daysOff)).sorted(), totalMinutes: total)
            guard plan != weekly.capacity(weekStarting: start) else { return [] }
            return [
                .capacitySet(
                    .init(
                        weekStart: key, perDayMinutes: plan.perDayMinutes, daysOff: plan.daysOff,
                        totalMinutes: plan.totalMinutes))
            ]

        case .recordRetro(let week, let wentWell, let wentPoorly, let toImprove, let drafts, let answers):
            let start = calendar.weekStart(containing: week)
            // A retrospective held under another week start setting is corrected under its own key.
            let key = weekly.retrospective(weekStarting: start)?.week ?? start
            guard start <= calendar.weekStart(containing: today(now: now)) else {
                throw .invalid("week", "The week of \(start) has not begun yet: hold its retrospective at its end.")
            }
            func clean(_ text: String?, _ field: String) throws(DomainError) -> String? {
                guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
                guard text.count <= Retrospective.textLimit else {
                    throw .invalid(
                        field,
                        "Keep this answer under \(Retrospective.textLimit.formatted()) characters (it has \(text.count.formatted())).")
                }
                return text
            }
            var items: [DomainEvent.RetroRecorded.ActionItemText] = []
            for draft in drafts {
                let text = draft.text.trimmingCharacters(in: .whitespacesAndNewlines)
                if text.isEmpty { continue }
                guard ActionItem.textLimit.contains(text.count) else {
                    throw .invalid("actionItems", "Keep each action item to \(ActionItem.textLimit.upperBound) characters.")
                }
                guard !items.contains(where: { $0.actionItemId == draft.id }) else {
                    throw .invalid("actionItems", "Each action item can be listed once.")
                }
                if let existing = weekly[actionItem: draft.id], existing.week != key {
                    throw DomainError(
                        .conflict, code: "action_item_exists", message: "That action item belongs to another week's retrospective.",
                        field: "actionItems")
                }
                items.append(.init(actionItemId: draft.id, text: text))
            }
            guard items.count <= Retrospective.maxActionItems else {
                throw .invalid("actionItems", "Pick at most \(Retrospective.maxActionItems) action items: a few you will really do.")
            }
            var checks: [DomainEvent] = []
            for (id, done) in answers.sorted(by: { $0.key.description < $1.key.description }) {
                // Any item open in the week, however old, not only the few its page shows.
                guard let item = weekly.answerableActionItem(id, inWeekStarting: start) else { throw .actionItemNotFound(id) }
                if item.outcome?.done != done {
                    checks.append(.actionItemChecked(.init(actionItemId: id, done: done, weekStart: start)))
                }
            }
            let retro = DomainEvent.RetroRecorded(
                weekStart: key, wentWell: try clean(wentWell, "wentWell"),
                wentPoorly: try clean(wentPoorly, "wentPoorly"),
                toImprove: try clean(toImprove, "toImprove"), actionItems: items, at: now)
            // Answering last week's action items alone holds no retrospective for this one.
            let isEmpty = retro.wentWell == nil && retro.wentPoorly == nil && retro.toImprove == nil && items.isEmpty
            if weekly.retrospective(weekStarting: start) == nil, isEmpty { return checks }
            if let old = weekly.retrospective(weekStarting: start), old.wentWell == retro.wentWell, old.wentPoorly == retro.wentPoorly,
                old.toImprove == retro.toImprove, old.actionItems == items.map(\.actionItemId),
                weekly.actionItems(madeIn: old).map(\.text) == items.map(\.text)
            {
                return checks
            }
            return [.retroRecorded(retro)] + checks

        case .checkActionItem(let id, let done, let week):
            guard let item = weekly[actionItem: id] else { throw .actionItemNotFound(id) }
            let start = calendar.weekStart(containing: week)
            guard item.week < start else {
                throw .invalid("week", "An action item is answered in the weeks after the retrospective that made it.")
            }
            guard start <= calendar.weekStart(containing: today(now: now)) else {
                throw .invalid("week", "The week of \(start) has not begun yet: answer the action item in the week you did it.")
            }
            return item.outcome?.done == done ? [] : [.actionItemChecked(.init(actionItemId: id, done: done, weekStart: start))]
        }
    }

    func existingArea(_ id: AreaID) throws(DomainError) -> Area {
        guard let area = weekly.areas[id] else { throw .areaNotFound(id) }
        return area
    }

    /// An area that can take new goals and to-dos.
    func activeArea(_ id: AreaID) throws(DomainError) -> Area {
        let area = try existingArea(id)
        guard !area.isArchived else {
            throw DomainError(
                .conflict, code: "area_archived",
                message: "“\(area.name)” is archived: restore it first, or choose one of your active areas.",
                field: "area")
        }
        return area
    }

    func existingGoal(_ id: GoalID) throws(DomainError) -> Goal {
        guard let goal = weekly[goal: id] else { throw .goalNotFound(id) }
        return goal
    }

    private func validAreaName(_ name: String, except id: AreaID?) throws(DomainError) -> String {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard Area.nameLimit.contains(name.count) else {
            throw .invalid("name", "Name the area in 1 to \(Area.nameLimit.upperBound) characters, for example Career or Family.")
        }
        if let clash = weekly.areas.active.first(where: { $0.id != id && $0.name.lowercased() == name.lowercased() }) {
            throw DomainError(.conflict, code: "area_exists", message: "You already have an area called “\(clash.name)”.", field: "name")
        }
        return name
    }

    private func validBudget(_ minutes: Int?) throws(DomainError) -> Int? {
        guard let minutes else { return nil }
        guard Area.budgetLimit.contains(minutes) else {
            throw .invalid("weeklyBudgetHours", "A weekly budget must be between 0 and 168 hours.")
        }
        return minutes
    }

    private func validGoalTitle(_ title: String) throws(DomainError) -> String {
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard Goal.titleLimit.contains(title.count) else {
            throw .invalid(
                "title",
                title.isEmpty
                    ? "Say what the goal is: the title cannot be empty."
                    : "Keep the goal to \(Goal.titleLimit.upperBound) characters (it has \(title.count)).")
        }
        return title
    }

    private func validEstimate(_ estimate: Estimate) throws(DomainError) -> Estimate {
        if case .minutes(let minutes) = estimate, !Estimate.minutesLimit.contains(minutes) {
            let given = minutes < 0 ? "−" + Readable.minutes(-minutes) : Readable.minutes(minutes)
            throw .invalid(
                "estimate",
                "An estimate must be between 15 minutes and \(Estimate.minutesLimit.upperBound / 60) hours (it was \(given)); or use S, M or L."
            )
        }
        return estimate
    }
}

extension DomainError {
    public static func goalNotFound(_ id: GoalID) -> Self {
        Self(.notFound, code: "goal_not_found", message: "No goal with id \(id).", field: "goal")
    }

    public static func areaNotFound(_ id: AreaID) -> Self {
        Self(.notFound, code: "area_not_found", message: "No area of focus with id \(id).", field: "area")
    }

    public static func actionItemNotFound(_ id: ActionItemID) -> Self {
        Self(.notFound, code: "action_item_not_found", message: "No action item with id \(id).", field: "actionItem")
    }
}
