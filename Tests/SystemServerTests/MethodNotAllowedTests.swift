import Foundation
import HTTPTypes
import HummingbirdTesting
import SystemServer
import Testing

/// A method the API does not serve on a path it serves is 405 with `Allow`; a path it does not serve stays 404.
@Suite struct MethodNotAllowedTests {
    @Test(arguments: [
        ("/api/v1/areas", HTTPRequest.Method.delete, "GET, POST"),
        ("/api/v1/intentions", .get, "POST"),
        ("/api/v1/intentions/0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10", .put, "GET"),
        ("/api/v1/days/today/standup", .post, "GET, PUT"),
        ("/api/v1/tokens/abc", .get, "DELETE"),
    ])
    func anUnservedMethodOnAnAPIPathIs405WithAllow(path: String, method: HTTPRequest.Method, allow: String) async throws {
        try await Harness().test { client in
            // When the path is asked for with a method it does not serve
            let response = try await client.send(path, method, headers: [.contentType: "application/json"], body: "{}")

            // Then the answer says which methods it serves, in the API's error envelope
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == allow)
            #expect(try response.apiError().code == "method_not_allowed")
        }
    }

    @Test func aPathTheAPIDoesNotServeIsStill404() async throws {
        try await Harness().test { client in
            let response = try await client.send("/api/v1/nothing-here", .delete)

            #expect(response.status == .notFound)
            #expect(response.headers[.allow] == nil)
        }
    }

    @Test func aPageAskedForWithAnotherMethodIsNot405() async throws {
        try await Harness().test { client in
            let response = try await client.send("/help", .delete)

            #expect(response.status != .methodNotAllowed)
            #expect(response.headers[.allow] == nil)
        }
    }
}
