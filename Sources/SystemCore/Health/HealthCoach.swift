import Foundation

// What the health module tells the coach: no food logged by the afternoon (for someone who logs food), and a weigh-in
// that has lapsed. The coach reads the state alone, so it sees what the user typed, not a device's readings.

extension CoachTopic {
    static let healthFood = CoachTopic("health.food", title: "Logging food")
    static let healthWeight = CoachTopic("health.weight", title: "Weighing in")
}

extension HealthCore {
    public static let coachTopics: [CoachTopic] = [.healthFood, .healthWeight]

    public static let coachSignals: [CoachSignal] = [
        CoachSignal(
            "logsFood", "Food was logged on one of the 7 days before the viewed day.",
            yes: "you've been logging food", no: "you haven't logged food this week"
        ) { m in
            CoachSignal.bit((1...7).contains { !m.state.food.entries(on: m.date.adding(days: -$0)).isEmpty })
        },
        CoachSignal(
            "noFoodLogged", "Nothing is logged to eat on the viewed day.",
            yes: "nothing is logged to eat today", no: "food is logged today"
        ) { m in CoachSignal.bit(m.state.food.entries(on: m.date).isEmpty) },
        CoachSignal(
            "pastLunch", "The moment is 14:00 or later in the user's time zone.",
            yes: "lunch time is past", no: "it isn't 14:00 yet"
        ) { m in CoachSignal.bit(m.state.calendar.timeOfDay(m.at) >= TimeOfDay(hour: 14)!) },
        CoachSignal(
            "weighInLapsed", "The user weighs in, and the last weigh-in is 7 or more days old (full at 10).",
            yes: "your last weigh-in is a week old", no: "you weighed in this week (or never do)"
        ) { m in
            guard let last = m.state.body.lastWeighIn(onOrBefore: m.today) else { return 0 }
            return CoachSignal.ramp(Double(m.today.daysSinceEpoch - last.date.daysSinceEpoch), from: 6, to: 10)
        },
    ]

    public static let coachOptions: [CoachOption] = [
        CoachOption(
            "health.food.1", .healthFood, 35, when: ["dayIsToday", "inWakingHours", "pastLunch", "noFoodLogged", "logsFood"],
            "Nothing logged to eat today. A minute now for breakfast and lunch keeps the day's energy honest.",
            actions: [.init("Log food", "/foods")]),
        CoachOption(
            "health.food.2", .healthFood, 35, when: ["dayIsToday", "inWakingHours", "pastLunch", "noFoodLogged", "logsFood"],
            "What did you eat so far? Log it while you remember: the ring only knows what you tell it.",
            actions: [.init("Log food", "/foods")]),
        CoachOption(
            "health.weight.1", .healthWeight, 25, when: ["dayIsToday", "isMorning", "weighInLapsed"],
            "No weigh-in for a week. One this morning keeps the trend honest; a single day's number means little.",
            actions: [.init("Weigh in", "/health#weight")]),
        CoachOption(
            "health.weight.2", .healthWeight, 25, when: ["dayIsToday", "isMorning", "weighInLapsed"],
            "Your weight trend is a week old. Step on the scale before breakfast.",
            actions: [.init("Weigh in", "/health#weight")]),
    ]
}
