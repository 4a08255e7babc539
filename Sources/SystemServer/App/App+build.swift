import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
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
public func buildApplication(
    service: SystemService, configuration: ServerConfiguration,
    logger: Logger = Logger(label: "the-system")
) async throws -> some ApplicationProtocol {
    let router = try await buildRouter(service: service, mode: configuration.mode, logger: logger)
    let live = LiveChannels(
        channels: ServerModules.standard.all.flatMap(\.liveChannels), service: service, mode: configuration.mode)
    return Application(
        router: router,
        server: .http1WebSocketUpgrade { request, _, logger in try await live.shouldUpgrade(request, logger: logger) },
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "TheSystem"),
        logger: logger)
}

/// The routes of the web app, the JSON API, the OpenAPI document, the static assets, the web manifest and the
/// service worker; in hosted mode every other route needs a signed-in account and works on its data only.
public func buildRouter(
    service: SystemService, mode: ServerMode = .local,
    logger: Logger = Logger(label: "the-system")
) async throws -> Router<AppContext> {
    try await buildRouter(service: service, mode: mode, modules: .standard, logger: logger)
}

/// The same, made of the given modules (the standard ones plus a test's, say).
func buildRouter(
    service: SystemService, mode: ServerMode = .local, modules: ServerModules,
    logger: Logger
) async throws -> Router<AppContext> {
    try modules.validate()
    let document = try modules.openAPIDocument()
    let router = Router(context: AppContext.self)
    router.add(middleware: securityHeaders())
    router.add(middleware: ReferrerPolicyMiddleware())
    router.add(middleware: ErrorMiddleware(logger: logger))
    router.add(middleware: CSRFMiddleware())
    router.add(middleware: AuthMiddleware(mode: mode))
    router.add(middleware: AdmissionMiddleware())
    router.add(middleware: PartialReadMiddleware(service: service))
    router.add(middleware: FlashMiddleware(messages: try modules.savedMessages()))
    let assets = try Assets.load()

    let renderer = try await PageRenderer.load(modules: modules)
    let pages = Pages(service: service, renderer: renderer, modules: modules.dailyModules, panels: modules.panels)
    let api = APIHandler(service: service, idempotency: Idempotency(storage: service.storage))
    modules.addRoutes(to: router, with: ServerModuleContext(service: service, mode: mode, pages: pages, api: api, logger: logger))

    let openAPI = ByteBuffer(string: document.text)
    router.get("api/openapi.json") { _, _ in
        Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-cache"],
            body: .init(byteBuffer: openAPI))
    }
    router.get("assets/{file}") { _, context in assets.response(for: context.parameters.get("file") ?? "") }
    // Installable and offline-tolerant: the worker is served from the root so that its scope is the whole app.
    router.get("sw.js") { _, _ in assets.response(for: "sw.js") }
    router.get("manifest.webmanifest") { _, _ in assets.response(for: "manifest.webmanifest") }
    // Last: it wraps only the answer for requests no route took.
    router.add(middleware: MethodNotAllowedMiddleware(routes: router.routes))
    return router
}
