import Foundation
import Hummingbird
import HummingbirdTesting
import SystemStore
import Testing

@testable import SystemServer

/// The OpenAPI document is served and describes every API route the router has.
@Suite struct OpenAPITests {
    @Test func theDocumentIsServedAsOpenAPI31() async throws {
        try await Harness().test { client in
            let response = try await client.get("/api/openapi.json")

            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
            let document = try response.jsonObject()
            #expect(document.string("openapi")?.hasPrefix("3.1") == true)
            #expect(document["paths"] is [String: Any])
            #expect(document["info"] is [String: Any])
        }
    }

    @Test func everyAPIRouteIsDocumented() async throws {
        // Given the router's own list of routes
        let harness = Harness()
        let router = try await buildRouter(service: harness.service)
        let apiRoutes = router.routes.filter { $0.path.description.hasPrefix("/api/") }
        #expect(apiRoutes.count >= 16)

        // When the document is read
        let app = Application(router: router)
        let document = try await app.test(.router) { client in
            try await client.get("/api/openapi.json").jsonObject()
        }
        let paths = try #require(document["paths"] as? [String: Any])

        // Then each route appears under its path with its method
        for route in apiRoutes {
            let path = route.path.description
            let operations = paths[path] as? [String: Any]
            #expect(operations != nil, "\(path) is missing from openapi.json")
            let method = route.method.rawValue.lowercased()
            #expect(operations?[method] != nil, "\(method.uppercased()) \(path) is missing from openapi.json")
        }
    }

    @Test func everyDocumentedPathIsARoute() async throws {
        let harness = Harness()
        let router = try await buildRouter(service: harness.service)
        let routes = Set(router.routes.map { "\($0.method.rawValue.lowercased()) \($0.path.description)" })
        let app = Application(router: router)
        let document = try await app.test(.router) { client in
            try await client.get("/api/openapi.json").jsonObject()
        }
        let paths = try #require(document["paths"] as? [String: [String: Any]])

        let methods = ["get", "post", "put", "patch", "delete"]
        for (path, operations) in paths {
            for method in operations.keys where methods.contains(method) {
                #expect(
                    routes.contains("\(method) \(path)"), "openapi.json documents \(method.uppercased()) \(path), which no route serves")
            }
        }
    }

    /// The contract check that every test's API call goes through does catch a wrong answer.
    @Test func theContractCheckCatchesAnAnswerTheDocumentDoesNotAllow() {
        let missing = APIContract.problems(
            method: .get, uri: "/api/v1/intentions/current", status: 200,
            contentType: "application/json", body: #"{"id": "x"}"#)
        #expect(missing.contains { $0.contains("the required field text is missing") }, "\(missing)")

        let undocumented = APIContract.problems(
            method: .get, uri: "/api/v1/intentions/current?x=1", status: 418,
            contentType: "application/json", body: "{}")
        #expect(undocumented == ["GET /api/v1/intentions/current → 418: the status is not documented"])

        let wrongError = APIContract.problems(
            method: .post, uri: "/api/v1/intentions", status: 422,
            contentType: "application/json; charset=utf-8", body: #"{"error": {"code": 1}}"#)
        #expect(!wrongError.isEmpty)

        let undeclared = APIContract.problems(
            method: .get, uri: "/api/v1/labels", status: 200, contentType: "application/json",
            body: #"{"labels": [], "more": true}"#)
        #expect(undeclared == ["GET /api/v1/labels → 200: $: the field more is not documented"])

        let fine = APIContract.problems(
            method: .get, uri: "/api/v1/labels", status: 200, contentType: "application/json",
            body: #"{"labels": []}"#)
        #expect(fine == [])
    }

    /// Every write that takes an `Idempotency-Key` documents the refusal of a key reused for another request.
    @Test func everyKeyedWriteDocumentsAReusedKey() throws {
        guard case .object(let root) = APIContract.document, case .object(let paths)? = root["paths"] else {
            Issue.record("no paths")
            return
        }
        var checked = 0
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        for (path, operations) in paths {
            guard case .object(let operations) = operations else { continue }
            for (method, operation) in operations {
                let text = String(decoding: try encoder.encode(operation), as: UTF8.self)
                guard text.contains("#/components/parameters/IdempotencyKey") else { continue }
                checked += 1
                guard case .object(let fields) = operation, case .object(let responses)? = fields["responses"],
                    let refusal = responses["422"]
                else {
                    Issue.record("\(method.uppercased()) \(path) takes an Idempotency-Key but documents no 422")
                    continue
                }
                let documented = String(decoding: try encoder.encode(refusal), as: UTF8.self)
                #expect(
                    documented.contains("idempotency_key_reused"), "\(method.uppercased()) \(path) does not document idempotency_key_reused"
                )
            }
        }
        #expect(checked >= 30)
    }
}
