import Foundation

// What the triggers tell the coach: while an urge is surfed, the one thing worth saying during focus is "make it five
// more minutes"; when the surf is over, whether it passed; and once a pull keeps coming back in a week, when it comes.

extension CoachTopic {
    /// An urge being surfed: it speaks during focus (the surf is part of it), and at night if an intention runs then.
    static let triggerSurf = CoachTopic("trigger.surf", title: "Surfing an urge", speaksAtNight: true, speaksDuringFocus: true)
    static let triggerPattern = CoachTopic("trigger.pattern", title: "What pulls you away")
}

extension TriggersCore {
    /// The trigger being surfed during the running intention, if any.
    static func surfed(_ m: CoachMoment) -> InternalTrigger? {
        guard m.isToday, let open = m.state.triggers.open, let running = m.state.intentions.running, open.intention == running.id
        else { return nil }
        return open
    }

    /// The pull that kept coming back this week up to the viewed day.
    static func pattern(_ m: CoachMoment) -> TriggerPattern? {
        guard m.isToday else { return nil }
        let calendar = m.state.calendar
        let triggers = m.state.triggers.triggers(from: calendar.weekStart(containing: m.today), through: m.today)
        return TriggerPattern(triggers, calendar: calendar)
    }

    /// The runbook offered with an urge being surfed: the one written for that feeling when there is one (anxious →
    /// "Anxiety", stuck in boredom or restlessness → "Intense procrastination", lonely → "Negative thoughts"), else
    /// the one the runbooks suggest.
    public static func runbook(for urge: InternalTrigger?, _ state: UserState) -> Runbook? {
        let visible = state.runbooks.runbooks()
        let matching: String? =
            switch urge?.what {
            case "anxious": "anxiety"
            case "bored", "restless", "tired": "procrastination"
            case "lonely": "negative-thoughts"
            default: nil
            }
        let id: RunbookID? = matching.map { .derived(from: "runbook", $0) }
        return visible.first { $0.id == id } ?? RunbooksCore.suggested(state)
    }

    public static let coachTopics: [CoachTopic] = [.triggerSurf, .triggerPattern]

    public static let coachWords: [CoachWord] = [
        CoachWord("surfLeft", generic: "a few minutes") { m in
            surfed(m).map { Readable.minutes(max(1, Int(($0.surfEndsAt.timeIntervalSince(m.at) / 60).rounded(.up)))) }
        },
        CoachWord("surfMinutes", generic: "five") { m in surfed(m).map { Readable.minutes($0.surfMinutes) } },
        CoachWord("urge", generic: "the urge") { m in surfed(m).map { $0.noun.lowercased() } },
        CoachWord("triggerPattern", generic: "A pull keeps coming back this week.") { m in pattern(m)?.sentence },
        CoachWord("urgeRunbook", generic: "a runbook") { m in runbook(for: surfed(m), m.state)?.name },
        CoachWord("urgeRunbookID", generic: Runbook.starters[0].id.description) { m in
            runbook(for: surfed(m), m.state)?.id.description
        },
    ]

    public static let coachSignals: [CoachSignal] = [
        CoachSignal(
            "surfing", "An urge caught during the running intention is being surfed: its minutes are not up.",
            yes: "you're surfing an urge", no: "no urge is being surfed"
        ) { m in CoachSignal.bit(surfed(m).map { m.at < $0.surfEndsAt } ?? false) },
        CoachSignal(
            "surfEnded", "The minutes of an urge's surf are up and the user hasn't said how it went.",
            yes: "the urge's minutes are up", no: "no surf has ended unanswered"
        ) { m in CoachSignal.bit(surfed(m).map { m.at >= $0.surfEndsAt } ?? false) },
        CoachSignal(
            "triggerPattern", "This week one pull has come back at least three times.",
            yes: "one pull keeps coming back this week", no: "no pull has come back often this week"
        ) { m in CoachSignal.bit(pattern(m) != nil) },
    ]

    static let surf = CoachOption.Action("Back to the focus screen", "/focus#urge")
    /// A runbook for the moment, offered as soon as an urge is caught.
    static let runbook = CoachOption.Action("Run “{urgeRunbook}”", "/runbooks/{urgeRunbookID}/run")

    public static let coachOptions: [CoachOption] = [
        CoachOption(
            "trigger.surfing.1", .triggerSurf, 60, when: ["dayIsToday", "surfing"],
            "Make it {surfLeft} more. The urge rises and falls like a wave: ride it, and stay with “{running}”.",
            actions: [surf, runbook]),
        CoachOption(
            "trigger.surfing.2", .triggerSurf, 60, when: ["dayIsToday", "surfing"],
            "Notice the {urge}, breathe, and give it {surfLeft}. It usually passes on its own.", actions: [surf, runbook]),
        CoachOption(
            "trigger.surfEnded", .triggerSurf, 62, when: ["dayIsToday", "surfEnded"],
            "Your {surfMinutes} are up. Did the urge pass, or will you make it {surfMinutes} more?",
            actions: [.init("Say how it went", "/focus#urge"), runbook]),
        CoachOption(
            "trigger.pattern.week", .triggerPattern, 46, when: ["dayIsToday", "triggerPattern", "!intentionRunning"],
            "{triggerPattern} Knowing when it comes is the first step to mastering it.",
            actions: [.init("See the week's triggers", "/weeks/{week}/retro#triggers")]),
    ]

    /// When a surf's minutes are up, a reminder to say how it went.
    public static let coachReminders: [CoachReminderSource] = [
        { state, now in
            guard let open = state.triggers.open, state.intentions.running?.id == open.intention else { return [] }
            return [
                CoachReminder(
                    key: "surf:\(open.id):\(open.surfs)", at: open.surfEndsAt, title: "Did the urge pass?",
                    body: "\(Readable.minutes(open.surfMinutes)) are up. Say how it went, or surf again.", href: "/focus#urge")
            ]
        }
    ]
}
