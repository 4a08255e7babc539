import Foundation
import HTTPTypes
import HummingbirdTesting
import SystemCore
import SystemStore
import Testing

@testable import SystemServer

/// The coach on the web: the message area on every day page and its "Why this?" page.
@Suite struct CoachPagesTests {
    @Test func todayOpensWithTheCoachsMessageAndAWayToAskWhy() async throws {
        // Given an ended intention that still wants its reflection (Friday 10:00 in Berlin)
        let harness = Harness()
        let id = IntentionID(UUID())
        try await harness.service.execute(.startIntention(id: id, text: "Draft the proposal", minutes: 25), for: .local)
        try await harness.service.execute(.endIntention(id: id), for: .local)
        try await harness.test { client in
            let today = try await client.get("/").text
            // Then the first module is the coach, asking about it
            let coach = try #require(today.range(of: #"data-module="coach""#))
            #expect(coach.lowerBound < today.range(of: #"data-module="standup""#)!.lowerBound)
            #expect(today.contains(#"data-coach-topic="intention.reflect""#))
            #expect(today.contains("Draft the proposal"))
            #expect(today.contains(#"href="/intentions/\#(id)">Reflect on it</a>"#))
            #expect(
                today.contains(
                    #"<a class="coach-why" href="/coach?date=2026-11-20&amp;at=2026%2D11%2D20T10%3A00%3A00%2B01%3A00">Why this?</a>"#))
        }
    }

    @Test func whyThisListsEveryOptionWithItsReasonAndEverySignal() async throws {
        let harness = Harness()
        try await harness.test { client in
            let page = try await client.get("/coach?at=2026-11-20T15:00&date=2026-11-20").text
            #expect(page.components(separatedBy: "<tr class=").count - 1 >= CoachCatalogue.options.count)
            #expect(page.contains(#"<tr class="is-winner">"#))
            #expect(page.contains("0 because weekStartsTomorrow = 0"))
            #expect(page.contains("<code>idle</code>"))
            #expect(page.contains(#"value="2026-11-20T15:00""#))
        }
    }

    @Test(arguments: ["/coach?date=2026-02-30", "/coach?at=yesterday"])
    func aWrongMomentIsA400ThatSaysWhy(path: String) async throws {
        try await Harness().test { client in
            let response = try await client.get(path)
            #expect(response.status == .badRequest)
            #expect(response.text.contains(#"role="alert""#))
        }
    }

    @Test func quietHoursAndDoNotDisturbAreSettings() async throws {
        let harness = Harness()
        try await harness.test { client in
            let saved = try await client.post("/settings", form: [("quietFrom", "22:00"), ("quietUntil", "07:00"), ("doNotDisturb", "60")])
            #expect(saved.status == .seeOther)
            let settings = try await harness.service.state(for: .local).settings
            #expect(settings.quietFrom == TimeOfDay(hour: 22) && settings.quietUntil == TimeOfDay(hour: 7))
            #expect(settings.doNotDisturbUntil == Fixture.now.addingTimeInterval(3600))
            #expect(try await client.get("/settings").text.contains("Until Friday 20 November 2026, 11:00"))

            let half = try await client.post("/settings", form: [("quietFrom", "22:00"), ("quietUntil", "")])
            #expect(half.status == .unprocessableContent)
            #expect(half.text.contains("Quiet hours need both a start and an end, or neither."))

            let empty = try await client.post("/settings", form: [("quietFrom", "22:00"), ("quietUntil", "22:00")])
            #expect(empty.status == .unprocessableContent)
            #expect(empty.text.contains("Quiet hours must end at another time than 22:00"))
        }
    }
}

/// Moments outside the years the calendar can name are refused, never a crash.
@Suite struct CoachFarMomentsTests {
    @Test(arguments: ["/coach?at=9999-12-31T23:30:00Z", "/coach?date=9999-12-31", "/coach?at=0001-01-01T00:00"])
    func theExplainPageRefusesAFarMoment(path: String) async throws {
        try await Harness().test { client in
            let response = try await client.get(path)
            #expect(response.status == .badRequest)
        }
    }

    @Test func doNotDisturbCannotReachBeyondTheYear2999() async throws {
        let harness = Harness()
        var settings = try await harness.service.state(for: .local).settings
        settings.doNotDisturbUntil = Readable.parseInstant("9999-12-31T23:59:59Z")
        let error = await #expect(throws: DomainError.self) { try await harness.service.execute(.changeSettings(settings), for: .local) }
        #expect(error?.field == "doNotDisturbUntil")
    }
}
