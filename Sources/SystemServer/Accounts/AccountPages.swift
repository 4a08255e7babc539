import Foundation
import HTTPTypes
import Hummingbird
import Logging
import SystemCore
import SystemStore

/// Signing in and out, registering, and the account page (sessions, access tokens, password).
///
/// In local mode no one signs in: the sign-in pages lead to Today and the account pages do not exist.
struct AccountPages: Sendable {
    let service: SystemService
    let mode: ServerMode
    let renderer: PageRenderer
    let logger: Logger

    func addRoutes(to router: Router<AppContext>) {
        router.get("/sign-in", use: signInForm)
        router.post("/sign-in", use: signIn)
        router.post("/sign-out", use: signOut)
        router.get("/register", use: registerForm)
        router.post("/register", use: register)
        router.get("/account", use: account)
        router.post("/account/sessions/end-all", use: signOutEverywhere)
        router.post("/account/sessions/{id}/end", use: endSession)
        router.post("/account/tokens", use: createToken)
        router.post("/account/tokens/{id}/revoke", use: revokeToken)
        router.post("/account/password", use: changePassword)
    }

    // MARK: Signing in and out

    @Sendable func signInForm(_ request: Request, context: AppContext) async throws -> Response {
        guard let hosting = mode.hosting else { return Responses.seeOther("/") }
        let next = Self.localPath(request.uri.queryParameters.get("next"))
        if context.identity != nil { return Responses.seeOther(next) }
        let notice = request.uri.queryParameters.get("signed-out") != nil ? "You are signed out." : nil
        let accounts = hosting.accounts
        return renderer.render(
            SignInPage(
                name: "", next: next, error: nil, notice: notice,
                registrationOpen: try await accounts.isRegistrationOpen()),
            "sign-in", in: context)
    }

    /// Signs in with a name and password: a new session (the browser's old one, if any, ends), then back to
    /// where the person was going. The account service logs every try (never the password).
    @Sendable func signIn(_ request: Request, context: AppContext) async throws -> Response {
        guard let hosting = mode.hosting else { return Responses.seeOther("/") }
        let accounts = hosting.accounts
        let form = FormData(try await request.bodyText())
        let name = String((form["name"] ?? "").prefix(200))
        let password = form["password"] ?? ""
        let next = Self.localPath(form["next"])
        let address = NetworkAddress.client(of: request, peer: context.peerAddress, trustProxy: hosting.trustProxy)
        let userAgent = String((request.headers[.userAgent] ?? "").prefix(300))
        do {
            let signedIn = try await accounts.signIn(name: name, password: password, address: address, userAgent: userAgent)
            // Rotation: whatever session this browser had before ends; the new one has a new token.
            if let old = context.identity?.sessionToken ?? request.cookies[hosting.cookieName]?.value, !old.isEmpty {
                try await accounts.signOut(sessionToken: old)
            }
            var response = Responses.seeOther(next)
            response.setCookie(SessionCookie(hosting).cookie(signedIn.token))
            return response
        } catch let error as AccountError {
            let page = SignInPage(
                name: name, next: next, error: error.message, notice: nil,
                registrationOpen: try await accounts.isRegistrationOpen())
            var response = renderer.render(page, "sign-in", status: error.httpStatus, in: context)
            if let seconds = error.retryAfter { response.headers[.retryAfter] = String(seconds) }
            return response
        }
    }

    /// Ends this browser's session, forgets its cookies and stored pages, and shows the sign-in page.
    @Sendable func signOut(_ request: Request, context: AppContext) async throws -> Response {
        guard let hosting = mode.hosting else { return Responses.seeOther("/") }
        if let token = context.identity?.sessionToken {
            let accounts = hosting.accounts
            try await accounts.signOut(sessionToken: token)
        }
        return Self.signedOut(hosting)
    }

    /// The answer after this browser's session ended: the cookie cleared, and the browser asked to forget cookies,
    /// stored pages and any offline changes, so the next person on this device sees nothing of this account's.
    static func signedOut(_ hosting: Hosting) -> Response {
        var response = Responses.seeOther("/sign-in?signed-out=1")
        response.setCookie(SessionCookie(hosting).cleared)
        response.headers[HTTPField.Name("Clear-Site-Data")!] = #""cache", "cookies", "storage""#
        return response
    }

    // MARK: Registering

    @Sendable func registerForm(_ request: Request, context: AppContext) async throws -> Response {
        _ = try await registration(context)
        if context.identity != nil { return Responses.seeOther("/") }
        return renderer.render(RegisterPage(name: "", errors: [:]), "register", in: context)
    }

    @Sendable func register(_ request: Request, context: AppContext) async throws -> Response {
        let hosting = try await registration(context)
        let accounts = hosting.accounts
        let form = FormData(try await request.bodyText())
        let name = String((form["name"] ?? "").prefix(200))
        let password = form["password"] ?? ""
        let address = NetworkAddress.client(of: request, peer: context.peerAddress, trustProxy: hosting.trustProxy)
        do {
            _ = try await accounts.register(name: name, password: password, address: address)
            let signedIn = try await accounts.signIn(
                name: name, password: password, address: address,
                userAgent: String((request.headers[.userAgent] ?? "").prefix(300)))
            var response = Responses.seeOther("/")
            response.setCookie(SessionCookie(hosting).cookie(signedIn.token))
            return response
        } catch let error as AccountError {
            if error.code == "registration_closed" { throw HTTPError(.notFound) }
            let field = ["name", "password"].contains(error.field ?? "") ? error.field! : "form"
            var response = renderer.render(
                RegisterPage(name: name, errors: [field: error.message]), "register",
                status: error.httpStatus, in: context)
            if let seconds = error.retryAfter { response.headers[.retryAfter] = String(seconds) }
            return response
        }
    }

