import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

/// `system goal …`: the week's goals. A goal is named by its title in the week, its id, or an id prefix.
struct GoalCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goal", abstract: "Add a goal to the week, mark it done, drop it or reopen it.",
        subcommands: [Add.self, Done.self, Drop.self, Reopen.self])

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add a goal to the week, in an area, with an estimate.")

        @Argument(help: "What the goal is, e.g. \"Ship the importer\".")
        var title: String

        @Option(help: ArgumentHelp("The area of focus it serves (name or id).", valueName: "AREA"))
        var area: String

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("How long it takes: 6h, 1.5h, 90m, 2h30m, or a size S, M or L.", valueName: "ESTIMATE"))
        var estimate: String

        @OptionGroup var date: PlanDateOption
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            guard Estimate.parse(estimate) != nil else {
                throw ValidationError("--estimate: “\(estimate)” is not an estimate; use hours such as 6h or 90m, or S, M or L.")
            }
        }

        func run() async throws {
            try await date.withDate(store) { service, state, date, now in
                let area = try state.namedArea(area)
                let id = GoalID(UUID())
                let after = try await service.execute(
                    .weekly(
                        .addGoal(
                            id: id, week: date, area: area.id, title: title,
                            estimate: Estimate.parse(estimate)!))
                ).state
                let plan = after.plan(weekContaining: date, now: now)
                let line = plan.goals.first { $0.goal.id == id }!
                if output.json { return say(JSONText.encode(GoalJSON(line.goal, spentMinutes: line.spentMinutes, in: after))) }
                say(
                    "Added “\(line.goal.title)” to \(area.name) for the \(Line.weekTitle(plan.start).replacingOccurrences(of: "Week", with: "week")): \(Readable.minutes(line.estimateMinutes)) estimated (\(shortID(id)))."
                )
                for text in Line.load(plan) { say(text) }
            }
        }
    }

    struct Done: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "done", abstract: "Mark a goal done.")

        @OptionGroup var goal: GoalName
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await goal.change(json: output.json, verb: "Done") { .completeGoal($0) }
        }
    }

    struct Drop: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "drop", abstract: "Drop a goal, saying why; the retrospective shows it.")

        @OptionGroup var goal: GoalName

        @Option(help: "Why it is dropped, in a few words.")
        var reason: String?

        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await goal.change(json: output.json, verb: "Dropped") { .dropGoal($0, reason: reason ?? "") }
        }
    }

    struct Reopen: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "reopen", abstract: "Reopen a goal that was done or dropped.")

        @OptionGroup var goal: GoalName
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await goal.change(json: output.json, verb: "Reopened") { .reopenGoal($0) }
        }
    }
}

/// A goal named on the command line, in the week of `--date`.
struct GoalName: ParsableArguments {
    @Argument(help: "The goal's title in the week, its id, or the start of its id.")
    var goal: String

    @OptionGroup var date: PlanDateOption
    @OptionGroup var store: DataOptions

    /// Finds the goal, runs the command on it, and says what it came to.
    func change(json: Bool, verb: String, _ command: (GoalID) -> WeeklyCommand) async throws {
        try await date.withDate(store) { service, state, date, now in
            let goal = try state.namedGoals(weekContaining: date).find(self.goal)
            let after = try await service.execute(.weekly(command(goal.id))).state
            let plan = after.plan(weekContaining: goal.week, now: now)
            let line = plan.goals.first { $0.goal.id == goal.id }
            let changed = after.weekly[goal: goal.id]!
            if json { return say(JSONText.encode(GoalJSON(changed, spentMinutes: line?.spentMinutes ?? 0, in: after))) }
            say(
                "\(verb) “\(changed.title)”: \(Readable.minutes(line?.spentMinutes ?? 0)) spent of \(Readable.minutes(changed.estimate.minutes(in: after.settings))) estimated; \(plan.goalsDone) of \(plan.goalsPlanned) goals done this week."
            )
        }
    }
}
