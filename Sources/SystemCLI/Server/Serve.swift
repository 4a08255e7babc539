import ArgumentParser
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import SystemCore
import SystemServer
import SystemStore
import UnixSignals

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: "Run the web app and the JSON API.")

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @Option(
        name: .customLong("clock-offset"),
        help: ArgumentHelp("Run the server's clock shifted by this many seconds (for testing).", visibility: .hidden))
    var clockOffset: Double = 0

    @Option(
        name: .customLong("public-url"),
        help: ArgumentHelp(
            "The address people open, such as https://system.example.org; with https the session cookie is __Host-session and Secure.",
            valueName: "URL"))
    var publicURL: String?

    @Flag(
        name: .customLong("trust-proxy"),
        help: "Take the client's address from the last hop of X-Forwarded-For (only behind a reverse proxy).")
    var trustProxy = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port: \(port) is not a port (0–65535).") }
        if let publicURL {
            do { _ = try Hosting.publicURL(publicURL) } catch { throw ValidationError(error.description) }
        }
    }

    func run() async throws {
        let database = try await store.url().open()
        var logger = Logger(label: "the-system")
        logger.logLevel = .info
        // The database runs as a service beside the web app, started first and stopped last; SIGTERM and SIGINT stop
        // the app gracefully (requests in flight finish), then the database.
        let group = ServiceGroup(
            configuration: .init(
                services: [.init(service: database), .init(service: WebApp(command: self, database: database, logger: logger))],
                gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        do {
            try await group.run()
            try await database.close()
        } catch {
            try? await database.close()
            throw error
        }
    }

    /// The web app as a service: once the database runs, it prepares the modules' tables, chooses the mode and serves.
    private struct WebApp: Service {
        let command: Serve
        let database: any Database
        let logger: Logger

        func run() async throws {
            try await database.prepare(.standard)
            let clock: any WallClock = command.clockOffset == 0 ? SystemClock() : OffsetClock(offset: command.clockOffset)
            let service = try await SystemService(database: database, clock: clock, defaultTimeZone: DataLocation.machineTimeZone)
            // Hosted when the database has accounts; local (no sign-in) only on a loopback address.
            let accounts = AccountService(store: database, clock: clock, logger: logger)
            let mode: ServerMode
            do {
                let url = try command.publicURL.map { text throws(ServeRefusal) in try Hosting.publicURL(text) }
                let trustProxy = command.trustProxy
                mode = try ServerMode.choose(host: command.host, hasAccounts: try await accounts.hasAccounts()) {
                    Hosting(accounts: accounts, publicURL: url, trustProxy: trustProxy)
                }
            } catch let refusal as ServeRefusal {
                throw CLIError(refusal.description)
            }
            let configuration = ServerConfiguration(host: command.host, port: command.port, mode: mode)
            let app = try await buildApplication(service: service, configuration: configuration, logger: logger)
            let host = command.host
            let address = command.publicURL ?? "http://\(host.contains(":") ? "[\(host)]" : host):\(command.port)"
            switch mode {
            case .local:
                logger.info("The System is running at \(address) in local mode (no sign-in) — data in \(command.store.described)")
            case .hosted:
                logger.info("The System is running at \(address) for its accounts — data in \(command.store.described)")
            }
            try await app.run()
        }
    }
}
