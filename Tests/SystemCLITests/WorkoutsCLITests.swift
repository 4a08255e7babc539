import Foundation
import SystemCore
import Testing

@testable import SystemCLI

/// `system template` as a lifter uses it: a template added, followed by the sets done (from `lift set`), replaced by
/// adding it again, removed; and what cannot be read refused in one line naming the option. `system lift goal`.
@Suite(.serialized) struct WorkoutsCLITests {
    typealias DataDir = CLITests.DataDir

    @Test func aTemplateIsAddedFollowedReplacedAndRemoved() async throws {
        let dir = DataDir()
        defer { dir.remove() }

        // When a template is added
        let added = try await dir.output([
            "template", "add", "Day A", "--lift", "squat 2x5 100kg", "--lift", "bench 1x8 60", "--rest", "90s",
        ])
        #expect(
            added
                == """
                Added template “Day A”.
                Day A · rest 1:30 · next: Squat, set 1 of 2, 100 kg × 5
                  Squat 2 × 5 at 100 kg
                  Bench press 1 × 8 at 60 kg
                """)

        // Then the sets done move it on, whichever command recorded them
        try await dir.output(["lift", "set", "squat", "102.5kg", "5"])
        try await dir.output(["lift", "set", "squat", "102.5kg", "5"])
        var list = try await dir.output(["template"])
        #expect(list.hasPrefix("Day A · rest 1:30 · next: Bench press, set 1 of 1, 60 kg × 8\n"), "\(list)")
        #expect(list.contains("  Squat 2 × 5 at 100 kg (2 done today)\n"))
        try await dir.output(["lift", "set", "bench", "60", "8"])
        list = try await dir.output(["template", "list"])
        #expect(list.hasPrefix("Day A · rest 1:30 · done today\n"), "\(list)")

        // When it is added again under its name in another case, it is replaced, not doubled
        let replaced = try await dir.output(["template", "add", "day a", "--lift", "deadlift 1x5 140kg"])
        #expect(
            replaced.hasPrefix("Replaced template “day a”.\nday a · rest 2:00 · next: Deadlift, set 1 of 1, 140 kg × 5\n"), "\(replaced)")
        #expect(try await dir.state().workouts.allTemplates.count == 1)

        // And removed by the start of its name
        #expect(try await dir.output(["template", "remove", "DAY"]) == "Removed template “day a”.")
        #expect(try await dir.output(["template"]).hasPrefix("No templates yet."))
    }

    @Test(arguments: [
        (["template", "add", "A", "--lift", "squat 3x5"], "--lift: “squat 3x5” is not a template's lift"),
        (["template", "add", "A", "--lift", "curl 3x5 20kg"], "--lift: “curl” is not a lift; yours are Squat, Bench press"),
        (["template", "add", "A", "--lift", "squat 3x5 heavy"], "--lift: “heavy” is not a weight"),
        (["template", "add", "A", "--lift", "squat 3x5 100", "--rest", "20m"], "--rest: “20m” is not a rest of up to 15 minutes"),
        (["template", "add", "A"], "Give the template's lifts with --lift"),
        (["template", "remove", "B"], "“B” names no one template; there are none."),
    ])
    func whatCannotBeReadIsRefusedNamingTheOption(_ arguments: [String], _ message: String) async throws {
        let dir = DataDir()
        defer { dir.remove() }
        do {
            try await dir.output(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            let text = "\(error)" + ((error as? CLIError)?.description ?? "")
            #expect(text.contains(message), "\(text)")
        }
        #expect(try await dir.state().workouts.allTemplates.isEmpty)
    }

    /// A lift of the user's own: added, then lifted, listed and stepped up by name like the four; a second one of the
    /// same name refused in one line.
    @Test func aLiftOfYourOwnIsAddedAndLiftedByName() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        #expect(
            try await dir.output(["lift", "add", "Front squat", "--lower-body"])
                == #"Added Front squat, stepping up 5 kg at a time: system lift set "Front squat" WEIGHT REPS"#)
        let recorded = try await dir.output(["lift", "set", "front squat", "60kg", "5", "--target", "5"])
        #expect(recorded.hasPrefix("Front squat: 60 kg × 5"), "\(recorded)")
        #expect(try await dir.output(["lift", "list"]).contains("Front squat"))
        let lift = try #require(try await dir.state().workouts.lift(named: "Front squat"))
        #expect(lift.isLowerBody)
        do {
            try await dir.output(["lift", "add", "front SQUAT"])
            Issue.record("a second Front squat was added")
        } catch {
            #expect("\(error)".contains("There is a lift called “Front squat” already."), "\(error)")
        }
        #expect(try await dir.state().workouts.lifts.count == 5)
    }

    @Test func theTrainingGoalIsShownSetAndUsedForTheAdvice() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        #expect(
            try await dir.output(["lift", "goal"]) == "You train for strength: a set ends once the bar slows 20 % from its fastest rep.")
        #expect(
            try await dir.output(["lift", "goal", "Power"])
                == "You train for power: a set ends once the bar slows 10 % from its fastest rep.")
        #expect(try await dir.state().workouts.goal == .power)
        #expect(!dir.parses(["lift", "goal", "speed"]))
    }

    @Test func theRestCountsDownThenSaysTheTemplatesNextSet() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        try await dir.output(["template", "add", "Day A", "--lift", "squat 2x5 100kg", "--rest", "0:01"])
        try await dir.output(["lift", "complete", "squat", "100kg", "5"])

        // When the rest is asked for without a time, it is the template's, and the next set follows it
        let rest = try await dir.output(["lift", "rest"])
        #expect(rest.contains("Rest is over: on to the next set."), "\(rest)")
        #expect(rest.hasSuffix("Next: Squat, set 2 of 2, 100 kg × 5."), "\(rest)")
        #expect(!dir.parses(["lift", "rest", "soon"]))
        #expect(!dir.parses(["lift", "rest", "2h"]))
    }
}
