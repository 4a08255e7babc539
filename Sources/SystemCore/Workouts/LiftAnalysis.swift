import Foundation

/// A set, from the clip's stream: the bar's height cleaned of the sonar's spikes and smoothed, its velocity by
/// differentiating that height (never by integrating the accelerometer: the seed's lesson, whose error grows with
/// every second), acceleration from the velocity, and the reps found in it with what each says about the lift.
public struct LiftAnalysis: Sendable, Hashable {
    /// A concentric phase (the bar going up) that travelled at least the minimum range.
    public struct Rep: Sendable, Hashable {
        public var romCm: Double
        /// Range of motion over the concentric phase's duration, m/s.
        public var meanConcentricVelocity: Double
        public var peakVelocity: Double
        /// Where the peak velocity falls, as a share of the range of motion (0 at the bottom, 100 at the top).
        public var peakVelocityAtPercent: Double
        public var timeToPeakS: Double
        /// m/s², the largest during the concentric phase.
        public var peakAcceleration: Double
        /// The concentric phase's duration.
        public var durationS: Double
        /// The largest tilt from the rep's descent (or its start) to its top; nil without tilt readings.
        public var maxAbsPitchDeg: Double?
        public var maxAbsRollDeg: Double?
        /// When its concentric phase began and ended, seconds since the stream's start.
        public var start: Double
        public var end: Double
    }

    /// A rise shorter than the minimum range: reported, never counted.
    public struct PartialRep: Sendable, Hashable {
        public var romCm: Double
        public var start: Double
        public var end: Double
    }

    /// The samples behind the charts: raw and cleaned height (cm), velocity (m/s), acceleration (m/s²).
    public struct Series: Sendable, Hashable {
        public var seconds: [Double]
        public var raw: [Double]
        public var height: [Double]
        public var velocity: [Double]
        public var acceleration: [Double]
        /// The tilt readings' times, and their pitch and roll as read and with the spikes removed (degrees).
        public var tiltSeconds: [Double] = []
        public var rawPitch: [Double] = []
        public var rawRoll: [Double] = []
        public var pitch: [Double] = []
        public var roll: [Double] = []
    }

    public var reps: [Rep]
    public var partialReps: [PartialRep]
    public var series: Series
    public var ignoredLines: Int

    /// A rise must travel this far to be a rep, by default.
    public static let defaultMinimumRangeCm = 15.0
    /// A rise shorter than this is the bar settling, not a partial rep.
    static let partialRangeCm = 5.0
    /// A turn of direction counts once the bar has come back this far: the sonar's noise is smaller.
    static let hysteresisCm = 3.0

    /// Fastest rep to last, as a share of the fastest (mean concentric velocity).
    public var velocityLossPercent: Double? {
        guard let fastest = reps.map(\.meanConcentricVelocity).max(), fastest > 0, let last = reps.last else { return nil }
        return max(0, (fastest - last.meanConcentricVelocity) / fastest * 100)
    }

    /// 1-based.
    public var slowestRep: Int? {
        reps.indices.min { reps[$0].meanConcentricVelocity < reps[$1].meanConcentricVelocity }.map { $0 + 1 }
    }

    /// 1-based: the rep that tilted most, either way.
    public var leastStableRep: Int? {
        func tilt(_ rep: Rep) -> Double { max(rep.maxAbsPitchDeg ?? 0, rep.maxAbsRollDeg ?? 0) }
        guard reps.contains(where: { $0.maxAbsPitchDeg != nil }) else { return nil }
        return reps.indices.max { tilt(reps[$0]) < tilt(reps[$1]) }.map { $0 + 1 }
    }

