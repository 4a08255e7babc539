import Foundation
import Testing

@testable import SystemCore

/// Moments of a realistic week, each with what a thoughtful coach would speak of: written from the method, not from
/// the catalogue. Planning learns from the retrospective, so the retrospective comes first; focus is never
/// interrupted; an intention is reflected on while it is fresh; the night is for sleep (only a running or overdue
/// intention is worth a word, or "it can wait for tomorrow"); a record means something.
///
/// The user is in Berlin with the defaults (days from 04:00, waking 07:00–23:00, weeks from Monday, standup by
/// 10:00); the lives are variations of ``CoachScenarioTests/week(rateTuesday:retro:capacityHours:)``.
@Suite struct CoachMomentsTests {
    typealias Story = CoachScenarioTests.Story

    /// The lives the moments are taken from.
    enum Life: String, Sendable {
        /// The planned week of 2026-11-16, its retrospective held on Sunday at 18:00.
        case week
        /// The same week without a retrospective.
        case noRetro
        /// The same week, Tuesday afternoon's intention left unrated.
        case tuesdayUnrated
        /// The same week with work late into three nights: running at 23:30 on Wednesday, overdue at 23:40 on
        /// Thursday, ended unreflected at 23:30 on Friday.
        case lateNights
        /// The same week, then on Monday 23 an intention from 07:45, before anything is planned.
        case focusedMonday
        /// The same week, then on Monday 23 the week planned at 08:00 and one 50-minute intention from 09:45: the
        /// retrospective's action item is open.
        case mondayAfter
        /// The same week, then nothing until Monday 30.
        case returning
        /// The same week, the next one planned on Sunday, then nothing until Monday 30.
        case returningPlanned
        /// Someone who has never set an intention.
        case newUser
        /// A new user's first intention, on Wednesday 18 from 09:00 for 30 minutes, not reflected on.
        case firstIntention
        /// A first day of eleven reviewed 45-minute intentions, Monday 16 from 08:00 to 18:45.
        case fullDay

        var story: Story {
            var story: Story
            switch self {
            case .week: return CoachScenarioTests.week()
            case .noRetro: return CoachScenarioTests.week(retro: false)
            case .tuesdayUnrated: return CoachScenarioTests.week(rateTuesday: false)
            case .lateNights:
                story = CoachScenarioTests.week()
                story.intention(20, "Finish the slides", at: "2026-11-18 23:10", minutes: 60)
                story.intention(21, "Fix the build", at: "2026-11-19 22:00", minutes: 30, ranFor: 120)
                story.intention(22, "Read the paper", at: "2026-11-20 22:50", minutes: 40, reflect: [])
            case .focusedMonday:
                story = CoachScenarioTests.week()
                story.intention(40, "Clear the inbox", at: "2026-11-23 07:45", minutes: 45)
            case .mondayAfter:
                story = CoachScenarioTests.week()
                story.on(
                    "2026-11-23 08:00",
                    .weekly(
                        .addGoal(
                            id: fixedID(13), week: civil("2026-11-23"), area: CoachScenarioTests.career, title: "Write the talk",
                            estimate: .size(.medium))))
                story.on("2026-11-23 08:05", .daily(.recordStandup(date: civil("2026-11-23"), plan: [], carry: [], note: nil)))
                story.intention(30, "Draft the talk", at: "2026-11-23 09:45", minutes: 50)
            case .returning:
                return CoachScenarioTests.week()
            case .returningPlanned:
                story = CoachScenarioTests.week()
                story.on(
                    "2026-11-22 19:00",
                    .weekly(
                        .addGoal(
                            id: fixedID(13), week: civil("2026-11-23"), area: CoachScenarioTests.career, title: "Write the docs",
                            estimate: .size(.medium))))
            case .newUser:
                return Story()
            case .firstIntention:
                story = Story()
                story.intention(1, "Unpack the boxes", at: "2026-11-18 09:00", minutes: 30, reflect: [])
            case .fullDay:
                story = Story()
                for hour in 0..<11 {
                    story.intention(
                        50 + hour, "Block \(hour + 1)", at: "2026-11-16 \(8 + hour < 10 ? "0" : "")\(8 + hour):00", minutes: 45)
                }
            }
            return story
        }
    }

