import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

extension CommandGroup {
    /// Runbooks: plans written in calm for a hard moment.
    static let runbooks = CommandGroup(name: "Runbooks", subcommands: [RunbookGroup.self])
}

/// `system runbook`: the runbooks; `run NAME` runs one a step at a time.
struct RunbookGroup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "runbook", abstract: "List, show, run, add and edit runbooks: plans written in calm for a hard moment.",
        subcommands: [List.self, Show.self, Run.self, Add.self, Edit.self, Hide.self, Unhide.self], defaultSubcommand: List.self)

    /// The runbook a NAME names: its name (any case), or its id; hidden ones too.
    static func find(_ name: String, in state: UserState) throws -> Runbook {
        let log = state.runbooks
        let wanted = name.trimmingCharacters(in: .whitespaces)
        if let found = log.runbook(named: wanted)
            ?? log.runbooks(includingHidden: true).first(where: { $0.name.caseInsensitiveCompare(wanted) == .orderedSame })
            ?? RunbookID(wanted).flatMap({ log[$0] })
        {
            return found
        }
        throw CLIError("There is no runbook “\(name)”; there are \(Readable.list(log.runbooks().map { "“\($0.name)”" })).")
    }

    /// `system runbook list [--all]`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the runbooks (the starters first).")
        @Flag(help: "List the hidden ones too.")
        var all = false
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await store.withService { service in
                let state = try await service.state()
                if output.json { return say(JSONText.encode(RunbooksJSON(state, includingHidden: all))) }
                let log = state.runbooks
                for runbook in log.runbooks(includingHidden: all) {
                    var notes = [runbook.steps.count == 1 ? "1 step" : "\(runbook.steps.count) steps"]
                    if runbook.isStarter { notes.insert(runbook.savedAt == nil ? "starter" : "starter, your version", at: 0) }
                    if log.isHidden(runbook.id) { notes.append("hidden") }
                    let runs = log.runs(of: runbook.id).count
                    if runs > 0 { notes.append(runs == 1 ? "run once" : "run \(runs) times") }
                    say("\(runbook.name) (\(notes.joined(separator: ", ")))\(runbook.moment.isEmpty ? "" : ": \(runbook.moment)")")
                }
                say("Run one with `system runbook run NAME`.")
            }
        }
    }

    /// `system runbook show NAME`.
    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a runbook's steps and its last runs.")
        @Argument(help: ArgumentHelp("The runbook's name (or id).", valueName: "NAME"))
        var name: String
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await store.withService { service in
                let state = try await service.state()
                let runbook = try RunbookGroup.find(name, in: state)
                if output.json { return say(JSONText.encode(RunbookJSON(runbook, state))) }
                say(runbook.name)
                if !runbook.moment.isEmpty { say(runbook.moment) }
                say("")
                for (index, step) in runbook.steps.enumerated() {
                    say("\(index + 1). \(step.text)\(step.timerSeconds.map { " [timer \(Readable.countdown(seconds: $0))]" } ?? "")")
                }
                say("")
                if let saved = runbook.savedAt {
                    say("Version \(runbook.version), saved \(Readable.day(state.calendar.day(containing: saved))).")
                } else {
                    say("A starter, as it ships with the app.")
                }
                let runs = state.runbooks.runs(of: runbook.id)
                for run in runs.prefix(5) {
                    let count = state.runbooks.version(run.version, of: run.runbookId)?.steps.count ?? run.stepsReached
                    var line =
                        "Run \(Readable.day(state.calendar.day(containing: run.startedAt))) \(Readable.time(run.startedAt, in: state.calendar)): "
                    line += run.finishedAt == nil ? "stopped at step \(run.stepsReached) of \(count)" : "all \(count) steps"
                    if let feeling = run.feeling { line += ", felt \(feeling.emoji) \(feeling.rawValue) after" }
                    say(line + ".")
                }
            }
        }
    }

    /// `system runbook run NAME`: a step at a time. On a terminal Enter moves on, `b` goes back, `q` stops; from a pipe
    /// each line is one answer. It ends asking how you feel, and records the run.
    struct Run: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "run", abstract: "Run a runbook a step at a time (Enter: next, b: back, q: stop), then say how you feel.",
            discussion: """
                One step is shown at a time, with its place ("Step 3 of 7") and its timer if it has one. When standard \
                input is not a terminal, each line read is one answer, as typed on a terminal. At the end (or when you \
                stop) it asks how you feel now, on the intentions' scale (ecstatic, happy, meh, sad, angry; Enter to \
                skip), and a few words; the run is recorded with the version run and the steps reached.
                """)
        @Argument(help: ArgumentHelp("The runbook's name (or id).", valueName: "NAME"))
        var name: String
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await store.withService { service in
                let state = try await service.state()
                let runbook = try RunbookGroup.find(name, in: state)
                let started = service.clock.now()
                let timer: ((Int) -> Void)? =
                    Console.current.isInteractive && Countdown.isInteractive
                    ? { say(Countdown(seconds: $0, label: "Timer").run() ? "\u{7}Time." : "Timer stopped.") } : nil
                let walk = Self.walk(runbook, read: Self.reader(), timer: timer)
                let feeling = walk.ended ? Self.askFeeling(read: Self.reader()) : nil
                let words = walk.ended ? Self.reader()("A few words? (Enter to skip)") : nil
                let run = RunbookRun(
                    id: RunbookRunID(UUID()), runbookId: runbook.id, version: runbook.version, startedAt: started,
                    finishedAt: walk.finished ? service.clock.now() : nil, stepsReached: walk.reached, feeling: feeling, words: words)
                let outcome = try await service.execute(.runbook(.recordRun(run)))
                if output.json { return say(JSONText.encode(RunbookRunJSON(run, outcome.state))) }
                say(
                    walk.finished
                        ? "Recorded: all \(runbook.steps.count) steps."
                        : "Recorded: stopped at step \(walk.reached) of \(runbook.steps.count).")
            }
        }

        /// How a walk through the steps ended: finished (past the last step) or stopped, and how far it reached;
        /// `ended` is false when the input ran out, so no question follows.
        struct Walk: Equatable {
            var finished: Bool
            var reached: Int
            var ended: Bool
        }

        /// Reads one answer: through the console when it can ask (a terminal, or a test's script), else one line of
        /// standard input; nil at its end.
        static func reader() -> (String) -> String? {
            let console = Console.current
            if console.isInteractive { return { console.ask($0) } }
            return { _ in readLine()?.trimmingCharacters(in: .whitespacesAndNewlines) }
        }

        /// Shows the steps one at a time, reading an answer after each. A step's timer counts down through `timer`
        /// (`t`) when there is one to count on (a terminal); otherwise its length is said, to take by a clock.
        static func walk(_ runbook: Runbook, read: (String) -> String?, timer: ((Int) -> Void)? = nil) -> Walk {
            let count = runbook.steps.count
            var current = 1
            var reached = 1
            var shown = 0
            say(runbook.name.uppercased())
            while true {
                let step = runbook.steps[current - 1]
                if shown != current {
                    say("")
                    say("Step \(current) of \(count)")
                    say(step.text)
                    if let seconds = step.timerSeconds {
                        let how = timer == nil ? "Take that long, then go on." : "t starts it."
                        say("Timer: \(Readable.countdown(seconds: seconds)). \(how)")
                    }
                    shown = current
                }
                let startsTimer = step.timerSeconds != nil && timer != nil ? " · t timer" : ""
                guard let answer = read("[Enter] \(current == count ? "finish" : "next")\(startsTimer) · b back · q stop ›")
                else {
                    say("")
                    say("Input ended: the run stops at step \(reached) of \(count).")
                    return Walk(finished: false, reached: reached, ended: false)
                }
                switch answer.lowercased() {
                case "q", "quit", "stop":
                    return Walk(finished: false, reached: reached, ended: true)
                case "b", "back":
                    if current > 1 { current -= 1 } else { say("This is the first step.") }
                case "t" where step.timerSeconds != nil, "timer" where step.timerSeconds != nil:
                    if let timer, let seconds = step.timerSeconds { timer(seconds) } else { say("The timer counts down on a terminal.") }
                default:
                    if current == count { return Walk(finished: true, reached: count, ended: true) }
                    current += 1
                    reached = max(reached, current)
                }
            }
        }

        /// Asks for a feeling until one reads or the answer is empty (no feeling); at most three times.
        static func askFeeling(read: (String) -> String?) -> Feeling? {
            say("")
            let scale = Feeling.allCases.map { "\($0.emoji) \($0.rawValue)" }.joined(separator: " · ")
            for _ in 1...3 {
                guard let answer = read("How do you feel now? \(scale) (Enter to skip) ›"), !answer.isEmpty else { return nil }
                if let feeling = Feeling(rawValue: answer.lowercased()) { return feeling }
                say("“\(answer)” is not on the scale: ecstatic, happy, meh, sad or angry.")
            }
            return nil
        }
    }

    /// What `add` and `edit` read: the steps from `--step`, or a file (one a line; `-` for standard input).
    struct StepOptions: ParsableArguments {
        @Option(help: ArgumentHelp("When it is for, in your words.", valueName: "TEXT"))
        var moment: String?
        @Option(
            name: .customLong("step"),
            help: ArgumentHelp("A step (repeat, in order); end it with a timer in brackets: \"Breathe [1m]\".", valueName: "TEXT"))
        var steps: [String] = []
        @Option(help: ArgumentHelp("Read the steps from a file, one a line (`-`: standard input).", valueName: "PATH"))
        var file: String?

        func validate() throws {
            if !steps.isEmpty, file != nil { throw ValidationError("Give the steps with --step or --file, not both.") }
        }

        /// The steps given, or nil when none were.
        func read() throws -> [Runbook.Step]? {
            var text: String
            if let file {
                if file == "-" {
                    text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
                } else {
                    do { text = try String(contentsOfFile: file, encoding: .utf8) } catch {
                        throw CLIError("--file: \(file) cannot be read.")
                    }
                }
            } else if !steps.isEmpty {
                text = steps.joined(separator: "\n")
            } else {
                return nil
            }
            return try Self.parse(text)
        }

        static func parse(_ text: String) throws -> [Runbook.Step] {
            do { return try RunbookDraft.steps(fromLines: text) } catch { throw CLIError(error.message) }
        }
    }

    /// `system runbook add NAME --step … | --file PATH`.
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Write a runbook of your own: --step (repeat) or --file with one step a line.")
        @Argument(help: ArgumentHelp("Its name.", valueName: "NAME"))
        var name: String
        @OptionGroup var steps: StepOptions
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            if steps.steps.isEmpty, steps.file == nil { throw ValidationError("Give the steps: --step \"…\" (repeat) or --file PATH.") }
        }

        func run() async throws {
            let given = try steps.read() ?? []
            try await store.withService { service in
                let id = RunbookID(UUID())
                let outcome = try await service.execute(
                    .runbook(.save(id, RunbookDraft(name: name, moment: steps.moment ?? "", steps: given))))
                guard let runbook = outcome.state.runbooks[id] else { return }
                if output.json { return say(JSONText.encode(RunbookJSON(runbook, outcome.state))) }
                say(
                    "Saved “\(runbook.name)”: \(runbook.steps.count == 1 ? "1 step" : "\(runbook.steps.count) steps"). Run it with `system runbook run \"\(runbook.name)\"`."
                )
            }
        }
    }

    /// `system runbook edit NAME [--name NEW] [--moment …] [--step … | --file PATH]`: a new version.
    struct Edit: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit", abstract: "Save a new version of a runbook (a starter's too): a new name, moment or steps.")
        @Argument(help: ArgumentHelp("The runbook's name (or id).", valueName: "NAME"))
        var name: String
        @Option(name: .customLong("name"), help: ArgumentHelp("Its new name.", valueName: "TEXT"))
        var newName: String?
        @OptionGroup var steps: StepOptions
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let given = try steps.read()
            try await store.withService { service in
                let runbook = try RunbookGroup.find(name, in: try await service.state())
                let draft = RunbookDraft(
                    name: newName ?? runbook.name, moment: steps.moment ?? runbook.moment, steps: given ?? runbook.steps)
                let outcome = try await service.execute(.runbook(.save(runbook.id, draft)))
                guard let saved = outcome.state.runbooks[runbook.id] else { return }
                if output.json { return say(JSONText.encode(RunbookJSON(saved, outcome.state))) }
                say(saved.version == runbook.version ? "Nothing changed." : "Saved “\(saved.name)”, version \(saved.version).")
            }
        }
    }

    /// `system runbook hide NAME`.
    struct Hide: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "hide", abstract: "Take a runbook off the list (its runs stay).")
        @Argument(help: ArgumentHelp("The runbook's name (or id).", valueName: "NAME"))
        var name: String
        @OptionGroup var store: DataOptions

        func run() async throws {
            try await store.withService { service in
                let runbook = try RunbookGroup.find(name, in: try await service.state())
                _ = try await service.execute(.runbook(.hide(runbook.id)))
                say("Hid “\(runbook.name)”. `system runbook unhide \"\(runbook.name)\"` puts it back.")
            }
        }
    }

    /// `system runbook unhide NAME`.
    struct Unhide: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "unhide", abstract: "Put a hidden runbook back on the list.")
        @Argument(help: ArgumentHelp("The runbook's name (or id).", valueName: "NAME"))
        var name: String
        @OptionGroup var store: DataOptions

        func run() async throws {
            try await store.withService { service in
                let runbook = try RunbookGroup.find(name, in: try await service.state())
                _ = try await service.execute(.runbook(.show(runbook.id)))
                say("“\(runbook.name)” is back on the list.")
            }
        }
    }
}
