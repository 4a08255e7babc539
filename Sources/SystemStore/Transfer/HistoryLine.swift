import Foundation
import SystemCore

/// One event as one line of an exported history, and back.
///
/// The form is fixed, so the same events always give the same bytes:
///
///     {"id":"…","seq":1,"recordedAt":"2026-11-20T09:30:00.000Z","type":"intention.started","schemaVersion":1,"payload":{…}}
///
/// members in this order, no spaces, `recordedAt` in UTC with milliseconds, and `payload` the stored JSON object
/// as it was stored (only whitespace between its tokens is dropped, which the app never writes). The stream is
/// not in the line: a history can be loaded into another account.
public enum HistoryLine {
    /// The members of a line, in the order they are written.
    public static let members = ["id", "seq", "recordedAt", "type", "schemaVersion", "payload"]

    /// The line for a stored event, without the line break.
    public static func encode(_ envelope: EventEnvelope) throws(HistoryTransferError) -> [UInt8] {
        var line: [UInt8] = []
        try append(envelope, to: &line)
        return line
    }

    /// Appends the line for a stored event, without the line break, to `out` (a page of an export is one buffer),
    /// byte by byte: building it from strings (interpolation, padding, Foundation's UUID text) took about half of an
    /// export's CPU time.
    static func append(_ envelope: EventEnvelope, to out: inout [UInt8]) throws(HistoryTransferError) {
        let start = out.count
        out.reserveCapacity(start + envelope.payload.count + 160)
        out += #"{"id":""#.utf8
        UUIDText.append(envelope.id.uuid, to: &out)
        out += #"","seq":"#.utf8
        out += String(envelope.seq).utf8
        out += #","recordedAt":""#.utf8
        let timed = HistoryTime.append(envelope.recordedAt, to: &out)
        out += #"","type":"#.utf8
        RawJSON.appendString(envelope.type, to: &out)
        out += #","schemaVersion":"#.utf8
        out += String(envelope.schemaVersion).utf8
        out += #","payload":"#.utf8
        do {
            try RawJSON.compactObject(Array(envelope.payload), into: &out)
        } catch {
            out.removeSubrange(start...)
            throw .unexportable(seq: envelope.seq, reason: "its payload is not a JSON object (\(error.description))")
        }
        guard timed else {
            out.removeSubrange(start...)
            throw .unexportable(seq: envelope.seq, reason: "its time is outside the years 0000–9999")
        }
        out.append(UInt8(ascii: "}"))
    }

    /// An event read from a line: its seq in the exported stream, the event to append, and what its payload reads
    /// as (nil for a type or version this build does not know, which is kept as it is).
    public struct Decoded: Hashable, Sendable {
        public let seq: Int64
        public let event: PendingEvent
        public let read: DomainEvent?
    }

    /// Reads one line (without its line break), checking its payload with `events`; the error's reason says what is
    /// wrong, without the line number.
    public static func decode(_ bytes: [UInt8], events: EventRegistry = CoreModules.standard.events) throws(LineError) -> Decoded {
        let (seq, event): (Int64, PendingEvent)
        if let canonical = canonical(bytes) { (seq, event) = canonical } else { (seq, event) = try memberByMember(bytes) }
        do {
            let read = try events.decode(type: event.type, schemaVersion: event.schemaVersion, payload: event.payload)
            return Decoded(seq: seq, event: event, read: read)
        } catch {
            throw LineError(
                "the payload is not a valid “\(event.type)” event (version \(event.schemaVersion)): \(EventCoding.reason(error))")
        }
    }

