import Hummingbird

/// The coach: its message on Today, the page that explains why it won, and its API.
struct CoachServerModule: ServerModule {
    let name = "Coach"

    func addPages(to router: Router<AppContext>, with app: ServerModuleContext) {
        app.pages.addCoachRoutes(to: router)
    }

    func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {
        CoachAPI(api: app.api).addRoutes(to: api)
    }

    var dailyModules: [any DailyModule] { [CoachModule()] }
    var openAPI: OpenAPIPart? { Self.openAPIPart }
}
