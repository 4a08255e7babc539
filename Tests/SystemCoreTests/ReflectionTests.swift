import Foundation
import Testing

@testable import SystemCore

/// Reflecting on an intention in one step, and recording one that was forgotten.
@Suite struct ReflectionTests {
    let id = intentionID(1)
    let start = instant("2026-11-20T09:00:00Z")

    func ended() throws -> UserState {
        var state = UserState.fresh()
        try state.record(id, "Write", from: start, endingAfter: 25)
        return state
    }

    // MARK: - Reflect

    @Test func tagsFeelingAndReviewAreRecordedTogether() throws {
        // Given an ended intention
        var state = try ended()

        // When it is tagged (with a new label), rated and reviewed in one step
        let events = try state.run(
            .reflectOnIntention(
                id: id, tags: [.init("writing"), .init("Chat", kind: .distraction)], feeling: .happy,
                review: Review(wentWell: "  Outline first  ", couldImprove: "")),
            at: start.plus(minutes: 30))

        // Then one decision gives the new label, the tags, the feeling and the cleaned review, in that order
        #expect(events.map(\.type) == ["label.created", "intention.tagged", "intention.rated", "intention.reviewed"])
        let intention = try #require(state.intentions[id])
        #expect(intention.tags.map(\.rawValue) == ["writing", "chat"])
        #expect(intention.feeling == .happy)
        #expect(intention.review == Review(wentWell: "Outline first"))
        #expect(intention.revision == 0, "reflecting is not a correction")
    }

    @Test(
        arguments: [
            // (tags, feeling, review, the events recorded), against tags [writing], meh, wentWell "Fine"
            ([String]?.none, Feeling?.none, Review?.none, [String]()),
            (["writing"], .meh, Review(wentWell: "Fine"), []),
            (["writing"], .happy, Review(wentWell: "Fine"), ["intention.rated"]),
            (["admin", "writing"], .meh, nil, ["intention.tagged"]),
            (nil, nil, Review(wentWell: "Fine", interesting: "Hm"), ["intention.reviewed"]),
            ([], nil, nil, ["intention.tagged"]),
        ] as [([String]?, Feeling?, Review?, [String])])
    func onlyWhatChangedIsRecorded(tags: [String]?, feeling: Feeling?, review: Review?, recorded: [String]) throws {
        var state = try ended()
        try state.run(
            .reflectOnIntention(id: id, tags: [.init("writing")], feeling: .meh, review: Review(wentWell: "Fine")),
            at: start.plus(minutes: 30))

        let events = try state.decide(
            .reflectOnIntention(id: id, tags: tags?.map { .init($0) }, feeling: feeling, review: review),
            now: start.plus(minutes: 31))

        #expect(events.map(\.type) == recorded)
    }

    @Test func onePartRefusedRefusesTheWhole() throws {
        // Given an ended intention
        let state = try ended()

        // When a good feeling and review come with a tag that cannot be a label, Then all of it is refused at the tags
        expectInvalid(
            .reflectOnIntention(
                id: id, tags: [.init("writing"), .init(String(repeating: "x", count: 41))], feeling: .happy,
                review: Review(wentWell: "Good")), by: state, at: start.plus(minutes: 30), field: "tags")
        // And a review over the limit is refused at its answer
        expectInvalid(
            .reflectOnIntention(id: id, tags: nil, feeling: .happy, review: Review(couldImprove: String(repeating: "y", count: 2001))),
            by: state, at: start.plus(minutes: 30), field: "couldImprove")
    }

    @Test func aRunningIntentionCanBeTaggedButNotRated() throws {
        var state = UserState.fresh()
        try state.record(id, "Write", from: start)

        let tagged = try state.run(
            .reflectOnIntention(id: id, tags: [.init("writing")], feeling: nil, review: nil), at: start.plus(minutes: 5))
        #expect(tagged.map(\.type) == ["intention.tagged"])
        expectRefusal(
            .reflectOnIntention(id: id, tags: nil, feeling: .happy, review: nil), by: state, at: start.plus(minutes: 6),
            kind: .conflict, code: "intention_running", field: "id")
    }

