import Hummingbird
import Logging
import SystemStore

/// One part of the app, kept in one folder of this target (`Intentions/`, `Weekly/`…): its pages, its JSON API,
/// its parts of the Today page, its flash confirmations, its templates and its part of the OpenAPI document.
///
/// Adding a module is writing its folder, with a type conforming to this protocol, and one line in
/// ``ServerModules/standard``. Templates need no registration: the `templates` folder beside the module is a
/// resource of the target (see `Package.swift`), and each file is registered under its name, which must be unique
/// across modules.
protocol ServerModule: Sendable {
    /// A short name, for errors at start.
    var name: String { get }
    /// Its web pages and form posts.
    func addPages(to router: Router<AppContext>, with app: ServerModuleContext)
    /// Its JSON API, on the `/api/v1` group.
    func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext)
    /// Its links in the header, if it has a place of its own there.
    var navigation: [NavigationEntry] { get }
    /// Its parts of the Today page; their presenters' routes are added for it.
    var dailyModules: [any DailyModule] { get }
    /// Its parts of other modules' pages: the focus screen, an intention's page, the retrospective.
    var panels: [any PagePanel] { get }
    /// The confirmations its pages' redirects name with `?saved=KEY` (see ``FlashMiddleware``), besides those of
    /// its Daily modules.
    var savedMessages: [String: String] { get }
    /// Templates given as text, by name, for a module without a `templates` folder (a test's).
    var inlineTemplates: [String: String] { get }
    /// Its part of the OpenAPI document: the paths it serves and the components it owns (it may refer to other
    /// modules' components, and to the shared ones, by `$ref`).
    var openAPI: OpenAPIPart? { get }
    /// All its parts of the OpenAPI document, for a module that writes its part in several (one per API): its
    /// `openAPI` by default.
    var openAPIParts: [OpenAPIPart] { get }
    /// Its live channels: WebSockets a signed-in page opens (the clip's readings while a set is lifted, say).
    var liveChannels: [LiveChannel] { get }
}

extension ServerModule {
    func addPages(to router: Router<AppContext>, with app: ServerModuleContext) {}
    func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {}
    var navigation: [NavigationEntry] { [] }
    var dailyModules: [any DailyModule] { [] }
    var panels: [any PagePanel] { [] }
    var savedMessages: [String: String] { [:] }
    var inlineTemplates: [String: String] { [:] }
    var openAPI: OpenAPIPart? { nil }
    var openAPIParts: [OpenAPIPart] { openAPI.map { [$0] } ?? [] }
    var liveChannels: [LiveChannel] { [] }
}

/// What a module's routes are built on, made once by ``buildRouter(service:mode:modules:logger:)``.
struct ServerModuleContext: Sendable {
    let service: SystemService
    let mode: ServerMode
    /// The page handlers shared by every module: the service, the template renderer and the Today page's modules.
    let pages: Pages
    /// The shared preamble of API handlers: the user, the body, the `Idempotency-Key`, the `{date}` parameter.
    let api: APIHandler
    let logger: Logger
}
