import Foundation
import HTTPTypes
import Hummingbird
import SystemStore

/// The Mustache templates, loaded once at start, rendering typed page models to HTML responses.
struct PageRenderer: Sendable {
    let library: TemplateLibrary
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
        var library = TemplateLibrary()
        for (name, source) in sources { try library.register(source, named: name) }
        for daily in modules.dailyModules.all where !library.has(daily.templateName) {
            throw PageError.missingTemplate(daily.templateName)
        }
        for panel in modules.panels.all where !library.has(panel.templateName) { throw PageError.missingTemplate(panel.templateName) }
        return PageRenderer(library: library, navigation: modules.all.flatMap(\.navigation))
    }

    /// Whether a template of this name is loaded.
    func has(_ template: String) -> Bool { library.has(template) }

    /// Draws a part of a page (a Daily module's view) to HTML, with the request's CSRF token. A part draws no header,
    /// so its scope leaves the header's links out (encoding them for each of Today's dozen parts cost a tenth of it).
    func fragment(_ model: some Encodable, _ template: String, in context: AppContext) -> String {
        library.render(template, stack: PageScope(context, page: model).stack) ?? ""
    }

    private func html(_ model: some Encodable, _ template: String, in context: AppContext) -> String? {
        library.render(template, stack: PageScope(context, page: model, navigation: navigation).stack)
    }

    /// Renders a page model; `{{csrf}}` anywhere in the template is the request's CSRF token.
    func render(_ model: some Encodable, _ template: String, status: HTTPResponse.Status = .ok, in context: AppContext) -> Response {
        guard let html = html(model, template, in: context) else {
            return Responses.html(.internalServerError, "<!doctype html><title>Error</title><p>The page could not be drawn.</p>")
        }
        return Responses.html(status, html)
    }

    enum PageError: Error {
        case duplicateTemplate(String, module: String)
        case missingTemplate(String)
    }
}

/// The root of every page's template context: the request's CSRF token, the signed-in account's name (on a hosted
/// server), the confirmation of a save and the header's links, above the page model's fields.
struct PageScope {
    /// The page model, then the scope's own names, which a page's fields cannot hide.
    let stack: [TemplateValue]

    init(_ context: AppContext, page: some Encodable, navigation: [NavigationEntry] = []) {
        let signedInAs = context.identity?.account?.name
        let place = navigation.isEmpty ? nil : (page as? any FramedPage)?.chrome.place
        let links = navigation.filter { !$0.signedInOnly || signedInAs != nil }.map { entry in
            (entry.kind, NavigationLink(href: entry.href, label: entry.label, icon: entry.icon, isCurrent: entry.place == place))
        }
        let scope = TemplateObject(fields: ["csrf": .text(context.csrfToken)])
        scope["signedInAs"] = signedInAs.map(TemplateValue.text)
        scope["flash"] = context.flash.map(TemplateValue.text)
        if !links.isEmpty {
            scope["tabs"] = TemplateEncoder.encode(links.filter { $0.0 == .tab }.map(\.1))
            scope["asides"] = TemplateEncoder.encode(links.filter { $0.0 == .aside }.map(\.1))
        }
        stack = [TemplateEncoder.encode(page), .object(scope)].compactMap { $0 }
    }
}

/// A page drawn in the app's frame: the header marks its place as current.
protocol FramedPage {
    var chrome: Chrome { get }
}
