import Foundation

/// A named fact about a moment, as a number in 0…1: 0 is "no", 1 is "yes", and values between ramp up or decay
/// (the longer nothing has been started, the stronger the nudge).
public struct CoachSignal: Sendable {
    public let name: String
    /// What it means, in words a non-developer can read in the explain view.
    public let meaning: String
    /// A clause saying it holds, for "Shown because …" (`{placeholders}` allowed); nil when it goes without
    /// saying (looking at today).
    public let yes: String?
    /// A clause saying it does not hold, for "Not now, because …".
    public let no: String
    let value: @Sendable (CoachMoment) -> Float

    public init(_ name: String, _ meaning: String, yes: String?, no: String, _ value: @escaping @Sendable (CoachMoment) -> Float) {
        self.name = name
        self.meaning = meaning
        self.yes = yes
        self.no = no
        self.value = value
    }

    /// 1 for true, 0 for false.
    static func bit(_ condition: Bool) -> Float { condition ? 1 : 0 }

    /// `value` mapped onto 0…1 between `from` and `to` (clamped).
    public static func ramp(_ value: Double, from: Double, to: Double) -> Float {
        guard to > from else { return value >= to ? 1 : 0 }
        return Float(min(1, max(0, (value - from) / (to - from))))
    }

    /// The span over which "nothing started for a while" grows from 0 to 1, in minutes.
    public static let idleSpan = 90.0
}

