import Foundation

/// Reads event payloads: the plain ones, which are nearly all, by a reader of its own; any other through
/// `JSONDecoder` (``EventCoding/decoder()``), which has the last word on what a payload means and on every error.
///
/// Written by hand because Foundation's decoder spent about 3.4 µs on each payload (a decoder made and configured,
/// the text parsed into a map, the coding path kept, dates through a format style): two fifths of an import's
/// reading, and of every fold of the whole log. Payloads are small objects the app wrote itself (sorted keys,
/// ISO 8601 instants to the second), so this reader takes only what it can read exactly as `JSONDecoder` would, and
/// gives up on anything else — an escape in a string, a number that is not a plain integer where an integer is
/// asked for, a date in another form, a repeated key, `Data`, `URL` or `Decimal` (which `JSONDecoder` reads its own
/// way), a key that is missing — and then the payload is read again by `JSONDecoder`. Having given up once, it
/// gives up on the whole payload even if a type's `init(from:)` went on, so nothing it reads differs.
enum PayloadDecoding {
    /// `T` decoded from `data`, as `JSONDecoder` with ``EventCoding/decoder()``'s options decodes it.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        if let value = fast(type, from: data) { return value }
        return try EventCoding.decoder().decode(type, from: data)
    }

    /// `T` read by this reader; nil when it gave up (the payload may still be valid).
    static func fast<T: Decodable>(_ type: T.Type, from data: Data) -> T? {
        let document = Document(bytes: [UInt8](data))
        guard let root = document.parse() else { return nil }
        guard let value = try? document.value(type, root), !document.gaveUp else { return nil }
        return value
    }
}

/// Why the reader stopped: the payload is read again by `JSONDecoder`.
private struct GaveUp: Error {}

/// A parsed JSON value; strings and numbers are ranges of the document's bytes, read when asked for.
private indirect enum Node {
    case object([(key: Range<Int>, value: Node)])
    case array([Node])
    /// The text between the quotes, which has no escape and no control character.
    case string(Range<Int>)
    /// The number as written, checked against JSON's grammar.
    case number(Range<Int>)
    case bool(Bool)
    case null
}

/// The payload's bytes, its parse, and whether the reader gave up on it.
private final class Document {
    let bytes: [UInt8]
    private(set) var gaveUp = false

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Notes that the reader gave up, and says so to the code decoding.
    func giveUp() -> GaveUp {
        gaveUp = true
        return GaveUp()
    }

    // MARK: Parsing (RFC 8259, but nil for escapes, repeated keys and deep nesting)

    func parse() -> Node? {
        var index = 0
        guard let node = value(at: &index, depth: 0) else { return nil }
        skipSpace(&index)
        return index == bytes.count ? node : nil
    }

