import Foundation
import Testing

@testable import SystemCore

/// Lists drawn from the whole past stay short: the standup's carry-overs and the week's action items show the newest
/// few and count the rest, read from indexes kept in the fold; the rest come a page at a time.
@Suite struct OpenListsTests {
    let career: AreaID = fixedID(1)
    let now = instant("2036-06-18T09:00:00Z")
    /// A Wednesday ten years on from the first day of the history.
    let today = civil("2036-06-18")

    /// A user with one area, in UTC.
    func withArea() throws -> UserState {
        var state = UserState.with(Settings(timeZone: "UTC"))
        try state.weekly(.createArea(id: career, name: "Career"), at: now)
        return state
    }

    /// One open to-do a day on each of `days` before today (`days` counted back from yesterday: 1 = yesterday),
    /// named by its day.
    func withOpenTodos(daysAgo days: [Int]) throws -> UserState {
        var state = try withArea()
        for (index, ago) in days.enumerated() {
            let date = today.adding(days: -ago)
            try state.daily(.addTodo(id: fixedID(1000 + index), date: date, text: "From \(date)", link: .area(career)), at: now)
        }
        return state
    }

    // MARK: - The index of days

    @Test(arguments: [
        // (the days of the entries, a day, how many entries fall before it)
        ([String](), "2026-11-20", 0),
        (["2026-11-18", "2026-11-18", "2026-11-19"], "2026-11-18", 0),
        (["2026-11-18", "2026-11-18", "2026-11-19"], "2026-11-19", 2),
        (["2026-11-18", "2026-11-18", "2026-11-19"], "2026-11-20", 3),
        (["2026-11-19", "2016-01-01", "2026-11-18"], "2026-01-01", 1),
    ])
    func theIndexCountsTheEntriesBeforeADay(days: [String], day: String, expected: Int) {
        var index = DayIndex()
        for day in days { index.insert(civil(day)) }
        #expect(index.count(before: civil(day)) == expected)
        #expect(index.days == index.days.sorted())
    }

    @Test func removingTakesOneEntryOfItsDayAndNothingWhenTheDayHasNone() {
        var index = DayIndex()
        for day in ["2026-11-18", "2026-11-18", "2026-11-19"] { index.insert(civil(day)) }
        index.remove(civil("2026-11-18"))
        index.remove(civil("2026-11-17"))
        #expect(index.days == [civil("2026-11-18"), civil("2026-11-19")])
    }

    /// Three days with 2, 1 and 3 things, paged with `limit`: every page's items, and where each next page begins.
    @Test(arguments: [
        (1, [["c1"], ["c2"], ["c3"], ["b1"], ["a1"], ["a2"]]),
        (2, [["c1", "c2"], ["c3", "b1"], ["a1", "a2"]]),
        (4, [["c1", "c2", "c3", "b1"], ["a1", "a2"]]),
        (6, [["c1", "c2", "c3", "b1", "a1", "a2"]]),
        (50, [["c1", "c2", "c3", "b1", "a1", "a2"]]),
    ])
    func pagesGoNewestDayFirstEachDayInItsOrderAndMeetEnd(limit: Int, expected: [[String]]) {
        let members = [civil("2026-11-01"): ["a1", "a2"], civil("2026-11-05"): ["b1"], civil("2026-11-09"): ["c1", "c2", "c3"]]
        var index = DayIndex()
        for (day, things) in members { for _ in things { index.insert(day) } }
        var pages: [[String]] = []
        var cursor: PageCursor?
        repeat {
            let page = index.page(before: civil("2026-11-10"), after: cursor, limit: limit) { members[$0] ?? [] }
            #expect(page.total == 6)
            #expect(page.offset == pages.joined().count)
            pages.append(page.items)
            cursor = page.next
        } while cursor != nil && pages.count < 10
        #expect(pages == expected)
    }