extension CoachSignal {
    /// Every signal the catalogue may use, by name.
    public static let all: [CoachSignal] = [
        // The viewed day
        CoachSignal(
            "dayIsToday", "The day being viewed is today.",
            yes: nil, no: "you're looking at another day than today"
        ) { bit($0.isToday) },
        CoachSignal(
            "dayIsPast", "The day being viewed is before today.",
            yes: "this day is over", no: "this day isn't over"
        ) { bit($0.date < $0.today) },
        CoachSignal(
            "dayIsFuture", "The day being viewed is after today.",
            yes: "this day is still ahead", no: "this day has begun"
        ) { bit($0.date > $0.today) },
        CoachSignal(
            "inWakingHours", "The moment is inside the waking window.",
            yes: "it's within your waking hours", no: "it's outside your waking hours"
        ) { bit($0.waking.contains($0.at) && $0.at < $0.waking.end) },
        CoachSignal(
            "nightToday", "Viewing today, the moment is outside the waking window: only what matters at night is said.",
            yes: "it's the night", no: "it isn't the night"
        ) { bit($0.isToday && !($0.waking.contains($0.at) && $0.at < $0.waking.end)) },
        CoachSignal(
            "focusToday", "Viewing today, an intention runs: nothing but the intention itself is said.",
            yes: "you're focused on an intention", no: "nothing is running"
        ) { bit($0.isToday && $0.running != nil) },
        CoachSignal(
            "isEvening", "The moment is in the last three hours of the waking window (ramps up over them).",
            yes: "the evening has come", no: "it isn't evening yet"
        ) { m in
            m.at >= m.waking.end ? 0 : ramp(m.at.timeIntervalSince(m.waking.end.addingTimeInterval(-3 * 3600)) / 60, from: 0, to: 90)
        },
        CoachSignal(
            "isMorning", "The moment is in the first four hours of the waking window.",
            yes: "it's morning", no: "it isn't morning"
        ) { m in
            bit(m.at >= m.waking.start && m.at < m.waking.start.addingTimeInterval(4 * 3600))
        },
        CoachSignal(
            "hasHistory", "At least one intention was ever recorded.",
            yes: "you've set intentions before", no: "you haven't set an intention yet"
        ) { bit($0.hasHistory) },

        // Intentions
        CoachSignal(
            "intentionRunning", "An intention runs at the moment.",
            yes: "an intention is running", no: "nothing is running"
        ) { bit($0.running != nil) },
        CoachSignal(
            "intentionOverdue", "The running intention is past its planned end (0.5 at the end, 1 after 15 minutes).",
            yes: "the running intention is past its time", no: "nothing is past its time"
        ) { m in
            guard let running = m.running, m.at >= running.plannedEndAt else { return 0 }
            return 0.5 + 0.5 * ramp(m.at.timeIntervalSince(running.plannedEndAt) / 60, from: 0, to: 15)
        },
        CoachSignal(
            "runningFirstHalf", "The running intention has more than half of its time left.",
            yes: "it has more than half its time left", no: "it's past halfway"
        ) { m in
            guard let running = m.running else { return 0 }
            return bit(Double(running.secondsLeft(now: m.at)) > Double(running.plannedMinutes * 60) / 2)
        },
        CoachSignal(
            "runningLastMinutes", "The running intention has five minutes or less left.",
            yes: "it has five minutes or less left", no: "it has more than five minutes left"
        ) { m in
            guard let running = m.running else { return 0 }
            let left = running.secondsLeft(now: m.at)
            return bit(left > 0 && left <= 300)
        },
        CoachSignal(
            "idle", "Minutes since the last intention ended (or the waking window began), 0 at none and 1 at 90 or more.",
            yes: "nothing has run for a while", no: "an intention ended just now"
        ) { m in
            guard m.running == nil else { return 0 }
            let since = max(m.lastEnd ?? m.waking.start, m.waking.start)
            return ramp(m.at.timeIntervalSince(since) / 60, from: 0, to: idleSpan)
        },
        CoachSignal(
            "nothingStartedToday", "No intention has started on the viewed day.",
            yes: "nothing has started on this day yet", no: "something has started on this day"
        ) { m in
            bit(!m.dayIntentions.contains { $0.startedAt <= m.at })
        },
        CoachSignal(
            "unreflected", "An ended intention of the viewed day lacks tags, a feeling or a review.",
            yes: "“{unreflected}” still needs {missing}", no: "every ended intention of this day is tagged, rated and reviewed"
        ) { bit($0.unreflected != nil) },
        CoachSignal(
            "unrated", "That intention has no feeling yet.",
            yes: "it has no feeling yet", no: "it has a feeling"
        ) { bit($0.unreflected.map { $0.feeling == nil } ?? false) },
        CoachSignal(
            "yesterdayUnrated", "An intention of the day before the viewed one ended without a feeling.",
            yes: "“{yesterdayUnrated}”, of the day before, has no feeling yet", no: "every intention of the day before has a feeling"
        ) {
            bit($0.yesterdayUnrated != nil)
        },
        CoachSignal(
            "dayUnreviewed", "The viewed day has ended intentions and none has a review.",
            yes: "none of this day's intentions has a review", no: "this day has a review, or nothing to review"
        ) { m in
            bit(!m.ended.isEmpty && m.ended.allSatisfy(\.review.isEmpty))
        },
        CoachSignal(
            "freeStandingTime", "Time in intentions started from no to-do on the viewed day (1 at an hour or more).",
            yes: "{freeTime} went into intentions outside the plan", no: "no time went outside the plan"
        ) { m in
            ramp(Double(m.freeStandingMinutes), from: 0, to: 60)
        },

        // The Daily
        CoachSignal(
            "standupNotDone", "The viewed day's standup has not been recorded.",
            yes: "this day's standup isn't done", no: "this day's standup is done"
        ) { bit(!$0.brief.isDone) },
        CoachSignal(
            "standupDue",
            "It is past the standup time today and the standup is not done (fading from four to six hours after it: by "
                + "then the day has chosen its plan).",
            yes: "your standup time has passed and it isn't done", no: "the standup isn't due"
        ) { m in
            guard m.brief.isOverdue(now: m.at, today: m.today) else { return 0 }
            return 1 - ramp(m.at.timeIntervalSince(m.brief.dueAt) / 3600, from: 4, to: 6)
        },
        CoachSignal(
            "carryOverWaiting", "Unfinished to-dos from earlier days wait to be carried over.",
            yes: "to-dos from earlier days wait to be carried over", no: "nothing waits to be carried over"
        ) { bit(!$0.brief.carryOver.isEmpty) },
        CoachSignal(
            "todosOpen", "The viewed day has open to-dos.",
            yes: "this day has open to-dos", no: "this day has no open to-dos"
        ) { bit($0.brief.todos.contains(where: \.isOpen)) },
        CoachSignal(
            "allTodosDone", "The viewed day had to-dos and every one is done.",
            yes: "every to-do of this day is done", no: "not every to-do of this day is done"
        ) { m in
            bit(!m.brief.todos.isEmpty && m.brief.todos.allSatisfy(\.isDone))
        },

        // The Weekly
        CoachSignal(
            "weekIsPlanned", "The viewed week has goals.",
            yes: "the week has goals", no: "the week has no goals"
        ) { bit(!$0.plan.goals.isEmpty) },
        CoachSignal(
            "areasExist", "The user has areas of focus.",
            yes: "you have areas of focus", no: "you have no areas of focus yet"
        ) { bit(!$0.state.weekly.areas.active.isEmpty) },
        CoachSignal(
            "nextWeekIsPlanned", "The week after the viewed one has goals.",
            yes: "next week has goals", no: "next week has no goals yet"
        ) { bit($0.nextWeekHasGoals) },
        CoachSignal(
            "weekStartsTomorrow", "The viewed day is the last of its week and it is 17:00 or later (ramps to 1 at 20:00).",
            yes: "a new week starts tomorrow", no: "it isn't the evening before a new week"
        ) { m in
            guard m.date == m.plan.end else { return 0 }
            let five = m.state.calendar.instant(m.date, TimeOfDay(hour: 17)!)
            return m.at < five ? 0 : 0.5 + 0.5 * ramp(m.at.timeIntervalSince(five) / 60, from: 0, to: 180)
        },
        CoachSignal(
            "weekStartMorning", "The viewed day is the first of its week and it is before noon.",
            yes: "it's the first morning of the week", no: "it isn't the first morning of the week"
        ) { m in
            bit(m.date == m.plan.start && m.at < m.state.calendar.instant(m.date, TimeOfDay(hour: 12)!))
        },
        CoachSignal(
            "weekOvercommitted",
            "The viewed week's goals need more time than it has: what the open goals still need against what is left of the week under way, the whole estimate against the whole capacity for any other week.",
            yes: "the week's goals need more time than it has", no: "the week's goals fit its time"
        ) { bit($0.plan.isOvercommitted) },
        CoachSignal(
            "lastDayOfWeek", "The viewed day is the last of its week.",
            yes: "it's the last day of the week", no: "it isn't the last day of the week"
        ) { bit($0.date == $0.plan.end) },
        CoachSignal(
            "weekRetroHeld", "The viewed week's retrospective is held.",
            yes: "the week's retrospective is held", no: "the week's retrospective isn't held"
        ) { bit($0.plan.retrospective != nil) },
        CoachSignal(
            "weekRetroPending", "The viewed day ends a planned week whose retrospective isn't held: it comes before the next plan.",
            yes: "this week's retrospective comes first", no: "no retrospective is waiting"
        ) { bit($0.date == $0.plan.end && !$0.plan.goals.isEmpty && $0.plan.retrospective == nil) },
        CoachSignal(
            "lastWeekRetroMissing", "Last week had goals or focused time and no retrospective.",
            yes: "last week has no retrospective", no: "last week's retrospective is held, or there was nothing to look back on"
        ) { bit($0.lastWeekRetroMissing) },
        CoachSignal(
            "openActionItem", "An action item from an earlier retrospective is still open this week.",
            yes: "an action item from a retrospective is still open", no: "no action item is open"
        ) { m in
            bit(m.plan.openActionItem != nil)
        },
        CoachSignal(
            "allGoalsDone", "The viewed week had goals and every one not dropped is done.",
            yes: "every goal of the week is done", no: "not every goal of the week is done"
        ) { m in
            let kept = m.plan.goals.filter { !$0.isDropped }
            return bit(!kept.isEmpty && kept.allSatisfy(\.isDone))
        },

        // Rewards and memories
        CoachSignal(
            "presenceRecord",
            "The viewed day's presence is at least a quarter of the waking window and above each of the 28 days before, "
                + "each measured up to the same time of day.",
            yes: "this day's presence is your best in four weeks", no: "this day's presence is no record"
        ) { m in
            bit(m.presence.ratio >= CoachMoment.recordFloor && m.presence.ratio > m.bestRecentPresence)
        },
        CoachSignal(
            "reviewStreak", "The latest ended intentions were all reviewed (0 below 5 in a row, 1 at 10).",
            yes: "your last {streak} intentions were all reviewed", no: "there is no streak of reviewed intentions"
        ) { m in
            m.reviewStreak < 5 ? 0 : 0.5 + 0.5 * ramp(Double(m.reviewStreak), from: 5, to: 10)
        },
        CoachSignal(
            "weekAgoEntry", "Viewing today, there is an intention from this day last week.",
            yes: "you set an intention on this day last week", no: "nothing was set on this day last week"
        ) { bit($0.resurfaced[7] != nil) },
        CoachSignal(
            "monthAgoEntry", "Viewing today, there is an intention from four weeks ago.",
            yes: "you set an intention four weeks ago today", no: "nothing was set four weeks ago today"
        ) { bit($0.resurfaced[28] != nil) },
        CoachSignal(
            "yearAgoEntry", "Viewing today, there is an intention from 52 weeks ago.",
            yes: "you set an intention a year ago today", no: "nothing was set a year ago today"
        ) { bit($0.resurfaced[364] != nil) },
        CoachSignal(
            "resurfaceHasReview", "The intention from 52 weeks before has a review line to quote.",
            yes: "that intention has a review to quote", no: "that intention has no review to quote"
        ) { m in
            bit(m.resurfaced[364].map { !$0.review.isEmpty } ?? false)
        },
    ]

}
