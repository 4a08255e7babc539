import Foundation
import Hummingbird
import HummingbirdTesting
import SystemServer
import SystemStore
import Testing

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
                #expect(routes.contains("\(method) \(path)"), "openapi.json documents \(method.uppercased()) \(path), which no route serves")
            }
        }
    }
}
