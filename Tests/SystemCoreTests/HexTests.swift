import Foundation
import PropertyBased
import SystemCore
import Testing

/// Digests (a snapshot's checksum, a token's hash, a photo's name, Day One's MD5) are written as lowercase hex.
@Suite struct HexTests {
    @Test(arguments: [([], ""), ([0], "00"), ([0x0f, 0xa0], "0fa0"), ([0xde, 0xad, 0xbe, 0xef], "deadbeef"), ([255, 1], "ff01")])
    func twoDigitsABytes(bytes: [UInt8], expected: String) {
        #expect(String(hex: bytes) == expected)
    }

    @Test func anyBytesReadAsPrintfWritesThem() async {
        await propertyCheck(input: Gen.int(in: 0...255).array(of: 0...64)) { values in
            let bytes = values.map(UInt8.init)
            #expect(String(hex: bytes) == bytes.map { String(format: "%02x", $0) }.joined())
        }
    }
}
