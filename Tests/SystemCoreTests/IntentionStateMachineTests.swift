import Foundation
import Testing

@testable import SystemCore

/// Every transition `UserState.decide` allows or refuses for intentions, labels and settings, checked by folding
/// the returned events back in with `evolve`.
@Suite struct IntentionStateMachineTests {
    let start = instant("2026-11-20T09:00:00Z")
    let id = intentionID(1)

    /// A user with one intention started at `start` and still running.
    func running() throws -> UserState {
        var state = UserState.fresh()
        try state.record(id, "Write the report", from: start)
        return state
    }

    /// A user with one intention that ran from `start` for 25 minutes.
    func ended() throws -> UserState {
        var state = UserState.fresh()
        try state.record(id, "Write the report", from: start, endingAfter: 25)
        return state
    }

    // MARK: - Start

    @Test func startRecordsTrimmedTextAndPlannedEnd() throws {
        // Given a user with no intentions
        var state = UserState.fresh()

        // When they start one with padded text, at an instant with a fraction of a second
        let events = try state.run(
            .startIntention(id: id, text: "  Write the report \n", minutes: 25),
            at: start.addingTimeInterval(0.75))

        // Then one event records the trimmed text at the whole second
        #expect(events == [.intentionStarted(.init(intentionId: id, text: "Write the report", plannedMinutes: 25, startedAt: start))])
        let intention = try #require(state.intentions[id])
        #expect(intention.status == .running)
        #expect(intention.plannedEndAt == start.plus(minutes: 25))
        #expect(intention.actualMinutes == nil)
        #expect(intention.tags.isEmpty)
        #expect(intention.revision == 0)
        #expect(state.intentions.runningID == id)
        #expect(state.intentions.count == 1)
    }

    @Test(arguments: ["", " ", "   \n\t "])
    func startRefusesBlankText(_ text: String) {
        expectInvalid(.startIntention(id: id, text: text, minutes: 25), by: .fresh(), at: start, field: "text")
    }

