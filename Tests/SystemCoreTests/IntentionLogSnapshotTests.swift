import Foundation
import Testing

@testable import SystemCore

/// An intention log loaded from a snapshot — its head, then only the months a read needs — answers every read
/// exactly as the log folded from the whole history does, whatever happened after the snapshot: starts, ends,
/// records, edits that move an intention to another month (the latest one too), and intentions that start
/// while another runs.
@Suite struct IntentionLogSnapshotTests {
    /// A random history of intention events over about three years, from a seed.
    static func history(seed: UInt64, count: Int) -> [DomainEvent] {
        var random = SplitMix64(seed: seed)
        let origin = Date(timeIntervalSince1970: 1_700_000_000)
        var clock = origin
        var events: [DomainEvent] = []
        var created: [IntentionID] = []
        var running: IntentionID?
        func pick() -> IntentionID? { created.isEmpty ? nil : created[Int(random.next() % UInt64(created.count))] }
        for _ in 0..<count {
            clock = clock.addingTimeInterval(Double(random.next() % 200_000))
            switch random.next() % 10 {
            case 0, 1:
                let id = IntentionID(UUID(uuid: random.uuid()))
                created.append(id)
                running = id
                events.append(.intentionStarted(.init(intentionId: id, text: "i\(created.count)", plannedMinutes: 25, startedAt: clock)))
            case 2:
                let id = IntentionID(UUID(uuid: random.uuid()))
                created.append(id)
                let start = clock.addingTimeInterval(-Double(random.next() % 40_000_000))  // up to 15 months back
                events.append(.intentionRecorded(.init(intentionId: id, text: "r", startedAt: start, endedAt: start + 1_500)))
            case 3:
                if let id = running {
                    events.append(.intentionEnded(.init(intentionId: id, endedAt: clock)))
                    running = nil
                }
            case 4, 5:
                // An edit, often of an old intention, sometimes moving it months away (or to the future).
                if let id = pick() {
                    let moved =
                        random.next() % 2 == 0 ? clock.addingTimeInterval(Double(Int64(random.next() % 80_000_000) - 60_000_000)) : nil
                    events.append(.intentionEdited(.init(intentionId: id, text: "edited", startedAt: moved, endedAt: nil)))
                }
            case 6:
                if let id = pick() { events.append(.intentionTagged(.init(intentionId: id, labels: [LabelID(name: "focus")!]))) }
            case 7:
                if let id = pick() { events.append(.intentionRated(.init(intentionId: id, feeling: .happy))) }
            case 8:
                if let id = pick() { events.append(.intentionExtended(.init(intentionId: id, minutes: 5, at: clock))) }
            default:
                // A start with the id of one that exists: a retry, ignored.
                if let id = pick() {
                    events.append(.intentionStarted(.init(intentionId: id, text: "again", plannedMinutes: 25, startedAt: clock)))
                }
            }
        }
        return events
    }

    static func fold(_ events: some Sequence<DomainEvent>, into log: inout IntentionLog) {
        for event in events { log.fold(event.payload, of: ObjectIdentifier(type(of: event.payload))) }
    }

    /// A reader of a snapshot taken after `events[..<cut]`: loads the head, folds the rest, runs `read`, and loads
    /// whatever the fold or the read noted as missing, until nothing is.
    struct Reader {
        let head: Data
        let parts: [String: Data]
        let directory: [String: String]
        let tail: ArraySlice<DomainEvent>
        static let context = ModuleContext(defaultTimeZone: "UTC")

        init(_ events: [DomainEvent], cut: Int) throws {
            var snapshot = IntentionLog()
            IntentionLogSnapshotTests.fold(events[..<cut], into: &snapshot)
            head = try snapshot.snapshotHead()
            let changed = snapshot.changedParts
            parts = try Dictionary(uniqueKeysWithValues: changed.map { ($0, try snapshot.snapshotPart($0)) })
            directory = Dictionary(uniqueKeysWithValues: snapshot.directory(of: changed).map { ($0.id, $0.part) })
            tail = events[cut...]
        }

