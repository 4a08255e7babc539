import Foundation
import Testing

@testable import SystemCore

/// A user's whole state written as a snapshot and read back — the head, then the parts a read asks for — answers as
/// the fold of the whole history does, and a user who never chose a time zone keeps the reading machine's.
@Suite struct UserStateSnapshotTests {
    /// Four weeks of a user in Berlin: areas, weekly goals and capacity, to-dos carried and done, intentions from
    /// them (one edited into another month), a retrospective with an action item, a closed hint.
    static func life() throws -> [DomainEvent] {
        var state = UserState.fresh(timeZone: "UTC")
        var events: [DomainEvent] = []
        func run(_ command: UserCommand, _ at: Date) throws { events += try state.run(command, at: at) }
        var settings = Settings.defaults(timeZone: "Europe/Berlin")
        settings.general.dayStartHour = 4
        try run(.changeSettings(settings), instant("2026-10-26T08:00:00Z"))
        let area: AreaID = fixedID(100)
        try run(.weekly(.createArea(id: area, name: "Work")), instant("2026-10-26T08:01:00Z"))
        for week in 0..<4 {
            let monday = civil("2026-10-26").adding(days: 7 * week)
            let goal: GoalID = fixedID(200 + week)
            let at = instant("2026-10-26T08:05:00Z").addingTimeInterval(Double(week) * 7 * 86_400)
            try run(.weekly(.addGoal(id: goal, week: monday, area: area, title: "Goal \(week)", estimate: .size(.medium))), at)
            try run(.weekly(.setCapacity(week: monday, perDayMinutes: 120, daysOff: [], totalMinutes: nil)), at)
            for day in 0..<5 {
                let date = monday.adding(days: day)
                let morning = at.addingTimeInterval(Double(day) * 86_400 + 3_600)
                let todo: TodoID = fixedID(1_000 + week * 10 + day)
                try run(.daily(.addTodo(id: todo, date: date, text: "To-do \(week)-\(day)", link: .goal(goal))), morning)
                let intention: IntentionID = fixedID(5_000 + week * 10 + day)
                try run(.startIntention(id: intention, text: "Work on it", minutes: 25, todo: todo), morning.plus(minutes: 5))
                try run(.endIntention(id: intention), morning.plus(minutes: 45))
                if day % 2 == 0 {
                    try run(.daily(.completeTodo(todo)), morning.plus(minutes: 50))
                } else {
                    try run(.daily(.carryTodo(todo, to: date.adding(days: 1))), morning.plus(minutes: 50))
                }
            }
            try run(
                .weekly(
                    .recordRetro(
                        week: monday, wentWell: "Focus", wentPoorly: nil, toImprove: nil,
                        actionItems: [.init(id: fixedID(300 + week), text: "Plan Mondays")], answers: [:])),
                at.addingTimeInterval(6 * 86_400))
        }
        // An old intention moved back into October, after the fact
        try run(
            .editIntention(id: fixedID(5_031), text: nil, startedAt: instant("2026-10-30T09:00:00Z"), endedAt: nil),
            instant("2026-11-21T10:00:00Z"))
        try run(.dismissHint("focus"), instant("2026-11-21T10:05:00Z"))
        return events
    }

    static func fold(_ events: some Sequence<DomainEvent>, into state: inout UserState) {
        for event in events { state.evolve(event) }
    }

