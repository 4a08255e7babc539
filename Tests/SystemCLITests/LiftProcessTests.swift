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
        #expect(lines.contains { $0.hasPrefix("Partial, not counted: 9 cm at ") }, "\(text.stdout)")
        #expect(!text.stdout.contains("least stable"), "a level bar has no least stable rep to name")
        #expect(lines.last == "2 lines were not readings and were skipped.")

        let json = try ProcessTests.run(["lift", "analyze", file.path, "--goal", "power", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let reps = try #require(object["reps"] as? [[String: Any]])
        #expect(reps.count == 3)
        #expect(reps.allSatisfy { abs(($0["romCm"] as? Double ?? 0) - 50) <= 2 })
        #expect(object["repCount"] as? Int == 3)
        #expect((object["partialReps"] as? [Any])?.count == 1)
        #expect(object["ignoredLines"] as? Int == 2)
        #expect(object["goal"] as? String == "power")
        // 0.8 s against 1.2 s for the same range: a third slower, past what power allows
        #expect((object["advice"] as? [[String: Any]])?.first?["kind"] as? String == "fatigue")
    }

    @Test func setsAreRecordedWithAndWithoutTheClipAndTheHistoryTravels() throws {
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = ["--data-dir", directory]

        let plain = try ProcessTests.run(["lift", "set", "squat", "100kg", "5", "--target", "5"] + store)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(
            plain.stdout
                == "Squat: 100 kg × 5 (aimed for 5) recorded. Estimated one-rep max 116.7 kg (Epley), 112.5 kg (Brzycki).\n"
                + "Next session: 105 kg, every set today having reached its target.\n")

        // With the clip, the reps are counted from its stream and the analysis follows
        let clipped = try ProcessTests.run(["lift", "set", "bench", "135lb", "--clip", "-"] + store, input: Data(Self.stream.utf8))
        #expect(clipped.status == 0, "\(clipped.stderr)")
        #expect(clipped.stdout.hasPrefix("Bench press: 61.2 kg × 3 recorded."), "\(clipped.stdout)")
        #expect(clipped.stdout.contains("\n3 reps · the bar slowed "))

        let history = try ProcessTests.run(["lift", "history", "squat"] + store)
        #expect(history.stdout.hasPrefix("Squat: best estimated one-rep max 116.7 kg (Epley, 100 kg × 5 on "), "\(history.stdout)")
        #expect(history.stdout.contains("1 × 5 at 100 kg"))
        let list = try ProcessTests.run(["lift"] + store)
        #expect(
            list.stdout.split(separator: "\n").contains { $0.hasPrefix("Bench press") && $0.contains("1 × 3 at 61.2 kg") }, "\(list.stdout)"
        )

        // The stream is kept in the module's tables and travels with the history
        let export = try ProcessTests.run(["export"] + store)
        let records = export.stdout.split(separator: "\n").filter { $0.hasPrefix(#"{"module":"workouts""#) }
        #expect(records.count == 1)
        #expect(records.first?.contains(#""name":"standard input""#) == true)
    }

    @Test(arguments: [
        (["lift", "set", "squat", "heavy", "5"], "system: “heavy” is not a weight: write it as 100, 102.5kg or 225lb."),
        (["lift", "set", "squat", "2000kg", "5"], "system: A weight goes from 0 to 1000 kg."),
        (["lift", "set", "curl", "20kg", "5"], "system: “curl” is not a lift; yours are Squat, Bench press, Deadlift and Overhead press."),
        (["lift", "set", "squat", "100kg"], "system: Give the reps done, or the clip's stream with --clip."),
        (["lift", "set", "squat", "100kg", "500"], "system: Reps go from 0 to 100."),
        // Refused after its stream was stored: the stream goes too (the export below is empty)
        (["lift", "set", "squat", "100kg", "500", "--clip", "-"], "system: Reps go from 0 to 100."),
    ])
    func aSetThatCannotBeIsRefusedInOneLine(_ arguments: [String], _ message: String) throws {
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try ProcessTests.run(arguments + ["--data-dir", directory])
        #expect(result.status != 0)
        #expect(result.stderr == message + "\n")
        #expect(try ProcessTests.run(["export", "--data-dir", directory]).stdout.isEmpty)
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

    @Test func aSetIsRecordedLiveFromTheClipRepByRep() throws {
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = ["--data-dir", directory]

        // When the clip's lines come on standard input until it closes
        let live = try ProcessTests.run(["lift", "record", "squat", "60kg", "--target", "3"] + store, input: Data(Self.stream.utf8))
        #expect(live.status == 0, "\(live.stderr)")
        let lines = live.stdout.split(separator: "\n").map(String.init)

        // Then each rep is said on its own line, in order, then the set is recorded with its analysis
        #expect(lines.first == "Squat, 60 kg: recording from standard input. Lift; the set ends with the stream, or press Ctrl-C.")
        #expect(
            lines.filter { $0.hasPrefix("Rep ") && $0.contains(" cm in ") }.map { String($0.prefix(5)) } == ["Rep 1", "Rep 2", "Rep 3"])
        #expect(lines.contains { $0.hasPrefix("Squat: 60 kg × 3 (aimed for 3) recorded.") }, "\(live.stdout)")
        #expect(lines.contains { $0.hasPrefix("3 reps · the bar slowed ") })
        let history = try ProcessTests.run(["lift", "history", "squat"] + store)
        #expect(history.stdout.contains("1 × 3 at 60 kg"), "\(history.stdout)")
    }

    @Test(arguments: [
        (
            ["lift", "record", "squat", "60kg", "--from", "/nonexistent/ttyUSB9"],
            "cannot open “/nonexistent/ttyUSB9”: No such file or directory."
        ),
        (["lift", "record", "curl", "20kg"], "“curl” is not a lift"),
        (["lift", "record", "squat", "60kg", "--baud", "1234"], "--baud: give one of 9600, 19200, 38400, 57600, 115200, 230400."),
    ])
    func aLiveSetThatCannotStartSaysWhyInOneLine(_ arguments: [String], _ message: String) throws {
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try ProcessTests.run(arguments + ["--data-dir", directory], input: Data())
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal"))
    }

    @Test func nothingOnTheLineRecordsNoSet() throws {
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try ProcessTests.run(["lift", "record", "squat", "60kg", "--data-dir", directory], input: Data())
        #expect(result.status != 0)
        #expect(result.stderr.contains("nothing came from standard input; no set was recorded."), "\(result.stderr)")
        #expect(try ProcessTests.run(["lift", "history", "squat", "--data-dir", directory]).stdout.hasPrefix("No squat recorded yet"))
    }
}
