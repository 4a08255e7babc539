import Hummingbird

/// Accounts on a hosted server: signing in and out, registering, the account page, and the API of who is signed
/// in, access tokens and sessions. (Its ``AuthMiddleware`` guards every route and is added by
/// ``buildRouter(service:mode:modules:logger:)``.)
struct AccountsServerModule: ServerModule {
    let name = "Accounts"

    func addPages(to router: Router<AppContext>, with app: ServerModuleContext) {
        AccountPages(service: app.service, mode: app.mode, renderer: app.pages.renderer, logger: app.logger).addRoutes(to: router)
    }

    func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {
        IdentityAPI(api: app.api, mode: app.mode).addRoutes(to: api)
    }

    var navigation: [NavigationEntry] {
        [NavigationEntry(kind: .aside, place: .account, href: "/account", label: "Account", icon: "icon-account", signedInOnly: true)]
    }

    var openAPI: OpenAPIPart? { Self.openAPIPart }
}
