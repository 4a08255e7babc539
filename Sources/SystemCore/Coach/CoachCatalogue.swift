/// Everything the coach can say, as a table: key, topic, maximum priority, conditions, text, actions.
///
/// Adding a message is adding a row (and, if it needs one, a signal in `CoachSignal.all`). Rows with the same
/// topic, priority and conditions are phrasings of one message: the coach picks among them, steadily within an hour.
public enum CoachCatalogue {
    typealias A = CoachOption.Action

    static let start = A("Set an intention", "/#start")
    static let focus = A("Open the focus screen", "/focus")
    static let reflect = A("Reflect on it", "/intentions/{unreflectedID}")
    static let standup = A("Hold the standup", "/#standup")
    static let planWeek = A("Plan my week", "/weeks/{nextWeek}#plan")
    static let planThisWeek = A("Plan my week", "/weeks/{week}#plan")
    static let retro = A("Open the retrospective", "/weeks/{week}/retro")
    static let lastRetro = A("Hold last week's retrospective", "/weeks/{lastWeek}/retro")
    static let week = A("See the week", "/weeks/{week}")
    static let todos = A("See the to-dos", "/#todos")
    static let startTodo = A("Start “{todo}”", "/?todo={todoID}#start")
    static let areas = A("Set up my areas", "/areas")

