import ArgumentParser
import Foundation
import Synchronization
import SystemCore
import SystemStore
import Testing

@testable import SystemCLI

/// A console that keeps what the commands print and answers their questions from a script.
final class Transcript: Sendable {
    private let lines = Mutex<[String]>([])
    private let answers: Mutex<[String]>
    private let isTerminal: Bool

    /// With `answers`, the commands see a terminal and get these lines, then the end of input; without, no terminal.
    init(answers: [String]? = nil) {
        self.answers = Mutex(answers ?? [])
        isTerminal = answers != nil
    }

    var console: Console {
        Console(write: record, read: isTerminal ? answer : nil)
    }

    @Sendable private func record(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    @Sendable private func answer(_ question: String) -> String? {
        record(question)
        return answers.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }

    var text: String { lines.withLock { $0.joined(separator: "\n") } }
}

extension CLITests.DataDir {
    /// Runs a command in a console without a terminal and returns what it printed.
    @discardableResult
    func output(_ arguments: [String], answers: [String]? = nil) async throws -> String {
        let transcript = Transcript(answers: answers)
        try await Console.$current.withValue(transcript.console) { try await run(arguments) }
        return transcript.text
    }

    /// Runs a read command with `--json` and parses the object it printed.
    func json(_ arguments: [String]) async throws -> [String: Any] {
        let text = try await output(arguments + ["--json"])
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// A data folder with the time zone set (so the commands and the tests agree on today), areas and goals.
    static func planned() async throws -> CLITests.DataDir {
        let dir = CLITests.DataDir()
        try await dir.output(["settings", "--time-zone", "Europe/Berlin", "--week-start", "monday"])
        try await dir.output(["area", "add", "Career", "--budget", "10h"])
        try await dir.output(["area", "add", "Family"])
        try await dir.output(["area", "add", "Health", "--icon", "leaf", "--color", "green"])
        try await dir.output([
            "week", "plan", "--per-day", "6h", "--days-off", "sat,sun",
            "--goal", "career: Ship the importer: 6h", "--goal", "career: Write the docs: M",
            "--goal", "family: Call grandma: 1h", "--goal", "health: Run three times: 3h",
            "--goal", "Health: Cook at home: S",
        ])
        return dir
    }
}

/// The Weekly and The Daily on the command line, run on a temporary data folder with the real clock.
@Suite(.serialized) struct PlanningCLITests {
    typealias DataDir = CLITests.DataDir

