import Foundation

/// A compact byte form for the snapshot parts every process reads as it starts: whole numbers as zigzag varints,
/// instants as the bits of their `Double`, text as its UTF-8 length and bytes, identifiers as their 16 bytes.
///
/// Written by hand because the parts are read on every command and every first page, and Foundation's
/// `JSONDecoder` took about 17 µs an intention there (half of `system coach` on a ten-year history); this form
/// reads one in well under a microsecond. No package within reach writes a compact Codable form without generated
/// code. A part is a cache, never the truth: anything this reader cannot read throws, and the snapshot is rebuilt.
public struct BinaryWriter: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public mutating func int(_ value: Int) {
        var rest = UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1))))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    public mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    public mutating func double(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    public mutating func date(_ value: Date) { double(value.timeIntervalSinceReferenceDate) }

    public mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    public mutating func uuid(_ value: UUID) {
        withUnsafeBytes(of: value.uuid) { bytes.append(contentsOf: $0) }
    }

    /// A presence flag, then the value when there is one.
    public mutating func optional<Value>(_ value: Value?, _ write: (inout BinaryWriter, Value) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    public var data: Data { Data(bytes) }
}

/// Reads what ``BinaryWriter`` wrote, in the same order; throws ``BinaryFormError`` on bytes it cannot read.
public struct BinaryReader {
    private let bytes: [UInt8]
    private var offset = 0

    public init(_ data: Data) { bytes = Array(data) }

    public var isAtEnd: Bool { offset == bytes.count }

    private mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw BinaryFormError.truncated }
        defer { offset += 1 }
        return bytes[offset]
    }

    private mutating func take(_ count: Int) throws -> ArraySlice<UInt8> {
        guard count >= 0, count <= bytes.count - offset else { throw BinaryFormError.truncated }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    public mutating func int() throws -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try byte()
            guard shift < 64 else { throw BinaryFormError.malformed("a number longer than 64 bits") }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int(truncatingIfNeeded: Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1))))
    }

    public mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: false
        case 1: true
        case let other: throw BinaryFormError.malformed("a flag of \(other)")
        }
    }

    public mutating func double() throws -> Double {
        let bits = try take(8).withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        return Double(bitPattern: bits)
    }

    public mutating func date() throws -> Date { Date(timeIntervalSinceReferenceDate: try double()) }

    public mutating func string() throws -> String {
        // Decoded, not validated: a part reaches a reader checked against its SHA-256, so its text is bytes a
        // String wrote, and bytes that were not UTF-8 would be repaired, not misread. `String(validating:as:)` is
        // generic over the encoding and asked the runtime's metadata cache on every call: 5,000 times a month of
        // intentions, a third of reading it.
        try take(try int()).withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    public mutating func uuid() throws -> UUID {
        // Copied straight from the slice: an array of the 16 bytes first was an allocation per identifier read.
        let bytes = try take(16)
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &uuid) { _ = $0.copyBytes(from: bytes) }
        return UUID(uuid: uuid)
    }

    public mutating func optional<Value>(_ read: (inout BinaryReader) throws -> Value) throws -> Value? {
        try bool() ? try read(&self) : nil
    }

    /// A count of items to read, each at least one byte: a larger one is a damaged part, not a reason to allocate.
    public mutating func count() throws -> Int {
        let count = try int()
        guard count >= 0, count <= bytes.count - offset else { throw BinaryFormError.malformed("a count of \(count)") }
        return count
    }
}

extension BinaryWriter {
    /// The bytes `write` puts in a new writer: a state's whole head, say.
    public static func data(_ write: (inout BinaryWriter) -> Void) -> Data {
        var writer = BinaryWriter()
        write(&writer)
        return writer.data
    }

    /// A civil date, as its days since 1970.
    public mutating func day(_ date: CivilDate) { int(date.daysSinceEpoch) }

    /// A time of day, as its minutes since midnight.
    public mutating func time(_ time: TimeOfDay) { int(time.minutes) }

    /// Texts, after their count.
    public mutating func strings(_ texts: [String]) {
        int(texts.count)
        for text in texts { string(text) }
    }

    /// Identifiers, after their count.
    public mutating func ids<Tag>(_ ids: [Identifier<Tag>]) {
        int(ids.count)
        for id in ids { uuid(id.uuid) }
    }

    /// Lists of identifiers by day, in day order (so the same lists always write the same bytes).
    public mutating func idsByDay<Tag>(_ days: [CivilDate: [Identifier<Tag>]]) {
        int(days.count)
        for (date, ids) in days.sorted(by: { $0.key < $1.key }) {
            day(date)
            self.ids(ids)
        }
    }
}

extension BinaryReader {
    /// What `read` makes of all of `data`; bytes left after it are damage, as a head that ends too soon is.
    public static func whole<Value>(_ data: Data, _ read: (inout BinaryReader) throws -> Value) throws -> Value {
        var reader = BinaryReader(data)
        let value = try read(&reader)
        guard reader.isAtEnd else { throw BinaryFormError.malformed("bytes after the end") }
        return value
    }

    /// A time of day written by ``BinaryWriter/time(_:)``.
    public mutating func time() throws -> TimeOfDay {
        guard let time = TimeOfDay(minutes: try int()) else { throw BinaryFormError.malformed("a time of day out of range") }
        return time
    }

    /// Texts written by ``BinaryWriter/strings(_:)``.
    public mutating func strings() throws -> [String] {
        try (0..<count()).map { _ in try string() }
    }

    /// A value of a `String`-backed enum, written as its raw value.
    public mutating func raw<Value: RawRepresentable<String>>(_ type: Value.Type) throws -> Value {
        let text = try string()
        guard let value = Value(rawValue: text) else { throw BinaryFormError.malformed("“\(text)” is not a \(Value.self)") }
        return value
    }

    /// A civil date written by ``BinaryWriter/day(_:)``; one past any calendar's range is damage, not a date.
    public mutating func day() throws -> CivilDate {
        let days = try int()
        guard (-DayIndex.farthestDay...DayIndex.farthestDay).contains(days) else { throw BinaryFormError.malformed("a day out of range") }
        return CivilDate(daysSinceEpoch: days)
    }

    /// Identifiers written by ``BinaryWriter/ids(_:)``.
    public mutating func ids<Tag>() throws -> [Identifier<Tag>] {
        try (0..<count()).map { _ in Identifier(try uuid()) }
    }

    /// Lists of identifiers by day written by ``BinaryWriter/idsByDay(_:)``.
    public mutating func idsByDay<Tag>() throws -> [CivilDate: [Identifier<Tag>]] {
        var days: [CivilDate: [Identifier<Tag>]] = [:]
        for _ in 0..<(try count()) {
            let date = try day()
            days[date] = try ids()
        }
        return days
    }
}

public enum BinaryFormError: Error, Equatable, CustomStringConvertible {
    case truncated
    case malformed(String)

    public var description: String {
        switch self {
        case .truncated: "the bytes end too soon"
        case .malformed(let what): "unreadable: \(what)"
        }
    }
}