    struct Moment: Sendable, CustomTestStringConvertible {
        let name: String
        let life: Life
        let at: String
        /// The viewed day, when not today.
        var date: String? = nil
        /// The topics a thoughtful coach would choose from at this moment.
        let topics: Set<CoachTopic>

        var testDescription: String { name }
    }

    static let night: Set<CoachTopic> = [.encourage]

    static let moments: [Moment] = [
        // Mornings: the standup before the day, yesterday's loose end, the week's plan once the last one is looked back on
        Moment(name: "Monday 07:30, the week planned, no standup yet", life: .week, at: "2026-11-16 07:30", topics: [.dayStandup]),
        Moment(name: "Tuesday 07:45, before the standup", life: .week, at: "2026-11-17 07:45", topics: [.dayStandup]),
        Moment(
            name: "Monday 10:30, the first intention reflected on, a to-do waiting", life: .week, at: "2026-11-16 10:30",
            topics: [.intentionStart]),
        Moment(
            name: "Wednesday 08:00, yesterday's intention unrated", life: .tuesdayUnrated, at: "2026-11-18 08:00",
            topics: [.intentionReflect]),
        Moment(
            name: "Saturday 08:30, the morning after a late intention left unreflected", life: .lateNights, at: "2026-11-21 08:30",
            topics: [.intentionReflect]),
        Moment(
            name: "the next Monday 08:00, the retrospective held", life: .week, at: "2026-11-23 08:00", topics: [.weekPlan]),
        Moment(
            name: "the next Monday 08:00, no retrospective: it comes before the plan", life: .noRetro, at: "2026-11-23 08:00",
            topics: [.weekRetro]),
        Moment(
            name: "the next Monday 10:40, after one 50-minute intention: no record, the action item first",
            life: .mondayAfter, at: "2026-11-23 10:40", topics: [.weekActionItem]),

        // Focus: nothing but the intention
        Moment(name: "Monday 09:10, parsing the CSV", life: .week, at: "2026-11-16 09:10", topics: [.intentionRunning]),
        Moment(name: "Tuesday 09:30, an hour into the tests", life: .week, at: "2026-11-17 09:30", topics: [.intentionRunning]),
        Moment(name: "Wednesday 09:47, minutes left", life: .week, at: "2026-11-18 09:47", topics: [.intentionRunning]),
        Moment(name: "Wednesday 10:05, over its time", life: .week, at: "2026-11-18 10:05", topics: [.intentionOverdue]),
        Moment(
            name: "Thursday 09:10, focused on a day with a memory to share", life: .week, at: "2026-11-19 09:10",
            topics: [.intentionRunning]),
        Moment(
            name: "the next Monday 08:00, focused before the week is planned", life: .focusedMonday, at: "2026-11-23 08:00",
            topics: [.intentionRunning]),
        Moment(name: "Wednesday 23:30, working late", life: .lateNights, at: "2026-11-18 23:30", topics: [.intentionRunning]),
        Moment(name: "Thursday 23:40, over time at night", life: .lateNights, at: "2026-11-19 23:40", topics: [.intentionOverdue]),

        // Reflecting while it is fresh
        Moment(name: "Wednesday 10:15, just ended", life: .week, at: "2026-11-18 10:15", topics: [.intentionReflect]),
        Moment(name: "Monday 14:35, the call needs its review", life: .week, at: "2026-11-16 14:35", topics: [.intentionReflect]),
        Moment(
            name: "Tuesday 10:35, reflected on already", life: .week, at: "2026-11-17 10:35", topics: [.encourage, .intentionStart]),

        // Evenings
        Moment(name: "Monday 21:00, the call still unreviewed", life: .week, at: "2026-11-16 21:00", topics: [.intentionReflect]),
        Moment(name: "Saturday 20:00, the walk unreviewed", life: .week, at: "2026-11-21 20:00", topics: [.intentionReflect]),
        Moment(
            name: "Friday 21:00, everything reflected on and the to-dos done", life: .week, at: "2026-11-20 21:00",
            topics: [.presenceCelebrate, .dayReview]),
        Moment(
            name: "the evening of a full day: a record that means something", life: .fullDay, at: "2026-11-16 21:00",
            topics: [.presenceCelebrate]),

        // Nights: only what matters then
        Moment(
            name: "02:30 after eleven reviewed intentions: no streak to celebrate", life: .fullDay, at: "2026-11-17 02:30",
            topics: night),
        Moment(name: "Thursday 00:30", life: .week, at: "2026-11-19 00:30", topics: night),
        Moment(name: "Thursday 23:30, a memory from a year ago today", life: .week, at: "2026-11-19 23:30", topics: night),
        Moment(
            name: "Friday 23:45, a late intention just ended: it can wait for tomorrow", life: .lateNights, at: "2026-11-20 23:45",
            topics: night),
        Moment(
            name: "Sunday night, no retrospective and nothing planned", life: .noRetro, at: "2026-11-23 01:00", topics: night),
        Moment(name: "Tuesday 06:30, before the waking window", life: .week, at: "2026-11-17 06:30", topics: night),

        // Sundays: the retrospective, then the plan
        Moment(name: "Sunday 11:00, no retrospective yet", life: .noRetro, at: "2026-11-22 11:00", topics: [.weekRetro]),
        Moment(name: "Sunday 17:30, before the retrospective", life: .week, at: "2026-11-22 17:30", topics: [.weekRetro]),
        Moment(name: "Sunday 18:30, after the retrospective", life: .week, at: "2026-11-22 18:30", topics: [.weekPlan]),
        Moment(
            name: "Sunday 20:30, no retrospective: it comes before the plan", life: .noRetro, at: "2026-11-22 20:30",
            topics: [.weekRetro]),

        // A new user
        Moment(name: "a new user at 09:00", life: .newUser, at: "2026-11-18 09:00", topics: [.intentionStart]),
        Moment(name: "a new user at 02:00", life: .newUser, at: "2026-11-18 02:00", topics: night),
        Moment(name: "a new user's first intention", life: .firstIntention, at: "2026-11-18 09:10", topics: [.intentionRunning]),
        Moment(
            name: "a new user's first intention, just ended", life: .firstIntention, at: "2026-11-18 09:35",
            topics: [.intentionReflect]),

        // A returning user, after a week away
        Moment(name: "back after a week away", life: .returning, at: "2026-11-30 09:00", topics: [.weekPlan]),
        Moment(
            name: "back after a week away from a planned week: its retrospective first", life: .returningPlanned,
            at: "2026-11-30 09:00", topics: [.weekRetro]),
        Moment(name: "back after a week away, at 02:00", life: .returning, at: "2026-11-30 02:00", topics: night),
    ]

