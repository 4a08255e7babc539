import Foundation
import Testing

@testable import SystemCore

/// A week of a user's life replayed event by event, and what the coach says at chosen instants.
///
/// The user is in Berlin with the defaults (days from 04:00, waking 07:00–23:00, weeks from Monday, standup by
/// 10:00). The sprint is the week of Monday 2026-11-16, planned on the Sunday evening before it.
@Suite struct CoachScenarioTests {
    /// Timed commands, replayed in order up to an instant.
    struct Story {
        private(set) var steps: [(at: Date, command: UserCommand)] = []

        static let calendar = UserState.berlin().calendar

        /// A local wall-clock instant written `2026-11-18 09:00`.
        static func local(_ text: String) -> Date {
            let parts = text.split(separator: " ").map(String.init)
            return calendar.instant(civil(parts[0]), time(parts[1]))
        }

        mutating func on(_ when: String, _ commands: UserCommand...) {
            for command in commands { steps.append((Self.local(when), command)) }
        }

        enum Reflection { case tags, feeling, review }

        /// An intention started at `when` for `minutes`, ended after `ranFor` (the plan by default), and reflected
        /// at `reflectedAt` (a minute after its end by default).
        mutating func intention(
            _ id: Int, _ text: String, at when: String, minutes: Int, ranFor: Int? = nil, todo: TodoID? = nil,
            reflect: [Reflection] = [.tags, .feeling, .review], review: String = "It went to plan",
            reflectedAt: String? = nil
        ) {
            let start = Self.local(when)
            let end = start.plus(minutes: ranFor ?? minutes)
            steps.append((start, .startIntention(id: intentionID(id), text: text, minutes: minutes, todo: todo)))
            steps.append((end, .endIntention(id: intentionID(id))))
            let after = reflectedAt.map(Self.local) ?? end.plus(minutes: 1)
            for reflection in reflect {
                switch reflection {
                case .tags: steps.append((after, .tagIntention(id: intentionID(id), tags: [.init("Deep work")])))
                case .feeling: steps.append((after, .rateIntention(id: intentionID(id), feeling: .happy)))
                case .review: steps.append((after, .reviewIntention(id: intentionID(id), review: Review(wentWell: review))))
                }
            }
        }

        /// The steps in time order (steps at the same instant keep the order they were written in).
        var ordered: [(at: Date, command: UserCommand)] {
            steps.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
        }

        /// The state after every step up to and including `until`.
        func replay(until: Date) throws -> UserState {
            var state = UserState.berlin()
            for step in ordered where step.at <= until { try state.run(step.command, at: step.at) }
            return state
        }

        /// The coach's evaluation at a local instant after replaying up to it, viewing `date` (today by default).
        func coach(at when: String, date: String? = nil) throws -> Coach.Evaluation {
            try replay(until: Self.local(when)).coach(at: Self.local(when), date: date.map(civil))
        }
    }

    static let career: AreaID = fixedID(1)
    static let family: AreaID = fixedID(2)
    static let importer: GoalID = fixedID(11)
    static let holidays: GoalID = fixedID(12)
    static let parse: TodoID = fixedID(21)
    static let call: TodoID = fixedID(22)
    static let tests: TodoID = fixedID(23)
    static let flights: TodoID = fixedID(24)
    static let pullRequest: TodoID = fixedID(25)
    static let demo: TodoID = fixedID(26)
    static let actionItem: ActionItemID = fixedID(31)

