import Hummingbird

/// The registry of server modules: the app is what they add, in this order.
struct ServerModules: Sendable {
    let all: [any ServerModule]

    init(_ modules: [any ServerModule]) { all = modules }

    /// The modules The System ships: one line each. Their order is the header's (Today, Week, Foods; Settings, Help,
    /// Account).
    static let standard = ServerModules([
        DailyServerModule(),
        WeeklyServerModule(),
        IntentionsServerModule(),
        CoachServerModule(),
        HealthServerModule(),
        SleepServerModule(),
        WorkoutsServerModule(),
        JournalServerModule(),
        TriggersServerModule(),
        RunbooksServerModule(),
        TimeboxesServerModule(),
        PactsServerModule(),
        SettingsServerModule(),
        AppShellModule(),
        AccountsServerModule(),
    ])

    /// A copy with one more module, e.g. a plug-in or a test's.
    func adding(_ module: any ServerModule) -> ServerModules { ServerModules(all + [module]) }

    /// Every module's Daily modules, in the Today page's order.
    var dailyModules: DailyModules { DailyModules(all.flatMap(\.dailyModules)) }

    /// Every module's panels on other modules' pages.
    var panels: PagePanels { PagePanels(all: all.flatMap(\.panels)) }

    /// Every confirmation of the modules and their Daily modules; a key given twice is refused.
    func savedMessages() throws(ServerModulesError) -> [String: String] {
        var messages: [String: String] = [:]
        for module in all {
            let own = module.dailyModules.map(\.savedMessages).reduce(module.savedMessages) { $0.merging($1) { first, _ in first } }
            for (key, text) in own {
                guard messages.updateValue(text, forKey: key) == nil else {
                    throw .duplicate("saved message “\(key)”", module: module.name)
                }
            }
        }
        return messages
    }

    /// Checks what must be unique across modules: their names, their Daily modules' ids and their panels' ids.
    func validate() throws(ServerModulesError) {
        var names: Set<String> = [], ids: Set<String> = [], panels: Set<String> = []
        for module in all {
            guard names.insert(module.name).inserted else { throw .duplicate("module name", module: module.name) }
            for daily in module.dailyModules {
                guard ids.insert(daily.id).inserted else { throw .duplicate("Daily module id “\(daily.id)”", module: module.name) }
            }
            for panel in module.panels {
                guard panels.insert(panel.id).inserted else { throw .duplicate("panel id “\(panel.id)”", module: module.name) }
            }
        }
    }

    /// Adds every module's pages, its Daily modules' presenters, and its API under `/api/v1`.
    func addRoutes(to router: Router<AppContext>, with app: ServerModuleContext) {
        let api = router.group("api/v1")
        for module in all {
            module.addPages(to: router, with: app)
            for daily in module.dailyModules { daily.addRoutes(to: router, pages: app.pages) }
            module.addAPI(to: api, with: app)
        }
    }

    /// The OpenAPI document: the modules' parts merged, refusing a path or component given twice.
    func openAPIDocument() throws -> OpenAPIDocument {
        try OpenAPIDocument(merging: all.flatMap { module in module.openAPIParts.map { (module.name, $0) } })
    }
}

/// Why the modules cannot make an app: two of them claim the same thing.
struct ServerModulesError: Error, CustomStringConvertible {
    private enum Kind { case duplicate(String, module: String) }
    private let kind: Kind

    static func duplicate(_ what: String, module: String) -> ServerModulesError {
        ServerModulesError(kind: .duplicate(what, module: module))
    }

    var description: String {
        switch kind {
        case .duplicate(let what, let module): "The module \(module) repeats a \(what) that another module already has."
        }
    }
}
