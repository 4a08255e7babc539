import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

/// `system coach`: the coach's message in one line (for a shell prompt or a status bar), why it won with
/// `--explain`, and the catalogue with `system coach rules`.
struct CoachCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coach", abstract: "Print the coach's message in one line, explain why it won, or list its rules.",
        subcommands: [Show.self, Rules.self], defaultSubcommand: Show.self)

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Print the coach's message in one line; --json for the message object, --explain for why it won.",
            discussion: """
                --at and --date travel in time: --at weighs another instant (ISO 8601 with an offset, such as \
                2026-11-22T19:00:00+01:00) and --date views another day (YYYY-MM-DD, today, yesterday, tomorrow, \
                last-week or next-week, counted from the day holding --at).
                """)

        @Flag(help: "Show every option by priority with its reason, and every signal with its value and meaning.")
        var explain = false

        @Option(help: ArgumentHelp("The instant to weigh, ISO 8601 with an offset (default: now).", valueName: "INSTANT"))
        var at: String?

        @Option(help: ArgumentHelp("The day to view (default: the day holding --at).", valueName: "DATE"))
        var date: String?

        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            if let at, CoachCommand.instant(at) == nil {
                throw ValidationError(
                    "--at: “\(at)” is not an instant; use ISO 8601 with an offset, for example 2026-11-20T10:00:00+01:00 (years \(CoachQuery.years.lowerBound)–\(CoachQuery.years.upperBound))."
                )
            }
            if let date, TypedDate.parse(date, today: CivilDate(daysSinceEpoch: 0)).map({ CoachQuery.years.contains($0.year) }) != true {
                throw ValidationError(
                    "--date: “\(date)” is not a date; use YYYY-MM-DD (for example 2026-11-20; years \(CoachQuery.years.lowerBound)–\(CoachQuery.years.upperBound)), today, yesterday or tomorrow."
                )
            }
        }

        func run() async throws {
            try await store.withService { service in
                let state = try await service.state()
                let instant = at.flatMap(CoachCommand.instant) ?? service.clock.now()
                let holding = state.calendar.day(containing: instant)
                let day = date.flatMap { TypedDate.parse($0, today: holding) } ?? holding
                guard explain else {
                    // A status line asks for the message alone, which reads less of the history.
                    let message = try await service.service.coachMessage(for: service.user, state: state, at: instant, date: day)
                    return say(output.json ? JSONText.encode(CoachMessageJSON(message)) : Line.oneLine(message.text))
                }
                let evaluation = try await service.service.coach(for: service.user, state: state, at: instant, date: day)
                if output.json {
                    say(JSONText.encode(CoachJSON(evaluation, at: instant, date: day, explain: true, calendar: state.calendar)))
                } else {
                    for line in Line.coach(evaluation, at: instant, date: day, state: state) { say(line) }
                }
            }
        }
    }

    struct Rules: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rules",
            abstract: "List the coach's catalogue as a table (key, topic, max priority, conditions, text), then the signals.",
            discussion:
                "A condition is a signal in 0…1; !name means one minus it. An option's priority is its max priority times its conditions.")

        /// Accepted like on every command; the catalogue is the same for every data folder.
        @OptionGroup var store: DataOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let coach = Coach()
            if output.json { return say(JSONText.encode(CoachRulesJSON(coach))) }
            for line in Line.coachRules(coach) { say(line) }
        }
    }

    /// An instant as typed, within the years the coach can be asked about.
    static func instant(_ text: String) -> Date? {
        guard let instant = Readable.parseInstant(text.trimmingCharacters(in: .whitespaces)),
            let year = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: instant).year,
            CoachQuery.years.contains(year)
        else { return nil }
        return instant
    }
}

extension Line {
    /// Text on a single line, for a shell prompt or a status bar.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The explanation: the moment, the winner, every option by priority with its reason, every signal.
    static func coach(_ evaluation: Coach.Evaluation, at: Date, date: CivilDate, state: UserState) -> [String] {
        let calendar = state.calendar
        let message = evaluation.message
        var lines = [
            "At \(Readable.day(calendar.calendarDate(at))), \(Readable.time(at, in: calendar)), viewing \(Readable.day(date))", "",
        ]
        let winner =
            message.priority > 0
            ? "\(message.key) (\(message.topic.rawValue), priority \(Coach.formatted(message.priority)))"
            : "\(message.key) (nothing scored above 0, so the calm default)"
        lines.append("Winner: \(winner)")
        lines.append("  \(oneLine(message.text))")
        for action in message.actions { lines.append("  → \(action.label): \(action.href)") }
        let explanation = evaluation.explanation
        lines += ["", explanation.because, "", "What else it weighed:"]
        for alternative in explanation.alternatives {
            let says = alternative.text.map { ": “\(oneLine($0))”" } ?? ""
            lines.append("  \(alternative.topic.title)\(says) — \(alternative.reason)")
        }
        if evaluation.tied.count > 1 {
            lines.append(
                "  Drawn among \(evaluation.tied.count) tied options: \(evaluation.tied.joined(separator: ", ")) (steady within the hour)")
        }
        lines += ["", "Options, by priority:"]
        lines += Table.lines(
            [["PRIORITY", "KEY", "TOPIC", "REASON"]]
                + evaluation.scores.map { score in
                    [Coach.formatted(score.priority), score.option.key, score.option.topic.rawValue, score.reason]
                })
        lines += ["", "Signals:"]
        lines += Table.lines(
            [["VALUE", "SIGNAL", "MEANING"]] + evaluation.signals.map { [Coach.formatted($0.value), $0.signal.name, $0.signal.meaning] })
        return lines
    }

    /// The catalogue as a table, then the calm default and the signals.
    static func coachRules(_ coach: Coach) -> [String] {
        func row(_ option: CoachOption) -> [String] {
            [
                option.key, option.topic.rawValue, Coach.formatted(option.maxPriority),
                option.conditions.isEmpty ? "(none)" : option.conditions.joined(separator: " × "), option.text,
            ]
        }
        var lines = ["Options (\(coach.options.count)): priority = max priority × conditions; !name is one minus the signal"]
        lines += Table.lines([["KEY", "TOPIC", "MAX", "CONDITIONS", "TEXT"]] + coach.options.map(row))
        lines += ["", "When nothing scores: \(CoachCatalogue.calm.text)", "", "Signals (\(coach.signals.count)), each 0…1:"]
        lines += Table.lines([["SIGNAL", "MEANING"]] + coach.signals.map { [$0.name, $0.meaning] })
        return lines
    }
}