    /// The week: planned on Sunday evening, a standup and to-do-driven intentions each weekday, a walk on
    /// Saturday, and the retrospective on Sunday at 18:00; Thursday is a long day. Memories: a reviewed entry a year before Thursday,
    /// another four weeks before it.
    ///
    /// - rateTuesday: whether Tuesday afternoon's “Book the flights” is rated and reviewed (else only tagged).
    /// - retro: whether the retrospective is held on Sunday.
    /// - capacityHours: a capacity set for the week on Monday morning.
    static func week(rateTuesday: Bool = true, retro: Bool = true, capacityHours: Int? = nil) -> Story {
        var story = Story()
        let monday = civil("2026-11-16")
        story.intention(
            90, "Sketched the garden", at: "2025-11-20 10:00", minutes: 45, reflect: [.review],
            review: "Drawing it on paper first saved hours")
        story.intention(91, "Outlined the importer", at: "2026-10-22 10:00", minutes: 30, reflect: [])

        story.on(
            "2026-11-15 20:00",
            .weekly(.createArea(id: career, name: "Career")), .weekly(.createArea(id: family, name: "Family")),
            .weekly(.addGoal(id: importer, week: monday, area: career, title: "Ship the importer", estimate: .minutes(360))),
            .weekly(.addGoal(id: holidays, week: monday, area: family, title: "Plan the holidays", estimate: .minutes(120))))

        // Monday
        story.on(
            "2026-11-16 08:00",
            .daily(.addTodo(id: parse, date: monday, text: "Parse the CSV", link: .goal(importer))),
            .daily(.addTodo(id: call, date: monday, text: "Call the school", link: .area(family))))
        if let capacityHours {
            story.on(
                "2026-11-16 08:00", .weekly(.setCapacity(week: monday, perDayMinutes: nil, daysOff: [], totalMinutes: capacityHours * 60)))
        }
        story.on("2026-11-16 08:05", .daily(.recordStandup(date: monday, plan: [parse, call], carry: [], note: nil)))
        story.intention(1, "Parse the CSV", at: "2026-11-16 09:00", minutes: 50, todo: parse)
        story.on("2026-11-16 09:52", .daily(.completeTodo(parse)))
        story.intention(2, "Call the school", at: "2026-11-16 14:00", minutes: 30, todo: call, reflect: [.tags, .feeling])
        story.on("2026-11-16 14:32", .daily(.completeTodo(call)))

        // Tuesday
        let tuesday = civil("2026-11-17")
        story.on(
            "2026-11-17 08:00",
            .daily(.addTodo(id: tests, date: tuesday, text: "Write the importer tests", link: .goal(importer))),
            .daily(.addTodo(id: flights, date: tuesday, text: "Book the flights", link: .goal(holidays))))
        story.on("2026-11-17 08:05", .daily(.recordStandup(date: tuesday, plan: [tests, flights], carry: [], note: nil)))
        story.intention(3, "Write the importer tests", at: "2026-11-17 09:00", minutes: 90, todo: tests)
        story.intention(
            4, "Book the flights", at: "2026-11-17 15:00", minutes: 60, todo: flights,
            reflect: rateTuesday ? [.tags, .feeling, .review] : [.tags], review: "Found a direct flight")
        story.on("2026-11-17 16:02", .daily(.completeTodo(flights)))

        // Wednesday: running, overdue, ended, reflected at 10:20
        let wednesday = civil("2026-11-18")
        story.on(
            "2026-11-18 08:00", .daily(.addTodo(id: pullRequest, date: wednesday, text: "Review the pull request", link: .goal(importer))))
        story.on("2026-11-18 08:05", .daily(.recordStandup(date: wednesday, plan: [tests, pullRequest], carry: [tests], note: nil)))
        story.intention(
            5, "Write the importer tests", at: "2026-11-18 09:00", minutes: 50, ranFor: 70, todo: tests,
            reflectedAt: "2026-11-18 10:20")
        story.on("2026-11-18 10:21", .daily(.completeTodo(tests)))

        // Thursday
        let thursday = civil("2026-11-19")
        story.on("2026-11-19 08:05", .daily(.recordStandup(date: thursday, plan: [pullRequest], carry: [pullRequest], note: nil)))
        story.intention(6, "Review the pull request", at: "2026-11-19 09:00", minutes: 25, todo: pullRequest)
        // A long day of deep work: by 14:00 more than a quarter of the waking day, the week's record
        story.intention(9, "Write the importer docs", at: "2026-11-19 10:00", minutes: 240)
        story.intention(10, "Answer the support queue", at: "2026-11-19 14:30", minutes: 180)

        // Friday
        let friday = civil("2026-11-20")
        story.on(
            "2026-11-20 08:00", .daily(.addTodo(id: demo, date: friday, text: "Demo the importer", link: .goal(importer))),
            .daily(.completeTodo(pullRequest)))
        story.on("2026-11-20 08:05", .daily(.recordStandup(date: friday, plan: [demo], carry: [], note: nil)))
        story.intention(7, "Demo the importer", at: "2026-11-20 10:00", minutes: 60, todo: demo)
        story.on("2026-11-20 11:02", .daily(.completeTodo(demo)), .weekly(.completeGoal(importer)))

        // Saturday: a walk, off the plan and not reviewed; the holidays are planned
        story.intention(8, "Long walk by the river", at: "2026-11-21 10:00", minutes: 60, reflect: [.tags, .feeling])
        story.on("2026-11-21 12:00", .weekly(.completeGoal(holidays)))

        // Sunday: the retrospective
        if retro {
            story.on(
                "2026-11-22 18:00",
                .weekly(
                    .recordRetro(
                        week: civil("2026-11-22"), wentWell: "Shipped the importer", wentPoorly: "The holidays almost slipped",
                        toImprove: "Plan family time first", actionItems: [.init(id: actionItem, text: "Block Monday evening for family")],
                        answers: [:])))
        }
        return story
    }