    /// The hosting, when registration is open; a 404 otherwise (as if the page did not exist).
    private func registration(_ context: AppContext) async throws -> Hosting {
        guard let hosting = mode.hosting else { throw HTTPError(.notFound) }
        let accounts = hosting.accounts
        guard try await accounts.isRegistrationOpen() else { throw HTTPError(.notFound) }
        return hosting
    }

    // MARK: The account page

    @Sendable func account(_ request: Request, context: AppContext) async throws -> Response {
        let query = request.uri.queryParameters
        let notice: String? =
            switch query.get("done").map { String($0) } {
            case "password": "Password changed. Your other sessions have ended."
            case "ended": "That session has ended."
            case "revoked": "The token is revoked; it no longer works."
            default: nil
            }
        return try await accountPage(context, notice: notice)
    }

    /// Draws the account page for the signed-in account.
    private func accountPage(
        _ context: AppContext, status: HTTPResponse.Status = .ok, notice: String? = nil,
        newToken: AccountPage.NewToken? = nil, tokenName: String = "",
        errors: [String: String] = [:]
    ) async throws -> Response {
        let (hosting, account) = try signedIn(context)
        let accounts = hosting.accounts
        let state = try await service.state(for: account.id)
        let page = AccountPage(
            state: state, account: account, now: service.clock.now(),
            currentSession: context.identity?.session?.id,
            sessions: try await accounts.sessions(of: account.id),
            tokens: try await accounts.accessTokens(of: account.id),
            notice: notice, newToken: newToken, tokenName: tokenName, errors: errors)
        return renderer.render(page, "account", status: status, in: context)
    }

    /// The hosting and the signed-in account; the account pages do not exist in local mode.
    private func signedIn(_ context: AppContext) throws -> (Hosting, Account) {
        guard let hosting = mode.hosting, let account = context.identity?.account else {
            throw APIError(.notFound, code: "local_mode", message: "This server runs in local mode: there are no accounts.")
        }
        return (hosting, account)
    }

    /// Ends one of your sessions; ending this one signs you out here.
    @Sendable func endSession(_ request: Request, context: AppContext) async throws -> Response {
        let (hosting, account) = try signedIn(context)
        let accounts = hosting.accounts
        let id = context.parameters.get("id") ?? ""
        guard try await accounts.endSession(id: id, of: account.id) else {
            throw APIError(.notFound, code: "session_not_found", message: "You have no such session; it may have ended already.")
        }
        if id == context.identity?.session?.id { return Self.signedOut(hosting) }
        return Responses.seeOther("/account?done=ended")
    }

    /// Ends every session of yours, this one too.
    @Sendable func signOutEverywhere(_ request: Request, context: AppContext) async throws -> Response {
        let (hosting, account) = try signedIn(context)
        let accounts = hosting.accounts
        try await accounts.signOutEverywhere(account.id, keeping: nil)
        logger.notice("signed out everywhere", metadata: ["account": .string(LogSafe.quoted(Account.key(for: account.name)))])
        return Self.signedOut(hosting)
    }

    /// Creates an access token and shows it, this once.
    @Sendable func createToken(_ request: Request, context: AppContext) async throws -> Response {
        let (hosting, account) = try signedIn(context)
        let accounts = hosting.accounts
        let form = FormData(try await request.bodyText())
        let name = (form["name"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...60).contains(name.count) else {
            return try await accountPage(
                context, status: .unprocessableContent, tokenName: name,
                errors: ["tokenName": "Give the token a name of 1 to 60 characters, such as “Phone shortcut”."])
        }
        do {
            let (record, token) = try await accounts.createAccessToken(for: account.id, name: name)
            return try await accountPage(context, status: .created, newToken: AccountPage.NewToken(name: record.name, token: token))
        } catch let error as AccountError {
            return try await accountPage(
                context, status: error.httpStatus, tokenName: name,
                errors: ["tokenName": error.message])
        }
    }

    @Sendable func revokeToken(_ request: Request, context: AppContext) async throws -> Response {
        let (hosting, account) = try signedIn(context)
        let accounts = hosting.accounts
        guard try await accounts.revokeAccessToken(id: context.parameters.get("id") ?? "", of: account.id) else {
            throw APIError(.notFound, code: "token_not_found", message: "You have no such token, or it is revoked already.")
        }
        return Responses.seeOther("/account?done=revoked")
    }

    /// Changes the password; every other session ends, this one stays.
    @Sendable func changePassword(_ request: Request, context: AppContext) async throws -> Response {
        let (hosting, account) = try signedIn(context)
        let accounts = hosting.accounts
        let form = FormData(try await request.bodyText())
        do {
            let address = NetworkAddress.client(of: request, peer: context.peerAddress, trustProxy: hosting.trustProxy)
            try await accounts.changePassword(
                account.id, current: form["currentPassword"] ?? "", new: form["password"] ?? "",
                keeping: context.identity?.sessionToken, address: address)
            return Responses.seeOther("/account?done=password")
        } catch let error as AccountError {
            let field = error.field == "password" ? "password" : "current_password"
            var response = try await accountPage(context, status: error.httpStatus, errors: [field: error.message])
            if let seconds = error.retryAfter { response.headers[.retryAfter] = String(seconds) }
            return response
        }
    }

    /// `next` when it is a path on this server (not `//elsewhere` or `https://…`), "/" otherwise.
    static func localPath(_ next: String?) -> String {
        guard let path = next.flatMap(Responses.localPath), !path.hasPrefix("/sign-in"), !path.hasPrefix("/sign-out") else { return "/" }
        return path
    }
}
