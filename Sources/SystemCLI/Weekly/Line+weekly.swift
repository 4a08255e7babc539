import Foundation
import SystemCore

/// Renderings of weeks, goals and retrospectives: short aligned lines, words before symbols.
extension Line {
    /// `Mon 16 Nov`.
    static func shortDay(_ date: CivilDate) -> String { Readable.shortDay(date) }

    /// `Week of Monday 16 November – Sunday 22 November 2026`.
    static func weekTitle(_ start: CivilDate) -> String {
        "Week of \(Readable.dayWithoutYear(start)) – \(Readable.day(start.adding(days: 6)))"
    }

    /// The capacity and where it comes from, with the suggestion beside a figure the user set.
    static func capacity(_ capacity: WeekPlan.Capacity) -> String {
        let weeks = "\(capacity.suggestionWeeks) week\(capacity.suggestionWeeks == 1 ? "" : "s")"
        let suggestion =
            capacity.suggestedMinutes.map { " · suggested \(Readable.minutes($0)), your focused time over the last \(weeks)" } ?? ""
        let daysOff = capacity.plan?.daysOff ?? []
        let off = daysOff.isEmpty ? "" : "; off \(daysOff.map(shortDay).joined(separator: ", "))"
        switch capacity.source {
        case .total:
            return "Capacity  \(Readable.minutes(capacity.minutes ?? 0)), set as a total\(off)\(suggestion)"
        case .perDay:
            let perDay = Readable.minutes(capacity.plan?.perDayMinutes ?? 0)
            return
                "Capacity  \(Readable.minutes(capacity.minutes ?? 0)): \(perDay) a day × \(capacity.availableDays) days\(off)\(suggestion)"
        case .suggested:
            return
                "Capacity  \(Readable.minutes(capacity.minutes ?? 0)), suggested from your focused time over the last \(weeks)\(off); set your own with: system week plan --per-day 6h"
        case .none:
            return "Capacity  not set, and no focused time yet to suggest it from; set it with: system week plan --per-day 6h"
        }
    }

    /// Estimate against capacity in total, with the warning when the week holds more than it can.
    static func load(_ plan: WeekPlan) -> [String] {
        let estimate = Readable.minutes(plan.estimateMinutes)
        guard let capacity = plan.capacity.minutes else { return ["Planned   \(estimate) (no capacity to weigh it against)"] }
        var lines = ["Planned   \(estimate) of \(Readable.minutes(capacity)) capacity"]
        // For the week under way, what the open goals still need against what is left of it (the plan's own rule).
        if let over = plan.overcommittedMinutes {
            let why = plan.capacity.left.flatMap(\.minutes).map { left in
                " the open goals still need \(Readable.minutes(plan.remainingEstimateMinutes)), with \(Readable.minutes(left)) left this week;"
            }
            lines.append("Warning   overcommitted by \(Readable.minutes(over)):\(why ?? "") drop or shrink a goal, or raise the capacity.")
        }
        return lines
    }

    /// A goal's row: status, title, estimate, spent, id.
    static func goalRow(_ line: WeekPlan.GoalLine) -> [String] {
        var title = line.goal.title
        if case .dropped(let reason, _) = line.goal.status { title += " (dropped: \(reason))" }
        return [
            line.goal.status.name, title, "\(Readable.minutes(line.estimateMinutes)) estimated",
            "\(Readable.minutes(line.spentMinutes)) spent", shortID(line.goal.id),
        ]
    }

    /// An area's heading: planned against its budget, and the time spent.
    static func areaHeading(_ line: WeekPlan.AreaLine) -> String {
        var parts = [line.area.name + (line.area.isArchived ? " (archived)" : "")]
        parts.append(line.goals.isEmpty ? "nothing planned" : "\(Readable.minutes(line.estimateMinutes)) planned")
        if let budget = line.area.weeklyBudgetMinutes {
            parts.append(
                "budget \(Readable.minutes(budget))"
                    + (line.estimateMinutes > budget ? " (over by \(Readable.minutes(line.estimateMinutes - budget)))" : ""))
        }
        parts.append("\(Readable.minutes(line.spentMinutes)) spent")
        return parts.joined(separator: " · ")
    }

