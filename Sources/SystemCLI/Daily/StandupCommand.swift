import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

/// `system standup`: the day's brief, and `--record` to hold the standup.
struct StandupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "standup",
        abstract: "Show the day's standup (yesterday, carry-overs, action items, today's to-dos), or record it with --record.",
        discussion: """
            --plan and --carry take to-dos by text, id or id prefix, comma-separated (use ids for texts with commas). \
            A planned to-do from an earlier day is carried too. With --record alone in a terminal, it asks.
            """)

    @Flag(help: "Record the standup: carry over and plan to-dos, and keep a note.")
    var record = false

    @Option(name: .customLong("plan"), help: ArgumentHelp("The to-dos chosen for the day.", valueName: "TODOS"))
    var plan: [String] = []

    @Option(name: .customLong("carry"), help: ArgumentHelp("Unfinished to-dos from earlier days to carry to this one.", valueName: "TODOS"))
    var carry: [String] = []

    @Flag(name: .customLong("carry-all"), help: "Carry every unfinished to-do the standup lists to carry over (the newest seven).")
    var carryAll = false

    @Option(help: "A note for the day.")
    var note: String?

    @OptionGroup var date: PlanDateOption
    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    var hasAnswers: Bool { !plan.isEmpty || !carry.isEmpty || carryAll || note != nil }

    func validate() throws {
        if hasAnswers, !record { throw ValidationError("--plan, --carry, --carry-all and --note go with --record.") }
        if carryAll, !carry.isEmpty { throw ValidationError("--carry-all: leave out --carry, or leave out --carry-all.") }
    }

    func run() async throws {
        try await date.withDate(store) { service, state, date, now in
            var state = state
            if record {
                let brief = state.standupBrief(on: date)
                let answers =
                    try !hasAnswers && Console.current.isInteractive
                    ? Self.ask(brief, state: state, now: now) : givenAnswers(brief, state: state)
                // A planned to-do of an earlier day is carried too.
                let carried =
                    answers.carry
                    + answers.plan.filter { id in
                        state.daily[id].map { $0.isOpen && $0.date < date } == true && !answers.carry.contains(id)
                    }
                state = try await service.execute(
                    .daily(.recordStandup(date: date, plan: answers.plan, carry: carried, note: answers.note))
                ).state
            }
            let brief = state.standupBrief(on: date)
            if output.json { return say(JSONText.encode(StandupJSON(brief, in: state, now: now))) }
            for line in Line.standup(brief, state: state, now: now) { say(line) }
        }
    }

    typealias Answers = (plan: [TodoID], carry: [TodoID], note: String?)

    /// The answers the options give: what to carry named among every open to-do of earlier days (however old, not
    /// only the carry-overs the standup lists), what to plan among the day's to-dos and those carry-overs.
    func givenAnswers(_ brief: StandupBrief, state: UserState) throws -> Answers {
        let earlier = state.daily.openTodos(before: brief.date, limit: .max).items
        let carryable = Named(
            kind: "to-do", scope: "to carry over to \(Readable.day(brief.date))", items: earlier,
            id: { $0.id.description }, title: \.text)
        let plannable = state.namedTodos(on: brief.date, extra: brief.carryOver)
        let carry = carryAll ? brief.carryOver.map(\.id) : try commaSeparated(carry).map { try carryable.find($0).id }
        return (try commaSeparated(plan).map { try plannable.find($0).id }, carry, note)
    }

    /// Asks which to-dos to carry and to plan, and for a note.
    static func ask(_ brief: StandupBrief, state: UserState, now: Date) -> Answers {
        for line in Line.standup(brief, state: state, now: now) { say(line) }
        let console = Console.current
        var carry: [Todo] = []
        if !brief.carryOver.isEmpty {
            say("Unfinished from earlier days:")
            for line in Line.todoRows(brief.carryOver, state: state, now: now) { say(line) }
            carry = pick(brief.carryOver, console, "Carry which? (numbers such as 1,3; all; empty for none)")
        }
        let candidates = brief.todos.filter(\.isOpen) + carry
        var plan: [Todo] = []
        if !candidates.isEmpty {
            say("For today:")
            for line in Line.todoRows(candidates, state: state, now: now) { say(line) }
            plan = pick(candidates, console, "Plan which? (numbers such as 1,2; all; empty for none)")
        }
        let note = console.ask("Note (empty for none):")
        return (plan.map(\.id), carry.map(\.id), note?.isEmpty == false ? note : nil)
    }

    /// Asks for numbers of the listed items until they read as such.
    static func pick<T>(_ items: [T], _ console: Console, _ question: String) -> [T] {
        while let answer = console.ask(question), !answer.isEmpty {
            if answer.lowercased() == "all" { return items }
            let numbers = answer.split { $0 == "," || $0 == " " }.map { Int($0) }
            if numbers.allSatisfy({ $0.map { (1...items.count).contains($0) } ?? false }) {
                var seen = Set<Int>()
                return numbers.compactMap { $0 }.filter { seen.insert($0).inserted }.map { items[$0 - 1] }
            }
            say("  Give numbers from 1 to \(items.count), separated by commas, or all.")
        }
        return []
    }
}
