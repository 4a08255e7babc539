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
    public init(parsing text: some StringProtocol, rate: Double = ClipStream.defaultRate) {
        var heights: [Height] = [], tilts: [Tilt] = []
        var ignored = 0
        var untimedHeights = 0, untimedTilts = 0
        // (A CRLF is one Character in Swift, so lines are split where a Character is a line break, not at "\n".)
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if lines.last?.isEmpty == true { lines.removeLast() }  // the last line's ending
        for line in lines {
            guard let reading = Self.reading(Substring(line)) else {
                ignored += 1
                continue
            }
            switch reading.value {
            case .height(let cm):
                let seconds = reading.milliseconds.map { $0 / 1000 } ?? Double(untimedHeights) / rate
                if reading.milliseconds == nil { untimedHeights += 1 }
                heights.append(Height(seconds: seconds, cm: cm))
            case .tilt(let pitch, let roll):
                let seconds = reading.milliseconds.map { $0 / 1000 } ?? Double(untimedTilts) / rate
                if reading.milliseconds == nil { untimedTilts += 1 }
                tilts.append(Tilt(seconds: seconds, pitch: pitch, roll: roll))
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

    /// One line as a reading, or nil when it is not one.
    static func reading(_ line: Substring) -> (milliseconds: Double?, value: Value)? {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        var milliseconds: Double?
        if let first = rest.first, first.isASCII, first.isNumber {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(digits.count)
            guard rest.first == " " || rest.first == "\t", let value = Double(digits) else { return nil }
            milliseconds = value
            rest = rest.drop { $0 == " " || $0 == "\t" }
        }
        while rest.last == " " || rest.last == "\t" { rest.removeLast() }
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        switch (parts.first, parts.count) {
        case ("s", 2):
            guard let cm = Double(parts[1]), cm.isFinite, cm >= 0 else { return nil }
            return (milliseconds, .height(cm))
        case ("a", 3):
            guard let pitch = Double(parts[1]), let roll = Double(parts[2]), pitch.isFinite, roll.isFinite,
                abs(pitch) <= 180, abs(roll) <= 180
            else { return nil }
            return (milliseconds, .tilt(pitch, roll))
        default:
            return nil
        }
    }
}
