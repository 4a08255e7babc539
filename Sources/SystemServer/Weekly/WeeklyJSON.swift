import Foundation
import SystemCore

// The API's view of The Weekly: areas, goals, capacity, the week and its retrospective. Field names are a public
// contract: add, never rename.
// Optional fields are always present, as null when empty (see ``Nullable``).

public struct AreaJSON: Encodable, Sendable {
    let id: String
    let name: String
    let icon: String
    let color: String
    @Nullable var weeklyBudgetMinutes: Int?
    let archived: Bool

    public init(_ area: Area) {
        id = area.id.description
        name = area.name
        icon = area.icon.rawValue
        color = area.color.rawValue
        weeklyBudgetMinutes = area.weeklyBudgetMinutes
        archived = area.isArchived
    }
}

public struct AreasJSON: Encodable, Sendable {
    let areas: [AreaJSON]
    public init(_ state: UserState) { areas = state.weekly.areas.all.map(AreaJSON.init) }
}

public struct GoalJSON: Encodable, Sendable {
    let id: String
    let weekStart: String
    let areaId: String
    let areaName: String
    let title: String
    let estimateMinutes: Int
    @Nullable var size: String?
    let status: String
    @Nullable var doneAt: String?
    @Nullable var dropReason: String?
    let spentMinutes: Int

    public init(_ goal: Goal, spentMinutes: Int = 0, in state: UserState) {
        id = goal.id.description
        weekStart = state.calendar.weekStart(containing: goal.week).description
        areaId = goal.areaID.description
        areaName = state.weekly.areas[goal.areaID]?.name ?? ""
        title = goal.title
        estimateMinutes = goal.estimate.minutes(in: state.settings)
        if case .size(let s) = goal.estimate { size = s.rawValue } else { size = nil }
        status = goal.status.name
        if case .done(let at) = goal.status { doneAt = state.calendar.iso8601(at) } else { doneAt = nil }
        if case .dropped(let reason, _) = goal.status { dropReason = reason } else { dropReason = nil }
        self.spentMinutes = spentMinutes
    }

    init(_ line: WeekPlan.GoalLine, in state: UserState) {
        self.init(line.goal, spentMinutes: line.spentMinutes, in: state)
    }
}

public struct ActionItemJSON: Encodable, Sendable {
    let id: String
    let text: String
    /// The week whose retrospective made it.
    let weekStart: String
    /// `open`, `done` or `not-done`.
    let status: String

    public init(_ item: ActionItem) {
        id = item.id.description
        text = item.text
        weekStart = item.week.description
        status = item.outcome.map { $0.done ? "done" : "not-done" } ?? "open"
    }
}

public struct CapacityJSON: Encodable, Sendable {
    @Nullable var minutes: Int?
    /// `total`, `perDay`, `suggested` or `none`.
    let source: String
    @Nullable var perDayMinutes: Int?
    let daysOff: [String]
    @Nullable var totalMinutes: Int?
    @Nullable var suggestedMinutes: Int?
    let suggestionWeeks: Int

    init(_ capacity: WeekPlan.Capacity) {
        minutes = capacity.minutes
        source = capacity.source.rawValue
        perDayMinutes = capacity.plan?.perDayMinutes
        daysOff = capacity.plan?.daysOff.map(\.description) ?? []
        totalMinutes = capacity.plan?.totalMinutes
        suggestedMinutes = capacity.suggestedMinutes
        suggestionWeeks = capacity.suggestionWeeks
    }
}

public struct RetroJSON: Encodable, Sendable {
    @Nullable var wentWell: String?
    @Nullable var wentPoorly: String?
    @Nullable var toImprove: String?
    let recordedAt: String
    let actionItems: [ActionItemJSON]
}

/// A whole week: plan, progress, capacity, action items, retrospective, demo and numbers.
public struct WeekJSON: Encodable, Sendable {
    let weekStart: String
    let weekEnd: String
    let capacity: CapacityJSON
    let estimateMinutes: Int
    let spentMinutes: Int
    let unplannedMinutes: Int
    let overcommitted: Bool
    let goalsPlanned: Int
    let goalsDone: Int
    let areas: [AreaLineJSON]
    /// Action items from earlier retrospectives that belong to this week: answered in it, and the newest open ones
    /// (at most ten); `olderActionItems` counts the open ones left out.
    let actionItems: [ActionItemJSON]
    let olderActionItems: OlderItemsJSON
    @Nullable var retro: RetroJSON?
    let demo: DemoJSON
    let numbers: NumbersJSON

