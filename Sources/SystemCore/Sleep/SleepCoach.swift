import Foundation

// What the sleep module tells the coach: after a short night, go easy. It reads nights entered by hand (the coach
// reads the state alone; a device's nights are readings in the health module's tables).

extension CoachTopic {
    static let sleepShort = CoachTopic("sleep.short", title: "A short night")
}

extension SleepCore {
    public static let coachTopics: [CoachTopic] = [.sleepShort]

    public static let coachSignals: [CoachSignal] = [
        CoachSignal(
            "shortNight", "The night entered for today was shorter than 6 hours (full under 5).",
            yes: "last night was short", no: "last night wasn't short (or isn't entered)"
        ) { m in
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
