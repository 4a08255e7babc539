import Foundation
import SystemCore
import SystemStore
import SystemTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Several `system serve` processes on one PostgreSQL database, as a host with more than one server runs them.
@Suite(.serialized, .timeLimit(.minutes(15)), .disabled(if: !TestPostgres.isAvailable, Comment(rawValue: TestPostgres.skipMessage)))
struct TwoServerTests {
    /// A running `system serve`, killed when the test ends.
    /// Unchecked: the process is started in init and only read (or stopped) afterwards.
    final class Server: @unchecked Sendable {
        let process: Process
        let base: URL
        let log: String

        init(database: PostgresLocation) throws {
            let port = Int.random(in: 20_000...60_000)
            log = FileManager.default.temporaryDirectory.appendingPathComponent("system-serve-\(UUID()).log").path
            FileManager.default.createFile(atPath: log, contents: nil)
            process = Process()
            process.executableURL = try #require(ProcessTests.binary, "build the `system` product first (swift build)")
            process.arguments = ["serve", "--port", String(port), "--database", database.url]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle(forWritingAtPath: log)
            process.standardError = FileHandle(forWritingAtPath: log)
            try process.run()
            base = URL(string: "http://127.0.0.1:\(port)/api/v1/")!
        }

        /// Waits until the server answers; fails with its log when it does not within 20 s.
        func ready() async throws {
            for _ in 0..<200 {
                if (try? await URLSession.shared.data(from: base.appendingPathComponent("settings"))) != nil { return }
                guard process.isRunning else { break }
                try await Task.sleep(for: .milliseconds(100))
            }
            let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            Issue.record("the server did not start: \(output)")
            throw CancellationError()
        }

        func stop() {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
            try? FileManager.default.removeItem(atPath: log)
        }

        func get(_ path: String) async throws -> (status: Int, body: String) {
            let (data, response) = try await URLSession.shared.data(from: base.appendingPathComponent(path))
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
        }

        func post(_ path: String, _ json: String, key: String) async throws -> (status: Int, body: String) {
            var request = URLRequest(url: base.appendingPathComponent(path))
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.setValue(key, forHTTPHeaderField: "Idempotency-Key")
            request.httpBody = Data(json.utf8)
            let (data, response) = try await URLSession.shared.data(for: request)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
        }
    }

    @Test func twoServersWritingConcurrentlyLoseNothingDuplicateNothingAndReadTheSame() async throws {
        try await TestPostgres.withDatabase { database in
            // Given two servers on one new database
            let first = try Server(database: database)
            defer { first.stop() }
            let second = try Server(database: database)
            defer { second.stop() }
            try await first.ready()
            try await second.ready()
            let servers = [first, second]
            let created = try await first.post("areas", #"{"name": "Work"}"#, key: "area-work")
            try #require(created.status == 201, "\(created.body)")

            // When 45 to-dos are added through both at once, each with its own idempotency key
            let day = "days/2026-11-20/todos"
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for number in 0..<45 {
                    let server = servers[number % 2]
                    group.addTask {
                        try await server.post(day, #"{"text": "To-do \#(number)", "area": "Work"}"#, key: "todo-\(number)").status
                    }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(statuses == Array(repeating: 201, count: 45))

            // And some requests are retried through the other server (a client that switched servers)
            for number in [0, 1, 44] {
                let retry = try await servers[(number + 1) % 2].post(
                    day, #"{"text": "To-do \#(number)", "area": "Work"}"#, key: "todo-\(number)")
                #expect(retry.status == 201, "\(retry.body)")
            }

            // Then both servers list the same 45 to-dos, each once
            let lists = try await [first.get(day), second.get(day)]
            #expect(lists.map(\.status) == [200, 200])
            #expect(lists[0].body == lists[1].body)
            let object = try JSONSerialization.jsonObject(with: Data(lists[0].body.utf8)) as? [String: Any]
            let texts = ((object?["todos"] as? [[String: Any]]) ?? []).compactMap { $0["text"] as? String }
            #expect(texts.count == 45)
            #expect(Set(texts) == Set((0..<45).map { "To-do \($0)" }))
            #expect(try await first.get("areas").body == second.get("areas").body)

            // And the log holds the area and the 45 to-dos, numbered without gaps
            let events = try await DatabaseURL.postgres(database).withDatabase { try await $0.readAll(.local) }
            #expect(events.map(\.seq) == Array(1...46))
            #expect(events.filter { $0.type == "todo.added" }.count == 45)
        }
    }
}