    struct AreaLineJSON: Encodable, Sendable {
        let area: AreaJSON
        let estimateMinutes: Int
        let spentMinutes: Int
        let goals: [GoalJSON]
    }

    struct DemoJSON: Encodable, Sendable {
        let achievements: [Achievement]
        let highlights: [Highlight]

        struct Achievement: Encodable, Sendable {
            let goal: GoalJSON
            let intentions: [IntentionJSON]
        }

        struct Highlight: Encodable, Sendable {
            let intentionId: String
            let intentionText: String
            let text: String
        }
    }

    struct NumbersJSON: Encodable, Sendable {
        let days: [Day]
        let feelings: [String: Int]
        let topTags: [Tag]
        let focusedMinutes: Int
        let tractionMinutes: Int
        let distractionMinutes: Int

        struct Day: Encodable, Sendable {
            let date: String
            let presenceRatio: Double
            let focusedMinutes: Int
        }

        struct Tag: Encodable, Sendable {
            let label: LabelJSON
            let minutes: Int
        }
    }

    public init(_ review: WeekReview, in state: UserState) {
        let plan = review.plan
        weekStart = plan.start.description
        weekEnd = plan.end.description
        capacity = CapacityJSON(plan.capacity)
        estimateMinutes = plan.estimateMinutes
        spentMinutes = plan.spentMinutes
        unplannedMinutes = plan.unplannedMinutes
        overcommitted = plan.isOvercommitted
        goalsPlanned = plan.goalsPlanned
        goalsDone = plan.goalsDone
        areas = plan.areas.map { line in
            AreaLineJSON(
                area: AreaJSON(line.area), estimateMinutes: line.estimateMinutes, spentMinutes: line.spentMinutes,
                goals: line.goals.map { GoalJSON($0, in: state) })
        }
        actionItems = plan.actionItems.map(ActionItemJSON.init)
        olderActionItems = OlderItemsJSON(plan.olderActionItems, path: OpenActionItemsJSON.path)
        retro = plan.retrospective.map { retro in
            RetroJSON(
                wentWell: retro.wentWell, wentPoorly: retro.wentPoorly, toImprove: retro.toImprove,
                recordedAt: state.calendar.iso8601(retro.recordedAt), actionItems: plan.retroActionItems.map(ActionItemJSON.init))
        }
        demo = DemoJSON(
            achievements: review.achievements.map { line in
                .init(goal: GoalJSON(line, in: state), intentions: line.intentions.map { IntentionJSON($0, in: state) })
            },
            highlights: review.highlights.map {
                .init(intentionId: $0.intention.id.description, intentionText: $0.intention.text, text: $0.text)
            })
        numbers = NumbersJSON(
            days: review.summary.days.map {
                .init(
                    date: $0.date.description, presenceRatio: ($0.presence.ratio * 10_000).rounded() / 10_000,
                    focusedMinutes: $0.focusedMinutes)
            },
            feelings: Dictionary(uniqueKeysWithValues: review.feelings.map { ($0.feeling.rawValue, $0.count) }),
            topTags: review.topTags.map { .init(label: LabelJSON($0.label), minutes: $0.minutes) },
            focusedMinutes: review.summary.focusedMinutes,
            tractionMinutes: review.summary.tractionMinutes,
            distractionMinutes: review.summary.distractionMinutes)
    }
}

/// A page of the action items still open from retrospectives before a week, newest retrospective first.
public struct OpenActionItemsJSON: Encodable, Sendable {
    /// The week the list is drawn for: items made by retrospectives before it.
    let weekStart: String
    /// Every such open action item, on every page.
    let total: Int
    let actionItems: [ActionItemJSON]
    @Nullable var nextCursor: String?
    /// The next page's address; null on the last page.
    @Nullable var next: String?

    static let path = "/api/v1/action-items/open"

    public init(_ page: Page<ActionItem>, weekStart: CivilDate, limit: Int) {
        self.weekStart = weekStart.description
        total = page.total
        actionItems = page.items.map(ActionItemJSON.init)
        nextCursor = page.next?.description
        next = page.next.map { PagePath.with(Self.path, before: weekStart, limit: limit, cursor: $0) }
    }
}
