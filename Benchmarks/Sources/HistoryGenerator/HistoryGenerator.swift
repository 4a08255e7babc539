import Foundation
import SystemCore
import SystemStore

/// Generates the history of one heavy user, deterministically for a seed: every event is one the app itself wrote,
/// because each comes from one of the app's commands decided on the state the events before it built.
///
/// The shape (issue 14), in Europe/Berlin:
/// - every day, 25 intentions between 07:00 and 23:00, each started, ended, then tagged, rated and reviewed in one
///   step (`system done`); two of them are started from the day's to-dos;
/// - every Monday (and on the first day) a capacity and three goals, one per area;
/// - every day three to-dos linked to the week's goals: two done, one never closed;
/// - every Sunday a retrospective with one action item that is never checked.
///
/// Ten years (3,650 days, the default) are 91,250 intentions and about 477,000 events.
public struct HistoryGenerator: Sendable {
    public let days: Int
    public let intentionsPerDay: Int
    public let firstDay: CivilDate
    public let seed: UInt64

    public init(days: Int = 3_650, intentionsPerDay: Int = 25, firstDay: CivilDate = CivilDate("2016-01-04")!, seed: UInt64 = 42) {
        precondition(intentionsPerDay <= HistoryGenerator.maxIntentionsPerDay, "at most \(Self.maxIntentionsPerDay) intentions fit a day")
        self.days = days
        self.intentionsPerDay = intentionsPerDay
        self.firstDay = firstDay
        self.seed = seed
    }

    /// A history of `days` days that ends on `lastDay` (yesterday, say, so that today's pages read a full past).
    public init(days: Int = 3_650, intentionsPerDay: Int = 25, lastDay: CivilDate, seed: UInt64 = 42) {
        self.init(days: days, intentionsPerDay: intentionsPerDay, firstDay: lastDay.adding(days: -(days - 1)), seed: seed)
    }

    public static let timeZone = "Europe/Berlin"

    /// The areas, created on the first day, each with a budget; every week has one goal in each.
    public static let areas: [(name: String, budgetHours: Int, goals: [String])] = [
        ("Career", 20, ["Ship the importer", "Write the quarterly report", "Review the design doc", "Prepare the talk"]),
        ("Health", 5, ["Run three times", "Sleep by 23:00", "Cook at home", "Stretch every morning"]),
        ("Family", 8, ["Plan the holiday", "Call the grandparents", "Fix the bike", "Sort the photos"]),
    ]

    /// Intentions are placed one per slot of this many minutes from 07:00, so 25 end by 22:50.
    static let slotMinutes = 38
    public static let maxIntentionsPerDay = 16 * 60 / slotMinutes

    /// The last generated day.
    public var lastDay: CivilDate { firstDay.adding(days: days - 1) }

    /// The generated history: its events in order, and the state they fold into.
    public struct History: Sendable {
        public let events: [PendingEvent]
        public let state: UserState
    }

    /// Every event, in order, as the store would be given them.
    public func events() throws -> [PendingEvent] { try history().events }

