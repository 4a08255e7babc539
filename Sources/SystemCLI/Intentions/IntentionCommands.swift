import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

struct Intend: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "intend",
        abstract: "Start an intention: a clear activity for a set time; or, with --from and --to, record one you forgot.")

    @Argument(help: "What you will do, in a few words (with --todo, the to-do's text by default).")
    var text: String?

    @Option(name: .customLong("for"), help: ArgumentHelp("How long: 25, 25m, 1h, 1h30m (5 minutes to 4 hours).", valueName: "DURATION"))
    var duration: String = "25m"

    @Option(
        help: ArgumentHelp(
            "The day's to-do it works on (text, id or id prefix), so its time counts toward the to-do's goal and area.", valueName: "TODO"))
    var todo: String?

    @Option(help: ArgumentHelp("Record a past intention that started at this time (HH:MM on --date).", valueName: "TIME"))
    var from: String?

    @Option(help: ArgumentHelp("…and ended at this time (HH:MM on --date).", valueName: "TIME"))
    var to: String?

    @Option(help: ArgumentHelp("With --from and --to: the day, as YYYY-MM-DD, today or yesterday (default: today).", valueName: "DATE"))
    var date: String?

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard text != nil || todo != nil else {
            throw ValidationError("Say what you will do: system intend \"…\" --for 25m (or --todo \"…\" to work on a to-do).")
        }
        guard Readable.parseMinutes(duration) != nil else {
            throw ValidationError("--for: “\(duration)” is not a duration; use minutes such as 25, 25m, 1h or 1h30m.")
        }
        guard (from == nil) == (to == nil) else {
            throw ValidationError("--from and --to go together: system intend \"…\" --from 09:00 --to 09:45 records a past intention.")
        }
        for (name, value) in [("--from", from), ("--to", to)] {
            if let value, TimeOfDay(value) == nil {
                throw ValidationError("\(name): “\(value)” is not a time; use HH:MM, for example 09:30.")
            }
        }
        if let date {
            guard from != nil else { throw ValidationError("--date goes with --from and --to, to record a past intention on that day.") }
            guard TypedDate.parse(date, today: CivilDate(daysSinceEpoch: 0)) != nil else {
                throw ValidationError("--date: “\(date)” is not a date; use YYYY-MM-DD (for example 2026-11-20), today or yesterday.")
            }
        }
    }

    func run() async throws {
        let minutes = Readable.parseMinutes(duration)!
        try await store.withService { service in
            let id = IntentionID(UUID())
            let state = try await service.state()
            let today = state.today(now: service.clock.now())
            let day = date.flatMap { TypedDate.parse($0, today: today) } ?? today
            let todo = try todo.map { try state.namedTodos(on: day).find($0) }
            if let from = from.flatMap(TimeOfDay.init), let to = to.flatMap(TimeOfDay.init) {
                let calendar = state.calendar
                let outcome = try await service.execute(
                    .recordIntention(
                        id: id, text: text ?? todo?.text ?? "", startedAt: calendar.instant(on: day, at: from),
                        endedAt: calendar.instant(on: day, at: to), todo: todo?.id))
                let intention = outcome.state.intentions[id]!
                if output.json { return say(JSONText.encode(IntentionJSON(intention, in: outcome.state))) }
                let serving = todo.map { " Its time counts toward \(Line.link($0.link, state: outcome.state))." } ?? ""
                return say(
                    "Recorded “\(intention.text)” on \(Readable.day(day)), \(from)–\(to) (\(Readable.minutes(intention.actualMinutes ?? 0))).\(serving) Rate and review it with: system done --id \(shortID(id)) --feeling …"
                )
            }
            let outcome = try await service.execute(
                .startIntention(id: id, text: text ?? todo?.text ?? "", minutes: minutes, todo: todo?.id))
            let intention = outcome.state.intentions[id]!
            if output.json { return say(JSONText.encode(IntentionJSON(intention, in: outcome.state))) }
            let serving = todo.map { " Its time counts toward \(Line.link($0.link, state: outcome.state))." } ?? ""
            say(
                "Started “\(intention.text)” for \(Readable.minutes(minutes)), until \(Readable.time(intention.plannedEndAt, in: outcome.state.calendar)).\(serving)"
            )
        }
    }
}

