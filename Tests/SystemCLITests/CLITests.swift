import ArgumentParser
import Foundation
import SystemCore
import SystemStore
import Testing

@testable import SystemCLI

/// The commands, parsed as the shell would pass them and run on a temporary data folder.
///
/// Output goes to stdout and is not checked: each test reads the store afterwards instead.
@Suite(.serialized) struct CLITests {
    /// A temporary data folder with helpers to run commands on it and read what they stored.
    struct DataDir {
        let path: String
        /// The commands' clock: the real one moved to today's noon in Berlin, so a test's commands never straddle
        /// the start of a day (04:00) or a week, whenever the suite runs.
        let clock: OffsetClock

        init() {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("system-cli-\(UUID().uuidString)").path
            var berlin = Calendar(identifier: .gregorian)
            berlin.timeZone = TimeZone(identifier: "Europe/Berlin")!
            let real = Date()
            let noon = berlin.date(bySettingHour: 12, minute: 0, second: 0, of: real)!
            clock = OffsetClock(offset: noon.timeIntervalSince(real))
        }

        /// "Now" as the commands see it.
        var now: Date { clock.now() }

        /// Parses `arguments` (with `--data-dir` added) as the root command would, then runs the command.
        func run(_ arguments: [String]) async throws {
            let command = try SystemCommand.parseAsRoot(arguments + ["--data-dir", path])
            try await CommandClock.$current.withValue(clock) {
                if var command = command as? any AsyncParsableCommand {
                    try await command.run()
                } else {
                    var command = command
                    try command.run()
                }
            }
        }

        /// Parses only: true when the arguments are accepted (parsing includes `validate()`).
        func parses(_ arguments: [String]) -> Bool {
            (try? SystemCommand.parseAsRoot(arguments + ["--data-dir", path])) != nil
        }

        /// The state the commands left behind, read through a fresh connection.
        func state() async throws -> UserState {
            let store = try await SQLiteEventStore.open(path: DataLocation.databasePath(in: path))
            do {
                let service = SystemService(storage: store, clock: clock, defaultTimeZone: "Europe/Berlin")
                let state = try await service.state(for: .local)
                try await store.close()
                return state
            } catch {
                try? await store.close()
                throw error
            }
        }

        func remove() {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    static func domainError(_ error: any Error) -> DomainError? { error as? DomainError }

    // MARK: intend, now, end

    @Test func intendStartsAnIntentionAndNowShowsIt() async throws {
        let dir = DataDir()
        defer { dir.remove() }

        // When
        try await dir.run(["intend", "Write the report", "--for", "1h30m"])
        try await dir.run(["now"])
        try await dir.run(["now", "--json"])

        // Then
        let running = try #require(try await dir.state().intentions.running)
        #expect(running.text == "Write the report")
        #expect(running.plannedMinutes == 90)
    }

    @Test func intendDefaultsTo25Minutes() async throws {
        let dir = DataDir()
        defer { dir.remove() }

        try await dir.run(["intend", "Read", "--json"])

        #expect(try await dir.state().intentions.running?.plannedMinutes == 25)
    }

    @Test func intendWhileOneRunsIsRefused() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        try await dir.run(["intend", "First"])

        let error = await #expect(throws: DomainError.self) { try await dir.run(["intend", "Second"]) }

        #expect(error?.code == "intention_running")
        let state = try await dir.state()
        #expect(state.intentions.count == 1)
        #expect(state.intentions.running?.text == "First")
    }

    @Test(arguments: [
        (["intend", ""], "text"), (["intend", "   "], "text"), (["intend", "Read", "--for", "2m"], "minutes"),
        (["intend", "Read", "--for", "5h"], "minutes"),
    ])
    func intendRefusesBadInput(arguments: [String], field: String) async throws {
        let dir = DataDir()
        defer { dir.remove() }

        let error = await #expect(throws: DomainError.self) { try await dir.run(arguments) }

        #expect(error?.field == field)
        #expect(try await dir.state().intentions.count == 0)
    }

