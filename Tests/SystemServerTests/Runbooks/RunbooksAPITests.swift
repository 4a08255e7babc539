import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SystemCore
import Testing

@testable import SystemServer

/// The runbooks through the API: the starters listed, one written, read, edited into a new version (an older version
/// still readable), hidden and shown; runs recorded and listed; every refusal naming its field.
@Suite(.timeLimit(.minutes(15))) struct RunbooksAPITests {
    @Test func aRunbookIsWrittenReadEditedHiddenAndShown() async throws {
        try await Harness().test { client in
            let starters = try await client.get("/api/v1/runbooks").jsonObject().objects("runbooks")
            #expect(starters.map { $0.string("name") } == ["Anxiety", "Intense procrastination", "Negative thoughts", "Feeling burnt out"])
            #expect(starters.allSatisfy { $0["isStarter"] as? Bool == true && $0.isNull("savedAt") })

            let body =
                #"{"name":"Before a call","moment":"When my hands shake.","steps":["Write the first sentence.",{"text":"Breathe.","timerSeconds":60}]}"#
            let created = try await client.post("/api/v1/runbooks", json: body, key: "r1")
            #expect(created.status == .created)
            let runbook = try created.jsonObject()
            let id = try #require(runbook.string("id"))
            #expect(runbook.int("version") == 1 && runbook["isStarter"] as? Bool == false)
            #expect(runbook.objects("steps").last?.int("timerSeconds") == 60)
            #expect(runbook.objects("steps").first?.isNull("timerSeconds") == true)
            // A retry with the same key is the same runbook, written once
            let again = try await client.post("/api/v1/runbooks", json: body, key: "r1")
            #expect(try again.jsonObject().string("id") == id)
            #expect(try await client.get("/api/v1/runbooks").jsonObject().objects("runbooks").count == 5)

            let edited = try await client.send(
                "/api/v1/runbooks/\(id)", .put, headers: [.contentType: "application/json"], body: #"{"steps":["Dial."]}"#)
            #expect(edited.status == .ok)
            let now = try edited.jsonObject()
            #expect(now.int("version") == 2 && now.string("moment") == "When my hands shake.")
            let first = try await client.get("/api/v1/runbooks/\(id)?version=1").jsonObject()
            #expect(first.objects("steps").count == 2 && first.int("currentVersion") == 2)
            #expect(try await client.get("/api/v1/runbooks/\(id)?version=3").status == .notFound)

            #expect(try await client.send("/api/v1/runbooks/\(id)", .delete).status == .noContent)
            #expect(try await client.get("/api/v1/runbooks").jsonObject().objects("runbooks").count == 4)
            let all = try await client.get("/api/v1/runbooks?includeHidden=true").jsonObject().objects("runbooks")
            #expect(all.last?["hidden"] as? Bool == true)
            let shown = try await client.post("/api/v1/runbooks/\(id)/show", json: "")
            #expect(shown.status == .ok)
            #expect(try shown.jsonObject()["hidden"] as? Bool == false)
            #expect(try await client.get("/api/v1/runbooks?includeHidden=maybe").status == .badRequest)
        }
    }

    @Test func aStarterIsEditedIntoTheUsersVersionUnderItsId() async throws {
        try await Harness().test { client in
            let anxiety = Runbook.starters[0].id
            let edited = try await client.send(
                "/api/v1/runbooks/\(anxiety)", .put, headers: [.contentType: "application/json"], body: #"{"moment":"Mine now."}"#)
            let json = try edited.jsonObject()
            #expect(json.int("version") == 2 && json["isStarter"] as? Bool == true && json.string("moment") == "Mine now.")
            #expect(try await client.get("/api/v1/runbooks/\(anxiety)?version=1").jsonObject().string("moment") != "Mine now.")
        }
    }

    @Test func runsAreRecordedAndListedNewestFirst() async throws {
        try await Harness().test { client in
            let anxiety = Runbook.starters[0].id
            let finished = try await client.post(
                "/api/v1/runbooks/\(anxiety)/runs",
                json:
                    #"{"startedAt":"2026-11-20T08:50:00Z","finishedAt":"2026-11-20T08:56:00Z","stepsReached":7,"feeling":"happy","words":"Calmer."}"#,
                key: "run1")
            #expect(finished.status == .created)
            let run = try finished.jsonObject()
            #expect(run.int("version") == 1 && run.int("stepCount") == 7 && run.string("feeling") == "happy")
            let stopped = try await client.post(
                "/api/v1/runbooks/\(anxiety)/runs", json: #"{"startedAt":"2026-11-20T08:58:00Z","stepsReached":2}"#, key: "run2")
            #expect(stopped.status == .created)
            #expect(try stopped.jsonObject().isNull("finishedAt"))
            let runs = try await client.get("/api/v1/runbooks/\(anxiety)/runs").jsonObject().objects("runs")
            #expect(runs.map { $0.int("stepsReached") } == [2, 7])
            #expect(try await client.get("/api/v1/runbooks/\(anxiety)").jsonObject().int("runCount") == 2)
        }
    }

    static let refusals: [(String, String, String, String)] = [
        ("/api/v1/runbooks", #"{"steps":["x"]}"#, "name", "missing_field"),
        ("/api/v1/runbooks", #"{"name":"Anxiety","steps":["x"]}"#, "name", "invalid_field"),
        ("/api/v1/runbooks", #"{"name":"A","steps":[]}"#, "steps", "invalid_field"),
        ("/api/v1/runbooks", #"{"name":"A","steps":[{"text":"x","timerSeconds":2}]}"#, "steps[0].timerSeconds", "invalid_field"),
        ("/api/v1/runbooks", #"{"name":"A","steps":["x",{"timerSeconds":20}]}"#, "steps[1].text", "invalid_field"),
        ("/api/v1/runbooks", #"{"name":"A","steps":[3]}"#, "steps[0]", "invalid_field"),
        ("RUNS", #"{"stepsReached":1}"#, "startedAt", "missing_field"),
        ("RUNS", #"{"startedAt":"yesterday","stepsReached":1}"#, "startedAt", "invalid_field"),
        ("RUNS", #"{"startedAt":"2026-11-20T08:50:00Z","stepsReached":9}"#, "stepsReached", "invalid_field"),
        ("RUNS", #"{"startedAt":"2026-11-20T08:50:00Z","stepsReached":1,"version":4}"#, "version", "invalid_field"),
        ("RUNS", #"{"startedAt":"2026-11-20T08:50:00Z","stepsReached":1,"feeling":"fine"}"#, "feeling", "invalid_field"),
    ]

    @Test(arguments: refusals)
    func badInputIsRefusedNamingTheField(_ path: String, _ body: String, _ field: String, _ code: String) async throws {
        try await Harness().test { client in
            let uri = path == "RUNS" ? "/api/v1/runbooks/\(Runbook.starters[0].id)/runs" : path
            let response = try await client.post(uri, json: body)
            #expect(response.status == .unprocessableContent, "\(response.text)")
            let error = try response.apiError()
            #expect(error.field == field && error.code == code, "\(error)")
        }
    }

    @Test func anUnknownRunbookIsNotFoundOnEveryRoute() async throws {
        try await Harness().test { client in
            let unknown = UUID().uuidString.lowercased()
            #expect(try await client.get("/api/v1/runbooks/\(unknown)").status == .notFound)
            #expect(try await client.get("/api/v1/runbooks/nonsense/runs").status == .notFound)
            #expect(try await client.send("/api/v1/runbooks/\(unknown)", .delete).status == .notFound)
            let put = try await client.send(
                "/api/v1/runbooks/\(unknown)", .put, headers: [.contentType: "application/json"], body: #"{"name":"x"}"#)
            #expect(put.status == .notFound)
            #expect(
                try await client.post("/api/v1/runbooks/\(unknown)/runs", json: #"{"startedAt":"2026-11-20T08:50:00Z","stepsReached":1}"#)
                    .status == .notFound)
        }
    }
}