    public init(_ stream: ClipStream, minimumRangeCm: Double = LiftAnalysis.defaultMinimumRangeCm) {
        ignoredLines = stream.ignoredLines
        // One height an instant (a repeated time keeps its first reading): the stream's own columns when so already.
        var (seconds, raw) = (stream.heights.seconds, stream.heights.cm)
        if seconds.indices.dropFirst().contains(where: { seconds[$0] <= seconds[$0 - 1] }) {
            let kept = seconds.indices.filter { $0 == 0 || seconds[$0] > seconds[$0 - 1] }
            (seconds, raw) = (kept.map { seconds[$0] }, kept.map { raw[$0] })
        }
        let rate = Self.rate(seconds)
        let despiked = Self.hampel(raw, seconds, halfWindow: max(4, Int(0.2 * rate)), floor: 3)
        let height = Self.movingAverage(despiked, halfWindow: Int(0.05 * rate))
        let span = max(1, Int(0.04 * rate))
        let velocity = Self.derivative(height, seconds, span: span, scale: 0.01)
        let acceleration = Self.derivative(velocity, seconds, span: span, scale: 1)
        series = Series(seconds: seconds, raw: raw, height: height, velocity: velocity, acceleration: acceleration)

        let (tiltSeconds, rawPitch, rawRoll) = (stream.tilts.seconds, stream.tilts.pitch, stream.tilts.roll)
        let tiltWindow = max(2, Int(0.1 * Self.rate(tiltSeconds)))
        let pitch = Self.hampel(rawPitch, tiltSeconds, halfWindow: tiltWindow, floor: 3)
        let roll = Self.hampel(rawRoll, tiltSeconds, halfWindow: tiltWindow, floor: 3)
        series.tiltSeconds = tiltSeconds
        series.rawPitch = rawPitch
        series.rawRoll = rawRoll
        series.pitch = pitch
        series.roll = roll

        // Where a rep starts and stops is read on a lighter smoothing: its velocity is a mean over several readings.
        let light = Self.movingAverage(despiked, halfWindow: Int(0.02 * rate))
        var reps: [Rep] = [], partial: [PartialRep] = []
        let turns = Self.turns(height, hysteresis: Self.hysteresisCm)
        for (index, turn) in turns.enumerated() where !turn.isTop && index + 1 < turns.count {
            let bottom = turn.index, top = turns[index + 1].index
            let rise = height[top] - height[bottom]
            if rise < minimumRangeCm {
                if rise >= Self.partialRangeCm {
                    partial.append(PartialRep(romCm: rise, start: seconds[bottom], end: seconds[top]))
                }
                continue
            }
            guard let phase = Self.concentric(from: bottom, to: top, height: light, seconds: seconds) else { continue }
            let inside = phase.first...phase.last
            let peak = inside.max { velocity[$0] < velocity[$1] }!
            let from = index > 0 ? seconds[turns[index - 1].index] : phase.start - 0.5
            let tilt = Self.window(tiltSeconds, from: from, to: phase.end)
            reps.append(
                Rep(
                    romCm: rise, meanConcentricVelocity: rise / 100 / (phase.end - phase.start), peakVelocity: velocity[peak],
                    peakVelocityAtPercent: min(100, max(0, (height[peak] - height[bottom]) / rise * 100)),
                    timeToPeakS: max(0, seconds[peak] - phase.start), peakAcceleration: inside.lazy.map { acceleration[$0] }.max() ?? 0,
                    durationS: phase.end - phase.start,
                    maxAbsPitchDeg: tilt.map { pitch[$0].lazy.map(abs).max() ?? 0 },
                    maxAbsRollDeg: tilt.map { roll[$0].lazy.map(abs).max() ?? 0 },
                    start: phase.start, end: phase.end))
        }
        self.reps = reps
        partialReps = partial
    }

    // MARK: The steps, each a pure function of arrays

    /// Readings per second: the inverse of the median interval (robust to a dropped sample or a pause), over at
    /// most `sampled` intervals spread evenly through the stream — a rate is known long before an hour's 360,000.
    static func rate(_ seconds: [Double], sampled: Int = 4_096) -> Double {
        guard seconds.count > 1 else { return ClipStream.defaultRate }
        let intervals = seconds.count - 1
        let step = max(1, intervals / sampled)
        var gaps: [Double] = []
        gaps.reserveCapacity(intervals / step + 1)
        for index in stride(from: 1, through: intervals, by: step) { gaps.append(seconds[index] - seconds[index - 1]) }
        let middle = select(&gaps, gaps.count / 2)
        return middle > 0 ? 1 / middle : ClipStream.defaultRate
    }

