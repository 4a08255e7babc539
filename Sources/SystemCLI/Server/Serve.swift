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
        let database = try await store.openStore()
        let clock: any WallClock = clockOffset == 0 ? SystemClock() : OffsetClock(offset: clockOffset)
        let service = SystemService(storage: database, clock: clock, defaultTimeZone: DataLocation.machineTimeZone)
        var logger = Logger(label: "the-system")
        logger.logLevel = .info
        // Hosted when the database has accounts; local (no sign-in) only on a loopback address.
        let accounts = AccountService(store: database, clock: clock, logger: logger)
        let mode: ServerMode
        do {
            let url = try publicURL.map { text throws(ServeRefusal) in try Hosting.publicURL(text) }
            let trustProxy = self.trustProxy
            mode = try ServerMode.choose(host: host, hasAccounts: try await accounts.hasAccounts()) {
                Hosting(accounts: accounts, publicURL: url, trustProxy: trustProxy)
            }
        } catch let refusal as ServeRefusal {
            try? await database.close()
            throw CLIError(refusal.description)
        }
        let configuration = ServerConfiguration(host: host, port: port, mode: mode)
        let app = try await buildApplication(service: service, configuration: configuration, logger: logger)
        let address = publicURL ?? "http://\(host.contains(":") ? "[\(host)]" : host):\(port)"
        switch mode {
        case .local:
            logger.info("The System is running at \(address) in local mode (no sign-in) — data in \(store.described)")
        case .hosted:
            logger.info("The System is running at \(address) for its accounts — data in \(store.described)")
        }
        try await app.runService()
        try await database.close()
    }
}