    /// Reads `read` from a snapshot of the state after `events[..<cut]`, folding the rest, loading what is missing.
    static func read<T>(
        _ events: [DomainEvent], cut: Int, machine: String = "UTC", _ read: (UserState) -> T
    ) throws -> T {
        var snapshot = UserState.fresh(timeZone: machine)
        fold(events[..<cut], into: &snapshot)
        let head = try snapshot.snapshotHead()
        let changed = snapshot.changedParts
        let parts = try Dictionary(uniqueKeysWithValues: changed.map { ($0, try #require(try snapshot.snapshotPart($0))) })
        let directory = Dictionary(uniqueKeysWithValues: snapshot.directory(of: changed).map { ($0.id, $0.part) })
        // A part never written held nothing: it reads as an empty state's part of that name.
        let empty = UserState.fresh(timeZone: machine)
        var held: Set<String> = []
        var unknown: [String: Set<String>] = [:]
        for _ in 1...20 {
            let load = PartLoad()
            var state = try UserState(snapshotHead: head, defaultTimeZone: machine, load: load)
            for part in held { try state.loadPart(part, try parts[part] ?? #require(try empty.snapshotPart(part))) }
            for (kind, ids) in unknown { state.markUnknown(kind, ids: ids) }
            fold(events[cut...], into: &state)
            let value = read(state)
            let missing = load.take()
            if missing.isEmpty { return value }
            held.formUnion(missing.parts)
            for (kind, ids) in missing.ids {
                for id in ids {
                    if let part = directory[id] { held.insert(part) } else { unknown[kind, default: []].insert(id) }
                }
            }
        }
        Issue.record("the reader did not settle")
        return read(UserState.fresh())
    }

    @Test(arguments: [0, 1, 17, 60, 121, 10_000])
    func everyModuleReadsTheSameFromASnapshot(cut: Int) throws {
        let events = try Self.life()
        let cut = min(cut, events.count)
        var whole = UserState.fresh()
        Self.fold(events, into: &whole)

        #expect(try Self.read(events, cut: cut) { $0.version } == whole.version)
        #expect(try Self.read(events, cut: cut) { $0.settings } == whole.settings)
        #expect(try Self.read(events, cut: cut) { $0.labels } == whole.labels)
        #expect(try Self.read(events, cut: cut) { $0.dismissedHints } == whole.dismissedHints)
        #expect(try Self.read(events, cut: cut) { $0.weekly.areas.all } == whole.weekly.areas.all)
        #expect(try Self.read(events, cut: cut) { $0.intentions.all } == whole.intentions.all)
        #expect(try Self.read(events, cut: cut) { $0.intentions.running } == whole.intentions.running)
        for day in 0..<30 {
            let date = civil("2026-10-26").adding(days: day)
            #expect(try Self.read(events, cut: cut) { $0.daily.todos(on: date) } == whole.daily.todos(on: date))
            #expect(
                try Self.read(events, cut: cut) { $0.daily.openTodos(before: date, limit: 50) }
                    == whole.daily.openTodos(before: date, limit: 50))
            #expect(try Self.read(events, cut: cut) { $0.intentions(on: date) } == whole.intentions(on: date))
        }
        for week in 0..<5 {
            let monday = civil("2026-10-26").adding(days: 7 * week)
            #expect(try Self.read(events, cut: cut) { $0.weekly.goals(weekStarting: monday) } == whole.weekly.goals(weekStarting: monday))
            let goal: GoalID = fixedID(200 + week)
            #expect(try Self.read(events, cut: cut) { $0.daily.todos(of: goal) } == whole.daily.todos(of: goal))
            #expect(
                try Self.read(events, cut: cut) { $0.weekly.actionItems(weekStarting: monday, shown: 3).items }
                    == whole.weekly.actionItems(weekStarting: monday, shown: 3).items)
            #expect(
                try Self.read(events, cut: cut) { $0.weekly.openActionItems(before: monday, limit: 50) }
                    == whole.weekly.openActionItems(before: monday, limit: 50))
            #expect(
                try Self.read(events, cut: cut) { $0.weekly.retrospective(weekStarting: monday) }
                    == whole.weekly.retrospective(weekStarting: monday))
        }
    }

    /// A user who never chose settings gets the defaults of the machine that reads, as a replay there would.
    @Test func unsavedSettingsFollowTheReadingMachine() throws {
        let events: [DomainEvent] = [.hintDismissed(.init(hint: "focus"))]
        let zone = try Self.read(events, cut: 1, machine: "Asia/Tokyo") { $0.settings.timeZone }
        #expect(zone == "Asia/Tokyo")
        #expect(try Self.read(events, cut: 1, machine: "America/New_York") { $0.settings.timeZone } == "America/New_York")
    }

    /// Ids no part holds, told to a state read from a snapshot, are not asked for again: by a module whose head is
    /// read afterwards, and by one whose head a read had already read (every copy of the user's state shares it).
    @Test(arguments: [false, true])
    func unknownIdsAreNotAskedForAgain(readFirst: Bool) throws {
        let events = try Self.life()
        var snapshot = UserState.fresh(timeZone: "UTC")
        Self.fold(events, into: &snapshot)
        let load = PartLoad()
        var state = try UserState(snapshotHead: snapshot.snapshotHead(), defaultTimeZone: "UTC", load: load)
        let absent: TodoID = fixedID(9_999)
        if readFirst {
            #expect(state.daily[absent] == nil)
            #expect(load.take().ids[DailyLog.kind] == [absent.description])
        }
        state.markUnknown(DailyLog.kind, ids: [absent.description])
        let copy = state
        #expect(state.daily[absent] == nil)
        #expect(copy.daily[absent] == nil)
        #expect(load.take().isEmpty)
    }

    /// Each module's state is read from the head when it is first needed. A frame this build cannot read (a state
    /// whose shape changed) leaves every other module's answer whole; a read of its module answers as fresh and notes
    /// an unreadable head, in the state's recorder and the read's, so that the reader rebuilds.
    @Test func aFrameThatCannotBeReadIsNotedWhenItsModuleIsRead() throws {
        var whole = UserState.fresh()
        Self.fold(try Self.life(), into: &whole)
        var frames = try Frames.split(try whole.snapshotHead())
        let settings = try #require(whole.modules.stateIndex[ObjectIdentifier(SettingsState.self)])
        frames[settings + 1] = Data(#"{"general": "#.utf8)
        let load = PartLoad()
        let state = try UserState(snapshotHead: try Frames.join(frames), defaultTimeZone: "Asia/Tokyo", load: load)

        #expect(state.version == whole.version)
        #expect(state.labels == whole.labels)
        #expect(state.intentions.latest == whole.intentions.latest)
        #expect(load.take().unreadableHeads.isEmpty)

        let scope = PartLoad()
        let timeZone = PartLoad.$scope.withValue(scope) { state.settings.timeZone }
        #expect(timeZone == "Asia/Tokyo")
        #expect(scope.take().unreadableHeads == ["SettingsState"])
        #expect(load.take().unreadableHeads == ["SettingsState"])
    }

    /// A head read and written again without a module being read or changed is the same bytes; folding an event
    /// reads the modules it changes, and the next head holds what they became.
    @Test func aHeadIsWrittenAgainAsItWasReadWithWhatEventsChanged() throws {
        let events = try Self.life()
        var before = UserState.fresh()
        Self.fold(events.dropLast(), into: &before)
        let head = try before.snapshotHead()
        var state = try UserState(snapshotHead: head, defaultTimeZone: "UTC", load: PartLoad())
        #expect(try state.snapshotHead() == head)

        state.evolve(try #require(events.last))
        var whole = before
        whole.evolve(try #require(events.last))
        #expect(try state.snapshotHead() == whole.snapshotHead())
        #expect(state.dismissedHints == whole.dismissedHints)
    }

    /// Every head read on every command is written in the compact form, and reads back as it was with values away
    /// from the defaults: general settings, the Weekly's sizes, the standup and hidden modules, quiet hours and do
    /// not disturb, areas (one archived, with a budget, reordered), a label of the user's, a closed hint, and the
    /// events a build could not fold.
    @Test func everyHeadReadsBackWhatWasWritten() throws {
        var state = UserState.fresh(timeZone: "UTC")
        let at = instant("2026-11-02T08:00:00Z")
        var settings = Settings.defaults(timeZone: "Asia/Tokyo")
        settings.general.dayStartHour = 5
        settings.general.weekStart = 7
        settings.general.theme = .dark
        settings.wakingStart = TimeOfDay(hour: 6, minute: 30)!
        settings.wakingEnd = TimeOfDay(hour: 1, minute: 15)!
        (settings.smallMinutes, settings.mediumMinutes, settings.largeMinutes) = (90, 180, 360)
        settings.standupBy = TimeOfDay(hour: 9, minute: 45)!
        settings.hiddenModules = ["review", "energy"]
        (settings.quietFrom, settings.quietUntil) = (TimeOfDay(hour: 22)!, TimeOfDay(hour: 7)!)
        settings.doNotDisturbUntil = instant("2026-11-02T09:30:15Z")
        _ = try state.run(.changeSettings(settings), at: at)
        let (work, home, old): (AreaID, AreaID, AreaID) = (fixedID(1), fixedID(2), fixedID(3))
        _ = try state.run(.weekly(.createArea(id: work, name: "Work", icon: .briefcase, color: .blue, weeklyBudgetMinutes: 600)), at: at)
        _ = try state.run(.weekly(.createArea(id: home, name: "Home — Küche", icon: .house, color: .teal)), at: at)
        _ = try state.run(.weekly(.createArea(id: old, name: "Old", weeklyBudgetMinutes: 0)), at: at)
        _ = try state.run(.weekly(.archiveArea(old)), at: at)
        _ = try state.run(.weekly(.reorderAreas([home, work])), at: at)
        _ = try state.run(.createLabel(name: "Piano practice", kind: .traction), at: at)
        _ = try state.run(.dismissHint("focus"), at: at)
        for (seq, type, payload) in [(state.version + 1, "intention.paused", "{}"), (state.version + 2, "intention.ended", "no")] {
            state.apply(
                EventEnvelope(
                    id: fixedID(900 + Int(seq)), stream: .local, seq: seq, recordedAt: at, type: type, schemaVersion: 1,
                    payload: Data(payload.utf8)))
        }

        let head = try state.snapshotHead()
        let read = try UserState(snapshotHead: head, defaultTimeZone: "Europe/Lisbon", load: PartLoad())

        #expect(read.settings == state.settings)
        #expect(read.settings.doNotDisturbUntil == instant("2026-11-02T09:30:15Z"))
        #expect(read.weekly.areas.all == state.weekly.areas.all)
        #expect(read.weekly.areas.all.map(\.name) == ["Home — Küche", "Work", "Old"])
        #expect(read.labels == state.labels)
        #expect(read.dismissedHints == ["focus"])
        #expect(read.version == state.version)
        #expect(read.unknown == state.unknown && read.unknown.count == 1)
        #expect(read.unreadable == state.unreadable && read.unreadable.count == 1)
        #expect(try read.snapshotHead() == head)
    }

    /// A head's frame that ends early or runs on is damage, never a shorter or a different state.
    @Test(arguments: [-1, 1])
    func aFrameOfTheWrongLengthIsUnreadable(change: Int) throws {
        var state = UserState.fresh()
        _ = try state.run(.weekly(.createArea(id: fixedID(1), name: "Work")), at: instant("2026-11-02T08:00:00Z"))
        let weekly = try #require(state.modules.stateIndex[ObjectIdentifier(WeeklyLog.self)])
        var frames = try Frames.split(try state.snapshotHead())
        frames[weekly + 1] = change < 0 ? frames[weekly + 1].dropLast() : frames[weekly + 1] + [0]
        let read = try UserState(snapshotHead: try Frames.join(frames), defaultTimeZone: "UTC", load: PartLoad())

        let scope = PartLoad()
        let areas = PartLoad.$scope.withValue(scope) { read.weekly.areas.all }
        #expect(areas.isEmpty)
        #expect(scope.take().unreadableHeads == ["WeeklyLog"])
    }

    @Test func aHeadOfAnotherBuildIsRefused() throws {
        #expect(throws: (any Error).self) {
            try UserState(snapshotHead: Data([1, 2, 3]), defaultTimeZone: "UTC", load: PartLoad())
        }
        let head = try UserState.fresh().snapshotHead()
        #expect(throws: (any Error).self) {
            try UserState(snapshotHead: head, defaultTimeZone: "UTC", modules: CoreModules([SettingsCore.self]), load: PartLoad())
        }
    }
}
