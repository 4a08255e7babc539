import Foundation
import HTTPTypes
import Hummingbird
import SystemCore
import SystemStore

/// Decides who each request acts for and puts it in the context (``AppContext/identity``).
///
/// In local mode every request is the local user's. On a hosted server a page needs the session cookie and the
/// API needs the cookie or `Authorization: Bearer sys_…`; a page request without either is sent to the sign-in
/// page (and back afterwards), an API request is answered 401. Only the sign-in and registration pages, the
/// static files and the OpenAPI document are open to everyone.
struct AuthMiddleware: RouterMiddleware {
    typealias Context = AppContext
    let mode: ServerMode

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        guard let hosting = mode.hosting else {
            context.identity = .local
            return try await next(request, context)
        }
        let path = request.uri.path
        let isAPI = path.hasPrefix("/api/")
        if Self.isOpen(path) {
            // The sign-in pages still like to know whether the browser is signed in already.
            if path == "/sign-in" || path == "/register" {
                context.identity = try await SessionCookie(hosting).identity(of: request)
            }
            return try await next(request, context)
        }
        let identity: Identity?
        if isAPI, let authorization = request.headers[.authorization] {
            identity = try await Self.identity(authorization: authorization, hosting)
        } else {
            identity = try await SessionCookie(hosting).identity(of: request)
        }
        if let identity {
            context.identity = identity
            return try await next(request, context)
        }
        if isAPI {
            var response = APIError(
                .unauthorized, code: "not_signed_in",
                message: "Sign in first: send the session cookie, or an access token as “Authorization: Bearer sys_…”."
            ).response
            response.headers[.wwwAuthenticate] = #"Bearer realm="The System""#
            return response
        }
        // A page: sign in, then come back here (only a GET can be repeated after signing in).
        let back = request.method == .get ? path + (request.uri.query.map { "?\($0)" } ?? "") : "/"
        var response = Responses.seeOther(back == "/" ? "/sign-in" : "/sign-in?next=\(Self.percentEncoded(back))")
        if request.cookies[hosting.cookieName] != nil {
            response.setCookie(SessionCookie(hosting).cleared)
        }
        return response
    }

    /// Paths anyone may open: signing in and registering, static files, the worker, the manifest, the API's description,
    /// and a calendar feed's address (`/calendar/<token>.ics`, which a phone's calendar reads without a session: its
    /// handler serves the timeboxes of the token's owner only, and nothing else is open under `/calendar/`).
    static func isOpen(_ path: String) -> Bool {
        ["/sign-in", "/register", "/sw.js", "/manifest.webmanifest", "/api/openapi.json"].contains(path)
            || path.hasPrefix("/assets/") || CalendarPages.isFeedPath(path)
    }

    /// Who an `Authorization` header names: a live access token's account, or nobody.
    static func identity(authorization: String, _ hosting: Hosting) async throws -> Identity? {
        let parts = authorization.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        let token = parts[1].trimmingCharacters(in: .whitespaces)
        guard token.hasPrefix("sys_"), token.count <= 128 else { return nil }
        let accounts = hosting.accounts
        guard let account = try await accounts.authenticate(accessToken: token) else { return nil }
        return Identity(user: account.id, account: account, proof: .accessToken)
    }

    static func percentEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "/"
    }
}

/// The session cookie of a hosted server: `session`, or `__Host-session` and Secure when the public URL is https;
/// always HttpOnly, SameSite=Lax and Path=/. It holds the session's random token; the server keeps only its hash.
struct SessionCookie {
    let hosting: Hosting

    init(_ hosting: Hosting) {
        self.hosting = hosting
    }

    /// A new session's cookie, kept by the browser for the session's absolute lifetime.
    func cookie(_ token: String) -> Cookie {
        Cookie(
            name: hosting.cookieName, value: token, maxAge: Int(hosting.accounts.policy.sessionAbsoluteTimeout), path: "/",
            secure: hosting.isSecure, httpOnly: true, sameSite: .lax)
    }

    /// A cookie that makes the browser forget the session.
    var cleared: Cookie {
        Cookie(
            name: hosting.cookieName, value: "", expires: Date(timeIntervalSince1970: 0), maxAge: 0, path: "/",
            secure: hosting.isSecure, httpOnly: true, sameSite: .lax)
    }

    /// The signed-in account of the request's session cookie, or nil (no cookie, ended, timed out, disabled).
    func identity(of request: Request) async throws -> Identity? {
        guard let token = request.cookies[hosting.cookieName]?.value, !token.isEmpty, token.count <= 128 else { return nil }
        let accounts = hosting.accounts
        guard let (account, session) = try await accounts.authenticate(sessionToken: token) else { return nil }
        return Identity(user: account.id, account: account, proof: .session(session, token: token))
    }
}
