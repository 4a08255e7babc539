import SystemCore

// What the example module tells the coach: its topic, a signal, and one option (a row of the coach's table).

extension CoachTopic {
    static let tallyDrink = CoachTopic("tally.drink", title: "Drinking water")
}

extension TallyCore {
    static let coachTopics: [CoachTopic] = [.tallyDrink]

    static let coachSignals: [CoachSignal] = [
        CoachSignal(
            "tallyNoneToday", "No glass was counted today.", yes: "you have not counted a glass today",
            no: "you counted a glass today"
        ) { moment in
            moment.state.tally.glasses(on: moment.today, in: moment.state.calendar) == 0 && moment.isToday ? 1 : 0
        }
    ]

    static let coachOptions: [CoachOption] = [
        CoachOption("tally.first", .tallyDrink, 30, when: ["tallyNoneToday", "inWakingHours"], "Start the day with a glass of water.")
    ]
}