    static func texts(_ items: Any?) -> [String] {
        (items as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
    }

    // MARK: The loop

    @Test func aPlannedWeekLinksTodosAndItsActionItemsReachTheNextWeek() async throws {
        // Given a week planned with 3 areas, 5 goals and a capacity of 6 h a day with the weekend off
        let dir = try await DataDir.planned()
        defer { dir.remove() }
        var state = try await dir.state()
        let today = state.today(now: dir.now)
        let start = state.calendar.weekStart(containing: today)
        var plan = state.plan(weekContaining: today, now: dir.now)
        #expect(plan.areas.map(\.area.name) == ["Career", "Family", "Health"])
        #expect(plan.goals.map(\.goal.title) == ["Ship the importer", "Write the docs", "Call grandma", "Run three times", "Cook at home"])
        #expect(plan.capacity.source == .perDay)
        #expect(plan.capacity.minutes == 5 * 6 * 60)
        #expect(plan.capacity.plan?.daysOff == [start.adding(days: 5), start.adding(days: 6)])
        #expect(plan.estimateMinutes == (6 + 1 + 3) * 60 + state.settings.mediumMinutes + state.settings.smallMinutes)

        // When linked to-dos are added on three days of the week, one is worked on from an intention, and things are done
        try await dir.output(["todo", "add", "Write tests", "--goal", "Ship the importer"])
        try await dir.output(["todo", "add", "Book the train", "--area", "family"])
        try await dir.output(["todo", "add", "Outline the guide", "--goal", "write the docs", "--date", start.description])
        try await dir.output(["todo", "add", "Buy shoes", "--goal", "Run three times", "--date", start.adding(days: 6).description])
        try await dir.output(["intend", "--todo", "Write tests", "--for", "25m"])
        try await dir.output(["end"])
        try await dir.output(["todo", "done", "Write tests"])
        try await dir.output(["goal", "done", "Ship the importer"])
        try await dir.output(["standup", "--record", "--plan", "Book the train", "--note", "Trains first"])

        // Then the intention counts toward the goal, and the week and the day show it
        state = try await dir.state()
        let todo = try #require(state.daily.todos(on: today).first { $0.text == "Write tests" })
        #expect(todo.isDone)
        #expect(state.intentions.latest?.todoID == todo.id)
        #expect(state.intentions.latest?.text == "Write tests")
        plan = state.plan(weekContaining: today, now: dir.now)
        #expect(plan.goals.first { $0.goal.title == "Ship the importer" }?.intentions.count == 1)
        // And `system log` says which goal the intention counted toward, as the web's day list does
        let log = try await dir.output(["log"])
        #expect(log.contains("for: “Ship the importer” · Career (to-do “Write tests”)"))
        #expect(plan.goalsDone == 1)
        #expect(state.daily.todos(on: start).map(\.text).contains("Outline the guide"))
        #expect(state.daily.standup(on: today)?.plan == state.daily.todos(on: today).filter { $0.text == "Book the train" }.map(\.id))
        #expect(state.daily.standup(on: today)?.note == "Trains first")
        let week = try await dir.output(["week"])
        #expect(week.contains("Capacity  30 h: 6 h a day × 5 days"))
        #expect(week.contains("done  Ship the importer"))

        // When the retrospective is held with two action items
        try await dir.output([
            "retro", "--record", "--went-well", "Shipped the importer", "--went-poorly", "Late nights",
            "--to-improve", "Sleep", "--action", "Go to bed by 23:00", "--action", "Plan on Monday morning",
        ])

        // Then next week's plan, its standup and its retrospective show both
        let nextWeek = try await dir.json(["week", "--date", "next-week"])
        #expect(nextWeek["weekStart"] as? String == start.adding(days: 7).description)
        #expect(Self.texts(nextWeek["actionItems"]) == ["Go to bed by 23:00", "Plan on Monday morning"])
        let standup = try await dir.json(["standup", "--date", "next-week"])
        #expect(Self.texts(standup["actionItems"]) == ["Go to bed by 23:00", "Plan on Monday morning"])
        let retro = try await dir.json(["retro", "--date", "next-week"])
        #expect(Self.texts(retro["actionItems"]) == ["Go to bed by 23:00", "Plan on Monday morning"])
        // And this week's retrospective holds them as its own
        let thisWeek = try await dir.json(["week"])
        let held = try #require(thisWeek["retro"] as? [String: Any])
        #expect(held["wentWell"] as? String == "Shipped the importer")
        #expect(Self.texts(held["actionItems"]) == ["Go to bed by 23:00", "Plan on Monday morning"])
        #expect(thisWeek["goalsDone"] as? Int == 1)
    }

    @Test func readCommandsPrintTheAPIObjects() async throws {
        let dir = try await DataDir.planned()
        defer { dir.remove() }
        try await dir.output(["todo", "add", "Write tests", "--goal", "Ship the importer"])

        let areas = try await dir.json(["area", "list"])
        let todos = try await dir.json(["todo", "list"])
        let week = try await dir.json(["week"])

        #expect((areas["areas"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Career", "Family", "Health"])
        let todo = try #require((todos["todos"] as? [[String: Any]])?.first)
        #expect(todo["goalTitle"] as? String == "Ship the importer")
        #expect(todo["areaName"] as? String == "Career")
        #expect((week["capacity"] as? [String: Any])?["source"] as? String == "perDay")
        // Whether the week under way is overcommitted depends on how much of it is left (the real clock runs here),
        // so the JSON is held to what the text says, and the text to a positive amount.
        let text = try await dir.output(["week"])
        #expect(week["overcommitted"] as? Bool == text.contains("overcommitted by"))
        #expect(!text.contains("overcommitted by -"))
    }

    @Test(arguments: [
        ["week"], ["week", "--date", "last-week"], ["area"], ["area", "list"], ["todo"], ["todo", "list", "--date", "tomorrow"],
        ["standup"], ["standup", "--date", "yesterday"], ["retro"], ["retro", "--date", "last-week"],
    ])
    func readCommandsWriteNothing(arguments: [String]) async throws {
        let dir = try await DataDir.planned()
        defer { dir.remove() }
        let version = try await dir.state().version

        let text = try await dir.output(arguments)

        #expect(!text.isEmpty)
        #expect(try await dir.state().version == version)
    }

    @Test func anOvercommittedWeekIsSaid() async throws {
        let dir = try await DataDir.planned()
        defer { dir.remove() }

        let text = try await dir.output(["week", "plan", "--total", "8h"])

        #expect(text.contains("overcommitted by"))
        #expect(try await dir.json(["week"])["overcommitted"] as? Bool == true)
    }

    // MARK: Refusals

    @Test(arguments: [
        (["goal", "add", "Ship it", "--area", "career", "--estimate", "-2h"], "estimate"),
        (["goal", "add", "Ship it", "--area", "Old", "--estimate", "2h"], "area_archived"),
        (["todo", "add", "Write tests"], "todo_unlinked"),
        (["todo", "add", "Write tests", "--area", "Old"], "area_archived"),
        (["todo", "add", "Write tests", "--goal", "Unknown goal"], "no goal"),
        (["goal", "done", "Unknown goal"], "no goal"),
        (["goal", "drop", "Ship the importer"], "reason"),
        (["todo", "done", "Nothing like it"], "no to-do"),
        (["area", "rename", "Hobbies", "Play"], "no area"),
        (["area", "move", "Career", "--to", "9"], "position"),
        (["week", "plan", "--goal", "career: Fine: 2h", "--goal", "old: Refused: 2h"], "area_archived"),
        (["week", "plan", "--per-day", "6h", "--goal", "career: Too much: -2h"], "estimate"),
        (["week", "plan"], "nothing to plan"),
        (["standup", "--record", "--carry", "Write tests"], "no to-do"),
        (["retro", "--record", "--answer", "Unknown item=done"], "no action item"),
    ])
    func wrongInputIsOneLineAndWritesNothing(arguments: [String], expected: String) async throws {
        // Given a planned week with an archived area
        let dir = try await DataDir.planned()
        defer { dir.remove() }
        try await dir.output(["area", "add", "Old"])
        try await dir.output(["area", "archive", "Old"])
        let version = try await dir.state().version

        // When
        let error = await #expect(throws: (any Error).self) { try await dir.output(arguments) }

        // Then it says what is wrong in one line, and nothing was written
        let domain = error as? DomainError
        let message = domain?.message ?? "\(error.map { "\($0)" } ?? "")"
        #expect(domain?.field == expected || domain?.code == expected || message.contains(expected), "\(message)")
        #expect(!message.contains("\n"))
        #expect(try await dir.state().version == version)
    }

    @Test func anUnlinkedTodoIsRefusedWithTheChoices() async throws {
        let dir = try await DataDir.planned()
        defer { dir.remove() }

        let error = await #expect(throws: DomainError.self) { try await dir.output(["todo", "add", "Write tests"]) }

        let message = try #require(error?.message)
        #expect(message.contains("“Ship the importer”"))
        #expect(message.contains("Career, Family, Health"))
    }

    @Test(arguments: [
        ["goal", "add", "X", "--area", "career", "--estimate", "soon"], ["week", "plan", "--goal", "no colons at all"],
        ["week", "plan", "--goal", "career: no estimate"], ["week", "plan", "--per-day", "lots"],
        ["week", "plan", "--days-off", "someday"], ["week", "plan", "--use-suggestion", "--total", "30h"],
        ["todo", "add", "x", "--goal", "g", "--area", "a"], ["standup", "--plan", "x"],
        ["standup", "--record", "--carry", "x", "--carry-all"], ["retro", "--action", "x"],
        ["retro", "--record", "--answer", "x=maybe"], ["todo", "carry", "x", "--to", "someday"],
        ["todo", "move", "x", "--to", "0"], ["area", "add", "X", "--icon", "rocket"], ["area", "add", "X", "--budget", "lots"],
        ["week", "--date", "next-month"], ["intend", "--for", "25m"],
    ])
    func badArgumentsFailToParse(arguments: [String]) {
        #expect(!DataDir().parses(arguments))
    }

    // MARK: Naming

    @Test func goalsAndTodosAreNamedByTitleIDOrIDPrefixAndAmbiguityIsRefused() async throws {
        let dir = try await DataDir.planned()
        defer { dir.remove() }
        try await dir.output(["todo", "add", "Same", "--area", "career"])
        try await dir.output(["todo", "add", "Same", "--area", "family"])
        let state = try await dir.state()
        let twins = state.daily.todos(on: state.today(now: dir.now))
        let goal = try #require(state.weekly.goals(weekStarting: state.calendar.weekStart(containing: state.today(now: dir.now))).first)

        // When a title names two to-dos
        let error = await #expect(throws: CLIError.self) { try await dir.output(["todo", "done", "Same"]) }
        #expect(error?.description.contains("names 2 to-dos") == true)

        // Then an id prefix picks one, a full id the goal, and a title in another case the other goal
        try await dir.output(["todo", "done", String(twins[1].id.description.prefix(6))])
        try await dir.output(["goal", "done", goal.id.description])
        try await dir.output(["goal", "drop", "CALL GRANDMA", "--reason", "She called first"])
        let after = try await dir.state()
        #expect(after.daily[twins[0].id]?.isOpen == true)
        #expect(after.daily[twins[1].id]?.isDone == true)
        #expect(after.weekly[goal: goal.id]?.isDone == true)
        #expect(after.weekly.goals(weekStarting: goal.week).first { $0.title == "Call grandma" }?.status.name == "dropped")

        // And reopening brings them back
        try await dir.output(["goal", "reopen", "Call grandma"])
        try await dir.output(["todo", "reopen", twins[1].id.description])
        let reopened = try await dir.state()
        #expect(reopened.weekly.goals(weekStarting: goal.week).first { $0.title == "Call grandma" }?.isOpen == true)
        #expect(reopened.daily[twins[1].id]?.isOpen == true)
    }

    // MARK: Areas and to-dos

    @Test func areasAreRenamedReorderedArchivedAndRestored() async throws {
        let dir = try await DataDir.planned()
        defer { dir.remove() }

        try await dir.output(["area", "rename", "family", "Family & friends"])
        try await dir.output(["area", "move", "Health", "--to", "1"])
        try await dir.output(["area", "archive", "Career"])

        var areas = try await dir.state().weekly.areas
        #expect(areas.all.map(\.name) == ["Health", "Family & friends", "Career"])
        #expect(areas.find("Career")?.isArchived == true)

        try await dir.output(["area", "restore", "career"])
        areas = try await dir.state().weekly.areas
        #expect(areas.active.map(\.name) == ["Health", "Career", "Family & friends"], "back in its place")
    }

    @Test func todosAreReorderedCarriedAndDropped() async throws {
        let dir = try await DataDir.planned()
        defer { dir.remove() }
        for text in ["First", "Second", "Third"] { try await dir.output(["todo", "add", text, "--area", "career"]) }

        try await dir.output(["todo", "move", "Third", "--to", "1"])
        try await dir.output(["todo", "carry", "Second", "--to", "tomorrow"])
        try await dir.output(["todo", "drop", "First"])

        let state = try await dir.state()
        let today = state.today(now: dir.now)
        #expect(state.daily.todos(on: today).map(\.text) == ["Third", "First"])
        #expect(state.daily.todos(on: today).last?.status.name == "dropped")
        let carried = try #require(state.daily.todos(on: today.adding(days: 1)).first)
        #expect(carried.text == "Second")
        #expect(carried.moves.map(\.from) == [today])
        #expect(state.daily.todos(carriedAwayFrom: today).map(\.text) == ["Second"])
    }

    @Test func theStandupCarriesUnfinishedTodosFromEarlierDays() async throws {
        let dir = try await DataDir.planned()
        defer { dir.remove() }
        try await dir.output(["todo", "add", "Left over", "--area", "career", "--date", "yesterday"])
        try await dir.output(["todo", "add", "Also left", "--area", "career", "--date", "yesterday"])

        try await dir.output(["standup", "--record", "--carry-all", "--plan", "Left over"])

        let state = try await dir.state()
        let today = state.today(now: dir.now)
        #expect(state.daily.todos(on: today).map(\.text) == ["Left over", "Also left"])
        #expect(state.daily.standup(on: today)?.plan == state.daily.todos(on: today).prefix(1).map(\.id))
    }

    // MARK: Prompts

    @Test func weekPlanAsksInATerminal() async throws {
        let dir = try await DataDir.planned()
        defer { dir.remove() }

        // When the questions are answered: 5 h a day, Friday off, a goal with a mistyped area, then an empty title
        let text = try await dir.output(
            ["week", "plan", "--date", "next-week"],
            answers: ["5h", "fri", "Learn Swift testing", "Hobbies", "career", "L", ""])

        // Then the capacity and the goal are planned, and the mistake was asked again
        #expect(text.contains("“Hobbies”: no such area."))
        let state = try await dir.state()
        let next = state.calendar.weekStart(containing: state.today(now: dir.now)).adding(days: 7)
        #expect(
            state.weekly.capacity(weekStarting: next)
                == CapacityPlan(perDayMinutes: 300, daysOff: [next.adding(days: 4)], totalMinutes: nil))
        #expect(state.weekly.goals(weekStarting: next).map(\.title) == ["Learn Swift testing"])
        #expect(state.weekly.goals(weekStarting: next).first?.estimate == .size(.large))
    }

