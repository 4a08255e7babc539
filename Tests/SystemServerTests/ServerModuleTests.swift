import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import SystemCore
import SystemStore
import Testing

@testable import SystemServer

/// The app is assembled from server modules: a module adds its routes and its part of the OpenAPI document with
/// one registration, and two modules cannot claim the same thing.
@Suite struct ServerModuleTests {
    /// A module as a later issue would add one: an API route and its documentation, nothing else.
    struct EchoModule: ServerModule {
        let name = "Echo"
        var path = "/api/v1/echo"

        func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {
            api.get("echo") { _, context in
                _ = try await app.api.read(context)
                return Responses.json(.ok, #"{"echo": "hello"}"#)
            }
        }

        var openAPI: OpenAPIPart? {
            OpenAPIPart(
                #"""
                {"paths": {"\#(path)": {"get": {"operationId": "echo", "tags": ["Echo"], "responses": {"200": {"description": "Hello.",
                  "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Echo"}}}}}}}},
                 "components": {"schemas": {"Echo": {"type": "object", "required": ["echo"], "properties": {"echo": {"type": "string"}}}}},
                 "tags": [{"name": "Echo", "description": "Says hello."}]}
                """#)
        }
    }

    func router(_ modules: ServerModules) async throws -> Router<AppContext> {
        try await buildRouter(service: Harness().service, modules: modules, logger: Logger(label: "test"))
    }

    @Test func aRegisteredModuleServesItsRoutesAndItsPartOfTheDocument() async throws {
        // Given the standard modules plus one more
        let app = Application(router: try await router(ServerModules.standard.adding(EchoModule())))
        try await app.test(.router) { client in
            // When its route and the document are read
            let echo = try await client.execute(uri: "/api/v1/echo", method: .get)
            let document = try JSONSerialization.jsonObject(
                with: Data(String(buffer: try await client.execute(uri: "/api/openapi.json", method: .get).body).utf8))

            // Then both are there, beside the standard ones
            #expect(echo.status == .ok)
            let paths = try #require((document as? [String: Any])?["paths"] as? [String: Any])
            #expect(paths["/api/v1/echo"] != nil && paths["/api/v1/intentions"] != nil)
        }
    }

    @Test func aPathTwoModulesDocumentStopsTheServerFromStarting() async throws {
        // Given a module that documents a path the Intentions module already documents
        let modules = ServerModules.standard.adding(EchoModule(path: "/api/v1/intentions"))

        // Then the app is not built, and the error names the module and the path
        await #expect { try await router(modules) } throws: { error in
            "\(error)".contains("Echo") && "\(error)".contains("/api/v1/intentions")
        }
    }

    @Test func twoModulesOfOneNameAreRefused() async throws {
        await #expect(throws: ServerModulesError.self) {
            try await router(ServerModules.standard.adding(EchoModule()).adding(EchoModule()))
        }
    }

    @Test func theStandardModulesGiveEveryDailyModuleItsTemplate() async throws {
        let renderer = try await PageRenderer.load()
        for module in ServerModules.standard.dailyModules.all {
            #expect(renderer.has(module.templateName), "\(module.templateName).mustache is missing")
        }
        #expect(
            ServerModules.standard.dailyModules.all.map(\.id) == [
                "coach", "now", "standup", "pacts", "todos", "timeboxes", "intentions", "energy", "food", "sleep", "workout", "review",
            ])
    }
}
