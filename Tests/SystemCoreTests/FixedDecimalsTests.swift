import Foundation
import PropertyBased
import SystemCore
import Testing

/// Charts' coordinates and the numbers pages show with a fixed number of decimals read as printf writes them.
@Suite struct FixedDecimalsTests {
    @Test(arguments: [
        (0.0, 2, "0.00"), (1.5, 0, "2"), (2.5, 0, "2"), (0.125, 2, "0.12"), (0.375, 2, "0.38"), (1.005, 2, "1.00"),
        (29.999, 2, "30.00"), (-0.001, 2, "-0.00"), (-2.345, 1, "-2.3"), (123_456.789, 1, "123456.8"), (7, 3, "7.000"),
    ])
    func roundsAsPrintf(value: Double, places: Int, expected: String) {
        #expect(String(value, places: places) == expected)
        #expect(String(format: "%.\(places)f", value) == expected)
    }

    @Test func anyNumberReadsAsPrintfWritesIt() async {
        // Doubles from their bits (every magnitude, ties and negative zero among them) and everyday decimals.
        let anyDouble = Gen.int(in: Int.min...Int.max).map { Double(bitPattern: UInt64(bitPattern: Int64($0))) }
        await propertyCheck(input: anyDouble, Gen.int(in: 0...9)) { value, places in
            #expect(String(value, places: places) == String(format: "%.\(places)f", value))
        }
        let everyday = Gen.int(in: -2_000_000...2_000_000).map { Double($0) / 1000 }
        await propertyCheck(input: everyday, Gen.int(in: 0...4)) { value, places in
            #expect(String(value, places: places) == String(format: "%.\(places)f", value))
        }
    }

    @Test func appendedNumbersFollowWhatIsAlreadyThere() async {
        // Given bytes already written, When a number is appended, Then they are followed by the number's own text
        let anyDouble = Gen.int(in: Int.min...Int.max).map { Double(bitPattern: UInt64(bitPattern: Int64($0))) }
        await propertyCheck(input: anyDouble, Gen.int(in: 0...9)) { value, places in
            var bytes = Array("12,".utf8)
            String.appendFixed(value, places: places, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "12," + String(format: "%.\(places)f", value))
        }
    }
}
