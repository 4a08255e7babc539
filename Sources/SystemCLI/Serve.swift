import ArgumentParser
import Foundation
import Hummingbird
import Logging
import SystemCore
import SystemServer
import SystemStore

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run the web app and the JSON API.")

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @Option(name: .customLong("clock-offset"), help: ArgumentHelp("Run the server's clock shifted by this many seconds (for testing).", visibility: .hidden))
    var clockOffset: Double = 0

    @OptionGroup var store: StoreOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port: \(port) is not a port (0–65535).") }
    }

    func run() async throws {
        let database = try await store.openStore()
        let clock: any WallClock = clockOffset == 0 ? SystemClock() : OffsetClock(offset: clockOffset)
        let service = SystemService(storage: database, clock: clock, defaultTimeZone: DataLocation.machineTimeZone)
        var logger = Logger(label: "the-system")
        logger.logLevel = .info
        let app = try await buildApplication(service: service, configuration: ServerConfiguration(host: host, port: port), logger: logger)
        logger.info("The System is running at http://\(host):\(port) — data in \(store.described)")
        try await app.runService()
        try await database.close()
    }
}
