import Foundation
import SystemCore
import SystemStore
import SystemTestSupport
import Testing

/// `system export`, `import` and `migrate`, run as the real binary on real data folders.
@Suite(.serialized)
struct TransferProcessTests {
    typealias Result = ProcessTests.Result

    /// Runs the binary with the file `stdin` as its standard input (nothing by default), in this process's
    /// environment without SYSTEM_USER and SYSTEM_DATABASE, plus `environment`.
    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = try #require(ProcessTests.binary, "build the `system` product first (swift build)")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "SYSTEM_USER" && $0.key != "SYSTEM_DATABASE" }
            .merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardInput = try stdin.map { try FileHandle(forReadingFrom: URL(fileURLWithPath: $0)) } ?? FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs and requires success.
    @discardableResult
    static func succeed(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> Result {
        let result = try run(arguments, stdin: stdin, environment: environment)
        try #require(result.status == 0, "\(arguments): \(result.stderr)")
        return result
    }

    /// Runs and requires a refusal in one line on stderr.
    static func refuse(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> String {
        let result = try run(arguments, stdin: stdin, environment: environment)
        #expect(result.status != 0, "\(arguments)")
        #expect(result.stderr.hasPrefix("system: "), "\(arguments): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        return result.stderr
    }

    /// A data folder holding years of history: a generated decade of intentions (written straight into the
    /// store, as a long-time user's file would hold them) and then a week planned and worked through the commands.
    static func folderWithHistory(days: Int = 400) async throws -> String {
        let directory = ProcessTests.temporaryDirectory()
        let store = try await SQLiteEventStore.open(path: DataLocation.databasePath(in: directory))
        do {
            let events = try generatedHistory(days: days)
            var version: Int64 = 0
            for start in stride(from: 0, to: events.count, by: 2_000) {
                let batch = Array(events[start..<min(events.count, start + 2_000)])
                _ = try await store.append(batch, to: .local, expecting: .exact(version))
                version += Int64(batch.count)
            }
            try await store.close()
        } catch {
            try? await store.close()
            throw error
        }
        for arguments in [
            ["settings", "--time-zone", "Europe/Berlin"], ["labels", "--add", "Reading"],
            ["area", "add", "Career"], ["area", "add", "Health & \"fitness\""],
            ["week", "plan", "--per-day", "6h", "--goal", "career: Ship the importer: 6h"],
            ["todo", "add", "Write tests for the importer ✅", "--goal", "Ship the importer"],
            ["intend", "Write the report — draft 2", "--for", "25m"],
            ["done", "--feeling", "happy", "--tags", "Reading", "--went-well", "Stayed on it\nall the way"],
            ["intend", "Read a chapter", "--for", "1h"], ["end"],
        ] {
            try succeed(arguments + ["--data-dir", directory])
        }
        return directory
    }

    /// About `days` × 5 intentions, each started, ended, tagged, rated and reviewed: deterministic.
    static func generatedHistory(days: Int) throws -> [PendingEvent] {
        var counter: UInt64 = 0
        func uuid() -> UUID {
            counter += 1
            let hex = String(counter, radix: 16)
            return UUID(uuidString: "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - hex.count) + hex)!
        }
        let first = Readable.parseInstant("2019-03-04T06:00:00Z")!
        let texts = ["Write the quarterly report", "Review pull requests", "Plan the week", "Lire un chapitre 📖", "Run 5 km"]
        let feelings = Feeling.allCases
        var events = [
            try PendingEvent(
                id: EventID(uuid()), recordedAt: first, event: .settingsChanged(.init(settings: Settings(timeZone: "Europe/Berlin"))))
        ]
        for day in 0..<days {
            for slot in 0..<5 {
                let id = IntentionID(uuid())
                let start = first.addingTimeInterval(Double(day) * 86_400 + Double(slot) * 7_200)
                let end = start.addingTimeInterval(Double(25 + (day + slot) % 40) * 60)
                let texts = texts[(day + slot) % texts.count]
                for (at, event) in [
                    (start, DomainEvent.intentionStarted(.init(intentionId: id, text: texts, plannedMinutes: 25, startedAt: start))),
                    (end, .intentionEnded(.init(intentionId: id, endedAt: end))),
                    (end, .intentionTagged(.init(intentionId: id, labels: [Label.starterSet[slot % Label.starterSet.count].id]))),
                    (end, .intentionRated(.init(intentionId: id, feeling: feelings[(day * 7 + slot) % feelings.count]))),
                    (end, .intentionReviewed(.init(intentionId: id, review: Review(wentWell: "Day \(day): \"quiet\" morning")))),
                ] {
                    events.append(try PendingEvent(id: EventID(uuid()), recordedAt: at, event: event))
                }
            }
        }
        return events
    }

    static func read(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test func exportThenImportThenExportIsByteIdentical() async throws {
        // Given a data folder with a long history
        let source = try await Self.folderWithHistory()
        let target = ProcessTests.temporaryDirectory()
        defer { for path in [source, target] { try? FileManager.default.removeItem(atPath: path) } }
        let file = source + "/history.jsonl"

        // When it is exported to a file, imported into an empty folder, and that folder exported to stdout
        let exported = try Self.succeed(["export", "--output", file, "--data-dir", source])
        let lines = try Self.read(file).split(separator: UInt8(ascii: "\n")).count
        #expect(lines > 10_000)
        #expect(exported.stdout == "Exported \(lines) events to \(file).\n")
        let imported = try Self.succeed(["import", file, "--data-dir", target])
        #expect(imported.stdout == "Imported \(lines) events from \(file).\n")

        // The import left a snapshot of the whole history, so the next command does not fold it all again
        let database = try await SQLiteEventStore.open(path: DataLocation.databasePath(in: target))
        let head = try await database.snapshotStore().head(of: .local)
        try await database.close()
        #expect(head?.version == Int64(lines))

        let again = try Self.succeed(["export", "--data-dir", target])

        // Then the two exports are the same bytes, and the imported folder reads the same
        #expect(Data(again.stdout.utf8) == (try Self.read(file)))
        #expect(
            try Self.succeed(["log", "--json", "--data-dir", target]).stdout
                == (try Self.succeed(["log", "--json", "--data-dir", source]).stdout))
        #expect(!FileManager.default.fileExists(atPath: file + ".partial"))
    }

    @Test func importReadsStandardInput() async throws {
        let source = try await Self.folderWithHistory(days: 3)
        let target = ProcessTests.temporaryDirectory()
        defer { for path in [source, target] { try? FileManager.default.removeItem(atPath: path) } }
        let file = source + "/history.jsonl"
        try Self.succeed(["export", "-o", file, "--data-dir", source])

        let imported = try Self.succeed(["import", "-", "--data-dir", target], stdin: file)

        #expect(imported.stdout.hasSuffix("events from standard input.\n"))
        #expect(Data(try Self.succeed(["export", "--data-dir", target]).stdout.utf8) == (try Self.read(file)))
    }

    @Test func aMalformedLineIsNamedAndNothingIsImported() async throws {
        // Given an export whose third line lost its closing brace
        let source = try await Self.folderWithHistory(days: 3)
        let target = ProcessTests.temporaryDirectory()
        defer { for path in [source, target] { try? FileManager.default.removeItem(atPath: path) } }
        let file = source + "/history.jsonl"
        try Self.succeed(["export", "-o", file, "--data-dir", source])
        var lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        lines[2] = lines[2].dropLast()
        try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)

        // When it is imported
        let message = try Self.refuse(["import", file, "--data-dir", target])

        // Then the message names the file and the line, and nothing was written
        #expect(message.hasPrefix("system: \(file), line 3: it is not a JSON object"))
        #expect(message.contains("nothing was imported"))
        #expect(try Self.succeed(["export", "--data-dir", target]).stdout.isEmpty)
    }

    @Test(
        arguments: [
            ("{}", "line 1: “id” is missing"),
            ("not json", "line 1: it is not a JSON object"),
            ("", nil),
        ] as [(String, String?)])
    func smallFilesAreCheckedLineByLine(_ content: String, _ expected: String?) throws {
        let target = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: target) }
        let file = target + "/small.jsonl"
        try content.write(toFile: file, atomically: true, encoding: .utf8)
        if let expected {
            #expect(try Self.refuse(["import", file, "--data-dir", target]).contains(expected))
        } else {
            #expect(try Self.succeed(["import", file, "--data-dir", target]).stdout == "Imported 0 events from \(file).\n")
        }
    }

