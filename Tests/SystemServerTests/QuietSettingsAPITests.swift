import Foundation
import HTTPTypes
import HummingbirdTesting
import SystemCore
import SystemServer
import SystemStore
import Testing

/// Quiet hours and "do not disturb until" in the settings API: read, changed, switched off, and refused by field.
/// The harness clock is Friday 20 November 2026, 10:00 in Berlin (+01:00).
@Suite struct QuietSettingsAPITests {
    @Test func quietHoursAndDoNotDisturbRoundTrip() async throws {
        try await Harness().test { client in
            // Given the defaults: both off, present as null
            let before = try await client.get("/api/v1/settings").jsonObject()
            #expect(before.isNull("quietFrom"))
            #expect(before.isNull("quietUntil"))
            #expect(before.isNull("doNotDisturbUntil"))

            // When they are set, the instant given in UTC
            let changed = try await client.post(
                "/api/v1/settings",
                json: #"{"quietFrom": "22:00", "quietUntil": "07:00", "doNotDisturbUntil": "2026-11-20T17:00:00.250Z"}"#)

            // Then they are answered, the instant in the user's offset to the second, and read back the same
            #expect(changed.status == .ok)
            let after = try changed.jsonObject()
            #expect(after.string("quietFrom") == "22:00")
            #expect(after.string("quietUntil") == "07:00")
            #expect(after.string("doNotDisturbUntil") == "2026-11-20T18:00:00+01:00")
            #expect(try await client.get("/api/v1/settings").text == changed.text)

            // When other settings change, they stay
            let other = try await client.post("/api/v1/settings", json: #"{"standupBy": "09:30"}"#).jsonObject()
            #expect(other.string("quietFrom") == "22:00")
            #expect(other.string("doNotDisturbUntil") == "2026-11-20T18:00:00+01:00")

            // When null is sent, they are off again
            let off = try await client.post(
                "/api/v1/settings",
                json: #"{"quietFrom": null, "quietUntil": null, "doNotDisturbUntil": null}"#
            ).jsonObject()
            #expect(off.isNull("quietFrom"))
            #expect(off.isNull("quietUntil"))
            #expect(off.isNull("doNotDisturbUntil"))
        }
    }

    @Test(arguments: [
        (#"{"quietFrom": "25:00", "quietUntil": "07:00"}"#, "quietFrom"),
        (#"{"quietFrom": "22:00"}"#, "quietUntil"),
        (#"{"quietUntil": "07:00"}"#, "quietFrom"),
        (#"{"quietFrom": "22:00", "quietUntil": "22:00"}"#, "quietUntil"),
        (#"{"quietFrom": 22, "quietUntil": "07:00"}"#, "quietFrom"),
        (#"{"doNotDisturbUntil": "tomorrow"}"#, "doNotDisturbUntil"),
        (#"{"doNotDisturbUntil": "2026-11-20T18:00:00"}"#, "doNotDisturbUntil"),
        (#"{"doNotDisturbUntil": 5}"#, "doNotDisturbUntil"),
    ])
    func wrongQuietSettingsAreRefusedByFieldAndWriteNothing(body: String, field: String) async throws {
        let harness = Harness()
        try await harness.test { client in
            let version = try await harness.version()

            let response = try await client.post("/api/v1/settings", json: body)

            #expect(response.status == .unprocessableContent)
            #expect(try response.apiError().field == field)
            #expect(try await harness.version() == version)
        }
    }
}
