import Foundation
import Hummingbird
import Logging
import SystemCore
import SystemStore

/// How `system serve` runs.
public struct ServerConfiguration: Sendable {
    public var host: String
    public var port: Int
    /// Local (no sign-in) or hosted (accounts).
    public var mode: ServerMode

    public init(host: String = "127.0.0.1", port: Int = 8080, mode: ServerMode = .local) {
        self.host = host
        self.port = port
        self.mode = mode
    }
}

/// Builds the web app and API over a service.
public func buildApplication(service: SystemService, configuration: ServerConfiguration,
                             logger: Logger = Logger(label: "the-system")) async throws -> some ApplicationProtocol {
    let router = try await buildRouter(service: service, mode: configuration.mode, logger: logger)
    return Application(
        router: router,
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "TheSystem"),
        logger: logger)
}

/// The routes of the web app, the JSON API, the OpenAPI document, the static assets, the web manifest and the
/// service worker; in hosted mode every other route needs a signed-in account and works on its data only.
public func buildRouter(service: SystemService, mode: ServerMode = .local,
                        logger: Logger = Logger(label: "the-system")) async throws -> Router<AppContext> {
    try await buildRouter(service: service, mode: mode, modules: .standard, logger: logger)
}

/// The same, with the given Daily modules on the Today page.
func buildRouter(service: SystemService, mode: ServerMode = .local, modules: DailyModules,
                 logger: Logger) async throws -> Router<AppContext> {
    let router = Router(context: AppContext.self)
    router.add(middleware: securityHeaders())
    router.add(middleware: ReferrerPolicyMiddleware())
    router.add(middleware: ErrorMiddleware(logger: logger))
    router.add(middleware: CSRFMiddleware())
    router.add(middleware: AuthMiddleware(mode: mode))
    router.add(middleware: FlashMiddleware(messages: Pages.savedMessages.merging(modules.savedMessages) { page, _ in page }))
    let assets = try Assets.load()

    let renderer = try await PageRenderer.load(modules: modules)
    let pages = Pages(service: service, renderer: renderer, modules: modules)
    pages.addRoutes(to: router)
    AccountPages(service: service, mode: mode, renderer: renderer, logger: logger).addRoutes(to: router)
    let api = router.group("api/v1")
    let idempotency = Idempotency(storage: service.storage)
    IntentionsAPI(service: service, idempotency: idempotency).addRoutes(to: api)
    DaysAPI(service: service).addRoutes(to: api)
    AccountAPI(service: service, idempotency: idempotency).addRoutes(to: api)
    AreasAPI(service: service, idempotency: idempotency).addRoutes(to: api)
    WeeksAPI(service: service, idempotency: idempotency).addRoutes(to: api)
    TodosAPI(service: service, idempotency: idempotency).addRoutes(to: api)
    StandupAPI(service: service, idempotency: idempotency).addRoutes(to: api)
    CoachAPI(service: service).addRoutes(to: api)
    IdentityAPI(service: service, mode: mode).addRoutes(to: api)
    router.get("api/openapi.json") { _, _ in assets.response(for: "openapi.json") }
    router.get("assets/{file}") { _, context in assets.response(for: context.parameters.get("file") ?? "") }
    // Installable and offline-tolerant: the worker is served from the root so that its scope is the whole app.
    router.get("sw.js") { _, _ in assets.response(for: "sw.js") }
    router.get("manifest.webmanifest") { _, _ in assets.response(for: "manifest.webmanifest") }
    return router
}
