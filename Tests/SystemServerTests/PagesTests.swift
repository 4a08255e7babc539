import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SystemCore
import SystemServer
import SystemStore
import Testing

/// The server-rendered pages and their forms, which work without JavaScript.
@Suite struct PagesTests {
    /// Starts an intention through the start form and returns its id (read back from the API).
    static func startByForm(
        _ client: some TestClientProtocol, _ text: String = "Write the report", minutes: Int = 25,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        let response = try await client.post(
            "/intentions",
            form: [
                ("text", text), ("minutes", String(minutes)),
                ("idempotencyKey", UUID().uuidString),
            ])
        #expect(response.status == .seeOther, sourceLocation: sourceLocation)
        #expect(response.location == "/focus", sourceLocation: sourceLocation)
        return try #require(try await client.get("/api/v1/intentions/current").jsonObject().string("id"), sourceLocation: sourceLocation)
    }

    // MARK: Today and starting

    @Test func todayShowsTheStartForm() async throws {
        try await Harness().test { client in
            let response = try await client.get("/")

            #expect(response.status == .ok)
            #expect(response.isHTML)
            #expect(response.text.contains("Set an intention"))
            #expect(response.text.contains("Nothing yet today"))
        }
    }

    @Test func startingRedirectsToTheFocusScreen() async throws {
        try await Harness().test { client in
            // When
            let response = try await client.post(
                "/intentions",
                form: [
                    ("text", "Write the report"), ("minutes", "25"),
                    ("idempotencyKey", "k-1"),
                ])

            // Then
            #expect(response.status == .seeOther)
            #expect(response.location == "/focus")
            let focus = try await client.get("/focus")
            #expect(focus.status == .ok)
            #expect(focus.text.contains("Write the report"))
            #expect(focus.text.contains("Remove distractions"))
            #expect(focus.text.contains("25:00"))

            // And Today shows it running instead of the form
            let today = try await client.get("/").text
            #expect(today.contains("Open focus screen"))
            #expect(!today.contains("Set an intention"))
        }
    }

    @Test func aPresetOrCustomDurationIsUsed() async throws {
        try await Harness().test { client in
            let response = try await client.post("/intentions", form: [("text", "Read"), ("minutes", "25"), ("customMinutes", "1h30m")])

            #expect(response.status == .seeOther)
            #expect(try await client.get("/api/v1/intentions/current").jsonObject().int("plannedMinutes") == 90)
        }
    }

    @Test func focusWithNothingRunningRedirectsToToday() async throws {
        try await Harness().test { client in
            let response = try await client.get("/focus")

            #expect(response.status == .seeOther)
            #expect(response.location == "/")
        }
    }

    @Test func startingWhileOneRunsOffersToEndIt() async throws {
        try await Harness().test { client in
            // Given
            let first = try await Self.startByForm(client, "First")

            // When
            let refused = try await client.post("/intentions", form: [("text", "Second"), ("minutes", "50"), ("idempotencyKey", "k-2")])

            // Then
            #expect(refused.status == .conflict)
            #expect(refused.isHTML)
            #expect(refused.text.contains("End “First” and start this one"))
            #expect(refused.text.contains(#"name="endRunning" value="1""#))
            #expect(refused.text.contains(#"value="Second""#))

            // When the user accepts
            let accepted = try await client.post(
                "/intentions",
                form: [
                    ("text", "Second"), ("minutes", "50"), ("endRunning", "1"),
                    ("idempotencyKey", "k-3"),
                ])

            // Then the first ended and the second runs
            #expect(accepted.status == .seeOther)
            #expect(accepted.location == "/focus")
            let current = try await client.get("/api/v1/intentions/current").jsonObject()
            #expect(current.string("text") == "Second")
            #expect(current.int("plannedMinutes") == 50)
            #expect(try await client.get("/api/v1/intentions/\(first)").jsonObject().string("status") == "ended")
        }
    }

