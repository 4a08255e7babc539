import Foundation
import HTTPTypes
import HummingbirdTesting
import SystemCore
import SystemServer
import SystemStore
import Testing

/// The planning routes of the JSON API (areas, weeks, goals, capacity, retrospectives, to-dos, standups), each
/// with its success and its refusals. A refusal never writes: the store's version is checked after each one.
/// The harness clock is Friday 20 November 2026, 10:00 in Berlin; the week runs Monday 16 to Sunday 22.
@Suite struct PlanningAPITests {
    // MARK: Areas

    @Test func todayNamesTheUsersDayInTheDayRoutes() async throws {
        // Given Friday 20 November 2026, 10:00 in Berlin, and a to-do added for "today"
        let harness = Harness()
        try await harness.test { client in
            _ = try await client.createArea("Career")
            let added = try await client.post("/api/v1/days/today/todos", json: #"{"text": "Write tests", "area": "Career"}"#)
            #expect(added.status == .created)
            #expect(try added.jsonObject().string("date") == "2026-11-20")

            // Then today's to-dos and standup are that day's
            let todos = try await client.get("/api/v1/days/today/todos")
            #expect(try todos.jsonObject().string("date") == "2026-11-20")
            #expect(try todos.jsonObject().objects("todos").count == 1)
            let standup = try await client.get("/api/v1/days/today/standup")
            #expect(try standup.jsonObject().string("date") == "2026-11-20")
            let intentions = try await client.get("/api/v1/days/today/intentions")
            #expect(try intentions.jsonObject().string("date") == "2026-11-20")
        }
    }

    @Test func areasAreCreatedListedAndChangedByIdOrName() async throws {
        try await Harness().test { client in
            // When an area is created with a budget
            let created = try await client.post("/api/v1/areas", json: #"{"name":"Career","weeklyBudgetHours":10}"#)

            // Then it gets a fitting icon, the first free colour and the budget in minutes
            #expect(created.status == .created)
            let area = try created.jsonObject()
            let id = try #require(area.string("id"))
            #expect(AreaID(id) != nil)
            #expect(area.string("name") == "Career")
            #expect(area.string("icon") == "briefcase")
            #expect(area.string("color") == "blue")
            #expect(area.int("weeklyBudgetMinutes") == 600)
            #expect(area.bool("archived") == false)

            // And a second one with its own look is listed after it
            let family = try await client.post("/api/v1/areas", json: #"{"name":"Family","icon":"people","color":"orange"}"#).jsonObject()
            #expect(family.string("icon") == "people")
            #expect(family.isNull("weeklyBudgetMinutes"))
            let list = try await client.get("/api/v1/areas")
            #expect(list.status == .ok)
            #expect(try list.jsonObject().objects("areas").map { $0.string("name") } == ["Career", "Family"])

            // When it is changed through its name; a null budget removes the budget
            let changed = try await client.post("/api/v1/areas/Career", json: #"{"name":"Work","color":"teal","weeklyBudgetHours":null}"#)

            // Then
            #expect(changed.status == .ok)
            let after = try changed.jsonObject()
            #expect(after.string("id") == id)
            #expect(after.string("name") == "Work")
            #expect(after.string("color") == "teal")
            #expect(after.string("icon") == "briefcase")
            #expect(after.isNull("weeklyBudgetMinutes"))

            // And by id, a budget of 1.5 hours is 90 minutes
            let budget = try await client.post("/api/v1/areas/\(id)", json: #"{"weeklyBudgetHours":1.5}"#).jsonObject()
            #expect(budget.int("weeklyBudgetMinutes") == 90)
            #expect(budget.string("name") == "Work")
        }
    }

    @Test(arguments: [
        (#"{}"#, "name"),
        (#"{"name":""}"#, "name"),
        (#"{"name":"   "}"#, "name"),
        (#"{"name":"Career","icon":"rocket"}"#, "icon"),
        (#"{"name":"Career","color":"pink"}"#, "color"),
        (#"{"name":"Career","weeklyBudgetHours":-1}"#, "weeklyBudgetHours"),
        (#"{"name":"Career","weeklyBudgetHours":200}"#, "weeklyBudgetHours"),
        (#"{"name":"Career","weeklyBudgetHours":"10"}"#, "weeklyBudgetHours"),
    ])
    func invalidAreasAre422AndWriteNothing(body: String, field: String) async throws {
        let harness = Harness()
        try await harness.test { client in
            let before = try await harness.version()

            let response = try await client.post("/api/v1/areas", json: body)

            #expect(response.status == .unprocessableContent)
            let error = try response.apiError()
            #expect(error.field == field)
            #expect(!error.message.isEmpty)
            #expect(try await harness.version() == before)
        }
    }

    @Test func aSecondAreaWithTheSameNameIsAConflict() async throws {
        let harness = Harness()
        try await harness.test { client in
            _ = try await client.createArea("Health")
            let before = try await harness.version()

            let response = try await client.post("/api/v1/areas", json: #"{"name":"health"}"#)

            #expect(response.status == .conflict)
            #expect(try response.apiError().code == "area_exists")
            #expect(try response.apiError().field == "name")
            #expect(try await harness.version() == before)
        }
    }

    @Test func creatingAnAreaTwiceWithOneKeyCreatesOneArea() async throws {
        let harness = Harness()
        try await harness.test { client in
            // When the same keyed create is sent twice
            let first = try await client.post("/api/v1/areas", json: #"{"name":"Play"}"#, key: "area-1")
            let version = try await harness.version()
            let second = try await client.post("/api/v1/areas", json: #"{"name":"Play"}"#, key: "area-1")

            // Then the second is the first's answer, marked as a replay, and wrote nothing
            #expect(first.status == .created)
            #expect(second.status == .created)
            #expect(second.text == first.text)
            #expect(second.headers[HTTPField.Name("Idempotent-Replayed")!] == "true")
            #expect(try await harness.version() == version)
            #expect(try await client.get("/api/v1/areas").jsonObject().objects("areas").count == 1)
        }
    }

    @Test func anArchivedAreaIsListedLastAndCanBeRestored() async throws {
        try await Harness().test { client in
            // Given
            let chores = try await client.createArea("Chores")
            _ = try await client.createArea("Career")

            // When
            let archived = try await client.post("/api/v1/areas/\(chores)/archive", json: "")

            // Then
            #expect(archived.status == .ok)
            #expect(try archived.jsonObject().bool("archived") == true)
            let areas = try await client.get("/api/v1/areas").jsonObject().objects("areas")
            #expect(areas.map { $0.string("name") } == ["Career", "Chores"])

            // And restoring brings it back
            let restored = try await client.post("/api/v1/areas/Chores/restore", json: "")
            #expect(restored.status == .ok)
            #expect(try restored.jsonObject().bool("archived") == false)
        }
    }

    @Test(arguments: ["/archive", "/restore", ""])
    func anUnknownAreaIs404(suffix: String) async throws {
        let harness = Harness()
        try await harness.test { client in
            _ = try await client.createArea("Career")
            let before = try await harness.version()

            for area in ["00000000-0000-4000-8000-000000000000", "Nowhere"] {
                let response = try await client.post("/api/v1/areas/\(area)\(suffix)", json: #"{"name":"X"}"#)
                #expect(response.status == .notFound)
                let error = try response.apiError()
                #expect(error.code == "area_not_found")
                #expect(error.field == "id")
            }
            #expect(try await harness.version() == before)
        }
    }

    @Test func areasAreReorderedByIdOrName() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given
            let career = try await client.createArea("Career")
            _ = try await client.createArea("Family")
            _ = try await client.createArea("Health")

            // When
            let response = try await client.put("/api/v1/areas/order", json: #"{"areaIds":["Health","\#(career)"]}"#)

            // Then the named ones come first, the rest after
            #expect(response.status == .ok)
            #expect(try response.jsonObject().objects("areas").map { $0.string("name") } == ["Health", "Career", "Family"])

            // And an unknown area or a wrong shape is refused, writing nothing
            let before = try await harness.version()
            let unknown = try await client.put("/api/v1/areas/order", json: #"{"areaIds":["Health","Nowhere"]}"#)
            #expect(unknown.status == .notFound)
            #expect(try unknown.apiError().field == "areaIds")
            let wrong = try await client.put("/api/v1/areas/order", json: #"{"areaIds":"Health"}"#)
            #expect(wrong.status == .unprocessableContent)
            #expect(try wrong.apiError().field == "areaIds")
            #expect(try await harness.version() == before)
        }
    }

    // MARK: Weeks

    @Test func aWeekIsNamedByAnyOfItsDaysOrRelativeToToday() async throws {
        try await Harness().test { client in
            // When the week of Wednesday the 18th is read
            let week = try await client.week("2026-11-18")

            // Then it is the week from Monday (the default week start) with nothing planned
            #expect(week.string("weekStart") == "2026-11-16")
            #expect(week.string("weekEnd") == "2026-11-22")
            #expect(week.objects("areas").isEmpty)
            #expect(week.int("goalsPlanned") == 0)
            #expect(week.bool("overcommitted") == false)
            #expect(week.isNull("retro"))
            #expect(week.object("capacity").string("source") == "none")
            #expect(week.object("capacity").isNull("minutes"))
            #expect(week.object("numbers").objects("days").count == 7)

            // And current, next and previous count from today
            #expect(try await client.week("current").string("weekStart") == "2026-11-16")
            #expect(try await client.week("next").string("weekStart") == "2026-11-23")
            #expect(try await client.week("previous").string("weekStart") == "2026-11-09")
        }
    }

    @Test func theWeekStartsOnTheDayTheSettingsSay() async throws {
        try await Harness().test { client in
            _ = try await client.post("/api/v1/settings", json: #"{"weekStart":"sunday"}"#)

            let week = try await client.week("2026-11-20")

            #expect(week.string("weekStart") == "2026-11-15")
            #expect(week.string("weekEnd") == "2026-11-21")
        }
    }

    @Test(arguments: ["2026-02-30", "tomorrow", "20261120"])
    func aBadWeekIs400(date: String) async throws {
        let harness = Harness()
        try await harness.test { client in
            let responses = [
                try await client.get("/api/v1/weeks/\(date)"),
                try await client.post("/api/v1/weeks/\(date)/goals", json: #"{"title":"T","area":"A","estimate":"S"}"#),
                try await client.put("/api/v1/weeks/\(date)/capacity", json: #"{"perDayHours":4}"#),
                try await client.put("/api/v1/weeks/\(date)/retro", json: #"{"wentWell":"ok"}"#),
            ]
            for response in responses {
                #expect(response.status == .badRequest)
                #expect(try response.apiError().code == "invalid_date")
                #expect(try response.apiError().field == "date")
            }
            #expect(try await harness.version() == 0)
        }
    }

    // MARK: Goals

    @Test func goalsAreAddedWithHoursOrSizesAndShownByArea() async throws {
        try await Harness().test { client in
            // Given
            let career = try await client.createArea("Career")
            _ = try await client.createArea("Family")

            // When goals are added in hours, as a size, and as a number of hours
            let hours = try await client.post(
                "/api/v1/weeks/2026-11-18/goals", json: #"{"title":"Ship the importer","area":"career","estimate":"6h"}"#)
            let size = try await client.post(
                "/api/v1/weeks/2026-11-18/goals", json: #"{"title":"Write the docs","area":"\#(career)","estimate":"M"}"#)
            let number = try await client.post(
                "/api/v1/weeks/2026-11-18/goals", json: #"{"title":"Call grandma","area":"Family","estimateHours":1.5}"#)

            // Then
            #expect(hours.status == .created)
            let goal = try hours.jsonObject()
            #expect(GoalID(try #require(goal.string("id"))) != nil)
            #expect(goal.string("weekStart") == "2026-11-16")
            #expect(goal.string("areaId") == career)
            #expect(goal.string("areaName") == "Career")
            #expect(goal.string("title") == "Ship the importer")
            #expect(goal.int("estimateMinutes") == 360)
            #expect(goal.isNull("size"))
            #expect(goal.string("status") == "open")
            #expect(goal.isNull("doneAt"))
            #expect(goal.isNull("dropReason"))
            #expect(goal.int("spentMinutes") == 0)
            #expect(try size.jsonObject().string("size") == "M")
            #expect(try size.jsonObject().int("estimateMinutes") == 240)
            #expect(try number.jsonObject().int("estimateMinutes") == 90)

            // And the week shows them by area with the totals
            let week = try await client.week("2026-11-20")
            #expect(week.int("estimateMinutes") == 690)
            #expect(week.int("goalsPlanned") == 3)
            let areas = week.objects("areas")
            #expect(areas.map { $0.object("area").string("name") } == ["Career", "Family"])
            #expect(areas.map { $0.int("estimateMinutes") } == [600, 90])
            #expect(areas.first?.objects("goals").map { $0.string("title") } == ["Ship the importer", "Write the docs"])
        }
    }

    @Test(arguments: [
        (#"{"area":"Career","estimate":"2h"}"#, "title"),
        (#"{"title":"  ","area":"Career","estimate":"2h"}"#, "title"),
        (#"{"title":"Ship","estimate":"2h"}"#, "area"),
        (#"{"title":"Ship","area":"Career"}"#, "estimate"),
        (#"{"title":"Ship","area":"Career","estimate":"-2h"}"#, "estimate"),
        (#"{"title":"Ship","area":"Career","estimate":"5m"}"#, "estimate"),
        (#"{"title":"Ship","area":"Career","estimate":"soon"}"#, "estimate"),
        (#"{"title":"Ship","area":"Career","estimate":"XL"}"#, "estimate"),
        (#"{"title":"Ship","area":"Career","estimateHours":-2}"#, "estimateHours"),
        (#"{"title":"Ship","area":"Career","estimateHours":101}"#, "estimateHours"),
        (#"{"title":"Ship","area":"Career","estimateHours":"2"}"#, "estimateHours"),
        (#"{"title":"Ship","area":"Career","estimate":"2h","estimateHours":2}"#, "estimateHours"),
    ])
    func invalidGoalsAre422NamingTheFieldAndWriteNothing(body: String, field: String) async throws {
        let harness = Harness()
        try await harness.test { client in
            _ = try await client.createArea("Career")
            let before = try await harness.version()

            let response = try await client.post("/api/v1/weeks/2026-11-20/goals", json: body)

            #expect(response.status == .unprocessableContent)
            let error = try response.apiError()
            #expect(error.field == field)
            #expect(!error.message.isEmpty)
            #expect(try await harness.version() == before)
        }
    }

    @Test func aNegativeEstimateSaysWhatWasWrong() async throws {
        try await Harness().test { client in
            _ = try await client.createArea("Career")

            let response = try await client.post(
                "/api/v1/weeks/2026-11-20/goals", json: #"{"title":"Ship","area":"Career","estimate":"-2h"}"#)

            let error = try response.apiError()
            #expect(error.code == "invalid_field")
            #expect(error.message.contains("between 15 minutes and 100 hours"))
            #expect(error.message.contains("−2"))
        }
    }

    @Test func aGoalInAnUnknownOrArchivedAreaIsRefused() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given an archived area
            let chores = try await client.createArea("Chores")
            _ = try await client.post("/api/v1/areas/\(chores)/archive", json: "")
            let before = try await harness.version()

            // When a goal names it, or an area that does not exist
            let archived = try await client.post(
                "/api/v1/weeks/2026-11-20/goals", json: #"{"title":"Clean","area":"Chores","estimate":"S"}"#)
            let unknown = try await client.post(
                "/api/v1/weeks/2026-11-20/goals", json: #"{"title":"Clean","area":"Garden","estimate":"S"}"#)

            // Then both are refused for the area, and nothing is written
            #expect(archived.status == .conflict)
            let error = try archived.apiError()
            #expect(error.code == "area_archived")
            #expect(error.field == "area")
            #expect(error.message.contains("Chores"))
            #expect(unknown.status == .notFound)
            #expect(try unknown.apiError().code == "area_not_found")
            #expect(try unknown.apiError().field == "area")
            #expect(try await harness.version() == before)
        }
    }

    @Test func aGoalIsChangedDoneReopenedAndDropped() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given
            _ = try await client.createArea("Career")
            let family = try await client.createArea("Family")
            let id = try await client.addGoal("Ship", area: "Career", estimate: "6h")

            // When it is changed
            let changed = try await client.post(
                "/api/v1/goals/\(id)", json: #"{"title":"Ship the importer","area":"Family","estimate":"L"}"#)
            #expect(changed.status == .ok)
            let goal = try changed.jsonObject()
            #expect(goal.string("title") == "Ship the importer")
            #expect(goal.string("areaId") == family)
            #expect(goal.string("size") == "L")
            #expect(goal.int("estimateMinutes") == 480)

            // And done, at the clock's time
            let done = try await client.post("/api/v1/goals/\(id)/done", json: "")
            #expect(done.status == .ok)
            #expect(try done.jsonObject().string("status") == "done")
            #expect(try done.jsonObject().string("doneAt") == "2026-11-20T10:00:00+01:00")
            #expect(try await client.week("2026-11-20").int("goalsDone") == 1)

            // And reopened
            let reopened = try await client.post("/api/v1/goals/\(id)/reopen", json: "")
            #expect(try reopened.jsonObject().string("status") == "open")

            // And a drop needs a reason
            let before = try await harness.version()
            let noReason = try await client.post("/api/v1/goals/\(id)/drop", json: #"{"reason":" "}"#)
            #expect(noReason.status == .unprocessableContent)
            #expect(try noReason.apiError().field == "reason")
            let missing = try await client.post("/api/v1/goals/\(id)/drop", json: "")
            #expect(try missing.apiError().code == "missing_field")
            #expect(try await harness.version() == before)
            let dropped = try await client.post("/api/v1/goals/\(id)/drop", json: #"{"reason":"The client moved the deadline"}"#)
            #expect(dropped.status == .ok)
            #expect(try dropped.jsonObject().string("status") == "dropped")
            #expect(try dropped.jsonObject().string("dropReason") == "The client moved the deadline")

            // And a dropped goal no longer counts as planned
            #expect(try await client.week("2026-11-20").int("goalsPlanned") == 0)
        }
    }

    @Test(arguments: [
        (#"{"estimate":"-2h"}"#, 422, "estimate"),
        (#"{"estimateHours":0}"#, 422, "estimateHours"),
        (#"{"title":""}"#, 422, "title"),
        (#"{"area":"Nowhere"}"#, 404, "area"),
        (#"{"area":"Chores"}"#, 409, "area"),
    ])
    func invalidGoalChangesAreRefusedAndWriteNothing(body: String, status: Int, field: String) async throws {
        let harness = Harness()
        try await harness.test { client in
            _ = try await client.createArea("Career")
            let chores = try await client.createArea("Chores")
            let id = try await client.addGoal("Ship", area: "Career")
            _ = try await client.post("/api/v1/areas/\(chores)/archive", json: "")
            let before = try await harness.version()

            let response = try await client.post("/api/v1/goals/\(id)", json: body)

            #expect(response.status.code == status)
            #expect(try response.apiError().field == field)
            #expect(try await harness.version() == before)
        }
    }

    @Test(arguments: ["", "/done", "/drop", "/reopen"])
    func anUnknownGoalIs404(suffix: String) async throws {
        try await Harness().test { client in
            for id in ["00000000-0000-4000-8000-000000000000", "not-a-uuid"] {
                let response = try await client.post("/api/v1/goals/\(id)\(suffix)", json: #"{"reason":"r"}"#)
                #expect(response.status == .notFound)
                #expect(try response.apiError().code == "goal_not_found")
                #expect(try response.apiError().field == "id")
            }
        }
    }

    // MARK: Capacity

    @Test func capacityIsHoursADayMinusDaysOffOrATotal() async throws {
        try await Harness().test { client in
            // Given 8 hours of goals
            _ = try await client.createArea("Career")
            _ = try await client.addGoal("Ship", area: "Career", estimate: "L")

            // When 1 hour a day with the weekend off is set
            let perDay = try await client.put(
                "/api/v1/weeks/2026-11-20/capacity", json: #"{"perDayHours":1,"daysOff":["2026-11-21","2026-11-22"]}"#)

            // Then the week has 5 hours and is overcommitted
            #expect(perDay.status == .ok)
            let week = try perDay.jsonObject()
            let capacity = week.object("capacity")
            #expect(capacity.int("minutes") == 300)
            #expect(capacity.string("source") == "perDay")
            #expect(capacity.int("perDayMinutes") == 60)
            #expect(capacity.strings("daysOff") == ["2026-11-21", "2026-11-22"])
            #expect(week.bool("overcommitted") == true)

            // When a total is set, the per-day figure is kept but the total wins
            let total = try await client.put("/api/v1/weeks/2026-11-20/capacity", json: #"{"totalHours":12.5}"#).jsonObject()
            #expect(total.object("capacity").int("minutes") == 750)
            #expect(total.object("capacity").string("source") == "total")
            #expect(total.object("capacity").int("perDayMinutes") == 60)
            #expect(total.bool("overcommitted") == false)

            // And nulls clear it back to no capacity
            let cleared = try await client.put(
                "/api/v1/weeks/2026-11-20/capacity", json: #"{"perDayHours":null,"totalHours":null,"daysOff":null}"#
            ).jsonObject()
            #expect(cleared.object("capacity").string("source") == "none")
            #expect(cleared.object("capacity").strings("daysOff").isEmpty)
        }
    }

    @Test(arguments: [
        (#"{"perDayHours":25}"#, "perDayHours"),
        (#"{"perDayHours":-1}"#, "perDayHours"),
        (#"{"totalHours":169}"#, "totalHours"),
        (#"{"perDayHours":"6"}"#, "perDayHours"),
        (#"{"daysOff":["2026-11-23"]}"#, "daysOff"),
        (#"{"daysOff":["saturday"]}"#, "daysOff"),
        (#"{"daysOff":"2026-11-21"}"#, "daysOff"),
    ])
    func invalidCapacityIs422AndWritesNothing(body: String, field: String) async throws {
        let harness = Harness()
        try await harness.test { client in
            let response = try await client.put("/api/v1/weeks/2026-11-20/capacity", json: body)

            #expect(response.status == .unprocessableContent)
            #expect(try response.apiError().field == field)
            #expect(try await harness.version() == 0)
        }
    }

    // MARK: Retrospectives and action items

    @Test func aRetrospectiveIsRecordedWithActionItemsAndAPutIsRepeatable() async throws {
        let harness = Harness()
        try await harness.test { client in
            // When the week's retrospective is held
            let body =
                #"{"wentWell":"Shipped early","wentPoorly":"","toImprove":"Fewer meetings","actionItems":[{"text":"Block mornings"},"Walk at lunch"]}"#
            let response = try await client.put("/api/v1/weeks/2026-11-20/retro", json: body)

            // Then it is part of the week, blank answers as null, its action items open
            #expect(response.status == .ok)
            let retro = try response.jsonObject().object("retro")
            #expect(retro.string("wentWell") == "Shipped early")
            #expect(retro.isNull("wentPoorly"))
            #expect(retro.string("toImprove") == "Fewer meetings")
            #expect(retro.string("recordedAt") == "2026-11-20T10:00:00+01:00")
            let items = retro.objects("actionItems")
            #expect(items.map { $0.string("text") } == ["Block mornings", "Walk at lunch"])
            #expect(items.map { $0.string("status") } == ["open", "open"])
            #expect(items.map { $0.string("weekStart") } == ["2026-11-16", "2026-11-16"])

            // And sending it again changes nothing: the items keep their ids
            let version = try await harness.version()
            let again = try await client.put("/api/v1/weeks/2026-11-20/retro", json: body)
            #expect(again.status == .ok)
            #expect(try again.jsonObject().object("retro").objects("actionItems").map { $0.string("id") } == items.map { $0.string("id") })
            #expect(try await harness.version() == version)

            // And fields left out keep their values, while a given list replaces the items
            let first = try #require(items.first?.string("id"))
            let edited = try await client.put(
                "/api/v1/weeks/2026-11-20/retro",
                json: #"{"actionItems":[{"id":"\#(first)","text":"Block every morning"}]}"#)
            let after = try edited.jsonObject().object("retro")
            #expect(after.string("wentWell") == "Shipped early")
            #expect(after.objects("actionItems").map { $0.string("id") } == [first])
            #expect(after.objects("actionItems").map { $0.string("text") } == ["Block every morning"])
        }
    }

    @Test(arguments: [
        (
            #"{"actionItems":[{"text":"a"},{"text":"b"},{"text":"c"},{"text":"d"},{"text":"e"},{"text":"f"},{"text":"g"},{"text":"h"},{"text":"i"},{"text":"j"},{"text":"k"}]}"#,
            422, "actionItems"
        ),
        (#"{"actionItems":[{"id":"nope","text":"a"}]}"#, 422, "actionItems"),
        (#"{"actionItems":[3]}"#, 422, "actionItems"),
        (#"{"wentWell":7}"#, 422, "wentWell"),
        (#"{"answers":{"00000000-0000-4000-8000-000000000000":true}}"#, 404, "answers"),
        (#"{"answers":{"nope":true}}"#, 404, "answers"),
        (#"{"answers":[true]}"#, 422, "answers"),
    ])
    func invalidRetrospectivesAreRefusedAndWriteNothing(body: String, status: Int, field: String) async throws {
        let harness = Harness()
        try await harness.test { client in
            let response = try await client.put("/api/v1/weeks/2026-11-20/retro", json: body)

            #expect(response.status.code == status)
            #expect(try response.apiError().field == field)
            #expect(try await harness.version() == 0)
        }
    }

    @Test func aRetrospectiveOfAWeekNotBegunIsRefused() async throws {
        let harness = Harness()
        try await harness.test { client in
            let response = try await client.put("/api/v1/weeks/next/retro", json: #"{"wentWell":"Everything"}"#)

            #expect(response.status == .unprocessableContent)
            #expect(try response.apiError().field == "date")
            #expect(try await harness.version() == 0)
        }
    }

    @Test func anActionItemIsCheckedInALaterWeek() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given this week's retrospective made an action item
            let week = try await client.put("/api/v1/weeks/2026-11-20/retro", json: #"{"actionItems":["Block mornings"]}"#).jsonObject()
            let id = try #require(week.object("retro").objects("actionItems").first?.string("id"))

            // When it is checked this same week, that is refused
            let early = try await client.post("/api/v1/action-items/\(id)/check", json: #"{"done":true}"#)
            #expect(early.status == .unprocessableContent)
            #expect(try early.apiError().field == "date")

            // And a check needs true or false
            let wrong = try await client.post("/api/v1/action-items/\(id)/check", json: #"{"done":"yes","date":"2026-11-24"}"#)
            #expect(try wrong.apiError().field == "done")
            let badDate = try await client.post("/api/v1/action-items/\(id)/check", json: #"{"done":true,"date":"next tuesday"}"#)
            #expect(try badDate.apiError().field == "date")

            // And it cannot be answered for a week that has not begun
            let future = try await client.post("/api/v1/action-items/\(id)/check", json: #"{"done":true,"date":"2026-11-24"}"#)
            #expect(future.status == .unprocessableContent)
            #expect(try future.apiError().field == "date")

            // When it is checked during the next week
            harness.clock.advance(by: 4 * 86_400)  // Tuesday 24 November
            let checked = try await client.post("/api/v1/action-items/\(id)/check", json: #"{"done":true,"date":"2026-11-24"}"#)

            // Then
            #expect(checked.status == .ok)
            let item = try checked.jsonObject()
            #expect(item.string("status") == "done")
            #expect(item.string("weekStart") == "2026-11-16")
            let next = try await client.week("2026-11-23")
            #expect(next.objects("actionItems").map { $0.string("status") } == ["done"])

            // And an unknown item is 404
            for unknown in ["00000000-0000-4000-8000-000000000000", "nope"] {
                let missing = try await client.post("/api/v1/action-items/\(unknown)/check", json: #"{"done":true}"#)
                #expect(missing.status == .notFound)
                #expect(try missing.apiError().code == "action_item_not_found")
            }
        }
    }

    // MARK: To-dos

    @Test func toDosAreAddedLinkedToAGoalOrAnArea() async throws {
        try await Harness().test { client in
            // Given
            let career = try await client.createArea("Career")
            let goal = try await client.addGoal("Ship the importer", area: "Career")

            // When a to-do is linked to the goal, and another to an area by name
            let byGoal = try await client.post("/api/v1/days/2026-11-20/todos", json: #"{"text":"Write tests","goal":"\#(goal)"}"#)
            let byArea = try await client.post("/api/v1/days/2026-11-20/todos", json: #"{"text":"Update CV","area":"career"}"#)

            // Then the first counts toward the goal and its area
            #expect(byGoal.status == .created)
            let todo = try byGoal.jsonObject()
            #expect(TodoID(try #require(todo.string("id"))) != nil)
            #expect(todo.string("date") == "2026-11-20")
            #expect(todo.string("text") == "Write tests")
            #expect(todo.string("goalId") == goal)
            #expect(todo.string("goalTitle") == "Ship the importer")
            #expect(todo.string("areaId") == career)
            #expect(todo.string("areaName") == "Career")
            #expect(todo.string("status") == "open")
            #expect(todo.objects("moves").isEmpty)
            #expect(todo.strings("intentionIds").isEmpty)
            #expect(todo.int("spentMinutes") == 0)
            // And the second toward the area only
            let area = try byArea.jsonObject()
            #expect(area.isNull("goalId"))
            #expect(area.string("areaId") == career)

            // And the day lists both in order
            let day = try await client.get("/api/v1/days/2026-11-20/todos")
            #expect(day.status == .ok)
            #expect(try day.jsonObject().string("date") == "2026-11-20")
            #expect(try day.jsonObject().objects("todos").map { $0.string("text") } == ["Write tests", "Update CV"])
        }
    }

    @Test func aToDoWithNoGoalOrAreaIsRefusedWithTheChoice() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given a goal and an area to choose from
            _ = try await client.createArea("Career")
            _ = try await client.addGoal("Ship the importer", area: "Career")
            let before = try await harness.version()

            // When a to-do names neither
            let response = try await client.post("/api/v1/days/2026-11-20/todos", json: #"{"text":"Tidy the desk"}"#)

            // Then it is refused with the goals and areas it could serve, and nothing is written
            #expect(response.status == .unprocessableContent)
            let error = try response.apiError()
            #expect(error.code == "todo_unlinked")
            #expect(error.field == "goal")
            #expect(error.message.contains("Ship the importer"))
            #expect(error.message.contains("Career"))
            #expect(try await harness.version() == before)
            #expect(try await client.get("/api/v1/days/2026-11-20/todos").jsonObject().objects("todos").isEmpty)
        }
    }

    @Test(arguments: [
        (#"{"text":"","area":"Career"}"#, 422, "text"),
        (#"{"area":"Career"}"#, 422, "text"),
        (#"{"text":"x","area":"Nowhere"}"#, 404, "area"),
        (#"{"text":"x","area":"Chores"}"#, 409, "area"),
        (#"{"text":"x","goal":"00000000-0000-4000-8000-000000000000"}"#, 404, "goal"),
        (#"{"text":"x","goal":"Ship"}"#, 404, "goal"),
        (#"{"text":"x","goal":7}"#, 422, "goal"),
    ])
    func invalidToDosAreRefusedAndWriteNothing(body: String, status: Int, field: String) async throws {
        let harness = Harness()
        try await harness.test { client in
            _ = try await client.createArea("Career")
            let chores = try await client.createArea("Chores")
            _ = try await client.post("/api/v1/areas/\(chores)/archive", json: "")
            let before = try await harness.version()

            let response = try await client.post("/api/v1/days/2026-11-20/todos", json: body)

            #expect(response.status.code == status)
            #expect(try response.apiError().field == field)
            #expect(try await harness.version() == before)
        }
    }

    @Test func aToDoForAGoalOfAnotherAreaIsRefused() async throws {
        let harness = Harness()
        try await harness.test { client in
            _ = try await client.createArea("Career")
            _ = try await client.createArea("Family")
            let goal = try await client.addGoal("Ship", area: "Career")
            let before = try await harness.version()

            let response = try await client.post("/api/v1/days/2026-11-20/todos", json: #"{"text":"x","goal":"\#(goal)","area":"Family"}"#)

            #expect(response.status == .unprocessableContent)
            #expect(try response.apiError().field == "area")
            #expect(try await harness.version() == before)

            // While the goal's own area is accepted alongside it
            let same = try await client.post("/api/v1/days/2026-11-20/todos", json: #"{"text":"x","goal":"\#(goal)","area":"Career"}"#)
            #expect(same.status == .created)
            #expect(try same.jsonObject().string("goalId") == goal)
        }
    }

    @Test func aToDoIsChangedDoneReopenedDroppedAndCarried() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given
            _ = try await client.createArea("Career")
            let family = try await client.createArea("Family")
            let goal = try await client.addGoal("Ship", area: "Career")
            let id = try await client.addTodo("Write tests", goal: goal)

            // When it is changed to another text and area
            let changed = try await client.post("/api/v1/todos/\(id)", json: #"{"text":"Call home","area":"Family"}"#)
            #expect(changed.status == .ok)
            #expect(try changed.jsonObject().string("text") == "Call home")
            #expect(try changed.jsonObject().isNull("goalId"))
            #expect(try changed.jsonObject().string("areaId") == family)

            // And done, reopened
            #expect(try await client.post("/api/v1/todos/\(id)/done", json: "").jsonObject().string("status") == "done")
            #expect(try await client.post("/api/v1/todos/\(id)/reopen", json: "").jsonObject().string("status") == "open")

            // And carried to Saturday: the move is in its history and Friday remembers it
            let carried = try await client.post("/api/v1/todos/\(id)/carry", json: #"{"date":"2026-11-21"}"#)
            #expect(carried.status == .ok)
            let todo = try carried.jsonObject()
            #expect(todo.string("date") == "2026-11-21")
            #expect(todo.objects("moves").map { [$0.string("from"), $0.string("to")] } == [["2026-11-20", "2026-11-21"]])
            let friday = try await client.get("/api/v1/days/2026-11-20/todos").jsonObject()
            #expect(friday.objects("todos").isEmpty)
            #expect(friday.objects("carriedAway").map { $0.string("id") } == [id])
            #expect(try await client.get("/api/v1/days/2026-11-21/todos").jsonObject().objects("todos").map { $0.string("id") } == [id])

            // And dropped; a dropped to-do no longer moves
            #expect(try await client.post("/api/v1/todos/\(id)/drop", json: "").jsonObject().string("status") == "dropped")
            let before = try await harness.version()
            let stuck = try await client.post("/api/v1/todos/\(id)/carry", json: #"{"date":"2026-11-22"}"#)
            #expect(stuck.status == .conflict)
            #expect(try stuck.apiError().code == "todo_dropped")
            #expect(try await harness.version() == before)
        }
    }

    @Test(arguments: [
        ("/carry", #"{}"#, 422, "date"),
        ("/carry", #"{"date":"tomorrow"}"#, 422, "date"),
        ("", #"{"text":""}"#, 422, "text"),
        ("", #"{"area":"Nowhere"}"#, 404, "area"),
        ("", #"{"goal":"00000000-0000-4000-8000-000000000000"}"#, 404, "goal"),
    ])
    func invalidToDoChangesAreRefusedAndWriteNothing(suffix: String, body: String, status: Int, field: String) async throws {
        let harness = Harness()
        try await harness.test { client in
            _ = try await client.createArea("Career")
            let id = try await client.addTodo("Write tests", area: "Career")
            let before = try await harness.version()

            let response = try await client.post("/api/v1/todos/\(id)\(suffix)", json: body)

            #expect(response.status.code == status)
            #expect(try response.apiError().field == field)
            #expect(try await harness.version() == before)
        }
    }

    @Test(arguments: ["", "/done", "/reopen", "/drop", "/carry"])
    func anUnknownToDoIs404(suffix: String) async throws {
        try await Harness().test { client in
            for id in ["00000000-0000-4000-8000-000000000000", "nope"] {
                let response = try await client.post("/api/v1/todos/\(id)\(suffix)", json: #"{"date":"2026-11-21"}"#)
                #expect(response.status == .notFound)
                #expect(try response.apiError().code == "todo_not_found")
                #expect(try response.apiError().field == "id")
            }
        }
    }

    @Test func aDaysToDosAreReordered() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given
            _ = try await client.createArea("Career")
            let a = try await client.addTodo("A", area: "Career")
            let b = try await client.addTodo("B", area: "Career")
            let c = try await client.addTodo("C", area: "Career")

            // When
            let response = try await client.put("/api/v1/days/2026-11-20/todos/order", json: #"{"todoIds":["\#(c)","\#(a)"]}"#)

            // Then
            #expect(response.status == .ok)
            #expect(try response.jsonObject().objects("todos").map { $0.string("id") } == [c, a, b])

            // And a to-do of another day, or no list, is refused
            let before = try await harness.version()
            let other = try await client.put("/api/v1/days/2026-11-21/todos/order", json: #"{"todoIds":["\#(a)"]}"#)
            #expect(other.status == .notFound)
            #expect(try other.apiError().field == "todoIds")
            let missing = try await client.put("/api/v1/days/2026-11-20/todos/order", json: "{}")
            #expect(try missing.apiError().field == "todoIds")
            #expect(try await harness.version() == before)
        }
    }

    @Test(arguments: ["todos", "standup"])
    func aBadDayIs400(what: String) async throws {
        try await Harness().test { client in
            let response = try await client.get("/api/v1/days/2026-13-01/\(what)")
            #expect(response.status == .badRequest)
            #expect(try response.apiError().code == "invalid_date")
        }
    }

    // MARK: Intentions from to-dos

    @Test func anIntentionStartedFromAToDoCountsTowardItsGoal() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given
            _ = try await client.createArea("Career")
            let goal = try await client.addGoal("Ship the importer", area: "Career")
            let todo = try await client.addTodo("Write tests", goal: goal)

            // When an intention starts from the to-do, without its own text, and runs 30 minutes
            let started = try await client.post("/api/v1/intentions", json: #"{"todoId":"\#(todo)","minutes":30}"#)
            #expect(started.status == .created)
            let intention = try started.jsonObject()
            #expect(intention.string("todoId") == todo)
            #expect(intention.string("text") == "Write tests")
            let id = try #require(intention.string("id"))
            harness.clock.advance(by: 30 * 60)
            _ = try await client.post("/api/v1/intentions/\(id)/end", json: "")

            // Then the time flows to the to-do, the goal and the area
            let day = try await client.get("/api/v1/days/2026-11-20/todos").jsonObject().objects("todos")
            #expect(day.first?.strings("intentionIds") == [id])
            #expect(day.first?.int("spentMinutes") == 30)
            let week = try await client.week("2026-11-20")
            #expect(week.goals.first?.int("spentMinutes") == 30)
            #expect(week.objects("areas").first?.int("spentMinutes") == 30)
            #expect(week.int("unplannedMinutes") == 0)
        }
    }

    @Test func aFreeStandingIntentionCountsTowardNoGoal() async throws {
        let harness = Harness()
        try await harness.test { client in
            let id = try #require(try await client.startIntention("Read the news").string("id"))
            harness.clock.advance(by: 20 * 60)
            _ = try await client.post("/api/v1/intentions/\(id)/end", json: "")

            let week = try await client.week("2026-11-20")

            #expect(week.int("unplannedMinutes") == 20)
            #expect(week.int("spentMinutes") == 0)
        }
    }

    @Test func anIntentionFromAnUnknownOrDoneToDoIsRefused() async throws {
        let harness = Harness()
        try await harness.test { client in
            _ = try await client.createArea("Career")
            let todo = try await client.addTodo("Write tests", area: "Career")
            _ = try await client.post("/api/v1/todos/\(todo)/done", json: "")
            let before = try await harness.version()

            let unknown = try await client.post("/api/v1/intentions", json: #"{"todoId":"nope","minutes":30}"#)
            let done = try await client.post("/api/v1/intentions", json: #"{"todoId":"\#(todo)","minutes":30}"#)
            let noText = try await client.post("/api/v1/intentions", json: #"{"minutes":30}"#)

            #expect(unknown.status == .notFound)
            #expect(try unknown.apiError().field == "todoId")
            #expect(done.status == .conflict)
            #expect(try done.apiError().code == "todo_done")
            #expect(try done.apiError().field == "todoId")
            #expect(try noText.apiError().field == "text")
            #expect(try await harness.version() == before)
        }
    }

    // MARK: Standup

    @Test func theStandupShowsYesterdayAndCarriesAndPlans() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given yesterday's two to-dos, one done
            _ = try await client.createArea("Career")
            let done = try await client.addTodo("Review PR", on: "2026-11-19", area: "Career")
            let open = try await client.addTodo("Write tests", on: "2026-11-19", area: "Career")
            _ = try await client.post("/api/v1/todos/\(done)/done", json: "")
            let today = try await client.addTodo("Plan sprint", area: "Career")

            // When today's standup is read (after the 10:00 default, so it is overdue)
            harness.clock.advance(by: 60)
            let brief = try await client.get("/api/v1/days/2026-11-20/standup")

            // Then
            #expect(brief.status == .ok)
            let standup = try brief.jsonObject()
            #expect(standup.string("date") == "2026-11-20")
            #expect(standup.bool("done") == false)
            #expect(standup.string("dueAt") == "2026-11-20T10:00:00+01:00")
            #expect(standup.bool("overdue") == true)
            #expect(standup.object("yesterday").objects("done").map { $0.string("id") } == [done])
            #expect(standup.object("yesterday").objects("notDone").map { $0.string("id") } == [open])
            #expect(standup.objects("carryOver").map { $0.string("id") } == [open])
            #expect(standup.objects("todos").map { $0.string("id") } == [today])

            // When it is recorded, carrying yesterday's open to-do and planning both
            let recorded = try await client.put(
                "/api/v1/days/2026-11-20/standup",
                json: #"{"plan":["\#(today)","\#(open)"],"carry":["\#(open)"],"note":"Focus on tests"}"#)

            // Then
            #expect(recorded.status == .ok)
            let after = try recorded.jsonObject()
            #expect(after.bool("done") == true)
            #expect(after.bool("overdue") == false)
            #expect(after.string("note") == "Focus on tests")
            #expect(after.strings("plan") == [today, open])
            #expect(after.objects("carryOver").isEmpty)
            #expect(after.objects("todos").map { $0.string("id") } == [today, open])
            #expect(after.string("recordedAt") == "2026-11-20T10:01:00+01:00")
        }
    }

    @Test(arguments: [
        (#"{"plan":["00000000-0000-4000-8000-000000000000"]}"#, 404, "plan"),
        (#"{"carry":["00000000-0000-4000-8000-000000000000"]}"#, 404, "carry"),
        (#"{"plan":["nope"]}"#, 422, "plan"),
        (#"{"plan":"all"}"#, 422, "plan"),
        (#"{"carry":["TODAY"]}"#, 422, "carry"),
        (#"{"carry":["DONE"]}"#, 409, "carry"),
        (#"{"note":5}"#, 422, "note"),
    ])
    func invalidStandupsAreRefusedAndWriteNothing(body: String, status: Int, field: String) async throws {
        let harness = Harness()
        try await harness.test { client in
            _ = try await client.createArea("Career")
            let today = try await client.addTodo("Plan", area: "Career")
            let done = try await client.addTodo("Review", on: "2026-11-19", area: "Career")
            _ = try await client.post("/api/v1/todos/\(done)/done", json: "")
            let before = try await harness.version()

            let response = try await client.put(
                "/api/v1/days/2026-11-20/standup",
                json: body.replacingOccurrences(of: "TODAY", with: today).replacingOccurrences(of: "DONE", with: done))

            #expect(response.status.code == status)
            #expect(try response.apiError().field == field)
            #expect(try await harness.version() == before)
        }
    }

    // MARK: Settings

    @Test func settingsCarryTheStandupTimeSizesAndHiddenModules() async throws {
        try await Harness().test { client in
            // Given the defaults
            let defaults = try await client.get("/api/v1/settings").jsonObject()
            #expect(defaults.string("standupBy") == "10:00")
            #expect(defaults.int("smallMinutes") == 120)
            #expect(defaults.int("mediumMinutes") == 240)
            #expect(defaults.int("largeMinutes") == 480)
            #expect(defaults.strings("hiddenModules").isEmpty)

            // When they change
            let changed = try await client.post(
                "/api/v1/settings",
                json: #"{"standupBy":"09:30","smallMinutes":60,"largeMinutes":600,"hiddenModules":["standup"]}"#)

            // Then
            #expect(changed.status == .ok)
            let body = try changed.jsonObject()
            #expect(body.string("standupBy") == "09:30")
            #expect(body.int("smallMinutes") == 60)
            #expect(body.int("mediumMinutes") == 240)
            #expect(body.int("largeMinutes") == 600)
            #expect(body.strings("hiddenModules") == ["standup"])

            // And an S goal now stands for an hour
            _ = try await client.createArea("Career")
            let goal = try await client.post("/api/v1/weeks/2026-11-20/goals", json: #"{"title":"Ship","area":"Career","estimate":"S"}"#)
            #expect(try goal.jsonObject().int("estimateMinutes") == 60)
        }
    }

    @Test(arguments: [
        (#"{"standupBy":"9am"}"#, "standupBy"),
        (#"{"smallMinutes":5}"#, "smallMinutes"),
        (#"{"smallMinutes":1.5}"#, "smallMinutes"),
        (#"{"mediumMinutes":60}"#, "mediumMinutes"),
        (#"{"largeMinutes":6001}"#, "largeMinutes"),
        (#"{"hiddenModules":"standup"}"#, "hiddenModules"),
        (#"{"hiddenModules":[1]}"#, "hiddenModules"),
    ])
    func invalidPlanningSettingsAre422(body: String, field: String) async throws {
        let harness = Harness()
        try await harness.test { client in
            let response = try await client.post("/api/v1/settings", json: body)

            #expect(response.status == .unprocessableContent)
            #expect(try response.apiError().field == field)
            #expect(try await harness.version() == 0)
        }
    }

    // MARK: Security

    @Test func aCrossSitePutIsRefused() async throws {
        let harness = Harness()
        try await harness.test { client in
            let response = try await client.send(
                "/api/v1/weeks/2026-11-20/capacity", .put,
                headers: [.contentType: "application/json", .origin: "https://evil.example"],
                body: #"{"perDayHours":4}"#)

            #expect(response.status == .forbidden)
            #expect(try response.apiError().code == "cross_origin")
            #expect(try await harness.version() == 0)
        }
    }
}
