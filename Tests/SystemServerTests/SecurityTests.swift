import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import SystemServer

/// Security headers on every response, CSRF tokens on forms, and the API's same-origin check.
struct SecurityTests {
    @Test(arguments: ["/", "/week", "/settings", "/help", "/assets/app.css", "/api/v1/settings", "/nope", "/api/v1/nope"])
    func everyResponseCarriesTheSecurityHeaders(path: String) async throws {
        try await Harness().test { client in
            let response = try await client.get(path)
            let csp = try #require(response.headers[.contentSecurityPolicy])
            for directive in ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"] {
                #expect(csp.contains(directive), "\(path): \(csp)")
            }
            #expect(!csp.contains("unsafe-inline"))
            #expect(response.headers[.xContentTypeOptions] == "nosniff")
            #expect(response.headers[HTTPField.Name("Referrer-Policy")!] == "same-origin")
        }
    }

    @Test func aPageSetsTheCSRFCookieAndPutsTheTokenInEveryForm() async throws {
        try await Harness().test { client in
            let response = try await client.get("/")
            let cookie = try #require(response.headers[.setCookie])
            #expect(cookie.contains("csrf="))
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.lowercased().contains("samesite=strict"))
            let token = String(cookie.dropFirst("csrf=".count).prefix(32))
            #expect(token.count == 32)
            #expect(response.text.contains(#"name="csrf" value="\#(token)""#))
            #expect(
                response.text.components(separatedBy: #"method="post""#).count - 1
                    == response.text.components(separatedBy: #"name="csrf""#).count - 1)
        }
    }

    @Test func aFormWithoutTheTokenIsRefusedAndWritesNothing() async throws {
        try await Harness().test { client in
            let missing = try await client.post("/intentions", form: [("text", "Sneaky"), ("minutes", "25")], csrf: nil)
            #expect(missing.status == .forbidden)
            #expect(missing.text.contains("nothing was saved"))

            let wrong = try await client.send(
                "/intentions", .post,
                headers: [.contentType: "application/x-www-form-urlencoded", .cookie: "csrf=\(testCSRFToken)"],
                body: "text=Sneaky&minutes=25&csrf=ffffffffffffffffffffffffffffffff")
            #expect(wrong.status == .forbidden)
            #expect(try await client.get("/api/v1/intentions/current").status == .notFound)
        }
    }

    @Test func theAPIRefusesWritesFromAnotherSite() async throws {
        try await Harness().test { client in
            let foreign = try await client.send(
                "/api/v1/intentions", .post,
                headers: [.contentType: "application/json", .origin: "https://evil.example"],
                body: #"{"text": "Sneaky", "minutes": 25}"#)
            #expect(foreign.status == .forbidden)
            #expect(try foreign.apiError().code == "cross_origin")

            let crossSite = try await client.send(
                "/api/v1/intentions", .post,
                headers: [.contentType: "application/json", HTTPField.Name("Sec-Fetch-Site")!: "cross-site"],
                body: #"{"text": "Sneaky", "minutes": 25}"#)
            #expect(crossSite.status == .forbidden)

            // A tool without a browser (curl, the CLI's peers) sends no Origin and is let through.
            let tool = try await client.post("/api/v1/intentions", json: #"{"text": "From a script", "minutes": 25}"#)
            #expect(tool.status == .created)
        }
    }
}