    @Test func standupAndRetroAskInATerminal() async throws {
        let dir = try await DataDir.planned()
        defer { dir.remove() }
        try await dir.output(["todo", "add", "Left over", "--area", "career", "--date", "yesterday"])
        try await dir.output(["todo", "add", "Today's", "--area", "family"])

        // When the standup is answered: carry the first, plan both, a note
        try await dir.output(["standup", "--record"], answers: ["1", "9", "1,2", "Slow start"])
        // And the retrospective: three answers and one action item
        try await dir.output(["retro", "--record"], answers: ["Calm", "", "Sleep", "Go to bed by 23:00", ""])

        let state = try await dir.state()
        let today = state.today(now: dir.now)
        #expect(state.daily.todos(on: today).map(\.text) == ["Today's", "Left over"])
        #expect(state.daily.standup(on: today)?.plan.count == 2)
        #expect(state.daily.standup(on: today)?.note == "Slow start")
        let retro = try #require(state.weekly.retrospective(weekStarting: state.calendar.weekStart(containing: today)))
        #expect(retro.wentWell == "Calm")
        #expect(retro.wentPoorly == nil)
        #expect(retro.toImprove == "Sleep")
        #expect(state.weekly.actionItems(madeIn: retro).map(\.text) == ["Go to bed by 23:00"])
    }

