import Foundation
import SystemCore
import SystemStore
import Testing

@testable import SystemServer

/// The page models are pure: state and a clock in, the words and numbers a page shows out.
@Suite struct ViewModelTests {
    static let today = CivilDate("2026-11-20")!

    static func key() -> String { "key" }

    // MARK: DayPage and the intentions module

    /// The day page, its intentions module and its "now" module (on Today only), as the page draws them.
    static func draw(
        _ state: UserState, _ date: CivilDate, _ now: Date,
        input: NowModule.StartInput? = nil
    ) -> (DayPage, IntentionsModule.View, NowModule.View?) {
        let day = DailyContext(
            state: state, user: .local, date: date, now: now,
            inputs: input.map { ["now": $0] } ?? [:], newKey: { "key" })
        return (DayPage(day, modules: []), IntentionsModule.View(day), NowModule().view(for: day) as? NowModule.View)
    }

    @Test(arguments: [
        ("2026-11-20", "Nothing yet today"),
        ("2026-11-21", "This day hasn't happened yet."),
        ("2026-12-31", "This day hasn't happened yet."),
        ("2026-11-19", "No intentions were recorded on this day."),
    ])
    func anEmptyDaySaysWhy(date: String, text: String) async throws {
        let harness = Harness()
        let state = try await harness.state()

        let (_, module, _) = Self.draw(state, CivilDate(date)!, harness.clock.now())

        #expect(module.isEmpty)
        #expect(module.intentions.isEmpty)
        #expect(module.emptyText.hasPrefix(text))
    }

    @Test func todayIsHeadedTodayAndOffersTheStartForm() async throws {
        let harness = Harness()
        let (page, list, now) = Self.draw(try await harness.state(), Self.today, harness.clock.now())

        #expect(page.isToday)
        #expect(page.heading == "Today")
        #expect(page.chrome.place == .today)
        #expect(page.previousHref == "/days/2026-11-19")
        #expect(page.nextHref == "/days/2026-11-21")
        #expect(page.previousLabel == "Yesterday")
        #expect(page.nextLabel == "Tomorrow")
        #expect(list.pastForm != nil, "a forgotten intention can be added today too")
        let module = try #require(now)
        #expect(module.running == nil)
        let form = try #require(module.startForm)
        #expect(form.presets.map(\.minutes) == [15, 25, 50, 90])
        #expect(form.presets.filter(\.checked).map(\.minutes) == [25])
        #expect(form.textError == nil && form.minutesError == nil && form.conflict == nil)
    }

    @Test func anotherDayIsHeadedByItsDateWithoutAForm() async throws {
        let harness = Harness()
        let (page, list, now) = Self.draw(try await harness.state(), CivilDate("2026-11-19")!, harness.clock.now())

        #expect(!page.isToday)
        #expect(page.heading == "Thursday 19 November 2026")
        #expect(page.nextLabel == "Today")
        #expect(page.nextHref == "/", "today's page is Today")
        #expect(page.previousLabel == "Wed 18 Nov")
        #expect(page.chrome.place == .week, "another day sits under the Week tab")
        #expect(page.weekHref == "/weeks/2026-11-16")
        #expect(now == nil, "no start form on another day")
        #expect(list.pastForm?.date == "2026-11-19", "but a forgotten intention can be added")
    }

    @Test func aDayStillAheadHasNoFormForForgottenIntentions() async throws {
        let harness = Harness()
        let (page, list, _) = Self.draw(try await harness.state(), CivilDate("2026-11-21")!, harness.clock.now())

        #expect(page.previousHref == "/")
        #expect(list.pastForm == nil)
    }

    @Test(arguments: [(0, "0 %", 0, "0 min"), (25, "3 %", 3, "25 min"), (120, "13 %", 13, "2 h"), (240, "25 %", 25, "4 h")])
    func presenceIsShownAsAWholePercentage(minutes: Int, percent: String, fill: Int, present: String) async throws {
        // Given `minutes` inside an intention today
        let harness = Harness()
        if minutes > 0 {
            let id = try await harness.start(minutes: minutes)
            harness.clock.advance(by: TimeInterval(minutes * 60))
            try await harness.end(id)
        }

        // When
        let (page, _, _) = Self.draw(try await harness.state(), Self.today, harness.clock.now())

        // Then
        #expect(page.presence.percent == percent)
        #expect(page.presence.fill == fill)
        #expect(page.presence.present == present)
        #expect(page.presence.window == "16 h")
        #expect(page.presence.range == "07:00–23:00")
    }

