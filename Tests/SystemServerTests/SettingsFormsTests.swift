import Foundation
import Hummingbird
import HummingbirdTesting
import SystemCore
import SystemStore
import Testing

@testable import SystemServer

/// The settings page has one form per module's settings; each saves only its own part.
@Suite struct SettingsFormsTests {
    @Test func eachModulesSettingsAreTheirOwnForm() async throws {
        try await Harness().test { client in
            let page = try await client.get("/settings").text
            // Then there are four forms, each with its own save and its own idempotency key
            for (id, button) in [
                ("settings-general", "Save settings"), ("settings-today", "Save Today"),
                ("settings-week", "Save goal sizes"), ("settings-reminders", "Save reminders"),
            ] {
                #expect(page.contains(#"id="\#(id)""#), "\(id)")
                #expect(page.contains(">\(button)</button>"), "\(button)")
            }
            let keys = page.components(separatedBy: #"name="idempotencyKey" value=""#).dropFirst().map { $0.prefix(while: { $0 != "\"" }) }
            #expect(keys.count == 4 && Set(keys).count == 4)
        }
    }

    @Test func savingAStaleFormOfOneModuleLeavesAnothersChangeAlone() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given the page open in two tabs, and quiet hours saved from the reminders form of one
            let stale = try await client.get("/settings").text
            #expect(stale.contains(#"name="wakingStart" type="time" value="07:00""#))
            _ = try await client.post("/settings", form: [("quietFrom", "22:00"), ("quietUntil", "07:00")])

            // When the other tab's days-and-weeks form is saved with a new week start (and its stale other fields)
            let saved = try await client.post(
                "/settings",
                form: [
                    ("timeZone", "UTC"), ("dayStartHour", "4"), ("wakingStart", "07:00"),
                    ("wakingEnd", "23:00"), ("weekStart", "7"), ("theme", "system"),
                ])
            #expect(saved.status == .seeOther)

            // Then the week starts on Sunday, and the quiet hours are still there
            let settings = try await harness.service.state(for: .local).settings
            #expect(settings.weekStart == 7)
            #expect(settings.quietFrom == TimeOfDay(hour: 22) && settings.quietUntil == TimeOfDay(hour: 7))
        }
    }
}
