import Foundation
import SystemCore

/// The end of a week: the sprint demo (what was achieved), the week's numbers as small charts, the action items
/// of the last retrospective to answer, and the retrospective form.
struct RetroPage: Sendable, Encodable, FramedPage, PanelledPage {
    /// Other modules' parts of this page.
    var panels: [DrawnPanel] = []
    var panelScripts: [String] = []
    var panelStylesheets: [String] = []
    let chrome: Chrome
    let title: String
    let heading: String
    let range: String
    let weekStart: String
    let previous: String
    let next: String
    let achievements: [Achievement]
    let hasAchievements: Bool
    let highlights: [Highlight]
    let hasHighlights: Bool
    let goalsLine: String
    let goalsChart: BarChart
    let areaChart: BarChart
    let presenceChart: BarChart
    let feelingChart: BarChart
    let tagChart: BarChart
    let hasTags: Bool
    let balanceChart: BarChart
    let questions: [Question]
    /// "and 12 older open action items", leading to the page that lists them.
    let olderActionItems: OlderLine?
    let hasQuestions: Bool
    let form: Form

    struct Achievement: Sendable, Encodable {
        let title: String
        let area: String
        let spent: String
        let intentions: [Line]
    }

    struct Line: Sendable, Encodable {
        let text: String
        let detail: String
        let href: String
    }

    struct Highlight: Sendable, Encodable {
        let text: String
        let source: String
        let href: String
    }

    /// "Was it done?" for an action item of the previous retrospective.
    struct Question: Sendable, Encodable {
        let id: String
        let text: String
        let done: Bool
        let notDone: Bool
    }

    struct Form: Sendable, Encodable {
        let key: String
        let wentWell: String
        let wentPoorly: String
        let toImprove: String
        let items: [Item]
        let error: String?
        let errorField: String?

        struct Item: Sendable, Encodable {
            let id: String
            let text: String
            let number: Int
        }
    }

    /// What a refused retrospective form posted.
    struct Input: Sendable {
        var wentWell = ""
        var wentPoorly = ""
        var toImprove = ""
        var items: [(id: String, text: String)] = []
        var error: DomainError?
    }

    static let blankItems = 3

    static let savedMessages = ["retro": "Retrospective saved. Its action items will show in next week's plan and standups."]

