import Foundation
import Hummingbird
import HummingbirdTesting
import SystemCore
import SystemServer
import SystemStore
import Testing

/// A server reading from snapshots (a head, and the months a request needs) answers exactly as one that folds the
/// whole log, for old days and old intentions too, and after an intention from years ago is edited.
@Suite(.serialized, .timeLimit(.minutes(15))) struct SnapshotAnswersTests {
    /// Three years of intentions, one every four days at 08:00 Berlin time, ending at `Fixture.now`.
    static func history() throws -> (events: [PendingEvent], ids: [IntentionID]) {
        var events: [PendingEvent] = []
        var ids: [IntentionID] = []
        let first = Fixture.now.addingTimeInterval(-3 * 365 * 86_400)
        events.append(
            try PendingEvent(
                id: EventID(UUID()), recordedAt: first, event: .settingsChanged(.init(settings: Settings(timeZone: "Europe/Berlin")))))
        for index in 0..<270 {
            let start = first.addingTimeInterval(Double(index) * 4 * 86_400)
            let id = IntentionID(UUID())
            ids.append(id)
            for event: DomainEvent in [
                .intentionStarted(.init(intentionId: id, text: "Old work \(index)", plannedMinutes: 25, startedAt: start)),
                .intentionEnded(.init(intentionId: id, endedAt: start + 1_500)),
                .intentionRated(.init(intentionId: id, feeling: .happy)),
            ] {
                events.append(try PendingEvent(id: EventID(UUID()), recordedAt: start, event: event))
            }
        }
        return (events, ids)
    }

    /// The JSON answers of both servers to each path.
    static func answers(_ harness: Harness, _ paths: [String]) async throws -> [String] {
        try await harness.testReturning { client in
            var bodies: [String] = []
            for path in paths { bodies.append(try await client.get(path).text) }
            return bodies
        }
    }

    @Test func oldDaysAndIntentionsReadAsTheWholeFold() async throws {
        try await DurabilityTests.withTemporaryDatabase { path in
            let database = try await SQLiteEventStore.open(path: path)
            let (events, ids) = try Self.history()
            _ = try await database.append(events, to: .local, expecting: .noStream)
            let clock = ManualClock(Fixture.now)
            // A low threshold, so that the edit below is folded into a new generation too.
            let partial = Harness(
                service: SystemService(
                    storage: database, snapshots: try await database.snapshotStore(), clock: clock, defaultTimeZone: Fixture.timeZone,
                    snapshotThreshold: 1))
            let whole = Harness(service: SystemService(storage: database, clock: clock, defaultTimeZone: Fixture.timeZone))
            let old = ids[40]
            let paths = [
                "/api/v1/intentions/\(old)", "/api/v1/intentions/\(ids[200])", "/api/v1/days/2024-03-05/intentions",
                "/api/v1/days/2025-07-01/presence", "/api/v1/intentions/current", "/api/v1/days/2026-11-20/intentions",
            ]
            // The first request writes the snapshot; a later server starts from it, holding only the head.
            _ = try await Self.answers(partial, ["/api/v1/intentions/current"])
            let restarted = Harness(
                service: SystemService(
                    storage: database, snapshots: try await database.snapshotStore(), clock: clock, defaultTimeZone: Fixture.timeZone,
                    snapshotThreshold: 1))
            #expect(try await Self.answers(restarted, paths) == Self.answers(whole, paths))
            #expect(try await Self.answers(restarted, ["/api/v1/intentions/\(old)"]).first?.contains("Old work 40") == true)

            // When the three-year-old intention is edited into another month through the server on snapshots
            let edited = try await restarted.testReturning { client in
                try await client.post(
                    "/api/v1/intentions/\(old)/edit", json: #"{"text":"Moved, years later","startedAt":"2024-03-05T10:00:00+01:00"}"#
                ).status
            }
            #expect(edited == .ok)

            // Then every answer, of this server and of a new one on the snapshot, is the whole fold's
            let after = paths + ["/api/v1/days/2024-03-05/intentions"]
            let expected = try await Self.answers(
                Harness(service: SystemService(storage: database, clock: clock, defaultTimeZone: Fixture.timeZone)), after)
            #expect(try await Self.answers(restarted, after) == expected)
            let another = Harness(
                service: SystemService(
                    storage: database, snapshots: try await database.snapshotStore(), clock: clock, defaultTimeZone: Fixture.timeZone))
            #expect(try await Self.answers(another, after) == expected)
            #expect(expected[0].contains("Moved, years later"))
            try await database.close()
        }
    }
}