    public static let options: [CoachOption] = [
        // intention.overdue: the planned end has passed
        .init(
            "overdue.1", .intentionOverdue, 95, when: ["dayIsToday", "intentionOverdue"],
            "“{running}” is {overdue} over its time. Wrap up, or give it a few more minutes on purpose.", actions: [focus]),
        .init(
            "overdue.2", .intentionOverdue, 95, when: ["dayIsToday", "intentionOverdue"],
            "Time's up for “{running}” ({overdue} over). Ending it now keeps the day honest.", actions: [focus]),
        .init(
            "overdue.3", .intentionOverdue, 95, when: ["dayIsToday", "intentionOverdue"],
            "Still on “{running}”? It ran {overdue} past the plan. Extend it deliberately or call it done.", actions: [focus]),

        // intention.running: encouragement while it runs
        .init(
            "running.start.1", .intentionRunning, 40, when: ["dayIsToday", "intentionRunning", "runningFirstHalf"],
            "You're on “{running}”. {timeLeft} to go: one thing, nothing else.", actions: [focus]),
        .init(
            "running.start.2", .intentionRunning, 40, when: ["dayIsToday", "intentionRunning", "runningFirstHalf"],
            "“{running}” has your attention for {timeLeft} more. Notifications can wait.", actions: [focus]),
        .init(
            "running.start.3", .intentionRunning, 40, when: ["dayIsToday", "intentionRunning", "runningFirstHalf"],
            "Good start on “{running}”. If a distraction knocks, note it and carry on.", actions: [focus]),
        .init(
            "running.middle.1", .intentionRunning, 38,
            when: ["dayIsToday", "intentionRunning", "!runningFirstHalf", "!runningLastMinutes", "!intentionOverdue"],
            "Past halfway on “{running}”. {timeLeft} left: keep the thread.", actions: [focus]),
        .init(
            "running.middle.2", .intentionRunning, 38,
            when: ["dayIsToday", "intentionRunning", "!runningFirstHalf", "!runningLastMinutes", "!intentionOverdue"],
            "Steady. “{running}” has {timeLeft} left.", actions: [focus]),
        .init(
            "running.end.1", .intentionRunning, 45, when: ["dayIsToday", "runningLastMinutes"],
            "A few minutes left on “{running}”. Find a good place to stop.", actions: [focus]),
        .init(
            "running.end.2", .intentionRunning, 45, when: ["dayIsToday", "runningLastMinutes"],
            "Nearly there with “{running}”: {timeLeft} left. Leave yourself a note for next time.", actions: [focus]),

        // intention.reflect: an ended intention lacks tags, a feeling or a review
        .init(
            "reflect.today.1", .intentionReflect, 80, when: ["dayIsToday", "!intentionRunning", "unreflected"],
            "How did “{unreflected}” go? It still needs {missing}.", actions: [reflect]),
        .init(
            "reflect.today.2", .intentionReflect, 80, when: ["dayIsToday", "!intentionRunning", "unreflected"],
            "Take a minute with “{unreflected}” while it's fresh: {missing}.", actions: [reflect]),
        .init(
            "reflect.today.3", .intentionReflect, 80, when: ["dayIsToday", "!intentionRunning", "unreflected"],
            "Before the next thing: {missing} for “{unreflected}”.", actions: [reflect]),
        .init(
            "reflect.past.unrated", .intentionReflect, 85, when: ["dayIsPast", "unrated"],
            "You didn't rate {unreflectedWhen} intention, “{unreflected}”. How did it feel?", actions: [reflect]),
        // Answering it (here or on the past day) changes what today says.
        .init(
            "reflect.yesterday", .intentionReflect, 74, when: ["dayIsToday", "!intentionRunning", "yesterdayUnrated"],
            "You didn't rate {yesterdayUnratedWhen} intention, “{yesterdayUnrated}”. How did it feel?",
            actions: [A("Reflect on it", "/intentions/{yesterdayUnratedID}")]),
        .init(
            "reflect.past.1", .intentionReflect, 80, when: ["dayIsPast", "unreflected", "!unrated"],
            "“{unreflected}”, {unreflectedWhen} intention, still needs {missing}.", actions: [reflect]),

        // day.standup
        .init(
            "standup.due.1", .dayStandup, 75, when: ["dayIsToday", "standupDue", "inWakingHours", "hasHistory", "!intentionRunning"],
            "Time for your standup: what got done yesterday, and what today is for.", actions: [standup]),
        .init(
            "standup.due.2", .dayStandup, 75, when: ["dayIsToday", "standupDue", "inWakingHours", "hasHistory", "!intentionRunning"],
            "Two minutes for the standup, then the day is yours.", actions: [standup]),
        .init(
            "standup.due.3", .dayStandup, 75, when: ["dayIsToday", "standupDue", "inWakingHours", "hasHistory", "!intentionRunning"],
            "Your standup is waiting. Choose today's plan before the day chooses for you.", actions: [standup]),
        // Before the standup's time, it still comes before the day's first intention: plan the day, then the hour.
        .init(
            "standup.early", .dayStandup, 73, when: ["dayIsToday", "standupNotDone", "isMorning", "hasHistory", "!intentionRunning"],
            "Morning. A standup first makes the rest of the day simpler.", actions: [standup]),

        // intention.start: nothing running for a while in waking hours, fading in the evening (the day is winding
        // down, not starting over)
        .init(
            "start.idle.1", .intentionStart, 70,
            when: ["dayIsToday", "inWakingHours", "!intentionRunning", "hasHistory", "idle", "!isEvening"],
            "Nothing running for {idle}. What's the next thing, and for how long?", actions: [start]),
        .init(
            "start.idle.2", .intentionStart, 70,
            when: ["dayIsToday", "inWakingHours", "!intentionRunning", "hasHistory", "idle", "!isEvening"],
            "{idle} since the last intention. Rest counts too, if you mean it: say so with an intention.", actions: [start]),
        .init(
            "start.idle.3", .intentionStart, 70,
            when: ["dayIsToday", "inWakingHours", "!intentionRunning", "hasHistory", "idle", "!isEvening"],
            "Ready for the next one? Name it and give it a time.", actions: [start]),
        .init(
            "start.todo", .intentionStart, 72,
            when: ["dayIsToday", "inWakingHours", "!intentionRunning", "todosOpen", "idle", "!isEvening"],
            "Next up could be “{todo}”. Start it and its time counts toward the week.", actions: [startTodo]),
        .init(
            "start.firstToday", .intentionStart, 50,
            when: ["dayIsToday", "inWakingHours", "!intentionRunning", "nothingStartedToday", "hasHistory", "!isEvening"],
            "Nothing set yet today. One clear intention is all it takes to begin.", actions: [start]),
        // Above the standup and week-plan nudges: a user with no history is welcomed first.
        .init(
            "start.firstEver", .intentionStart, 90, when: ["dayIsToday", "!hasHistory", "!intentionRunning"],
            "Welcome. Start with one intention: a clear activity and how long you'll give it.", actions: [start]),

        // day.review: the evening look back
        .init(
            "review.evening.1", .dayReview, 55, when: ["dayIsToday", "isEvening", "!intentionRunning", "dayUnreviewed"],
            "The day is winding down. Review one of today's intentions: what went well?", actions: [A("Open today", "/")]),
        .init(
            "review.evening.2", .dayReview, 55, when: ["dayIsToday", "isEvening", "!intentionRunning", "dayUnreviewed"],
            "Before you close the day: a line on what you learned today.", actions: [A("Open today", "/")]),
        .init(
            "review.past", .dayReview, 35, when: ["dayIsPast", "dayUnreviewed"],
            "Nothing was reviewed on this day. A line now still helps the retrospective.", actions: [A("Open the day", "/days/{date}")]),

        // todo.unlinked: time that served no goal
        .init(
            "unlinked.1", .todoUnlinked, 45, when: ["dayIsToday", "!intentionRunning", "weekIsPlanned", "freeStandingTime"],
            "{freeTime} today went into intentions outside the plan. Start the next one from a to-do.", actions: [todos]),
        .init(
            "unlinked.2", .todoUnlinked, 45, when: ["dayIsToday", "!intentionRunning", "weekIsPlanned", "freeStandingTime"],
            "Off-plan time today: {freeTime}. Was it a choice? If not, pick a to-do next.", actions: [todos]),
        .init(
            "unlinked.past", .todoUnlinked, 30, when: ["dayIsPast", "weekIsPlanned", "freeStandingTime"],
            "{freeTime} on this day served no goal.", actions: [week]),

        // todo.carryover
        .init(
            "carryover.1", .todoCarryover, 60, when: ["dayIsToday", "carryOverWaiting", "!intentionRunning", "!standupDue"],
            "{carryCount} from earlier days. Carry them to today, or let them go.", actions: [standup]),
        .init(
            "carryover.2", .todoCarryover, 60, when: ["dayIsToday", "carryOverWaiting", "!intentionRunning", "!standupDue"],
            "“{carryTodo}” is still open from before. Today, or drop it?", actions: [standup]),

        // week.plan: strongest the evening before and the morning of the week start, once the week before is looked
        // back on (the retrospective comes before the plan: it is what the plan learns from)
        .init(
            "plan.eve.1", .weekPlan, 85,
            when: ["dayIsToday", "weekStartsTomorrow", "!nextWeekIsPlanned", "!weekRetroPending", "!intentionRunning"],
            "A new week starts tomorrow. Ten minutes now: your capacity, and a few goals per area.", actions: [planWeek]),
        .init(
            "plan.eve.2", .weekPlan, 85,
            when: ["dayIsToday", "weekStartsTomorrow", "!nextWeekIsPlanned", "!weekRetroPending", "!intentionRunning"],
            "Tomorrow is a fresh sprint. Plan it tonight and wake up knowing what matters.", actions: [planWeek]),
        // Straight after the retrospective, while its lessons are fresh
        .init(
            "plan.afterRetro", .weekPlan, 84,
            when: ["dayIsToday", "lastDayOfWeek", "weekRetroHeld", "!nextWeekIsPlanned", "inWakingHours", "!intentionRunning"],
            "The retrospective is done. Plan next week now, with what it taught you.", actions: [planWeek]),
        .init(
            "plan.morning.1", .weekPlan, 88,
            when: ["dayIsToday", "weekStartMorning", "!weekIsPlanned", "!lastWeekRetroMissing", "!intentionRunning"],
            "It's the start of the week and nothing is planned. Set your goals before the week sets them for you.", actions: [planThisWeek]),
        .init(
            "plan.morning.2", .weekPlan, 88,
            when: ["dayIsToday", "weekStartMorning", "!weekIsPlanned", "!lastWeekRetroMissing", "!intentionRunning"],
            "New week, empty plan. What would make this week a good one?", actions: [planThisWeek]),
        .init(
            "plan.midweek", .weekPlan, 62, when: ["dayIsToday", "!weekIsPlanned", "!weekStartMorning", "!intentionRunning", "areasExist"],
            "This week has no goals yet. It's not too late: plan what's left of it.", actions: [planThisWeek]),
        .init(
            "plan.areas", .weekPlan, 58, when: ["dayIsToday", "!areasExist", "hasHistory", "!intentionRunning"],
            "Your weeks go further with areas of focus: career, family, health, play, rest. Set yours up.", actions: [areas]),

        // week.overcommitted
        .init(
            "overcommitted.1", .weekOvercommitted, 72, when: ["dayIsToday", "weekOvercommitted", "!intentionRunning"],
            "This week's goals need {overBy} more than you have. Drop or shrink one now, not on Friday.", actions: [planThisWeek]),
        .init(
            "overcommitted.2", .weekOvercommitted, 72, when: ["dayIsToday", "weekOvercommitted", "!intentionRunning"],
            "Overcommitted by {overBy}. A plan you can keep beats a plan you admire.", actions: [planThisWeek]),

        // week.retro: the last day of the week, or last week's retro is missing
        .init(
            "retro.lastDay.1", .weekRetro, 78,
            when: ["dayIsToday", "lastDayOfWeek", "weekIsPlanned", "!weekRetroHeld", "!intentionRunning"],
            "Last day of the week. Look back: what went well, what didn't, and one thing to change.", actions: [retro]),
        .init(
            "retro.lastDay.2", .weekRetro, 78,
            when: ["dayIsToday", "lastDayOfWeek", "weekIsPlanned", "!weekRetroHeld", "!intentionRunning"],
            "The sprint ends today. See the demo, then hold your retrospective.", actions: [retro]),
        .init(
            "retro.missing", .weekRetro, 76, when: ["dayIsToday", "lastWeekRetroMissing", "!intentionRunning"],
            "Last week has no retrospective yet. Five minutes, and this week learns from it.", actions: [lastRetro]),
        .init(
            "retro.past", .weekRetro, 40, when: ["dayIsPast", "lastDayOfWeek", "weekIsPlanned", "!weekRetroHeld"],
            "This week ended without a retrospective. It's never too late to look back.", actions: [retro]),

        // week.actionitem
        .init(
            "action.1", .weekActionItem, 50, when: ["dayIsToday", "openActionItem", "!intentionRunning"],
            "From your retrospective: “{actionItem}”. Is today the day?", actions: [week]),
        .init(
            "action.2", .weekActionItem, 50, when: ["dayIsToday", "openActionItem", "!intentionRunning"],
            "You promised yourself: “{actionItem}”. How is it going?", actions: [week]),

        // presence.celebrate: a variable, surprising reward
        .init(
            "celebrate.record.1", .presenceCelebrate, 65, when: ["dayIsToday", "presenceRecord", "!intentionRunning"],
            "{presence} present today: your best in four weeks. That's what intention looks like.", actions: [A("See today", "/")]),
        .init(
            "celebrate.record.2", .presenceCelebrate, 65, when: ["dayIsToday", "presenceRecord", "!intentionRunning"],
            "A record day: {presence} of your waking hours on purpose.", actions: [A("See the week", "/weeks/{week}")]),
        .init(
            "celebrate.streak.1", .presenceCelebrate, 48, when: ["dayIsToday", "reviewStreak", "!intentionRunning"],
            "{streak} intentions in a row, each one reviewed. Your future self is taking notes.",
            actions: [A("See the week", "/weeks/{week}")]),
        .init(
            "celebrate.streak.2", .presenceCelebrate, 48, when: ["dayIsToday", "reviewStreak", "!intentionRunning"],
            "A streak of {streak} reviewed intentions. That habit compounds.", actions: [A("See the week", "/weeks/{week}")]),
        .init(
            "celebrate.todos", .presenceCelebrate, 52, when: ["dayIsToday", "allTodosDone", "!intentionRunning"],
            "Every to-do for today is done. Rest is a fine next intention.", actions: [start]),
        .init(
            "celebrate.goals", .presenceCelebrate, 54, when: ["dayIsToday", "allGoalsDone", "!intentionRunning"],
            "Every goal of the week is done. Take that into the retrospective.", actions: [retro]),
        .init(
            "celebrate.past", .presenceCelebrate, 25, when: ["dayIsPast", "presenceRecord"],
            "This was a record day: {presence} present.", actions: [A("Open the day", "/days/{date}")]),

        // resurface: a week, a month, a year ago today (the texts say “today”)
        .init(
            "resurface.year.review", .resurface, 34, when: ["dayIsToday", "yearAgoEntry", "resurfaceHasReview", "!intentionRunning"],
            "A year ago today: “{yearAgo}”. You wrote: “{yearAgoLine}”", actions: [A("Open it", "/intentions/{yearAgoID}")]),
        .init(
            "resurface.year", .resurface, 30, when: ["dayIsToday", "yearAgoEntry", "!intentionRunning"],
            "A year ago today you worked on “{yearAgo}”.", actions: [A("Open it", "/intentions/{yearAgoID}")]),
        .init(
            "resurface.month", .resurface, 26, when: ["dayIsToday", "monthAgoEntry", "!intentionRunning"],
            "Four weeks ago today: “{monthAgo}”. Still on your mind?", actions: [A("Open it", "/intentions/{monthAgoID}")]),
        .init(
            "resurface.week", .resurface, 22, when: ["dayIsToday", "weekAgoEntry", "!intentionRunning"],
            "This day last week: “{weekAgo}”.", actions: [A("Open it", "/intentions/{weekAgoID}")]),

        // encourage: the gentle defaults
        .init(
            "encourage.1", .encourage, 10, when: ["dayIsToday", "inWakingHours"],
            "One thing at a time, on purpose. That's the whole trick."),
        .init(
            "encourage.2", .encourage, 10, when: ["dayIsToday", "inWakingHours"],
            "Traction is anything you do on purpose, rest included."),
        .init(
            "encourage.3", .encourage, 10, when: ["dayIsToday", "inWakingHours"],
            "Plan the week, plan the day, then give the hour your full attention."),
        .init(
            "encourage.4", .encourage, 10, when: ["dayIsToday", "inWakingHours"],
            "Distraction is a feeling you can notice. Name it, then choose."),
        .init(
            "encourage.night", .encourage, 12, when: ["dayIsToday", "!inWakingHours", "!intentionRunning"],
            "Outside your waking hours. Whatever's left can wait for tomorrow."),
        .init(
            "encourage.future", .encourage, 15, when: ["dayIsFuture"],
            "This day hasn't happened yet. Plan it with to-dos tied to the week's goals.", actions: [A("Open the day", "/days/{date}")]),
        .init(
            "encourage.past", .encourage, 8, when: ["dayIsPast"],
            "Looking back is how the next week gets better.", actions: [A("See the week", "/weeks/{week}")]),
    ]

    /// What the coach says when nothing scores: calm, never empty.
    public static let calm = CoachOption(
        "calm", .encourage, 0, when: [], "All is calm. Choose your next intention when you're ready.",
        actions: [start])
}
