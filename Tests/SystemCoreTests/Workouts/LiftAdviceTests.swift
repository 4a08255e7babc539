import Foundation
import Testing

@testable import SystemCore

/// The advice after a set, from sets with known truth (the simulator's): each kind appears when its rule holds and
/// only then, naming the reps it is about.
@Suite struct LiftAdviceTests {
    /// A set at 50 readings a second with the sonar's usual noise.
    static func analysis(_ reps: [(romCm: Double, concentricS: Double, rollDeg: Double)], stickAt: Double? = nil) -> LiftAnalysis {
        var options = ClipSimulator.Options()
        options.rate = 50
        options.reps = reps
        options.stickAt = stickAt
        return LiftAnalysis(ClipStream(parsing: ClipSimulator.stream(options).text, rate: 50))
    }

    static func kinds(_ advice: [LiftAdvice]) -> Set<LiftAdvice.Kind> { Set(advice.map(\.kind)) }

    /// Four reps whose last is `loss` % slower than the first, against each goal's cut-off (10, 20, 30 %).
    @Test(arguments: [
        (5.0, LiftAdvice.Goal.power, false), (15, .power, true), (15, .strength, false), (25, .strength, true),
        (25, .hypertrophy, false), (35, .hypertrophy, true),
    ])
    func fatigueIsNamedOncePastTheGoalsCutOff(_ loss: Double, _ goal: LiftAdvice.Goal, _ named: Bool) {
        let last = 0.8 / (1 - loss / 100)
        let set = Self.analysis([(50, 0.8, 2), (50, 0.8 + (last - 0.8) / 3, 2), (50, 0.8 + (last - 0.8) * 2 / 3, 2), (50, last, 2)])
        #expect(set.reps.count == 4)
        let advice = LiftAdvice.of(set, goal: goal)
        #expect(Self.kinds(advice).contains(.fatigue) == named, "\(set.velocityLossPercent ?? -1) % lost")
        if let fatigue = advice.first(where: { $0.kind == .fatigue }) {
            #expect(fatigue.reps == [4])
            #expect(fatigue.text.contains("past the \(Int(goal.velocityLossCutOff)) % a \(goal.rawValue) set allows"))
        }
    }

    @Test(arguments: [
        ([50.0, 50, 38, 50], [3]), ([50, 48, 50], []), ([60, 45, 60, 44], [2, 4]),
    ])
    func aRepShortOfTheSetsUsualRangeIsNamed(_ ranges: [Double], _ short: [Int]) {
        let advice = LiftAdvice.of(Self.analysis(ranges.map { ($0, 0.9, 2) }), goal: .hypertrophy)
        #expect(advice.first { $0.kind == .rangeOfMotion }?.reps ?? [] == short)
    }

    @Test(arguments: [([3.0, 4, 12], [3], "side to side, up to 12°"), ([3, -5, 6], [], ""), ([10, 2, -11], [1, 3], "up to 11°")])
    func aTiltPastEightDegreesIsNamed(_ rolls: [Double], _ tilted: [Int], _ words: String) {
        let advice = LiftAdvice.of(Self.analysis(rolls.map { (50, 0.9, $0) }), goal: .strength)
        let stability = advice.first { $0.kind == .stability }
        #expect(stability?.reps ?? [] == tilted)
        if !words.isEmpty { #expect(stability?.text.contains(words) == true, "\(stability?.text ?? "none")") }
    }

    @Test(arguments: [0.3, 0.45, 0.6])
    func aRepThatSlowsAndSpeedsUpAgainShowsItsStickingPoint(_ at: Double) throws {
        let set = Self.analysis([(50, 1.2, 2), (50, 1.3, 2)], stickAt: at)
        #expect(set.reps.count == 2)
        let weak = try #require(LiftAdvice.of(set, goal: .strength).first { $0.kind == .weakPoint })
        #expect(weak.reps == [1, 2])
        #expect(weak.text.contains("about \(Int((at * 100 / 5).rounded()) * 5) % of the way up"), "\(weak.text)")
    }

    @Test func aSmoothSetHasNoWeakPointNoStabilityAndNoRangeAdvice() {
        let advice = LiftAdvice.of(Self.analysis([(50, 0.9, 2), (50, 0.9, 3), (50, 0.95, 2)]), goal: .hypertrophy)
        #expect(Self.kinds(advice).isDisjoint(with: [.weakPoint, .stability, .rangeOfMotion, .fatigue]))
    }

    @Test func mostRepsPeakingLateAreASlowStart() {
        var set = Self.analysis([(50, 0.9, 2), (50, 0.9, 2), (50, 0.9, 2)])
        #expect(!Self.kinds(LiftAdvice.of(set, goal: .power)).contains(.explosiveness))  // a smooth rise peaks halfway
        for index in [0, 2] { set.reps[index].peakVelocityAtPercent = 75 }
        let slow = LiftAdvice.of(set, goal: .power).first { $0.kind == .explosiveness }
        #expect(slow?.reps == [1, 3])
        #expect(slow?.text.contains("about 75 % of the way up") == true)
    }

    @Test(arguments: [([0], "Rep 1"), ([1, 4], "Reps 2 and 5"), ([0, 2, 3], "Reps 1, 3 and 4")])
    func repsAreNamedAsAPersonWould(_ indices: [Int], _ words: String) {
        #expect(LiftAdvice.named(indices) == words)
    }

    @Test func noRepsNoAdvice() {
        #expect(LiftAdvice.of(LiftAnalysis(ClipStream(parsing: "s:20\ns:20\n", rate: 25)), goal: .power).isEmpty)
    }
}
