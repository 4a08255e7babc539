import Foundation
import Testing

@testable import SystemCore

/// Years of lifting read from a snapshot cut anywhere answer as the whole fold does, loading only the months asked
/// for; and the same state always writes the same bytes.
@Suite struct WorkoutLogSnapshotTests {
    static let modules = CoreModules.standard
    static let machine = "Europe/Berlin"

    /// Two years of three sessions a week (three lifts, three sets each, the weight creeping up with misses), a
    /// template, an own lift, a set removed and one recorded again with a correction, and a set recorded late for
    /// an earlier day.
    static func life() throws -> [DomainEvent] {
        var state = UserState(defaultTimeZone: machine, modules: modules)
        var events: [DomainEvent] = []
        var number = 0
        func run(_ command: WorkoutCommand, _ at: Date) throws { events += try state.run(.workouts(command), at: at) }
        let start = instant("2025-01-06T17:00:00Z")
        try run(.addLift(Lift(id: fixedID(900), name: "Pull-up", isLowerBody: false)), start)
        try run(
            .saveTemplate(
                WorkoutTemplate(
                    id: fixedID(901), name: "A", items: [.init(liftId: Lift.standard[0].id, weightKg: 80, sets: 3, targetReps: 5)],
                    restSeconds: 180)), start)
        try run(.setGoal(.power), start)
        for week in 0..<104 {
            for (session, dayOffset) in [0, 2, 4].enumerated() {
                let day = start.addingTimeInterval(Double(week * 7 + dayOffset) * 86_400 + Double(session) * 1_800)
                for (index, lift) in [Lift.standard[0].id, Lift.standard[1].id, fixedID(900)].enumerated() {
                    for set in 0..<3 {
                        number += 1
                        let kg = 60 + Double(week) * 0.5 + Double(index * 10)
                        let reps = (week + set + index) % 7 == 0 ? 4 : 5
                        try run(
                            .recordSet(
                                LiftSet(
                                    id: fixedID(number), liftId: lift, weightKg: kg, reps: reps, targetReps: 5,
                                    at: day.addingTimeInterval(Double(index * 600 + set * 180)), measured: nil)),
                            day.addingTimeInterval(7_200))
                    }
                }
            }
        }
        let late = instant("2026-12-20T12:00:00Z")
        try run(.removeSet(fixedID(40)), late)
        try run(
            .recordSet(
                LiftSet(
                    id: fixedID(5_000), liftId: Lift.standard[0].id, weightKg: 200, reps: 3, targetReps: nil,
                    at: instant("2025-03-03T18:00:00Z"), measured: nil)),
            late)
        return events
    }

    /// `read` on a state loaded from a snapshot after `events[..<cut]` with the rest folded on top, loading what it
    /// missed, as the store does.
    static func read<T>(_ events: [DomainEvent], cut: Int, _ read: (UserState) -> T) throws -> T {
        var snapshot = UserState(defaultTimeZone: machine, modules: modules)
        for event in events[..<cut] { snapshot.evolve(event) }
        let head = try snapshot.snapshotHead()
        let changed = snapshot.changedParts
        let parts = try Dictionary(uniqueKeysWithValues: changed.map { ($0, try #require(try snapshot.snapshotPart($0))) })
        let directory = Dictionary(uniqueKeysWithValues: snapshot.directory(of: changed).map { ($0.id, $0.part) })
        let empty = UserState(defaultTimeZone: machine, modules: modules)
        var held: Set<String> = []
        var unknown: [String: Set<String>] = [:]
        for _ in 1...20 {
            let load = PartLoad()
            var state = try UserState(snapshotHead: head, defaultTimeZone: machine, modules: modules, load: load)
            for part in held { try state.loadPart(part, try parts[part] ?? #require(try empty.snapshotPart(part))) }
            for (kind, ids) in unknown { state.markUnknown(kind, ids: ids) }
            for event in events[cut...] { state.evolve(event) }
            let value = read(state)
            let missing = load.take()
            if missing.isEmpty { return value }
            held.formUnion(missing.parts)
            for (kind, ids) in missing.ids {
                for id in ids {
                    if let part = directory[id] { held.insert(part) } else { unknown[kind, default: []].insert(id) }
                }
            }
        }
        Issue.record("the reader did not settle")
        return read(empty)
    }

    @Test(arguments: [0, 1_000, 2_813])
    func everyAnswerFromASnapshotIsTheWholeFolds(cut: Int) throws {
        let events = try Self.life()
        let cut = min(cut, events.count)
        var whole = UserState(defaultTimeZone: Self.machine, modules: Self.modules)
        for event in events { whole.evolve(event) }
        let log = whole.workouts
        let calendar = whole.calendar
        #expect(try Self.read(events, cut: cut) { $0.workouts.lifts } == log.lifts)
        #expect(try Self.read(events, cut: cut) { $0.workouts.allTemplates } == log.allTemplates)
        #expect(try Self.read(events, cut: cut) { $0.workouts.goal } == .power)
        for lift in log.lifts.map(\.id) {
            #expect(try Self.read(events, cut: cut) { $0.workouts.sets(of: lift) } == log.sets(of: lift))
            #expect(
                try Self.read(events, cut: cut) { $0.workouts.lastSessions(of: lift, count: 2, calendar: calendar) }
                    == log.lastSessions(of: lift, count: 2, calendar: calendar))
        }
        for week in stride(from: 0, to: 104, by: 26) {
            let window = DateInterval(
                start: instant("2025-01-06T00:00:00Z").addingTimeInterval(Double(week) * 7 * 86_400), duration: 7 * 86_400)
            let sets = log.sets(in: window)
            #expect(try Self.read(events, cut: cut) { $0.workouts.sets(in: window) } == sets)
            #expect(try Self.read(events, cut: cut) { state in sets.map { state.workouts.isRecord($0) } } == sets.map(log.isRecord))
        }
        #expect(try Self.read(events, cut: cut) { $0.workouts[set: fixedID(40)] } == nil)
        #expect(try Self.read(events, cut: cut) { $0.workouts[set: fixedID(41)] } == log[set: fixedID(41)])
    }

    @Test func theSameStateWritesTheSameBytes() throws {
        var state = UserState(defaultTimeZone: Self.machine, modules: Self.modules)
        for event in try Self.life() { state.evolve(event) }
        let head = try state.snapshotHead()
        for _ in 0..<3 {
            var again = UserState(defaultTimeZone: Self.machine, modules: Self.modules)
            for event in try Self.life() { again.evolve(event) }
            #expect(try again.snapshotHead() == head)
        }
        #expect(state.changedParts.count >= 24)  // a part a month
    }
}
