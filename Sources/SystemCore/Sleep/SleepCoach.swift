import Foundation

// What the sleep module tells the coach: after a short night, go easy. A night entered by hand is in the state; a
// device's night is readings in the health module's tables, which its store part hands the coach as ``LastNight``.

extension CoachTopic {
    static let sleepShort = CoachTopic("sleep.short", title: "A short night")
}

/// The night that ended on the viewed day, every source's readings and the hand-entered nights together; gathered in
/// the morning.
public enum LastNight: CoachFactKey {
    public typealias Value = SleepNight
}

extension SleepCore {
    public static let coachTopics: [CoachTopic] = [.sleepShort]

    public static let coachSignals: [CoachSignal] = [
        CoachSignal(
            "shortNight", "Last night's sleep (measured, or entered by hand) was shorter than 6 hours (full under 5).",
            yes: "last night was short", no: "last night wasn't short (or isn't known)"
        ) { m in
            if let night = m.facts[LastNight.self] {
                // Asleep time when a source measured it; a night entered by hand only knows its bed and wake times.
                let minutes = night.asleepMinutes ?? Int(night.wake.timeIntervalSince(night.bedtime) / 60)
                return CoachSignal.ramp(6 - Double(minutes) / 60, from: 0, to: 1)
            }
            let nights = m.state.sleep.entries(wakingIn: m.state.calendar.interval(of: m.today))
            guard !nights.isEmpty else { return 0 }
            let hours = nights.reduce(0.0) { $0 + $1.wake.timeIntervalSince($1.bedtime) } / 3600
            return CoachSignal.ramp(6 - hours, from: 0, to: 1)
        }
    ]

    public static let coachOptions: [CoachOption] = [
        CoachOption(
            "sleep.short.1", .sleepShort, 42, when: ["dayIsToday", "isMorning", "shortNight", "!intentionRunning"],
            "A short night. Go easy today: fewer, smaller intentions, and an early evening."),
        CoachOption(
            "sleep.short.2", .sleepShort, 42, when: ["dayIsToday", "isMorning", "shortNight", "!intentionRunning"],
            "You slept little. Plan the hard thing for when you're sharpest, and keep the rest light."),
    ]
}
