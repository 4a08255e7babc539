import Hummingbird

/// The Weekly: the week's plan, its retrospective and the areas, as pages and as API.
struct WeeklyServerModule: ServerModule {
    let name = "Weekly"

    func addPages(to router: Router<AppContext>, with app: ServerModuleContext) {
        app.pages.addWeeklyRoutes(to: router)
    }

    func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {
        AreasAPI(api: app.api).addRoutes(to: api)
        WeeksAPI(api: app.api).addRoutes(to: api)
    }

    var navigation: [NavigationEntry] { [NavigationEntry(kind: .tab, place: .week, href: "/week", label: "Week", icon: "icon-week")] }

    var savedMessages: [String: String] {
        WeekPage.savedMessages.merging(RetroPage.savedMessages) { first, _ in first }
            .merging(AreasPage.savedMessages) { first, _ in first }
    }

    var openAPI: OpenAPIPart? { Self.openAPIPart }
}
