import Hummingbird

/// The Daily: Today and the other days' pages, which draw every module's Daily modules, and the day's to-dos
/// and standup (their parts of Today and their API).
struct DailyServerModule: ServerModule {
    let name = "Daily"

    func addPages(to router: Router<AppContext>, with app: ServerModuleContext) {
        app.pages.addDayRoutes(to: router)
        app.pages.addOpenTodosRoutes(to: router)
    }

    func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {
        TodosAPI(api: app.api).addRoutes(to: api)
        StandupAPI(api: app.api).addRoutes(to: api)
    }

    var navigation: [NavigationEntry] { [NavigationEntry(kind: .tab, place: .today, href: "/", label: "Today", icon: "icon-today")] }
    var dailyModules: [any DailyModule] { [StandupModule(), TodosModule()] }
    var openAPI: OpenAPIPart? { Self.openAPIPart }
}
