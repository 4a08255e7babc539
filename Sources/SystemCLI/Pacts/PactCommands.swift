import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

/// `system pact`: make a pact, say each day whether you kept it, renegotiate it, end it, list them with records.
struct PactCommandLine: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pact", abstract: "Make pacts against distraction and say each day whether you kept them.",
        discussion: """
            An effort pact makes a distraction harder ("Phone stays in the hall during intentions"), a price pact puts \
            something at stake (--stake €20 --to Sam), an identity pact says who you are. Each day a pact holds, say \
            honestly: system pact check phone kept (or broken --note "…"). The record is shown as it is.
            """,
        subcommands: [PactAdd.self, PactCheckCommand.self, PactRenegotiate.self, PactEnd.self, PactList.self],
        defaultSubcommand: PactList.self)
}

/// The terms' options, shared by add and renegotiate.
struct PactTermOptions: ParsableArguments {
    @Option(help: ArgumentHelp("effort, price or identity (default: effort, or the current kind).", valueName: "KIND"))
    var kind: String?

    @Option(
        help: ArgumentHelp("When it holds: day, weekdays or intentions (days with an intention; default: day).", valueName: "PERIOD"))
    var every: String?

    @Option(help: ArgumentHelp("Its last day, YYYY-MM-DD (`none` clears it when renegotiating).", valueName: "DATE"))
    var until: String?

    @Option(help: ArgumentHelp("For a price pact: what is at stake when it is broken (€20).", valueName: "PRICE"))
    var stake: String?

    @Option(help: ArgumentHelp("For a price pact: to whom the stake goes.", valueName: "WHOM"))
    var to: String?

    func validate() throws {
        if let kind, Pact.Kind(rawValue: kind.lowercased()) == nil {
            throw ValidationError("--kind: “\(kind)” is not a kind of pact; say effort, price or identity.")
        }
        if let every, Self.every(every) == nil {
            throw ValidationError("--every: “\(every)” is not a period; say day, weekdays or intentions.")
        }
        if let until, until != "none", CivilDate(until) == nil {
            throw ValidationError("--until: “\(until)” is not a date; use YYYY-MM-DD, for example 2026-12-31.")
        }
    }

    static func every(_ text: String) -> Pact.Every? {
        switch text.lowercased() {
        case "day", "days", "daily", "every-day": .day
        case "weekdays", "weekday": .weekdays
        case "intentions", "intention": .intentions
        default: nil
        }
    }

    /// The terms, starting from `current` when renegotiating.
    func terms(words: String?, current: Pact.Terms?) -> Pact.Terms {
        var terms = current ?? Pact.Terms(words: "", kind: .effort, every: .day)
        if let words { terms.words = words }
        if let kind { terms.kind = Pact.Kind(rawValue: kind.lowercased()) ?? terms.kind }
        if let every { terms.every = Self.every(every) ?? terms.every }
        if let until { terms.until = until == "none" ? nil : CivilDate(until) }
        if let stake { terms.stake = stake }
        if let to { terms.to = to }
        if terms.kind != .price, current != nil, stake == nil, to == nil {
            terms.stake = nil
            terms.to = nil
        }
        return terms
    }
}

/// A pact named on the command line: its id prefix or its words (or part of them).
func findPact(_ text: String, in state: UserState) throws -> Pact {
    let found = state.pacts.matching(text)
    guard let pact = found.first else { throw ValidationError("No pact matches “\(text)”; see system pact list.") }
    guard found.count == 1 else {
        throw ValidationError(
            "“\(text)” matches \(found.count) pacts: \(found.map { "“\($0.words)” [\(shortID($0.id))]" }.joined(separator: ", ")). Say more."
        )
    }
    return pact
}

/// `system pact add WORDS [--kind] [--every] [--from] [--until] [--stake] [--to]`.
struct PactAdd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Make a pact, in your words.")

    @Argument(help: ArgumentHelp("The pact (\"Phone stays in the hall during intentions\").", valueName: "WORDS"))
    var words: String

    @OptionGroup var terms: PactTermOptions

    @Option(help: ArgumentHelp("Its first day, YYYY-MM-DD (default: today).", valueName: "DATE"))
    var from: String?

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let from, CivilDate(from) == nil {
            throw ValidationError("--from: “\(from)” is not a date; use YYYY-MM-DD, for example 2026-11-20.")
        }
    }

    func run() async throws {
        try await store.withService { service in
            let id = PactID(UUID())
            let outcome = try await service.execute(
                .pacts(.make(id: id, terms: terms.terms(words: words, current: nil), from: from.flatMap(CivilDate.init))))
            let state = outcome.state
            let pact = state.pacts[id]!
            let today = state.today(now: service.clock.now())
            if output.json { return say(JSONText.encode(PactJSON(pact, state: state, today: today))) }
            say(
                "Pact made: “\(pact.words)” (\(pact.terms.kind.rawValue), \(pact.terms.period)\(pact.terms.price.map { ", at stake: \($0)" } ?? ""))."
            )
            say("Each day it holds: system pact check \(shortID(pact.id)) kept (or broken --note \"…\").")
        }
    }
}

