import Foundation
import HTTPTypes
import Hummingbird
import Mustache
import SystemStore

/// The Mustache templates, loaded once at start, rendering typed page models to HTML responses.
struct PageRenderer: Sendable {
    let library: MustacheLibrary

    /// Loads every template bundled with the server, and the views of the Daily modules.
    static func load(modules: DailyModules = .standard) async throws -> PageRenderer {
        guard let directory = Bundle.module.url(forResource: "templates", withExtension: nil, subdirectory: "Resources") else {
            throw PageError.missingTemplates
        }
        var library = try await MustacheLibrary(directory: directory.path)
        try modules.register(in: &library)
        return PageRenderer(library: library)
    }

    /// Draws a part of a page (a Daily module's view) to HTML, with the request's CSRF token.
    func fragment(_ model: Any, _ template: String, in context: AppContext) -> String {
        library.render(PageScope(context, page: model), withTemplate: template) ?? ""
    }

    /// Renders a page model; `{{csrf}}` anywhere in the template is the request's CSRF token.
    func render(_ model: Any, _ template: String, status: HTTPResponse.Status = .ok, in context: AppContext) -> Response {
        guard let html = library.render(PageScope(context, page: model), withTemplate: template) else {
            return Responses.html(.internalServerError, "<!doctype html><title>Error</title><p>The page could not be drawn.</p>")
        }
        return Responses.html(status, html)
    }

    enum PageError: Error { case missingTemplates }
}

/// The root of every page's Mustache context: the request's CSRF token, the signed-in account's name (on a
/// hosted server) and the confirmation of a save, above the page model.
struct PageScope: MustacheParent {
    let csrf: String
    let signedInAs: String?
    /// The confirmation of the save that led to this page, if any.
    let flash: String?
    let page: Any

    init(_ context: AppContext, page: Any) {
        csrf = context.csrfToken
        signedInAs = context.identity?.account?.name
        flash = context.flash
        self.page = page
    }

    func child(named name: String) -> Any? {
        if name == "csrf" { return csrf }
        if name == "signedInAs" { return signedInAs }
        if name == "flash" { return flash }
        if let parent = page as? any MustacheParent { return parent.child(named: name) }
        // Unwrap an optional field, so `{{#hint}}` sees the hint (or nothing), not an Optional around it.
        guard let value = Mirror(reflecting: page).descendant(name) else { return nil }
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional ? mirror.children.first?.value : value
    }
}
