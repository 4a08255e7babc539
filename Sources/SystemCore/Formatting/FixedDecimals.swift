import Foundation

extension String {
    /// A number with `places` digits after the point (0–9), rounded as printf rounds it: what
    /// `String(format: "%.2f", value)` gives, down to a tie broken to even and the minus of a negative number that
    /// rounds to zero. Written out because Foundation's format parser took a tenth of the server's time drawing
    /// Today, whose journal chart alone writes 240 coordinates.
    ///
    /// Exact without a decimal type: `value × 10ⁿ` is one rounded product, and a fused multiply-add recovers what
    /// that rounding dropped, so the fraction is compared with one half exactly. Numbers too large for that (the
    /// product past 2⁵², where every double is whole anyway) and NaN or infinities go to Foundation.
    public init(_ value: Double, places: Int) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        Self.appendFixed(value, places: places, to: &bytes)
        self.init(decoding: bytes, as: UTF8.self)
    }

    /// Appends what ``init(_:places:)`` writes to `out`: a chart writes hundreds of numbers into one buffer.
    public static func appendFixed(_ value: Double, places: Int, to out: inout [UInt8]) {
        precondition((0...9).contains(places), "places must be 0–9")
        let scale = powersOfTen[places]
        let magnitude = value.magnitude
        let scaled = magnitude * scale
        guard value.isFinite, scaled < 0x1p52 else {
            out.append(contentsOf: String(format: "%.\(places)f", value).utf8)
            return
        }
        // What the product's rounding dropped: magnitude × scale = scaled + dropped, exactly.
        let dropped = (-scaled).addingProduct(magnitude, scale)
        let whole = scaled.rounded(.down)
        // (scaled − whole − ½) is exact, and a sum of two doubles is zero only when they cancel exactly, so the sign
        // of this sum is the sign of the exact fraction's distance from one half.
        let overHalf = (scaled - whole - 0.5) + dropped
        // (A fraction under zero is a value just under `whole`, which rounds to it; over one, to the next.)
        var units = UInt64(whole)
        if overHalf > 0 || (overHalf == 0 && units % 2 == 1) { units += 1 }
        // The digits from the last, then turned around in place.
        let start = out.count
        for place in 0..<places {
            out.append(UInt8(ascii: "0") + UInt8(units % 10))
            units /= 10
            if place == places - 1 { out.append(UInt8(ascii: ".")) }
        }
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(units % 10))
            units /= 10
        } while units > 0
        if value.sign == .minus { out.append(UInt8(ascii: "-")) }
        out[start...].reverse()
    }

    private static let powersOfTen: [Double] = (0...9).map { pow(10, Double($0)) }
}
