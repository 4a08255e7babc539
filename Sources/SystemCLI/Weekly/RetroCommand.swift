import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

/// `system retro`: the week's demo, numbers and open action items, and `--record` to hold the retrospective.
struct RetroCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "retro",
        abstract: "Show the week's demo, numbers and action items to answer, or record the retrospective with --record.",
        discussion: """
            Recording again corrects the retrospective: answers left out keep what was recorded, and --action, when \
            given, replaces the list of action items. --answer names an action item from an earlier retrospective by \
            its text, id or id prefix: --answer "Go to bed by 23:00=done" or --answer "3f2a9c1d=not-done". With \
            --record alone in a terminal, it asks. The week shows the newest open action items; system retro items \
            lists them all.
            """,
        subcommands: [Items.self])

    /// `system retro items`: every action item still open, a page at a time.
    struct Items: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "items",
            abstract: "List every action item still open from the retrospectives before the week of --date, newest first.",
            discussion: """
                The week, its retrospective and the standups show the newest few; this lists them all, however old. \
                Answer one with: system retro --record --answer ID=done (or ID=not-done).
                """)

        @OptionGroup var page: PageOptions
        @OptionGroup var date: PlanDateOption
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await date.withDate(store) { _, state, date, now in
                let week = state.calendar.weekStart(containing: date)
                let list = state.weekly.openActionItems(before: week, after: page.cursor, limit: page.limit)
                if output.json { return say(JSONText.encode(OpenActionItemsJSON(list, weekStart: week, limit: page.limit))) }
                for line in Line.openActionItems(list, weekStart: week, limit: page.limit, state: state, now: now) { say(line) }
            }
        }
    }

    @Flag(help: "Record the retrospective of the week.")
    var record = false

    @Option(name: .customLong("went-well"), help: "What went well this week.")
    var wentWell: String?

    @Option(name: .customLong("went-poorly"), help: "What went poorly.")
    var wentPoorly: String?

    @Option(name: .customLong("to-improve"), help: "What to improve.")
    var toImprove: String?

    @Option(name: .customLong("action"), help: ArgumentHelp("An action item for next week; repeat for more.", valueName: "TEXT"))
    var actions: [String] = []

    @Option(
        name: .customLong("answer"),
        help: ArgumentHelp(
            "Whether an earlier action item was done: ITEM=done or ITEM=not-done; repeat for more.", valueName: "ITEM=ANSWER"))
    var answers: [String] = []

    @OptionGroup var date: PlanDateOption
    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    var hasAnswers: Bool { wentWell != nil || wentPoorly != nil || toImprove != nil || !actions.isEmpty || !answers.isEmpty }

    func validate() throws {
        if hasAnswers, !record {
            throw ValidationError("--went-well, --went-poorly, --to-improve, --action and --answer go with --record.")
        }
        for answer in answers where Self.answer(answer) == nil {
            throw ValidationError("--answer: “\(answer)” is not ITEM=done or ITEM=not-done.")
        }
    }

    /// `ITEM=done` as the item's name and whether it was done.
    static func answer(_ text: String) -> (item: String, done: Bool)? {
        guard let equals = text.lastIndex(of: "=") else { return nil }
        let item = text[..<equals].trimmingCharacters(in: .whitespaces)
        let value = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces).lowercased()
        guard !item.isEmpty else { return nil }
        switch value {
        case "done", "yes", "y": return (item, true)
        case "not-done", "not done", "no", "n": return (item, false)
        default: return nil
        }
    }

    func run() async throws {
        try await date.withDate(store) { service, state, date, now in
            let start = state.calendar.weekStart(containing: date)
            var state = state
            if record {
                let draft =
                    !hasAnswers && Console.current.isInteractive
                    ? Self.ask(state.review(weekContaining: start, now: now), state: state, now: now)
                    : try given(state: state, start: start, now: now)
                state = try await service.execute(.weekly(draft)).state
                let plan = state.plan(weekContaining: start, now: now)
                if !output.json {
                    let made = plan.retroActionItems.count
                    say(
                        "Recorded the retrospective of the \(Line.weekTitle(start).replacingOccurrences(of: "Week", with: "week")), with \(made) action item\(made == 1 ? "" : "s") for the weeks ahead."
                    )
                    say(Line.retrospective(plan, state: state))
                }
            }
            let review = state.review(weekContaining: start, now: now)
            if output.json { return say(JSONText.encode(WeekJSON(review, in: state))) }
            if !record { for line in Line.review(review, state: state, now: now) { say(line) } }
        }
    }

    /// The retrospective the options give, on top of the one recorded before.
    func given(state: UserState, start: CivilDate, now: Date) throws -> WeeklyCommand {
        let old = state.weekly.retrospective(weekStarting: start)
        let oldItems = old.map { state.weekly.actionItems(madeIn: $0) } ?? []
        let drafts =
            actions.isEmpty ? oldItems.map { WeeklyCommand.ActionItemDraft(id: $0.id, text: $0.text) } : Self.drafts(actions, old: oldItems)
        // Any item the week may answer, however old, not only the few the week shows.
        let open =
            state.weekly.actionItems(answeredInWeekStarting: start).filter { $0.week < start }
            + state.weekly.openActionItems(before: start, limit: .max).items
        let named = Named(
            kind: "action item", scope: "to answer in the week of \(Readable.day(start))", items: open,
            id: { $0.id.description }, title: \.text)
        var answered: [ActionItemID: Bool] = [:]
        for (item, done) in answers.compactMap(Self.answer) { answered[try named.find(item).id] = done }
        return .recordRetro(
            week: start, wentWell: wentWell ?? old?.wentWell, wentPoorly: wentPoorly ?? old?.wentPoorly,
            toImprove: toImprove ?? old?.toImprove, actionItems: drafts, answers: answered)
    }

    /// Action items from their texts, keeping the id of an earlier item with the same text.
    static func drafts(_ texts: [String], old: [ActionItem]) -> [WeeklyCommand.ActionItemDraft] {
        texts.map { text in
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return .init(id: old.first { $0.text == trimmed }?.id ?? ActionItemID(UUID()), text: trimmed)
        }
    }

    /// Shows the week, then asks about each open action item, the three questions and new action items.
    static func ask(_ review: WeekReview, state: UserState, now: Date) -> WeeklyCommand {
        for line in Line.review(review, state: state, now: now) { say(line) }
        let console = Console.current
        let start = review.plan.start
        var answered: [ActionItemID: Bool] = [:]
        for item in review.plan.actionItems {
            while let answer = console.ask("Was “\(item.text)” done? (y/n; empty to skip)"), !answer.isEmpty {
                if let (_, done) = Self.answer("x=" + answer) {
                    answered[item.id] = done
                    break
                }
                say("  Answer y or n.")
            }
        }
        let old = review.plan.retrospective
        func text(_ question: String, _ earlier: String?) -> String? {
            let answer = console.ask(question + (earlier == nil ? " (empty to skip)" : " (empty keeps the earlier answer)"))
            return answer?.isEmpty == false ? answer : earlier
        }
        let wentWell = text("What went well?", old?.wentWell)
        let wentPoorly = text("What went poorly?", old?.wentPoorly)
        let toImprove = text("What to improve?", old?.toImprove)
        var actions: [String] = []
        say(
            review.plan.retroActionItems.isEmpty
                ? "Action items for next week: a few you will really do; an empty line finishes."
                : "Action items (an empty first line keeps \(review.plan.retroActionItems.map { "“\($0.text)”" }.joined(separator: ", "))):"
        )
        while actions.count < Retrospective.maxActionItems, let action = console.ask("Action item:"), !action.isEmpty {
            actions.append(action)
        }
        let drafts =
            actions.isEmpty
            ? review.plan.retroActionItems.map { WeeklyCommand.ActionItemDraft(id: $0.id, text: $0.text) }
            : drafts(actions, old: review.plan.retroActionItems)
        return .recordRetro(
            week: start, wentWell: wentWell, wentPoorly: wentPoorly, toImprove: toImprove,
            actionItems: drafts, answers: answered)
    }
}
