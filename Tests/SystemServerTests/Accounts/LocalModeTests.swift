import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SystemCore
import Testing

@testable import SystemServer

/// Local mode: no accounts, no sign-in, everything is the local user's; the account pages and API say so.
struct LocalModeTests {
    @Test func everythingIsTheLocalUsersWithoutSigningIn() async throws {
        try await Harness().test { client in
            let page = try await client.get("/")
            #expect(page.status == .ok)
            #expect(!page.text.contains(#"href="/account""#))
            #expect(!page.text.contains("the-system-account"))

            let me = try await client.get("/api/v1/me")
            #expect(me.status == .ok)
            let json = try me.jsonObject()
            #expect(json.string("id") == "local")
            #expect(json.string("mode") == "local")
            #expect(json.string("via") == "local")
            #expect(json.isNull("name"))
        }
    }

    @Test(arguments: ["/sign-in", "/register", "/account"])
    func theAccountPagesLeadHomeOrDoNotExist(path: String) async throws {
        try await Harness().test { client in
            let response = try await client.get(path)
            if path == "/sign-in" {
                #expect(response.status == .seeOther)
                #expect(response.location == "/")
            } else {
                #expect(response.status == .notFound)
            }
        }
    }

    @Test(arguments: [
        ("/api/v1/tokens", HTTPRequest.Method.get), ("/api/v1/tokens", .post), ("/api/v1/sessions", .get),
        ("/api/v1/tokens/abc", .delete),
    ])
    func tokensAndSessionsAre404InLocalMode(path: String, method: HTTPRequest.Method) async throws {
        try await Harness().test { client in
            let response = try await client.send(
                path, method, headers: [.contentType: "application/json"],
                body: method == .post ? #"{"name":"x"}"# : nil)
            #expect(response.status == .notFound)
            #expect(try response.apiError().code == "local_mode")
        }
    }
}

/// Which mode `system serve` runs in.
struct ServerModeTests {
    @Test(arguments: ["127.0.0.1", "localhost", "::1"])
    func withoutAccountsLoopbackIsLocal(host: String) throws {
        let mode = try ServerMode.choose(host: host, hasAccounts: false) { fatalError("no hosting without accounts") }
        guard case .local = mode else {
            Issue.record("not local: \(mode)")
            return
        }
    }

    @Test(arguments: ["0.0.0.0", "::", "192.0.2.1", "system.example.org"])
    func withoutAccountsAnyOtherAddressIsRefused(host: String) {
        #expect {
            _ = try ServerMode.choose(host: host, hasAccounts: false) { fatalError("no hosting without accounts") }
        } throws: { error in
            let text = (error as? ServeRefusal)?.description ?? ""
            return text.contains("system user add NAME") && text.contains(host) && !text.contains("\n")
        }
    }

    @Test(arguments: [
        ("http://system.example.org", true), ("https://system.example.org/", true), ("HTTPS://Example.org:8443", true),
        ("ftp://system.example.org", false), ("system.example.org", false), ("https://", false),
        ("https://system.example.org/app", false), ("https://system.example.org/?x=1", false),
    ])
    func aPublicURLIsTheRootOfAnHTTPHost(text: String, valid: Bool) {
        #expect(((try? Hosting.publicURL(text)) != nil) == valid, "\(text)")
    }
}
