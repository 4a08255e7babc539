import Foundation
import SystemCore
import SystemStore

/// Generates the history of one heavy user: about 25 intentions a day for ten years, each started, ended,
/// tagged, rated and reviewed — roughly 100,000 intentions and 500,000 events. Deterministic for a seed.
public struct HistoryGenerator: Sendable {
    public let days: Int
    public let intentionsPerDay: Int
    public let firstDay: CivilDate
    public let seed: UInt64

    public init(days: Int = 3_650, intentionsPerDay: Int = 25, firstDay: CivilDate = CivilDate("2016-01-04")!, seed: UInt64 = 42) {
        self.days = days
        self.intentionsPerDay = intentionsPerDay
        self.firstDay = firstDay
        self.seed = seed
    }

    public static let timeZone = "Europe/Berlin"

    /// The last generated day.
    public var lastDay: CivilDate { firstDay.adding(days: days - 1) }

    /// Every event, in order, as the store would be given them.
    public func events() throws -> [PendingEvent] {
        var rng = SplitMix64(seed: seed)
        let settings = Settings(timeZone: Self.timeZone)
        let calendar = DayCalendar(settings: settings)
        let labels = Label.starterSet.map(\.id)
        let texts = ["Write the quarterly report", "Review pull requests", "Plan the week", "Read a chapter", "Run 5 km",
                     "Call mum", "Clean the kitchen", "Answer email", "Practise Spanish", "Sketch the new design",
                     "Pay the bills", "Walk the dog", "Cook dinner", "Scroll social media", "Watch a documentary"]
        let answers = ["Stayed on one thing the whole time.", "Phone stayed in the other room.", "Started late.",
                       "Too many interruptions.", "The outline made it easy.", "Learned a new shortcut."]
        var events: [PendingEvent] = []
        events.reserveCapacity(days * intentionsPerDay * 5 + 1)
        let start = calendar.instant(firstDay, TimeOfDay(hour: 7)!)
        events.append(try PendingEvent(id: EventID(rng.uuid()), recordedAt: start, event: .settingsChanged(.init(settings: settings))))
        for dayIndex in 0..<days {
            let day = firstDay.adding(days: dayIndex)
            var cursor = calendar.instant(day, TimeOfDay(hour: 7)!)
            for _ in 0..<intentionsPerDay {
                let id = IntentionID(rng.uuid())
                let planned = [15, 25, 25, 25, 50, 90][Int(rng.next() % 6)]
                let actual = max(5, planned + Int(rng.next() % 11) - 5)
                let started = cursor.addingTimeInterval(Double(rng.next() % 10) * 60)
                let ended = started.addingTimeInterval(Double(actual) * 60)
                cursor = ended.addingTimeInterval(Double(rng.next() % 6) * 60)
                let tags = [labels[Int(rng.next() % UInt64(labels.count))], labels[Int(rng.next() % UInt64(labels.count))]]
                let review = Review(wentWell: answers[Int(rng.next() % UInt64(answers.count))],
                                    couldImprove: rng.next() % 2 == 0 ? answers[Int(rng.next() % UInt64(answers.count))] : nil,
                                    interesting: nil)
                let text = texts[Int(rng.next() % UInt64(texts.count))]
                let feeling = Feeling.allCases[Int(rng.next() % 5)]
                let labelSet: [LabelID] = Array(Set(tags)).sorted()
                let started1 = DomainEvent.intentionStarted(.init(intentionId: id, text: text, plannedMinutes: planned, startedAt: started))
                let ended1 = DomainEvent.intentionEnded(.init(intentionId: id, endedAt: ended))
                let tagged = DomainEvent.intentionTagged(.init(intentionId: id, labels: labelSet))
                let rated = DomainEvent.intentionRated(.init(intentionId: id, feeling: feeling))
                let reviewed = DomainEvent.intentionReviewed(.init(intentionId: id, review: review))
                let domain: [(Date, DomainEvent)] = [(started, started1), (ended, ended1), (ended, tagged), (ended, rated), (ended, reviewed)]
                for (at, event) in domain {
                    events.append(try PendingEvent(id: EventID(rng.uuid()), recordedAt: at, event: event))
                }
            }
        }
        return events
    }

    /// Writes the history into a store in batches.
    public func load(into store: some EventStore, user: UserID, batch: Int = 2_000) async throws -> Int {
        let all = try events()
        var version: Int64 = 0
        for start in stride(from: 0, to: all.count, by: batch) {
            let slice = Array(all[start..<min(all.count, start + batch)])
            _ = try await store.append(slice, to: user, expecting: .exact(version))
            version += Int64(slice.count)
        }
        return all.count
    }
}

/// A small, fast, seedable random number generator (SplitMix64).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func uuid() -> UUID {
        let a = next(), b = next()
        var bytes = [UInt8](repeating: 0, count: 16)
        for i in 0..<8 {
            bytes[i] = UInt8(truncatingIfNeeded: a >> (8 * UInt64(i)))
            bytes[8 + i] = UInt8(truncatingIfNeeded: b >> (8 * UInt64(i)))
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
