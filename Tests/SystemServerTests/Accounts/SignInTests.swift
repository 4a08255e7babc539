import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SystemCore
import SystemStore
import Testing

@testable import SystemServer

/// Accounts and sessions on a hosted server, as a browser and an API client see them over HTTP.
@Suite struct SignInTests {
    // MARK: Cookies

    @Test(
        arguments: [
            (nil, "session", false), ("http://system.example.org", "session", false),
            ("https://system.example.org", "__Host-session", true),
        ] as [(String?, String, Bool)])
    func theSessionCookieIsHttpOnlyLaxAndSecureOverHTTPS(publicURL: String?, name: String, secure: Bool) async throws {
        let harness = HostedHarness(publicURL: publicURL)
        try await harness.addAccount("ana")
        try await harness.test { client in
            let response = try await client.signIn("ana", as: Browser(cookieName: name))

            #expect(response.status == .seeOther)
            let cookie = try #require(response.cookie(name), "\(response.headers[values: .setCookie])")
            let attributes = cookie.line.lowercased()
            #expect(attributes.contains("httponly"))
            #expect(attributes.contains("samesite=lax"))
            #expect(attributes.contains("path=/"))
            #expect(!attributes.contains("domain="))
            #expect(attributes.contains("secure") == secure)
            // At least 128 bits of randomness, whatever the encoding.
            #expect(cookie.value.count >= 22)
            if secure { #expect(response.cookie("session") == nil) }
        }
    }

    // MARK: Who may see what

    @Test func aPageWithoutASessionLeadsToSignInAndBack() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.test { client in
            // Given a browser that is not signed in
            let stranger = Browser(cookieName: harness.cookieName)

            // When it opens a page, it is sent to sign in, remembering where it was going
            let page = try await client.send("/days/2026-11-19?x=1", as: stranger)
            #expect(page.status == .seeOther)
            #expect(page.location == "/sign-in?next=/days/2026-11-19%3Fx%3D1")
            let form = try await client.send("/sign-in?next=/days/2026-11-19%3Fx%3D1", as: stranger)
            #expect(form.status == .ok)
            #expect(form.text.contains(#"name="next" value="/days/2026-11-19?x=1""#))
            #expect(form.text.contains(#"type="password""#))

            // Then signing in leads there
            let signedIn = try await client.signIn("ana", as: stranger, next: "/days/2026-11-19?x=1")
            #expect(signedIn.location == "/days/2026-11-19?x=1")
        }
    }

