import Foundation
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
        #expect(stream.heights.map(\.seconds) == [0, 0.02, 0.04])
        #expect(stream.tilts.map(\.seconds) == [0, 0.02])
    }

    @Test func aTimedStreamKeepsItsTimesInOrder() {
        let stream = ClipStream(parsing: "40 s:12\n0 s:10\n20 s:11\n")
        #expect(stream.heights.map(\.seconds) == [0, 0.02, 0.04])
        #expect(stream.heights.map(\.cm) == [10, 11, 12])
    }
}