    // MARK: - Record a forgotten intention

    @Test func aForgottenIntentionIsRecordedEndedWithItsTimes() throws {
        // Given an intention running now
        var state = UserState.fresh()
        try state.record(intentionID(2), "Now", from: start.plus(minutes: 120))

        // When one that ran earlier is recorded
        let events = try state.run(
            .recordIntention(id: id, text: " Call the bank ", startedAt: start, endedAt: start.plus(minutes: 20)),
            at: start.plus(minutes: 130))

        // Then it is ended with its times, in start order, and what runs keeps running
        #expect(
            events == [
                .intentionRecorded(.init(intentionId: id, text: "Call the bank", startedAt: start, endedAt: start.plus(minutes: 20)))
            ])
        let intention = try #require(state.intentions[id])
        #expect(intention.status == .ended)
        #expect(intention.actualMinutes == 20)
        #expect(intention.plannedMinutes == 20)
        #expect(state.intentions.all.map(\.id) == [id, intentionID(2)])
        #expect(state.intentions.runningID == intentionID(2))
        #expect(state.presence(on: civil("2026-11-20"), now: start.plus(minutes: 130)).presentMinutes >= 20)
    }

    @Test func aForgottenIntentionFromAToDoCountsTowardItsGoal() throws {
        var state = UserState.fresh()
        let area: AreaID = fixedID(50), todo: TodoID = fixedID(60)
        try state.weekly(.createArea(id: area, name: "Career"), at: start)
        try state.daily(.addTodo(id: todo, date: civil("2026-11-20"), text: "Parse", link: .area(area)), at: start)

        try state.run(
            .recordIntention(id: id, text: "Parse", startedAt: start, endedAt: start.plus(minutes: 45), todo: todo),
            at: start.plus(minutes: 60))

        #expect(state.minutesSpent(on: todo, now: start.plus(minutes: 60)) == 45)
        #expect(state.plan(weekContaining: civil("2026-11-20"), now: start.plus(minutes: 60)).areas.first?.spentMinutes == 45)
    }

    @Test(arguments: [
        ("", 0, 20, "text"),
        ("Call", 20, 0, "endedAt"),
        ("Call", 0, 0, "endedAt"),
        ("Call", 0, 25 * 60, "endedAt"),
        ("Call", 60, 200, "endedAt"),  // ends in the future
    ])
    func aForgottenIntentionIsRefusedWithTheField(text: String, from: Int, to: Int, field: String) {
        expectInvalid(
            .recordIntention(id: id, text: text, startedAt: start.plus(minutes: from), endedAt: start.plus(minutes: to)),
            by: .fresh(), at: start.plus(minutes: 120), field: field)
    }

    @Test func aForgottenIntentionForAnUnknownToDoIsNotFound() {
        expectRefusal(
            .recordIntention(id: id, text: "x", startedAt: start, endedAt: start.plus(minutes: 5), todo: fixedID(99)),
            by: .fresh(), at: start.plus(minutes: 60), kind: .notFound, code: "todo_not_found", field: "todo")
    }

    // MARK: - Hints

    @Test func hintsGoOnceTheirPointIsMade() throws {
        var state = UserState.fresh()
        #expect(Hint.isShown(Hint.focus, in: state) && Hint.isShown(Hint.reflect, in: state) && Hint.isShown(Hint.week, in: state))
        #expect(!Hint.isShown("today", in: state), "the coach welcomes a new user; Today has no hint")

        // After three intentions, the focus screen and the pause have made their point
        for n in 1...3 { try state.record(intentionID(n), from: start.plus(minutes: n * 30), endingAfter: 25) }
        #expect(!Hint.isShown(Hint.focus, in: state) && !Hint.isShown(Hint.reflect, in: state))

        // After a goal is planned, the week's hint has made its point; a closed hint never returns
        try state.weekly(.createArea(id: fixedID(50), name: "Career"), at: start)
        #expect(Hint.isShown(Hint.week, in: state))
        try state.run(.dismissHint(Hint.week), at: start)
        #expect(!Hint.isShown(Hint.week, in: state))
    }
}
