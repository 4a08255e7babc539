import Foundation
import HTTPTypes
import Hummingbird
import Mustache
import SystemStore

/// The Mustache templates, loaded once at start, rendering typed page models to HTML responses.
struct PageRenderer: Sendable {
    let library: MustacheLibrary
    /// The header's links, from every module.
    var navigation: [NavigationEntry] = []

    /// Loads every template bundled with the server and those the modules give as text; a name given twice is
    /// refused, so one module cannot silently replace another's view.
    static func load(modules: ServerModules = .standard) async throws -> PageRenderer {
        var sources = try Templates.bundled()
        for module in modules.all {
            for (name, source) in module.inlineTemplates {
                guard sources.updateValue(source, forKey: name) == nil else { throw PageError.duplicateTemplate(name, module: module.name) }
            }
        }
        var library = MustacheLibrary()
        for (name, source) in sources { try library.register(source, named: name) }
        for daily in modules.dailyModules.all where library.getTemplate(named: daily.templateName) == nil {
            throw PageError.missingTemplate(daily.templateName)
        }
        return PageRenderer(library: library, navigation: modules.all.flatMap(\.navigation))
    }

    /// Whether a template of this name is loaded.
    func has(_ template: String) -> Bool { library.getTemplate(named: template) != nil }

    /// Draws a part of a page (a Daily module's view) to HTML, with the request's CSRF token.
    func fragment(_ model: Any, _ template: String, in context: AppContext) -> String {
        library.render(PageScope(context, page: model, navigation: navigation), withTemplate: template) ?? ""
    }

    /// Renders a page model; `{{csrf}}` anywhere in the template is the request's CSRF token.
    func render(_ model: Any, _ template: String, status: HTTPResponse.Status = .ok, in context: AppContext) -> Response {
        guard let html = library.render(PageScope(context, page: model, navigation: navigation), withTemplate: template) else {
            return Responses.html(.internalServerError, "<!doctype html><title>Error</title><p>The page could not be drawn.</p>")
        }
        return Responses.html(status, html)
    }

    enum PageError: Error {
        case duplicateTemplate(String, module: String)
        case missingTemplate(String)
    }
}

/// The root of every page's Mustache context: the request's CSRF token, the signed-in account's name (on a
/// hosted server), the confirmation of a save and the header's links, above the page model.
struct PageScope: MustacheParent {
    let csrf: String
    let signedInAs: String?
    /// The confirmation of the save that led to this page, if any.
    let flash: String?
    /// The page model, its fields read through ``MustacheModel``.
    let page: MustacheModel?
    /// The header's tabs and asides, the page's place marked current (none on a page without the app's chrome).
    let tabs: [NavigationLink]
    let asides: [NavigationLink]

    init(_ context: AppContext, page: Any, navigation: [NavigationEntry] = []) {
        let signedInAs = context.identity?.account?.name
        csrf = context.csrfToken
        self.signedInAs = signedInAs
        flash = context.flash
        self.page = MustacheModel.wrap(page) as? MustacheModel
        let chromeValue = (page as? any MustacheParent)?.child(named: "chrome") ?? Mirror(reflecting: page).descendant("chrome")
        let place = (chromeValue as? Chrome)?.place
        let links = navigation.filter { !$0.signedInOnly || signedInAs != nil }.map { entry in
            (entry.kind, NavigationLink(href: entry.href, label: entry.label, icon: entry.icon, isCurrent: entry.place == place))
        }
        tabs = links.filter { $0.0 == .tab }.map(\.1)
        asides = links.filter { $0.0 == .aside }.map(\.1)
    }

    func child(named name: String) -> Any? {
        if name == "csrf" { return csrf }
        if name == "signedInAs" { return signedInAs }
        if name == "flash" { return flash }
        if name == "tabs" { return tabs }
        if name == "asides" { return asides }
        return page?.child(named: name)
    }
}
