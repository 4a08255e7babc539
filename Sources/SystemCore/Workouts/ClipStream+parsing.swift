import Foundation

/// Reading the clip's text. An hour at 100 readings a second is 720,000 lines, so it is read byte by byte: splitting
/// the text into Characters and reading each number with `Double(_:)` took 2.5 s for that hour.
extension ClipStream {
    /// Reads a stream; `rate` times the lines that carry no time of their own.
    ///
    /// A line as the clip writes it is read in one pass (`wellFormedReading`); any other goes to `reading`, which
    /// finds its end first and says whether it is a reading at all.
    public init(parsing text: some StringProtocol, rate: Double = ClipStream.defaultRate) {
        var text = String(text)
        var lines = Lines()
        text.withUTF8 { bytes in lines.read(bytes) }
        // A line without a time of its own is timed by its place among such lines of its kind.
        for (place, index) in lines.untimedHeights.enumerated() { lines.heights.seconds[index] = Double(place) / rate }
        for (place, index) in lines.untimedTilts.enumerated() { lines.tilts.seconds[index] = Double(place) / rate }
        // A recorded stream's lines may arrive a little out of order; equal times keep their order.
        if let order = Self.order(lines.heights.seconds) {
            lines.heights = Heights(seconds: order.map { lines.heights.seconds[$0] }, cm: order.map { lines.heights.cm[$0] })
        }
        if let order = Self.order(lines.tilts.seconds) {
            lines.tilts = Tilts(
                seconds: order.map { lines.tilts.seconds[$0] }, pitch: order.map { lines.tilts.pitch[$0] },
                roll: order.map { lines.tilts.roll[$0] })
        }
        self.init(heights: lines.heights, tilts: lines.tilts, ignoredLines: lines.ignored)
    }

    /// The indices of `seconds` in time order, equal times in their order; nil when they are in order already.
    static func order(_ seconds: [Double]) -> [Int]? {
        guard seconds.indices.dropFirst().contains(where: { seconds[$0] < seconds[$0 - 1] }) else { return nil }
        return seconds.indices.sorted { (seconds[$0], $0) < (seconds[$1], $1) }
    }

    /// The readings of a text, in the order of its lines; an untimed reading's time is left to the caller.
    struct Lines {
        var heights = Heights()
        var tilts = Tilts()
        var ignored = 0
        /// Where the readings without a time are, in `heights` and `tilts`.
        var untimedHeights: [Int] = []
        var untimedTilts: [Int] = []

