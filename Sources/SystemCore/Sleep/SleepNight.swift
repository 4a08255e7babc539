import Foundation

/// One day's sleep: the nights (and naps) that ended on it, from every source's intervals and the user's own entries.
///
/// A night belongs to the day you wake on. Asleep time is the union of every source's asleep intervals (core, deep,
/// REM and unspecified; in bed and awake are not sleep), so a watch and a phone that both saw the same night count it
/// once; minutes are real elapsed minutes, so a night across a daylight-saving change is an hour longer or shorter.
public struct SleepNight: Hashable, Sendable {
    /// Nil when the sources only said when the user was in bed.
    public var asleepMinutes: Int?
    /// Nil when no source said when the user was in bed.
    public var inBedMinutes: Int?
    /// Minutes per stage (core, deep, REM, awake), when a source tracked stages; nil when none did ("not tracked").
    public var stages: [SleepStage: Int]?
    public var bedtime: Date
    public var wake: Date
    /// The user's own rating, 1–5, when they gave one.
    public var quality: Int?
    public var sources: [String]

    /// Intervals further apart than this are separate sleeps (a night and an afternoon nap).
    public static let gap: TimeInterval = 2 * 3600

    /// The sleep that ended within `day` (the user's day, from its start hour), from intervals that may reach into
    /// the days around it; nil when there was none.
    public init?(_ samples: [HealthSample], entries: [SleepEntry] = [], wakingIn day: DateInterval) {
        let manual = entries.map {
            HealthSample(kind: .sleep, source: SleepEntry.source, start: $0.bedtime, end: $0.wake, value: 0, stage: .asleep)
        }
        let all = (samples + manual).filter { $0.kind == .sleep && $0.end > $0.start && $0.stage != nil }
        // Sessions: every interval, in bed or asleep, joined when they touch or are close; a session is the day's
        // when it ends in it.
        let sessions = Self.union(all.map { $0.start..<$0.end }, joiningWithin: Self.gap).filter {
            day.start <= $0.upperBound && $0.upperBound < day.end
        }
        guard !sessions.isEmpty else { return nil }
        let inSessions = all.filter { sample in sessions.contains { $0.overlaps(sample.start..<sample.end) } }
        func minutes(_ stages: Set<SleepStage>) -> Int {
            let seconds = Self.union(inSessions.filter { stages.contains($0.stage!) }.map { $0.start..<$0.end }, joiningWithin: 0)
                .reduce(0.0) { $0 + $1.upperBound.timeIntervalSince($1.lowerBound) }
            return Int((seconds / 60).rounded())
        }
        let inBedSamples = inSessions.contains { $0.stage == .inBed }
        asleepMinutes = inSessions.contains { $0.stage!.isAsleep } ? minutes([.asleep, .core, .deep, .rem]) : nil
        inBedMinutes = inBedSamples ? minutes([.inBed]) : (manual.isEmpty ? nil : minutes([.asleep]))
        let staged = inSessions.contains { [.core, .deep, .rem].contains($0.stage!) }
        stages = staged ? Dictionary(uniqueKeysWithValues: [SleepStage.core, .deep, .rem, .awake].map { ($0, minutes([$0])) }) : nil
        bedtime = sessions.map(\.lowerBound).min()!
        wake = sessions.map(\.upperBound).max()!
        quality = entries.compactMap(\.quality).last
        sources = Array(Set(inSessions.map(\.source))).sorted()
    }

    /// The union of ranges, those closer than `gap` joined.
    static func union(_ ranges: [Range<Date>], joiningWithin gap: TimeInterval) -> [Range<Date>] {
        var merged: [Range<Date>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound.timeIntervalSince(last.upperBound) <= gap {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// How far before the day's start a night's first interval may begin, so a reader fetches enough.
    public static let reach: TimeInterval = 36 * 3600
}
