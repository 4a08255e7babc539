import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

extension CommandGroup {
    /// The night's sleep.
    static let sleep = CommandGroup(name: "Sleep", subcommands: [SleepCommand.self])
}

/// `system sleep`: the night that ended on a day; `system sleep --bed 23:30 --wake 07:05` enters one by hand.
struct SleepCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sleep", abstract: "Show last night's sleep (or a day's), or enter a night: --bed 23:30 --wake 07:05.",
        discussion: """
            A night belongs to the day you wake on. Asleep time joins every source's asleep intervals (a watch and a \
            phone that saw the same night count it once); stages show when a source tracked them. Nights come from \
            `system health import` and from entries by hand.
            """)

    @Option(help: ArgumentHelp("Enter a night: the bedtime (HH:MM; later than the wake time means the evening before).", valueName: "TIME"))
    var bed: String?

    @Option(help: ArgumentHelp("Enter a night: the wake time (HH:MM) on the day.", valueName: "TIME"))
    var wake: String?

    @Option(help: ArgumentHelp("Enter a night: how it felt, 1 (poor) to 5 (great).", valueName: "1-5"))
    var quality: Int?

    @OptionGroup var date: DateOption
    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard (bed == nil) == (wake == nil) else { throw ValidationError("Give both --bed and --wake to enter a night.") }
        if quality != nil, bed == nil { throw ValidationError("--quality goes with --bed and --wake.") }
    }

    func run() async throws {
        try await store.withService { service in
            var state = try await service.state()
            let day = date.resolve(today: state.today(now: service.clock.now()))
            if let bed, let wake {
                let entry = try SleepEntry.night(
                    waking: day, bedtime: bed, wake: wake, quality: quality, calendar: state.calendar, id: SleepEntryID(UUID()))
                state = try await service.execute(.sleep(.log(entry))).state
            }
            let report = try await HealthReport.of(service.user, state: state, in: service.service.storage)
            let night = try await report.sleep(on: day)
            if output.json { return say(JSONText.encode(SleepJSON(night, on: day, state: state))) }
            guard let night else { return say("No night recorded for \(Readable.day(day)). Enter one with --bed 23:30 --wake 07:05.") }
            let calendar = state.calendar
            var line = "\(Readable.day(day)): \(night.asleepMinutes.map { "\(Readable.minutes($0)) asleep" } ?? "asleep time not tracked")"
            if let inBed = night.inBedMinutes { line += ", \(Readable.minutes(inBed)) in bed" }
            line += " (\(Readable.time(night.bedtime, in: calendar)) – \(Readable.time(night.wake, in: calendar)))"
            if let quality = night.quality { line += ", quality \(quality) of 5" }
            say(line + ".")
            if let stages = night.stages {
                say(
                    "Stages: "
                        + [SleepStage.deep, .core, .rem, .awake].map {
                            "\($0 == .rem ? "REM" : $0.rawValue) \(Readable.minutes(stages[$0] ?? 0))"
                        }.joined(separator: " · "))
            } else {
                say("Stages: not tracked.")
            }
            say("From \(Readable.list(night.sources)).")
        }
    }
}