/// `system pact check PACT kept|broken [--note] [--date]`.
struct PactCheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Say whether you kept a pact or broke it, today or on --date (again to change it).")

    @Argument(help: ArgumentHelp("The pact: its id prefix or its words.", valueName: "PACT"))
    var pact: String

    @Argument(help: ArgumentHelp("kept or broken.", valueName: "ANSWER"))
    var answer: String

    @Option(help: ArgumentHelp("A note, if you like (what broke it, what helped).", valueName: "TEXT"))
    var note: String?

    @OptionGroup var date: DateOption
    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    static func kept(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "kept", "keep", "yes", "y": true
        case "broken", "broke", "no", "n": false
        default: nil
        }
    }

    func validate() throws {
        guard Self.kept(answer) != nil else { throw ValidationError("“\(answer)” is not an answer: say kept or broken.") }
    }

    func run() async throws {
        try await store.withService { service in
            let state = try await service.state()
            let day = date.resolve(today: state.today(now: service.clock.now()))
            let pact = try findPact(self.pact, in: state)
            let outcome = try await service.execute(.pacts(.check(id: pact.id, date: day, kept: Self.kept(answer)!, note: note)))
            let after = outcome.state
            let today = after.today(now: service.clock.now())
            guard let updated = after.pacts[pact.id], let check = after.pacts.check(pact.id, on: day) else { return }
            if output.json { return say(JSONText.encode(PactDayJSON(check, pact: updated, state: after, today: today))) }
            // A day answered before says what it was: the answer is changed, not added.
            let was = outcome.events.lazy.compactMap { ($0.payload as? DomainEvent.PactChecked)?.wasKept }.first
            let change = was.map { $0 == check.kept ? " (its note changed)" : " (was \($0 ? "kept" : "broken"))" } ?? ""
            say("“\(updated.words)” on \(Readable.day(day)): \(check.kept ? "kept" : "broken")\(change). Record: \(updated.record.line).")
        }
    }
}

/// `system pact renegotiate PACT [WORDS] [--kind] [--every] [--until] [--stake] [--to]`.
struct PactRenegotiate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "renegotiate", abstract: "New terms for a pact from today; the old version keeps its record.")

    @Argument(help: ArgumentHelp("The pact: its id prefix or its words.", valueName: "PACT"))
    var pact: String

    @Argument(help: ArgumentHelp("Its new words, if they change.", valueName: "WORDS"))
    var words: String?

    @OptionGroup var terms: PactTermOptions
    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await store.withService { service in
            let state = try await service.state()
            let pact = try findPact(self.pact, in: state)
            let outcome = try await service.execute(
                .pacts(.renegotiate(id: pact.id, terms: terms.terms(words: words, current: pact.terms))))
            let after = outcome.state
            let updated = after.pacts[pact.id]!
            if output.json { return say(JSONText.encode(PactJSON(updated, state: after, today: after.today(now: service.clock.now())))) }
            say(
                "Renegotiated: “\(updated.words)” (\(updated.terms.kind.rawValue), \(updated.terms.period)), version \(updated.current.number) from today."
            )
            say("The old version keeps its record: \(pact.current.record.line).")
        }
    }
}

/// `system pact end PACT`.
struct PactEnd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "end", abstract: "End a pact: it holds no more from today.")

    @Argument(help: ArgumentHelp("The pact: its id prefix or its words.", valueName: "PACT"))
    var pact: String

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await store.withService { service in
            let state = try await service.state()
            let pact = try findPact(self.pact, in: state)
            let outcome = try await service.execute(.pacts(.end(id: pact.id)))
            let after = outcome.state
            let ended = after.pacts[pact.id]!
            if output.json { return say(JSONText.encode(PactJSON(ended, state: after, today: after.today(now: service.clock.now())))) }
            say("Ended: “\(ended.words)”. Its record stays: \(ended.record.line).")
        }
    }
}

/// `system pact list [--all]`.
struct PactList: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List your pacts with their records.")

    @Flag(help: "Ended pacts too.")
    var all = false

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await store.withService { service in
            let state = try await service.state()
            let today = state.today(now: service.clock.now())
            if output.json { return say(JSONText.encode(PactListJSON(state: state, today: today))) }
            let pacts = all ? state.pacts.all : state.pacts.active
            guard !pacts.isEmpty else {
                return say("No pacts yet. Make one: system pact add \"Phone stays in the hall during intentions\" --every intentions")
            }
            for pact in pacts {
                let todayAnswer =
                    state.pacts.check(pact.id, on: today).map { $0.kept ? "kept today" : "broken today" }
                    ?? (state.pactApplies(pact, on: today) ? "today: not answered" : nil)
                say(
                    "\(pact.words)  [\(shortID(pact.id))]\n  \(pact.terms.kind.rawValue), \(pact.terms.period)\(pact.terms.price.map { ", at stake: \($0)" } ?? "")\(pact.endedOn.map { ", ended on \($0)" } ?? "") · \(pact.record.line)\(todayAnswer.map { " · \($0)" } ?? "")"
                )
                for version in pact.versions.dropLast().reversed() {
                    say("  version \(version.number) from \(version.from): “\(version.terms.words)” · \(version.record.line)")
                }
            }
        }
    }
}