    // MARK: - A day: running → overdue → reflect → start

    @Test(arguments: [
        ("2026-11-18 09:10", CoachTopic.intentionRunning, "running.start"),  // 40 of 50 minutes left
        ("2026-11-18 09:30", .intentionRunning, "running.middle"),
        ("2026-11-18 09:47", .intentionRunning, "running.end"),  // 3 minutes left
        ("2026-11-18 09:50", .intentionOverdue, "overdue"),  // the planned end
        ("2026-11-18 10:05", .intentionOverdue, "overdue"),
        ("2026-11-18 10:15", .intentionReflect, "reflect.today"),  // ended at 10:10, not reflected yet
        ("2026-11-18 11:40", .intentionStart, "start.todo"),  // reflected at 10:20, nothing since
    ])
    func aDayGoesFromRunningToOverdueToReflectToStart(_ when: String, _ topic: CoachTopic, _ keyPrefix: String) throws {
        // Given the week replayed up to the instant, When the coach speaks
        let message = try Self.week().coach(at: when).message

        // Then it is about the moment
        #expect(message.topic == topic)
        #expect(message.key.hasPrefix(keyPrefix), "\(message.key)")
        #expect(!message.text.contains("{"))
    }

    @Test func theMessagesNameTheIntentionAndTheTime() throws {
        let week = Self.week()

        // Fifteen minutes over, the overdue message names the intention and the time
        let overdue = try week.coach(at: "2026-11-18 10:05").message
        #expect(overdue.text.contains("“Write the importer tests”"))
        #expect(overdue.text.contains("15 min"))
        #expect(overdue.actions == [.init("Open the focus screen", "/focus")])

        // Ended and unreflected, it asks for all three, linking to the intention
        let reflect = try week.coach(at: "2026-11-18 10:15").message
        #expect(reflect.text.contains("“Write the importer tests”"))
        #expect(reflect.text.contains("a feeling, tags and a review"))
        #expect(reflect.actions == [.init("Reflect on it", "/intentions/\(intentionID(5))")])

        // Ninety minutes later, it proposes the open to-do
        let start = try week.coach(at: "2026-11-18 11:40").message
        #expect(start.text == "Next up could be “Review the pull request”. Start it and its time counts toward the week.")
        #expect(start.actions == [.init("Start “Review the pull request”", "/?todo=\(Self.pullRequest)#start")])
    }

    @Test func idleGrowsUntilStartingWinsOverEncouragement() throws {
        // Given everything reflected at 10:20
        let week = Self.week()

        // Then right after it, a gentle word wins; the nudge to start grows and wins before long
        let early = try week.coach(at: "2026-11-18 10:20")
        let later = try week.coach(at: "2026-11-18 10:45")
        let startEarly = try #require(early.score("start.todo")).priority
        let startLater = try #require(later.score("start.todo")).priority
        #expect(early.message.topic == .encourage)
        #expect(later.message.topic == .intentionStart)
        #expect(startEarly < startLater)
    }

    // MARK: - The week's plan and retrospective

