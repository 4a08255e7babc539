import Hummingbird

/// The app's shell, shared by every module: help, first-use hints, the offline page, and the shared part of the
/// OpenAPI document (its frame and the components every module uses). The layout, navigation and icons are its
/// templates; the static assets and the document itself are served by ``buildRouter(service:mode:modules:logger:)``.
struct AppShellModule: ServerModule {
    let name = "App"

    func addPages(to router: Router<AppContext>, with app: ServerModuleContext) {
        router.get("/help", use: app.pages.help)
        router.get("/help/questions", use: app.pages.questions)
        router.post("/hints/{name}/dismiss", use: app.pages.dismissHint)
        router.get("/offline", use: app.pages.offline)
    }

    var navigation: [NavigationEntry] { [NavigationEntry(kind: .aside, place: .help, href: "/help", label: "Help", icon: "icon-help")] }

    var openAPI: OpenAPIPart? { Self.openAPIPart }
}
