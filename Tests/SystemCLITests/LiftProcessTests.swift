import Foundation
import SystemTestSupport
import Testing

/// `system lift analyze` as a lifter runs it on a recorded set: the reps counted, a partial rep named and not
/// counted, lines that are not readings skipped and counted, the same as JSON, and bad options refused in one line.
@Suite(.serialized) struct LiftProcessTests {
    static let stream = ClipFixture.threeReps

    @Test func aRecordedSetIsAnalysedAsTextAndAsJSON() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("set-\(UUID()).txt")
        try Self.stream.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }

        let text = try ProcessTests.run(["lift", "analyze", file.path])
        #expect(text.status == 0, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("3 reps · the bar slowed ") == true, "\(text.stdout)")
        #expect(lines.first?.contains("slowest: rep 3") == true)
        #expect(lines.contains { $0.hasPrefix("Rep  Range") })
        #expect(lines.contains { $0.hasPrefix("  1  50 cm") }, "\(text.stdout)")
        #expect(lines.contains("Partial, not counted: 9 cm at 13.2 s."), "\(text.stdout)")
        #expect(lines.last == "2 lines were not readings and were skipped.")

        let json = try ProcessTests.run(["lift", "analyze", file.path, "--goal", "power", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let reps = try #require(object["reps"] as? [[String: Any]])
        #expect(reps.count == 3)
        #expect(reps.allSatisfy { abs(($0["rangeCm"] as? Double ?? 0) - 50) <= 2 })
        #expect((object["partialReps"] as? [Any])?.count == 1)
        #expect(object["ignoredLines"] as? Int == 2)
        #expect(object["goal"] as? String == "power")
        // 0.8 s against 1.2 s for the same range: a third slower, past what power allows
        #expect((object["advice"] as? [[String: Any]])?.first?["kind"] as? String == "fatigue")
    }

    @Test func aStreamCanComeFromStandardInput() throws {
        let result = try ProcessTests.run(["lift", "analyze", "-"], input: Data(Self.stream.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("3 reps"))
    }

    @Test(arguments: [
        (["lift", "analyze", "/nowhere/set.txt"], "system: “/nowhere/set.txt” does not exist."),
        (["lift", "analyze", "-", "--rate", "0"], "system: --rate: 0.0 is not a rate the clip sends; give 1 to 1000 readings a second."),
        (["lift", "analyze", "-", "--min-range", "500"], "system: --min-range: give 1 to 200 cm."),
        (["lift", "analyze", "-", "--goal", "speed"], "system: --goal: “speed” is not a goal; use power, strength or hypertrophy."),
    ])
    func badInputIsRefusedInOneLine(_ arguments: [String], _ message: String) throws {
        let result = try ProcessTests.run(arguments)
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message + "\n")
    }
}
