import Foundation
import HTTPTypes
import HummingbirdTesting
import SystemCore
import SystemServer
import SystemStore
import Testing

/// The coach's routes: the message for any instant and viewed day, the explanation, the catalogue, the reminders,
/// and the quiet-hours settings they respect. The harness clock is Friday 20 November 2026, 10:00 in Berlin.
@Suite struct CoachAPITests {
    // MARK: The message

    @Test func theMessageIsForNowAndTodayByDefault() async throws {
        try await Harness().test { client in
            // When the coach is asked with no parameters
            let response = try await client.get("/api/v1/coach")

            // Then it speaks for now, on today, with a message from the catalogue and no explanation
            #expect(response.status == .ok)
            let body = try response.jsonObject()
            #expect(body.string("at") == "2026-11-20T10:00:00+01:00")
            #expect(body.string("date") == "2026-11-20")
            let message = body.object("message")
            let keys = Set(CoreModules.standard.coachOptions.map(\.key) + [CoachCatalogue.calm.key])
            #expect(keys.contains(message.string("key") ?? ""))
            #expect(CoachTopic(rawValue: message.string("topic") ?? "") != nil)
            #expect(!(message.string("text") ?? "").isEmpty)
            #expect(message["priority"] is NSNumber)
            #expect(message["actions"] is [Any])
            #expect(body["options"] == nil)
            #expect(body["signals"] == nil)
        }
    }

    @Test func anIntentionRunsThenRunsOverThenAsksForItsReflection() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given a 25-minute intention started at 10:00
            let id = try #require(try await client.startIntention("Write the report", minutes: 25).string("id"))

            // Then now it is encouragement, 40 minutes on it is overdue (a raw `+` in the query reads too)
            let running = try await client.get("/api/v1/coach").jsonObject().object("message")
            #expect(running.string("topic") == "intention.running")
            #expect(running.string("text")?.contains("Write the report") == true)
            let overdue = try await client.get("/api/v1/coach?at=2026-11-20T10:40:00+01:00").jsonObject()
            #expect(overdue.object("message").string("topic") == "intention.overdue")
            #expect(overdue.object("message").string("text")?.contains("15 min") == true)
            #expect(overdue.string("at") == "2026-11-20T10:40:00+01:00")

            // When it is ended at 10:30
            harness.clock.advance(by: 30 * 60)
            #expect(try await client.post("/api/v1/intentions/\(id)/end", json: "{}").status == .ok)