    @Test func anEmptyTextShowsTheFieldError() async throws {
        try await Harness().test { client in
            let response = try await client.post("/intentions", form: [("text", "  "), ("minutes", "25")])

            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("Say what you intend to do: the activity cannot be empty."))
            #expect(response.text.contains(#"aria-invalid="true" aria-describedby="text-error""#))
            #expect(try await client.get("/api/v1/intentions/current").status == .notFound)
        }
    }

    @Test(arguments: ["abc", "3", "500"])
    func aBadCustomDurationShowsTheFieldError(minutes: String) async throws {
        try await Harness().test { client in
            let response = try await client.post("/intentions", form: [("text", "Read"), ("minutes", "25"), ("customMinutes", minutes)])

            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains(#"aria-describedby="minutes-error""#))
            #expect(response.text.contains(#"value="Read""#), "what the user typed is kept")
            #expect(try await client.get("/api/v1/intentions/current").status == .notFound)
        }
    }

    @Test func repeatingAFormPostWithItsKeyStartsOnce() async throws {
        try await Harness().test { client in
            let form = [("text", "Write the report"), ("minutes", "25"), ("idempotencyKey", "same-key")]

            let first = try await client.post("/intentions", form: form)
            let second = try await client.post("/intentions", form: form)

            #expect(first.status == .seeOther)
            #expect(second.status == .seeOther)
            #expect(second.location == "/focus")
            let day = try await client.get("/api/v1/days/2026-11-20/intentions").jsonObject()
            #expect(day.objects("intentions").count == 1)
        }
    }

    // MARK: Running

    @Test func endingRedirectsToTheIntention() async throws {
        let harness = Harness()
        try await harness.test { client in
            let id = try await Self.startByForm(client)
            harness.clock.advance(by: 30 * 60)

            let response = try await client.post("/intentions/\(id)/end", form: [("idempotencyKey", "end-1")])

            #expect(response.status == .seeOther)
            #expect(response.location == "/intentions/\(id)?saved=ended")
            let page = try await client.get("/intentions/\(id)?saved=ended")
            #expect(page.status == .ok)
            #expect(page.text.contains("Intention ended."))
            #expect(page.text.contains("30 min of 25 min planned"))
            #expect(try await client.get("/focus").status == .seeOther)
        }
    }

    @Test func endingTwiceShowsTheIntentionWithTheProblem() async throws {
        try await Harness().test { client in
            let id = try await Self.startByForm(client)
            _ = try await client.post("/intentions/\(id)/end", form: [])

            let response = try await client.post("/intentions/\(id)/end", form: [])

            #expect(response.status == .conflict)
            #expect(response.isHTML)
        }
    }

    @Test func extendingRedirectsToFocus() async throws {
        try await Harness().test { client in
            let id = try await Self.startByForm(client, minutes: 25)

            let response = try await client.post("/intentions/\(id)/extend", form: [("minutes", "5"), ("idempotencyKey", "ext-1")])

            #expect(response.status == .seeOther)
            #expect(response.location == "/focus")
            #expect(try await client.get("/api/v1/intentions/current").jsonObject().int("plannedMinutes") == 30)
        }
    }

    @Test func aBadExtensionShowsTheFocusScreenWithTheError() async throws {
        try await Harness().test { client in
            let id = try await Self.startByForm(client)

            let response = try await client.post("/intentions/\(id)/extend", form: [("minutes", "many")])

            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("Choose how many minutes to add."))
            #expect(response.text.contains("Remove distractions"))
        }
    }

    // MARK: Reflecting

    @Test func tagsAreSavedAndShownChecked() async throws {
        try await Harness().test { client in
            // Given
            let id = try await Self.startByForm(client)

            // When
            let response = try await client.post(
                "/intentions/\(id)/tags",
                form: [
                    ("tags", "deep-work"), ("tags", "admin"), ("newLabel", "Reading"), ("newLabelKind", "traction"),
                    ("idempotencyKey", "t-1"),
                ])

            // Then
            #expect(response.status == .seeOther)
            #expect(response.location == "/intentions/\(id)?saved=reflect")
            let page = try await client.get("/intentions/\(id)").text
            #expect(page.contains(#"value="deep-work" checked"#))
            #expect(page.contains(#"value="admin" checked"#))
            #expect(page.contains(#"value="reading" checked"#))
            #expect(page.contains(#"value="writing" >"#), "an unchosen label stays unchecked")
            let tags = try await client.get("/api/v1/intentions/\(id)").jsonObject().objects("tags")
            #expect(tags.map { $0.string("id") } == ["deep-work", "admin", "reading"])
        }
    }

    @Test func aFeelingWaitsForThePause() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given an ended intention
            let id = try await Self.startByForm(client)
            _ = try await client.post("/intentions/\(id)/end", form: [])
            let now = Int(harness.clock.now().timeIntervalSince1970)

            // When the choice comes straight after the page opened
            let tooSoon = try await client.post("/intentions/\(id)/feeling", form: [("feeling", "happy"), ("openedAt", String(now))])

            // Then
            #expect(tooSoon.status == .unprocessableContent)
            #expect(tooSoon.text.contains("Take a breath first"))
            #expect(try await client.get("/api/v1/intentions/\(id)").jsonObject().isNull("feeling"))

            // When it comes ten seconds later
            let later = try await client.post("/intentions/\(id)/feeling", form: [("feeling", "happy"), ("openedAt", String(now - 10))])

            // Then
            #expect(later.status == .seeOther)
            #expect(later.location == "/intentions/\(id)?saved=reflect")
            #expect(try await client.get("/api/v1/intentions/\(id)").jsonObject().string("feeling") == "happy")
            #expect(try await client.get("/intentions/\(id)").text.contains(#"value="happy" checked"#))
        }
    }

    @Test func aMissingFeelingIs422() async throws {
        try await Harness().test { client in
            let id = try await Self.startByForm(client)
            _ = try await client.post("/intentions/\(id)/end", form: [])

            let response = try await client.post("/intentions/\(id)/feeling", form: [("openedAt", "0")])

            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("Choose how it felt"))
        }
    }

    @Test func aReviewIsSavedAndShown() async throws {
        try await Harness().test { client in
            let id = try await Self.startByForm(client)
            _ = try await client.post("/intentions/\(id)/end", form: [])

            let response = try await client.post(
                "/intentions/\(id)/review",
                form: [
                    ("wentWell", "Started on time"), ("couldImprove", ""), ("interesting", "Music helped"), ("idempotencyKey", "r-1"),
                ])

            #expect(response.status == .seeOther)
            #expect(response.location == "/intentions/\(id)?saved=reflect")
            let page = try await client.get("/intentions/\(id)").text
            #expect(page.contains("Started on time</textarea>"))
            #expect(page.contains("Music helped</textarea>"))
            let day = try await client.get("/").text
            #expect(day.contains("Went well:"))
        }
    }

    @Test func aTooLongReviewKeepsWhatWasTyped() async throws {
        try await Harness().test { client in
            let id = try await Self.startByForm(client)
            _ = try await client.post("/intentions/\(id)/end", form: [])
            let long = String(repeating: "b", count: 2001)

            let response = try await client.post("/intentions/\(id)/review", form: [("wentWell", "fine"), ("couldImprove", long)])

            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains(#"id="review-couldImprove-error""#))
            #expect(response.text.contains(long))
        }
    }

    @Test func editingMovesTheStoredStart() async throws {
        // Given an intention from 10:30 to 10:50 Berlin time
        let harness = Harness(at: Fixture.instant("2026-11-20T09:30:00Z"))
        try await harness.test { client in
            let id = try await Self.startByForm(client, "Draft")
            harness.clock.advance(by: 20 * 60)
            _ = try await client.post("/intentions/\(id)/end", form: [])

            // When its start is corrected to 10:00 local time
            let response = try await client.post(
                "/intentions/\(id)/edit",
                form: [
                    ("text", "Draft the intro"), ("startedAt", "2026-11-20T10:00"), ("endedAt", "2026-11-20T10:50"),
                    ("idempotencyKey", "e-1"),
                ])

            // Then
            #expect(response.status == .seeOther)
            #expect(response.location == "/intentions/\(id)?saved=edit")
            let stored = try await client.get("/api/v1/intentions/\(id)").jsonObject()
            #expect(stored.string("startedAt") == "2026-11-20T10:00:00+01:00")
            #expect(stored.string("endedAt") == "2026-11-20T10:50:00+01:00")
            #expect(stored.string("text") == "Draft the intro")
            #expect(stored.int("actualMinutes") == 50)
            let page = try await client.get("/intentions/\(id)?saved=edit").text
            #expect(page.contains("Changes saved."))
            #expect(page.contains(#"value="2026-11-20T10:00""#))
        }
    }

    @Test(arguments: ["yesterday", "2026-11-20 10:00", "2026-11-20T25:00"])
    func aBadEditTimeShowsTheFieldError(value: String) async throws {
        try await Harness().test { client in
            let id = try await Self.startByForm(client)

            let response = try await client.post("/intentions/\(id)/edit", form: [("text", "Write"), ("startedAt", value)])

            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("is not a date and time"))
            #expect(response.text.contains("<details class=\"card\" id=\"edit\" open>"))
        }
    }

    @Test(arguments: ["/intentions/00000000-0000-4000-8000-000000000000", "/intentions/nope"])
    func anUnknownIntentionIsA404Page(path: String) async throws {
        try await Harness().test { client in
            let page = try await client.get(path)
            #expect(page.status == .notFound)
            #expect(page.isHTML)

            let form = try await client.post("\(path)/end", form: [])
            #expect(form.status == .notFound)
            #expect(form.isHTML)
        }
    }

    // MARK: Days

    @Test func aBadDayIsA404Page() async throws {
        try await Harness().test { client in
            let response = try await client.get("/days/2026-02-30")

            #expect(response.status == .notFound)
            #expect(response.isHTML)
            #expect(response.text.contains("That is not a day"))
        }
    }

    @Test func theDatePickerRedirectsToTheDay() async throws {
        try await Harness().test { client in
            let picked = try await client.get("/days?date=2026-11-19")
            #expect(picked.status == .seeOther)
            #expect(picked.location == "/days/2026-11-19")

            let nonsense = try await client.get("/days?date=soon")
            #expect(nonsense.status == .seeOther)
            #expect(try await client.get(try #require(nonsense.location)).location == "/")
        }
    }

    @Test func aPastDayListsItsIntentionsAndPresence() async throws {
        // Given 35 minutes inside an intention on the 19th, looked at on the 20th
        let harness = Harness(at: Fixture.instant("2026-11-19T14:00:00Z"))
        try await harness.test { client in
            _ = try await Self.startByForm(client, "Yesterday's report")
            harness.clock.advance(by: 35 * 60)
            _ = try await client.post(
                "/intentions/\(try await client.get("/api/v1/intentions/current").jsonObject().string("id")!)/end",
                form: [])
            harness.clock.set(Fixture.now)

            // When
            let response = try await client.get("/days/2026-11-19")

            // Then
            #expect(response.status == .ok)
            let page = response.text
            #expect(page.contains("Thursday 19 November 2026"))
            #expect(
                page.contains("Yesterday&#39;s report") || page.contains("Yesterday&#x27;s report") || page.contains("Yesterday's report"))
            #expect(page.contains("15:00–15:35"))
            #expect(page.contains("35 min of 25 min"))
            #expect(page.contains("4 %"))
            #expect(page.contains("35 min of 16 h awake"))
            #expect(!page.contains("Set an intention"))

            // And today is empty
            #expect(try await client.get("/").text.contains("Nothing yet today"))
        }
    }

    // MARK: Settings

    @Test func settingsAreShownAndSaved() async throws {
        try await Harness().test { client in
            // Given
            let page = try await client.get("/settings")
            #expect(page.status == .ok)
            #expect(page.text.contains(#"value="Europe/Berlin""#))

            // When a bad time zone is posted
            let bad = try await client.post(
                "/settings",
                form: [
                    ("timeZone", "Mars/Base"), ("dayStartHour", "4"), ("wakingStart", "07:00"),
                    ("wakingEnd", "23:00"), ("weekStart", "1"),
                ])

            // Then the form comes back with the message and the typed value
            #expect(bad.status == .unprocessableContent)
            #expect(bad.text.contains("is not a time zone we know"))
            #expect(bad.text.contains(#"value="Mars/Base""#))
            #expect(bad.text.contains(#"aria-invalid="true" aria-describedby="tz-error""#))

            // When a good one is posted
            let good = try await client.post(
                "/settings",
                form: [
                    ("timeZone", "America/New_York"), ("dayStartHour", "5"),
                    ("wakingStart", "06:00"), ("wakingEnd", "22:00"), ("weekStart", "7"),
                    ("idempotencyKey", "s-1"),
                ])

            // Then
            #expect(good.status == .seeOther)
            #expect(good.location == "/settings?saved=settings")
            #expect(try await client.get("/settings?saved=settings").text.contains("Settings saved."))
            let stored = try await client.get("/api/v1/settings").jsonObject()
            #expect(stored.string("timeZone") == "America/New_York")
            #expect(stored.int("dayStartHour") == 5)
            #expect(stored.string("wakingStart") == "06:00")
            #expect(stored.int("weekStart") == 7)
        }
    }

    @Test func aBadWakingTimeIs422() async throws {
        try await Harness().test { client in
            let response = try await client.post("/settings", form: [("timeZone", "Europe/Berlin"), ("wakingStart", "7 o'clock")])

            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("is not a time"))
        }
    }

    // MARK: Safety

    @Test func userTextIsEscaped() async throws {
        try await Harness().test { client in
            let id = try await Self.startByForm(client, "<script>alert(1)</script>")

            for path in ["/focus", "/", "/intentions/\(id)", "/coach"] {
                let page = try await client.get(path).text
                #expect(!page.contains("<script>alert"), "\(path) shows raw HTML")
                #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "\(path) does not show the text")
            }
        }
    }

    @Test(arguments: [("app.css", "text/css"), ("app.js", "text/javascript"), ("icon.svg", "image/svg+xml")])
    func assetsAreServedWithTheirTypes(file: String, type: String) async throws {
        try await Harness().test { client in
            let response = try await client.get("/assets/\(file)")

            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix(type) == true)
            #expect(response.body.readableBytes > 0)
        }
    }

    @Test(arguments: ["/nope", "/assets/missing.css", "/intentions/x/y/z"])
    func anUnknownPageIsA404WithoutInternals(path: String) async throws {
        try await Harness().test { client in
            let response = try await client.get(path)

            #expect(response.status == .notFound)
            #expect(!response.text.contains("Error("))
            #expect(!response.text.contains("HTTPError"))
            if path == "/nope" {
                #expect(response.isHTML)
                #expect(response.text.contains("There is nothing at /nope."))
            }
        }
    }
}