    @Test(arguments: [(25, 35, "35 min of 25 min"), (25, 25, "25 min"), (60, 90, "1 h 30 min of 1 h"), (50, 10, "10 min of 50 min")])
    func anEndedRowShowsActualAgainstPlanned(planned: Int, actual: Int, duration: String) async throws {
        let harness = Harness()
        let id = try await harness.start(minutes: planned)
        harness.clock.advance(by: TimeInterval(actual * 60))
        try await harness.end(id)

        let (_, module, _) = Self.draw(try await harness.state(), Self.today, harness.clock.now())

        let row = try #require(module.intentions.first)
        #expect(row.duration == duration)
        #expect(!row.isRunning)
        #expect(row.href == "/intentions/\(id)")
        #expect(row.timeRange.hasPrefix("10:00–"))
    }

    @Test func aRunningRowAndTheRunningCard() async throws {
        let harness = Harness()
        _ = try await harness.start("Plan", minutes: 25)
        harness.clock.advance(by: 5 * 60)

        let (_, module, now) = Self.draw(try await harness.state(), Self.today, harness.clock.now())

        let row = try #require(module.intentions.first)
        #expect(row.isRunning)
        #expect(row.timeRange == "10:00–")
        #expect(row.duration == "running · 25 min planned")
        let running = try #require(now?.running)
        #expect(running.text == "Plan")
        #expect(running.timeLeft == "20:00")
        #expect(running.timeLeftLabel == "left")
        #expect(running.plannedEndAt == "2026-11-20T10:25:00+01:00")
        #expect(running.todo == nil)
        #expect(now?.startForm == nil, "no form while something runs")
    }

    @Test func rowsListTheLatestFirstWithTagsFeelingAndReview() async throws {
        let harness = Harness()
        let first = try await harness.start("First")
        harness.clock.advance(by: 30 * 60)
        try await harness.end(first)
        try await harness.service.execute(.tagIntention(id: first, tags: [.init("admin"), .init("News", kind: .distraction)]), for: .local)
        try await harness.service.execute(.rateIntention(id: first, feeling: .meh), for: .local)
        try await harness.service.execute(.reviewIntention(id: first, review: Review(wentWell: "Done", interesting: "Hm")), for: .local)
        _ = try await harness.start("Second")

        let (_, module, _) = Self.draw(try await harness.state(), Self.today, harness.clock.now())

        #expect(module.intentions.map(\.text) == ["Second", "First"])
        let row = module.intentions[1]
        #expect(row.tags.map(\.name) == ["admin", "news"])
        #expect(row.tags.map(\.kind) == ["traction", "distraction"])
        #expect(row.feeling?.word == "meh")
        #expect(row.feeling?.emoji == "😐")
        #expect(row.hasDetails)
        #expect(row.reviewLines.map(\.question) == ["Went well:", "Interesting:"])
        #expect(module.intentions[0].serves == "No goal", "a free-standing intention counts toward no goal, visibly")
    }

    @Test func aConflictingStartOffersToEndTheRunningOne() async throws {
        let harness = Harness()
        _ = try await harness.start("First")
        let state = try await harness.state()
        let error = try #require(throws: DomainError.self) {
            _ = try state.decide(.startIntention(id: IntentionID(UUID()), text: "Second", minutes: 25), now: harness.clock.now())
        }
        let input = NowModule.StartInput(text: "Second", minutes: 50, customMinutes: "", error: error)

        let (_, _, now) = Self.draw(state, Self.today, harness.clock.now(), input: input)

