import Foundation
import HTTPTypes
import Hummingbird
import Logging
import SystemStore

/// Turns every failure into a clear response: JSON under `/api`, a page elsewhere; never internals or a stack trace.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = AppContext
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            return isAPI(request) ? error.response : page(error.status, error.message)
        } catch let error as AccountError {
            var response = isAPI(request) ? error.apiError.response : page(error.httpStatus, error.message)
            if let seconds = error.retryAfter { response.headers[.retryAfter] = String(seconds) }
            return response
        } catch let error as HTTPError {
            let message = error.status == .notFound ? "There is nothing at \(request.uri.path)." : (error.body ?? error.status.reasonPhrase)
            let api = APIError(error.status, code: error.status == .notFound ? "not_found" : "http_\(error.status.code)", message: message)
            return isAPI(request) ? api.response : page(error.status, message)
        } catch {
            logger.error("request failed", metadata: ["path": "\(request.uri.path)", "error": "\(String(reflecting: error))"])
            let conflict = (error as? EventStoreError)?.isConflict == true
            let api =
                conflict
                ? APIError(
                    .conflict, code: "write_conflict", message: "Too many changes arrived at once; nothing was recorded. Please try again.")
                : APIError(.internalServerError, code: "internal_error", message: "Something went wrong on our side; please try again.")
            return isAPI(request) ? api.response : page(api.status, api.message)
        }
    }

    private func isAPI(_ request: Request) -> Bool { request.uri.path.hasPrefix("/api/") }

    private func page(_ status: HTTPResponse.Status, _ message: String) -> Response {
        let escaped = message.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        return Responses.html(
            status,
            """
            <!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(status.code) · The System</title><link rel="stylesheet" href="/assets/app.css"></head>
            <body><main class="main"><section class="card"><h1>\(status.reasonPhrase)</h1><p>\(escaped)</p>
            <p><a class="button primary" href="/">Go to today</a></p></section></main></body></html>
            """)
    }
}