        func read<T>(_ read: (IntentionLog) -> T) throws -> (value: T, rounds: Int) {
            var held: Set<String> = []
            var unknown: Set<String> = []
            for round in 1...50 {
                let load = PartLoad()
                var log = try IntentionLog(snapshotHead: head, context: Self.context, load: load)
                for part in held { try log.loadPart(part, parts[part] ?? IntentionLog().snapshotPart(part)) }
                log.markUnknown(IntentionLog.kind, ids: unknown)
                IntentionLogSnapshotTests.fold(tail, into: &log)
                let value = read(log)
                let missing = load.take()
                if missing.isEmpty { return (value, round) }
                held.formUnion(missing.parts)
                for id in missing.ids[IntentionLog.kind] ?? [] {
                    if let part = directory[id] { held.insert(part) } else { unknown.insert(id) }
                }
            }
            Issue.record("the reader did not settle in 50 rounds")
            return (read(IntentionLog()), 50)
        }
    }

    @Test(arguments: 0..<24)
    func aLogLoadedFromASnapshotReadsAsTheWholeFold(seed: Int) throws {
        let events = Self.history(seed: UInt64(seed), count: 300)
        var whole = IntentionLog()
        Self.fold(events, into: &whole)
        let cut = (seed * 37) % events.count
        var random = SplitMix64(seed: UInt64(seed))
        let reader = try Reader(events, cut: cut)

        // The whole fold is consistent: every intention once, in start order, found by its id as listed
        let all = whole.all
        #expect(all.count == whole.count)
        #expect(Set(all.map(\.id)).count == all.count)
        #expect(zip(all, all.dropFirst()).allSatisfy { $0.startedAt <= $1.startedAt })
        #expect(all.allSatisfy { whole[$0.id] == $0 })

        // The head's answers
        #expect(try reader.read { $0.count }.value == whole.count)
        #expect(try reader.read { $0.running }.value == whole.running)
        #expect(try reader.read { $0.latest }.value == whole.latest)
        #expect(try reader.read { $0.all }.value == whole.all)

        // Each intention by id, and ranges of days and weeks across the history
        for intention in whole.all.shuffled(using: &random).prefix(12) {
            #expect(try reader.read { $0[intention.id] }.value == intention)
        }
        let origin = Date(timeIntervalSince1970: 1_700_000_000)
        for step in stride(from: -50, to: 400, by: 41) {
            let day = DateInterval(start: origin.addingTimeInterval(Double(step) * 86_400), duration: 86_400)
            let week = DateInterval(start: day.start, duration: 7 * 86_400)
            let now = origin.addingTimeInterval(500 * 86_400)
            #expect(try reader.read { $0.started(in: day) }.value == whole.started(in: day))
            #expect(try reader.read { $0.overlapping(week, now: now) }.value == whole.overlapping(week, now: now))
            // Newest first and stopping early, through the partial log as through the whole one
            let newest = try reader.read { log in
                var seen: [Intention] = []
                log.visitStarted(in: week, newestFirst: true) { intention in
                    seen.append(intention)
                    return seen.count < 5
                }
                return seen
            }.value
            #expect(newest == Array(whole.started(in: week).reversed().prefix(5)))
        }
    }

    @Test func aDayNeedsOnlyItsMonthAndTheHeadNeedsNone() throws {
        let events = Self.history(seed: 7, count: 400)
        let reader = try Reader(events, cut: events.count)
        var whole = IntentionLog()
        Self.fold(events, into: &whole)
        let someone = try #require(whole.all.first)

        // Reading the head loads nothing; a day loads its month (one more round); nothing is folded after the snapshot
        #expect(try reader.read { $0.count }.rounds == 1)
        let day = DateInterval(start: someone.startedAt, duration: 3_600)
        let read = try reader.read { $0.started(in: day) }
        #expect(read.rounds == 2)
        #expect(read.value.contains(someone))
    }

    @Test(arguments: [
        ("2026-11-30T23:59:59Z", "intentions/2026-11"),
        ("2026-12-01T00:00:00Z", "intentions/2026-12"),
        ("1969-12-31T23:00:00Z", "intentions/1969-12"),
    ])
    func monthsAreUTC(_ text: String, _ part: String) throws {
        let instant = try #require(ISO8601DateFormatter().date(from: text))
        #expect(IntentionLog.partName(IntentionLog.month(of: instant)) == part)
    }
}

/// A small seeded generator, so a failing seed can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func uuid() -> uuid_t {
        let a = next()
        let b = next()
        return withUnsafeBytes(of: (a, b)) { bytes in
            (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9], bytes[10],
                bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            )
        }
    }
}