        let form = try #require(now?.startForm)
        #expect(form.conflict?.runningText == "First")
        #expect(form.textError == nil, "the conflict replaces the field error")
        #expect(form.text == "Second")
        #expect(form.presets.filter(\.checked).map(\.minutes) == [50])
    }

    @Test(arguments: [("text", true, false), ("minutes", false, true)])
    func aFieldErrorIsShownAtItsField(field: String, onText: Bool, onMinutes: Bool) async throws {
        let harness = Harness()
        let input = NowModule.StartInput(text: "x", minutes: 25, customMinutes: "7x", error: .invalid(field, "Wrong."))

        let (_, _, now) = Self.draw(try await harness.state(), Self.today, harness.clock.now(), input: input)

        let form = try #require(now?.startForm)
        #expect((form.textError == "Wrong.") == onText)
        #expect((form.minutesError == "Wrong.") == onMinutes)
        #expect(form.customMinutes == "7x")
        #expect(form.presets.allSatisfy { !$0.checked }, "a custom value unchecks the presets")
    }

    // MARK: FocusPage

    @Test(arguments: [
        (0, "25:00", "Until 10:25 · 25 min planned"),
        (601, "14:59", "Until 10:25 · 25 min planned"),
        (1500, "0:00", "Until 10:25 · 25 min planned"),
        (1501, "Time's up", "Time's up: planned until 10:25, 0 min over."),
        (1560, "Time's up", "Time's up: planned until 10:25, 1 min over."),
        (1500 + 3600, "Time's up", "Time's up: planned until 10:25, 1 h over."),
    ])
    func theFocusCountdown(elapsed: Int, timeLeft: String, untilLine: String) async throws {
        let harness = Harness()
        let id = try await harness.start("Focus", minutes: 25)
        harness.clock.advance(by: TimeInterval(elapsed))
        let state = try await harness.state()
        let running = try #require(state.intentions[id])

        let page = FocusPage(state: state, running: running, now: harness.clock.now(), newKey: { UUID().uuidString })

        #expect(page.timeLeft == timeLeft)
        #expect(page.untilLine == untilLine)
        #expect(page.text == "Focus")
        #expect(page.plannedEndAt == "2026-11-20T10:25:00+01:00")
        #expect(Set([page.endKey, page.extend5Key, page.extend15Key]).count == 3, "each form has its own key")
        #expect(page.error == nil)
    }

    // MARK: IntentionPage

    @Test func aRunningIntentionPage() async throws {
        let harness = Harness()
        let id = try await harness.start("Write", minutes: 50)
        let state = try await harness.state()

        let page = IntentionPage(state: state, intention: state.intentions[id]!, now: harness.clock.now(), newKey: Self.key)

        #expect(page.isRunning && !page.isEnded)
        #expect(page.statusLabel == "Running")
        #expect(page.timeLine == "Started 10:00 · 50 min planned, until 10:50")
        #expect(page.backLabel == "Today")
        #expect(page.backHref == "/")
        #expect(page.chrome.place == .today)
        #expect(!page.needsPause, "no feeling can be given while it runs")
        #expect(page.openedAt == String(Int(Fixture.now.timeIntervalSince1970)))
        #expect(page.labelGroups.map(\.title) == ["Traction", "Distraction"])
        #expect(page.labelGroups.allSatisfy { $0.labels.allSatisfy { !$0.checked } })
        #expect(page.editStart == "2026-11-20T10:00")
        #expect(page.editEnd == "")
        #expect(page.timeZone == "Europe/Berlin")
        #expect(page.revisionLine == "")
        #expect(page.todo == nil)
    }

    @Test func anEndedIntentionPageWithTagsAndAProblem() async throws {
        let harness = Harness()
        let id = try await harness.start("Write", minutes: 25)
        harness.clock.advance(by: 35 * 60)
        try await harness.end(id)
        try await harness.service.execute(.tagIntention(id: id, tags: [.init("writing")]), for: .local)
        let state = try await harness.state()
        let problem = IntentionPage.Problem.reflection(
            .invalid("couldImprove", "Too long."),
            .init(
                tags: ["writing", "admin"], newLabel: "Quarterly", newLabelKind: .distraction, feeling: .sad,
                review: Review(wentWell: "typed")))

        let page = IntentionPage(
            state: state, intention: state.intentions[id]!, now: harness.clock.now().addingTimeInterval(86_400),
            problem: problem, newKey: Self.key)

        #expect(page.isEnded)
        #expect(page.statusLabel == "Ended")
        #expect(page.timeLine == "10:00–10:35 · 35 min of 25 min planned")
        #expect(page.backLabel == "Friday 20 November 2026")
        #expect(page.backHref == "/days/2026-11-20")
        #expect(page.chrome.place == .week, "yesterday's intention sits under the Week tab")
        #expect(page.editEnd == "2026-11-20T10:35")
        #expect(page.revisionLine == "", "tagging is not a correction")
        #expect(page.needsPause)
        // Everything the refused form posted is shown again: tags, the new label, the feeling and the review
        let checked = page.labelGroups.flatMap(\.labels).filter(\.checked).map(\.id)
        #expect(Set(checked) == ["writing", "admin"])
        #expect(page.newLabel == "Quarterly" && page.newLabelIsDistraction)
        #expect(page.feelings.filter(\.checked).map(\.value) == ["sad"])
        #expect(page.reviewFields.map(\.name) == ["wentWell", "couldImprove", "interesting"])
        #expect(page.reviewFields[0].value == "typed")
        #expect(page.reviewFields[1].error == "Too long.")
        #expect(page.reviewFields[0].error == nil)
        #expect(!page.editOpen)
    }

    @Test(arguments: ["text", "startedAt", "endedAt"])
    func anEditProblemOpensTheEditForm(field: String) async throws {
        let harness = Harness()
        let id = try await harness.start()
        let state = try await harness.state()
        let problem = IntentionPage.Problem.edit(.invalid(field, "Wrong."), text: "typed", start: "2026-11-20T09:61", end: "")

        let page = IntentionPage(
            state: state, intention: state.intentions[id]!, now: harness.clock.now(), problem: problem, newKey: Self.key)

        #expect(page.editOpen)
        #expect(page.editErrors == [field: "Wrong."])
        #expect(page.editText == "typed")
        #expect(page.editStart == "2026-11-20T09:61", "the value typed is shown again, not thrown away")
    }

    @Test func anEditProblemKeepsTheSavedReflection() async throws {
        // Given an ended intention with a saved review and feeling
        let harness = Harness()
        let id = try await harness.start()
        harness.clock.advance(by: 25 * 60)
        try await harness.end(id)
        try await harness.service.execute(
            .reflectOnIntention(
                id: id, tags: [.init("writing")], feeling: .happy,
                review: Review(wentWell: "A clear outline")), for: .local)
        let state = try await harness.state()

        // When the edit form comes back with a problem
        let problem = IntentionPage.Problem.edit(.invalid("endedAt", "The end must come after the start."), text: "x", start: "", end: "")
        let page = IntentionPage(
            state: state, intention: state.intentions[id]!, now: harness.clock.now(), problem: problem, newKey: Self.key)

        // Then the review, tags and feeling show what was saved, and a rated intention needs no pause
        #expect(page.reviewFields[0].value == "A clear outline")
        #expect(page.labelGroups.flatMap(\.labels).filter(\.checked).map(\.id) == ["writing"])
        #expect(page.feelings.filter(\.checked).map(\.value) == ["happy"])
        #expect(!page.needsPause)
    }

    @Test(arguments: [(0, ""), (1, "Corrected once."), (3, "Corrected 3 times.")])
    func onlyCorrectionsCountAsChanges(edits: Int, line: String) async throws {
        // Given an ended intention that is tagged, rated and reviewed, then corrected `edits` times
        let harness = Harness()
        let id = try await harness.start("Write")
        harness.clock.advance(by: 25 * 60)
        try await harness.end(id)
        try await harness.service.execute(
            .reflectOnIntention(
                id: id, tags: [.init("writing")], feeling: .meh,
                review: Review(wentWell: "Fine")), for: .local)
        for edit in 0..<edits {
            try await harness.service.execute(.editIntention(id: id, text: "Write \(edit)", startedAt: nil, endedAt: nil), for: .local)
        }
        let state = try await harness.state()

        // Then the page counts the corrections only
        #expect(
            IntentionPage(state: state, intention: state.intentions[id]!, now: harness.clock.now(), newKey: Self.key).revisionLine == line)
    }

    // MARK: SettingsPage

    @Test func theSettingsPageShowsTheCurrentSettingsOrTheTypedInput() async throws {
        let harness = Harness()
        let state = try await harness.state()

        let plain = SettingsPage(state: state, now: harness.clock.now(), newKey: Self.key)
        #expect(plain.timeZone == "Europe/Berlin")
        #expect(plain.hours.filter(\.selected).map(\.label) == ["04:00"])
        #expect(plain.weekdays.filter(\.selected).map(\.label) == ["Monday"])
        #expect(plain.errors.isEmpty)
        let europe = try #require(plain.timeZoneGroups.first { $0.region == "Europe" })
        #expect(europe.zones.filter(\.selected).map(\.value) == ["Europe/Berlin"])
        #expect(europe.zones.first { $0.value == "Europe/Berlin" }?.label == "Berlin")
        #expect(plain.timeZoneGroups.first { $0.region == "America" }?.zones.contains { $0.label == "New York" } == true)

        let input = SettingsPage.Input(
            timeZone: "Mars/Base", dayStartHour: 6, wakingStart: "07:00", wakingEnd: "23:00", weekStart: 7, theme: .dark,
            standupBy: "09:30", sizeHours: ["smallHours": "1"], hiddenModules: ["todos"],
            error: .invalid("timeZone", "Unknown."))
        let typed = SettingsPage(state: state, now: harness.clock.now(), input: input, newKey: Self.key)
        #expect(typed.timeZone == "Mars/Base")
        #expect(typed.hours.filter(\.selected).map(\.value) == [6])
        #expect(typed.weekdays.filter(\.selected).map(\.label) == ["Sunday"])
        #expect(typed.errors == ["timeZone": "Unknown."])
        #expect(typed.themes.filter(\.selected).map(\.value) == ["dark"])
    }
}

extension Harness {
    func state() async throws -> UserState {
        try await service.state(for: .local)
    }

    func start(_ text: String = "Write the report", minutes: Int = 25) async throws -> IntentionID {
        let id = IntentionID(UUID())
        try await service.execute(.startIntention(id: id, text: text, minutes: minutes), for: .local)
        return id
    }

    func end(_ id: IntentionID) async throws {
        try await service.execute(.endIntention(id: id), for: .local)
    }
}
