import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

extension CommandGroup {
    /// The tools of the Indistractable model beside the Intention Log.
    static let indistractable = CommandGroup(name: "Indistractable", subcommands: [UrgeCommand.self])
}

/// `system urge`: catch an internal trigger during the running intention and surf it; `system urge done` says what
/// came of it; `system urge list` shows a day's.
struct UrgeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "urge", abstract: "Catch an urge during the running intention and surf it; then: urge done passed|gave-in.",
        discussion: """
            Something pulls you away (boredom, anxiety, your phone): catch it, and make it five more minutes. The \
            intention keeps running. When the minutes are up, say whether it passed (system urge done passed), you \
            surf again (system urge done surfed) or you gave in (system urge done gave-in --minutes 10: the minutes \
            count as distraction inside the intention).
            """,
        subcommands: [UrgeCatch.self, UrgeDone.self, UrgeList.self], defaultSubcommand: UrgeCatch.self)
}

/// `system urge [--what bored] [--toward "the news"] [--surf 5m]`.
struct UrgeCatch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catch", abstract: "Catch an urge during the running intention (the default of system urge).")

    @Option(
        help: ArgumentHelp(
            "What pulls you: bored, anxious, tired, restless, hungry, curious, lonely, or your own words (asked on a terminal).",
            valueName: "WHAT"))
    var what: String?

    @Option(help: ArgumentHelp("Where it wants you to go, if you know (the news, your phone).", valueName: "WHERE"))
    var toward: String?

    @Option(
        help: ArgumentHelp("How long to surf it: 5, 5m, 10m (1 to 60 minutes; the length used last by default).", valueName: "DURATION"))
    var surf: String?

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let surf, Readable.parseMinutes(surf) == nil {
            throw ValidationError("--surf: “\(surf)” is not a duration; use minutes such as 5, 5m or 10m.")
        }
    }

    func run() async throws {
        let pull = what ?? Console.current.ask("What pulls you? (bored, anxious, tired, restless, hungry, curious, lonely, or your words)")
        guard let pull, !pull.isEmpty else {
            throw ValidationError(
                "Say what pulls you: system urge --what bored (or anxious, tired, restless, hungry, curious, lonely, your words).")
        }
        try await store.withService { service in
            let id = TriggerID(UUID())
            let outcome = try await service.execute(
                .triggers(.log(id: id, what: pull, toward: toward, surfMinutes: surf.flatMap(Readable.parseMinutes))))
            let state = outcome.state
            let trigger = state.triggers[id]!
            if output.json { return say(JSONText.encode(TriggerJSON(trigger, calendar: state.calendar))) }
            let intention = state.intentions.running.map { " during “\($0.text)”" } ?? ""
            say("Caught: \(trigger.what)\(trigger.toward.map { " (it wants \($0))" } ?? "")\(intention). The intention keeps running.")
            say(
                "Surf it: make it \(Readable.minutes(trigger.surfMinutes)) more, until \(Readable.time(trigger.surfEndsAt, in: state.calendar)). "
                    + "Then: system urge done passed, surfed, or gave-in --minutes N.")
        }
    }
}

/// `system urge done passed|surfed|gave-in [--minutes N]`.
struct UrgeDone: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "done", abstract: "Say what came of the urge you surfed: passed, surfed (again) or gave-in --minutes N.")

    @Argument(help: ArgumentHelp("passed, surfed (another surf) or gave-in.", valueName: "OUTCOME"))
    var outcome: String

    @Option(help: ArgumentHelp("With gave-in: how many minutes it took (they count as distraction).", valueName: "N"))
    var minutes: Int?

    @Option(
        help: ArgumentHelp("The urge (its id or id prefix, from system urge list); the latest one not settled by default.", valueName: "ID")
    )
    var id: String?

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    static func kind(_ text: String) -> InternalTrigger.Outcome.Kind? {
        switch text.lowercased() {
        case "passed", "pass": .passed
        case "surfed", "surf", "again": .surfed
        case "gave-in", "gave_in", "gavein", "gave": .gaveIn
        default: nil
        }
    }

    func validate() throws {
        guard let kind = Self.kind(outcome) else {
            throw ValidationError("“\(outcome)” is not an outcome: say passed, surfed or gave-in.")
        }
        if kind == .gaveIn, minutes == nil {
            throw ValidationError("--minutes: say how many minutes giving in took (0 if none), e.g. system urge done gave-in --minutes 10.")
        }
        if kind != .gaveIn, minutes != nil { throw ValidationError("--minutes goes with gave-in only.") }
    }

    func run() async throws {
        let kind = Self.kind(outcome)!
        try await store.withService { service in
            let state = try await service.state()
            let trigger: InternalTrigger
            if let id {
                let today = state.today(now: service.clock.now())
                let candidates = state.triggers.triggers(from: today.adding(days: -7), through: today)
                guard let found = candidates.last(where: { $0.id.description.hasPrefix(id.lowercased()) }) else {
                    throw ValidationError("--id: no urge of the last week has an id starting “\(id)”; see system urge list.")
                }
                trigger = found
            } else {
                guard let open = state.triggers.open else {
                    throw ValidationError("No urge is being surfed: catch one first with system urge --what bored.")
                }
                trigger = open
            }
            let outcome = try await service.execute(.triggers(.settle(id: trigger.id, outcome: kind, minutes: minutes)))
            let settled = outcome.state.triggers[trigger.id]!
            if output.json { return say(JSONText.encode(TriggerJSON(settled, calendar: outcome.state.calendar))) }
            switch kind {
            case .passed: say("It passed (\(settled.what)). Back to it.")
            case .surfed:
                say(
                    "Another \(Readable.minutes(settled.surfMinutes)), until \(Readable.time(settled.surfEndsAt, in: outcome.state.calendar)). You've got this."
                )
            case .gaveIn:
                say("Noted: gave in to \(settled.what) for \(Readable.minutes(settled.distractionMinutes)). Back to your intention.")
            }
        }
    }
}

/// `system urge list [--date]`.
struct UrgeList: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List a day's urges and how each ended.")

    @OptionGroup var date: DateOption
    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await store.withService { service in
            let state = try await service.state()
            let day = date.resolve(today: state.today(now: service.clock.now()))
            if output.json { return say(JSONText.encode(DayTriggersJSON(day, state: state))) }
            let triggers = state.triggers.triggers(on: day)
            guard !triggers.isEmpty else { return say("No urges caught on \(Readable.day(day)).") }
            let calendar = state.calendar
            for trigger in triggers {
                let during = state.intentions[trigger.intention].map { " during “\($0.text)”" } ?? ""
                let outcome =
                    switch trigger.settled {
                    case .passed: "passed"
                    case .gaveIn: "gave in, \(Readable.minutes(trigger.distractionMinutes))"
                    case .surfed, nil: "not said yet"
                    }
                say(
                    "\(Readable.time(trigger.at, in: calendar))  \(trigger.what)\(trigger.toward.map { " → \($0)" } ?? "")\(during) · \(outcome)  [\(shortID(trigger.id))]"
                )
            }
            let summary = TriggerSummary(triggers, calendar: calendar)
            say("\(summary.total == 1 ? "1 urge" : "\(summary.total) urges"): \(summary.outcomeLine).")
        }
    }
}
