import Foundation
import PropertyBased
import Testing

@testable import SystemCore

/// The clip's lines as the issue names them: readings with or without a time, LF or CRLF, and anything else skipped
/// and counted, never fatal.
@Suite struct ClipStreamTests {
    @Test(
        arguments: [
            ("s:141\na:1.5:-2\n", 1, 1, 0),
            ("s:141\r\na:1.5:-2\r\n", 1, 1, 0),
            ("1234 s:141\n1274 a:3:4\n", 1, 1, 0),
            ("\ns:\na:12\nx:5\ns:abc\ns:100\n", 1, 0, 5),
            ("s:-4\na:400:0\n12x s:5\n", 0, 0, 3),
        ] as [(String, Int, Int, Int)])
    func linesAreReadingsOrCountedAsIgnored(_ text: String, heights: Int, tilts: Int, ignored: Int) {
        let stream = ClipStream(parsing: text)
        #expect(stream.heights.count == heights)
        #expect(stream.tilts.count == tilts)
        #expect(stream.ignoredLines == ignored)
    }

    @Test func anUntimedStreamIsReadAtItsRateEachKindOnItsOwnClock() {
        let stream = ClipStream(parsing: "s:10\na:0:0\ns:11\na:0:1\ns:12\n", rate: 50)
        #expect(stream.heights.seconds == [0, 0.02, 0.04])
        #expect(stream.tilts.seconds == [0, 0.02])
    }

    @Test func aTimedStreamKeepsItsTimesInOrder() {
        let stream = ClipStream(parsing: "40 s:12\n0 s:10\n20 s:11\n")
        #expect(stream.heights.seconds == [0, 0.02, 0.04])
        #expect(stream.heights.cm == [10, 11, 12])
    }
}

/// The two ways a line is read — in one pass for a line as the clip writes it, and after finding its end for any
/// other — must never disagree: the fast one may only pass a line on, never read it differently.
@Suite struct ClipStreamReadingTests {
    @Test(
        arguments: [
            ("141.5", 141.5), ("-0.3", -0.3), ("+7", 7), (".5", 0.5), ("5.", 5), ("-.25", -0.25), ("0", 0), ("1e3", 1000),
            ("2.5E-2", 0.025), ("123456789012345", 123_456_789_012_345), ("1234567890123456789", 1.2345678901234568e18),
            ("0000000000000000001.5", 1.5), ("0.1", 0.1), ("3.14159265358979", 3.14159265358979), ("", nil), ("-", nil), ("+", nil),
            (".", nil), ("1.2.3", nil), ("inf", nil), ("nan", nil), ("1e", nil), ("e3", nil), ("12a", nil), (" 1", nil), ("1 ", nil),
            ("1e999", nil),
        ] as [(String, Double?)])
    func aNumberIsReadAsDoubleReadsIt(_ text: String, _ expected: Double?) {
        var text = text
        #expect(text.withUTF8 { ClipStream.number($0, 0..<$0.count) } == expected)
        if let expected { #expect(expected == Double(text)) }
    }

    @Test func anyShortDecimalIsReadExactly() async {
        await propertyCheck(input: Gen.int(in: -999_999_999_999_999...999_999_999_999_999), Gen.int(in: 0...15)) { mantissa, point in
            var digits = String(mantissa.magnitude)
            if point > 0 {
                digits = String(repeating: "0", count: max(0, point + 1 - digits.count)) + digits
                digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -point))
            }
            var text = (mantissa < 0 ? "-" : "") + digits
            let read = text.withUTF8 { ClipStream.number($0, 0..<$0.count) }
            #expect(read == Double(text), "\(text)")
        }
    }

    /// Pieces that make lines near the clip's form: most come out as junk, many as readings.
    static let pieces = [
        "", " ", "\t", "12", "0", "1234567890123456", "s", "a", ":", "-", "+", ".", "5", "141.5", "e", "E3", "x", "180", "180.1",
        "-0", "s:", "a:", "1 ", " s:", ":3",
    ]

    @Test func theOnePassReaderReadsEveryLineAsTheLineReaderDoes() async {
        await propertyCheck(input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...7).array(of: 1...30)) { lines in
            let texts = lines.map { $0.map { Self.pieces[$0] }.joined() }
            var text = texts.joined(separator: "\n")
            text.withUTF8 { bytes in
                var start = 0
                for line in texts {
                    let end = start + line.utf8.count
                    var index = start
                    if let quick = ClipStream.wellFormedReading(bytes, &index) {
                        let slow = ClipStream.reading(bytes, start..<end)
                        #expect(slow?.milliseconds == quick.milliseconds && slow?.value == quick.value, "\(line)")
                        #expect(index == end, "\(line)")
                    }
                    start = end + 1
                }
            }
        }
    }

    @Test func aStreamReadsTheSameWithAnyLineEnding() async {
        await propertyCheck(input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...7).array(of: 1...30), Gen.int(in: 0...2)) {
            lines, ending in
            let texts = lines.map { $0.map { Self.pieces[$0] }.joined() }
            let unix = ClipStream(parsing: texts.joined(separator: "\n") + "\n")
            let other = ClipStream(parsing: texts.joined(separator: ["\n", "\r\n", "\r"][ending]) + ["\n", "\r\n", "\r"][ending])
            #expect(unix == other)
        }
    }
}

extension ClipStreamReadingTests {
    /// A stream's readings go into columns: each height's time stays with its value, and each tilt's with its pitch and
    /// roll, through reordering, untimed clocks and ignored lines.
    @Test func everyReadingKeepsItsOwnTimeThroughReordering() {
        let stream = ClipStream(
            parsing: "40 s:12\n30 a:3:-3\nx:1\n0 s:10\n10 a:1:-1\n20 s:11\n20 a:2:-2\ns:99\na:9:9\n", rate: 10)
        #expect(stream.heights.seconds == [0, 0, 0.02, 0.04])
        #expect(stream.heights.cm == [10, 99, 11, 12])
        #expect(stream.tilts.seconds == [0, 0.01, 0.02, 0.03])
        #expect(stream.tilts.pitch == [9, 1, 2, 3])
        #expect(stream.tilts.roll == [9, -1, -2, -3])
        #expect(stream.ignoredLines == 1)
    }
}