    @Test(arguments: [
        ["intend", "Read", "--for", "abc"], ["intend", "Read", "--for", ""], ["intend"],
        ["done", "--feeling", "elated"], ["settings", "--waking", "7-23"], ["settings", "--week-start", "someday"],
        ["settings", "--standup-by", "10"], ["settings", "--sizes", "2h,4h"], ["settings", "--hide-module", "mood"],
        ["nonsense"],
    ])
    func badArgumentsFailToParse(arguments: [String]) {
        let dir = DataDir()
        #expect(!dir.parses(arguments))
        #expect(throws: (any Error).self) { _ = try SystemCommand.parseAsRoot(arguments + ["--data-dir", dir.path]) }
    }

    @Test func endEndsTheRunningIntention() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        try await dir.run(["intend", "Write"])

        try await dir.run(["end"])

        let state = try await dir.state()
        #expect(state.intentions.running == nil)
        #expect(state.intentions.latest?.status == .ended)
    }

    @Test func endWithNothingRunningFails() async throws {
        let dir = DataDir()
        defer { dir.remove() }

        let error = await #expect(throws: CLIError.self) { try await dir.run(["end"]) }

        #expect(error?.description == "nothing is running")
    }

    // MARK: done

    @Test func doneEndsAndRecordsTheReflection() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        try await dir.run(["intend", "Write the report"])

        // When
        try await dir.run([
            "done", "--feeling", "Happy", "--tags", "writing, deep-work,,New Thing", "--went-well", "Started early",
            "--interesting", "Quiet",
        ])

        // Then
        let state = try await dir.state()
        #expect(state.intentions.running == nil)
        let done = try #require(state.intentions.latest)
        #expect(done.status == .ended)
        #expect(done.feeling == .happy)
        #expect(done.tags.map(\.rawValue) == ["writing", "deep-work", "new-thing"])
        #expect(state.labels[LabelID(name: "New Thing")!]?.kind == .traction)
        #expect(done.review == Review(wentWell: "Started early", interesting: "Quiet"))

