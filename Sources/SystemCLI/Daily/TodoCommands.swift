import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

/// `system todo …`: a day's to-dos, each tied to a goal of the week or an area of focus.
struct TodoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo", abstract: "List a day's to-dos; add, complete, reopen, drop, carry or reorder one.",
        subcommands: [List.self, Open.self, Add.self, Done.self, Reopen.self, Drop.self, Carry.self, Move.self],
        defaultSubcommand: List.self)

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List a day's to-dos and those carried away from it.")

        @OptionGroup var date: PlanDateOption
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await date.withDate(store) { _, state, date, now in
                TodoCommand.show(date, state: state, now: now, json: output.json)
            }
        }
    }

    struct Open: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "open",
            abstract: "List every to-do still open from the days before --date, newest first, a page at a time.",
            discussion: """
                The standup and todo list show the newest few; this lists them all, however old. Carry, finish or \
                drop one by its id and its day: system todo carry ID --date DAY --to today.
                """)

        @OptionGroup var page: PageOptions
        @OptionGroup var date: PlanDateOption
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await date.withDate(store) { _, state, date, now in
                let list = state.daily.openTodos(before: date, after: page.cursor, limit: page.limit)
                if output.json { return say(JSONText.encode(OpenTodosJSON(list, before: date, limit: page.limit, in: state, now: now))) }
                for line in Line.openTodos(list, before: date, limit: page.limit, state: state, now: now) { say(line) }
            }
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Add a to-do for a goal of the week or an area of focus.",
            discussion: "Every to-do serves the plan: without --goal or --area it is refused with the choices.")

        @Argument(help: "What to do, in a few words.")
        var text: String

        @OptionGroup var serves: ServesOption
        @OptionGroup var date: PlanDateOption
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await date.withDate(store) { service, state, date, now in
                let link = try serves.link(in: state, on: date)
                let id = TodoID(UUID())
                let after = try await service.execute(.daily(.addTodo(id: id, date: date, text: text, link: link))).state
                let todo = after.daily[id]!
                if output.json { return say(JSONText.encode(TodoJSON(todo, in: after, now: now))) }
                say("Added “\(todo.text)” for \(Line.link(todo.link, state: after)) on \(Readable.day(date)) (\(shortID(id))).")
            }
        }
    }

    struct Done: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "done", abstract: "Mark a to-do done.")
        @OptionGroup var todo: TodoName
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await todo.change(json: output.json, verb: "Done") { todo, _, _ in .completeTodo(todo.id) }
        }
    }

    struct Reopen: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "reopen", abstract: "Reopen a to-do that was done or dropped.")
        @OptionGroup var todo: TodoName
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await todo.change(json: output.json, verb: "Reopened") { todo, _, _ in .reopenTodo(todo.id) }
        }
    }

    struct Drop: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "drop", abstract: "Drop a to-do: it will not be done.")
        @OptionGroup var todo: TodoName
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await todo.change(json: output.json, verb: "Dropped") { todo, _, _ in .dropTodo(todo.id) }
        }
    }

    struct Carry: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "carry", abstract: "Carry an unfinished to-do to another day; its history shows the move.")
        @OptionGroup var todo: TodoName

        @Option(
            name: .customLong("to"),
            help: ArgumentHelp("The day to carry it to: YYYY-MM-DD, today, tomorrow or next-week.", valueName: "DATE"))
        var target: String

        @OptionGroup var output: OutputOptions

        func validate() throws {
            guard TypedDate.parse(target, today: CivilDate(daysSinceEpoch: 0)) != nil else {
                throw ValidationError("--to: “\(target)” is not a date; use YYYY-MM-DD, today, tomorrow or next-week.")
            }
        }

        func run() async throws {
            try await todo.change(json: output.json, verb: "Carried") { todo, _, today in
                .carryTodo(todo.id, to: TypedDate.parse(target, today: today)!)
            }
        }
    }

    struct Move: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "move", abstract: "Move a to-do to another place in its day's order.")
        @OptionGroup var todo: TodoName

        @Option(name: .customLong("to"), help: ArgumentHelp("Its new place, 1 for the first.", valueName: "POSITION"))
        var position: Int

        @OptionGroup var output: OutputOptions

        func validate() throws {
            guard position >= 1 else { throw ValidationError("--to: a position is 1 or more.") }
        }

        func run() async throws {
            try await todo.change(json: output.json, verb: "Moved") { todo, state, _ in
                .reorderTodos(
                    date: todo.date,
                    try reordered(state.daily.todos(on: todo.date).map(\.id), moving: todo.id, to: position, kind: "to-dos on \(todo.date)")
                )
            }
        }
    }

    static func show(_ date: CivilDate, state: UserState, now: Date, json: Bool) {
        if json { return say(JSONText.encode(DayTodosJSON(date: date, in: state, now: now))) }
        for line in Line.todos(on: date, state: state, now: now) { say(line) }
    }
}

/// A to-do named on the command line, among the to-dos of `--date`.
struct TodoName: ParsableArguments {
    @Argument(help: "The to-do's text on the day, its id, or the start of its id.")
    var todo: String

    @OptionGroup var date: PlanDateOption
    @OptionGroup var store: DataOptions

    /// Finds the to-do, runs the command on it (given the state and the user's today), and says what it came to.
    func change(json: Bool, verb: String, _ command: (Todo, UserState, CivilDate) throws -> DailyCommand) async throws {
        try await date.withDate(store) { service, state, date, now in
            let todo = try state.namedTodos(on: date).find(self.todo)
            let after = try await service.execute(.daily(try command(todo, state, state.today(now: now)))).state
            let changed = after.daily[todo.id]!
            if json { return say(JSONText.encode(TodoJSON(changed, in: after, now: now))) }
            let moved = changed.date != todo.date ? " (now on \(Readable.day(changed.date)))" : ""
            say("\(verb) “\(changed.text)”\(moved): \(changed.status.name), for \(Line.link(changed.link, state: after)).")
        }
    }
}
