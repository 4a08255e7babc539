import Foundation
import SystemCore
import SystemStore
import Testing

/// `--database` and `SYSTEM_DATABASE`: which URLs name which database, and which are refused with a message.
@Suite struct DatabaseURLTests {
    @Test(arguments: [
        ("sqlite:/var/lib/system/data.sqlite", DatabaseURL.sqlite(path: "/var/lib/system/data.sqlite")),
        ("sqlite:///var/lib/system/data.sqlite", .sqlite(path: "/var/lib/system/data.sqlite")),
        ("SQLite:relative/data.sqlite", .sqlite(path: "relative/data.sqlite")),
        // White space around it, as a variable set from a file may carry
        (" sqlite:/padded.sqlite\n", .sqlite(path: "/padded.sqlite")),
        (
            "postgres://ann:s3cret@db.example.com:6543/system",
            .postgres(PostgresLocation(host: "db.example.com", port: 6543, username: "ann", password: "s3cret", database: "system"))
        ),
        (
            "postgresql://ann@localhost/system",
            .postgres(PostgresLocation(host: "localhost", username: "ann", database: "system"))
        ),
        (
            "postgres://ann:p%40ss%3Aw%2Frd@127.0.0.1/system?sslmode=require",
            .postgres(PostgresLocation(host: "127.0.0.1", username: "ann", password: "p@ss:w/rd", database: "system", tls: .require))
        ),
        (
            "postgres://ann@db/system?sslmode=disable",
            .postgres(PostgresLocation(host: "db", username: "ann", database: "system", tls: .disable))
        ),
        (
            "postgres://ann@db/system?sslmode=verify-full",
            .postgres(PostgresLocation(host: "db", username: "ann", database: "system", tls: .verifyFull))
        ),
        (
            "postgres://ann@/system?host=/var/run/postgresql",
            .postgres(PostgresLocation(host: "localhost", socketDirectory: "/var/run/postgresql", username: "ann", database: "system"))
        ),
        ("postgres://ann@db", .postgres(PostgresLocation(host: "db", username: "ann"))),
    ])
    func aURLNamesADatabase(_ text: String, _ expected: DatabaseURL) throws {
        #expect(try DatabaseURL(parsing: text) == expected)
    }

    @Test func tildeMeansHome() throws {
        guard case .sqlite(let path) = try DatabaseURL(parsing: "sqlite:~/system.sqlite") else {
            Issue.record("not SQLite")
            return
        }
        #expect(path == (NSHomeDirectory() as NSString).appendingPathComponent("system.sqlite"))
    }

    @Test(arguments: [
        ("", "is not a database URL"),
        ("/var/lib/system.sqlite", "use sqlite:PATH or postgres://"),
        ("mysql://ann@db/system", "is not a database URL"),
        ("sqlite:", "names no file"),
        ("postgres://db/system", "names no user"),
        ("postgres://ann@/system", "names no host"),
        ("postgres://ann@db:99999/system", "port"),
        ("postgres://ann@db/system?sslmode=sometimes", "unknown sslmode “sometimes”"),
        ("postgres://ann@db/system?colour=blue", "unknown parameter “colour”"),
        ("postgres://ann@db/system/more", "not a database name"),
    ])
    func aWrongURLIsRefusedNamingTheOption(_ text: String, _ reason: String) {
        let error = #expect(throws: DatabaseURLError.self) { try DatabaseURL(parsing: text) }
        #expect(error?.description.hasPrefix("--database: ") == true, "\(String(describing: error))")
        #expect(error?.description.contains(reason) == true, "\(String(describing: error))")
    }

    @Test func theErrorNamesWhereTheURLCameFromAndHidesThePassword() {
        let error = #expect(throws: DatabaseURLError.self) {
            try DatabaseURL(parsing: "postgres://ann:hunter22@db/system?sslmode=never", source: "SYSTEM_DATABASE")
        }
        #expect(error?.description.hasPrefix("SYSTEM_DATABASE: ") == true)
        #expect(error?.description.contains("hunter22") == false, "\(String(describing: error))")
    }

    @Test func theDescriptionHidesThePasswordAndTheURLKeepsIt() throws {
        let url = try DatabaseURL(parsing: "postgres://ann:p%40ss@db.example.com:6543/system?sslmode=require")
        #expect(url.description == "postgres://ann@db.example.com:6543/system?sslmode=require")
        guard case .postgres(let location) = url else { return }
        #expect(try DatabaseURL(parsing: location.url) == url)
    }

    /// A command builds what opening a database needs on its second core as it starts (``DatabaseURL/warmUp()``):
    /// warmed up from several tasks at once while a database opens and is written, the write is acknowledged and
    /// read back whole.
    @Test func warmingUpBesideADatabaseLeavesItWorking() async throws {
        let path = temporaryDatabasePath()
        defer { removeDatabase(at: path) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 { group.addTask { DatabaseURL.warmUp() } }
            group.addTask {
                let (appended, version) = try await DatabaseURL.sqlite(path: path).withDatabase { database in
                    (try await database.append(notes(3), to: .local, expecting: .noStream), try await database.version(of: .local))
                }
                #expect(appended == .appended(version: 3))
                #expect(version == 3)
            }
            try await group.waitForAll()
        }
    }
}
