import Foundation

// What the workouts module tells the coach: a personal record today is worth a word, and so is a week without
// lifting for someone who lifts.

extension CoachTopic {
    static let workoutRecord = CoachTopic("workout.record", title: "A personal record")
    static let workoutLapsed = CoachTopic("workout.lapsed", title: "A week without lifting")
}

extension WorkoutsCore {
    /// Today's best new record: the set with the largest estimated one-rep max among today's records.
    static func record(_ m: CoachMoment) -> LiftSet? {
        guard m.isToday else { return nil }
        let log = m.state.workouts
        return log.sets(in: m.state.calendar.interval(of: m.today)).filter(log.isRecord).max { ($0.epleyKg ?? 0) < ($1.epleyKg ?? 0) }
    }

    /// Days since the last set, for a lifter with at least three sessions (days with sets) in the 8 weeks before.
    static func daysSinceLifting(_ m: CoachMoment) -> Int? {
        let calendar = m.state.calendar
        let window = DateInterval(
            start: calendar.interval(of: m.today.adding(days: -56)).start, end: calendar.interval(of: m.today).end)
        let sets = m.state.workouts.sets(in: window)
        guard Set(sets.map { calendar.day(containing: $0.at) }).count >= 3, let last = sets.last else { return nil }
        return m.today.daysSinceEpoch - calendar.day(containing: last.at).daysSinceEpoch
    }

    /// "100 kg", "102.5 kg". (In kilograms for now: the body's profile has the user's unit, which the pages will use.)
    static func kilograms(_ kg: Double) -> String {
        kg == kg.rounded() ? "\(Int(kg)) kg" : "\((kg * 10).rounded() / 10) kg"
    }

    public static let coachTopics: [CoachTopic] = [.workoutRecord, .workoutLapsed]

    public static let coachWords: [CoachWord] = [
        CoachWord("recordLift", generic: "a lift") { m in record(m).flatMap { m.state.workouts.lift($0.liftId)?.name.lowercased() } },
        CoachWord("recordSet", generic: "your best set") { m in
            record(m).map { "\(kilograms($0.weightKg)) × \($0.reps)" }
        },
        CoachWord("liftGap", generic: "a week") { m in daysSinceLifting(m).map { "\($0) days" } },
    ]

    public static let coachSignals: [CoachSignal] = [
        CoachSignal(
            "liftRecordToday", "A set done today beat every earlier set of its lift on estimated one-rep max.",
            yes: "you set a personal record today", no: "no personal record today"
        ) { m in CoachSignal.bit(record(m) != nil) },
        CoachSignal(
            "liftingLapsed",
            "The user lifted on three or more days of the last 8 weeks, and the last set is 7 or more days old (full at 10).",
            yes: "you haven't lifted for a week", no: "you lifted this week (or don't lift)"
        ) { m in daysSinceLifting(m).map { CoachSignal.ramp(Double($0), from: 6, to: 10) } ?? 0 },
    ]

    public static let coachOptions: [CoachOption] = [
        CoachOption(
            "workout.record.1", .workoutRecord, 45, when: ["dayIsToday", "liftRecordToday", "!intentionRunning"],
            "A personal record on the {recordLift}: {recordSet}. Write down what made today work.",
            actions: [.init("See the lift", "/workouts")]),
        CoachOption(
            "workout.record.2", .workoutRecord, 45, when: ["dayIsToday", "liftRecordToday", "!intentionRunning"],
            "{recordSet} on the {recordLift}: your best yet. Rest well tonight; records are built in recovery.",
            actions: [.init("See the lift", "/workouts")]),
        CoachOption(
            "workout.lapsed.1", .workoutLapsed, 28, when: ["dayIsToday", "inWakingHours", "liftingLapsed", "!intentionRunning"],
            "No lifting in {liftGap}. A short session today keeps the habit: even one lift counts.",
            actions: [.init("Start lifting", "/workouts")]),
        CoachOption(
            "workout.lapsed.2", .workoutLapsed, 28, when: ["dayIsToday", "inWakingHours", "liftingLapsed", "!intentionRunning"],
            "It's been {liftGap} since your last set. Pick the lift you like most and do three sets of it.",
            actions: [.init("Start lifting", "/workouts")]),
    ]
}
