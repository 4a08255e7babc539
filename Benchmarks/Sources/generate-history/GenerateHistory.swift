import ArgumentParser
import Foundation
import HistoryGenerator
import SystemCore
import SystemStore

/// `generate-history`: writes the generated history of one heavy user as the files the benchmark scripts measure.
@main
struct GenerateHistory: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-history",
        abstract:
            "Write a deterministic history of one heavy user (issue 14's shape) as a SQLite database, an export and a Timewarrior database.",
        discussion: """
            Every event comes from one of the app's own commands. The same options and seed always give the same \
            events: with --last-day yesterday the history moves with the calendar, so today's pages read a full past.
            """)

    @Option(help: "Years of history (365 days each); --days overrides it.")
    var years: Int = 10

    @Option(help: "Days of history.")
    var days: Int?

    @Option(help: ArgumentHelp("The history's last day: YYYY-MM-DD, or yesterday (in Europe/Berlin).", valueName: "DATE"))
    var lastDay: String = "yesterday"

    @Option(help: "The random seed.")
    var seed: UInt64 = 42

    @Option(help: ArgumentHelp("Write the history into this new SQLite file (the app's schema).", valueName: "PATH"))
    var sqlite: String?

    @Option(help: ArgumentHelp("Write the history as `system export` does, JSON lines (needs --sqlite).", valueName: "PATH"))
    var export: String?

    @Option(help: ArgumentHelp("Write the intentions as a Timewarrior database (TIMEWARRIORDB) in this folder.", valueName: "DIR"))
    var timewarrior: String?

    func validate() throws {
        guard days ?? years >= 0 else { throw ValidationError("Give a number of days or years of at least 0.") }
        guard export == nil || sqlite != nil else { throw ValidationError("--export reads the database --sqlite writes: give both.") }
        guard sqlite != nil || timewarrior != nil else { throw ValidationError("Give --sqlite PATH, --timewarrior DIR or both.") }
        if let sqlite, FileManager.default.fileExists(atPath: sqlite) {
            throw ValidationError("\(sqlite) exists; give a new file.")
        }
        guard lastDay == "yesterday" || CivilDate(lastDay) != nil else {
            throw ValidationError("--last-day takes YYYY-MM-DD or yesterday.")
        }
    }

    func run() async throws {
        let calendar = DayCalendar(settings: Settings(timeZone: HistoryGenerator.timeZone))
        let last = CivilDate(lastDay) ?? calendar.calendarDate(Date()).adding(days: -1)
        let generator = HistoryGenerator(days: days ?? years * 365, lastDay: last, seed: seed)
        let clock = ContinuousClock()
        var started = clock.now
        func lap() -> String {
            let elapsed = started.duration(to: clock.now)
            started = clock.now
            return String(format: "%.1f s", Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        let history = try generator.history()
        log(
            "generated \(history.events.count) events, \(history.state.intentions.count) intentions, \(generator.firstDay) to \(generator.lastDay) (\(lap()))"
        )
        if let sqlite {
            try await history.write(to: .sqlite(path: sqlite))
            log("wrote \(sqlite) (\(lap()))")
            if let export {
                let count = try await HistoryGenerator.History.export(from: .sqlite(path: sqlite), to: export)
                log("exported \(count) events to \(export) (\(lap()))")
            }
        }
        if let timewarrior {
            let intervals = try history.writeTimewarrior(to: timewarrior)
            log("wrote \(intervals) intervals to \(timewarrior) (\(lap()))")
        }
    }

    private func log(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
