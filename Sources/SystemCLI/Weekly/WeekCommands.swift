import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

/// `system week`: the week's plan and how it goes; `system week plan` sets capacity and goals.
struct WeekCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "week", abstract: "Show the week, or plan it: capacity and goals per area.",
        subcommands: [Show.self, Plan.self], defaultSubcommand: Show.self)

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Show the week: capacity, estimate vs capacity per area, goals, unplanned time, action items, retrospective.")

        // `--date` and `--json` are declared here rather than as option groups (``PlanDateOption``,
        // ``OutputOptions``): ArgumentParser reflects on each group's type as a command starts, and `system week` is
        // meant for a prompt (issue 14).
        @Option(name: .customLong("date"), help: PlanDateOption.help)
        var day: String?
        @OptionGroup var store: DataOptions
        @Flag(name: .long, help: "Print JSON instead of text.")
        var json = false

        func validate() throws { try PlanDateOption(date: day).validate() }

        func run() async throws {
            try await PlanDateOption(date: day).withDate(store, loading: { $0.partsOfReview(weekContaining: $1, now: $2) }) {
                _, state, date, now in
                WeekCommand.show(state.review(weekContaining: date, now: now), state: state, now: now, json: json)
            }
        }
    }

    struct Plan: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "plan",
            abstract: "Plan the week: in a terminal it asks; otherwise give the capacity and goals as options.",
            discussion: """
                A goal is given as AREA: TITLE: ESTIMATE, for example --goal "career: Ship the importer: 6h". The area \
                is a name or id, the estimate is hours (6h, 1.5h, 90m, 2h30m) or a size (S, M, L), and the title is \
                everything between the first and the last colon, so it may hold colons itself.
                --per-day sets hours a day (and replaces an earlier --total); --total sets the week's hours outright \
                and wins over --per-day; options left out keep what was planned before.
                """)

        @Option(
            name: .customLong("per-day"), parsing: .unconditional,
            help: ArgumentHelp("Hours available on a day that is not off: 6h, 5.5h.", valueName: "DURATION"))
        var perDay: String?

        @Option(
            name: .customLong("days-off"),
            help: ArgumentHelp("Days off this week: dates or weekdays, comma-separated (2026-11-28,sun), or none.", valueName: "DAYS"))
        var daysOff: String?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("The week's hours in total, overriding the per-day figure: 30h.", valueName: "DURATION"))
        var total: String?

        @Flag(
            name: .customLong("use-suggestion"), help: "Forget the hours set for this week and use the suggestion from your last 3 weeks.")
        var useSuggestion = false

        @Option(
            name: .customLong("goal"),
            help: ArgumentHelp("A goal to add, as \"AREA: TITLE: ESTIMATE\"; repeat for more.", valueName: "GOAL"))
        var goals: [String] = []

        @OptionGroup var date: PlanDateOption
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            if let perDay, Readable.parseHours(perDay) == nil {
                throw ValidationError("--per-day: “\(perDay)” is not a duration; use hours such as 6h or 5.5h.")
            }
            if let total, Readable.parseHours(total) == nil {
                throw ValidationError("--total: “\(total)” is not a duration; use hours such as 30h.")
            }
            if let daysOff, !DaysOff.isValid(daysOff) {
                throw ValidationError("--days-off: “\(daysOff)” is not a list of days; use dates or weekdays, e.g. 2026-11-28,sunday.")
            }
            if useSuggestion, perDay != nil || total != nil {
                throw ValidationError("--use-suggestion: leave out --per-day and --total, or leave out --use-suggestion.")
            }
            for goal in goals where GoalSpec(goal) == nil {
                throw ValidationError("--goal: “\(goal)” is not AREA: TITLE: ESTIMATE, for example \"career: Ship the importer: 6h\".")
            }
        }

        var setsCapacity: Bool { perDay != nil || total != nil || daysOff != nil || useSuggestion }

        func run() async throws {
            try await date.withDate(store) { service, state, date, now in
                let start = state.calendar.weekStart(containing: date)
                var state = state
                if setsCapacity || !goals.isEmpty {
                    var commands: [UserCommand] = []
                    if setsCapacity { commands.append(.weekly(capacity(start: start, state: state))) }
                    for spec in goals.compactMap(GoalSpec.init) {
                        let area = try state.namedArea(spec.area)
                        commands.append(
                            .weekly(.addGoal(id: GoalID(UUID()), week: start, area: area.id, title: spec.title, estimate: spec.estimate)))
                    }
                    state = try await service.executeAll(commands, state: state, now: now)
                } else if Console.current.isInteractive {
                    state = try await WeekCommand.planInteractively(service: service, state: state, start: start, now: now)
                } else {
                    throw CLIError(
                        "nothing to plan: give --per-day, --total, --days-off or --goal \"AREA: TITLE: ESTIMATE\" (or run it in a terminal to be asked)"
                    )
                }
                let after = service.clock.now()
                WeekCommand.show(state.review(weekContaining: start, now: after), state: state, now: after, json: output.json)
            }
        }

        /// The capacity the options ask for, on top of what the week had.
        func capacity(start: CivilDate, state: UserState) -> WeeklyCommand {
            let old = state.weekly.capacity(weekStarting: start)
            var perDayMinutes = old?.perDayMinutes, totalMinutes = old?.totalMinutes
            if useSuggestion { (perDayMinutes, totalMinutes) = (nil, nil) }
            if let minutes = perDay.flatMap(Readable.parseHours) { (perDayMinutes, totalMinutes) = (minutes, nil) }
            if let minutes = total.flatMap(Readable.parseHours) { totalMinutes = minutes }
            let off = daysOff.map { DaysOff.parse($0, weekStart: start) } ?? old?.daysOff ?? []
            return .setCapacity(week: start, perDayMinutes: perDayMinutes, daysOff: off, totalMinutes: totalMinutes)
        }
    }

    static func show(_ review: WeekReview, state: UserState, now: Date, json: Bool) {
        if json { return say(JSONText.encode(WeekJSON(review, in: state))) }
        for line in Line.week(review.plan, state: state, now: now) { say(line) }
    }

    /// Asks for the capacity, then goals until an empty title, writing each answer as it is given.
    static func planInteractively(service: ScopedService, state: UserState, start: CivilDate, now: Date) async throws -> UserState {
        let console = Console.current
        var state = state
        say("Plan the " + Line.weekTitle(start).replacingOccurrences(of: "Week", with: "week"))
        say(Line.capacity(state.plan(weekContaining: start, now: now).capacity))
        let old = state.weekly.capacity(weekStarting: start)

        var perDay = old?.perDayMinutes, total = old?.totalMinutes
        while let answer = console.ask("Hours a day (e.g. 6h; empty keeps the capacity as it is; `suggested` for the suggestion):"),
            !answer.isEmpty
        {
            if answer.lowercased() == "suggested" {
                (perDay, total) = (nil, nil)
                break
            }
            if let minutes = Readable.parseHours(answer) {
                (perDay, total) = (minutes, nil)
                break
            }
            say("  “\(answer)” is not a number of hours; try 6h or 5.5h.")
        }
        var daysOff = old?.daysOff ?? []
        let kept =
            daysOff.isEmpty ? "empty for none" : "empty keeps \(daysOff.map(Line.shortDay).joined(separator: ", ")); none clears them"
        while let answer = console.ask("Days off (dates or weekdays, comma-separated; \(kept)):"), !answer.isEmpty {
            if DaysOff.isValid(answer) {
                daysOff = DaysOff.parse(answer, weekStart: start)
                break
            }
            say("  “\(answer)” is not a list of days; try sat,sun or 2026-11-28.")
        }
        do {
            state = try await service.execute(
                .weekly(.setCapacity(week: start, perDayMinutes: perDay, daysOff: daysOff, totalMinutes: total))
            ).state
        } catch let error as DomainError {
            say("  \(error.message) The capacity stays as it was.")
        }
        say(Line.capacity(state.plan(weekContaining: start, now: now).capacity))

        let areas = state.weekly.areas.active.map(\.name).joined(separator: ", ")
        guard !areas.isEmpty else {
            say("No areas of focus yet, so no goals: add one with: system area add Career")
            return state
        }
        say("Goals: an empty title finishes.")
        while let title = console.ask("Goal title:"), !title.isEmpty {
            guard let area = ask(console, "  Area (\(areas)):", { state.weekly.areas.find($0) }, else: "no such area"),
                let estimate = ask(console, "  Estimate (6h, 90m, S, M, L):", Estimate.parse, else: "not an estimate")
            else { break }
            do {
                state = try await service.execute(
                    .weekly(.addGoal(id: GoalID(UUID()), week: start, area: area.id, title: title, estimate: estimate))
                ).state
                for line in Line.load(state.plan(weekContaining: start, now: now)) { say("  " + line) }
            } catch let error as DomainError {
                say("  Not added: \(error.message)")
            }
        }
        return state
    }

    /// Asks until the answer reads as a value; nil when the input ends or the answer is empty.
    static func ask<T>(_ console: Console, _ question: String, _ read: (String) -> T?, else problem: String) -> T? {
        while let answer = console.ask(question), !answer.isEmpty {
            if let value = read(answer) { return value }
            say("  “\(answer)”: \(problem).")
        }
        return nil
    }
}

/// A goal typed on one line: `AREA: TITLE: ESTIMATE`.
struct GoalSpec {
    let area: String
    let title: String
    let estimate: Estimate

    init?(_ text: String) {
        guard let first = text.firstIndex(of: ":"), let last = text.lastIndex(of: ":"), first < last,
            let estimate = Estimate.parse(String(text[text.index(after: last)...]))
        else { return nil }
        area = text[..<first].trimmingCharacters(in: .whitespaces)
        title = text[text.index(after: first)..<last].trimmingCharacters(in: .whitespaces)
        guard !area.isEmpty else { return nil }
        self.estimate = estimate
    }
}
