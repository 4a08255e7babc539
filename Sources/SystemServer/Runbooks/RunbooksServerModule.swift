import Foundation
import Hummingbird
import SystemCore
import SystemStore

extension Chrome.Place {
    static let runbooks = Chrome.Place("runbooks")
}

/// The runbooks in the server: one tap away in the header, the list (the starters marked, writing one of your own),
/// a runbook to read and edit, the runner (a step at a time, large, with or without JavaScript) that ends asking how
/// you feel, and `/api/v1/runbooks`.
struct RunbooksServerModule: ServerModule {
    let name = "Runbooks"

    /// An aside rather than a tab: it is there on every page, beside Settings and Help, without taking a tab's room
    /// on a phone.
    var navigation: [NavigationEntry] {
        [NavigationEntry(kind: .aside, place: .runbooks, href: "/runbooks", label: "Runbooks", icon: "icon-runbooks")]
    }

    var savedMessages: [String: String] { RunbookPages.savedMessages }

    func addPages(to router: Router<AppContext>, with app: ServerModuleContext) {
        RunbookPages(app: app).add(to: router)
    }

    func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {
        RunbooksAPI(app: app).add(to: api)
    }

    var openAPI: OpenAPIPart? { Self.openAPIPart }
}
