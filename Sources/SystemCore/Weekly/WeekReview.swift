import Foundation

/// What a week came to, for the sprint demo and the retrospective: what was achieved and the week's numbers.
public struct WeekReview: Sendable {
    public let plan: WeekPlan
    public let summary: WeekSummary
    /// Goals done, with the intentions behind them.
    public let achievements: [WeekPlan.GoalLine]
    /// Lines from the week's intention reviews worth keeping ("went well" and "interesting"), newest last.
    public let highlights: [Highlight]
    /// How the week's intentions felt, every feeling listed (zero counts too), best first.
    public let feelings: [(feeling: Feeling, count: Int)]
    /// The most used tags by minutes.
    public let topTags: [(label: Label, minutes: Int)]

    public struct Highlight: Sendable {
        public let intention: Intention
        public let text: String
    }

    public static let maxHighlights = 6
    public static let maxTags = 5
}

extension UserState {
    /// The parts ``review(weekContaining:now:)`` reads by date: the week's to-dos and plan, the intentions of the
    /// week and of the three weeks before it or this one that suggest its capacity, and of any running into them (a
    /// day to spare on each side for the day's start and waking hours), and the weeks of the open action items it
    /// lists. The to-dos of the week's goals, and those the week's intentions were started from, are found by id in
    /// whatever month they were carried to, and so are their intentions: a read that needs another month loads it.
    public func partsOfReview(weekContaining date: CivilDate, now: Date) -> PartLoad.Missing {
        let start = calendar.weekStart(containing: date)
        let measuredFrom = min(start, calendar.weekStart(containing: today(now: now))).adding(days: -22)
        let span = DateInterval(start: calendar.interval(of: measuredFrom).start, end: calendar.interval(of: start.adding(days: 7)).end)
        var parts = Self.parts(of: [DailyLog.self, WeeklyLog.self], covering: start.adding(days: -1)...start.adding(days: 7))
        parts.parts.formUnion(intentions.parts(overlapping: span))
        parts.parts.formUnion(weekly.partsOfOpenActionItems(before: start, limit: WeekPlan.openActionItemsShown))
        return parts
    }

    /// The demo and the numbers of the week that holds `date`, measured at `now`.
    public func review(weekContaining date: CivilDate, now: Date) -> WeekReview {
        let plan = plan(weekContaining: date, now: now)
        let days = interval(ofWeekStarting: plan.start)
        // The week's intentions are visited, not gathered: a heavy week has 175, each reviewed.
        var feelings: [Feeling: Int] = [:]
        var tagMinutes: [LabelID: Int] = [:]
        intentions.visitStarted(in: days) { intention in
            if let feeling = intention.feeling { feelings[feeling, default: 0] += 1 }
            let minutes = intention.minutes(now: now)
            for tag in intention.tags { tagMinutes[tag, default: 0] += minutes }
        }
        // The last lines worth keeping, found from the week's end (each intention's "went well" before its
        // "interesting"), so only those few are copied.
        var newest: [WeekReview.Highlight] = []
        intentions.visitStarted(in: days, newestFirst: true) { intention in
            for text in [intention.review.interesting, intention.review.wentWell] {
                guard let text, newest.count < WeekReview.maxHighlights else { continue }
                newest.append(.init(intention: intention, text: text))
            }
            return newest.count < WeekReview.maxHighlights
        }
        let highlights = Array(newest.reversed())
        let labels = self.labels
        let tags = tagMinutes.compactMap { id, minutes in labels[id].map { (label: $0, minutes: minutes) } }
            .sorted { ($0.minutes, $1.label.name) > ($1.minutes, $0.label.name) }
        return WeekReview(
            plan: plan, summary: week(containing: plan.start, now: now),
            achievements: plan.goals.filter(\.goal.isDone),
            highlights: highlights,
            feelings: Feeling.allCases.map { (feeling: $0, count: feelings[$0] ?? 0) },
            topTags: Array(tags.prefix(WeekReview.maxTags)))
    }
}