    @Test(arguments: moments)
    func aThoughtfulCoachSpeaksOfWhatTheMomentNeeds(_ moment: Moment) throws {
        // Given the life replayed up to the moment, When the coach speaks
        let evaluation = try moment.life.story.coach(at: moment.at, date: moment.date)
        let message = evaluation.message

        // Then it is about what the moment needs, and the page's message is the same
        #expect(
            moment.topics.contains(message.topic),
            "said \(message.key) (\(message.topic)): \(message.text); next: \(evaluation.scoring.dropFirst().prefix(3).map(\.option.key))")
        let state = try moment.life.story.replay(until: Story.local(moment.at))
        #expect(
            Coach.standard.message(state, user: coachUser, at: Story.local(moment.at), date: moment.date.map(civil)) == message)
    }

    @Test func thereAreAtLeastThirtyMomentsOfEveryKind() {
        #expect(Self.moments.count >= 30)
        #expect(Set(Self.moments.map(\.name)).count == Self.moments.count)
    }

    /// The house rules hold at every moment of the week, not only the chosen ones: viewing today, at night only a
    /// topic that speaks at night wins, and while an intention runs only one that speaks during focus.
    @Test func theNightAndFocusAreKeptAtEveryMomentOfTheWeek() throws {
        var nights = 0
        var focused = 0
        try CoachScenarioTests.sweep { state, at, date in
            guard date == nil else { return }
            let moment = CoachMoment(state: state, at: at)
            let message = Coach.standard.message(state, user: coachUser, at: at)
            let waking = state.calendar.wakingWindow(of: moment.today)
            if !(waking.start <= at && at < waking.end) {
                nights += 1
                #expect(message.topic.speaksAtNight, "\(state.calendar.iso8601(at)): \(message.key)")
            }
            if moment.running != nil {
                focused += 1
                #expect(message.topic.speaksDuringFocus, "\(state.calendar.iso8601(at)): \(message.key)")
            }
        }
        #expect(nights > 50)
        #expect(focused > 10)
    }
}
