import Foundation

/// What the smart clip sent, read line by line: `s:<cm>` is the sonar's distance from the floor, `a:<pitch>:<roll>`
/// the bar's tilt in degrees. A recorded stream may put milliseconds since its start before a reading
/// (`1234 s:141`); an untimed one is read at a known rate, each kind of reading on its own clock. Lines end in LF or
/// CRLF. Anything else — an empty line, `s:`, `a:12`, `x:5`, `s:abc` — is skipped and counted, never fatal: a clip on
/// a barbell drops and garbles lines.
public struct ClipStream: Sendable, Hashable {
    /// The bar's height above the floor at an instant (seconds since the stream's start).
    public struct Height: Sendable, Hashable {
        public var seconds: Double
        public var cm: Double

        public init(seconds: Double, cm: Double) {
            self.seconds = seconds
            self.cm = cm
        }
    }

    /// The bar's tilt at an instant: pitch along the bar's length, roll around it, in degrees.
    public struct Tilt: Sendable, Hashable {
        public var seconds: Double
        public var pitch: Double
        public var roll: Double

        public init(seconds: Double, pitch: Double, roll: Double) {
            self.seconds = seconds
            self.pitch = pitch
            self.roll = roll
        }
    }

    /// In time order.
    public var heights: [Height]
    public var tilts: [Tilt]
    /// Lines that were not a reading (a final line ending is not one).
    public var ignoredLines: Int

    /// The rates an untimed stream may be read at, per second.
    public static let rates: ClosedRange<Double> = 1...1000
    public static let defaultRate = 25.0

    public init(heights: [Height], tilts: [Tilt], ignoredLines: Int = 0) {
        self.heights = heights
        self.tilts = tilts
        self.ignoredLines = ignoredLines
    }

    /// Reads a stream; `rate` times the lines that carry no time of their own.
    ///
    /// Read byte by byte (an hour at 100 readings a second is 720,000 lines): splitting the text into Characters
    /// and reading each number with `Double(_:)` took 2.5 s for that hour, where the whole analysis after it takes
    /// a tenth of a second.
    public init(parsing text: some StringProtocol, rate: Double = ClipStream.defaultRate) {
        var heights: [Height] = [], tilts: [Tilt] = []
        var ignored = 0
        var untimedHeights = 0, untimedTilts = 0
        var text = String(text)
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
                switch Self.reading(bytes, start..<end) {
                case nil:
                    ignored += 1
                case (let milliseconds, .height(let cm))?:
                    let seconds = milliseconds.map { $0 / 1000 } ?? Double(untimedHeights) / rate
                    if milliseconds == nil { untimedHeights += 1 }
                    heights.append(Height(seconds: seconds, cm: cm))
                case (let milliseconds, .tilt(let pitch, let roll))?:
                    let seconds = milliseconds.map { $0 / 1000 } ?? Double(untimedTilts) / rate
                    if milliseconds == nil { untimedTilts += 1 }
                    tilts.append(Tilt(seconds: seconds, pitch: pitch, roll: roll))
                }
                // LF, CRLF, or a CR alone ends the line; the text's last ending starts no line of its own.
                if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
                if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
                start = end
            }
        }
        // A recorded stream's lines may arrive a little out of order; equal times keep their order.
        if zip(heights, heights.dropFirst()).contains(where: { $0.seconds > $1.seconds }) {
            heights = heights.enumerated().sorted { ($0.element.seconds, $0.offset) < ($1.element.seconds, $1.offset) }.map(\.element)
        }
        if zip(tilts, tilts.dropFirst()).contains(where: { $0.seconds > $1.seconds }) {
            tilts = tilts.enumerated().sorted { ($0.element.seconds, $0.offset) < ($1.element.seconds, $1.offset) }.map(\.element)
        }
        self.init(heights: heights, tilts: tilts, ignoredLines: ignored)
    }

    enum Value {
        case height(Double)
        case tilt(Double, Double)
    }

    // Literals rather than static constants: a static is initialised lazily, and the check costs a call on every byte.

    /// One line (`bytes[line]`, without its ending) as a reading, or nil when it is not one.
    static func reading(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> (milliseconds: Double?, value: Value)? {
        var (start, end) = (line.lowerBound, line.upperBound)
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        while start < end, isBlank(bytes[start]) { start += 1 }
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        var milliseconds: Double?
        if start < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) {
            var digits = start
            while digits < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[digits]) { digits += 1 }
            guard digits < end, isBlank(bytes[digits]), let value = number(bytes, start..<digits) else { return nil }
            milliseconds = value
            start = digits
            while start < end, isBlank(bytes[start]) { start += 1 }
        }
        guard end - start >= 3, bytes[start + 1] == UInt8(ascii: ":") else { return nil }
        let fields = start + 2
        switch bytes[start] {
        case UInt8(ascii: "s"):
            guard let cm = number(bytes, fields..<end), cm >= 0 else { return nil }
            return (milliseconds, .height(cm))
        case UInt8(ascii: "a"):
            guard let split = (fields..<end).first(where: { bytes[$0] == UInt8(ascii: ":") }), let pitch = number(bytes, fields..<split),
                let roll = number(bytes, (split + 1)..<end), abs(pitch) <= 180, abs(roll) <= 180
            else { return nil }
            return (milliseconds, .tilt(pitch, roll))
        default:
            return nil
        }
    }

    /// A decimal number (`-12`, `141.5`, `.5`, `1e3`), nil for anything else (an empty field, a second colon, text,
    /// `inf`). Up to 15 significant digits and a power of ten up to 22 it is read exactly, as `Double(_:)` would
    /// round it (an integer and an exact power of ten make one correctly rounded division or product); beyond that,
    /// by `Double(_:)` itself.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        var index = range.lowerBound
        let end = range.upperBound
        var negative = false
        if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0, digits = 0, scale = 0
        var sawDigit = false, sawPoint = false
        while index < end {
            let byte = bytes[index]
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                sawDigit = true
                if mantissa > 0 || byte != UInt8(ascii: "0") { digits += 1 }
                if digits <= 18 { mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0")) } else if !sawPoint { scale += 1 }
                if sawPoint && digits <= 18 { scale -= 1 }
            } else if byte == UInt8(ascii: ".") && !sawPoint {
                sawPoint = true
            } else {
                break
            }
            index += 1
        }
        guard sawDigit else { return nil }
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponentNegative = false
            if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var exponent = 0, exponentDigits = 0
            while index < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                exponent = min(exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")), 10_000)
                exponentDigits += 1
                index += 1
            }
            guard exponentDigits > 0 else { return nil }
            scale += exponentNegative ? -exponent : exponent
        }
        guard index == end else { return nil }
        let value: Double
        if digits <= 15, abs(scale) <= 22 {
            var power = 1.0  // exact: every power of ten up to 10²² is a Double
            for _ in 0..<abs(scale) { power *= 10 }
            value = scale < 0 ? Double(mantissa) / power : Double(mantissa) * power
        } else {
            guard let read = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)), read.isFinite
            else { return nil }
            return read
        }
        return negative ? -value : value
    }
}
