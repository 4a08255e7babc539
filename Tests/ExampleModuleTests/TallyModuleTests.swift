import Foundation
import SystemCore
import SystemStore
import Testing

/// A module added from outside the app's sources: its folders and one registration line are all it takes. These
/// tests run it through the core and a real store.
@Suite struct TallyModuleTests {
    let morning = Date(timeIntervalSince1970: 1_795_591_200)  // 2026-11-25T07:20:00Z

    @Test func itsEventsAreRegisteredAndRoundTrip() throws {
        // Given the app's modules with the tally registered
        let modules = CoreModules.withTally

        // Then its events are in the decoding table, next to the app's, and read back as themselves
        #expect(modules.events.knows(type: "tally.counted"))
        #expect(modules.events.knows(type: "intention.started"))
        let event = DomainEvent(DomainEvent.GlassesCounted(amount: 2, at: morning))
        let payload = try EventCoding.payload(of: event)
        #expect(String(decoding: payload, as: UTF8.self) == #"{"amount":2,"at":"2026-11-25T07:20:00Z"}"#)
        #expect(try modules.events.decode(type: "tally.counted", schemaVersion: 1, payload: payload) == event)

        // And the standard build does not know it
        #expect(try CoreModules.standard.events.decode(type: "tally.counted", schemaVersion: 1, payload: payload) == nil)
    }

    @Test func itsCommandsDecideAndItsStateFolds() throws {
        // Given a user of a build with the tally
        var state = UserState(defaultTimeZone: "Europe/Berlin", modules: .withTally)

        // When they count glasses and set their goal
        for command in [
            UserCommand(TallyCommand.count(glasses: 2)), UserCommand(TallyCommand.count(glasses: 1)),
            UserCommand(TallyCommand.setDailyGoal(6)),
        ] {
            for event in try state.decide(command, now: morning) { state.evolve(event) }
        }

        // Then the tally has them, on the day of the user's calendar, and its settings are its own
        let today = state.calendar.day(containing: morning)
        #expect(state.tally.glasses(on: today, in: state.calendar) == 3)
        #expect(state.tallySettings.dailyGoal == 6)
        #expect(state.settings == Settings.defaults(timeZone: "Europe/Berlin"), "no other module's settings changed")

        // And a refusal names its field
        #expect(throws: DomainError.invalid("glasses", "Count between 1 and 20 glasses at a time.")) {
            try state.decide(UserCommand(TallyCommand.count(glasses: 0)), now: morning)
        }
    }

    @Test func aServiceOverARealStoreRunsIt() async throws {
        // Given the service over a store, with the tally registered
        let store = MemoryEventStore()
        let service = SystemService(storage: store, clock: FixedClock(morning), defaultTimeZone: "UTC", modules: .withTally)

        // When a count is executed, and the state is read back through a fresh projection
        try await service.execute(UserCommand(TallyCommand.count(glasses: 4)), for: .local)
        let fresh = SystemService(storage: store, clock: FixedClock(morning), defaultTimeZone: "UTC", modules: .withTally)
        let state = try await fresh.state(for: .local)

        // Then the count was stored and folds again, with nothing skipped
        #expect(state.tally.glasses(on: CivilDate("2026-11-25")!, in: state.calendar) == 4)
        #expect(state.unknown.isEmpty && state.unreadable.isEmpty)

        // And a build without the module keeps the event in sight instead of dropping it silently
        let without = try await SystemService(storage: store, clock: FixedClock(morning), defaultTimeZone: "UTC").state(for: .local)
        #expect(without.unknown.map(\.type) == ["tally.counted"])
    }
}

/// A clock that always says the same instant.
struct FixedClock: WallClock {
    let instant: Date
    init(_ instant: Date) { self.instant = instant }
    func now() -> Date { instant }
}

@Suite struct TallyCoachTests {
    @Test func theCoachWeighsTheModulesOptionAmongTheAppsOwn() throws {
        // Given a user of a build with the tally, at 10:00 in their waking hours, with nothing counted yet
        let modules = CoreModules.withTally
        let state = UserState(defaultTimeZone: "UTC", modules: modules)
        let coach = Coach(options: modules.coachOptions, signals: modules.coachSignals)
        let evaluation = coach.evaluate(state, user: .local, at: Date(timeIntervalSince1970: 1_795_600_800))

        // Then the tally's option is scored with the others, under its own topic, and its topic is the module's
        let score = try #require(evaluation.scores.first { $0.option.key == "tally.first" })
        #expect(score.priority == 30)
        #expect(score.option.topic.title == "Drinking water")
        #expect(modules.coachTopics.contains(.tallyDrink))
        #expect(!CoachTopic.allCases.contains(.tallyDrink), "the standard build does not know it")
    }
}
