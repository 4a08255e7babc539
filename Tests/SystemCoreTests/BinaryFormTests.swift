import Foundation
import PropertyBased
import Testing

@testable import SystemCore

/// The byte form of snapshot parts gives back exactly what was written, and refuses damaged bytes with an error
/// (the snapshot is then rebuilt) instead of a wrong answer or a crash.
struct BinaryFormTests {
    @Test(arguments: [0, 1, -1, 63, -64, 64, -65, 127, 128, 300, -300, 1 << 40, Int.max, Int.min])
    func wholeNumbersRoundTrip(_ value: Int) throws {
        var writer = BinaryWriter()
        writer.int(value)
        var reader = BinaryReader(writer.data)
        #expect(try reader.int() == value)
        #expect(reader.isAtEnd)
    }

    @Test(arguments: ["", "a", "Grüße aus Köln", "🤩 👨‍👩‍👧 family", "line\nbreak\0nul", String(repeating: "ß", count: 300)])
    func textRoundTrips(_ text: String) throws {
        var writer = BinaryWriter()
        writer.string(text)
        writer.string(text)
        var reader = BinaryReader(writer.data)
        #expect(try reader.string() == text)
        #expect(try reader.string() == text)
        #expect(reader.isAtEnd)
    }

    @Test func anyNumberAndInstantRoundTrips() async {
        await propertyCheck(input: Gen.int(), Gen.double(in: -1e12...1e12)) { number, seconds in
            var writer = BinaryWriter()
            writer.int(number)
            writer.date(Date(timeIntervalSinceReferenceDate: seconds))
            writer.double(-seconds)
            var reader = BinaryReader(writer.data)
            let read = (try reader.int(), try reader.date(), try reader.double())
            #expect(read.0 == number)
            #expect(read.1 == Date(timeIntervalSinceReferenceDate: seconds))
            #expect(read.2 == -seconds)
        }
    }

    /// An intention with each optional field present or absent as the bits of `shape` say.
    static func intention(_ shape: Int, seconds: Double) -> Intention {
        func has(_ bit: Int) -> Bool { shape & (1 << bit) != 0 }
        let start = Date(timeIntervalSinceReferenceDate: seconds)
        return Intention(
            id: fixedID(shape), text: has(0) ? "Write the report 📝" : "x", startedAt: start,
            plannedMinutes: 5 + shape % 236, endedAt: has(1) ? start.addingTimeInterval(Double(shape) * 1.5) : nil,
            tags: has(2) ? [LabelID(name: "deep work")!, LabelID(name: "Küche")!] : [],
            feeling: has(3) ? Feeling.allCases[shape % Feeling.allCases.count] : nil,
            review: Review(
                wentWell: has(4) ? "Focused" : nil, couldImprove: has(5) ? "" : nil, interesting: has(6) ? "Ja\n✓" : nil),
            revision: shape % 4, todoID: has(7) ? fixedID(shape + 1) : nil)
    }

    @Test func anyIntentionRoundTrips() async {
        await propertyCheck(input: Gen.int(in: 0...4095).array(of: 0...20), Gen.double(in: 0...1e9)) { shapes, seconds in
            let intentions = shapes.map { Self.intention($0, seconds: seconds) }
            var writer = BinaryWriter()
            for intention in intentions { intention.write(to: &writer) }
            var reader = BinaryReader(writer.data)
            let read = try intentions.map { _ in try Intention(from: &reader) }
            #expect(read == intentions)
            #expect(reader.isAtEnd)
        }
    }

    @Test func everyCutOfAnIntentionThrowsInsteadOfReadingWrong() {
        var writer = BinaryWriter()
        Self.intention(0xFF, seconds: 800_000_000).write(to: &writer)
        let bytes = writer.bytes
        for length in 0..<bytes.count {
            var reader = BinaryReader(Data(bytes[..<length]))
            #expect(throws: BinaryFormError.self) { try Intention(from: &reader) }
        }
    }

    @Test(arguments: [[0x02], [0x80, 0x80], [UInt8](repeating: 0xFF, count: 11)])
    func badFlagsAndOverlongNumbersThrow(_ bytes: [UInt8]) {
        var reader = BinaryReader(Data(bytes))
        #expect(throws: BinaryFormError.self) {
            if bytes.count == 1 { _ = try reader.bool() } else { _ = try reader.int() }
        }
    }

    @Test func aCountLargerThanTheBytesLeftIsRefusedBeforeAnyAllocation() {
        var writer = BinaryWriter()
        writer.int(1 << 40)
        var reader = BinaryReader(writer.data)
        #expect(throws: BinaryFormError.malformed("a count of \(1 << 40)")) { try reader.count() }
    }

    @Test(arguments: [[Int.max, 1], [5, Int.max], [20_000_000], [Int.min]])
    func daysOutOfRangeAreRefused(_ deltas: [Int]) {
        var writer = BinaryWriter()
        writer.int(deltas.count)
        for delta in deltas { writer.int(delta) }
        var reader = BinaryReader(writer.data)
        #expect(throws: BinaryFormError.self) { try DayIndex(from: &reader) }
    }

    @Test func daysRoundTripInOrder() throws {
        let days = [civil("1970-01-01"), civil("2016-02-29"), civil("2016-02-29"), civil("2026-11-25")]
        var index = DayIndex()
        for day in days { index.insert(day) }
        var writer = BinaryWriter()
        index.write(to: &writer)
        var reader = BinaryReader(writer.data)
        #expect(try DayIndex(from: &reader).days == days)
    }
}
