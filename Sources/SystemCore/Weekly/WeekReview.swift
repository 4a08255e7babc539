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
    /// The demo and the numbers of the week that holds `date`, measured at `now`.
    public func review(weekContaining date: CivilDate, now: Date) -> WeekReview {
        let plan = plan(weekContaining: date, now: now)
        let intentions = intentions(inWeekStarting: plan.start)
        var feelings: [Feeling: Int] = [:]
        var tagMinutes: [LabelID: Int] = [:]
        var highlights: [WeekReview.Highlight] = []
        for intention in intentions {
            if let feeling = intention.feeling { feelings[feeling, default: 0] += 1 }
            let minutes = intention.minutes(now: now)
            for tag in intention.tags { tagMinutes[tag, default: 0] += minutes }
            for text in [intention.review.wentWell, intention.review.interesting].compactMap({ $0 }) {
                highlights.append(.init(intention: intention, text: text))
            }
        }
        let tags = tagMinutes.compactMap { id, minutes in labels[id].map { (label: $0, minutes: minutes) } }
            .sorted { ($0.minutes, $1.label.name) > ($1.minutes, $0.label.name) }
        return WeekReview(
            plan: plan, summary: week(containing: plan.start, now: now),
            achievements: plan.goals.filter(\.goal.isDone),
            highlights: Array(highlights.suffix(WeekReview.maxHighlights)),
            feelings: Feeling.allCases.map { (feeling: $0, count: feelings[$0] ?? 0) },
            topTags: Array(tags.prefix(WeekReview.maxTags)))
    }
}
