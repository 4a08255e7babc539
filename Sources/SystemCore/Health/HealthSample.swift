import Foundation

/// One reading from a device, as an import stores it in the health module's tables (never in the event stream): what
/// it measured, which app or device wrote it, over what time, and its value in The System's units.
public struct HealthSample: Hashable, Sendable, Codable {
    /// What The System reads from a device; everything else in an export is counted and skipped.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// kcal burned by moving.
        case activeEnergy = "active-energy"
        /// kcal burned at rest.
        case basalEnergy = "basal-energy"
        /// kg.
        case bodyMass = "body-mass"
        /// Steps.
        case steps
        /// An interval in bed or asleep: its ``SleepStage``; the value is 0.
        case sleep
    }

    public var kind: Kind
    /// The app or device that wrote it ("Anna's Apple Watch", "iPhone").
    public var source: String
    public var start: Date
    public var end: Date
    public var value: Double
    public var stage: SleepStage?

    public init(kind: Kind, source: String, start: Date, end: Date, value: Double, stage: SleepStage? = nil) {
        self.kind = kind
        self.source = source
        self.start = start
        self.end = end
        self.value = value
        self.stage = stage
    }

    /// The part of its value that falls in `window`, in proportion to its time there: a reading from 23:30 to 00:30
    /// gives half to each day. A reading of no duration counts whole where its instant falls.
    public func share(in window: DateInterval) -> Double {
        let duration = end.timeIntervalSince(start)
        guard duration > 0 else { return window.start <= start && start < window.end ? value : 0 }
        let overlap = min(end, window.end).timeIntervalSince(max(start, window.start))
        return overlap > 0 ? value * overlap / duration : 0
    }
}

/// What a sleep interval says: in bed, or asleep in a stage (devices that do not tell stages say `asleep`).
public enum SleepStage: String, Codable, Sendable, CaseIterable {
    case inBed = "in-bed"
    case asleep
    case core, deep, rem
    case awake

    /// Whether the interval is sleep (in bed and awake are not).
    public var isAsleep: Bool { [.asleep, .core, .deep, .rem].contains(self) }
}

/// One kind of reading of one day, summed per source: a day's total is its largest source's, never the sum of
/// sources — an iPhone and a Watch both count the same steps and the same active energy.
public struct SourceTotals: Hashable, Sendable {
    /// Per source: its total in the day, and how many seconds of the day its readings cover.
    public struct Total: Hashable, Sendable {
        public var value: Double
        public var seconds: Double

        public init(value: Double, seconds: Double) {
            self.value = value
            self.seconds = seconds
        }
    }

    public var bySource: [String: Total]

    public init(_ bySource: [String: Total] = [:]) { self.bySource = bySource }

    /// Sums `samples` per source over `window`, each by its share of time in it.
    public init(_ samples: [HealthSample], in window: DateInterval) {
        var totals: [String: Total] = [:]
        for sample in samples {
            let value = sample.share(in: window)
            let seconds = max(0, min(sample.end, window.end).timeIntervalSince(max(sample.start, window.start)))
            guard value != 0 || seconds > 0 else { continue }
            totals[sample.source, default: Total(value: 0, seconds: 0)].value += value
            totals[sample.source, default: Total(value: 0, seconds: 0)].seconds += seconds
        }
        self.init(totals)
    }

    /// The source with the largest total (ties: by name, so the answer never changes between runs).
    public var largest: (source: String, total: Total)? {
        bySource.max { a, b in a.value.value != b.value.value ? a.value.value < b.value.value : a.key > b.key }
            .map { ($0.key, $0.value) }
    }

    /// The day's total: its largest source's, or nil when no source covers the day.
    public var value: Double? { largest?.total.value }
}
