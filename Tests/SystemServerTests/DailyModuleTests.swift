import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import SystemCore
import SystemStore
import Testing

@testable import SystemServer

/// The Today page is composed of Daily modules from a registry: a new module is a folder and a registration,
/// and the settings switch modules off.
@Suite struct DailyModuleTests {
    /// A module as a later issue would add one (say, mood): its own state, view and builder, nothing else.
    struct MoodModule: DailyModule {
        let id = "mood"
        let name = "Mood"

        struct View: Sendable, Encodable {
            let word: String
            let date: String
        }

        func view(for day: DailyContext) -> (any Encodable & Sendable)? {
            // The builder: only on the Today page.
            day.isToday ? View(word: "Calm", date: day.date.description) : nil
        }
    }

    /// The server module that registers it: a real one keeps the view in `Mood/templates/daily-mood.mustache`.
    struct MoodServerModule: ServerModule {
        let name = "Mood"
        var dailyModules: [any DailyModule] { [MoodModule()] }
        var inlineTemplates: [String: String] {
            [
                "daily-mood":
                    #"<section class="card" id="mood-module"><h2>Mood</h2><p>{{word}} on {{date}}</p><form method="post"><input type="hidden" name="csrf" value="{{csrf}}"></form></section>"#
            ]
        }
    }

    func test(
        _ harness: Harness, modules: ServerModules,
        _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        let app = Application(router: try await buildRouter(service: harness.service, modules: modules, logger: .init(label: "test")))
        try await app.test(.router, body)
    }

    @Test func aRegisteredModuleIsRenderedOnTodayInRegistryOrder() async throws {
        // Given the standard modules plus a new one
        let harness = Harness()
        try await test(harness, modules: ServerModules.standard.adding(MoodServerModule())) { client in
            // When Today is drawn
            let html = try await client.get("/").text

            // Then the new module's view is there, with its state and the request's CSRF token, after the others
            #expect(html.contains("<p>Calm on 2026-11-20</p>"))
            #expect(html.contains(#"name="csrf" value=""#))
            let order = ["coach", "standup", "todos", "intentions", "mood"].map { html.range(of: #"data-module="\#($0)""#)?.lowerBound }
            #expect(order.allSatisfy { $0 != nil })
            #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())

            // And its builder keeps it off another day's page
            let r1 = try await client.get("/days/2026-11-19")
            #expect(!r1.text.contains("mood-module"))
        }
    }

    @Test func aModuleSwitchedOffInSettingsDisappearsAndComesBack() async throws {
        let harness = Harness()
        try await test(harness, modules: ServerModules.standard.adding(MoodServerModule())) { client in
            // Given the settings list every module, all on
            let settings = try await client.get("/settings").text
            #expect(settings.contains(#"value="mood" checked"#))
            #expect(settings.contains(#"value="todos" checked"#))

            // When the user unticks To-dos and Mood and saves
            let saved = try await client.post(
                "/settings",
                form: [
                    ("modulesShown", "1"), ("module", "coach"), ("module", "now"), ("module", "standup"), ("module", "pacts"),
                    ("module", "timeboxes"),
                    ("module", "intentions"), ("module", "energy"), ("module", "food"), ("module", "sleep"), ("module", "workout"),
                    ("module", "review"),
                ])
            #expect(saved.status == .seeOther)

            // Then Today shows neither, and the others remain
            let today = try await client.get("/").text
            #expect(!today.contains(#"data-module="todos""#))
            #expect(!today.contains("mood-module"))
            #expect(today.contains(#"data-module="intentions""#))
            #expect(try await harness.service.state(for: .local).settings.hiddenModules == ["todos", "mood"])

            // And ticking them again brings them back
            _ = try await client.post(
                "/settings",
                form: [
                    ("modulesShown", "1"), ("module", "coach"), ("module", "now"), ("module", "standup"), ("module", "pacts"),
                    ("module", "todos"),
                    ("module", "timeboxes"), ("module", "intentions"), ("module", "mood"), ("module", "energy"), ("module", "food"),
                    ("module", "sleep"),
                    ("module", "workout"), ("module", "review"),
                ])
            let again = try await client.get("/").text
            #expect(again.contains(#"data-module="todos""#) && again.contains("mood-module"))
        }
    }

    @Test func savingOtherSettingsKeepsTheModuleSwitchesAndStandupTime() async throws {
        let harness = Harness()
        try await harness.test { client in
            _ = try await client.post(
                "/settings",
                form: [
                    ("modulesShown", "1"), ("module", "coach"), ("module", "now"), ("module", "pacts"), ("module", "timeboxes"),
                    ("module", "intentions"),
                    ("module", "energy"),
                    ("module", "food"), ("module", "sleep"), ("module", "workout"), ("module", "review"), ("standupBy", "09:15"),
                ])
            // A form without the module fields (an older page) changes only what it names
            _ = try await client.post("/settings", form: [("theme", "dark")])
            let settings = try await harness.service.state(for: .local).settings
            #expect(settings.hiddenModules == ["standup", "todos"])
            #expect(settings.standupBy == TimeOfDay(hour: 9, minute: 15))
            #expect(settings.theme == .dark)
        }
    }
}