    /// Reads a line member by member, whatever their order and the whitespace between them; the payload is not
    /// checked against its type.
    private static func memberByMember(_ bytes: [UInt8]) throws(LineError) -> (seq: Int64, event: PendingEvent) {
        guard String(validating: bytes, as: UTF8.self) != nil else { throw LineError("it is not UTF-8 text") }
        let found: [(key: String, value: [UInt8])]
        do {
            found = try RawJSON.members(of: bytes)
        } catch {
            throw LineError("it is not a JSON object: \(error.description)")
        }
        var values: [String: [UInt8]] = [:]
        for (key, value) in found {
            guard members.contains(key) else {
                throw LineError("unknown field “\(key)” (a line has id, seq, recordedAt, type, schemaVersion and payload)")
            }
            guard values.updateValue(value, forKey: key) == nil else { throw LineError("“\(key)” appears twice") }
        }
        if let missing = members.first(where: { values[$0] == nil }) { throw LineError("“\(missing)” is missing") }

        func string(_ key: String) throws(LineError) -> String {
            guard let text = RawJSON.decodeString(values[key]!) else { throw LineError("“\(key)” is not a string") }
            return text
        }
        func positive(_ key: String) throws(LineError) -> Int64 {
            let raw = values[key]!
            guard let first = raw.first, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(first),
                raw.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let number = Int64(String(decoding: raw, as: UTF8.self))
            else {
                throw LineError("“\(key)” is not a whole number from 1 up")
            }
            return number
        }

        let idText = try string("id")
        guard let id = EventID(idText) else { throw LineError("“id” is not a UUID: “\(idText)”") }
        let seq = try positive("seq")
        let timeText = try string("recordedAt")
        guard let recordedAt = HistoryTime.parse(timeText) else {
            throw LineError("“recordedAt” is not a UTC time like 2026-11-20T09:30:00.000Z: “\(timeText)”")
        }
        let type = try string("type")
        guard !type.isEmpty, type.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value < 0x7F }) else {
            throw LineError("“type” is not an event type like intention.started")
        }
        let version = try positive("schemaVersion")
        guard version <= Int32.max else { throw LineError("“schemaVersion” is too large") }
        let payload = values["payload"]!
        guard payload.first == UInt8(ascii: "{") else { throw LineError("“payload” is not a JSON object") }
        return (seq, PendingEvent(id: id, recordedAt: recordedAt, type: type, schemaVersion: Int(version), payload: Data(payload)))
    }

    /// Reads a line written exactly as ``encode(_:)`` writes one (members in order, no whitespace outside the
    /// payload, no escapes outside it), which is nearly every line, in one pass; nil for any other line, which
    /// ``memberByMember(_:)`` then reads. What it accepts, it reads as that would, to the byte.
    private static func canonical(_ bytes: [UInt8]) -> (seq: Int64, event: PendingEvent)? {
        var index = 0
        func skip(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            let matches = text.withUTF8Buffer { expected in bytes[index..<index + count].elementsEqual(expected) }
            if matches { index += count }
            return matches
        }
        func number() -> Int64? {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            guard (1...18).contains(index - start), bytes[start] != UInt8(ascii: "0") else { return nil }
            return bytes[start..<index].reduce(0) { $0 * 10 + Int64($1 - UInt8(ascii: "0")) }
        }
        func text(_ allowed: ClosedRange<UInt8>) -> String? {
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                guard allowed.contains(bytes[index]), bytes[index] != UInt8(ascii: "\\") else { return nil }
                index += 1
            }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }
        guard skip(#"{"id":""#), index + 36 <= bytes.count, let uuid = UUIDText.parse(bytes[index..<index + 36]) else { return nil }
        index += 36
        guard skip(#"","seq":"#), let seq = number(), skip(#","recordedAt":""#), let time = text(0x20...0x7E),
            let recordedAt = HistoryTime.parse(time), skip(#"","type":""#), let type = text(0x21...0x7E),
            skip(#"","schemaVersion":"#), let version = number(), version <= Int32.max, skip(#","payload":{"#)
        else { return nil }
        var payload: [UInt8] = []
        payload.reserveCapacity(bytes.count - index + 1)
        do {
            try RawJSON.lastMemberValue(of: bytes, at: index - 1, into: &payload)
        } catch {
            return nil
        }
        // Everything outside the payload is ASCII; the payload's strings are copied as they are, so check them.
        guard payload.allSatisfy({ $0 < 0x80 }) || String(validating: payload, as: UTF8.self) != nil else { return nil }
        let event = PendingEvent(id: EventID(uuid), recordedAt: recordedAt, type: type, schemaVersion: Int(version), payload: Data(payload))
        return (seq, event)
    }

    /// What is wrong with a line, without its number.
    public struct LineError: Error, Equatable, Sendable {
        public let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// A decoding error in a few words, naming the field.
}

/// The times of an exported history: UTC, milliseconds, one fixed form.
public enum HistoryTime {
    /// Whole milliseconds since 1970, rounded to the nearest.
    public static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    /// `2026-11-20T09:30:00.123Z`; nil outside the years 0000–9999.
    public static func format(_ date: Date) -> String? {
        var text: [UInt8] = []
        guard append(date, to: &text) else { return nil }
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends ``format(_:)``'s text to `out`, digit by digit; false, appending nothing, outside the years 0000–9999.
    static func append(_ date: Date, to out: inout [UInt8]) -> Bool {
        let total = milliseconds(date)
        let msOfDay = (total % 86_400_000 + 86_400_000) % 86_400_000
        let day = CivilDate(daysSinceEpoch: Int((total - msOfDay) / 86_400_000))
        guard (0...9999).contains(day.year) else { return false }
        let seconds = Int(msOfDay / 1000)
        func digits(_ value: Int, _ width: Int, then separator: Unicode.Scalar) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            while divisor > 0 {
                out.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
            out.append(UInt8(ascii: separator))
        }
        digits(day.year, 4, then: "-")
        digits(day.month, 2, then: "-")
        digits(day.day, 2, then: "T")
        digits(seconds / 3600, 2, then: ":")
        digits(seconds / 60 % 60, 2, then: ":")
        digits(seconds % 60, 2, then: ".")
        digits(Int(msOfDay % 1000), 3, then: "Z")
        return true
    }

    /// Reads `YYYY-MM-DDTHH:MM:SS[.f]Z` (UTC, one to three digits of fraction, or none); nil otherwise.
    public static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.last == UInt8(ascii: "Z") else { return nil }
        func number(_ range: Range<Int>) -> Int64? {
            guard range.upperBound <= bytes.count else { return nil }
            var value: Int64 = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            return value
        }
        func byte(_ index: Int, is character: Character) -> Bool { bytes[index] == character.asciiValue }
        guard byte(4, is: "-"), byte(7, is: "-"), byte(10, is: "T"), byte(13, is: ":"), byte(16, is: ":"),
            let year = number(0..<4), let month = number(5..<7), let dayOfMonth = number(8..<10),
            // CivilDate begins at year 1; the calendar repeats every 400 years (146,097 days), so the years
            // before 400 are read 400 years later and moved back.
            let date = CivilDate(year: Int(year) + (year < 400 ? 400 : 0), month: Int(month), day: Int(dayOfMonth)),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var millisecond: Int64 = 0
        let fraction = bytes.count - 21  // between "SS." and "Z"
        if bytes.count == 20 {
            guard byte(19, is: "Z") else { return nil }
        } else {
            guard byte(19, is: "."), (1...3).contains(fraction), let digits = number(20..<20 + fraction) else { return nil }
            millisecond = digits * [100, 10, 1][fraction - 1]
        }
        let days = Int64(date.daysSinceEpoch) - (year < 400 ? 146_097 : 0)
        let total = ((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + millisecond
        return Date(timeIntervalSince1970: Double(total) / 1000)
    }
}
