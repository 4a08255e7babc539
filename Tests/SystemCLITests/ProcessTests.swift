import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs the real `system` binary as a user would: separate processes sharing one data folder.
@Suite(.serialized)
struct ProcessTests {
    /// The `system` executable built next to the test bundle.
    static let binary: URL? = {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("system")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs the binary; `input` is its standard input (none by default: no terminal, so commands never ask).
    static func run(_ arguments: [String], input: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = try #require(binary, "build the `system` product first (swift build)")
        process.arguments = arguments
        // The data is where the arguments say, a local database: not where the developer's shell points.
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "SYSTEM_USER" && $0.key != "SYSTEM_DATABASE" }
        let out = Pipe(), err = Pipe()
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        process.standardOutput = out
        process.standardError = err
        try process.run()
        if let input {
            // Written from another thread: a large input fills the pipe while the command has not read it yet.
            let handle = stdin.fileHandleForWriting
            Thread.detachNewThread {
                handle.write(input)
                try? handle.close()
            }
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func temporaryDirectory() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("system-process-\(UUID())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func twoConcurrentIntendsLeaveOneRunningAndOneClearRefusal() async throws {
        // Given an empty data folder
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // When two processes start an intention at the same moment
        async let first = Task.detached { try Self.run(["intend", "First", "--for", "25m", "--data-dir", directory]) }.value
        async let second = Task.detached { try Self.run(["intend", "Second", "--for", "25m", "--data-dir", directory]) }.value
        let results = try await [first, second]
        // Then exactly one succeeded and the other was refused in one readable line
        #expect(results.filter { $0.status == 0 }.count == 1)
        let refused = try #require(results.first { $0.status != 0 })
        #expect(refused.stderr.contains("is still running"))
        #expect(refused.stderr.split(separator: "\n").count == 1)
        let now = try Self.run(["now", "--json", "--data-dir", directory])
        #expect(now.status == 0)
        #expect(now.stdout.contains("\"status\":\"running\""))
    }

    @Test func badInputIsOneLineOnStderrWithNonZeroExit() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for arguments in [
            ["intend", "  ", "--data-dir", directory], ["intend", "x", "--for", "soon", "--data-dir", directory],
            ["log", "--date", "2026-02-30", "--data-dir", directory], ["end", "--data-dir", directory],
        ] {
            let result = try Self.run(arguments)
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stderr.hasPrefix("system: "), "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
    }

    @Test func aPlannedWeekPrintsItsJSONAndRefusalsAreOneLine() throws {
        // Given a week planned through the binary
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for arguments in [["area", "add", "Career"], ["week", "plan", "--per-day", "6h", "--goal", "career: Ship the importer: 6h"]] {
            let result = try Self.run(arguments + ["--data-dir", directory])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }

        // When the week is read as JSON
        let week = try Self.run(["week", "--json", "--data-dir", directory])

        // Then it is the API's week object
        #expect(week.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(week.stdout.utf8)) as? [String: Any]
        #expect(object?["estimateMinutes"] as? Int == 360)
        #expect((object?["capacity"] as? [String: Any])?["perDayMinutes"] as? Int == 360)

        // And wrong input is refused in one line with a non-zero exit
        for arguments in [
            ["goal", "add", "Ship it", "--area", "career", "--estimate", "-2h"], ["todo", "add", "Write tests"],
            ["goal", "done", "Nothing like it"],
        ] {
            let result = try Self.run(arguments + ["--data-dir", directory])
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stderr.hasPrefix("system: "), "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
        let unlinked = try Self.run(["todo", "add", "Write tests", "--data-dir", directory])
        #expect(unlinked.stderr.contains("“Ship the importer”"))
    }

    @Test func anAcknowledgedWriteSurvivesKillMinus9() async throws {
        // Given a running server on a free loopback port
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let port = Int.random(in: 20_000...60_000)
        let server = Process()
        server.executableURL = try #require(Self.binary)
        server.arguments = ["serve", "--port", String(port), "--data-dir", directory]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer { if server.isRunning { kill(server.processIdentifier, SIGKILL) } }
        let base = URL(string: "http://127.0.0.1:\(port)")!
        var ready = false
        for _ in 0..<100 where !ready {
            ready = (try? await URLSession.shared.data(from: base.appendingPathComponent("api/v1/settings"))) != nil
            if !ready { try await Task.sleep(for: .milliseconds(100)) }
        }
        try #require(ready, "the server did not start")

        // When a write is acknowledged and the server is killed the next instant
        var request = URLRequest(url: base.appendingPathComponent("api/v1/intentions"))
        request.httpMethod = "POST"
        request.httpBody = Data(#"{"text": "Survive kill -9", "minutes": 25}"#.utf8)
        let (_, response) = try await URLSession.shared.data(for: request)
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        #expect((response as? HTTPURLResponse)?.statusCode == 201)

        // Then the intention is there when the data is opened again
        let now = try Self.run(["now", "--json", "--data-dir", directory])
        #expect(now.stdout.contains("Survive kill -9"))
    }
}