        // And a second `done` adds to the review of the same intention without losing answers
        try await dir.run(["done", "--improve", "Fewer tabs"])
        let again = try #require(try await dir.state().intentions.latest)
        #expect(again.id == done.id)
        #expect(again.review == Review(wentWell: "Started early", couldImprove: "Fewer tabs", interesting: "Quiet"))
    }

    @Test func doneWithNoIntentionFails() async throws {
        let dir = DataDir()
        defer { dir.remove() }

        await #expect(throws: CLIError.self) { try await dir.run(["done", "--feeling", "happy"]) }
    }

    // MARK: log, presence, settings, labels

    @Test(arguments: [
        ["log"], ["log", "--json"], ["log", "--date", "yesterday"], ["log", "--date", "2026-11-20", "--json"],
        ["presence"], ["presence", "--json"], ["presence", "--date", "today"], ["labels"], ["labels", "--json"],
        ["settings"], ["settings", "--json"],
    ])
    func readCommandsRun(arguments: [String]) async throws {
        let dir = DataDir()
        defer { dir.remove() }
        try await dir.run(["intend", "Something"])

        try await dir.run(arguments)

        #expect(try await dir.state().intentions.count == 1, "reading writes nothing")
    }

    @Test(arguments: [
        ["log", "--date", "2026-13-01"], ["presence", "--date", "2026-13-01"], ["log", "--date", "someday"],
        ["presence", "--date", "2026-02-30"], ["log", "--date", ""],
    ])
    func aBadDateFailsValidation(arguments: [String]) {
        let dir = DataDir()
        #expect(!dir.parses(arguments))
    }

    /// Every `--date` reads a day the same way: a date or a word, in any case, with spaces around it (as a shell
    /// variable or a copied date brings them).
    @Test(arguments: [
        (" 2026-11-20 ", "2026-11-20"), ("2026-11-20", "2026-11-20"), ("Today", "2026-11-28"), ("  yesterday", "2026-11-27"),
        ("TOMORROW", "2026-11-29"), ("last-week", "2026-11-21"), ("next-week ", "2026-12-05"), ("\t2026-02-28\n", "2026-02-28"),
    ])
    func aTypedDateIsReadTheSameWayEverywhere(typed: String, day: String) {
        let today = CivilDate("2026-11-28")!
        #expect(TypedDate.parse(typed, today: today)?.description == day)
    }

    @Test(arguments: ["2026-13-01", "2026-02-30", "someday", "", "   ", "2026-11-20x", "11/20/2026"])
    func somethingElseIsNotADate(typed: String) {
        #expect(TypedDate.parse(typed, today: CivilDate("2026-11-28")!) == nil)
    }

    @Test func theLogOfAPaddedDateIsTheLogOfThatDay() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        try await dir.run(["intend", "Something"])
        let today = try await dir.output(["log", "--json"])

        #expect(try await dir.output(["log", "--date", " today ", "--json"]) == today)
        #expect(try await dir.output(["log", "--date", "YESTERDAY", "--json"]) != today)
    }

    @Test func settingsChangeAndRefuseAnUnknownTimeZone() async throws {
        let dir = DataDir()
        defer { dir.remove() }

        // When a known zone and window are set
        try await dir.run([
            "settings", "--time-zone", "Asia/Tokyo", "--waking", "06:00-22:30", "--week-start", "sunday", "--day-start", "5",
        ])

        // Then
        var settings = try await dir.state().settings
        #expect(settings.timeZone == "Asia/Tokyo")
        #expect(settings.wakingStart.description == "06:00")
        #expect(settings.wakingEnd.description == "22:30")
        #expect(settings.weekStart == 7)
        #expect(settings.dayStartHour == 5)

        // When an unknown zone is given
        let error = await #expect(throws: DomainError.self) { try await dir.run(["settings", "--time-zone", "Mars/Base"]) }

        // Then it is refused and nothing changes
        #expect(error?.field == "timeZone")
        settings = try await dir.state().settings
        #expect(settings.timeZone == "Asia/Tokyo")
    }

    @Test func settingsSetTheStandupTimeTheSizesAndTodaysModules() async throws {
        let dir = DataDir()
        defer { dir.remove() }

        // When the standup time, the sizes and a hidden module are set
        try await dir.run(["settings", "--standup-by", "09:30", "--sizes", "1h,3h,6h", "--hide-module", "todos"])

        // Then
        var settings = try await dir.state().settings
        #expect(settings.standupBy.description == "09:30")
        #expect(settings.smallMinutes == 60 && settings.mediumMinutes == 180 && settings.largeMinutes == 360)
        #expect(settings.hiddenModules == ["todos"])

        // And the module comes back, the rest unchanged
        try await dir.run(["settings", "--show-module", "todos"])
        settings = try await dir.state().settings
        #expect(settings.hiddenModules.isEmpty)
        #expect(settings.standupBy.description == "09:30")

        // And sizes that do not grow are refused, naming the field
        let error = await #expect(throws: DomainError.self) { try await dir.run(["settings", "--sizes", "4h,2h,8h"]) }
        #expect(error?.field == "mediumMinutes")
    }

    @Test func labelsAddsALabelOnce() async throws {
        let dir = DataDir()
        defer { dir.remove() }

        try await dir.run(["labels", "--add", "Doomscrolling", "--distraction"])
        let error = await #expect(throws: DomainError.self) { try await dir.run(["labels", "--add", "doomscrolling"]) }

        #expect(error?.code == "label_exists")
        #expect(try await dir.state().labels[LabelID(name: "Doomscrolling")!]?.kind == .distraction)
    }

    // MARK: Concurrency

    @Test func twoConcurrentIntendsStartExactlyOne() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        // Given an existing data folder (as after a first use)
        try await SQLiteEventStore.open(path: DataLocation.databasePath(in: dir.path)).close()

        // When two processes' worth of commands race
        let outcomes = await withTaskGroup(of: (any Error)?.self) { group in
            for text in ["Left", "Right"] {
                group.addTask {
                    do {
                        try await dir.run(["intend", text])
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            var outcomes: [(any Error)?] = []
            for await outcome in group { outcomes.append(outcome) }
            return outcomes
        }

        // Then exactly one started and the other was refused because of it
        let failures = outcomes.compactMap { $0 }
        #expect(outcomes.count == 2)
        #expect(failures.count == 1)
        #expect(failures.compactMap(Self.domainError).map(\.code) == ["intention_running"])
        let state = try await dir.state()
        #expect(state.intentions.count == 1)
        #expect(state.intentions.running != nil)
    }
}
