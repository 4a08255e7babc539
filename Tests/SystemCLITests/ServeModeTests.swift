import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// `system serve` chooses its mode from the database: local (no sign-in) only on a loopback address, hosted as soon
/// as there is an account.
@Suite(.serialized, .timeLimit(.minutes(15)))
struct ServeModeTests {
    let directory = ProcessTests.temporaryDirectory()

    /// Runs the binary on the test's data folder, `input` as standard input, and waits for it to exit.
    func run(_ arguments: [String], input: String? = nil) throws -> ProcessTests.Result {
        let process = Process()
        process.executableURL = try #require(ProcessTests.binary, "build the `system` product first (swift build)")
        process.arguments = arguments + ["--data-dir", directory]
        process.environment = ProcessInfo.processInfo.environment.filter { !["SYSTEM_USER", "SYSTEM_DATABASE"].contains($0.key) }
        let stdin = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        process.standardOutput = out
        process.standardError = err
        try process.run()
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessTests.Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test(arguments: ["0.0.0.0", "::", "192.0.2.1"])
    func withoutAccountsItRefusesToListenBeyondThisMachine(host: String) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Given a database without accounts, when the server is asked to listen on every interface
        let result = try run(["serve", "--host", host, "--port", String(Int.random(in: 20_000...60_000))])

        // Then it does not start, and says in one line how to create an account
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("system: "), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("system user add NAME"), "\(result.stderr)")
        #expect(result.stderr.contains("local mode"), "\(result.stderr)")
    }

    @Test(arguments: ["ftp://system.example.org", "system.example.org", "https://system.example.org/app"])
    func aPublicURLIsAnHTTPAddressOfAHost(url: String) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try run(["serve", "--public-url", url])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--public-url"), "\(result.stderr)")
    }

    @Test func withAnAccountItServesEveryInterfaceAndAsksEveryoneToSignIn() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Given a database with an account
        let added = try run(["user", "add", "ana"], input: "a long enough passphrase\n")
        try #require(added.status == 0, "\(added.stderr)")

        // When the server starts on every interface
        let port = Int.random(in: 20_000...60_000)
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("system-serve-\(UUID()).log").path
        FileManager.default.createFile(atPath: log, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: log) }
        let server = Process()
        server.executableURL = try #require(ProcessTests.binary)
        server.arguments = [
            "serve", "--host", "0.0.0.0", "--port", String(port), "--data-dir", directory,
            "--public-url", "https://system.example.org", "--trust-proxy",
        ]
        server.environment = ProcessInfo.processInfo.environment.filter { !["SYSTEM_USER", "SYSTEM_DATABASE"].contains($0.key) }
        server.standardInput = FileHandle.nullDevice
        server.standardOutput = FileHandle(forWritingAtPath: log)
        server.standardError = FileHandle(forWritingAtPath: log)
        try server.run()
        defer { if server.isRunning { kill(server.processIdentifier, SIGKILL) } }
        let base = URL(string: "http://127.0.0.1:\(port)")!
        var me: (Data, URLResponse)?
        for _ in 0..<200 where me == nil {
            me = try? await URLSession.shared.data(from: base.appendingPathComponent("api/v1/me"))
            if me == nil {
                guard server.isRunning else { break }
                try await Task.sleep(for: .milliseconds(100))
            }
        }
        let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        let answer = try #require(me, "the server did not start: \(output)")

        // Then it runs hosted: the API wants credentials, and the sign-in page is there
        #expect((answer.1 as? HTTPURLResponse)?.statusCode == 401)
        #expect(String(decoding: answer.0, as: UTF8.self).contains("not_signed_in"))
        let (page, response) = try await URLSession.shared.data(from: base.appendingPathComponent("sign-in"))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: page, as: UTF8.self).contains(#"type="password""#))
        #expect(output.contains("for its accounts"), "\(output)")
    }
}