    private func skipSpace(_ index: inout Int) {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    private func value(at index: inout Int, depth: Int) -> Node? {
        guard depth < 64 else { return nil }
        skipSpace(&index)
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [(key: Range<Int>, value: Node)] = []
            skipSpace(&index)
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace(&index)
                guard let key = string(at: &index) else { return nil }
                // A repeated key: which one JSONDecoder keeps is its business.
                guard !members.contains(where: { bytes[$0.key].elementsEqual(bytes[key]) }) else { return nil }
                skipSpace(&index)
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                guard let member = value(at: &index, depth: depth + 1) else { return nil }
                members.append((key, member))
                guard let closed = closes(UInt8(ascii: "}"), at: &index) else { return nil }
                if closed { return .object(members) }
            }
        case UInt8(ascii: "["):
            index += 1
            var items: [Node] = []
            skipSpace(&index)
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                guard let item = value(at: &index, depth: depth + 1) else { return nil }
                items.append(item)
                guard let closed = closes(UInt8(ascii: "]"), at: &index) else { return nil }
                if closed { return .array(items) }
            }
        case UInt8(ascii: "\""):
            return string(at: &index).map(Node.string)
        case UInt8(ascii: "t"): return literal("true", at: &index) ? .bool(true) : nil
        case UInt8(ascii: "f"): return literal("false", at: &index) ? .bool(false) : nil
        case UInt8(ascii: "n"): return literal("null", at: &index) ? .null : nil
        default: return number(at: &index).map(Node.number)
        }
    }

    /// After a member or an item: true past `close`, which ends the object or array; false past a comma, which
    /// goes on to the next; nil for anything else.
    private func closes(_ close: UInt8, at index: inout Int) -> Bool? {
        skipSpace(&index)
        guard index < bytes.count, bytes[index] == close || bytes[index] == UInt8(ascii: ",") else { return nil }
        index += 1
        return bytes[index - 1] == close
    }

    /// The range inside a string's quotes; nil for an escape, a control character or text that is not UTF-8.
    private func string(at index: inout Int) -> Range<Int>? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        var end = start
        var ascii = true
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            let byte = bytes[end]
            guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { return nil }
            if byte >= 0x80 { ascii = false }
            end += 1
        }
        guard end < bytes.count else { return nil }
        if !ascii, String(validating: bytes[start..<end], as: UTF8.self) == nil { return nil }
        index = end + 1
        return start..<end
    }

    private func literal(_ word: StaticString, at index: inout Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let matches = word.withUTF8Buffer { bytes[index..<index + count].elementsEqual($0) }
        if matches { index += count }
        return matches
    }

    /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`
    private func number(at index: inout Int) -> Range<Int>? {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            return nil
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return nil }
        }
        return start..<index
    }

    // MARK: Values

    /// `T` from a node: the types `JSONDecoder` reads its own way are read here as it reads them (dates as ISO 8601)
    /// or given up on; the rest through their `init(from:)`.
    func value<T: Decodable>(_ type: T.Type, _ node: Node) throws -> T {
        if T.self == String.self { return try string(node) as! T }
        if T.self == Int.self { return try integer(node, as: Int.self) as! T }
        if T.self == Bool.self { return try bool(node) as! T }
        if T.self == Double.self { return try double(node) as! T }
        if T.self == Date.self { return try date(node) as! T }
        if T.self == Data.self || T.self == URL.self || T.self == Decimal.self || T.self == Float.self { throw giveUp() }
        return try T(from: Reader(document: self, node: node))
    }

    func string(_ node: Node) throws -> String {
        guard case .string(let range) = node else { throw giveUp() }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    func bool(_ node: Node) throws -> Bool {
        guard case .bool(let value) = node else { throw giveUp() }
        return value
    }

    /// A plain integer (no fraction or exponent, which `JSONDecoder` may accept for a whole number) that fits.
    func integer<I: FixedWidthInteger>(_ node: Node, as: I.Type) throws -> I {
        guard case .number(let range) = node else { throw giveUp() }
        var index = range.lowerBound
        let negative = bytes[index] == UInt8(ascii: "-")
        guard !negative || I.isSigned else { throw giveUp() }
        if negative { index += 1 }
        var value: I = 0
        while index < range.upperBound {
            let digit = bytes[index]
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { throw giveUp() }
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) =
                negative
                ? times.subtractingReportingOverflow(I(digit - UInt8(ascii: "0")))
                : times.addingReportingOverflow(I(digit - UInt8(ascii: "0")))
            guard !o1, !o2 else { throw giveUp() }
            value = next
            index += 1
        }
        return value
    }

    func double(_ node: Node) throws -> Double {
        guard case .number(let range) = node, let value = Double(String(decoding: bytes[range], as: UTF8.self)), value.isFinite
        else { throw giveUp() }
        return value
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, the form ``EventCoding/encoder()`` writes, with every part in its range.
    func date(_ node: Node) throws -> Date {
        guard case .string(let range) = node, range.count == 20 else { throw giveUp() }
        let text = bytes[range]
        let start = range.lowerBound
        func part(_ offset: Int, _ count: Int) throws -> Int {
            var value = 0
            for byte in text[(start + offset)..<(start + offset + count)] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { throw giveUp() }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard text[start + 4] == UInt8(ascii: "-"), text[start + 7] == UInt8(ascii: "-"), text[start + 10] == UInt8(ascii: "T"),
            text[start + 13] == UInt8(ascii: ":"), text[start + 16] == UInt8(ascii: ":"), text[start + 19] == UInt8(ascii: "Z")
        else { throw giveUp() }
        let (year, month, day) = (try part(0, 4), try part(5, 2), try part(8, 2))
        let (hour, minute, second) = (try part(11, 2), try part(14, 2), try part(17, 2))
        // From 1900: earlier years may meet the calendar's switch from Julian to Gregorian, which Foundation's
        // parse may keep and this arithmetic does not.
        guard year >= 1900, let date = CivilDate(year: year, month: month, day: day), hour < 24, minute < 60, second < 60
        else { throw giveUp() }
        return Date(timeIntervalSince1970: TimeInterval(date.daysSinceEpoch * 86_400 + hour * 3_600 + minute * 60 + second))
    }
}

/// The `Decoder` handed to a type's `init(from:)`: one node of the document.
private struct Reader: Decoder {
    let document: Document
    let node: Node

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = node else { throw document.giveUp() }
        return KeyedDecodingContainer(Keyed(document: document, members: members))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = node else { throw document.giveUp() }
        return Unkeyed(document: document, items: items)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(document: document, node: node) }
}

private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let document: Document
    let members: [(key: Range<Int>, value: Node)]

    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] {
        members.compactMap { Key(stringValue: String(decoding: document.bytes[$0.key], as: UTF8.self)) }
    }

    /// The member named by `key`; nil when there is none.
    private func member(_ key: Key) -> Node? {
        var name = key.stringValue
        return name.withUTF8 { name in
            members.first { $0.key.count == name.count && document.bytes[$0.key].elementsEqual(name) }?.value
        }
    }

    /// The member named by `key`; a missing one is given up on (`JSONDecoder` names it in its error).
    private func required(_ key: Key) throws -> Node {
        guard let node = member(key) else { throw document.giveUp() }
        return node
    }

    func contains(_ key: Key) -> Bool { member(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try required(key) { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try document.value(type, try required(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try document.string(try required(key)) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try document.bool(try required(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try document.double(try required(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw document.giveUp() }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try document.integer(try required(key), as: type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try document.integer(try required(key), as: type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try document.integer(try required(key), as: type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try document.integer(try required(key), as: type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try document.integer(try required(key), as: type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try document.integer(try required(key), as: type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try document.integer(try required(key), as: type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try document.integer(try required(key), as: type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try document.integer(try required(key), as: type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try document.integer(try required(key), as: type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try Reader(document: document, node: try required(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try Reader(document: document, node: try required(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { throw document.giveUp() }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw document.giveUp() }
}

private struct Unkeyed: UnkeyedDecodingContainer {
    let document: Document
    let items: [Node]
    var currentIndex = 0

    var codingPath: [any CodingKey] { [] }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    /// The next item; past the end is given up on.
    private mutating func next() throws -> Node {
        guard !isAtEnd else { throw document.giveUp() }
        defer { currentIndex += 1 }
        return items[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw document.giveUp() }
        guard case .null = items[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try document.value(type, try next()) }
    mutating func decode(_ type: String.Type) throws -> String { try document.string(try next()) }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try document.bool(try next()) }
    mutating func decode(_ type: Double.Type) throws -> Double { try document.double(try next()) }
    mutating func decode(_ type: Float.Type) throws -> Float { throw document.giveUp() }
    mutating func decode(_ type: Int.Type) throws -> Int { try document.integer(try next(), as: type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try document.integer(try next(), as: type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try document.integer(try next(), as: type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try document.integer(try next(), as: type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try document.integer(try next(), as: type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try document.integer(try next(), as: type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try document.integer(try next(), as: type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try document.integer(try next(), as: type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try document.integer(try next(), as: type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try document.integer(try next(), as: type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try Reader(document: document, node: try next()).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try Reader(document: document, node: try next()).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { throw document.giveUp() }
}

private struct Single: SingleValueDecodingContainer {
    let document: Document
    let node: Node

    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool {
        if case .null = node { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try document.value(type, node) }
    func decode(_ type: String.Type) throws -> String { try document.string(node) }
    func decode(_ type: Bool.Type) throws -> Bool { try document.bool(node) }
    func decode(_ type: Double.Type) throws -> Double { try document.double(node) }
    func decode(_ type: Float.Type) throws -> Float { throw document.giveUp() }
    func decode(_ type: Int.Type) throws -> Int { try document.integer(node, as: type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try document.integer(node, as: type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try document.integer(node, as: type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try document.integer(node, as: type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try document.integer(node, as: type) }
    func decode(_ type: UInt.Type) throws -> UInt { try document.integer(node, as: type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try document.integer(node, as: type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try document.integer(node, as: type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try document.integer(node, as: type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try document.integer(node, as: type) }
}
