import Foundation
import Testing

@testable import SystemCore

/// Each module's settings are its own: saving one part never overwrites another, and old whole-settings events
/// still replay to the same settings.
@Suite struct ModuleSettingsTests {
    let now = instant("2026-11-20T09:00:00Z")

    @Test func savingOnePartRecordsOnlyThatPart() throws {
        // Given a user who saved all their settings
        var state = UserState.fresh(timeZone: "Europe/Berlin")
        var settings = Settings.defaults(timeZone: "Europe/Berlin")
        _ = try state.run(.changeSettings(settings), at: now)

        // When only the quiet hours change
        settings.quietFrom = TimeOfDay(hour: 22)
        settings.quietUntil = TimeOfDay(hour: 7)
        let events = try state.run(.changeSettings(settings), at: now)

        // Then only the coach's event is recorded
        #expect(events.map(\.type) == ["coach.settings-changed"])
        #expect(state.settings == settings)
    }

    @Test func aStaleFormOfOneModuleLeavesAnotherModulesChangeAlone() throws {
        // Given a user who hid the standup on Today (the Daily's setting)
        var state = UserState.fresh(timeZone: "UTC")
        let before = state.settings
        var hidden = before
        hidden.hiddenModules = ["standup"]
        _ = try state.run(.changeSettings(hidden), at: now)

        // When a form made before that saves a new week start (the general part) through its module's event
        var general = before.general
        general.weekStart = 7
        state.evolve(DomainEvent(DomainEvent.GeneralSettingsChanged(settings: general)))

        // Then the standup stays hidden, and the week starts on Sunday
        #expect(state.settings.hiddenModules == ["standup"])
        #expect(state.settings.weekStart == 7)
    }

    @Test func anOldWholeSettingsEventStillReplaysToTheSameSettings() throws {
        // Given settings stored by the old event, which held them all
        let old = Settings(
            timeZone: "Europe/Berlin", dayStartHour: 5, wakingStart: TimeOfDay(hour: 6, minute: 30)!,
            wakingEnd: TimeOfDay(hour: 22)!, weekStart: 7, theme: .dark, standupBy: TimeOfDay(hour: 9)!,
            smallMinutes: 60, mediumMinutes: 180, largeMinutes: 600, hiddenModules: ["standup"],
            quietFrom: TimeOfDay(hour: 21)!, quietUntil: TimeOfDay(hour: 6)!, doNotDisturbUntil: now)
        let payload = try EventCoding.encoder().encode(DomainEvent.SettingsChanged(settings: old))

        // When it is replayed from the store
        var state = UserState.fresh(timeZone: "UTC")
        state.apply(
            EventEnvelope(
                id: EventID(UUID()), stream: .local, seq: 1, recordedAt: now, type: "settings.changed",
                schemaVersion: 1, payload: payload))

        // Then every module has its part back, and the settings count as saved
        #expect(state.settings == old)
        #expect(state.hasSavedSettings)
        #expect(state.calendar.timeZone.identifier == "Europe/Berlin")
    }

    @Test func theBrowsersZoneIsNotTakenOnceTheUserChoseOne() throws {
        // Given a user who chose a zone
        var state = UserState.fresh(timeZone: "UTC")
        var chosen = state.settings
        chosen.timeZone = "Asia/Tokyo"
        _ = try state.run(.changeSettings(chosen), at: now)

        // When a browser in another zone offers its own, Then nothing is recorded
        #expect(try state.run(.adoptTimeZone("Europe/Paris"), at: now).isEmpty)
        #expect(state.settings.timeZone == "Asia/Tokyo")
    }
}
