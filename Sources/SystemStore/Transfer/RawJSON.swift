/// A strict reader of JSON text that keeps values as the bytes they were written with.
///
/// An exported history must survive export → import → export byte for byte, so payloads are never decoded and
/// re-encoded (that would reorder keys, reformat numbers and change escapes). This reader checks the grammar of
/// RFC 8259, drops only the whitespace between tokens, and hands back each value's text otherwise untouched.
struct RawJSON {
    /// Why the text is not JSON, and where (a 1-based byte column).
    struct SyntaxError: Error, Equatable {
        let column: Int
        let reason: String

        var description: String { "\(reason) at column \(column)" }
    }

    /// The deepest nesting accepted; deeper text is refused instead of exhausting the stack.
    static let maxDepth = 256

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The text with whitespace between tokens removed, after checking that it is exactly one JSON object.
    static func compactObject(_ bytes: [UInt8]) throws(SyntaxError) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        try compactObject(bytes, into: &out)
        return out
    }

    /// Appends ``compactObject(_:)``'s text to `out`; when it throws, part of it may have been appended.
    static func compactObject(_ bytes: [UInt8], into out: inout [UInt8]) throws(SyntaxError) {
        var reader = RawJSON(bytes)
        reader.skipWhitespace()
        guard reader.peek == UInt8(ascii: "{") else { throw reader.error("expected a JSON object") }
        try reader.value(into: &out, depth: 0)
        try reader.expectEnd()
    }

    /// Appends the compact text of the value at `start`, read as the last member of a one-line object (as
    /// ``members(of:)`` reads it: nested one level down), to `out`, after checking that only the object's closing
    /// brace and whitespace follow it.
    static func lastMemberValue(of bytes: [UInt8], at start: Int, into out: inout [UInt8]) throws(SyntaxError) {
        var reader = RawJSON(bytes)
        reader.index = start
        try reader.value(into: &out, depth: 1)
        reader.skipWhitespace()
        guard reader.peek == UInt8(ascii: "}") else { throw reader.error("expected “,” or “}”") }
        reader.index += 1
        try reader.expectEnd()
    }

    /// The members of a one-line JSON object, in order, each value as its compact text.
    static func members(of bytes: [UInt8]) throws(SyntaxError) -> [(key: String, value: [UInt8])] {
        var reader = RawJSON(bytes)
        reader.skipWhitespace()
        guard reader.peek == UInt8(ascii: "{") else { throw reader.error("expected a JSON object") }
        reader.index += 1
        var members: [(key: String, value: [UInt8])] = []
        reader.skipWhitespace()
        if reader.peek == UInt8(ascii: "}") {
            reader.index += 1
        } else {
            while true {
                reader.skipWhitespace()
                guard reader.peek == UInt8(ascii: "\"") else { throw reader.error("expected a member name in quotes") }
                var key: [UInt8] = []
                let keyColumn = reader.index + 1
                try reader.string(into: &key)
                guard let name = decodeString(key) else {
                    throw SyntaxError(column: keyColumn, reason: "a member name is not valid text")
                }
                reader.skipWhitespace()
                guard reader.peek == UInt8(ascii: ":") else { throw reader.error("expected “:” after “\(name)”") }
                reader.index += 1
                reader.skipWhitespace()
                var value: [UInt8] = []
                try reader.value(into: &value, depth: 1)
                members.append((name, value))
                reader.skipWhitespace()
                if reader.peek == UInt8(ascii: ",") {
                    reader.index += 1
                    continue
                }
                if reader.peek == UInt8(ascii: "}") {
                    reader.index += 1
                    break
                }
                throw reader.error("expected “,” or “}”")
            }
        }
        try reader.expectEnd()
        return members
    }

    /// The text of a JSON string literal (with its quotes) as a Swift string; nil when it is not one.
    static func decodeString(_ literal: [UInt8]) -> String? {
        guard literal.count >= 2, literal.first == UInt8(ascii: "\""), literal.last == UInt8(ascii: "\"") else { return nil }
        var units: [UInt16] = []
        var scalars = String.UnicodeScalarView()
        var i = 1
        let end = literal.count - 1
        var plain: [UInt8] = []
        func flushPlain() -> Bool {
            guard !plain.isEmpty else { return true }
            guard let text = String(validating: plain, as: UTF8.self) else { return false }
            scalars.append(contentsOf: text.unicodeScalars)
            plain.removeAll(keepingCapacity: true)
            return true
        }
        func flushUnits() -> Bool {
            guard !units.isEmpty else { return true }
            // Escaped UTF-16 units: a lone surrogate is not text.
            guard let text = String(validating: units, as: UTF16.self) else { return false }
            scalars.append(contentsOf: text.unicodeScalars)
            units.removeAll(keepingCapacity: true)
            return true
        }
        while i < end {
            let byte = literal[i]
            if byte == UInt8(ascii: "\\") {
                guard i + 1 < end else { return nil }
                let escaped = literal[i + 1]
                if escaped == UInt8(ascii: "u") {
                    guard i + 5 < end, let unit = hex4(literal, from: i + 2) else { return nil }
                    guard flushPlain() else { return nil }
                    units.append(unit)
                    i += 6
                    continue
                }
                guard flushPlain(), flushUnits() else { return nil }
                switch escaped {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                default: return nil
                }
                i += 2
            } else {
                guard byte >= 0x20, byte != UInt8(ascii: "\"") else { return nil }
                guard flushUnits() else { return nil }
                plain.append(byte)
                i += 1
            }
        }
        guard flushPlain(), flushUnits() else { return nil }
        return String(scalars)
    }

    /// Appends ``encodeString(_:)``'s literal to `out`.
    static func appendString(_ text: String, to out: inout [UInt8]) {
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            // Nothing to escape, as in every event type: the literal is the bytes in quotes.
            out.append(UInt8(ascii: "\""))
            out += utf8
            out.append(UInt8(ascii: "\""))
        } else {
            out += encodeString(text).utf8
        }
    }

    /// A string as a JSON literal: quotes, backslashes and control characters escaped, everything else as is.
    static func encodeString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    // MARK: - Reading

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func error(_ reason: String) -> SyntaxError {
        SyntaxError(column: index + 1, reason: index < bytes.count ? reason : reason + " but the line ended")
    }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func expectEnd() throws(SyntaxError) {
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected text after the end of the object") }
    }

    private mutating func value(into out: inout [UInt8], depth: Int) throws(SyntaxError) {
        guard depth <= Self.maxDepth else { throw error("nested deeper than \(Self.maxDepth) levels") }
        guard let byte = peek else { throw error("expected a value") }
        switch byte {
        case UInt8(ascii: "{"):
            out.append(byte)
            index += 1
            skipWhitespace()
            if peek == UInt8(ascii: "}") {
                out.append(UInt8(ascii: "}"))
                index += 1
                return
            }
            while true {
                skipWhitespace()
                guard peek == UInt8(ascii: "\"") else { throw error("expected a member name in quotes") }
                try string(into: &out)
                skipWhitespace()
                guard peek == UInt8(ascii: ":") else { throw error("expected “:”") }
                out.append(UInt8(ascii: ":"))
                index += 1
                skipWhitespace()
                try value(into: &out, depth: depth + 1)
                skipWhitespace()
                if peek == UInt8(ascii: ",") {
                    out.append(UInt8(ascii: ","))
                    index += 1
                    continue
                }
                if peek == UInt8(ascii: "}") {
                    out.append(UInt8(ascii: "}"))
                    index += 1
                    return
                }
                throw error("expected “,” or “}”")
            }
        case UInt8(ascii: "["):
            out.append(byte)
            index += 1
            skipWhitespace()
            if peek == UInt8(ascii: "]") {
                out.append(UInt8(ascii: "]"))
                index += 1
                return
            }
            while true {
                skipWhitespace()
                try value(into: &out, depth: depth + 1)
                skipWhitespace()
                if peek == UInt8(ascii: ",") {
                    out.append(UInt8(ascii: ","))
                    index += 1
                    continue
                }
                if peek == UInt8(ascii: "]") {
                    out.append(UInt8(ascii: "]"))
                    index += 1
                    return
                }
                throw error("expected “,” or “]”")
            }
        case UInt8(ascii: "\""):
            try string(into: &out)
        case UInt8(ascii: "t"):
            try literal("true", into: &out)
        case UInt8(ascii: "f"):
            try literal("false", into: &out)
        case UInt8(ascii: "n"):
            try literal("null", into: &out)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number(into: &out)
        default:
            throw error("expected a value")
        }
    }

    private mutating func literal(_ word: String, into out: inout [UInt8]) throws(SyntaxError) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
            throw error("expected a value")
        }
        out.append(contentsOf: expected)
        index += expected.count
    }

    private mutating func number(into out: inout [UInt8]) throws(SyntaxError) {
        let start = index
        func digits() -> Int {
            let from = index
            while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
            return index - from
        }
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") {
            index += 1
        } else {
            guard digits() > 0 else { throw error("expected a digit") }
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after “.”") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        out.append(contentsOf: bytes[start..<index])
    }

    private mutating func string(into out: inout [UInt8]) throws(SyntaxError) {
        let start = index
        index += 1  // the opening quote
        while true {
            guard let byte = peek else { throw SyntaxError(column: start + 1, reason: "a string is not closed") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                out.append(contentsOf: bytes[start..<index])
                return
            case UInt8(ascii: "\\"):
                index += 1
                guard let escaped = peek else { throw SyntaxError(column: start + 1, reason: "a string is not closed") }
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 1
                case UInt8(ascii: "u"):
                    guard Self.hex4(bytes, from: index + 1) != nil else { throw error("expected four hex digits after “\\u”") }
                    index += 5
                default:
                    throw error("unknown escape “\\\(Character(Unicode.Scalar(escaped)))”")
                }
            case 0..<0x20:
                throw error("a control character inside a string (write it as an escape)")
            default:
                index += 1
            }
        }
    }

    private static func hex4(_ bytes: [UInt8], from start: Int) -> UInt16? {
        guard start + 4 <= bytes.count else { return nil }
        var value: UInt16 = 0
        for byte in bytes[start..<start + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }
}