    /// The whole week: capacity, load, areas with their goals, unplanned time, action items and the retrospective.
    static func week(_ plan: WeekPlan, state: UserState, now: Date) -> [String] {
        var lines = [weekTitle(plan.start), capacity(plan.capacity)] + load(plan)
        lines.append(
            "Spent     \(Readable.minutes(plan.spentMinutes)) on goals and areas · \(Readable.minutes(plan.unplannedMinutes)) unplanned (intentions from no to-do)"
        )
        lines.append("Goals     \(plan.goalsDone) of \(plan.goalsPlanned) done")
        if plan.areas.isEmpty {
            lines += ["", "No areas of focus yet: add one with: system area add Career"]
        }
        let rows = Table.lines(plan.areas.flatMap { $0.goals.map(goalRow) }, indent: "    ")
        var next = 0
        for area in plan.areas {
            lines += ["", "  " + areaHeading(area)]
            lines += rows[next..<(next + area.goals.count)]
            next += area.goals.count
        }
        lines += [""] + actionItems(plan.actionItems, heading: "Action items from the last retrospective")
        lines += older(plan.olderActionItems, actionItemsOf: otherWeek(plan, state: state, now: now))
        lines.append(retrospective(plan, state: state))
        return lines
    }

    /// The plan's week start, unless it is this week.
    static func otherWeek(_ plan: WeekPlan, state: UserState, now: Date) -> CivilDate? {
        plan.start == state.calendar.weekStart(containing: state.today(now: now)) ? nil : plan.start
    }

    /// "  and 12 older open action items (system retro items)", or nothing when none is left out; `date` is a day of
    /// the week the list was drawn for, when it is not this week (nil).
    static func older(_ older: OlderItems, actionItemsOf date: CivilDate?) -> [String] {
        guard older.count > 0 else { return [] }
        let noun = older.count == 1 ? "open action item" : "open action items"
        return ["  and \(Readable.count(older.count)) older \(noun) (system retro items\(dateOption(date)))"]
    }

    static func actionItems(_ items: [ActionItem], heading: String) -> [String] {
        guard !items.isEmpty else { return ["\(heading): none"] }
        let rows = items.map { item in
            [item.outcome.map { $0.done ? "done" : "not done" } ?? "open", item.text, shortID(item.id)]
        }
        return ["\(heading):"] + Table.lines(rows)
    }

    /// A page of the open action items before a week: its retrospective's week, text, id; then where the next page
    /// begins.
    static func openActionItems(_ page: Page<ActionItem>, weekStart: CivilDate, limit: Int, state: UserState, now: Date) -> [String] {
        let thisWeek = state.calendar.weekStart(containing: state.today(now: now))
        let scope = weekStart == thisWeek ? "before this week" : "before the week of \(Readable.day(weekStart))"
        guard page.total > 0 else { return ["No action item is open from the retrospectives \(scope)."] }
        var lines = ["Open action items from the retrospectives \(scope): \(Readable.count(page.total)), newest first"]
        lines += Table.lines(page.items.map { ["week of \($0.week)", $0.text, shortID($0.id)] })
        if page.items.isEmpty { lines.append("  Nothing older: this is the end of the list.") }
        let shown =
            page.items.isEmpty
            ? "" : "\(Readable.count(page.offset + 1))–\(Readable.count(page.offset + page.items.count)) of \(Readable.count(page.total))"
        if let next = page.next {
            let size = limit == Paging.defaultLimit ? "" : " --limit \(limit)"
            let date = weekStart == thisWeek ? "" : " --date \(weekStart)"
            lines.append("\(shown). Older: system retro items\(date)\(size) --after \(next)")
        } else if !shown.isEmpty {
            lines.append("\(shown).")
        }
        lines.append("Answer one with: system retro --record --answer ID=done (or ID=not-done)")
        return lines
    }

