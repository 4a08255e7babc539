import Foundation

@testable import SystemCore

/// A set with known truth, as the clip would send it: deterministic from its seed, with the impairments real
/// streams have (noise, timing jitter, single spikes, spiky regions, dropped readings, garbage lines, pauses).
struct ClipSimulator {
    struct Options {
        var rate = 25.0
        var timed = true
        var jitter = 0.0  // share of an interval
        var noiseCm = 0.3
        var spikes = 0.0  // probability a reading is a single spike
        var spikyRegions = 0  // regions of 2–4 spiky readings
        var dropped = 0.0  // probability a reading is lost
        var garbage = 0.0  // probability of a garbage line between readings
        var pauseTop = 0.5, pauseBottom = 0.5
        var reps: [(romCm: Double, concentricS: Double, rollDeg: Double)] = [(50, 0.8, 3), (50, 0.9, 4), (48, 1.1, 6)]
        var partials: [Double] = []  // rises (cm) after the reps
        /// Where each rep nearly stops on the way up, as a share of its range (a sticking point), if it does.
        var stickAt: Double? = nil
        var seed: UInt64 = 1
    }
    struct Truth {
        var reps: [(romCm: Double, mcv: Double, maxRoll: Double)]
        var partials: Int
        var garbage: Int
    }

    static func stream(_ o: Options) -> (text: String, truth: Truth) {
        var rng = SplitMix(seed: o.seed)
        let bottom = 20.0
        // Piecewise motion: list of segments (duration, from, to, roll amplitude)
        var segments: [(d: Double, from: Double, to: Double, roll: Double)] = [(1.0, bottom, bottom, 0)]
        var truth = Truth(reps: [], partials: 0, garbage: 0)
        for rep in o.reps {
            if let stick = o.stickAt {
                let middle = bottom + rep.romCm * stick
                segments.append((rep.concentricS * stick, bottom, middle, rep.rollDeg))
                segments.append((rep.concentricS * (1 - stick), middle, bottom + rep.romCm, rep.rollDeg))
            } else {
                segments.append((rep.concentricS, bottom, bottom + rep.romCm, rep.rollDeg))
            }
            segments.append((o.pauseTop, bottom + rep.romCm, bottom + rep.romCm, 0))
            segments.append((rep.concentricS * 1.2, bottom + rep.romCm, bottom, 0))
            segments.append((o.pauseBottom, bottom, bottom, 0))
            truth.reps.append((rep.romCm, rep.romCm / 100 / rep.concentricS, rep.rollDeg))
        }
        for rise in o.partials {
            segments.append((0.4, bottom, bottom + rise, 0))
            segments.append((0.3, bottom + rise, bottom + rise, 0))
            segments.append((0.4, bottom + rise, bottom, 0))
            segments.append((0.5, bottom, bottom, 0))
            truth.partials += 1
        }
        let total = segments.reduce(0) { $0 + $1.d }
        func at(_ t: Double) -> (cm: Double, roll: Double) {
            var start = 0.0
            for s in segments {
                if t < start + s.d {
                    let tau = (t - start) / s.d
                    return (s.from + (s.to - s.from) * (1 - cos(.pi * tau)) / 2, s.roll * sin(.pi * tau))
                }
                start += s.d
            }
            return (segments.last!.to, 0)
        }
        var lines: [String] = []
        var spikyLeft = 0
        var regionsAt = Set((0..<o.spikyRegions).map { _ in Int(rng.next() % UInt64(total * o.rate)) })
        var index = 0
        var t = 0.0
        while t < total {
            let stamp = t + (o.jitter > 0 ? (rng.unit() * 2 - 1) * o.jitter / o.rate : 0)
            let truthNow = at(max(0, stamp))
            if rng.unit() >= o.dropped {
                var cm = truthNow.cm + rng.normal() * o.noiseCm
                if regionsAt.contains(index) {
                    spikyLeft = 2 + Int(rng.next() % 3)
                    regionsAt.remove(index)
                }
                if spikyLeft > 0 {
                    cm = 150 + rng.unit() * 250
                    spikyLeft -= 1
                } else if rng.unit() < o.spikes {
                    cm = rng.unit() < 0.5 ? 320 + rng.unit() * 80 : max(0, cm - 60)
                }
                let prefix = o.timed ? "\(Int((max(0, stamp)) * 1000)) " : ""
                lines.append(prefix + "s:\(String(format: "%.1f", cm))")
                lines.append(
                    prefix
                        + "a:\(String(format: "%.2f", rng.normal() * 0.3)):\(String(format: "%.2f", truthNow.roll + rng.normal() * 0.15))")
            }
            if rng.unit() < o.garbage {
                lines.append(["", "s:", "a:12", "x:5", "s:abc"][Int(rng.next() % 5)])
                truth.garbage += 1
            }
            index += 1
            t = Double(index) / o.rate
        }
        return (lines.joined(separator: rng.unit() < 0.5 ? "\n" : "\r\n") + "\n", truth)
    }
}

struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func normal() -> Double { sqrt(-2 * log(max(1e-12, unit()))) * cos(2 * .pi * unit()) }
}
