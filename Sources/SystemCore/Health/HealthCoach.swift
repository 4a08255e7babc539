import Foundation

// What the health module tells the coach: no food logged by the afternoon (for someone who logs food), the energy
// left (or eaten past) in the evening, and a weigh-in that has lapsed. The state holds what the user typed; what
// devices measured (the watch's active energy, a scale's weight) reaches the coach as facts its store part reads
// from the module's tables (``EnergyToday``, ``LastWeighIn``).

extension CoachTopic {
    static let healthFood = CoachTopic("health.food", title: "Logging food")
    static let healthEnergy = CoachTopic("health.energy", title: "Energy left")
    static let healthWeight = CoachTopic("health.weight", title: "Weighing in")
}

/// The viewed day's energy equation, devices included; gathered in the evening of a day with food logged.
public enum EnergyToday: CoachFactKey {
    public typealias Value = EnergyBalance
}

/// The day of the last weight known, typed or from a scale; gathered in the morning.
public enum LastWeighIn: CoachFactKey {
    public typealias Value = CivilDate
}

extension HealthCore {
    public static let coachTopics: [CoachTopic] = [.healthFood, .healthEnergy, .healthWeight]

    /// What is left of the day's allowance, when the equation is whole (resting energy known) and food is logged:
    /// a leftover before anything is eaten says nothing about the day.
    static func leftover(_ m: CoachMoment) -> Double? {
        guard let energy = m.facts[EnergyToday.self], energy.restingKcal != nil, energy.consumedKcal > 0 else { return nil }
        return energy.leftoverKcal
    }

    /// The day of the last weigh-in: the fact when the store gathered it, else the typed log.
    static func lastWeighIn(_ m: CoachMoment) -> CivilDate? {
        m.facts[LastWeighIn.self] ?? m.state.body.lastWeighIn(onOrBefore: m.today)?.date
    }

    public static let coachWords: [CoachWord] = [
        CoachWord("energyLeft", generic: "some energy") { m in leftover(m).map { "\(Readable.count(Int($0.rounded()))) kcal" } },
        CoachWord("energyOver", generic: "a little") { m in leftover(m).map { "\(Readable.count(Int(-$0.rounded()))) kcal" } },
    ]

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
            "energyLeft", "Food is logged on the viewed day and its allowance has 150 kcal or more left (full at 400).",
            yes: "{energyLeft} are left in today's ring",
            no: "the ring is nearly empty (or not known: no food logged, or resting energy unknown)"
        ) { m in leftover(m).map { CoachSignal.ramp($0, from: 150, to: 400) } ?? 0 },
        CoachSignal(
            "energyOver", "What was eaten on the viewed day is 150 kcal or more past its allowance (full at 400).",
            yes: "today's food is {energyOver} past the ring", no: "today's food is within the ring"
        ) { m in leftover(m).map { CoachSignal.ramp(-$0, from: 150, to: 400) } ?? 0 },
        CoachSignal(
            "weighInLapsed", "The user weighs in, and the last weigh-in (typed or from a scale) is 7 or more days old (full at 10).",
            yes: "your last weigh-in is a week old", no: "you weighed in this week (or never do)"
        ) { m in
            guard let last = lastWeighIn(m) else { return 0 }
            return CoachSignal.ramp(Double(m.today.daysSinceEpoch - last.daysSinceEpoch), from: 6, to: 10)
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
            "health.energy.1", .healthEnergy, 30, when: ["dayIsToday", "isEvening", "energyLeft"],
            "{energyLeft} left in today's ring for the evening. Eat what you need, and log it when you do.",
            actions: [.init("Log food", "/foods")]),
        CoachOption(
            "health.energy.2", .healthEnergy, 30, when: ["dayIsToday", "isEvening", "energyLeft"],
            "The ring still holds {energyLeft}. A proper evening meal fits; grazing all night is how it empties unnoticed.",
            actions: [.init("See the day", "/health")]),
        CoachOption(
            "health.energy.3", .healthEnergy, 20, when: ["dayIsToday", "isEvening", "energyOver"],
            "Today's food is {energyOver} past the ring. One day moves nothing: the weekly trend is what counts, so just log the rest honestly.",
            actions: [.init("See the week", "/health")]),
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