    @Test func startAcceptsTextUpTo280Characters() throws {
        // Given text of exactly 280 characters (padding is trimmed first, so it does not count)
        let text = String(repeating: "a", count: 280)

        // When it is started
        let events = try UserState.fresh().decide(.startIntention(id: id, text: "  \(text)  ", minutes: 25), now: start)

        // Then it is kept whole
        guard let started = try #require(events.first).as(DomainEvent.IntentionStarted.self) else {
            Issue.record("expected intention.started, got \(events)")
            return
        }
        #expect(started.text == text)
    }

    @Test func startRefuses281Characters() {
        expectInvalid(
            .startIntention(id: id, text: String(repeating: "é", count: 281), minutes: 25),
            by: .fresh(), at: start, field: "text")
    }

    @Test(arguments: [5, 25, 240])
    func startAcceptsMinutesWithinLimit(_ minutes: Int) throws {
        var state = UserState.fresh()
        try state.run(.startIntention(id: id, text: "Read", minutes: minutes), at: start)
        #expect(state.intentions[id]?.plannedMinutes == minutes)
    }

    @Test(arguments: [-5, 0, 4, 241, 1440])
    func startRefusesMinutesOutsideLimit(_ minutes: Int) {
        expectInvalid(.startIntention(id: id, text: "Read", minutes: minutes), by: .fresh(), at: start, field: "minutes")
    }

    @Test func startWhileAnotherRunsIsAConflict() throws {
        // Given a running intention
        let state = try running()

        // When another is started, Then it is refused and names the running one
        let error = try #require(
            refusal(
                of: .startIntention(id: intentionID(2), text: "Email", minutes: 10),
                by: state, at: start.plus(minutes: 5)))
        #expect(error.kind == .conflict)
        #expect(error.code == "intention_running")
        #expect(error.message.contains("Write the report"))
    }

    @Test func startAfterTheRunningOneEndedIsAllowed() throws {
        // Given an ended intention
        var state = try ended()

        // When another starts
        try state.run(.startIntention(id: intentionID(2), text: "Email", minutes: 10), at: start.plus(minutes: 30))

        // Then both are kept in start order and only the new one runs
        #expect(state.intentions.all.map(\.id) == [id, intentionID(2)])
        #expect(state.intentions.runningID == intentionID(2))
    }

    @Test func startWithAnIdInUseIsAConflict() throws {
        expectRefusal(
            .startIntention(id: id, text: "Again", minutes: 10), by: try ended(), at: start.plus(minutes: 30),
            kind: .conflict, code: "intention_exists", field: "id")
    }

    // MARK: - Extend

    @Test func extendRunningMovesPlannedEnd() throws {
        // Given a running 25-minute intention
        var state = try running()

        // When it is extended twice
        let events = try state.run(.extendIntention(id: id, minutes: 10), at: start.plus(minutes: 20))
        try state.run(.extendIntention(id: id, minutes: 5), at: start.plus(minutes: 33))

        // Then the plan grows by both, and it is still running
        #expect(events == [.intentionExtended(.init(intentionId: id, minutes: 10, at: start.plus(minutes: 20)))])
        let intention = try #require(state.intentions[id])
        #expect(intention.plannedMinutes == 40)
        #expect(intention.plannedEndAt == start.plus(minutes: 40))
        #expect(intention.status == .running)
        #expect(intention.revision == 0, "extending is not a correction")
    }

    @Test(arguments: [1, 120])
    func extendAcceptsMinutesWithinLimit(_ minutes: Int) throws {
        var state = try running()
        try state.run(.extendIntention(id: id, minutes: minutes), at: start.plus(minutes: 1))
        #expect(state.intentions[id]?.plannedMinutes == 25 + minutes)
    }

    @Test(arguments: [-1, 0, 121])
    func extendRefusesMinutesOutsideLimit(_ minutes: Int) throws {
        expectInvalid(.extendIntention(id: id, minutes: minutes), by: try running(), at: start.plus(minutes: 1), field: "minutes")
    }

    @Test func extendRefusesAPlanLongerThan24Hours() throws {
        // Given a 240-minute intention extended to exactly 24 hours
        var state = UserState.fresh()
        try state.record(id, from: start, planned: 240)
        for _ in 0..<10 { try state.run(.extendIntention(id: id, minutes: 120), at: start) }
        #expect(state.intentions[id]?.plannedMinutes == 24 * 60)

        // When it is extended once more, Then it is refused
        expectInvalid(.extendIntention(id: id, minutes: 1), by: state, at: start, field: "minutes")
    }

    @Test func extendEndedIsNotRunning() throws {
        expectRefusal(
            .extendIntention(id: id, minutes: 10), by: try ended(), at: start.plus(minutes: 30),
            kind: .conflict, code: "intention_not_running", field: "id")
    }

    @Test func extendUnknownIsNotFound() throws {
        expectRefusal(
            .extendIntention(id: intentionID(9), minutes: 10), by: try running(), at: start,
            kind: .notFound, code: "intention_not_found", field: "id")
    }

    // MARK: - End

    @Test func endRunningRecordsNow() throws {
        // Given a running intention
        var state = try running()

        // When it is ended 25 minutes and a fraction of a second later
        let now = start.plus(minutes: 25).addingTimeInterval(0.9)
        let events = try state.run(.endIntention(id: id), at: now)

        // Then the end is recorded at the whole second, and nothing runs any more
        #expect(events == [.intentionEnded(.init(intentionId: id, endedAt: start.plus(minutes: 25)))])
        let intention = try #require(state.intentions[id])
        #expect(intention.status == .ended)
        #expect(intention.endedAt == start.plus(minutes: 25))
        #expect(intention.actualMinutes == 25)
        #expect(intention.revision == 0, "ending is not a correction")
        #expect(state.intentions.running == nil)
    }

    @Test func endBeforeTheStartIsClampedToTheStart() throws {
        // Given a running intention, When it is ended at an instant before its start (a skewed clock)
        var state = try running()
        try state.run(.endIntention(id: id), at: start.addingTimeInterval(-60))

        // Then it ends where it started rather than running backwards
        #expect(state.intentions[id]?.endedAt == start)
        #expect(state.intentions[id]?.actualMinutes == 0)
    }

    @Test func endAlreadyEndedIsNotRunning() throws {
        expectRefusal(
            .endIntention(id: id), by: try ended(), at: start.plus(minutes: 30),
            kind: .conflict, code: "intention_not_running", field: "id")
    }

    @Test func endUnknownIsNotFound() {
        expectRefusal(
            .endIntention(id: id), by: .fresh(), at: start,
            kind: .notFound, code: "intention_not_found", field: "id")
    }

    // MARK: - Tag

    @Test func tagCreatesUnknownLabelsAndCollapsesDuplicates() throws {
        // Given a running intention and the starter labels (which include "deep work")
        var state = try running()

        // When it is tagged with an existing label, two new names (one with a kind) and repeats of both
        let events = try state.run(
            .tagIntention(
                id: id,
                tags: [
                    .init("Deep Work"),
                    .init("  Focus time "),
                    .init("Phone", kind: .distraction),
                    .init("focus-time", kind: .distraction),
                    .init("deep work"),
                ]), at: start.plus(minutes: 1))

        // Then each new label is created once, with the kind given (traction when none), and the tag set is deduplicated
        #expect(
            events == [
                .labelCreated(.init(label: Label(id: LabelID(name: "focus-time")!, name: "Focus time", kind: .traction))),
                .labelCreated(.init(label: Label(id: LabelID(name: "phone")!, name: "Phone", kind: .distraction))),
                .intentionTagged(
                    .init(
                        intentionId: id,
                        labels: [
                            LabelID(name: "deep-work")!, LabelID(name: "focus-time")!,
                            LabelID(name: "phone")!,
                        ])),
            ])
        #expect(state.intentions[id]?.tags.map(\.rawValue) == ["deep-work", "focus-time", "phone"])
        #expect(state.label(named: "Focus Time")?.kind == .traction)
        #expect(state.label(named: "phone")?.kind == .distraction)
        #expect(state.labels.count == Label.starterSet.count + 2)
    }

    @Test func tagReplacesTheWholeSet() throws {
        // Given an ended intention tagged with two labels
        var state = try ended()
        try state.run(.tagIntention(id: id, tags: [.init("writing"), .init("admin")]), at: start.plus(minutes: 30))

        // When it is tagged with one, and then with none
        try state.run(.tagIntention(id: id, tags: [.init("admin")]), at: start.plus(minutes: 31))
        #expect(state.intentions[id]?.tags.map(\.rawValue) == ["admin"])
        let events = try state.run(.tagIntention(id: id, tags: []), at: start.plus(minutes: 32))

        // Then the last set wins, and no label was created for existing names
        #expect(events == [.intentionTagged(.init(intentionId: id, labels: []))])
        #expect(state.intentions[id]?.tags == [])
        #expect(state.labels.count == Label.starterSet.count)
    }

    @Test func tagAcceptsTwentyTagsAndRefusesTwentyOne() throws {
        let state = try running()
        let twenty = (1...20).map { UserCommand.TagInput("tag \($0)") }
        let events = try state.decide(.tagIntention(id: id, tags: twenty), now: start)
        #expect(events.count == 21)  // 20 new labels and the tagging

        expectInvalid(.tagIntention(id: id, tags: twenty + [.init("tag 21")]), by: state, at: start, field: "tags")
    }

    @Test(arguments: ["", "   ", "!!!", "—", String(repeating: "x", count: 41)])
    func tagRefusesUnusableNames(_ name: String) throws {
        expectInvalid(.tagIntention(id: id, tags: [.init("writing"), .init(name)]), by: try running(), at: start, field: "tags")
    }

    @Test func tagUnknownIsNotFound() {
        expectRefusal(
            .tagIntention(id: id, tags: [.init("writing")]), by: .fresh(), at: start,
            kind: .notFound, code: "intention_not_found", field: "id")
    }

    // MARK: - Rate and review

    @Test(arguments: Feeling.allCases)
    func rateEnded(_ feeling: Feeling) throws {
        var state = try ended()
        let events = try state.run(.rateIntention(id: id, feeling: feeling), at: start.plus(minutes: 26))
        #expect(events == [.intentionRated(.init(intentionId: id, feeling: feeling))])
        #expect(state.intentions[id]?.feeling == feeling)
    }

    @Test func rateRunningIsAConflict() throws {
        expectRefusal(
            .rateIntention(id: id, feeling: .happy), by: try running(), at: start.plus(minutes: 5),
            kind: .conflict, code: "intention_running", field: "id")
    }

    @Test func rateUnknownIsNotFound() throws {
        expectRefusal(
            .rateIntention(id: intentionID(9), feeling: .happy), by: try ended(), at: start.plus(minutes: 30),
            kind: .notFound, code: "intention_not_found", field: "id")
    }

    @Test func reviewTrimsAnswersAndDropsEmptyOnes() throws {
        // Given an ended intention
        var state = try ended()

        // When it is reviewed with padded, blank and missing answers
        let events = try state.run(
            .reviewIntention(
                id: id,
                review: Review(
                    wentWell: "  Clear outline\n", couldImprove: "   ",
                    interesting: nil)),
            at: start.plus(minutes: 26))

        // Then the answers are trimmed and the blank one is nil
        let expected = Review(wentWell: "Clear outline", couldImprove: nil, interesting: nil)
        #expect(events == [.intentionReviewed(.init(intentionId: id, review: expected))])
        #expect(state.intentions[id]?.review == expected)

        // When it is reviewed again with only another answer, Then the new answers replace the old ones
        try state.run(.reviewIntention(id: id, review: Review(interesting: "Time flew")), at: start.plus(minutes: 27))
        #expect(state.intentions[id]?.review == Review(interesting: "Time flew"))
    }

    @Test func reviewRunningIsAConflict() throws {
        expectRefusal(
            .reviewIntention(id: id, review: Review(wentWell: "ok")), by: try running(), at: start.plus(minutes: 5),
            kind: .conflict, code: "intention_running", field: "id")
    }

    @Test func reviewAcceptsAnswersOf2000Characters() throws {
        let answer = String(repeating: "a", count: Review.maxLength)
        var state = try ended()
        try state.run(
            .reviewIntention(id: id, review: Review(wentWell: answer, couldImprove: answer, interesting: answer)),
            at: start.plus(minutes: 26))
        #expect(state.intentions[id]?.review.wentWell?.count == 2000)
    }

    @Test(arguments: ["wentWell", "couldImprove", "interesting"])
    func reviewRefusesLongAnswersNamingTheField(_ field: String) throws {
        // Given one answer of 2001 characters and the others short
        let long = String(repeating: "b", count: Review.maxLength + 1)
        let review = Review(
            wentWell: field == "wentWell" ? long : "fine",
            couldImprove: field == "couldImprove" ? long : "fine",
            interesting: field == "interesting" ? long : "fine")

        // Then the review is refused for that field
        expectInvalid(.reviewIntention(id: id, review: review), by: try ended(), at: start.plus(minutes: 26), field: field)
    }

    // MARK: - Edit

    @Test func editCorrectsTextAndTimes() throws {
        // Given an intention that ran 09:00–09:25
        var state = try ended()

        // When its text, start and end are corrected
        let events = try state.run(
            .editIntention(
                id: id, text: " Write the summary ", startedAt: start.plus(minutes: -15),
                endedAt: start.plus(minutes: 45)),
            at: start.plus(minutes: 60))

        // Then one edit records all three and the intention reflects them
        #expect(
            events == [
                .intentionEdited(
                    .init(
                        intentionId: id, text: "Write the summary",
                        startedAt: start.plus(minutes: -15), endedAt: start.plus(minutes: 45)))
            ])
        let intention = try #require(state.intentions[id])
        #expect(intention.text == "Write the summary")
        #expect(intention.startedAt == start.plus(minutes: -15))
        #expect(intention.endedAt == start.plus(minutes: 45))
        #expect(intention.actualMinutes == 60)
        #expect(intention.revision == 1)  // one correction
    }

    @Test func editRecordsOnlyWhatChanged() throws {
        // Given an intention that ran 09:00–09:25
        var state = try ended()

        // When the same text and start are sent with a new end
        let events = try state.run(
            .editIntention(
                id: id, text: "Write the report", startedAt: start,
                endedAt: start.plus(minutes: 20)),
            at: start.plus(minutes: 60))

        // Then only the end is recorded
        #expect(events == [.intentionEdited(.init(intentionId: id, text: nil, startedAt: nil, endedAt: start.plus(minutes: 20)))])
        #expect(state.intentions[id]?.actualMinutes == 20)
        #expect(state.intentions[id]?.text == "Write the report")
    }

    @Test func editThatChangesNothingReturnsNoEvents() throws {
        let state = try ended()
        let now = start.plus(minutes: 60)
        #expect(try state.decide(.editIntention(id: id, text: nil, startedAt: nil, endedAt: nil), now: now) == [])
        #expect(
            try state.decide(
                .editIntention(
                    id: id, text: "  Write the report ", startedAt: start,
                    endedAt: start.plus(minutes: 25)), now: now) == [])
    }

    @Test func editStartOfARunningIntention() throws {
        // Given a running intention, When its start is moved earlier
        var state = try running()
        try state.run(
            .editIntention(id: id, text: nil, startedAt: start.plus(minutes: -10), endedAt: nil),
            at: start.plus(minutes: 5))

        // Then it still runs, from the new start
        #expect(state.intentions[id]?.startedAt == start.plus(minutes: -10))
        #expect(state.intentions[id]?.status == .running)
        #expect(state.intentions.runningID == id)
    }

    @Test func editMovesTheIntentionInStartOrder() throws {
        // Given two intentions, 09:00 and 10:00
        var state = UserState.fresh()
        try state.record(intentionID(1), from: start, endingAfter: 25)
        try state.record(intentionID(2), from: start.plus(minutes: 60), endingAfter: 25)

        // When the second is corrected to have started at 08:00
        try state.run(
            .editIntention(id: intentionID(2), text: nil, startedAt: start.plus(minutes: -60), endedAt: nil),
            at: start.plus(minutes: 120))

        // Then it comes first
        #expect(state.intentions.all.map(\.id) == [intentionID(2), intentionID(1)])
    }

    @Test func editRefusesAnEndBeforeOrAtTheStart() throws {
        let state = try ended()
        let now = start.plus(minutes: 60)
        expectInvalid(
            .editIntention(id: id, text: nil, startedAt: nil, endedAt: start.plus(minutes: -1)), by: state, at: now,
            field: "endedAt")
        expectInvalid(.editIntention(id: id, text: nil, startedAt: nil, endedAt: start), by: state, at: now, field: "endedAt")
        // A new start after the recorded end is refused on the end too.
        expectInvalid(
            .editIntention(id: id, text: nil, startedAt: start.plus(minutes: 30), endedAt: nil), by: state, at: now,
            field: "endedAt")
    }

    @Test func editRefusesTimesInTheFuture() throws {
        let state = try ended()
        let now = start.plus(minutes: 60)
        expectInvalid(
            .editIntention(id: id, text: nil, startedAt: now.plus(minutes: 1), endedAt: nil), by: state, at: now,
            field: "startedAt")
        expectInvalid(
            .editIntention(id: id, text: nil, startedAt: nil, endedAt: now.plus(minutes: 1)), by: state, at: now,
            field: "endedAt")
    }

    @Test func editRefusesTheEndOfARunningIntention() throws {
        expectRefusal(
            .editIntention(id: id, text: nil, startedAt: nil, endedAt: start.plus(minutes: 5)), by: try running(),
            at: start.plus(minutes: 10), kind: .conflict, code: "intention_running", field: "endedAt")
    }

    @Test(arguments: ["", "   ", String(repeating: "z", count: 281)])
    func editRefusesBadText(_ text: String) throws {
        expectInvalid(
            .editIntention(id: id, text: text, startedAt: nil, endedAt: nil), by: try ended(),
            at: start.plus(minutes: 60), field: "text")
    }

    @Test func editUnknownIsNotFound() {
        expectRefusal(
            .editIntention(id: id, text: "x", startedAt: nil, endedAt: nil), by: .fresh(), at: start,
            kind: .notFound, code: "intention_not_found", field: "id")
    }

    @Test func revisionCountsCorrectionsOnly() throws {
        // Given an intention taken through every kind of change
        var state = try running()
        try state.run(.extendIntention(id: id, minutes: 5), at: start.plus(minutes: 10))
        try state.run(.tagIntention(id: id, tags: [.init("writing")]), at: start.plus(minutes: 11))
        try state.run(.endIntention(id: id), at: start.plus(minutes: 30))
        try state.run(.rateIntention(id: id, feeling: .meh), at: start.plus(minutes: 31))
        try state.run(.reviewIntention(id: id, review: Review(wentWell: "ok")), at: start.plus(minutes: 32))
        try state.run(.editIntention(id: id, text: "Report", startedAt: nil, endedAt: nil), at: start.plus(minutes: 33))

        // Then only the correction counts: extending, tagging, ending, rating and reviewing are not edits
        let intention = try #require(state.intentions[id])
        #expect(intention.revision == 1)
        #expect(intention.plannedMinutes == 30)
        #expect(intention.tags.map(\.rawValue) == ["writing"])
        #expect(intention.feeling == .meh)
        #expect(intention.text == "Report")
    }

    // MARK: - Labels

    @Test func createLabelTrimsTheName() throws {
        var state = UserState.fresh()
        let events = try state.run(.createLabel(name: "  Side Project ", kind: .traction), at: start)
        #expect(events == [.labelCreated(.init(label: Label(id: LabelID(name: "side-project")!, name: "Side Project", kind: .traction)))])
        #expect(state.label(named: "side project")?.name == "Side Project")
    }

    @Test(arguments: ["Deep Work", "deep-work", "  DEEP   work  "])
    func createLabelThatExistsIsAConflict(_ name: String) {
        expectRefusal(
            .createLabel(name: name, kind: .distraction), by: .fresh(), at: start,
            kind: .conflict, code: "label_exists", field: "name")
    }

    @Test(arguments: ["", "  ", "???", String(repeating: "n", count: 41)])
    func createLabelRefusesUnusableNames(_ name: String) {
        expectInvalid(.createLabel(name: name, kind: .traction), by: .fresh(), at: start, field: "name")
    }

    // MARK: - Settings

    @Test func changeSettingsRecordsThemOnce() throws {
        // Given a new user on the defaults
        var state = UserState.fresh(timeZone: "Europe/Berlin")
        #expect(!state.hasSavedSettings)

        // When they save the defaults explicitly, Then that is recorded (they are now theirs)
        let defaults = Settings.defaults(timeZone: "Europe/Berlin")
        let first = try state.run(.changeSettings(defaults), at: start)
        #expect(first == [DomainEvent(DomainEvent.GeneralSettingsChanged(settings: defaults.general))])
        #expect(state.hasSavedSettings)

        // When they save the same again, Then nothing is recorded
        let again = try state.run(.changeSettings(defaults), at: start)
        #expect(again == [])

        // When they change the general part, Then the new settings apply, recorded by that part's event alone
        let changed = Settings(
            timeZone: "America/New_York", dayStartHour: 0, wakingStart: time("06:30"),
            wakingEnd: time("22:00"), weekStart: 7)
        let events = try state.run(.changeSettings(changed), at: start)
        #expect(events == [DomainEvent(DomainEvent.GeneralSettingsChanged(settings: changed.general))])
        #expect(state.settings == changed)
        #expect(state.calendar.timeZone.identifier == "America/New_York")
    }

    @Test func changeSettingsRefusesAnUnknownTimeZone() {
        expectInvalid(.changeSettings(Settings(timeZone: "Mars/Olympus_Mons")), by: .fresh(), at: start, field: "timeZone")
    }

    @Test(arguments: [-1, 24])
    func changeSettingsRefusesADayStartOutOfRange(_ hour: Int) {
        expectInvalid(.changeSettings(Settings(timeZone: "UTC", dayStartHour: hour)), by: .fresh(), at: start, field: "dayStartHour")
    }

    @Test(arguments: ["00:00", "07:00", "23:59"])
    func changeSettingsRefusesAnEmptyWakingWindow(_ text: String) {
        expectInvalid(
            .changeSettings(Settings(timeZone: "UTC", wakingStart: time(text), wakingEnd: time(text))),
            by: .fresh(), at: start, field: "wakingEnd")
    }

    @Test(arguments: [0, 8])
    func changeSettingsRefusesAWeekStartOutOfRange(_ weekday: Int) {
        expectInvalid(.changeSettings(Settings(timeZone: "UTC", weekStart: weekday)), by: .fresh(), at: start, field: "weekStart")
    }

    @Test func defaultsFallBackToUTCForAnUnknownMachineZone() {
        #expect(UserState.fresh(timeZone: "Not/A_Zone").settings.timeZone == "UTC")
    }

    // MARK: - Replay

    @Test func aStartWhileAnotherRunsEndsTheOlderOneOnReplay() throws {
        // Given a running intention
        var state = try running()

        // When a concurrent writer's start is folded in (decide would have refused it)
        let later = start.plus(minutes: 10)
        state.evolve(.intentionStarted(.init(intentionId: intentionID(2), text: "Other", plannedMinutes: 5, startedAt: later)))

        // Then the older one ends where the newer one starts, and the newer one runs
        #expect(state.intentions[id]?.endedAt == later)
        #expect(state.intentions.runningID == intentionID(2))
    }

    @Test func eventsForUnknownIntentionsAreSkipped() {
        // Given a user with no intentions, When events about an unknown intention are folded in
        var state = UserState.fresh()
        state.evolve(.intentionEnded(.init(intentionId: id, endedAt: start)))
        state.evolve(.intentionRated(.init(intentionId: id, feeling: .sad)))

        // Then nothing appears
        #expect(state.intentions.count == 0)
    }
}