struct Now: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "now", abstract: "Show what runs now and the time left.")

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await store.withService { service in
            let state = try await service.state()
            guard let running = state.intentions.running else {
                return say(output.json ? "null" : "Nothing is running. Start with: system intend \"…\" --for 25m")
            }
            if output.json { return say(JSONText.encode(IntentionJSON(running, in: state))) }
            let left = running.secondsLeft(now: service.clock.now())
            let until = Readable.time(running.plannedEndAt, in: state.calendar)
            say(
                left >= 0
                    ? "\(running.text) — \(Readable.countdown(seconds: left)) left (until \(until))"
                    : "\(running.text) — time is up: \(Readable.countdown(seconds: -left)) over (planned until \(until))")
        }
    }
}

struct End: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "end", abstract: "End the running intention.")

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await store.withService { service in
            guard let running = try await service.state().intentions.running else {
                throw CLIError("nothing is running")
            }
            let outcome = try await service.execute(.endIntention(id: running.id))
            let ended = outcome.state.intentions[running.id]!
            if output.json { return say(JSONText.encode(IntentionJSON(ended, in: outcome.state))) }
            say(
                "Ended “\(ended.text)” after \(Readable.minutes(ended.actualMinutes ?? 0)) (\(Readable.minutes(ended.plannedMinutes)) planned)."
            )
        }
    }
}

struct Done: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "done",
        abstract: "End the running intention (if any), then record tags, feeling and review for the latest one (or the one --id names).")

    @Option(
        help: ArgumentHelp(
            "The intention to reflect on, by id or the start of its id (4 characters or more); then nothing is ended.", valueName: "ID"))
    var id: String?

    @Option(help: ArgumentHelp("How it felt: \(Feeling.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "FEELING"))
    var feeling: String?

    @Option(help: ArgumentHelp("Comma-separated labels; new names become traction labels.", valueName: "TAGS"))
    var tags: String?

    @Option(name: .customLong("went-well"), help: "What went well.")
    var wentWell: String?

    @Option(name: .customLong("improve"), help: "What could be improved.")
    var couldImprove: String?

    @Option(help: "What was interesting.")
    var interesting: String?

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let feeling, Feeling(rawValue: feeling.lowercased()) == nil {
            throw ValidationError(
                "--feeling: “\(feeling)” is not a feeling; use one of \(Feeling.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
    }

    func run() async throws {
        try await store.withService { service in
            var state = try await service.state()
            let named = try id.map { try Self.intention($0, in: state) }
            if named == nil, let running = state.intentions.running {
                state = try await service.execute(.endIntention(id: running.id)).state
            }
            guard let intention = named ?? state.intentions.latest else {
                throw CLIError("there is no intention yet; start one with: system intend \"…\" --for 25m")
            }
            let id = intention.id
            // Tags, feeling and review in one step: all of them are recorded, or none.
            let tagNames = tags.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
            var review: Review?
            if wentWell != nil || couldImprove != nil || interesting != nil {
                let old = intention.review
                review = Review(
                    wentWell: wentWell ?? old.wentWell, couldImprove: couldImprove ?? old.couldImprove,
                    interesting: interesting ?? old.interesting)
            }
            if tagNames != nil || feeling != nil || review != nil {
                state = try await service.execute(
                    .reflectOnIntention(
                        id: id, tags: tagNames.map { $0.map { UserCommand.TagInput($0) } },
                        feeling: feeling.flatMap { Feeling(rawValue: $0.lowercased()) }, review: review)
                ).state
            }
            let done = state.intentions[id]!
            if output.json { return say(JSONText.encode(IntentionJSON(done, in: state))) }
            say(Line.intention(done, state: state))
        }
    }
}

extension Done {
    /// An intention named by its id or the start of it (4 characters or more, as the lists show 8).
    static func intention(_ text: String, in state: UserState) throws -> Intention {
        let prefix = text.lowercased()
        guard prefix.count >= 4 else { throw CLIError("--id: give at least 4 characters of the intention's id") }
        let matches = state.intentions.matching(prefix: prefix)
        guard matches.count <= 1 else {
            throw CLIError("--id: “\(text)” fits \(matches.count) intentions; give more of the id")
        }
        guard let intention = matches.first else { throw CLIError("--id: no intention's id starts with “\(text)”") }
        return intention
    }
}