    @Test func theRetroIsAskedForOnTheLastDayOfAPlannedWeek() throws {
        // Given the planned week on Sunday, with no retrospective yet
        let week = Self.week()

        // Then in the morning, and still at 17:30 when the next week's plan begins to call, the retro wins
        for when in ["2026-11-22 11:00", "2026-11-22 17:30"] {
            let message = try week.coach(at: when).message
            #expect(message.topic == .weekRetro, "\(when)")
            #expect(message.actions == [.init("Open the retrospective", "/weeks/2026-11-16/retro")], "\(when)")
        }

        // And not on Saturday
        #expect(try week.coach(at: "2026-11-21 11:00").message.topic != .weekRetro)
    }

    @Test func theNextWeeksPlanIsAskedForOnTheEveningBeforeAndTheMorningOfTheWeekStart() throws {
        // Given the retrospective held at 18:00 on Sunday, and next week not planned
        let week = Self.week()

        // Then at 20:30 the coach asks to plan tomorrow's week
        let evening = try week.coach(at: "2026-11-22 20:30")
        #expect(evening.message.topic == .weekPlan)
        #expect(evening.message.key.hasPrefix("plan.eve"))
        #expect(evening.message.actions == [.init("Plan my week", "/weeks/2026-11-23#plan")])
        #expect(try #require(evening.score("retro.lastDay.1")).reason == "0 because weekRetroHeld = 1")

        // And on Monday morning, strongest of all
        let morning = try week.coach(at: "2026-11-23 08:00")
        #expect(morning.message.topic == .weekPlan)
        #expect(morning.message.key.hasPrefix("plan.morning"))
        #expect(morning.message.actions == [.init("Plan my week", "/weeks/2026-11-23#plan")])

        // And from noon on, the gentler mid-week reminder
        #expect(try week.coach(at: "2026-11-23 13:00").scoring.contains { $0.option.key == "plan.midweek" })
    }

    @Test func aWeekPlannedOnSundayIsNotAskedFor() throws {
        // Given next week planned at 19:00 on Sunday
        var week = Self.week()
        week.on(
            "2026-11-22 19:00",
            .weekly(
                .addGoal(
                    id: fixedID(13), week: civil("2026-11-23"), area: Self.career,
                    title: "Write the docs", estimate: .size(.medium))))

        // Then in the evening and on Monday morning, no plan is asked for, and the explain view says why
        let evening = try week.coach(at: "2026-11-22 20:30")
        #expect(evening.message.topic != .weekPlan)
        #expect(try #require(evening.score("plan.eve.1")).reason == "0 because nextWeekIsPlanned = 1")
        #expect(try week.coach(at: "2026-11-23 08:00").message.topic != .weekPlan)
    }

    @Test func lastWeeksMissingRetroIsAskedForOncePlanned() throws {
        // Given no retrospective on Sunday
        let week = Self.week(retro: false)

        // Then on Monday morning the retrospective comes before the plan, and the explain view says why
        let morning = try week.coach(at: "2026-11-23 08:00")
        #expect(morning.message.key == "retro.missing")
        #expect(try #require(morning.score("plan.morning.1")).reason == "0 because lastWeekRetroMissing = 1")

        // When the week is planned anyway at 08:30, Then last week's retro is still asked for
        var planned = week
        planned.on(
            "2026-11-23 08:30",
            .weekly(
                .addGoal(
                    id: fixedID(13), week: civil("2026-11-23"), area: Self.career,
                    title: "Write the docs", estimate: .size(.medium))))
        let message = try planned.coach(at: "2026-11-23 09:00").message
        #expect(message.topic == .weekRetro)
        #expect(message.key == "retro.missing")
        #expect(message.actions == [.init("Hold last week's retrospective", "/weeks/2026-11-16/retro")])

        // And looking back at that Sunday shows it ended without one
        #expect(try planned.coach(at: "2026-11-23 09:00", date: "2026-11-22").message.key == "retro.past")
    }

