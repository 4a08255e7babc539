import Foundation
import SystemTestSupport
import Testing

/// `system health import`, `weight`, `energy`, `activity` and `sleep` as a user runs them: the export read once, the
/// day's equation and night printed and given as JSON, bad input refused in one line.
@Suite(.serialized) struct HealthProcessTests {
    typealias Record = AppleHealthFixture.Record

    static let export = AppleHealthFixture(
        (1...30).map { back in
            let day = ISO8601DateFormatter.string(
                from: Date(timeIntervalSince1970: 1_795_132_800 - Double(back) * 86_400), timeZone: .gmt, formatOptions: [.withFullDate])
            return Record(AppleHealthFixture.basal, "Watch", "\(day) 00:00:00 +0000", "\(day) 23:59:59 +0000", "1600", unit: "kJ")
        } + [
            Record(AppleHealthFixture.active, "Watch", "2026-11-20 08:00:00 +0000", "2026-11-20 09:00:00 +0000", "250", unit: "Cal"),
            Record(
                AppleHealthFixture.sleep, "Watch", "2026-11-19 23:00:00 +0000", "2026-11-20 06:30:00 +0000",
                "HKCategoryValueSleepAnalysisAsleepUnspecified"),
        ])

    @Test func anExportIsImportedOnceAndTheDayReads() throws {
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let zip = try Self.export.writeZip()
        defer { try? FileManager.default.removeItem(at: zip) }
        let store = ["--data-dir", directory]
        #expect(try ProcessTests.run(["settings", "--time-zone", "UTC", "--day-start", "0"] + store).status == 0)

        let first = try ProcessTests.run(["health", "import", zip.path] + store)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "Read 32 readings from \(zip.lastPathComponent): 32 new, 0 already here; skipped 1 other records.\n")
        let again = try ProcessTests.run(["health", "import", zip.path] + store)
        #expect(again.stdout.contains(": 0 new, 32 already here;"))

        let energy = try ProcessTests.run(["energy", "--date", "2026-11-20", "--json"] + store)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(energy.stdout.utf8)) as? [String: Any])
        #expect(object["restingKcal"] as? Double == 382.4)  // 1,600 kJ a day
        #expect(object["activeKcal"] as? Double == 250)

        #expect(
            try ProcessTests.run(["activity", "100", "Long", "walk", "--date", "2026-11-20"] + store).stdout
                == "Logged Long walk, 100 kcal, on Friday 20 November 2026.\n")
        let text = try ProcessTests.run(["energy", "--date", "2026-11-20"] + store).stdout
        #expect(text.contains("+ Active   350 kcal"))
        #expect(text.contains("= Left     732 kcal"))

        let sleep = try ProcessTests.run(["sleep", "--date", "2026-11-20"] + store)
        #expect(sleep.stdout.hasPrefix("Friday 20 November 2026: 7 h 30 min asleep (23:00 – 06:30).\nStages: not tracked.\n"))

        let weighed = try ProcessTests.run(["weight", "80.2kg", "--date", "2026-11-20"] + store)
        #expect(weighed.stdout == "Logged 80.2 kg on Friday 20 November 2026; trend 80.2 kg.\n")
        let weights = try ProcessTests.run(["weight", "--date", "2026-11-20", "--json"] + store)
        #expect(weights.stdout.contains(#""kg":80.2"#))
    }

    @Test(arguments: [
        (["health", "import", "/nowhere/export.zip"], "system: /nowhere/export.zip: no such file."),
        (["weight", "heavy"], "system: “heavy” is not a weight: write it as 80.2kg or 176.5lb."),
        (["sleep", "--bed", "23:00"], "system: Give both --bed and --wake to enter a night."),
        (["activity", "0", "Nap"], "system: Active energy is a number of kcal more than 0 and at most 10,000."),
        (["health", "profile", "--height", "3m"], "system: A height is between 50 and 272 cm."),
        (
            ["health", "profile", "--weekly-goal", "-0.3"],
            "system: A weekly goal is from −1 to 1 kg in steps of 0.25 kg (0 keeps your weight)."
        ),
        (["health", "targets", "--set", "protein=lots"], "system: --set: “lots” is not an amount for protein; write a number in g."),
    ])
    func badInputIsOneReadableLine(_ arguments: [String], _ message: String) throws {
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try ProcessTests.run(arguments + ["--data-dir", directory])
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == message)
    }

    /// The body's profile makes resting energy an estimate; the weekly goal shifts the allowance; targets are kept in
    /// USDA's units; and in the evening the coach says what the ring still holds.
    @Test func theProfileAndTargetsAreSetFromTheCommandLineAndTheCoachReadsTheRing() throws {
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = ["--data-dir", directory]
        #expect(try ProcessTests.run(["settings", "--time-zone", "UTC"] + store).status == 0)
        let profile = try ProcessTests.run(
            ["health", "profile", "--height", "1.80m", "--born", "1990-01-01", "--sex", "male", "--weekly-goal", "-0.5"] + store)
        #expect(profile.status == 0, "\(profile.stderr)")
        #expect(profile.stdout.contains("Height: 180 cm\n"))
        #expect(profile.stdout.contains("Goal: lose 0.5 kg a week (550 kcal a day less)\n"))
        #expect(try ProcessTests.run(["weight", "80kg", "--date", "2026-11-20"] + store).status == 0)
        #expect(try ProcessTests.run(["activity", "600", "Run", "--date", "2026-11-20"] + store).status == 0)
        let energy = try ProcessTests.run(["energy", "--date", "2026-11-20", "--json"] + store).stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(energy.utf8)) as? [String: Any])
        #expect(object["restingKcal"] as? Double == 1750)  // 10 × 80 + 6.25 × 180 − 5 × 36 + 5
        #expect(object["restingIsEstimate"] as? Bool == true)
        #expect(object["leftoverKcal"] as? Double == 1800)  // 1,750 + 600 − 550

        let targets = try ProcessTests.run(["health", "targets", "--set", "protein=120", "--set", "vitamin c=90"] + store)
        #expect(targets.stdout == "protein: at least 120 g\nvitamin C: at least 90 mg\n")
        #expect(
            try ProcessTests.run(["health", "targets", "--clear", "protein", "--json"] + store).stdout == #"{"targets":{"vitaminC":90}}"#
                + "\n")

        // Nothing eaten: the evening says nothing of the ring. Once food is logged, it says what is left.
        let evening = ["coach", "--at", "2026-11-20T21:30:00Z", "--explain"]
        #expect(!(try ProcessTests.run(evening + store).stdout.contains("kcal left in today's ring")))
        #expect(try ProcessTests.run(["foods", "add", "Soup", "--kcal", "50"] + store).status == 0)
        #expect(try ProcessTests.run(["eat", "soup", "1000g", "--date", "2026-11-20", "--meal", "lunch"] + store).status == 0)
        #expect(try ProcessTests.run(evening + store).stdout.contains("1,300 kcal left in today's ring"))
    }

    @Test func aTruncatedExportImportsNothing() throws {
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let xml = try AppleHealthFixture(Self.export.records, complete: false).writeXML()
        defer { try? FileManager.default.removeItem(at: xml) }
        let result = try ProcessTests.run(["health", "import", xml.path, "--data-dir", directory])
        #expect(result.status == 1)
        #expect(result.stderr.contains("truncated"))
        #expect(result.stderr.hasSuffix("Nothing was imported.\n"))
        let energy = try ProcessTests.run(["energy", "--date", "2026-11-20", "--json", "--data-dir", directory])
        #expect(energy.stdout.contains(#""restingKcal":null"#))
    }
}