    /// Whether the week's retrospective was held, and what it said.
    static func retrospective(_ plan: WeekPlan, state: UserState) -> String {
        guard let retro = plan.retrospective else {
            return "Retrospective: not held yet; at the week's end: system retro"
        }
        var parts = ["Retrospective held \(shortDay(state.calendar.day(containing: retro.recordedAt)))"]
        if let text = retro.wentWell { parts.append("went well: \(text)") }
        if let text = retro.wentPoorly { parts.append("went poorly: \(text)") }
        if let text = retro.toImprove { parts.append("to improve: \(text)") }
        if !plan.retroActionItems.isEmpty {
            parts.append("action items: " + plan.retroActionItems.map { "“\($0.text)”" }.joined(separator: ", "))
        }
        return parts.joined(separator: " · ")
    }

    // MARK: The retrospective

    /// The sprint demo, the week's numbers, the action items to answer, and the retrospective if held.
    static func review(_ review: WeekReview, state: UserState, now: Date) -> [String] {
        let plan = review.plan
        let calendar = state.calendar
        var lines = ["Retrospective: " + weekTitle(plan.start).replacingOccurrences(of: "Week of ", with: "week of "), "", "Demo"]
        lines.append("  Goals done: \(plan.goalsDone) of \(plan.goalsPlanned) planned")
        for line in review.achievements {
            let area = state.weekly.areas[line.goal.areaID]?.name ?? "?"
            lines.append(
                "  done  \(line.goal.title) · \(area) · \(Readable.minutes(line.spentMinutes)) spent of \(Readable.minutes(line.estimateMinutes))"
            )
            lines += Table.lines(
                line.intentions.map { intention in
                    [
                        shortDay(calendar.day(containing: intention.startedAt)), Readable.time(intention.startedAt, in: calendar),
                        Readable.minutes(intention.minutes(now: now)), intention.text,
                    ]
                }, indent: "        ")
        }
        if !review.highlights.isEmpty {
            lines.append("  Highlights:")
            lines += review.highlights.map { "    “\($0.text)” (\($0.intention.text))" }
        }
        lines += ["", "Numbers"]
        lines += Table.lines(
            plan.areas.map { line in
                [line.area.name, "\(Readable.minutes(line.estimateMinutes)) estimated", "\(Readable.minutes(line.spentMinutes)) actual"]
            })
        lines.append("  Unplanned: \(Readable.minutes(plan.unplannedMinutes))")
        lines.append(
            "  Presence: "
                + review.summary.days.map { "\(shortDay($0.date).prefix(3)) \(Readable.percent($0.presence.ratio))" }.joined(
                    separator: " · "))
        let felt = review.feelings.filter { $0.count > 0 }
        lines.append(
            "  Feelings: "
                + (felt.isEmpty
                    ? "none recorded" : felt.map { "\($0.feeling.emoji) \($0.feeling.rawValue) \($0.count)" }.joined(separator: " · ")))
        if !review.topTags.isEmpty {
            lines.append(
                "  Top tags: " + review.topTags.map { "\($0.label.name) \(Readable.minutes($0.minutes))" }.joined(separator: " · "))
        }
        lines.append(
            "  Traction \(Readable.minutes(review.summary.tractionMinutes)) · distraction \(Readable.minutes(review.summary.distractionMinutes)) · focused \(Readable.minutes(review.summary.focusedMinutes))"
        )
        lines += [""] + actionItems(plan.actionItems, heading: "Action items to answer (--answer ID=done|not-done)")
        lines += older(plan.olderActionItems, actionItemsOf: otherWeek(plan, state: state, now: now))
        lines.append(retrospective(plan, state: state))
        return lines
    }
}