    @Test func aRetroRecordedAgainKeepsWhatWasLeftOutAndAnswersEarlierItems() async throws {
        let dir = try await DataDir.planned()
        defer { dir.remove() }
        try await dir.output([
            "retro", "--record", "--date", "last-week", "--went-well", "Rested", "--action", "Go to bed by 23:00",
            "--action", "Walk daily",
        ])
        try await dir.output(["retro", "--record", "--went-well", "Shipped", "--action", "Read more"])

        // When this week's retrospective is corrected with answers only
        try await dir.output([
            "retro", "--record", "--to-improve", "Sleep", "--answer", "Go to bed by 23:00=done", "--answer", "walk daily=not-done",
        ])

        // Then the earlier answers and action items stay, and the items from last week are answered
        let state = try await dir.state()
        let plan = state.plan(weekContaining: state.today(now: dir.now), now: dir.now)
        #expect(plan.retrospective?.wentWell == "Shipped")
        #expect(plan.retrospective?.toImprove == "Sleep")
        #expect(plan.retroActionItems.map(\.text) == ["Read more"])
        #expect(plan.actionItems.map(\.outcome?.done) == [true, false])
    }

    @Test func aForgottenIntentionIsRecordedWithItsTimesAndLogged() async throws {
        let dir = try await CLITests.DataDir.planned()
        defer { dir.remove() }

        // When yesterday's forgotten intention is recorded, for a to-do of that day
        try await dir.output(["todo", "add", "Call the bank", "--area", "family", "--date", "yesterday"])
        let said = try await dir.output([
            "intend", "Call the bank", "--from", "09:00", "--to", "09:40", "--date", "yesterday",
            "--todo", "Call the bank",
        ])

        // Then it is ended on that day with its 40 minutes, counted toward the area, and the log shows it
        #expect(said.contains("Recorded “Call the bank”"))
        let state = try await dir.state()
        let recorded = try #require(state.intentions.latest)
        #expect(recorded.status == .ended && recorded.actualMinutes == 40)
        #expect(state.calendar.day(containing: recorded.startedAt) == state.today(now: dir.now).adding(days: -1))
        #expect(recorded.todoID != nil)
        let log = try await dir.output(["log", "--date", "yesterday"])
        #expect(log.contains("09:00–09:40  40 min  Call the bank"))
        #expect(log.contains("for: Family (to-do “Call the bank”)"))

        // And `done --id` reflects on it, ending nothing that runs
        try await dir.output(["intend", "Write the docs", "--for", "25m"])
        try await dir.output(["done", "--id", String(recorded.id.description.prefix(8)), "--feeling", "meh", "--went-well", "Short call"])
        let after = try await dir.state()
        #expect(after.intentions[recorded.id]?.feeling == .meh)
        #expect(after.intentions[recorded.id]?.review == Review(wentWell: "Short call"))
        #expect(after.intentions.running?.text == "Write the docs")
    }

    @Test(arguments: [
        ["intend", "x", "--from", "09:00"], ["intend", "x", "--to", "09:00"], ["intend", "x", "--from", "9h", "--to", "10:00"],
        ["intend", "x", "--date", "yesterday"], ["intend", "x", "--from", "09:00", "--to", "10:00", "--date", "someday"],
    ])
    func aForgottenIntentionNeedsBothTimes(arguments: [String]) {
        #expect(!CLITests.DataDir().parses(arguments))
    }

    @Test func aForgottenIntentionEndingBeforeItStartsIsRefused() async throws {
        let dir = CLITests.DataDir()
        defer { dir.remove() }
        await #expect(throws: DomainError.self) {
            try await dir.run(["intend", "x", "--from", "10:00", "--to", "09:00", "--date", "yesterday"])
        }
        #expect(try await dir.state().intentions.count == 0)
    }
}
