import Foundation
import HTTPTypes
import Hummingbird
import Mustache

/// The Mustache templates, loaded once at start, rendering typed page models to HTML responses.
struct PageRenderer: Sendable {
    let library: MustacheLibrary

    /// Loads every template bundled with the server.
    static func load() async throws -> PageRenderer {
        guard let directory = Bundle.module.url(forResource: "templates", withExtension: nil, subdirectory: "Resources") else {
            throw PageError.missingTemplates
        }
        return PageRenderer(library: try await MustacheLibrary(directory: directory.path))
    }

    func render(_ model: Any, _ template: String, status: HTTPResponse.Status = .ok) -> Response {
        guard let html = library.render(model, withTemplate: template) else {
            return Responses.html(.internalServerError, "<!doctype html><title>Error</title><p>The page could not be drawn.</p>")
        }
        return Responses.html(status, html)
    }

    enum PageError: Error { case missingTemplates }
}
