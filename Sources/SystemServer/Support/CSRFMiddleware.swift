import Foundation
import HTTPTypes
import Hummingbird

/// CSRF tokens for forms and a same-origin check for the JSON API (the other security headers come from
/// Hummingbird's `ContentSecurityMiddleware`, see ``securityHeaders``).
///
/// Forms use the double-submit pattern: a random token lives in a `SameSite=Strict` cookie and in a hidden field
/// of every form; a form post whose field does not match the cookie is refused. The API refuses writes whose
/// `Origin` (or `Sec-Fetch-Site`) says they come from another site; tools without a browser send neither.
struct CSRFMiddleware: RouterMiddleware {
    typealias Context = AppContext

    static let cookieName = "csrf"
    static let fieldName = "csrf"

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        let cookie = request.cookies[Self.cookieName]?.value
        let token = cookie.flatMap { Self.isWellFormed($0) ? $0 : nil } ?? Self.newToken()
        context.csrfToken = token

        var request = request
        var response: Response
        // Every write is checked: form and API POSTs, and the API's PUTs and DELETEs.
        let isWrite =
            request.method == .post
            || ([.put, .delete, .patch].contains(request.method) && request.uri.path.hasPrefix("/api/"))
        if isWrite, let refusal = try await refusal(of: &request, cookie: cookie) {
            response = refusal
        } else {
            response = try await next(request, context)
        }
        if cookie != token {
            response.setCookie(Cookie(name: Self.cookieName, value: token, path: "/", httpOnly: true, sameSite: .strict))
        }
        return response
    }

    /// Why a POST is refused, or nil when it may go on.
    private func refusal(of request: inout Request, cookie: String?) async throws -> Response? {
        if request.uri.path.hasPrefix("/api/") {
            guard isSameOrigin(request) else {
                return APIError(.forbidden, code: "cross_origin", message: "Requests from other sites are not accepted.").response
            }
            return nil
        }
        // A form: the hidden field must match the cookie. The body is collected in place, so the handler reads it again.
        let body = try await request.collectBody(upTo: 1 << 20)
        let form = FormData(String(buffer: body))
        guard let cookie, let sent = form[Self.fieldName], Self.constantTimeEqual(cookie, sent) else {
            return Responses.html(
                .forbidden,
                """
                <!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
                <title>Please try again · The System</title><link rel="stylesheet" href="/assets/app.css"></head>
                <body><main class="main"><section class="card"><h1>Please try again</h1>
                <p>This form was out of date (it may have been open for a long time, or cookies are blocked), so nothing was saved.
                Go back, reload the page and send it again.</p><p><a class="button primary" href="/">Go to today</a></p></section></main></body></html>
                """)
        }
        return nil
    }

    private func isSameOrigin(_ request: Request) -> Bool {
        if request.headers[HTTPField.Name("Sec-Fetch-Site")!] == "cross-site" { return false }
        guard let origin = request.headers[.origin], origin != "null" else { return request.headers[.origin] == nil }
        guard let host = request.head.authority, let url = URL(string: origin), let originHost = url.host else {
            return false
        }
        let originAuthority = url.port.map { "\(originHost):\($0)" } ?? originHost
        return originAuthority == host
    }

    static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in
            let byte = UInt8.random(in: 0...255, using: &generator)
            return (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }.joined()
    }

    static func isWellFormed(_ token: String) -> Bool {
        token.count == 32 && token.allSatisfy(\.isHexDigit)
    }

    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

/// `Referrer-Policy: same-origin` on every response: addresses of this app never leak to other sites.
struct ReferrerPolicyMiddleware: RouterMiddleware {
    typealias Context = AppContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[HTTPField.Name("Referrer-Policy")!] = "same-origin"
        return response
    }
}

/// The Content-Security-Policy of every response: only this server's own files, no inline script, no plugins,
/// no framing, and `nosniff`.
func securityHeaders() -> ContentSecurityMiddleware<AppContext> {
    ContentSecurityMiddleware(contentSecurityPolicy: [
        .defaultSrc(.self), .scriptSrc(.self), .styleSrc(.self), .imgSrc(.self, .uri("data:")), .fontSrc(.self),
        .connectSrc(.self), .manifestSrc(.self), .workerSrc(.self), .mediaSrc(.self), .objectSrc(.none),
        .baseURI(.none), .formAction(.self), .frameAncestors(.none),
    ])
}