    @Test func aHistoryWithEventsIsRefusedAndKeepsItsEvents() async throws {
        // Given a target folder where one intention was started
        let source = try await Self.folderWithHistory(days: 3)
        let target = ProcessTests.temporaryDirectory()
        defer { for path in [source, target] { try? FileManager.default.removeItem(atPath: path) } }
        let file = source + "/history.jsonl"
        try Self.succeed(["export", "-o", file, "--data-dir", source])
        try Self.succeed(["intend", "Already here", "--data-dir", target])
        let before = try Self.succeed(["export", "--data-dir", target]).stdout

        // When a history is imported into it
        let message = try Self.refuse(["import", file, "--data-dir", target])

        // Then it is refused and the folder holds what it held
        #expect(
            message
                == "system: this history already has 1 event: import only into an empty one (a new data folder or a new account); nothing was imported.\n"
        )
        #expect(try Self.succeed(["export", "--data-dir", target]).stdout == before)
    }

    @Test func missingFilesAndFoldersAreOneLine() throws {
        let target = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: target) }
        #expect(try Self.refuse(["import", target + "/nothing.jsonl", "--data-dir", target]).contains("does not exist"))
        #expect(try Self.refuse(["import", target, "--data-dir", target]).contains("is a folder"))
        #expect(try Self.refuse(["export", "-o", target + "/no/such/folder/x.jsonl", "--data-dir", target]).contains("cannot write"))
    }

    @Test func migrateCopiesAHistoryBetweenSQLiteFilesAndVerifiesIt() async throws {
        // Given a folder with a long history and an empty one
        let source = try await Self.folderWithHistory()
        let target = ProcessTests.temporaryDirectory()
        defer { for path in [source, target] { try? FileManager.default.removeItem(atPath: path) } }
        let from = "sqlite:" + DataLocation.databasePath(in: source)
        let to = "sqlite:" + DataLocation.databasePath(in: target)

        // When it is migrated
        let moved = try Self.succeed(["migrate", "--from", from, "--to", to])

        // Then the exports of both are identical, and the message says so
        let original = try Self.succeed(["export", "--data-dir", source]).stdout
        #expect(moved.stdout.hasPrefix("Moved \(original.split(separator: "\n").count) events; both exports are identical"))
        #expect(try Self.succeed(["export", "--data-dir", target]).stdout == original)

        // And migrating again is refused, leaving the target as it was
        let again = try Self.refuse(["migrate", "--from", from, "--to", to])
        #expect(again.contains("--to: the target already has"))
        #expect(try Self.succeed(["export", "--data-dir", target]).stdout == original)
    }

    @Test(arguments: [
        (["migrate", "--from", "mysql://x", "--to", "sqlite:/tmp/x.sqlite"], "--from: “mysql://x” is not a database URL"),
        (
            ["migrate", "--from", "sqlite:/nonexistent/system.sqlite", "--to", "sqlite:/tmp/y.sqlite"],
            "--from: “/nonexistent/system.sqlite” does not exist"
        ),
    ])
    func migrateRefusesBadURLs(_ arguments: [String], _ expected: String) throws {
        #expect(try Self.refuse(arguments).contains(expected))
    }

    // MARK: accounts

    /// Adds accounts to a database as `system user add` would (with a cheap bcrypt cost), disabling some.
    static func addAccounts(_ names: [String], disabled: [String] = [], to url: DatabaseURL) async throws {
        try await url.withDatabase { database in
            let service = AccountService(store: database, clock: SystemClock(), policy: AccountPolicy(bcryptCost: 4))
            for name in names { _ = try await service.createAccount(name: name, password: "a long enough password") }
            for name in disabled { _ = try await service.setDisabled(name: name, true) }
        }
    }

    @Test func aHostedDatabaseNeedsAnEnabledAccountNamedAndEachSeesOnlyItsOwn() async throws {
        // Given a database with the accounts ada, bob and a disabled carl
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try await Self.addAccounts(["ada", "bob", "carl"], disabled: ["carl"], to: .sqlite(path: DataLocation.databasePath(in: directory)))
        let data = ["--data-dir", directory]

        // When ada starts an intention
        try Self.succeed(["intend", "Ada's report", "--user", "ada"] + data)

        // Then ada sees it (under any spelling of her name, or through SYSTEM_USER), and bob does not
        #expect(try Self.succeed(["now", "--user", "Ada"] + data).stdout.contains("Ada's report"))
        #expect(try Self.succeed(["now"] + data, environment: ["SYSTEM_USER": "ada"]).stdout.contains("Ada's report"))
        #expect(!(try Self.succeed(["now", "--user", "bob"] + data).stdout.contains("Ada's report")))

        // And no user, an unknown one or a disabled one is refused in one line
        #expect(try Self.refuse(["now"] + data) == "system: this database has accounts: say which with --user NAME (or SYSTEM_USER)\n")
        #expect(try Self.refuse(["intend", "x", "--user", "nobody"] + data).contains("there is no account named “nobody”"))
        #expect(try Self.refuse(["export", "--user", "carl"] + data).contains("the account “carl” is disabled"))
        #expect(
            try Self.refuse(["now"] + data, environment: ["SYSTEM_USER": "nobody"]).contains(
                "SYSTEM_USER: there is no account named “nobody”"))
    }

    @Test func aLocalDatabaseRefusesAUser() throws {
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let expected = "no accounts here: this is a local database; create one with `system user add NAME`\n"
        #expect(try Self.refuse(["now", "--user", "ada", "--data-dir", directory]) == "system: " + expected)
        #expect(
            try Self.refuse(["export", "--data-dir", directory], environment: ["SYSTEM_USER": "ada"]) == "system: SYSTEM_USER: " + expected)
        #expect(try Self.succeed(["now", "--data-dir", directory]).status == 0)
    }

    @Test func serveRefusesUser() throws {
        let result = try Self.run(["serve", "--user", "ada", "--port", "0"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--user"))
    }

    @Test func oneAccountsHistoryIsImportedIntoAnotherInTheSameDatabase() async throws {
        // Given ada's history in a hosted database
        let source = try await Self.folderWithHistory(days: 30)
        let hosted = ProcessTests.temporaryDirectory()
        defer { for path in [source, hosted] { try? FileManager.default.removeItem(atPath: path) } }
        try await Self.addAccounts(["ada", "bob"], to: .sqlite(path: DataLocation.databasePath(in: hosted)))
        let file = source + "/history.jsonl"
        try Self.succeed(["export", "-o", file, "--data-dir", source])
        try Self.succeed(["import", file, "--user", "ada", "--data-dir", hosted])

        // When ada's export is imported into bob's account in the same database
        let adas = hosted + "/ada.jsonl"
        try Self.succeed(["export", "--user", "ada", "-o", adas, "--data-dir", hosted])
        try Self.succeed(["import", adas, "--user", "bob", "--data-dir", hosted])

        // Then all three exports are the same bytes, and importing again is refused
        let bobs = try Self.succeed(["export", "--user", "bob", "--data-dir", hosted]).stdout
        #expect(Data(bobs.utf8) == (try Self.read(file)))
        #expect(try Self.read(adas) == (try Self.read(file)))
        #expect(try Self.refuse(["import", adas, "--user", "bob", "--data-dir", hosted]).contains("already has"))
    }

    @Test func migrateMovesALocalHistoryIntoAnAccountAndBack() async throws {
        // Given a local history, a hosted database with ada, and an empty local file
        let local = try await Self.folderWithHistory(days: 60)
        let hosted = ProcessTests.temporaryDirectory()
        let back = ProcessTests.temporaryDirectory()
        defer { for path in [local, hosted, back] { try? FileManager.default.removeItem(atPath: path) } }
        try await Self.addAccounts(["ada"], to: .sqlite(path: DataLocation.databasePath(in: hosted)))
        let localURL = "sqlite:" + DataLocation.databasePath(in: local)
        let hostedURL = "sqlite:" + DataLocation.databasePath(in: hosted)
        let backURL = "sqlite:" + DataLocation.databasePath(in: back)

        // When the target's account is not named, or a user is named for the local source, it is refused
        #expect(try Self.refuse(["migrate", "--from", localURL, "--to", hostedURL]).contains("say which with --to-user NAME"))
        #expect(
            try Self.refuse(["migrate", "--from", localURL, "--from-user", "ada", "--to", hostedURL, "--to-user", "ada"])
                .contains("--from-user: no accounts here"))

        // When the history moves into ada's account and back into a new local file
        try Self.succeed(["migrate", "--from", localURL, "--to", hostedURL, "--to-user", "ada"])
        try Self.succeed(["migrate", "--from", hostedURL, "--from-user", "ada", "--to", backURL])

        // Then all three export the same bytes
        let original = try Self.succeed(["export", "--data-dir", local]).stdout
        #expect(try Self.succeed(["export", "--user", "ada", "--data-dir", hosted]).stdout == original)
        #expect(try Self.succeed(["export", "--data-dir", back]).stdout == original)
    }

    @Test(.timeLimit(.minutes(15)), .disabled(if: !TestPostgres.isAvailable, Comment(rawValue: TestPostgres.skipMessage)))
    func migrateMovesALocalHistoryToPostgreSQLAndBack() async throws {
        let local = try await Self.folderWithHistory(days: 100)
        let back = ProcessTests.temporaryDirectory()
        defer { for path in [local, back] { try? FileManager.default.removeItem(atPath: path) } }
        try await TestPostgres.withDatabase { location in
            // Given a PostgreSQL database with the account ada
            try await Self.addAccounts(["ada"], to: .postgres(location))
            let localURL = "sqlite:" + DataLocation.databasePath(in: local)

            // When the local history moves into ada's account there, and back into a new local file
            let moved = try Self.succeed(["migrate", "--from", localURL, "--to", location.url, "--to-user", "ada"])
            try Self.succeed([
                "migrate", "--from", location.url, "--from-user", "ada", "--to", "sqlite:" + DataLocation.databasePath(in: back),
            ])

            // Then the three exports are the same bytes
            let original = try Self.succeed(["export", "--data-dir", local]).stdout
            #expect(moved.stdout.hasPrefix("Moved \(original.split(separator: "\n").count) events; both exports are identical"))
            #expect(try Self.succeed(["export", "--user", "ada", "--database", location.url]).stdout == original)
            #expect(try Self.succeed(["export", "--data-dir", back]).stdout == original)
        }
    }
}
