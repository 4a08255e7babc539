import PropertyBased
import Testing

@testable import SystemCore

/// The smoothing steps run a fast loop inside the stream and a careful one at its ends; for any stream and window,
/// together they give what the plain definitions give.
@Suite struct LiftSmoothingTests {
    @Test func theMovingAverageIsTheMeanOfEachWindowCutAtTheEnds() async {
        await propertyCheck(input: Gen.int(in: -500...500).array(of: 0...60), Gen.int(in: 0...12)) { readings, halfWindow in
            let values = readings.map { Double($0) / 10 }
            let averaged = LiftAnalysis.movingAverage(values, halfWindow: halfWindow)
            #expect(averaged.count == values.count)
            for index in values.indices {
                let window = values[max(0, index - halfWindow)...min(values.count - 1, index + halfWindow)]
                let mean = window.reduce(0, +) / Double(window.count)
                #expect(abs(averaged[index] - mean) < 1e-9, "\(index) of \(values.count), half window \(halfWindow)")
            }
        }
    }

    @Test func theDerivativeIsTheCentralDifferenceOnTheReadingsOwnTimes() async {
        await propertyCheck(
            input: Gen.int(in: -500...500).array(of: 0...60), Gen.int(in: 0...3).array(of: 60...60), Gen.int(in: 1...8)
        ) { readings, gaps, span in
            let values = readings.map { Double($0) / 10 }
            // Times that may repeat (a gap of 0): a span over no time has no rate.
            var seconds: [Double] = []
            for index in values.indices { seconds.append((seconds.last ?? 0) + Double(gaps[index]) / 100) }
            let rates = LiftAnalysis.derivative(values, seconds, span: span, scale: 0.01)
            #expect(rates.count == values.count)
            for index in values.indices where values.count > 1 {
                let low = max(0, index - span), high = min(values.count - 1, index + span)
                let elapsed = seconds[high] - seconds[low]
                let expected = elapsed > 0 ? (values[high] - values[low]) / elapsed * 0.01 : 0
                #expect(abs(rates[index] - expected) < 1e-9, "\(index) of \(values.count), span \(span)")
            }
        }
    }
}
