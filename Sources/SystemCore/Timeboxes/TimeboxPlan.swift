import Foundation

/// A day's timeboxes against what happened: each beside the intentions that overlapped it (started on time, late, or
/// not at all), and how much of the waking day was planned.
public struct TimeboxPlan: Sendable {
    /// One timebox and what became of it.
    public struct Row: Sendable {
        public let timebox: Timebox
        /// The intentions whose time overlapped it, in start order.
        public let intentions: [Intention]
        public let status: Status
        /// Minutes of intentions inside it.
        public let actualMinutes: Int
    }

    public enum Status: Hashable, Sendable {
        /// Its time has not come.
        case upcoming
        /// Its time has come and nothing was started in it yet.
        case due
        /// An intention started within five minutes of its start (or before it).
        case onTime
        /// The first intention in it started this many minutes after its start.
        case late(minutes: Int)
        /// It is over and nothing ran in it.
        case missed

        /// `upcoming`, `due`, `on_time`, `late`, `missed`: the API's words.
        public var code: String {
            switch self {
            case .upcoming: "upcoming"
            case .due: "due"
            case .onTime: "on_time"
            case .late: "late"
            case .missed: "missed"
            }
        }

        /// "on time", "12 min late", "not started".
        public var words: String {
            switch self {
            case .upcoming: "later"
            case .due: "now"
            case .onTime: "started on time"
            case .late(let minutes): "started \(Readable.minutes(minutes)) late"
            case .missed: "not started"
            }
        }
    }

    public let date: CivilDate
    /// The moment it was drawn at.
    public let now: Date
    public let rows: [Row]
    /// Minutes of timeboxes inside the waking window.
    public let plannedMinutes: Int
    /// The waking window's real length (a daylight-saving day's is an hour shorter or longer).
    public let wakingMinutes: Int

    /// The share of the waking day planned, 0…100.
    public var plannedPercent: Int {
        wakingMinutes > 0 ? min(100, Int((Double(plannedMinutes) * 100 / Double(wakingMinutes)).rounded())) : 0
    }

    public init(_ state: UserState, on date: CivilDate, now: Date) {
        self.date = date
        self.now = now
        let calendar = state.calendar
        let timeboxes = state.timeboxes.timeboxes(on: date)
        rows = timeboxes.map { Self.row($0, state: state, now: now) }
        let waking = calendar.wakingWindow(of: date)
        wakingMinutes = Int((waking.duration / 60).rounded())
        plannedMinutes = timeboxes.reduce(0) { total, timebox in
            total + Int((Self.overlap(timebox.interval, waking) / 60).rounded())
        }
    }

    /// A timebox beside the intentions that overlapped it.
    public static func row(_ timebox: Timebox, state: UserState, now: Date) -> Row {
        let interval = timebox.interval
        var intentions = state.intentions.overlapping(interval, now: now).filter { $0.actualInterval(now: now).duration > 0 }
        if let started = timebox.intention, !intentions.contains(where: { $0.id == started }), let intention = state.intentions[started] {
            intentions.append(intention)
        }
        let actual = intentions.reduce(0.0) { $0 + overlap($1.actualInterval(now: now), interval) }
        let status: Status
        if let first = intentions.map(\.startedAt).min() {
            let late = first.timeIntervalSince(timebox.start)
            status = late <= Timebox.onTimeGrace ? .onTime : .late(minutes: Int((late / 60).rounded()))
        } else if now < timebox.start {
            status = .upcoming
        } else if now < timebox.end {
            status = .due
        } else {
            status = .missed
        }
        return Row(timebox: timebox, intentions: intentions, status: status, actualMinutes: Int((actual / 60).rounded()))
    }

    /// Seconds two intervals share.
    static func overlap(_ a: DateInterval, _ b: DateInterval) -> TimeInterval {
        max(0, min(a.end, b.end).timeIntervalSince(max(a.start, b.start)))
    }
}
