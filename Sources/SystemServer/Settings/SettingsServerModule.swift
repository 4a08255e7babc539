import Hummingbird

/// The settings: their page (with the browser's time zone offer) and their API.
struct SettingsServerModule: ServerModule {
    let name = "Settings"

    func addPages(to router: Router<AppContext>, with app: ServerModuleContext) {
        app.pages.addSettingsRoutes(to: router)
    }

    func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {
        SettingsAPI(api: app.api).addRoutes(to: api)
    }

    var navigation: [NavigationEntry] {
        [NavigationEntry(kind: .aside, place: .settings, href: "/settings", label: "Settings", icon: "icon-settings")]
    }

    var savedMessages: [String: String] { SettingsPage.savedMessages }
    var openAPI: OpenAPIPart? { Self.openAPIPart }
}