/// The Week, help pages and first-use hints.
struct WeekAndHelpPagesTests {
    @Test func theWeekShowsEachDayAndTheTotals() async throws {
        try await Harness().test { client in
            _ = try await client.startIntention("Write the report")
            let response = try await client.get("/week")
            #expect(response.status == .ok)
            #expect(response.text.contains("This week"))
            #expect(response.text.components(separatedBy: #"<li class="week-day"#).count - 1 == 7)
            #expect(response.text.contains(#"aria-current="page""#))
        }
    }

    @Test func aWeekIsNamedByAnyOfItsDays() async throws {
        try await Harness().test { client in
            let response = try await client.get("/weeks/2026-11-04")
            #expect(response.status == .ok)
            #expect(response.text.contains("Monday 2 November 2026"))
            #expect(try await client.get("/weeks/2026-02-30").status == .notFound)
        }
    }

    @Test func aHintShowsUntilItIsClosedForGood() async throws {
        try await Harness().test { client in
            let first = try await client.get("/week")
            #expect(first.text.contains("Plan your week like a sprint"))
            let closed = try await client.post("/hints/week/dismiss", form: [])
            #expect(closed.status == .seeOther)
            #expect(!(try await client.get("/week")).text.contains("Plan your week like a sprint"))
            #expect(try await client.post("/hints/nonsense/dismiss", form: []).status == .notFound)
        }
    }

    @Test(arguments: ["/help", "/help/questions"])
    func theHelpPagesAnswer(path: String) async throws {
        try await Harness().test { client in
            let response = try await client.get(path)
            #expect(response.status == .ok)
            #expect(response.text.contains(path == "/help" ? "New to The System?" : "Got a question?"))
        }
    }

    @Test func theThemeSettingReachesEveryPage() async throws {
        try await Harness().test { client in
            #expect(try await client.get("/").text.contains(#"data-theme="system""#))
            let saved = try await client.post(
                "/settings",
                form: [
                    ("timeZone", "Europe/Berlin"), ("dayStartHour", "4"), ("wakingStart", "07:00"),
                    ("wakingEnd", "23:00"), ("weekStart", "1"), ("theme", "dark"),
                ])
            #expect(saved.status == .seeOther)
            #expect(try await client.get("/week").text.contains(#"data-theme="dark""#))
        }
    }
}
