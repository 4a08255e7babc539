import Hummingbird

/// Intentions: the focus screen, an intention's page, the Now and Intentions parts of Today, and the API of
/// intentions, a day's intentions and presence, and labels.
struct IntentionsServerModule: ServerModule {
    let name = "Intentions"

    func addPages(to router: Router<AppContext>, with app: ServerModuleContext) {
        app.pages.addIntentionRoutes(to: router)
    }

    func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {
        IntentionsAPI(api: app.api).addRoutes(to: api)
        DaysAPI(api: app.api).addRoutes(to: api)
        LabelsAPI(api: app.api).addRoutes(to: api)
    }

    var dailyModules: [any DailyModule] { [NowModule(), IntentionsModule()] }
    var savedMessages: [String: String] { IntentionPage.savedMessages }
    var openAPI: OpenAPIPart? { Self.openAPIPart }
}