    @Test(arguments: ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "/sign-out", ""])
    func signingInNeverLeadsAway(next: String) async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.test { client in
            let response = try await client.signIn("ana", as: Browser(cookieName: harness.cookieName), next: next)
            #expect(response.location == "/")
        }
    }

    @Test(arguments: ["/api/v1/settings", "/api/v1/intentions/current", "/api/v1/me", "/api/v1/tokens"])
    func theAPIWithoutCredentialsIs401WithAMessage(path: String) async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.test { client in
            let response = try await client.get(path)
            #expect(response.status == .unauthorized)
            let error = try response.apiError()
            #expect(error.code == "not_signed_in")
            #expect(error.message.contains("Sign in"))
            #expect(response.headers[.wwwAuthenticate]?.hasPrefix("Bearer") == true)

            let wrongToken = try await client.send(path, token: "sys_not-a-real-token")
            #expect(wrongToken.status == .unauthorized)
        }
    }

    @Test(arguments: ["/sign-in", "/assets/app.css", "/sw.js", "/manifest.webmanifest", "/api/openapi.json"])
    func signingInAndTheStaticFilesNeedNoSession(path: String) async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.test { client in
            let response = try await client.get(path)
            #expect(response.status == .ok)
        }
    }

    @Test func theSignInFormKeepsItsCSRFProtection() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.test { client in
            let response = try await client.post("/sign-in", form: [("name", "ana"), ("password", HostedHarness.password)], csrf: nil)
            #expect(response.status == .forbidden)
            #expect(response.cookie(harness.cookieName) == nil)
        }
    }

    @Test func everyFormOfTheAccountPagesCarriesTheCSRFToken() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.accounts.setRegistrationOpen(true)
        try await harness.test { client in
            let browser = try await client.signedIn("ana", cookieName: harness.cookieName)
            _ = try await client.form("/account/tokens", [("name", "script")], as: browser)
            for (path, visitor) in [
                ("/sign-in", Browser(cookieName: harness.cookieName)), ("/register", Browser(cookieName: harness.cookieName)),
                ("/account", browser),
            ] {
                let page = try await client.send(path, as: visitor)
                #expect(page.status == .ok, "\(path)")
                let forms = page.text.components(separatedBy: #"method="post""#).count - 1
                #expect(forms > 0, "\(path)")
                #expect(page.text.components(separatedBy: #"name="csrf" value="\#(testCSRFToken)""#).count - 1 == forms, "\(path)")
            }
        }
    }

    // MARK: Signing in and out

    @Test func signingInRotatesTheSession() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.test { client in
            // Given a browser that is signed in, and a cookie value an attacker planted in another browser
            let first = try await client.signedIn("ana", cookieName: harness.cookieName)
            let planted = Browser(cookieName: harness.cookieName, session: "planted-by-an-attacker-0123456789")

            // When each signs in (again)
            let second = try await client.signIn("ana", as: first)
            let third = try await client.signIn("ana", as: planted)

            // Then each gets a new token; the old session has ended and the planted value was never adopted
            let secondToken = try #require(second.cookie(harness.cookieName)?.value)
            let thirdToken = try #require(third.cookie(harness.cookieName)?.value)
            #expect(secondToken != first.session)
            #expect(thirdToken != planted.session)
            #expect(try await client.send("/", as: first).status == .seeOther)
            #expect(try await client.send("/", as: Browser(cookieName: harness.cookieName, session: secondToken)).status == .ok)
            #expect(try await client.send("/", as: planted).status == .seeOther)
        }
    }

    @Test func signingOutEndsTheSessionAndClearsTheBrowser() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.test { client in
            let browser = try await client.signedIn("ana", cookieName: harness.cookieName)
            #expect(try await client.send("/", as: browser).status == .ok)

            let response = try await client.form("/sign-out", as: browser)

            #expect(response.status == .seeOther)
            #expect(response.location?.hasPrefix("/sign-in") == true)
            #expect(response.headers[HTTPField.Name("Clear-Site-Data")!]?.contains(#""cookies""#) == true)
            let cleared = try #require(response.cookie(harness.cookieName))
            #expect(cleared.value.isEmpty)
            #expect(cleared.line.contains("Max-Age=0"))
            // The token no longer works, even if the browser kept it
            #expect(try await client.send("/", as: browser).status == .seeOther)
            #expect(try await client.send("/api/v1/me", as: browser).status == .unauthorized)
            #expect(try await harness.accounts.sessions(of: try #require(await harness.database.account(named: "ana")).id).isEmpty)
        }
    }

    @Test func wrongPasswordsAndUnknownNamesGetTheSameAnswer() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.test { client in
            let browser = Browser(cookieName: harness.cookieName)
            let wrong = try await client.signIn("ana", "not the password", as: browser)
            let unknown = try await client.signIn("ann", "not the password", as: browser)

            #expect(wrong.status == unknown.status)
            #expect(wrong.status == .unauthorized)
            #expect(wrong.cookie(harness.cookieName) == nil)
            #expect(unknown.cookie(harness.cookieName) == nil)
            // The same page apart from the name typed in again
            #expect(
                wrong.text.replacingOccurrences(of: #"value="ana""#, with: "")
                    == unknown.text.replacingOccurrences(of: #"value="ann""#, with: ""))
            #expect(wrong.text.contains(#"class="field-error""#))
            #expect(!wrong.text.contains(HostedHarness.password))
        }
    }

    // MARK: Timeouts

    @Test func aSessionEndsAfter14DaysWithoutUse() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.test { client in
            let browser = try await client.signedIn("ana", cookieName: harness.cookieName)

            // Used again after 13 days it still works, and that use counts
            harness.clock.advance(by: 13 * 86_400)
            #expect(try await client.send("/", as: browser).status == .ok)
            harness.clock.advance(by: 13 * 86_400)
            #expect(try await client.send("/", as: browser).status == .ok)

            // Unused for more than 14 days it has ended
            harness.clock.advance(by: 14 * 86_400 + 60)
            #expect(try await client.send("/", as: browser).status == .seeOther)
            #expect(try await client.send("/api/v1/me", as: browser).status == .unauthorized)
        }
    }

    @Test func aSessionEndsAfter60DaysHoweverMuchItIsUsed() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.test { client in
            let browser = try await client.signedIn("ana", cookieName: harness.cookieName)
            for _ in 0..<5 {
                harness.clock.advance(by: 11 * 86_400)
                #expect(try await client.send("/", as: browser).status == .ok)
            }
            // 55 days in; 6 more make 61
            harness.clock.advance(by: 6 * 86_400)
            #expect(try await client.send("/", as: browser).status == .seeOther)
        }
    }

    // MARK: Several sessions

    @Test func signingOutEverywhereEndsEverySession() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.addAccount("ben")
        try await harness.test { client in
            let laptop = try await client.signedIn("ana", cookieName: harness.cookieName, address: "198.51.100.7")
            let phone = try await client.signedIn("ana", cookieName: harness.cookieName, address: "203.0.113.4")
            let ben = try await client.signedIn("ben", cookieName: harness.cookieName)

            // The account page lists both, this one marked
            let page = try await client.send("/account", as: laptop)
            #expect(page.status == .ok)
            #expect(page.text.contains("198.51.100.7"))
            #expect(page.text.contains("203.0.113.4"))
            #expect(page.text.components(separatedBy: "This one").count - 1 == 1)
            #expect(page.text.contains("Firefox on Linux"))

            // When Ana signs out everywhere from the laptop
            let response = try await client.form("/account/sessions/end-all", as: laptop)
            #expect(response.status == .seeOther)
            #expect(response.headers[HTTPField.Name("Clear-Site-Data")!]?.contains(#""cookies""#) == true)

            // Then neither of her sessions works; Ben's does
            #expect(try await client.send("/", as: laptop).status == .seeOther)
            #expect(try await client.send("/", as: phone).status == .seeOther)
            #expect(try await client.send("/", as: ben).status == .ok)
        }
    }

    @Test func endingOneSessionLeavesTheOthers() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.test { client in
            let laptop = try await client.signedIn("ana", cookieName: harness.cookieName)
            let phone = try await client.signedIn("ana", cookieName: harness.cookieName, address: "203.0.113.4")
            let sessions = try await client.send("/api/v1/sessions", as: laptop).jsonObject().objects("sessions")
            #expect(sessions.count == 2)
            #expect(sessions.filter { $0["current"] as? Bool == true }.count == 1)
            let phoneSession = try #require(sessions.first { $0.string("address") == "203.0.113.4" }?.string("id"))

            let response = try await client.form("/account/sessions/\(phoneSession)/end", as: laptop)

            #expect(response.status == .seeOther)
            #expect(try await client.send("/", as: phone).status == .seeOther)
            #expect(try await client.send("/", as: laptop).status == .ok)
        }
    }

    @Test func changingThePasswordEndsTheOtherSessions() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.test { client in
            let laptop = try await client.signedIn("ana", cookieName: harness.cookieName)
            let phone = try await client.signedIn("ana", cookieName: harness.cookieName, address: "203.0.113.4")

            // A wrong current password is refused next to its field
            let wrong = try await client.form(
                "/account/password", [("currentPassword", "nope nope nope"), ("password", "a brand new passphrase")], as: laptop)
            #expect(wrong.status.code >= 400)
            #expect(wrong.text.contains(#"class="field-error""#))

            let response = try await client.form(
                "/account/password", [("currentPassword", HostedHarness.password), ("password", "a brand new passphrase")], as: laptop)

            #expect(response.status == .seeOther)
            #expect(try await client.send("/", as: laptop).status == .ok)
            #expect(try await client.send("/", as: phone).status == .seeOther)
            #expect(
                try await client.signIn("ana", "a brand new passphrase", as: Browser(cookieName: harness.cookieName)).status == .seeOther)
        }
    }

    // MARK: Disabled accounts

    @Test func aDisabledAccountsSessionsAndTokensStopWorking() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.test { client in
            let browser = try await client.signedIn("ana", cookieName: harness.cookieName)
            let token = try await client.send("/api/v1/tokens", .post, as: browser, json: #"{"name":"script"}"#).jsonObject().string(
                "token")
            let secret = try #require(token)
            #expect(try await client.send("/api/v1/me", token: secret).status == .ok)

            _ = try await harness.accounts.setDisabled(name: "ana", true)

            #expect(try await client.send("/", as: browser).status == .seeOther)
            #expect(try await client.send("/api/v1/me", as: browser).status == .unauthorized)
            #expect(try await client.send("/api/v1/me", token: secret).status == .unauthorized)
            let again = try await client.signIn("ana", as: Browser(cookieName: harness.cookieName))
            #expect(again.cookie(harness.cookieName) == nil)
            #expect(again.status.code >= 400)
        }
    }

    // MARK: Access tokens

    @Test func anAccessTokenWorksForTheAPIUntilItIsRevoked() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.test { client in
            let browser = try await client.signedIn("ana", cookieName: harness.cookieName)

            // When a token is created on the account page, it is shown once
            let created = try await client.form("/account/tokens", [("name", "Phone shortcut")], as: browser)
            #expect(created.status == .created)
            let token = try #require(created.text.firstMatch(of: /sys_[A-Za-z0-9_-]+/).map { String($0.output) })
            let later = try await client.send("/account", as: browser)
            #expect(later.text.contains("Phone shortcut"))
            #expect(!later.text.contains(token))

            // Then it reads and writes through the API as Ana, but opens no page
            let me = try await client.send("/api/v1/me", token: token)
            #expect(me.status == .ok)
            #expect(try me.jsonObject().string("name") == "ana")
            #expect(try me.jsonObject().string("via") == "token")
            #expect(
                try await client.send("/api/v1/intentions", .post, token: token, json: #"{"text":"From a script","minutes":25}"#).status
                    == .created)
            #expect(try await client.send("/", .get, headers: [.authorization: "Bearer \(token)"]).status == .seeOther)

            // And once revoked through the API it is refused
            let tokens = try await client.send("/api/v1/tokens", token: token).jsonObject().objects("tokens")
            #expect(tokens.count == 1)
            #expect(tokens.first?["token"] == nil)
            let id = try #require(tokens.first?.string("id"))
            #expect(try await client.send("/api/v1/tokens/\(id)", .delete, as: browser).status == .noContent)
            #expect(try await client.send("/api/v1/me", token: token).status == .unauthorized)
            #expect(try await client.send("/api/v1/tokens/\(id)", .delete, as: browser).status == .notFound)
        }
    }

    // MARK: Throttling

    @Test func repeatedFailuresAreAnswered429WithRetryAfter() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.test { client in
            let attacker = Browser(cookieName: harness.cookieName, address: "203.0.113.66")
            var throttled: TestResponse?
            for _ in 0..<8 where throttled == nil {
                let response = try await client.signIn("ana", "guess guess guess", as: attacker)
                if response.status == .tooManyRequests { throttled = response }
            }
            let response = try #require(throttled, "no 429 after 8 failures")
            let seconds = try #require(response.headers[.retryAfter].flatMap(Int.init))
            #expect(seconds > 0)
            #expect(response.isHTML)
            #expect(response.text.contains(#"class="field-error""#))
            #expect(response.text.contains(#"name="password""#))

            // Even the right password waits until the delay has passed
            let right = try await client.signIn("ana", as: attacker)
            #expect(right.status == .tooManyRequests)
            harness.clock.advance(by: TimeInterval(seconds + 1))
            #expect(try await client.signIn("ana", as: attacker).status == .seeOther)
        }
    }

    @Test func guessingTheCurrentPasswordIsAnswered429Too() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.test { client in
            // Given a session used from somewhere else
            let borrowed = try await client.signedIn("ana", cookieName: harness.cookieName, address: "203.0.113.66")
            var throttled: TestResponse?
            for _ in 0..<8 where throttled == nil {
                let response = try await client.form(
                    "/account/password",
                    [
                        ("currentPassword", "guess guess guess"),
                        ("password", "a brand new passphrase"),
                    ], as: borrowed)
                if response.status == .tooManyRequests { throttled = response }
            }

            // Then guessing the current password is held back, with the message next to its field
            let response = try #require(throttled, "no 429 after 8 wrong current passwords")
            #expect(response.headers[.retryAfter].flatMap(Int.init) ?? 0 > 0)
            #expect(response.text.contains("Too many wrong passwords"))
            #expect(response.text.contains(#"aria-describedby="current-password-error""#))
            #expect(
                try await client.signIn("ana", "a brand new passphrase", as: Browser(cookieName: harness.cookieName)).status != .seeOther)
        }
    }

    @Test func anAddressThatSignedInBeforeIsNotLockedOut() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.test { client in
            // Given Ana signed in from home once
            _ = try await client.signedIn("ana", cookieName: harness.cookieName, address: "198.51.100.7")

            // When an attacker elsewhere fails again and again on her account
            let attacker = Browser(cookieName: harness.cookieName, address: "203.0.113.66")
            var last: TestResponse?
            for _ in 0..<10 { last = try await client.signIn("ana", "guess guess guess", as: attacker) }
            #expect(last?.status == .tooManyRequests)

            // Then Ana, at home, still signs in at once
            let home = try await client.signIn("ana", as: Browser(cookieName: harness.cookieName, address: "198.51.100.7"))
            #expect(home.status == .seeOther)
        }
    }

    // MARK: The log

    @Test func everyAttemptIsLoggedWithoutThePasswordAndSafeFromInjection() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.test { client in
            let browser = Browser(cookieName: harness.cookieName, address: "198.51.100.7")
            _ = try await client.signIn("ana", "hunter2-is-wrong", as: browser)
            _ = try await client.signIn("ana\nsign-in succeeded account=\"root\"", "hunter2-is-wrong", as: browser)
            _ = try await client.signIn("ana", as: browser)
        }
        let lines = harness.log.lines.filter { $0.contains("sign-in") }
        #expect(lines.count == 3, "\(lines)")
        for line in harness.log.lines {
            #expect(!line.contains("hunter2"))
            #expect(!line.contains(HostedHarness.password))
            #expect(!line.contains("\n"))
        }
        #expect(lines[0].contains("sign-in failed"))
        #expect(lines[0].contains(#"account="ana""#))
        #expect(lines[0].contains(#"address="198.51.100.7""#))
        // The forged line is inside the quoted name, escaped; only the real success says "sign-in succeeded"
        #expect(lines[1].contains("sign-in failed"))
        #expect(lines[1].contains(#"account="ana\u{a}sign-in\u{20}succeeded\u{20}account=\"root\"""#), "\(lines[1])")
        #expect(lines[2].contains("sign-in succeeded"))
        #expect(harness.log.lines.filter { $0.contains("sign-in succeeded") }.count == 1)
    }

    // MARK: Registration

    @Test func registrationIsClosedUnlessOpened() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.test { client in
            let browser = Browser(cookieName: harness.cookieName)
            #expect(try await client.send("/register", as: browser).status == .notFound)
            #expect(
                try await client.form("/register", [("name", "eve"), ("password", "a long passphrase")], as: browser).status == .notFound)
            #expect(!(try await client.send("/sign-in", as: browser).text.contains("/register")))
            #expect(await harness.database.account(named: "eve") == nil)

            try await harness.accounts.setRegistrationOpen(true)

            #expect(try await client.send("/register", as: browser).status == .ok)
            #expect(try await client.send("/sign-in", as: browser).text.contains(#"href="/register""#))
            let weak = try await client.form("/register", [("name", "eve"), ("password", "short")], as: browser)
            #expect(weak.status.code >= 400)
            #expect(weak.text.contains(#"id="password-error""#))
            let response = try await client.form("/register", [("name", "eve"), ("password", "a long passphrase")], as: browser)
            #expect(response.status == .seeOther)
            let eve = Browser(cookieName: harness.cookieName, session: try #require(response.cookie(harness.cookieName)?.value))
            #expect(try await client.send("/api/v1/me", as: eve).jsonObject().string("name") == "eve")
        }
    }
}