        /// Reads `bytes`, with room made first for as many readings as the clip's shortest timed line
        /// ("1234 s:141.5\r\n", about 16 bytes) would fill it with: growing the arrays as they filled copied them a
        /// dozen times over for an hour.
        mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) {
            for column in [\Heights.seconds, \.cm] { heights[keyPath: column].reserveCapacity(bytes.count / 16) }
            for column in [\Tilts.seconds, \.pitch, \.roll] { tilts[keyPath: column].reserveCapacity(bytes.count / 16) }
            var start = 0
            let end = bytes.count
            while start < end {
                var lineEnd = start
                var reading = ClipStream.wellFormedReading(bytes, &lineEnd)
                if reading == nil {
                    lineEnd = start
                    while lineEnd < end, bytes[lineEnd] != UInt8(ascii: "\n"), bytes[lineEnd] != UInt8(ascii: "\r") { lineEnd += 1 }
                    reading = ClipStream.reading(bytes, start..<lineEnd)
                }
                switch reading {
                case nil:
                    ignored += 1
                case (let milliseconds, .height(let cm))?:
                    if milliseconds == nil { untimedHeights.append(heights.count) }
                    heights.seconds.append((milliseconds ?? 0) / 1000)
                    heights.cm.append(cm)
                case (let milliseconds, .tilt(let pitch, let roll))?:
                    if milliseconds == nil { untimedTilts.append(tilts.count) }
                    tilts.seconds.append((milliseconds ?? 0) / 1000)
                    tilts.pitch.append(pitch)
                    tilts.roll.append(roll)
                }
                // LF, CRLF, or a CR alone ends the line; the text's last ending starts no line of its own.
                if lineEnd < end, bytes[lineEnd] == UInt8(ascii: "\r") { lineEnd += 1 }
                if lineEnd < end, bytes[lineEnd] == UInt8(ascii: "\n") { lineEnd += 1 }
                start = lineEnd
            }
        }
    }

    enum Value: Equatable {
        case height(Double)
        case tilt(Double, Double)
    }

    // Literals rather than static constants: a static is initialised lazily, and the check costs a call on every byte.

    /// The line from `index` as the clip writes it — `[ms ]s:<cm>` or `[ms ]a:<pitch>:<roll>`, numbers of up to 15
    /// digits without an exponent, blanks around — read in one pass, leaving `index` at its ending; nil for any
    /// other line, which `reading` then reads (this only ever accepts a line that `reading` reads the same).
    @inline(__always)
    static func wellFormedReading(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> (milliseconds: Double?, value: Value)? {
        let end = bytes.count
        var position = index
        func skipBlanks() {
            while position < end, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
        }
        skipBlanks()
        var milliseconds: Double?
        if position < end, bytes[position] &- UInt8(ascii: "0") < 10 {
            var value: UInt64 = 0
            let first = position
            while position < end, case let digit = bytes[position] &- UInt8(ascii: "0"), digit < 10 {
                value = value &* 10 &+ UInt64(digit)
                position &+= 1
            }
            guard position - first <= 15, position < end, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")
            else {
                return nil
            }
            milliseconds = Double(value)
            skipBlanks()
        }
        guard end - position >= 3, bytes[position + 1] == UInt8(ascii: ":") else { return nil }
        let kind = bytes[position]
        position += 2
        let value: Value
        switch kind {
        case UInt8(ascii: "s"):
            guard let cm = decimal(bytes, &position, end: end), cm >= 0 else { return nil }
            value = .height(cm)
        case UInt8(ascii: "a"):
            guard let pitch = decimal(bytes, &position, end: end), position < end, bytes[position] == UInt8(ascii: ":") else { return nil }
            position += 1
            guard let roll = decimal(bytes, &position, end: end), abs(pitch) <= 180, abs(roll) <= 180 else { return nil }
            value = .tilt(pitch, roll)
        default:
            return nil
        }
        skipBlanks()
        guard position == end || bytes[position] == UInt8(ascii: "\n") || bytes[position] == UInt8(ascii: "\r") else { return nil }
        index = position
        return (milliseconds, value)
    }

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
    /// `inf`), rounded as `Double(_:)` would round it.
    ///
    /// What the clip sends — a sign, up to 15 digits and a point — is read in one pass here: an integer below 10¹⁵
    /// and a power of ten up to 10²² are exact Doubles, so their quotient is the correctly rounded number. Everything
    /// else (an exponent, more digits) takes `anyNumber`. The one pass is what makes an hour at 100 Hz parse in a
    /// few tens of milliseconds: the general reader's bookkeeping on every digit cost 25 ns a number.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        var index = range.lowerBound
        if let value = decimal(bytes, &index, end: range.upperBound), index == range.upperBound { return value }
        return anyNumber(bytes, range)
    }

    /// The number of up to 15 digits, with a sign and a point but no exponent, that starts at `index` (and ends
    /// before `end`), leaving `index` just after it; nil, with `index` where it was, when there is none.
    @inline(__always)
    static func decimal(_ bytes: UnsafeBufferPointer<UInt8>, _ start: inout Int, end: Int) -> Double? {
        var index = start
        guard index < end else { return nil }
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var mantissa: UInt64 = 0
        /// Reads digits on from `index`, saying how many; the mantissa overflows only past 19 of them, and is used
        /// only up to 15.
        func readDigits() -> Int {
            let first = index
            while index < end {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                mantissa = mantissa &* 10 &+ UInt64(digit)
                index &+= 1
            }
            return index - first
        }
        var digits = readDigits()
        var fractionDigits = 0
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fractionDigits = readDigits()
            digits += fractionDigits
        }
        guard digits > 0, digits <= 15, index == end || (bytes[index] | 0x20) != UInt8(ascii: "e") else { return nil }
        var power = 1.0
        for _ in 0..<fractionDigits { power *= 10 }
        let value = Double(mantissa) / power
        start = index
        return negative ? -value : value
    }

    /// A decimal number in any form `number` accepts: up to 15 significant digits and a power of ten up to 22 read
    /// exactly, as `Double(_:)` would round it (an integer and an exact power of ten make one correctly rounded
    /// division or product); beyond that, by `Double(_:)` itself.
    static func anyNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
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