    init(state: UserState, containing date: CivilDate, now: Date, input: Input? = nil, newKey: () -> String) {
        let review = state.review(weekContaining: date, now: now)
        let plan = review.plan
        let today = state.today(now: now)
        chrome = Chrome(.week, state: state, now: now)
        heading = "Demo and retrospective"
        title = "Retrospective · week of \(plan.start)"
        range = "\(Readable.day(plan.start)) – \(Readable.day(plan.end))"
        weekStart = plan.start.description
        previous = plan.start.adding(days: -7).description
        next = plan.start.adding(days: 7).description
        let calendar = state.calendar

        achievements = review.achievements.map { line in
            Achievement(
                title: line.goal.title, area: state.weekly.areas[line.goal.areaID]?.name ?? "",
                spent: "\(Readable.minutes(line.spentMinutes)) of \(Readable.minutes(line.estimateMinutes)) estimated",
                intentions: line.intentions.map {
                    Line(
                        text: $0.text,
                        detail:
                            "\(Readable.dayWithoutYear(calendar.day(containing: $0.startedAt))) · \(Readable.minutes($0.actualMinutes ?? 0))",
                        href: "/intentions/\($0.id)")
                })
        }
        hasAchievements = !achievements.isEmpty
        highlights = review.highlights.map { Highlight(text: $0.text, source: $0.intention.text, href: "/intentions/\($0.intention.id)") }
        hasHighlights = !highlights.isEmpty

        goalsLine = "\(plan.goalsDone) of \(plan.goalsPlanned) goals done"
        goalsChart = BarChart(
            title: "Goals done against goals planned",
            rows: [
                .init(
                    label: "Goals done", value: Double(plan.goalsDone), valueText: "\(plan.goalsDone) done",
                    compare: Double(plan.goalsPlanned), compareText: "\(plan.goalsPlanned) planned")
            ], seriesName: "done", compareName: "planned")
        areaChart = BarChart(
            title: "Actual hours against the estimate, by area",
            rows: plan.areas.filter { !$0.goals.isEmpty || $0.spentMinutes > 0 }.map {
                .init(
                    label: $0.area.name, value: Double($0.spentMinutes), valueText: "\(Readable.minutes($0.spentMinutes)) actual",
                    compare: Double($0.estimateMinutes), compareText: "\(Readable.minutes($0.estimateMinutes)) estimated")
            }
                + (plan.unplannedMinutes > 0
                    ? [
                        .init(
                            label: "No goal", value: Double(plan.unplannedMinutes),
                            valueText: "\(Readable.minutes(plan.unplannedMinutes)) actual")
                    ] : []),
            seriesName: "actual", compareName: "estimate")
        presenceChart = BarChart(
            title: "Presence per day",
            rows: review.summary.days.map {
                .init(
                    label: Readable.shortDay($0.date), value: $0.presence.ratio * 100,
                    valueText: $0.date > today ? "—" : Readable.percent($0.presence.ratio))
            })
        feelingChart = BarChart(
            title: "How the week's intentions felt",
            rows: review.feelings.map {
                .init(label: "\($0.feeling.emoji) \($0.feeling.rawValue)", value: Double($0.count), valueText: Readable.count($0.count))
            })
        tagChart = BarChart(
            title: "Top tags by time",
            rows: review.topTags.map {
                .init(
                    label: $0.label.name, value: Double($0.minutes),
                    valueText: "\(Readable.minutes($0.minutes)) · \($0.label.kind.rawValue)")
            })
        hasTags = !review.topTags.isEmpty
        balanceChart = BarChart(
            title: "Traction against distraction",
            rows: [
                .init(
                    label: "Traction", value: Double(review.summary.tractionMinutes),
                    valueText: Readable.minutes(review.summary.tractionMinutes)),
                .init(
                    label: "Distraction", value: Double(review.summary.distractionMinutes),
                    valueText: Readable.minutes(review.summary.distractionMinutes)),
                .init(
                    label: "Untagged",
                    value: Double(
                        max(0, review.summary.focusedMinutes - review.summary.tractionMinutes - review.summary.distractionMinutes)),
                    valueText: Readable.minutes(
                        max(0, review.summary.focusedMinutes - review.summary.tractionMinutes - review.summary.distractionMinutes))),
            ])

        questions = plan.actionItems.map {
            Question(id: $0.id.description, text: $0.text, done: $0.outcome?.done == true, notDone: $0.outcome?.done == false)
        }
        olderActionItems = OlderLine(
            plan.olderActionItems, noun: ("open action item", "open action items"), page: OpenActionItemsPage.path,
            before: plan.start == state.calendar.weekStart(containing: today) ? nil : plan.start)
        hasQuestions = !questions.isEmpty

        let retro = plan.retrospective
        let kept: [(id: String, text: String)] = input?.items ?? plan.retroActionItems.map { ($0.id.description, $0.text) }
        var items = kept.enumerated().map { Form.Item(id: $0.element.id, text: $0.element.text, number: $0.offset + 1) }
        let blanks = max(Self.blankItems - items.count, 1)
        for _ in 0..<blanks { items.append(Form.Item(id: "", text: "", number: items.count + 1)) }
        form = Form(
            key: newKey(),
            wentWell: input?.wentWell ?? retro?.wentWell ?? "",
            wentPoorly: input?.wentPoorly ?? retro?.wentPoorly ?? "",
            toImprove: input?.toImprove ?? retro?.toImprove ?? "",
            items: items, error: input?.error?.message, errorField: input?.error?.field)
    }
}
