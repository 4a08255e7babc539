import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import SystemCore
import SystemStore
import SystemTestSupport
import Testing

@testable import SystemServer

/// The body and sleep over HTTP: Apple Health's export uploaded as the body, the day's energy, weight, activity and
/// sleep through the API, and the ring, the Health page and the sleep card as a person sees them.
@Suite(.timeLimit(.minutes(15))) struct HealthTests {
    typealias Record = AppleHealthFixture.Record

    /// Runs `body` against an app over a fresh SQLite file with the modules' tables (the clock: Friday 20 November
    /// 2026, 10:00 in Berlin).
    func withApp(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await Harness.withSQLite(body)
    }

    /// 30 days of basal energy before Friday 20 November (1,500 kcal a day; one day with only 12 hours, left out),
    /// that morning's active energy from the watch and, smaller, the phone, a weigh-in and a night of stages.
    static var export: AppleHealthFixture {
        var records: [Record] = []
        for back in 1...30 {
            let day = CivilDate("2026-11-20")!.adding(days: -back)
            let hours = back == 5 ? 12 : 24
            // The user's day starts at 04:00 (the default).
            records.append(
                Record(
                    AppleHealthFixture.basal, "Watch", "\(day) 04:00:00 +0100",
                    hours == 24 ? "\(day.adding(days: 1)) 04:00:00 +0100" : "\(day) 16:00:00 +0100", hours == 24 ? "1500" : "9000",
                    unit: "Cal"))
        }
        records += [
            Record(AppleHealthFixture.active, "Watch", "2026-11-20 08:00:00 +0100", "2026-11-20 09:00:00 +0100", "200", unit: "Cal"),
            Record(AppleHealthFixture.active, "iPhone", "2026-11-20 08:00:00 +0100", "2026-11-20 09:00:00 +0100", "120", unit: "kcal"),
            Record(AppleHealthFixture.mass, "Scale", "2026-11-20 07:00:00 +0100", "2026-11-20 07:00:00 +0100", "80", unit: "kg"),
            Record(
                AppleHealthFixture.sleep, "iPhone", "2026-11-19 23:00:00 +0100", "2026-11-20 07:00:00 +0100",
                "HKCategoryValueSleepAnalysisInBed"),
            Record(
                AppleHealthFixture.sleep, "Watch", "2026-11-19 23:15:00 +0100", "2026-11-20 02:00:00 +0100",
                "HKCategoryValueSleepAnalysisAsleepCore"),
            Record(
                AppleHealthFixture.sleep, "Watch", "2026-11-20 02:00:00 +0100", "2026-11-20 04:00:00 +0100",
                "HKCategoryValueSleepAnalysisAsleepDeep"),
            Record(
                AppleHealthFixture.sleep, "Watch", "2026-11-20 04:00:00 +0100", "2026-11-20 06:45:00 +0100",
                "HKCategoryValueSleepAnalysisAsleepREM"),
        ]
        return AppleHealthFixture(records)
    }

    @Test func anUploadedExportFeedsTheEnergyEquationAndTheNight() async throws {
        let zip = try Data(contentsOf: try Self.export.writeZip())
        try await withApp { client in
            let imported = try await client.upload(zip, named: "export.zip", to: "/api/v1/health/imports")
            #expect(imported.status == .created)
            let summary = try imported.jsonObject()
            #expect(summary["read"] as? [String: Int] == ["basal-energy": 30, "active-energy": 2, "body-mass": 1, "sleep": 4])
            #expect(summary["added"] as? [String: Int] == summary["read"] as? [String: Int])
            // The same export again adds nothing, and says so.
            let again = try await client.upload(zip, named: "export.zip", to: "/api/v1/health/imports")
            #expect(try again.jsonObject()["added"] as? [String: Int] == [:])
            #expect(try await client.get("/api/v1/health/imports").jsonObject().objects("imports").count == 2)

            let energy = try await client.get("/api/v1/days/2026-11-20/energy").jsonObject()
            #expect(energy["restingKcal"] as? Double == 1500)  // 29 full days; the 12-hour day is left out
            #expect(energy["restingDays"] as? Int == 29)
            #expect(energy["restingIsEstimate"] as? Bool == false)
            #expect(energy["activeKcal"] as? Double == 200)  // the watch's, not watch + phone
            #expect(energy["burnedKcal"] as? Double == 1700)
            #expect(energy["leftoverKcal"] as? Double == 1700)

            let sleep = try await client.get("/api/v1/days/2026-11-20/sleep").jsonObject()
            #expect(sleep["asleepMinutes"] as? Int == 450)
            #expect(sleep["inBedMinutes"] as? Int == 480)
            #expect(sleep["stages"] as? [String: Int] == ["core": 165, "deep": 120, "rem": 165, "awake": 0])
            let before = try await client.get("/api/v1/days/2026-11-19/sleep").jsonObject()
            #expect(before["asleepMinutes"] is NSNull)

            let weights = try await client.get("/api/v1/weight?from=2026-11-01&to=2026-11-20").jsonObject()
            #expect((weights["days"] as? [[String: Any]])?.first?["kg"] as? Double == 80)

            let today = try await client.get("/")
            #expect(today.text.contains("1,700"))
            #expect(today.text.contains("kcal left"))
            #expect(today.text.contains("7 h 30 min asleep"))
            #expect(today.text.contains("/assets/health.css"))
        }
    }

    @Test func theCoachSeesTheDevicesEnergyInTheEvening() async throws {
        let zip = try Data(contentsOf: try Self.export.writeZip())
        try await withApp { client in
            #expect(try await client.upload(zip, named: "export.zip", to: "/api/v1/health/imports").status == .created)
            let bar = try await client.post(
                "/api/v1/foods", json: #"{"name":"Protein bar","servingGrams":40,"servingName":"bar","kcal":180,"protein":20}"#)
            let barID = try #require(try bar.jsonObject().int("id"))
            let logged = try await client.post(
                "/api/v1/days/2026-11-20/food", json: #"{"foodId":\#(barID),"amount":"5 bar","meal":"lunch"}"#)
            #expect(logged.status == .created)
            // 1,500 resting (the watch's basal readings) + 200 active (the watch's) − 900 eaten = 800 left. A first
            // intention is more pressing for a new user, so the energy message speaks as the next topic.
            func energyAlternative(_ at: String) async throws -> [String: Any]? {
                let evaluation = try await client.get("/api/v1/coach?at=\(at)&explain=true").jsonObject()
                return evaluation.objects("alternatives").first { $0["topic"] as? String == "health.energy" }
            }
            let evening = try #require(try await energyAlternative("2026-11-20T21:30:00%2B01:00"))
            #expect(
                (evening["text"] as? String)?.hasPrefix("800 kcal left in today") == true
                    || (evening["text"] as? String)?.contains("holds 800 kcal") == true)
            // At noon the day is not over: nothing to say about it yet.
            #expect(try await energyAlternative("2026-11-20T12:00:00%2B01:00")?["text"] is NSNull)
            let explain = try await client.get("/coach?at=2026-11-20T21:30").text
            #expect(explain.contains("800 kcal"))
        }
    }

    @Test func foodEmptiesTheRingActivityRefillsItAndTheGoalShiftsIt() async throws {
        try await withApp { client in
            // Nothing known yet: the card says what to give, and draws no empty ring.
            let fresh = try await client.get("/").text
            #expect(fresh.contains("Resting energy is unknown"))
            #expect(!fresh.contains("ring-number"))
            // No readings: an estimate from the body, once the profile and a weight are given.
            #expect(try await client.get("/api/v1/days/2026-11-20/energy").jsonObject()["restingKcal"] is NSNull)
            let profile = try await client.send(
                "/api/v1/health/profile", .put, headers: [.contentType: "application/json"],
                body: #"{"heightCm": 180, "birthDate": "1996-11-20", "sex": "male", "weeklyChangeKg": -0.5}"#)
            #expect(profile.status == .ok)
            #expect(try await client.post("/api/v1/weight", json: #"{"weight": "80kg"}"#).status == .created)
            var energy = try await client.get("/api/v1/days/2026-11-20/energy").jsonObject()
            #expect(energy["restingKcal"] as? Double == 1780)
            #expect(energy["restingIsEstimate"] as? Bool == true)
            #expect(energy["goalKcal"] as? Double == -550)
            #expect(energy["leftoverKcal"] as? Double == 1230)

            #expect(
                try await client.post("/api/v1/days/2026-11-20/activities", json: #"{"label": "Football", "kcal": 400}"#).status == .created
            )
            energy = try await client.get("/api/v1/days/2026-11-20/energy").jsonObject()
            #expect(energy["manualActiveKcal"] as? Double == 400)
            #expect(energy["leftoverKcal"] as? Double == 1630)

            let page = try await client.get("/health")
            #expect(page.status == .ok)
            #expect(page.text.contains("an estimate from your body"))
            #expect(page.text.contains("Football"))
            #expect(page.text.contains("1,630"))
        }
    }

    @Test(arguments: [
        ("/api/v1/weight", #"{"weight": "eighty"}"#, "weight"), ("/api/v1/weight", #"{"kg": 900}"#, "weight"),
        ("/api/v1/weight", #"{"weight": "80kg", "date": "yesterday"}"#, "date"),
        ("/api/v1/days/2026-11-20/activities", #"{"label": "", "kcal": 100}"#, "label"),
        ("/api/v1/days/2026-11-20/activities", #"{"label": "Run", "kcal": -5}"#, "kcal"),
        ("/api/v1/days/2026-11-20/sleep", #"{"bedtime": "late", "wake": "07:00"}"#, "bedtime"),
        ("/api/v1/days/2026-11-20/sleep", #"{"bedtime": "23:00", "wake": "07:00", "quality": 9}"#, "quality"),
    ])
    func badBodyInputNamesTheFieldAndChangesNothing(_ uri: String, _ body: String, _ field: String) async throws {
        try await withApp { client in
            let response = try await client.post(uri, json: body)
            #expect((400..<500).contains(response.status.code))
            #expect(try response.apiError().field == field)
            #expect(try await client.get("/api/v1/weight").jsonObject().objects("days").isEmpty)
            #expect(try await client.get("/api/v1/days/2026-11-20/activities").jsonObject().objects("activities").isEmpty)
        }
    }

    @Test func aBadExportIsRefusedWithTheProblemAndImportsNothing() async throws {
        let truncated = try Data(contentsOf: try AppleHealthFixture(Self.export.records, complete: false).writeXML())
        let notAnExport = Data("just some notes".utf8)
        try await withApp { client in
            for (data, problem) in [(truncated, "truncated"), (notAnExport, "not an Apple Health export")] {
                let refused = try await client.upload(data, named: "export.xml", to: "/api/v1/health/imports")
                #expect(refused.status == .unprocessableContent)
                #expect(try refused.apiError().message.contains(problem))
            }
            #expect(try await client.get("/api/v1/health/imports").jsonObject().objects("imports").isEmpty)
            #expect(try await client.get("/api/v1/days/2026-11-20/energy").jsonObject()["activeKcal"] as? Double == 0)
        }
    }

    @Test func theFormsKeepWhatWasTypedWhenRefusedAndSaveWhenRight() async throws {
        try await withApp { client in
            let refused = try await client.post("/health/weight", form: [("weight", "eighty"), ("date", "2026-11-20")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains(#"value="eighty""#))
            #expect(refused.text.contains("is not a weight"))
            let saved = try await client.post("/health/weight", form: [("weight", "80,4"), ("date", "2026-11-20")])
            #expect(saved.status == .seeOther)
            #expect(try await client.get("/api/v1/weight").text.contains(#""kg":80.4"#))

            let night = try await client.post("/days/2026-11-20/sleep", form: [("bedtime", "23:30"), ("wake", "nine")])
            #expect(night.status == .unprocessableContent)
            #expect(night.text.contains(#"value="23:30""#))
            let slept = try await client.post("/days/2026-11-20/sleep", form: [("bedtime", "23:30"), ("wake", "07:00"), ("quality", "4")])
            #expect(slept.status == .seeOther)
            let sleep = try await client.get("/api/v1/days/2026-11-20/sleep").jsonObject()
            #expect(sleep["asleepMinutes"] as? Int == 450)
            #expect(sleep["quality"] as? Int == 4)
            #expect(sleep["stages"] is NSNull)
        }
    }

    @Test func targetsAreSetThroughTheAPIAndTheFormAndShownAgainstTheDay() async throws {
        try await withApp { client in
            let set = try await client.send(
                "/api/v1/health/targets", .put, headers: [.contentType: "application/json"], body: #"{"protein": 120, "sodium": 2300}"#)
            #expect(set.status == .ok)
            #expect(try set.jsonObject()["targets"] as? [String: Double] == ["protein": 120, "sodium": 2300])
            let day = try await client.get("/api/v1/days/2026-11-20/food").jsonObject().objects("targets")
            #expect(day.map { $0.string("nutrient") } == ["protein", "sodium"])
            #expect(day.first?["onTrack"] as? Bool == false)
            let bad = try await client.send(
                "/api/v1/health/targets", .put, headers: [.contentType: "application/json"], body: #"{"fibre": -3}"#)
            #expect(bad.status == .unprocessableContent)
            #expect(try bad.apiError().field == "fibre")
            #expect(try await client.get("/").text.contains("Protein 0 g of at least 120 g"))

            let refused = try await client.post("/health/targets", form: [("protein", "lots"), ("fibre", "30")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains(#"value="lots""#) && refused.text.contains(#"value="30""#))
            #expect(try await client.post("/health/targets", form: [("fibre", "30")]).status == .seeOther)
            #expect(try await client.get("/api/v1/health/targets").jsonObject()["targets"] as? [String: Double] == ["fibre": 30])
        }
    }
}