    /// The Hampel filter, on a window with its trend taken out: a reading further from its neighbourhood's median
    /// than three robust standard deviations (1.4826 × the median absolute deviation, and at least `floor`) is
    /// replaced by that median. During a lift the neighbourhood moves, and its plain spread would let a spike through
    /// (a 0 cm reading in a fast rise is 50 cm from a median whose deviation is 12 cm): so the window's slope, from
    /// the medians of its two halves (which spikes cannot move), is taken out first. A window of `halfWindow`
    /// readings either side removes a spiky region of up to half that many.
    ///
    /// Only readings away from the plain median need the second look; in steady motion the middle reading is the
    /// median itself.
    static func hampel(_ values: [Double], _ seconds: [Double]? = nil, halfWindow: Int, floor: Double) -> [Double] {
        guard values.count > 2 else { return values }
        let times = seconds ?? values.indices.map(Double.init)
        var result = values
        var window: [Double] = []
        window.reserveCapacity(2 * halfWindow + 1)
        var scratch: [Double] = []
        scratch.reserveCapacity(2 * halfWindow + 1)
        func median(_ values: inout [Double]) -> Double { Self.median(&values) }
        var flagged: [Int] = []  // in order
        for index in values.indices {
            // A reading in line with the one before it (as cleaned) and the one after is no spike, and needs no
            // median: in steady motion or at rest that is nearly every reading. A run of equal junk readings is not
            // in line with the clean reading before it, so each of them is tested.
            if index > 0, index + 1 < values.count, abs(values[index] - result[index - 1]) <= floor,
                abs(values[index] - values[index + 1]) <= floor
            {
                continue
            }
            let low = max(0, index - halfWindow), high = min(values.count - 1, index + halfWindow)
            window.removeAll(keepingCapacity: true)
            window.append(contentsOf: values[low...high])
            let plain = Self.select(&window, window.count / 2)
            guard abs(values[index] - plain) > floor else { continue }
            // The plain test first: it is the surer one in a spiky region, whose readings also bend the slope.
            scratch.removeAll(keepingCapacity: true)
            for value in window { scratch.append(abs(value - plain)) }
            if abs(values[index] - plain) > max(floor, 3 * 1.4826 * median(&scratch)) {
                result[index] = plain
                flagged.append(index)
                continue
            }
            // The slope between the window's halves, each by its median.
            var slope = 0.0
            if index > low, index < high {
                scratch = Array(values[low..<index])
                let left = median(&scratch)
                scratch = Array(values[(index + 1)...high])
                let right = median(&scratch)
                let span =
                    (times[index + 1...high].reduce(0, +) / Double(high - index)) - (times[low..<index].reduce(0, +) / Double(index - low))
                if span > 0 { slope = (right - left) / span }
            }
            scratch.removeAll(keepingCapacity: true)
            for position in low...high { scratch.append(values[position] - slope * (times[position] - times[index])) }
            let centre = median(&scratch)
            for position in scratch.indices { scratch[position] = abs(scratch[position] - centre) }
            let spread = median(&scratch)
            if abs(values[index] - centre) > max(floor, 3 * 1.4826 * spread) {
                result[index] = centre
                flagged.append(index)
            }
        }
        // A spike is replaced by the line between the readings either side of it that are not spikes: the window's
        // median lags or leads the bar while it speeds up (a spiky region early in a fast rise came out 5 cm high),
        // and a chord over a few readings does not. At an end, the nearest reading stands in.
        var position = 0
        while position < flagged.count {
            var last = position
            while last + 1 < flagged.count, flagged[last + 1] == flagged[last] + 1 { last += 1 }
            let before = flagged[position] - 1, after = flagged[last] + 1
            for index in flagged[position]...flagged[last] {
                switch (before >= 0, after < values.count) {
                case (true, true):
                    let share = (times[index] - times[before]) / max(times[after] - times[before], 1e-9)
                    result[index] = values[before] + (values[after] - values[before]) * share
                case (true, false): result[index] = values[before]
                case (false, true): result[index] = values[after]
                case (false, false): break
                }
            }
            position = last + 1
        }
        return result
    }