    /// Runs the user's commands day by day.
    public func history() throws -> History {
        var user = Recorder(seed: seed, defaultTimeZone: "UTC", capacity: days * (intentionsPerDay * 5 + 6) + 8)
        let texts = [
            "Write the quarterly report", "Review pull requests", "Plan the week", "Read a chapter", "Run 5 km",
            "Call mum", "Clean the kitchen", "Answer email", "Practise Spanish", "Sketch the new design",
            "Pay the bills", "Walk the dog", "Cook dinner", "Scroll social media", "Watch a documentary",
        ]
        let answers = [
            "Stayed on one thing the whole time.", "Phone stayed in the other room.", "Started late.",
            "Too many interruptions.", "The outline made it easy.", "Learned a new shortcut.",
        ]
        let todoTexts = ["Draft the outline", "Send the update", "Book the appointment", "Tidy the notes", "Buy the parts"]
        let actions = ["Go to bed by 23:00", "Plan on Monday morning", "Phone in another room", "One tab at a time"]
        let labelNames = Label.starterSet.map(\.name)

        // The first morning: the time zone, then the areas.
        let setUp = Self.instant(firstDay, hour: 6, minute: 30)
        try user.run(.changeSettings(Settings(timeZone: Self.timeZone)), at: setUp)
        var areaIDs: [AreaID] = []
        for area in Self.areas {
            let id = AreaID(user.rng.uuid())
            try user.run(.weekly(.createArea(id: id, name: area.name, weeklyBudgetMinutes: area.budgetHours * 60)), at: setUp)
            areaIDs.append(id)
        }

        var goalIDs: [GoalID] = []
        for dayIndex in 0..<days {
            let day = firstDay.adding(days: dayIndex)
            let calendar = user.state.calendar
            func at(_ hour: Int, _ minute: Int = 0) -> Date { calendar.instant(day, TimeOfDay(hour: hour, minute: minute)!) }

            // Monday morning (and the first day, whatever its weekday): the week's capacity and three goals.
            if day.isoWeekday == 1 || dayIndex == 0 {
                let weekStart = calendar.weekStart(containing: day)
                let perDay = [300, 360, 420, 480][Int(user.rng.next() % 4)]
                try user.run(
                    .weekly(.setCapacity(week: day, perDayMinutes: perDay, daysOff: [weekStart.adding(days: 6)], totalMinutes: nil)),
                    at: at(6, 40))
                goalIDs = []
                for (index, area) in Self.areas.enumerated() {
                    let id = GoalID(user.rng.uuid())
                    let title = area.goals[Int(user.rng.next() % UInt64(area.goals.count))]
                    let estimate: Estimate =
                        user.rng.next() % 2 == 0
                        ? .minutes([90, 180, 360, 600][Int(user.rng.next() % 4)])
                        : .size(Estimate.Size.allCases[Int(user.rng.next() % 3)])
                    try user.run(
                        .weekly(.addGoal(id: id, week: day, area: areaIDs[index], title: title, estimate: estimate)), at: at(6, 45))
                    goalIDs.append(id)
                }
            }

            // Three to-dos, one for each of the week's goals; the first two are worked on and done, the third stays open.
            var todoIDs: [TodoID] = []
            for goal in goalIDs {
                let id = TodoID(user.rng.uuid())
                let text = todoTexts[Int(user.rng.next() % UInt64(todoTexts.count))]
                try user.run(.daily(.addTodo(id: id, date: day, text: text, link: .goal(goal))), at: at(6, 50))
                todoIDs.append(id)
            }
            let fromTodo = [2: 0, 5: 1]  // intention slot → the to-do it serves and completes

            // The intentions, one per slot: started, ended, then reflected on (tags, feeling, review) in one step.
            let dayStart = at(7)
            for slot in 0..<intentionsPerDay {
                let id = IntentionID(user.rng.uuid())
                let planned = [15, 20, 25, 25, 30][Int(user.rng.next() % 5)]
                let actual = max(10, planned + Int(user.rng.next() % 7) - 3)
                let offset = Int(user.rng.next() % UInt64(Self.slotMinutes - actual))
                let started = dayStart.addingTimeInterval(Double(slot * Self.slotMinutes + offset) * 60)
                let ended = started.addingTimeInterval(Double(actual) * 60)
                let todo = fromTodo[slot].flatMap { $0 < todoIDs.count ? todoIDs[$0] : nil }
                let text = texts[Int(user.rng.next() % UInt64(texts.count))]
                let tags = [
                    labelNames[Int(user.rng.next() % UInt64(labelNames.count))],
                    labelNames[Int(user.rng.next() % UInt64(labelNames.count))],
                ]
                let review = Review(
                    wentWell: answers[Int(user.rng.next() % UInt64(answers.count))],
                    couldImprove: user.rng.next() % 2 == 0 ? answers[Int(user.rng.next() % UInt64(answers.count))] : nil,
                    interesting: nil)
                let feeling = Feeling.allCases[Int(user.rng.next() % 5)]
                try user.run(.startIntention(id: id, text: text, minutes: planned, todo: todo), at: started)
                try user.run(.endIntention(id: id), at: ended)
                var seen = Set<String>()
                let unique = tags.filter { seen.insert($0).inserted }
                try user.run(
                    .reflectOnIntention(id: id, tags: unique.map { UserCommand.TagInput($0) }, feeling: feeling, review: review), at: ended)
                if let todo { try user.run(.daily(.completeTodo(todo)), at: ended) }
            }

            // Sunday evening: the retrospective, with one action item nobody ever checks.
            if day.isoWeekday == 7 {
                let item = WeeklyCommand.ActionItemDraft(
                    id: ActionItemID(user.rng.uuid()), text: actions[Int(user.rng.next() % UInt64(actions.count))])
                try user.run(
                    .weekly(
                        .recordRetro(
                            week: day, wentWell: answers[Int(user.rng.next() % UInt64(answers.count))],
                            wentPoorly: answers[Int(user.rng.next() % UInt64(answers.count))], toImprove: "Fewer meetings on Monday.",
                            actionItems: [item], answers: [:])),
                    at: at(23))
            }
        }
        return History(events: user.events, state: user.state)
    }

    /// An instant in the generated user's time zone (before its settings are saved, too).
    static func instant(_ day: CivilDate, hour: Int, minute: Int = 0) -> Date {
        DayCalendar(settings: Settings(timeZone: timeZone)).instant(day, TimeOfDay(hour: hour, minute: minute)!)
    }

    /// Writes the history into a store in batches.
    public func load(into store: some EventStore, user: UserID, batch: Int = 2_000) async throws -> Int {
        try await Self.append(try events(), into: store, user: user, batch: batch)
    }

    /// Appends events to an empty stream in batches.
    public static func append(_ all: [PendingEvent], into store: some EventStore, user: UserID, batch: Int = 2_000) async throws -> Int {
        var version: Int64 = 0
        for start in stride(from: 0, to: all.count, by: batch) {
            let slice = Array(all[start..<min(all.count, start + batch)])
            _ = try await store.append(slice, to: user, expecting: .exact(version))
            version += Int64(slice.count)
        }
        return all.count
    }
}

/// A user at work: decides each command on the current state as the app does, folds in what it recorded, and
/// keeps the events with fresh (seeded) ids.
struct Recorder {
    var rng: SplitMix64
    private(set) var state: UserState
    private(set) var events: [PendingEvent] = []

    init(seed: UInt64, defaultTimeZone: String, capacity: Int) {
        rng = SplitMix64(seed: seed)
        state = UserState(defaultTimeZone: defaultTimeZone)
        events.reserveCapacity(capacity)
    }

    /// Decides a command at `now`; a refusal is a bug in the generator, so it stops it.
    mutating func run(_ command: UserCommand, at now: Date) throws {
        let decided = try state.decide(command, now: now)
        for event in decided {
            state.evolve(event)
            events.append(try PendingEvent(id: EventID(rng.uuid()), recordedAt: now, event: event))
        }
    }
}

/// A small, fast, seedable random number generator (SplitMix64).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func uuid() -> UUID {
        let a = next(), b = next()
        var bytes = [UInt8](repeating: 0, count: 16)
        for i in 0..<8 {
            bytes[i] = UInt8(truncatingIfNeeded: a >> (8 * UInt64(i)))
            bytes[8 + i] = UInt8(truncatingIfNeeded: b >> (8 * UInt64(i)))
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}
