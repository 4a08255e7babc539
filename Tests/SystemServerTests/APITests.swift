import Foundation
import HTTPTypes
import HummingbirdTesting
import SystemCore
import SystemServer
import SystemStore
import Testing

/// Every route of the JSON API, with its success and its refusals.
@Suite struct APITests {
    // MARK: Starting

    @Test func startingAnIntentionReturns201WithTheWholeIntention() async throws {
        try await Harness().test { client in
            // When
            let response = try await client.post("/api/v1/intentions", json: #"{"text":"Write the report","minutes":25}"#)

            // Then
            #expect(response.status == .created)
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
            let body = try response.jsonObject()
            let id = try #require(body.string("id"))
            #expect(IntentionID(id) != nil)
            #expect(body.string("text") == "Write the report")
            #expect(body.int("plannedMinutes") == 25)
            #expect(body.string("startedAt") == "2026-11-20T10:00:00+01:00")
            #expect(body.string("plannedEndAt") == "2026-11-20T10:25:00+01:00")
            #expect(body.string("date") == "2026-11-20")
            #expect(body.isNull("endedAt"))
            #expect(body.isNull("actualMinutes"))
            #expect(body.string("status") == "running")
            #expect((body["tags"] as? [Any])?.isEmpty == true)
            #expect(body.isNull("feeling"))
            let review = try #require(body["review"] as? [String: Any])
            #expect(review.isNull("wentWell") && review.isNull("couldImprove") && review.isNull("interesting"))
        }
    }

    @Test func startingWhileOneRunsIsAConflict() async throws {
        try await Harness().test { client in
            // Given
            _ = try await client.startIntention("First")

            // When
            let response = try await client.post("/api/v1/intentions", json: #"{"text":"Second","minutes":25}"#)

            // Then
            #expect(response.status == .conflict)
            #expect(try response.apiError().code == "intention_running")
        }
    }

    @Test(arguments: [
        (#"{"text":"","minutes":25}"#, "text"),
        (#"{"text":"   ","minutes":25}"#, "text"),
        (#"{"text":"Read","minutes":3}"#, "minutes"),
        (#"{"text":"Read","minutes":241}"#, "minutes"),
        (#"{"text":"Read","minutes":"25"}"#, "minutes"),
        (#"{"minutes":25}"#, "text"),
        (#"{"text":"Read"}"#, "minutes"),
    ])
    func invalidStartsAre422NamingTheField(body: String, field: String) async throws {
        try await Harness().test { client in
            let response = try await client.post("/api/v1/intentions", json: body)

            #expect(response.status == .unprocessableContent)
            let error = try response.apiError()
            #expect(error.field == field)
            #expect(!error.message.isEmpty)
        }
    }

    @Test(arguments: [#"{"text":"#, "not json", "[1,2]"])
    func malformedJSONIs400(body: String) async throws {
        try await Harness().test { client in
            let response = try await client.post("/api/v1/intentions", json: body)

            #expect(response.status == .badRequest)
            #expect(try response.apiError().code == "invalid_json")
        }
    }

    // MARK: Reading

    @Test func currentShowsTheRunningIntentionOr404() async throws {
        try await Harness().test { client in
            // Given nothing runs
            let none = try await client.get("/api/v1/intentions/current")
            #expect(none.status == .notFound)
            #expect(try none.apiError().code == "no_running_intention")

            // When one starts
            let started = try await client.startIntention("Plan the week")

            // Then
            let current = try await client.get("/api/v1/intentions/current")
            #expect(current.status == .ok)
            #expect(try current.jsonObject().string("id") == started.string("id"))
            #expect(try current.jsonObject().string("text") == "Plan the week")
        }
    }

    @Test func anIntentionIsReadByID() async throws {
        try await Harness().test { client in
            let started = try await client.startIntention()
            let id = try #require(started.string("id"))

            let response = try await client.get("/api/v1/intentions/\(id)")

            #expect(response.status == .ok)
            #expect(try response.jsonObject().string("id") == id)
        }
    }

    @Test(arguments: ["00000000-0000-4000-8000-000000000000", "not-a-uuid"])
    func anUnknownIntentionIs404(id: String) async throws {
        try await Harness().test { client in
            let response = try await client.get("/api/v1/intentions/\(id)")

            #expect(response.status == .notFound)
            #expect(try response.apiError().code == "intention_not_found")
        }
    }

    // MARK: Ending and extending

    @Test func endingRecordsTheEndAndTheActualMinutes() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given
            let id = try #require(try await client.startIntention().string("id"))
            harness.clock.advance(by: 25 * 60)

            // When
            let response = try await client.post("/api/v1/intentions/\(id)/end", json: "")

            // Then
            #expect(response.status == .ok)
            let body = try response.jsonObject()
            #expect(body.string("status") == "ended")
            #expect(body.string("endedAt") == "2026-11-20T10:25:00+01:00")
            #expect(body.int("actualMinutes") == 25)

            // And ending again is refused
            let again = try await client.post("/api/v1/intentions/\(id)/end", json: "")
            #expect(again.status == .conflict)
            #expect(try again.apiError().code == "intention_not_running")

            // And nothing runs any more
            #expect(try await client.get("/api/v1/intentions/current").status == .notFound)
        }
    }

    @Test func endingAnUnknownIntentionIs404() async throws {
        try await Harness().test { client in
            let response = try await client.post("/api/v1/intentions/00000000-0000-4000-8000-000000000000/end", json: "")
            #expect(response.status == .notFound)
            #expect(try response.apiError().code == "intention_not_found")
        }
    }

    @Test func extendingAddsToThePlannedMinutes() async throws {
        try await Harness().test { client in
            let id = try #require(try await client.startIntention(minutes: 25).string("id"))

            let response = try await client.post("/api/v1/intentions/\(id)/extend", json: #"{"minutes":15}"#)

            #expect(response.status == .ok)
            let body = try response.jsonObject()
            #expect(body.int("plannedMinutes") == 40)
            #expect(body.string("plannedEndAt") == "2026-11-20T10:40:00+01:00")
        }
    }

    @Test(arguments: [#"{"minutes":0}"#, #"{"minutes":121}"#, #"{}"#, #"{"minutes":1.5}"#])
    func invalidExtensionsAre422(body: String) async throws {
        try await Harness().test { client in
            let id = try #require(try await client.startIntention().string("id"))

            let response = try await client.post("/api/v1/intentions/\(id)/extend", json: body)

            #expect(response.status == .unprocessableContent)
            #expect(try response.apiError().field == "minutes")
        }
    }

    @Test func extendingAnEndedIntentionIsAConflict() async throws {
        try await Harness().test { client in
            let id = try #require(try await client.startIntention().string("id"))
            _ = try await client.post("/api/v1/intentions/\(id)/end", json: "")

            let response = try await client.post("/api/v1/intentions/\(id)/extend", json: #"{"minutes":5}"#)

            #expect(response.status == .conflict)
            #expect(try response.apiError().code == "intention_not_running")
        }
    }

    // MARK: Tags

    @Test func tagsAcceptNamesAndObjectsAndCreateUnknownLabels() async throws {
        try await Harness().test { client in
            // Given
            let id = try #require(try await client.startIntention().string("id"))

            // When
            let response = try await client.post(
                "/api/v1/intentions/\(id)/tags",
                json: """
                    {"tags":["deep work","admin",{"name":"Doomscrolling","kind":"distraction"}]}
                    """)

            // Then
            #expect(response.status == .ok)
            let tags = try response.jsonObject().objects("tags")
            #expect(tags.map { $0.string("id") } == ["deep-work", "admin", "doomscrolling"])
            #expect(tags.map { $0.string("kind") } == ["traction", "traction", "distraction"])
            #expect(tags.last?.string("name") == "Doomscrolling")

            // And the new label is now one of the user's labels
            let labels = try await client.get("/api/v1/labels").jsonObject().objects("labels")
            #expect(labels.contains { $0.string("id") == "doomscrolling" && $0.string("kind") == "distraction" })
        }
    }

    @Test(arguments: [#"{"tags":"admin"}"#, #"{"tags":[1]}"#, #"{"tags":["!!!"]}"#, #"{"tags":[{"name":"x","kind":"neutral"}]}"#, #"{}"#])
    func invalidTagsAre422(body: String) async throws {
        try await Harness().test { client in
            let id = try #require(try await client.startIntention().string("id"))

            let response = try await client.post("/api/v1/intentions/\(id)/tags", json: body)

            #expect(response.status == .unprocessableContent)
            #expect(try response.apiError().field == "tags")
        }
    }

    // MARK: Feeling and review

    @Test func aFeelingIsRecordedOnceTheIntentionEnded() async throws {
        try await Harness().test { client in
            let id = try #require(try await client.startIntention().string("id"))

            // Rating a running intention is refused
            let early = try await client.post("/api/v1/intentions/\(id)/feeling", json: #"{"feeling":"happy"}"#)
            #expect(early.status == .conflict)
            #expect(try early.apiError().code == "intention_running")

            // Once ended it is recorded (case-insensitively)
            _ = try await client.post("/api/v1/intentions/\(id)/end", json: "")
            let response = try await client.post("/api/v1/intentions/\(id)/feeling", json: #"{"feeling":"Happy"}"#)
            #expect(response.status == .ok)
            #expect(try response.jsonObject().string("feeling") == "happy")
        }
    }

    @Test(arguments: [#"{"feeling":"elated"}"#, #"{"feeling":3}"#, #"{}"#])
    func anInvalidFeelingIs422(body: String) async throws {
        try await Harness().test { client in
            let id = try #require(try await client.startIntention().string("id"))
            _ = try await client.post("/api/v1/intentions/\(id)/end", json: "")

            let response = try await client.post("/api/v1/intentions/\(id)/feeling", json: body)

            #expect(response.status == .unprocessableContent)
            #expect(try response.apiError().field == "feeling")
        }
    }

    @Test func aReviewIsRecordedAndBlankAnswersBecomeNull() async throws {
        try await Harness().test { client in
            let id = try #require(try await client.startIntention().string("id"))
            _ = try await client.post("/api/v1/intentions/\(id)/end", json: "")

            let response = try await client.post(
                "/api/v1/intentions/\(id)/review",
                json: #"{"wentWell":"  Started early  ","couldImprove":"","interesting":"Quiet café"}"#)

            #expect(response.status == .ok)
            let review = try #require(try response.jsonObject()["review"] as? [String: Any])
            #expect(review.string("wentWell") == "Started early")
            #expect(review.isNull("couldImprove"))
            #expect(review.string("interesting") == "Quiet café")
        }
    }

    @Test func aTooLongReviewAnswerIs422() async throws {
        try await Harness().test { client in
            let id = try #require(try await client.startIntention().string("id"))
            _ = try await client.post("/api/v1/intentions/\(id)/end", json: "")

            let response = try await client.post(
                "/api/v1/intentions/\(id)/review",
                json: JSONText.encode(["wentWell": String(repeating: "a", count: 2001)]))

            #expect(response.status == .unprocessableContent)
            #expect(try response.apiError().field == "wentWell")
        }
    }

    @Test func reviewingARunningIntentionIsAConflict() async throws {
        try await Harness().test { client in
            let id = try #require(try await client.startIntention().string("id"))

            let response = try await client.post("/api/v1/intentions/\(id)/review", json: #"{"wentWell":"ok"}"#)

            #expect(response.status == .conflict)
            #expect(try response.apiError().code == "intention_running")
        }
    }

    // MARK: Editing

    @Test func editingChangesTextAndTimes() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given an intention from 10:00 to 10:30 Berlin time
            let id = try #require(try await client.startIntention("Draft").string("id"))
            harness.clock.advance(by: 30 * 60)
            _ = try await client.post("/api/v1/intentions/\(id)/end", json: "")

            // When its text and times are corrected (given in another offset)
            let response = try await client.post(
                "/api/v1/intentions/\(id)/edit",
                json: """
                    {"text":"Draft the intro","startedAt":"2026-11-20T08:50:00Z","endedAt":"2026-11-20T10:20:00+01:00"}
                    """)

            // Then
            #expect(response.status == .ok)
            let body = try response.jsonObject()
            #expect(body.string("text") == "Draft the intro")
            #expect(body.string("startedAt") == "2026-11-20T09:50:00+01:00")
            #expect(body.string("endedAt") == "2026-11-20T10:20:00+01:00")
            #expect(body.int("actualMinutes") == 30)
        }
    }

    @Test(arguments: [
        (#"{"startedAt":"yesterday"}"#, "startedAt"),
        (#"{"startedAt":"2026-11-20T09:50:00"}"#, "startedAt"),
        (#"{"endedAt":"2026-13-20T10:20:00+01:00"}"#, "endedAt"),
        (#"{"text":""}"#, "text"),
        (#"{"startedAt":"2026-11-21T09:00:00+01:00"}"#, "startedAt"),
    ])
    func invalidEditsAre422(body: String, field: String) async throws {
        let harness = Harness()
        try await harness.test { client in
            let id = try #require(try await client.startIntention().string("id"))
            harness.clock.advance(by: 30 * 60)
            _ = try await client.post("/api/v1/intentions/\(id)/end", json: "")

            let response = try await client.post("/api/v1/intentions/\(id)/edit", json: body)

            #expect(response.status == .unprocessableContent)
            #expect(try response.apiError().field == field)
        }
    }

    // MARK: Days

    @Test func aDayListsItsIntentionsAndPresence() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given 25 minutes inside an intention today
            let id = try #require(try await client.startIntention().string("id"))
            harness.clock.advance(by: 25 * 60)
            _ = try await client.post("/api/v1/intentions/\(id)/end", json: "")

            // When
            let day = try await client.get("/api/v1/days/2026-11-20/intentions")
            let presence = try await client.get("/api/v1/days/2026-11-20/presence")

            // Then
            #expect(day.status == .ok)
            let dayBody = try day.jsonObject()
            #expect(dayBody.string("date") == "2026-11-20")
            #expect(dayBody.objects("intentions").map { $0.string("id") } == [id])

            #expect(presence.status == .ok)
            let measured = try presence.jsonObject()
            #expect(measured.string("date") == "2026-11-20")
            #expect(measured.int("presentMinutes") == 25)
            #expect(measured.int("windowMinutes") == 960)
            #expect(measured["ratio"] as? Double == 0.026)
            #expect(measured.string("windowStart") == "2026-11-20T07:00:00+01:00")
            #expect(measured.string("windowEnd") == "2026-11-20T23:00:00+01:00")

            // And another day is empty
            let other = try await client.get("/api/v1/days/2026-11-19/intentions").jsonObject()
            #expect(other.objects("intentions").isEmpty)
            #expect(try await client.get("/api/v1/days/2026-11-19/presence").jsonObject().int("presentMinutes") == 0)
        }
    }

    @Test(arguments: ["2026-02-30", "2026-13-01", "Today", "20261120"])
    func aBadDateIs400(date: String) async throws {
        try await Harness().test { client in
            for what in ["intentions", "presence"] {
                let response = try await client.get("/api/v1/days/\(date)/\(what)")
                #expect(response.status == .badRequest)
                let error = try response.apiError()
                #expect(error.field == "date")
                #expect(error.code == "invalid_date")
            }
        }
    }

    // MARK: Labels

    @Test func labelsAreListedAndCreated() async throws {
        try await Harness().test { client in
            // Given the starter set
            let starter = try await client.get("/api/v1/labels")
            #expect(starter.status == .ok)
            let ids = try starter.jsonObject().objects("labels").compactMap { $0.string("id") }
            #expect(ids.contains("deep-work") && ids.contains("social-media"))

            // When
            let created = try await client.post("/api/v1/labels", json: #"{"name":"Side Project","kind":"traction"}"#)

            // Then
            #expect(created.status == .created)
            let label = try created.jsonObject()
            #expect(label.string("id") == "side-project")
            #expect(label.string("name") == "Side Project")
            #expect(label.string("kind") == "traction")
            let after = try await client.get("/api/v1/labels").jsonObject().objects("labels")
            #expect(after.count == ids.count + 1)

            // And a duplicate (by id) is refused
            let duplicate = try await client.post("/api/v1/labels", json: #"{"name":"side project"}"#)
            #expect(duplicate.status == .conflict)
            #expect(try duplicate.apiError().code == "label_exists")
        }
    }

    @Test(arguments: [(#"{"name":""}"#, "name"), (#"{}"#, "name"), (#"{"name":"Games2","kind":"fun"}"#, "kind")])
    func invalidLabelsAre422(body: String, field: String) async throws {
        try await Harness().test { client in
            let response = try await client.post("/api/v1/labels", json: body)

            #expect(response.status == .unprocessableContent)
            #expect(try response.apiError().field == field)
        }
    }

    // MARK: Settings

    @Test func settingsAreReadAndChanged() async throws {
        try await Harness().test { client in
            // Given the defaults
            let defaults = try await client.get("/api/v1/settings")
            #expect(defaults.status == .ok)
            let current = try defaults.jsonObject()
            #expect(current.string("timeZone") == "Europe/Berlin")
            #expect(current.int("dayStartHour") == 4)
            #expect(current.string("wakingStart") == "07:00")
            #expect(current.string("wakingEnd") == "23:00")
            #expect(current.int("weekStart") == 1)

            // When a subset changes
            let changed = try await client.post("/api/v1/settings", json: #"{"wakingStart":"06:30","weekStart":"sunday"}"#)

            // Then only that subset changes
            #expect(changed.status == .ok)
            let body = try changed.jsonObject()
            #expect(body.string("wakingStart") == "06:30")
            #expect(body.int("weekStart") == 7)
            #expect(body.string("timeZone") == "Europe/Berlin")
            #expect(try await client.get("/api/v1/settings").jsonObject().string("wakingStart") == "06:30")
        }
    }

    @Test(arguments: [
        (#"{"timeZone":"Mars/Base"}"#, "timeZone"),
        (#"{"dayStartHour":24}"#, "dayStartHour"),
        (#"{"wakingStart":"7am"}"#, "wakingStart"),
        (#"{"wakingEnd":"07:00"}"#, "wakingEnd"),
        (#"{"weekStart":8}"#, "weekStart"),
    ])
    func invalidSettingsAre422(body: String, field: String) async throws {
        try await Harness().test { client in
            let response = try await client.post("/api/v1/settings", json: body)

            #expect(response.status == .unprocessableContent)
            #expect(try response.apiError().field == field)
            #expect(try await client.get("/api/v1/settings").jsonObject().string("timeZone") == "Europe/Berlin")
        }
    }

    @Test func changingTheTimeZoneMovesDaysButNotInstants() async throws {
        // Given an intention at 03:30 Berlin time: before the 04:00 day start, so on the 19th
        let harness = Harness(at: Fixture.instant("2026-11-20T02:30:00Z"))
        try await harness.test { client in
            let id = try #require(try await client.startIntention().string("id"))
            let before = try await client.get("/api/v1/days/2026-11-19/intentions").jsonObject().objects("intentions")
            #expect(before.map { $0.string("id") } == [id])
            #expect(before.first?.string("date") == "2026-11-19")
            let startedBefore = try #require(before.first?.string("startedAt"))
            #expect(startedBefore == "2026-11-20T03:30:00+01:00")

            // When the time zone moves to Tokyo (11:30 local)
            let changed = try await client.post("/api/v1/settings", json: #"{"timeZone":"Asia/Tokyo"}"#)
            #expect(changed.status == .ok)

            // Then the intention belongs to the 20th, at the same instant
            let old = try await client.get("/api/v1/days/2026-11-19/intentions").jsonObject().objects("intentions")
            #expect(old.isEmpty)
            let moved = try await client.get("/api/v1/days/2026-11-20/intentions").jsonObject().objects("intentions")
            #expect(moved.map { $0.string("id") } == [id])
            #expect(moved.first?.string("date") == "2026-11-20")
            let startedAfter = try #require(moved.first?.string("startedAt"))
            #expect(startedAfter == "2026-11-20T11:30:00+09:00")
            #expect(Readable.parseInstant(startedAfter) == Readable.parseInstant(startedBefore))
        }
    }

    // MARK: Unknown routes

    @Test(arguments: ["/api/v1/nope", "/api/v1/intentions/current/extra", "/api/v2/intentions"])
    func anUnknownAPIRouteIsAJSON404(path: String) async throws {
        try await Harness().test { client in
            let response = try await client.get(path)

            #expect(response.status == .notFound)
            #expect(try response.apiError().code == "not_found")
        }
    }
}