    /// The median of `values`, which it reorders: found by selection (Hoare's), not by sorting, as the filter asks
    /// for several medians of a window for every reading in motion — sorting them was most of an hour's analysis.
    static func median(_ values: inout [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let upper = values.count / 2
        let high = select(&values, upper)
        guard values.count % 2 == 0 else { return high }
        // The order statistic just below: the largest of what selection left under `upper`.
        return (values[..<upper].max()! + high) / 2
    }

    /// The `k`-th smallest of `values` (0-based), leaving everything below it before it and everything above after.
    static func select(_ values: inout [Double], _ k: Int) -> Double {
        var low = 0, high = values.count - 1
        while low < high {
            let pivot = values[(low + high) / 2]
            var i = low, j = high
            while i <= j {
                while values[i] < pivot { i += 1 }
                while values[j] > pivot { j -= 1 }
                if i <= j {
                    values.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if k <= j { high = j } else if k >= i { low = i } else { break }
        }
        return values[k]
    }

    /// The centred moving average over `halfWindow` readings either side (fewer at the ends): a running sum, which
    /// adds the reading entering the window and takes away the one leaving it.
    static func movingAverage(_ values: [Double], halfWindow: Int) -> [Double] {
        let count = values.count
        guard count > 0, halfWindow > 0 else { return values }
        return [Double](unsafeUninitializedCapacity: count) { averages, initialized in
            var sum = 0.0
            for value in values[0...min(count - 1, halfWindow)] { sum += value }
            /// The ends, where the window is cut short.
            func edge(_ index: Int) {
                if index > 0 {
                    if index + halfWindow < count { sum += values[index + halfWindow] }
                    if index - halfWindow - 1 >= 0 { sum -= values[index - halfWindow - 1] }
                }
                averages[index] = sum / Double(min(count - 1, index + halfWindow) - max(0, index - halfWindow) + 1)
            }
            let inner = (halfWindow + 1)..<max(halfWindow + 1, count - halfWindow)
            for index in 0..<min(count, inner.lowerBound) { edge(index) }
            // Inside, a whole window: no bounds to test, and one division for all.
            let share = 1 / Double(2 * halfWindow + 1)
            for index in inner {
                sum += values[index + halfWindow] - values[index - halfWindow - 1]
                averages[index] = sum * share
            }
            for index in min(count, inner.upperBound)..<count { edge(index) }
            initialized = count
        }
    }

    /// The rate of change by central differences `span` readings either side, on the readings' own times (so a
    /// jittered or dropped reading does not bend it), times `scale` (0.01: cm → m).
    static func derivative(_ values: [Double], _ seconds: [Double], span: Int, scale: Double) -> [Double] {
        let count = values.count
        guard count > 1 else { return values.map { _ in 0 } }
        return [Double](unsafeUninitializedCapacity: count) { rates, initialized in
            func rate(_ index: Int) {
                let low = max(0, index - span), high = min(count - 1, index + span)
                let elapsed = seconds[high] - seconds[low]
                rates[index] = elapsed > 0 ? (values[high] - values[low]) / elapsed * scale : 0
            }
            let inner = span..<max(span, count - span)
            for index in 0..<min(count, span) { rate(index) }
            // Inside, both neighbours there: a loop without bounds or branches, which the compiler runs two at a time.
            values.withUnsafeBufferPointer { values in
                seconds.withUnsafeBufferPointer { seconds in
                    for index in inner {
                        let elapsed = seconds[index + span] - seconds[index - span]
                        let rate = (values[index + span] - values[index - span]) / elapsed * scale
                        rates[index] = elapsed > 0 ? rate : 0
                    }
                }
            }
            for index in min(count, inner.upperBound)..<count { rate(index) }
            initialized = count
        }
    }

    /// The turns of a height: alternating lowest and highest points, each confirmed once the bar has come back by
    /// `hysteresis` (the end of the stream confirms the last). A pause keeps its first lowest or highest reading.
    static func turns(_ height: [Double], hysteresis: Double) -> [(index: Int, isTop: Bool)] {
        guard let first = height.first else { return [] }
        var turns: [(index: Int, isTop: Bool)] = []
        var low = (index: 0, value: first), high = (index: 0, value: first)
        var rising: Bool?  // nil until the first move beyond the hysteresis
        for (index, value) in height.enumerated() {
            if value < low.value { low = (index, value) }
            if value > high.value { high = (index, value) }
            switch rising {
            case nil:
                if value - low.value >= hysteresis {
                    turns.append((low.index, false))
                    rising = true
                    high = (index, value)
                } else if high.value - value >= hysteresis {
                    turns.append((high.index, true))
                    rising = false
                    low = (index, value)
                }
            case true?:
                if high.value - value >= hysteresis {
                    turns.append((high.index, true))
                    rising = false
                    low = (index, value)
                }
            case false?:
                if value - low.value >= hysteresis {
                    turns.append((low.index, false))
                    rising = true
                    high = (index, value)
                }
            }
        }
        switch rising {
        case true?: turns.append((high.index, true))
        case false?: turns.append((low.index, false))
        case nil: break
        }
        return turns
    }

    /// The concentric phase between a bottom and the top after it. The smoothing spreads a start or a stop over a
    /// few readings either side, so where the velocity first leaves zero is no start: instead a line is fitted to
    /// each flank of the velocity where it is between 20 % and 50 % of its peak, past that spread, and carried to
    /// zero — where the bar began to move and where it stopped (for a sine-shaped rise, within 1 % of the phase).
    /// The velocity here is the mean over `k` readings, stamped at their middle, with `k` growing with the rise's
    /// duration (a third of the time it takes to go from 10 % to 90 % of it): the sonar's noise is a good part of a
    /// slow rep's speed, while a fast rep read ten times a second has few readings to spare. Where the height has
    /// readings near the turns, the start and the end come from it instead (see the body).
    static func concentric(from bottom: Int, to top: Int, height: [Double], seconds: [Double])
        -> (start: Double, end: Double, first: Int, last: Int)?
    {
        guard top > bottom else { return nil }
        let rise = height[top] - height[bottom]
        guard let tenth = (bottom...top).first(where: { height[$0] >= height[bottom] + rise / 10 }),
            let ninth = (tenth...top).first(where: { height[$0] >= height[top] - rise / 10 })
        else { return nil }
        let interval = (seconds[top] - seconds[bottom]) / Double(top - bottom)
        let k = max(1, Int((seconds[ninth] - seconds[tenth]) / 3 / max(interval, 1e-6)))
        // Velocities between readings j and j + k, at the middle of their times, for j from bottom to top − k.
        guard top - bottom > k else { return nil }
        var times: [Double] = [], speeds: [Double] = []
        times.reserveCapacity(top - k - bottom + 1)
        speeds.reserveCapacity(top - k - bottom + 1)
        for index in bottom...(top - k) {
            let elapsed = seconds[index + k] - seconds[index]
            guard elapsed > 0 else { continue }
            times.append((seconds[index] + seconds[index + k]) / 2)
            speeds.append((height[index + k] - height[index]) / elapsed / 100)
        }
        guard let peak = speeds.max(), peak > 0, let peakAt = speeds.firstIndex(of: peak) else { return nil }
        let low = peak * 0.2, high = peak * 0.5
        var first = peakAt, last = peakAt
        while first > 0, speeds[first - 1] > low { first -= 1 }
        while last < speeds.count - 1, speeds[last + 1] > low { last += 1 }
        /// Where the least-squares line through these velocities meets zero.
        func zero(_ indices: [Int]) -> Double? {
            guard indices.count >= 2 else { return nil }
            let n = Double(indices.count)
            let meanT = indices.reduce(0) { $0 + times[$1] } / n, meanV = indices.reduce(0) { $0 + speeds[$1] } / n
            var covariance = 0.0, variance = 0.0
            for index in indices {
                covariance += (times[index] - meanT) * (speeds[index] - meanV)
                variance += (times[index] - meanT) * (times[index] - meanT)
            }
            guard variance > 0, covariance != 0 else { return nil }
            return meanT - meanV / (covariance / variance)
        }
        // The rising flank: from the last velocity under 20 % to the first at 50 %; the falling one likewise.
        var rising = [max(0, first - 1)]
        for index in first...last {
            rising.append(index)
            if speeds[index] >= high { break }
        }
        var falling: [Int] = []
        for index in stride(from: last, through: first, by: -1) {
            falling.insert(index, at: 0)
            if speeds[index] >= high { break }
        }
        falling.append(min(speeds.count - 1, last + 1))
        var start = min(times[first], max(seconds[bottom], zero(rising) ?? times[first]))
        var end = max(times[last], min(seconds[top], zero(falling) ?? times[last]))
        // Better, where there are readings for it: near a turn the bar moves with about constant acceleration, so
        // the square root of its distance from the turn grows in a straight line with time, and that line's zero is
        // when it left the bottom (or reached the top). It reads the height, not a velocity, so it needs no
        // averaging over readings: ten readings a second are enough (the velocity's flanks missed 20 of 300 sets
        // there, this none), and with the sonar's noise it misses 1 of 300 where the flanks missed 9. The turn's
        // level is the median height around it (its lowest reading is lowest partly by noise), and only readings
        // from 2 cm (or 3 % of the rise) to 35 % of the rise away from it count: closer, the noise is most of the
        // distance; further, the acceleration is no longer constant.
        let half = (bottom...top).first { height[$0] >= height[bottom] + rise / 2 } ?? top
        let nearest = max(0.03 * rise, 2), furthest = 0.35 * rise
        func level(_ turn: Int) -> Double {
            var first = turn, last = turn
            while first > 0, seconds[turn] - seconds[first - 1] <= 0.2 { first -= 1 }
            while last < seconds.count - 1, seconds[last + 1] - seconds[turn] <= 0.2 { last += 1 }
            var around = Array(height[first...last])
            return select(&around, around.count / 2)
        }
        /// Where the line through (time, √distance) of the readings in the band meets zero.
        func leaves(_ indices: ClosedRange<Int>, distance: (Int) -> Double) -> Double? {
            let points = indices.compactMap { index -> (t: Double, root: Double)? in
                let away = distance(index)
                return away >= nearest && away <= furthest ? (seconds[index], away.squareRoot()) : nil
            }
            guard points.count >= 2 else { return nil }
            let n = Double(points.count)
            let meanT = points.reduce(0) { $0 + $1.t } / n, meanRoot = points.reduce(0) { $0 + $1.root } / n
            var covariance = 0.0, variance = 0.0
            for point in points {
                covariance += (point.t - meanT) * (point.root - meanRoot)
                variance += (point.t - meanT) * (point.t - meanT)
            }
            guard variance > 0, covariance != 0 else { return nil }
            return meanT - meanRoot / (covariance / variance)
        }
        let bottomLevel = level(bottom), topLevel = level(top)
        if let left = leaves(bottom...half, distance: { height[$0] - bottomLevel }) {
            start = min(max(seconds[bottom], left), seconds[half])
        }
        if let reached = leaves(half...top, distance: { topLevel - height[$0] }) { end = max(min(seconds[top], reached), seconds[half]) }
        guard end > start else { return nil }
        // The readings inside the phase, for the rep's other figures.
        let firstReading = seconds.indices[bottom...top].first { seconds[$0] >= start } ?? bottom
        let lastReading = seconds.indices[bottom...top].last { seconds[$0] <= end } ?? top
        return (start, end, firstReading, max(firstReading, lastReading))
    }

    /// The indices of the readings between two instants, or nil when there are no readings at all.
    static func window(_ seconds: [Double], from: Double, to: Double) -> ClosedRange<Int>? {
        guard !seconds.isEmpty else { return nil }
        /// The first index whose time is not `before` (the times are in order: a binary search, as every rep asks).
        func partition(_ before: (Double) -> Bool) -> Int {
            var low = 0, high = seconds.count
            while low < high {
                let middle = (low + high) / 2
                if before(seconds[middle]) { low = middle + 1 } else { high = middle }
            }
            return low
        }
        let atOrAfter = partition { $0 < from }, after = partition { $0 <= to }
        let first = atOrAfter < seconds.count ? atOrAfter : seconds.count - 1
        let last = after > 0 ? after - 1 : 0
        return first <= last ? first...last : min(first, last)...min(first, last)
    }
}
