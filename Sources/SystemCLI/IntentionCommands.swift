import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

struct Intend: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Start an intention: a clear activity for a set time.")

    @Argument(help: "What you will do, in a few words (with --todo, the to-do's text by default).")
    var text: String?

    @Option(name: .customLong("for"), help: ArgumentHelp("How long: 25, 25m, 1h, 1h30m (5 minutes to 4 hours).", valueName: "DURATION"))
    var duration: String = "25m"

    @Option(help: ArgumentHelp("Today's to-do it works on (text, id or id prefix), so its time counts toward the to-do's goal and area.", valueName: "TODO"))
    var todo: String?

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard text != nil || todo != nil else {
            throw ValidationError("Say what you will do: system intend \"…\" --for 25m (or --todo \"…\" to work on a to-do).")
        }
        guard Readable.parseMinutes(duration) != nil else {
            throw ValidationError("--for: “\(duration)” is not a duration; use minutes such as 25, 25m, 1h or 1h30m.")
        }
    }

    func run() async throws {
        let minutes = Readable.parseMinutes(duration)!
        try await store.withService { service in
            let id = IntentionID(UUID())
            let state = try await service.state()
            let todo = try todo.map { try state.namedTodos(on: state.today(now: service.clock.now())).find($0) }
            let outcome = try await service.execute(.startIntention(id: id, text: text ?? todo?.text ?? "", minutes: minutes, todo: todo?.id))
            let intention = outcome.state.intentions[id]!
            if output.json { return say(JSONText.encode(IntentionJSON(intention, in: outcome.state))) }
            let serving = todo.map { " Its time counts toward \(Line.link($0.link, state: outcome.state))." } ?? ""
            say("Started “\(intention.text)” for \(Readable.minutes(minutes)), until \(Readable.time(intention.plannedEndAt, in: outcome.state.calendar)).\(serving)")
        }
    }
}

struct Now: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show what runs now and the time left.")

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
            say(left >= 0
                ? "\(running.text) — \(Readable.countdown(seconds: left)) left (until \(until))"
                : "\(running.text) — time is up: \(Readable.countdown(seconds: -left)) over (planned until \(until))")
        }
    }
}

struct End: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "End the running intention.")

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
            say("Ended “\(ended.text)” after \(Readable.minutes(ended.actualMinutes ?? 0)) (\(Readable.minutes(ended.plannedMinutes)) planned).")
        }
    }
}

struct Done: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "End the running intention (if any), then record tags, feeling and review for the latest one.")

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
            throw ValidationError("--feeling: “\(feeling)” is not a feeling; use one of \(Feeling.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
    }

    func run() async throws {
        try await store.withService { service in
            var state = try await service.state()
            if let running = state.intentions.running {
                state = try await service.execute(.endIntention(id: running.id)).state
            }
            guard let intention = state.intentions.latest else {
                throw CLIError("there is no intention yet; start one with: system intend \"…\" --for 25m")
            }
            let id = intention.id
            if let tags {
                let names = tags.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                state = try await service.execute(.tagIntention(id: id, tags: names.map { .init($0) })).state
            }
            if let feeling = feeling.flatMap({ Feeling(rawValue: $0.lowercased()) }) {
                state = try await service.execute(.rateIntention(id: id, feeling: feeling)).state
            }
            if wentWell != nil || couldImprove != nil || interesting != nil {
                let old = state.intentions[id]!.review
                let review = Review(wentWell: wentWell ?? old.wentWell, couldImprove: couldImprove ?? old.couldImprove,
                                    interesting: interesting ?? old.interesting)
                state = try await service.execute(.reviewIntention(id: id, review: review)).state
            }
            let done = state.intentions[id]!
            if output.json { return say(JSONText.encode(IntentionJSON(done, in: state))) }
            say(Line.intention(done, state: state))
        }
    }
}

/// One-line renderings shared by the commands.
enum Line {
    static func intention(_ intention: Intention, state: UserState) -> String {
        let calendar = state.calendar
        let start = Readable.time(intention.startedAt, in: calendar)
        var parts: [String]
        if let end = intention.endedAt {
            parts = ["\(start)–\(Readable.time(end, in: calendar))", Readable.minutes(intention.actualMinutes ?? 0)]
        } else {
            parts = ["\(start)–     ", "running"]
        }
        parts.append(intention.text)
        if !intention.tags.isEmpty {
            parts.append("[" + intention.tags.map { state.labels[$0]?.name ?? $0.rawValue }.joined(separator: ", ") + "]")
        }
        if let feeling = intention.feeling { parts.append("\(feeling.emoji) \(feeling.rawValue)") }
        return parts.joined(separator: "  ")
    }

    static func presence(_ presence: Presence, state: UserState) -> String {
        "Presence on \(presence.date): \(Readable.percent(presence.ratio)) (\(Readable.minutes(presence.presentMinutes)) of \(Readable.minutes(presence.windowMinutes)), \(state.settings.wakingStart)–\(state.settings.wakingEnd))"
    }
}