    @Test func anOvercommittedWeekIsSaidEarly() throws {
        // Given 8 hours of goals against a capacity of 5
        let week = Self.week(capacityHours: 5)

        // Then on Monday after the first intention, the coach says so, with the difference
        let message = try week.coach(at: "2026-11-16 10:00").message
        #expect(message.topic == .weekOvercommitted)
        #expect(message.text.contains("3 h"))
    }

    // MARK: - Memories

    @Test func aReviewedEntryFromAYearAgoResurfaces() throws {
        // Given on Thursday an intention reviewed at 09:26, and a year (52 weeks) before, a reviewed one
        let week = Self.week()

        // When the coach speaks at 09:30
        let message = try week.coach(at: "2026-11-19 09:30").message

        // Then it quotes that day's review
        #expect(message.topic == .resurface)
        #expect(message.key == "resurface.year.review")
        #expect(message.text == "A year ago today: “Sketched the garden”. You wrote: “Drawing it on paper first saved hours”")
        #expect(message.actions == [.init("Open it", "/intentions/\(intentionID(90))")])
    }

    @Test func aYearAgoWithoutAReviewIsRememberedWithoutAQuote() throws {
        // Given the year-ago entry on Monday's date has no review, but the one from a week before it does
        var story = Story()
        story.intention(1, "Ran a half marathon", at: "2025-11-17 10:00", minutes: 120, reflect: [])
        story.intention(2, "Read a book", at: "2026-11-09 10:00", minutes: 60, reflect: [.review], review: "Loved it")
        story.intention(3, "Wrote", at: "2026-11-16 06:00", minutes: 30)

        // When the coach weighs Monday, in its waking hours
        let at = Story.local("2026-11-16 07:40")
        let state = try story.replay(until: at)
        let evaluation = state.coach(at: at)

        // Then no empty quote is offered, and the year is remembered plainly
        #expect(try #require(evaluation.score("resurface.year.review")).reason == "0 because resurfaceHasReview = 0")
        let year = try #require(evaluation.score("resurface.year"))
        #expect(year.priority > 0)
        #expect(
            year.option.text.filled(with: CoachMoment(state: state, at: at).placeholders)
                == "A year ago today you worked on “Ran a half marathon”.")
    }

    // MARK: - Time travel

    @Test func viewingYesterdayAsksForItsRatingAndAnsweringChangesWhatTodaySays() throws {
        // Given Tuesday afternoon's “Book the flights” ended without a feeling, and it is Wednesday 08:00
        let week = Self.week(rateTuesday: false)

        // When the user looks back at Tuesday
        let yesterday = try week.coach(at: "2026-11-18 08:00", date: "2026-11-17").message

        // Then the coach asks for that rating
        #expect(yesterday.topic == .intentionReflect)
        #expect(yesterday.text == "You didn't rate yesterday afternoon's intention, “Book the flights”. How did it feel?")
        #expect(yesterday.actions == [.init("Reflect on it", "/intentions/\(intentionID(4))")])

        // And today's page asks for it too
        let today = try week.coach(at: "2026-11-18 08:00").message
        #expect(today.topic == .intentionReflect)
        #expect(today.text == "You didn't rate yesterday afternoon's intention, “Book the flights”. How did it feel?")

        // When it is rated there at 08:01
        var answered = week
        answered.on("2026-11-18 08:01", .rateIntention(id: intentionID(4), feeling: .happy))

        // Then Tuesday asks for what is still missing, and today moves on to the standup
        let yesterdayAfter = try answered.coach(at: "2026-11-18 08:02", date: "2026-11-17").message
        #expect(yesterdayAfter.topic == .intentionReflect)
        #expect(yesterdayAfter.text == "“Book the flights”, yesterday afternoon's intention, still needs a review.")
        let todayAfter = try answered.coach(at: "2026-11-18 08:02").message
        #expect(todayAfter.topic == .dayStandup)  // where the to-do left from yesterday is carried
        #expect(todayAfter.text != today.text)
    }

    @Test func aPastDayIsRememberedInItsOwnTerms() throws {
        let week = Self.week()

        // Saturday's walk was off the plan and never reviewed; Thursday was a record day, Monday was not
        let saturday = try week.coach(at: "2026-11-22 11:00", date: "2026-11-21")
        #expect(saturday.message.text == "“Long walk by the river”, yesterday morning's intention, still needs a review.")
        #expect(saturday.scoring.map(\.option.key).starts(with: ["reflect.past.1", "review.past", "unlinked.past"]))
        #expect(try week.coach(at: "2026-11-20 11:00", date: "2026-11-19").scoring.contains { $0.option.key == "celebrate.past" })
        #expect(try !week.coach(at: "2026-11-17 11:00", date: "2026-11-16").scoring.contains { $0.option.key == "celebrate.past" })

        // And a day to come is for planning
        #expect(try week.coach(at: "2026-11-18 11:00", date: "2026-11-19").message.key == "encourage.future")
    }

    // MARK: - The whole catalogue over the week

    /// The moments swept: every half hour of the week viewing today, every hour viewing yesterday and tomorrow,
    /// for the week and its variants, and a user with no history.
    static func sweep(_ visit: (UserState, Date, CivilDate?) -> Void) throws {
        let from = Story.local("2026-11-15 17:00")
        let to = Story.local("2026-11-23 14:00")
        for story in [week(), week(rateTuesday: false, retro: false, capacityHours: 5)] {
            var state = UserState.berlin()
            var steps = story.ordered[...]
            var at = from
            while at <= to {
                while let step = steps.first, step.at <= at {
                    try state.run(step.command, at: step.at)
                    steps = steps.dropFirst()
                }
                visit(state, at, nil)
                if Int(at.timeIntervalSince(from)) % 3600 == 0 {
                    let today = state.calendar.day(containing: at)
                    visit(state, at, today.adding(days: -1))
                    visit(state, at, today.adding(days: 1))
                }
                at = at.plus(minutes: 30)
            }
        }
        // The last five minutes of an intention fall between the half hours
        let running = try week().replay(until: Story.local("2026-11-18 09:46"))
        visit(running, Story.local("2026-11-18 09:46"), nil)
        visit(UserState.berlin(), Story.local("2026-11-18 09:00"), nil)
    }

    @Test func everyOptionScoresSomewhereInTheWeekAndItsTextIsThenComplete() throws {
        var scored: Set<String> = []
        var winners: Set<String> = []
        try Self.sweep { state, at, date in
            let evaluation = state.coach(at: at, date: date)
            let moment = CoachMoment(state: state, at: at, date: date)
            let placeholders = moment.placeholders
            winners.insert(evaluation.message.key)

            // Every signal is in 0…1, and the winner is at the top
            for (signal, value) in evaluation.signals where !(0...1).contains(value) {
                Issue.record("\(signal.name) = \(value) at \(at)")
            }
            #expect(evaluation.message.priority == evaluation.scores.first?.priority)

            // Whenever an option can win, its text and actions are filled in
            for score in evaluation.scoring {
                scored.insert(score.option.key)
                let texts = [score.option.text] + score.option.actions.flatMap { [$0.label, $0.href] }
                for text in texts.map({ $0.filled(with: placeholders) })
                where text.contains("{") || text.contains("“”") || text.contains("  ") {
                    Issue.record("\(score.option.key) at \(state.calendar.iso8601(at)) viewing \(moment.date): \(text)")
                }
            }
        }

        // Then every row of the catalogue is reachable, and the week's messages are varied
        #expect(Set(CoachCatalogue.options.map(\.key)).subtracting(scored).sorted() == [])
        #expect(winners.count >= 30)
    }

    /// Pages ask for the message alone, which skips what cannot change the outcome: it must be the very message
    /// the whole evaluation picks, its words filled the same, at every moment of the sweep.
    @Test func theMessageAloneIsTheOneTheWholeEvaluationPicks() throws {
        var compared = 0
        try Self.sweep { state, at, date in
            let message = Coach.standard.message(state, user: coachUser, at: at, date: date)
            let evaluated = state.coach(at: at, date: date).message
            if message != evaluated {
                Issue.record(
                    "at \(state.calendar.iso8601(at)) viewing \(date.map(String.init(describing:)) ?? "today"): \(message) ≠ \(evaluated)")
            }
            compared += 1
        }
        #expect(compared > 500)
    }
}
