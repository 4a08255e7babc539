import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import Synchronization
import SystemCore
import SystemStore
import Testing

@testable import SystemServer

/// A hosted server over a memory database with a manual clock, the log it writes, and helpers to sign in.
struct HostedHarness: Sendable {
    let clock: ManualClock
    let database: MemoryEventStore
    let service: SystemService
    let accounts: AccountService
    let hosting: Hosting
    let log = LogCapture()

    /// The password every test account has.
    static let password = "correct horse battery"

    init(publicURL: String? = nil, trustProxy: Bool = true, at instant: Date = Fixture.now) {
        clock = ManualClock(instant)
        database = MemoryEventStore()
        service = SystemService(storage: database, clock: clock, defaultTimeZone: Fixture.timeZone)
        let capture = log
        accounts = AccountService(
            store: database, clock: clock, policy: AccountPolicy(bcryptCost: 4),
            logger: Logger(label: "test") { _ in CapturingLogHandler(capture: capture) })
        hosting = Hosting(accounts: accounts, publicURL: publicURL.flatMap(URL.init(string:)), trustProxy: trustProxy)
    }

    var cookieName: String { hosting.cookieName }

    @discardableResult
    func addAccount(_ name: String, password: String = HostedHarness.password) async throws -> Account {
        let accounts = self.accounts
        return try await accounts.createAccount(name: name, password: password)
    }

    func router() async throws -> Router<AppContext> {
        let capture = log
        let logger = Logger(label: "test") { _ in CapturingLogHandler(capture: capture) }
        return try await buildRouter(service: service, mode: .hosted(hosting), logger: logger)
    }

    /// Runs `body` against the hosted app, without sockets.
    func test(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let app = Application(router: try await router())
        try await app.test(.router, body)
    }
}

/// The lines a logger wrote, message and metadata, as a log file would show them.
final class LogCapture: Sendable {
    private let storage = Mutex<[String]>([])

    var lines: [String] { storage.withLock { $0 } }

    func append(_ line: String) { storage.withLock { $0.append(line) } }
}

struct CapturingLogHandler: LogHandler {
    let capture: LogCapture
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let all = metadata.merging(event.metadata ?? [:]) { $1 }
        let fields = all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        capture.append("\(event.level) \(event.message) \(fields)")
    }
}

/// A browser's cookies for one signed-in session: the session cookie and the CSRF cookie.
struct Browser: Sendable {
    var session: String?
    let cookieName: String
    let address: String

    init(cookieName: String, session: String? = nil, address: String = "198.51.100.7") {
        self.cookieName = cookieName
        self.session = session
        self.address = address
    }

    var cookieHeader: String {
        (["csrf=\(testCSRFToken)"] + (session.map { ["\(cookieName)=\($0)"] } ?? [])).joined(separator: "; ")
    }

    func headers(_ extra: HTTPFields = [:]) -> HTTPFields {
        var fields = extra
        fields[.cookie] = cookieHeader
        fields[HTTPField.Name("X-Forwarded-For")!] = address
        fields[.userAgent] = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"
        return fields
    }
}

extension TestClientProtocol {
    /// Posts the sign-in form as `browser`; returns the answer.
    func signIn(
        _ name: String, _ password: String = HostedHarness.password, as browser: Browser, next: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> TestResponse {
        var fields = [("name", name), ("password", password)]
        if let next { fields.append(("next", next)) }
        return try await form("/sign-in", fields, as: browser, sourceLocation: sourceLocation)
    }

    /// Signs in and returns the browser holding the new session cookie.
    func signedIn(
        _ name: String, _ password: String = HostedHarness.password, cookieName: String,
        address: String = "198.51.100.7", sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Browser {
        var browser = Browser(cookieName: cookieName, address: address)
        let response = try await signIn(name, password, as: browser, sourceLocation: sourceLocation)
        #expect(response.status == .seeOther, "signing in as \(name): \(response.status) \(response.text)", sourceLocation: sourceLocation)
        browser.session = try #require(response.cookie(cookieName)?.value, sourceLocation: sourceLocation)
        return browser
    }

    /// Posts a form as `browser`, with the CSRF field.
    func form(
        _ uri: String, _ fields: [(String, String)] = [], as browser: Browser,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> TestResponse {
        let body = FormEncoding.encode(fields + [("csrf", testCSRFToken)])
        return try await send(
            uri, .post, headers: browser.headers([.contentType: "application/x-www-form-urlencoded"]), body: body,
            sourceLocation: sourceLocation)
    }

    /// Sends a request as `browser`.
    func send(
        _ uri: String, _ method: HTTPRequest.Method = .get, as browser: Browser, json: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> TestResponse {
        let extra: HTTPFields = json == nil ? [:] : [.contentType: "application/json"]
        return try await send(uri, method, headers: browser.headers(extra), body: json, sourceLocation: sourceLocation)
    }

    /// Sends an API request with an access token.
    func send(
        _ uri: String, _ method: HTTPRequest.Method = .get, token: String, json: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> TestResponse {
        var headers: HTTPFields = [.authorization: "Bearer \(token)"]
        if json != nil { headers[.contentType] = "application/json" }
        return try await send(uri, method, headers: headers, body: json, sourceLocation: sourceLocation)
    }
}

extension TestResponse {
    /// A cookie the response sets: its value and the whole Set-Cookie line.
    func cookie(_ name: String) -> (value: String, line: String)? {
        for line in headers[values: .setCookie] where line.hasPrefix("\(name)=") {
            let value = line.dropFirst(name.count + 1).prefix { $0 != ";" }
            return (String(value), line)
        }
        return nil
    }
}
