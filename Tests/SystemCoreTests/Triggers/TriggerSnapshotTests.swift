import Foundation
import Testing

@testable import SystemCore

/// A year of intentions with urges caught, surfed, answered days later or never, read from a snapshot cut anywhere,
/// answers as the whole fold does.
@Suite struct TriggerSnapshotTests {
    static func life() throws -> [DomainEvent] {
        var state = UserState.fresh()
        var events: [DomainEvent] = []
        func run(_ command: UserCommand, _ at: Date) throws { events += try state.run(command, at: at) }
        let start = instant("2025-01-01T09:00:00Z")
        for day in 0..<365 {
            let at = start.addingTimeInterval(Double(day) * 86_400)
            let intention: IntentionID = fixedID(day + 1)
            try run(.startIntention(id: intention, text: "Write \(day)", minutes: 50, todo: nil), at)
            for urge in 0..<(day % 3) {
                let id: TriggerID = fixedID(10_000 + day * 10 + urge)
                let caught = at.addingTimeInterval(Double(urge + 1) * 600)
                try run(.triggers(.log(id: id, what: InternalTrigger.named[(day + urge) % 7], toward: nil, surfMinutes: nil)), caught)
                if urge == 0 { try run(.triggers(.settle(id: id, outcome: .surfed, minutes: nil)), caught.addingTimeInterval(300)) }
                if day % 5 != 4 {
                    try run(
                        .triggers(.settle(id: id, outcome: day % 2 == 0 ? .passed : .gaveIn, minutes: day % 2 == 0 ? nil : 4)),
                        caught.addingTimeInterval(400))
                }
            }
            try run(.endIntention(id: intention), at.addingTimeInterval(3_000))
            // Now and then an urge left open is answered a month later, which touches an earlier month.
            if day % 40 == 39,
                let late = state.triggers.triggers(on: CivilDate("2025-01-01")!.adding(days: day - 30)).first(where: { $0.settled == nil })
            {
                try run(.triggers(.settle(id: late.id, outcome: .passed, minutes: nil)), at.addingTimeInterval(3_600))
            }
        }
        return events
    }

    @Test(arguments: [0, 500, 1_300])
    func everyDaysTriggersReadFromASnapshotAsTheWholeFoldReadsThem(cut: Int) throws {
        let events = try Self.life()
        let cut = min(cut, events.count)
        var whole = UserState.fresh()
        for event in events { whole.evolve(event) }
        for offset in stride(from: 0, to: 365, by: 23) {
            let date = CivilDate("2025-01-01")!.adding(days: offset)
            #expect(
                try UserStateSnapshotTests.read(events, cut: cut) { $0.triggers.triggers(on: date) } == whole.triggers.triggers(on: date))
        }
        #expect(try UserStateSnapshotTests.read(events, cut: cut) { $0.triggers[fixedID(10_011)] } == whole.triggers[fixedID(10_011)])
        #expect(try UserStateSnapshotTests.read(events, cut: cut) { $0.triggers.open } == whole.triggers.open)
        #expect(whole.changedParts.filter { $0.hasPrefix("triggers/") }.count == 12)
    }
}