    @Test(
        arguments: [
            // (before, cursor, the page, the number shown before it)
            ("2026-11-09", nil, ["b1", "a1", "a2"], 0),
            ("2026-11-02", nil, ["a1", "a2"], 0),
            ("2026-11-01", nil, [], 0),
            ("2026-11-10", "2026-11-09.1", ["c2", "c3", "b1", "a1", "a2"], 1),
            // A cursor on a day with nothing left, or between days, goes on with the older days.
            ("2026-11-10", "2026-11-07.0", ["b1", "a1", "a2"], 3),
            ("2026-11-10", "2026-11-09.9", ["b1", "a1", "a2"], 3),
            // A cursor beyond the list's end starts from the newest.
            ("2026-11-06", "2026-11-09.1", ["b1", "a1", "a2"], 0),
        ] as [(String, String?, [String], Int)])
    func aPageBeginsWhereItsCursorSays(before: String, cursor: String?, expected: [String], offset: Int) throws {
        let members = [civil("2026-11-01"): ["a1", "a2"], civil("2026-11-05"): ["b1"], civil("2026-11-09"): ["c1", "c2", "c3"]]
        var index = DayIndex()
        for (day, things) in members { for _ in things { index.insert(day) } }
        let after = try cursor.map { try #require(PageCursor($0)) }
        let page = index.page(before: civil(before), after: after, limit: 10) { members[$0] ?? [] }
        #expect(page.items == expected)
        #expect(page.offset == offset)
        #expect(page.next == nil)
    }

    @Test(arguments: ["2026-11-20.0", "2026-11-20.3", "1999-01-31.120"])
    func aCursorReadsAsItIsWritten(text: String) throws {
        #expect(try #require(PageCursor(text)).description == text)
    }

    @Test(arguments: ["", "2026-11-20", "2026-11-20.", "2026-11-20.-1", "2026-11-31.0", "2026-11-20.1.2", "page2", "2026-11-20.x"])
    func aCursorThatDoesNotReadIsNil(text: String) {
        #expect(PageCursor(text) == nil)
    }

    // MARK: - Carry-overs

    @Test func theStandupOffersTheNewestOpenToDosOfTheWholePastAndCountsTheRest() throws {
        // Given one open to-do a day on the ten days before today, and one from nine years ago
        let state = try withOpenTodos(daysAgo: Array(1...10) + [9 * 365])

        // When today's standup is prepared
        let brief = state.standupBrief(on: today)

        // Then it offers the newest seven, newest first, and counts the four older ones, the oldest included
        #expect(brief.carryOver.map(\.date) == (1...StandupBrief.carryOverShown).map { today.adding(days: -$0) })
        #expect(brief.olderCarryOver.count == 4)
        #expect(brief.carryOverTotal == 11)
        #expect(brief.olderCarryOver.before == today)

        // And the page after them lists those four, the nine-year-old one last
        let rest = state.daily.openTodos(before: today, after: try #require(brief.olderCarryOver.cursor), limit: 50)
        #expect(rest.items.map(\.date) == [8, 9, 10, 9 * 365].map { today.adding(days: -$0) })
        #expect(rest.offset == 7)
        #expect(rest.next == nil)
    }

    @Test(arguments: [0, 1, 7, 8])
    func nothingIsLeftOutUntilThereAreMoreThanTheStandupShows(count: Int) throws {
        let state = try withOpenTodos(daysAgo: Array(stride(from: 1, through: count, by: 1)))
        let brief = state.standupBrief(on: today)
        #expect(brief.carryOver.count == min(count, StandupBrief.carryOverShown))
        #expect(brief.olderCarryOver.count == max(0, count - StandupBrief.carryOverShown))
        #expect((brief.olderCarryOver.cursor == nil) == (count <= StandupBrief.carryOverShown))
    }

    @Test func closingCarryingOrReopeningAnOldToDoMovesItInAndOutOfTheList() throws {
        // Given open to-dos on the twelve days before today
        var state = try withOpenTodos(daysAgo: Array(1...12))
        let oldest: TodoID = fixedID(1011), tenth: TodoID = fixedID(1009), third: TodoID = fixedID(1002)

        // When the oldest is done, the tenth dropped, and the third carried to today
        try state.daily(.completeTodo(oldest), at: now)
        try state.daily(.dropTodo(tenth), at: now)
        try state.daily(.carryTodo(third, to: today), at: now)

        // Then they leave the carry-overs and the count of older ones
        var brief = state.standupBrief(on: today)
        #expect(!brief.carryOver.map(\.id).contains(third))
        #expect(brief.carryOverTotal == 9)
        #expect(state.daily.openTodoCount(before: today) == 9)

        // And reopening the oldest brings it back, counted last
        try state.daily(.reopenTodo(oldest), at: now)
        brief = state.standupBrief(on: today)
        #expect(brief.carryOverTotal == 10)
        #expect(state.daily.openTodos(before: today, limit: 50).items.last?.id == oldest)

        // And carrying one back into the past puts it in its new day's place
        try state.daily(.carryTodo(third, to: today.adding(days: -100)), at: now)
        #expect(state.daily.openTodos(before: today, limit: 50).items.map(\.id).suffix(2) == [oldest, third])
    }

    @Test func aToDoOfAnyAgeCanBeCarriedByTheStandup() throws {
        // Given a to-do left open nine years ago, beyond the few the standup lists
        var state = try withOpenTodos(daysAgo: Array(1...8) + [9 * 365])
        let old: TodoID = fixedID(1008)
        #expect(!state.standupBrief(on: today).carryOver.map(\.id).contains(old))

        // When today's standup carries it
        try state.daily(.recordStandup(date: today, plan: [old], carry: [old], note: nil), at: now)

        // Then it is today's
        #expect(state.daily[old]?.date == today)
        #expect(state.standupBrief(on: today).carryOverTotal == 8)
    }

    // MARK: - Action items

    /// One retrospective a week for `weeks` weeks before this one, each with one action item (named by its week),
    /// none answered.
    func withRetros(weeks: Int) throws -> UserState {
        var state = try withArea()
        let thisWeek = state.calendar.weekStart(containing: today)
        for ago in (1...weeks).reversed() {
            let week = thisWeek.adding(days: -7 * ago)
            try state.weekly(
                .recordRetro(
                    week: week, wentWell: nil, wentPoorly: nil, toImprove: nil,
                    actionItems: [.init(id: fixedID(5000 + ago), text: "Week \(week)")], answers: [:]), at: now)
        }
        return state
    }

    @Test func aWeekShowsItsNewestOpenActionItemsAndCountsTheOlder() throws {
        // Given ten years of weekly retrospectives, each leaving one action item open
        let state = try withRetros(weeks: 520)
        let thisWeek = state.calendar.weekStart(containing: today)

        // When this week's plan and today's standup are drawn
        let plan = state.plan(weekContaining: today, now: now)
        let brief = state.standupBrief(on: today)

        // Then the week shows the newest ten, newest first, and counts the other 510; the standup recalls three
        let newest = (1...WeekPlan.openActionItemsShown).map { thisWeek.adding(days: -7 * $0) }
        #expect(plan.actionItems.map(\.week) == newest)
        #expect(plan.olderActionItems.count == 510)
        #expect(plan.olderActionItems.before == thisWeek)
        #expect(brief.actionItems.map(\.week) == Array(newest.prefix(StandupBrief.actionItemsShown)))
        #expect(brief.olderActionItems.count == 517)

        // And the pages after them list the older ones down to the first
        var cursor = plan.olderActionItems.cursor
        var rest: [ActionItem] = []
        while let after = cursor {
            let page = state.weekly.openActionItems(before: thisWeek, after: after, limit: 200)
            rest += page.items
            cursor = page.next
        }
        #expect(rest.count == 510)
        #expect(rest.last?.week == thisWeek.adding(days: -7 * 520))
    }

    @Test func anAnswerInTheWeekStaysInItsListBesideTheNewestOpen() throws {
        // Given twenty weeks of open action items, and the oldest answered this week
        var state = try withRetros(weeks: 20)
        let oldest: ActionItemID = fixedID(5020)
        try state.weekly(.checkActionItem(oldest, done: true, week: today), at: now)

        // Then the week lists the ten newest open ones and the answered one, oldest retrospective last
        let plan = state.plan(weekContaining: today, now: now)
        #expect(plan.actionItems.count == 11)
        #expect(plan.actionItems.last?.id == oldest)
        #expect(plan.actionItems.last?.outcome?.done == true)
        #expect(plan.olderActionItems.count == 9)

        // But the standup asks only about open ones
        #expect(!state.standupBrief(on: today).actionItems.map(\.id).contains(oldest))
    }

    @Test func aRetrospectiveCanAnswerAnyOpenItemNotOnlyTheFewItShows() throws {
        // Given twenty weeks of open action items
        var state = try withRetros(weeks: 20)
        let oldest: ActionItemID = fixedID(5020)
        #expect(!state.plan(weekContaining: today, now: now).actionItems.map(\.id).contains(oldest))

        // When this week's retrospective says the oldest was not done
        try state.weekly(
            .recordRetro(week: today, wentWell: nil, wentPoorly: nil, toImprove: nil, actionItems: [], answers: [oldest: false]),
            at: now)

        // Then it is answered, and no longer counted among the open
        #expect(
            state.weekly[actionItem: oldest]?.outcome == ActionItem.Outcome(done: false, week: state.calendar.weekStart(containing: today)))
        #expect(state.weekly.openActionItemCount(before: state.calendar.weekStart(containing: today)) == 19)
    }

    @Test func aCorrectedRetrospectiveTakesTheItemsItDropsOutOfTheCount() throws {
        // Given three weeks of open action items, the newest answered
        var state = try withRetros(weeks: 3)
        let thisWeek = state.calendar.weekStart(containing: today)
        try state.weekly(.checkActionItem(fixedID(5001), done: true, week: today), at: now)
        #expect(state.weekly.openActionItemCount(before: thisWeek) == 2)

        // When the two older retrospectives are recorded again without their items
        for ago in [2, 3] {
            try state.weekly(
                .recordRetro(
                    week: thisWeek.adding(days: -7 * ago), wentWell: "Corrected", wentPoorly: nil, toImprove: nil, actionItems: [],
                    answers: [:]), at: now)
        }

        // Then nothing is open, and the answered one stays this week's
        #expect(state.weekly.openActionItemCount(before: thisWeek) == 0)
        #expect(state.weekly.actionItems(answeredInWeekStarting: thisWeek).map(\.id) == [fixedID(5001)])
    }
}