            // Then the coach asks how it went, with a link to it
            let reflect = try await client.get("/api/v1/coach").jsonObject().object("message")
            #expect(reflect.string("topic") == "intention.reflect")
            #expect(reflect.objects("actions").first?.string("href") == "/intentions/\(id)")
        }
    }

    @Test func viewingYesterdayWithAnUnratedIntentionAsksToRateIt() async throws {
        // Given an intention yesterday morning, ended and never rated
        let harness = Harness(at: Fixture.instant("2026-11-19T08:00:00Z"))
        try await harness.test { client in
            let id = try #require(try await client.startIntention("Write the report", minutes: 25).string("id"))
            harness.clock.advance(by: 25 * 60)
            #expect(try await client.post("/api/v1/intentions/\(id)/end", json: "{}").status == .ok)
            harness.clock.set(Fixture.now)

            // When yesterday is viewed today
            let yesterday = try await client.get("/api/v1/coach?date=2026-11-19").jsonObject()

            // Then it says that day's message: rate it
            #expect(yesterday.string("date") == "2026-11-19")
            #expect(yesterday.string("at") == "2026-11-20T10:00:00+01:00")
            let message = yesterday.object("message")
            #expect(message.string("topic") == "intention.reflect")
            #expect(message.string("key") == "reflect.past.unrated")
            #expect(message.string("text")?.contains("You didn't rate yesterday morning's intention, “Write the report”") == true)

            // When it is rated there
            #expect(try await client.post("/api/v1/intentions/\(id)/feeling", json: #"{"feeling": "happy"}"#).status == .ok)

            // Then the day asks only for what is still missing
            let after = try await client.get("/api/v1/coach?date=2026-11-19").jsonObject().object("message")
            #expect(after.string("key") == "reflect.past.1")
            #expect(after.string("text")?.contains("a feeling") == false)
        }
    }

    @Test(arguments: [
        // 02:00 belongs to the day before: the day starts at 04:00
        ("at=2026-11-19T02:00:00%2B01:00", "2026-11-18", "2026-11-19T02:00:00+01:00"),
        ("at=2026-11-20T09:00:00Z", "2026-11-20", "2026-11-20T10:00:00+01:00"),
        // a summer instant carries the summer offset
        ("at=2027-07-01T12:00:00Z", "2027-07-01", "2027-07-01T14:00:00+02:00"),
        ("at=1999-12-31T23:30:00Z&date=2030-01-01", "2030-01-01", "2000-01-01T00:30:00+01:00"),
    ])
    func atAndDateTravelToAnyInstantAndDay(query: String, date: String, at: String) async throws {
        try await Harness().test { client in
            let response = try await client.get("/api/v1/coach?\(query)")

            #expect(response.status == .ok)
            let body = try response.jsonObject()
            #expect(body.string("date") == date)
            #expect(body.string("at") == at)
        }
    }

    @Test func explainListsEveryOptionByPriorityWithItsConditionsAndEverySignal() async throws {
        try await Harness().test { client in
            // Given a running intention
            _ = try await client.startIntention("Write the report", minutes: 25)

            // When the coach explains itself
            let body = try await client.get("/api/v1/coach?explain=true").jsonObject()

            // Then every option is there, highest priority first, each with its reason and conditions (the house rules of
            // the night and of focus among them)
            let options = body.objects("options")
            #expect(options.count == CoreModules.standard.coachOptions.count)
            #expect(options.count >= 65)
            let priorities = options.map { ($0["priority"] as? NSNumber)?.doubleValue ?? -1 }
            #expect(priorities == priorities.sorted(by: >))
            let catalogue = Dictionary(uniqueKeysWithValues: Coach.standard.options.map { ($0.key, $0) })
            for option in options {
                let row = try #require(catalogue[option.string("key") ?? ""])
                #expect(option.string("topic") == row.topic.rawValue)
                #expect((option["maxPriority"] as? NSNumber)?.doubleValue == Double(row.maxPriority))
                #expect(Set(option.object("conditions").keys) == Set(row.conditions))
                #expect(!(option.string("reason") ?? "").isEmpty)
            }

            // And the winner is drawn among those tied at the top; a zero says which condition made it so
            let message = body.object("message")
            #expect((message["priority"] as? NSNumber)?.doubleValue == priorities.first)
            #expect(message.string("topic") == "intention.running")
            let tied = options.prefix { ($0["priority"] as? NSNumber)?.doubleValue == priorities.first }.compactMap { $0.string("key") }
            #expect(body.strings("tied") == tied)
            #expect(tied.count == 3)
            let plan = try #require(options.first { $0.string("key") == "plan.eve.1" })
            #expect(plan.int("priority") == 0)
            #expect(plan.string("reason")?.hasPrefix("0 because") == true)
            #expect((plan.object("conditions")["!intentionRunning"] as? NSNumber)?.doubleValue == 0)
            #expect(tied.contains(message.string("key") ?? ""))

            // And every signal is there with its meaning and a value in 0…1
            let signals = body.objects("signals")
            #expect(signals.map { $0.string("name") } == CoreModules.standard.coachSignals.map(\.name))
            for signal in signals {
                #expect(!(signal.string("meaning") ?? "").isEmpty)
                let value = try #require((signal["value"] as? NSNumber)?.doubleValue)
                #expect((0...1).contains(value))
            }
            #expect((signals.first { $0.string("name") == "intentionRunning" }?["value"] as? NSNumber)?.doubleValue == 1)
        }
    }

    @Test(arguments: [
        ("at=yesterday", "at", "invalid_instant"),
        ("at=2026-11-20T10:00:00", "at", "invalid_instant"),
        ("at=", "at", "invalid_instant"),
        ("at=0001-01-01T00:00:00Z", "at", "invalid_instant"),
        ("date=2026-02-30", "date", "invalid_date"),
        ("date=20261120", "date", "invalid_date"),
        ("date=9999-12-31", "date", "invalid_date"),
        ("explain=yes", "explain", "invalid_flag"),
        ("explain=", "explain", "invalid_flag"),
        ("date=2026-11-19&explain=1", "explain", "invalid_flag"),
    ])
    func aParameterThatDoesNotReadIsRefusedByName(query: String, field: String, code: String) async throws {
        try await Harness().test { client in
            let response = try await client.get("/api/v1/coach?\(query)")

            #expect(response.status == .badRequest)
            let error = try response.apiError()
            #expect(error.field == field)
            #expect(error.code == code)
        }
    }

    // MARK: The vocabulary and the catalogue

    @Test func topicsAreTheFixedVocabulary() async throws {
        try await Harness().test { client in
            let response = try await client.get("/api/v1/coach/topics")

            #expect(response.status == .ok)
            #expect(try response.jsonObject().strings("topics") == CoachTopic.allCases.map(\.rawValue))
            #expect(try response.jsonObject().strings("topics").contains("week.actionitem"))
        }
    }

    @Test func rulesAreTheCatalogueAsRowsAndTheSignals() async throws {
        try await Harness().test { client in
            let body = try await client.get("/api/v1/coach/rules").jsonObject()

            // Then every row is there as written, placeholders included
            let rows = body.objects("options")
            #expect(rows.map { $0.string("key") } == CoreModules.standard.coachOptions.map(\.key))
            let overdue = try #require(rows.first { $0.string("key") == "overdue.1" })
            #expect(overdue.string("topic") == "intention.overdue")
            #expect(overdue.int("maxPriority") == 95)
            #expect(overdue.strings("conditions") == ["dayIsToday", "intentionOverdue"])
            #expect(overdue.string("text")?.contains("{running}") == true)
            #expect(overdue.objects("actions").first?.string("href") == "/focus")
            #expect(body.object("calm").string("key") == "calm")

            // And every signal a condition names is listed with its meaning
            let signals = body.objects("signals")
            let names = Set(signals.compactMap { $0.string("name") })
            #expect(signals.count == CoreModules.standard.coachSignals.count)
            for row in rows {
                for condition in row.strings("conditions") {
                    #expect(names.contains(condition.hasPrefix("!") ? String(condition.dropFirst()) : condition), "\(condition)")
                }
            }
            #expect(signals.allSatisfy { !($0.string("meaning") ?? "").isEmpty })
        }
    }

    // MARK: Reminders

    @Test func aRunningIntentionsTimeUpIsDueUnlessQuiet() async throws {
        let harness = Harness()
        try await harness.test { client in
            // Given a 25-minute intention started at 10:00
            let id = try #require(try await client.startIntention("Write the report", minutes: 25).string("id"))

            // Then its time-up at 10:25 and "still running" at 10:35 are due
            let due = try await client.get("/api/v1/coach/reminders").jsonObject()
            #expect(due.string("now") == "2026-11-20T10:00:00+01:00")
            let timeUp = try #require(due.objects("reminders").first { $0.string("key") == "timeup:\(id)" })
            #expect(timeUp.string("at") == "2026-11-20T10:25:00+01:00")
            #expect(timeUp.string("title") == "Time's up")
            #expect(timeUp.string("body")?.contains("Write the report") == true)
            #expect(timeUp.string("href") == "/focus")
            #expect(due.objects("reminders").contains { $0.string("key") == "overdue:\(id)" })
            let times = due.objects("reminders").compactMap { $0.string("at") }.compactMap(Readable.parseInstant)
            #expect(times == times.sorted())

            // When quiet hours cover the next hour
            let quiet = try await client.post("/api/v1/settings", json: #"{"quietFrom": "10:00", "quietUntil": "11:00"}"#)
            #expect(quiet.status == .ok)

            // Then neither is shown
            let hushed = try await client.get("/api/v1/coach/reminders").jsonObject().objects("reminders")
            #expect(!hushed.contains { $0.string("key") == "timeup:\(id)" })
            #expect(!hushed.contains { $0.string("key") == "overdue:\(id)" })

            // When, instead, do-not-disturb runs until 10:30
            let dnd = try await client.post(
                "/api/v1/settings",
                json: #"{"quietFrom": null, "quietUntil": null, "doNotDisturbUntil": "2026-11-20T10:30:00+01:00"}"#)
            #expect(dnd.status == .ok)

            // Then the time-up is held back and "still running" at 10:35 is not
            let after = try await client.get("/api/v1/coach/reminders").jsonObject().objects("reminders")
            #expect(!after.contains { $0.string("key") == "timeup:\(id)" })
            #expect(after.contains { $0.string("key") == "overdue:\(id)" })
        }
    }
}
