import Foundation
import PropertyBased
import SystemCore
import Testing

/// Dates, times and offsets in links and ISO 8601 text are written with leading zeros.
@Suite struct ZeroPaddedTests {
    @Test(arguments: [(0, 2, "00"), (7, 2, "07"), (42, 2, "42"), (123, 2, "123"), (5, 4, "0005"), (2026, 4, "2026"), (-3, 2, "-03")])
    func padsToTheWidth(value: Int, width: Int, expected: String) {
        #expect(String(value, zeroPaddedTo: width) == expected)
    }

    @Test func anyNumberThatIsNotNegativeReadsAsPrintfWritesIt() async {
        await propertyCheck(input: Gen.int(in: 0...Int.max), Gen.int(in: 0...20)) { value, width in
            #expect(String(value, zeroPaddedTo: width) == String(format: "%0\(width)ld", value))
        }
    }

    @Test func aDateAndATimeOfDayReadWithTwoDigitParts() throws {
        #expect(CivilDate(year: 987, month: 3, day: 4)?.description == "0987-03-04")
        #expect(TimeOfDay(hour: 7, minute: 5)?.description == "07:05")
    }
}
