import ArgumentParser
import Foundation
import SystemCore
import SystemStore

/// `system export`: the whole history as JSON lines, for backups and for moving to another server.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write your whole history as JSON lines: one event per line, in order.",
        discussion: """
            The same history always gives the same bytes, so `system import` of the file followed by another export \
            gives an identical file. Writes to standard output unless --output names a file.
            """)

    @Option(
        name: [.short, .long],
        help: ArgumentHelp("Write to this file instead of standard output (replaced only once the export is complete).", valueName: "FILE"))
    var output: String?

    @OptionGroup var store: DataOptions

    func run() async throws {
        try await store.withDatabase { database, user in
            guard let output else {
                let stdout = FileHandle.standardOutput
                try await HistoryExport.export(user, from: database, modules: .standard) { try stdout.write(contentsOf: $0) }
                return
            }
            let path = (output as NSString).expandingTildeInPath
            let count = try await Self.write(to: path) { write in
                try await HistoryExport.export(user, from: database, modules: .standard, to: write)
            }
            say("Exported \(count) event\(count == 1 ? "" : "s") to \(output).")
        }
    }

    /// Writes through a temporary file beside `path`, renamed over it at the end: a failed export never leaves
    /// a file that looks complete.
    static func write(to path: String, _ body: (_ write: (Data) async throws -> Void) async throws -> Int) async throws -> Int {
        let temporary = path + ".partial"
        guard FileManager.default.createFile(atPath: temporary, contents: nil) else {
            throw CLIError("cannot write “\(path)”: the folder does not exist or is not writable.")
        }
        do {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: temporary))
            let count: Int
            do {
                count = try await body { try handle.write(contentsOf: $0) }
                try handle.synchronize()
                try handle.close()
            } catch {
                try? handle.close()
                throw error
            }
            guard rename(temporary, path) == 0 else { throw CLIError("cannot write “\(path)”: \(String(cString: strerror(errno))).") }
            return count
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }
}

/// `system import`: loads an exported history into an empty history.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Load a history written by `system export` into an empty history.",
        discussion: """
            Every line is checked as it is read; a malformed line is named by its number and nothing is imported. A \
            history that already has events is refused. The whole file is written in one transaction: if the store \
            fails (a full disk, a lost connection), nothing is imported and the same import can run again.
            """)

    @Argument(help: ArgumentHelp("The exported file, or - for standard input.", valueName: "FILE"))
    var file: String

    @OptionGroup var store: DataOptions

    func run() async throws {
        let (input, name) = try open()
        defer { if file != "-" { try? input.close() } }
        try await store.withDatabase { database, user in
            let outcome: HistoryImport.Outcome
            do {
                outcome = try await HistoryImport.load(
                    from: { try input.read(upToCount: HistoryImport.chunkSize) }, into: user, in: database, modules: .standard,
                    snapshotting: .init(to: try await database.snapshotStore(), defaultTimeZone: DataLocation.machineTimeZone))
            } catch let error as HistoryTransferError where error.isTargetNotEmpty {
                let events = try await database.version(of: user)
                throw CLIError(
                    "this history already has \(events) event\(events == 1 ? "" : "s"): import only into an empty one (a new data folder or a new account); nothing was imported."
                )
            } catch let error as HistoryTransferError where error.line != nil {
                throw CLIError("\(name), \(error.description)")
            }
            say("Imported \(outcome.events) event\(outcome.events == 1 ? "" : "s") from \(name).")
        }
    }

    /// The file to read, piece by piece (or standard input), and how to name it in messages.
    private func open() throws -> (FileHandle, String) {
        if file == "-" { return (FileHandle.standardInput, "standard input") }
        let path = (file as NSString).expandingTildeInPath
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw CLIError("“\(file)” does not exist.") }
        guard !isDirectory.boolValue, let handle = FileHandle(forReadingAtPath: path) else {
            throw CLIError("cannot read “\(file)”: it is a folder or not readable.")
        }
        return (handle, file)
    }
}

/// `system migrate`: moves a history from one database to another and checks the copy.
struct MigrateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Move a whole history from one database to another, checked by comparing their exports.",
        discussion: """
            Databases are named as sqlite:PATH or postgres://USER:PASSWORD@HOST:PORT/DATABASE. The source is only read; the target history must be empty. \
            In a database with accounts, --from-user and --to-user say whose history; SYSTEM_USER is not read here. \
            The copy is exported again and compared byte for byte with the original.
            """)

    @Option(help: ArgumentHelp("The database to copy from.", valueName: "URL"))
    var from: String

    @Option(help: ArgumentHelp("The database to copy to.", valueName: "URL"))
    var to: String

    @Option(name: .customLong("from-user"), help: ArgumentHelp("The account to copy from, when --from has accounts.", valueName: "NAME"))
    var fromUser: String?

    @Option(name: .customLong("to-user"), help: ArgumentHelp("The account to copy into, when --to has accounts.", valueName: "NAME"))
    var toUser: String?

    func validate() throws {
        for (url, option) in [(from, "--from"), (to, "--to")] {
            do { _ = try DatabaseURL(parsing: url, source: option) } catch { throw ValidationError(error.description) }
        }
    }

    func run() async throws {
        try await Self.open(from, option: "--from").use { source in
            try await Self.open(to, option: "--to").use { target in
                let sourceStream = try await AccountChoice(name: fromUser, source: "--from-user").stream(in: source)
                let targetStream = try await AccountChoice(name: toUser, source: "--to-user").stream(in: target)
                let outcome: HistoryMigration.Outcome
                do {
                    outcome = try await HistoryMigration.migrate(
                        sourceStream, from: source, to: targetStream, in: target,
                        snapshotting: .init(to: try await target.snapshotStore(), defaultTimeZone: DataLocation.machineTimeZone))
                } catch let error as HistoryTransferError where error.isTargetNotEmpty {
                    let events = try await target.version(of: targetStream)
                    throw CLIError(
                        "--to: the target already has \(events) event\(events == 1 ? "" : "s"): migrate only into an empty history; nothing was copied."
                    )
                }
                let records = outcome.records == 0 ? "" : " and \(outcome.records) record\(outcome.records == 1 ? "" : "s")"
                say(
                    "Moved \(outcome.events) event\(outcome.events == 1 ? "" : "s")\(records); both exports are identical (\(outcome.bytes) bytes, sha256 \(outcome.sha256))."
                )
            }
        }
    }

    /// Opens a database named by URL; the source must exist already (an empty new file would be a typo).
    static func open(_ text: String, option: String) async throws -> any Database {
        let url: DatabaseURL
        do { url = try DatabaseURL(parsing: text, source: option) } catch { throw CLIError(error.description) }
        if option == "--from", case .sqlite(let path) = url, !FileManager.default.fileExists(atPath: path) {
            throw CLIError("--from: “\(path)” does not exist.")
        }
        do {
            return try await url.open()
        } catch {
            throw CLIError("\(option): \(error)")
        }
    }
}
