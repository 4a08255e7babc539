import Foundation
import Hummingbird
import Logging
import SystemCore
import SystemStore

/// How `system serve` runs.
public struct ServerConfiguration: Sendable {
    public var host: String
    public var port: Int

    public init(host: String = "127.0.0.1", port: Int = 8080) {
        self.host = host
        self.port = port
    }
}

/// Builds the web app and API over a service.
public func buildApplication(service: SystemService, configuration: ServerConfiguration,
                             logger: Logger = Logger(label: "the-system")) async throws -> some ApplicationProtocol {
    let router = try await buildRouter(service: service, logger: logger)
    return Application(
        router: router,
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "TheSystem"),
        logger: logger)
}

/// The routes of the web app, the JSON API, the OpenAPI document, the static assets, the web manifest and the
/// service worker.
public func buildRouter(service: SystemService, logger: Logger = Logger(label: "the-system")) async throws -> Router<AppContext> {
    try await buildRouter(service: service, modules: .standard, logger: logger)
}

/// The same, with the given Daily modules on the Today page.
func buildRouter(service: SystemService, modules: DailyModules, logger: Logger) async throws -> Router<AppContext> {
    let router = Router(context: AppContext.self)
    router.add(middleware: securityHeaders())
    router.add(middleware: ReferrerPolicyMiddleware())
    router.add(middleware: ErrorMiddleware(logger: logger))
    router.add(middleware: CSRFMiddleware())
    router.add(middleware: AuthMiddleware())
    let assets = try Assets.load()

    let pages = Pages(service: service, renderer: try await PageRenderer.load(modules: modules), modules: modules)
    pages.addRoutes(to: router)
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
    router.get("api/openapi.json") { _, _ in assets.response(for: "openapi.json") }
    router.get("assets/{file}") { _, context in assets.response(for: context.parameters.get("file") ?? "") }
    // Installable and offline-tolerant: the worker is served from the root so that its scope is the whole app.
    router.get("sw.js") { _, _ in assets.response(for: "sw.js") }
    router.get("manifest.webmanifest") { _, _ in assets.response(for: "manifest.webmanifest") }
    return router
}
