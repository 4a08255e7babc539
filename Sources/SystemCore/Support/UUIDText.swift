import Foundation

/// UUIDs as the lowercase text events, stores and exports hold (`3f2504e0-4f89-41d3-9a0c-0305e82c3301`), read and
/// written byte by byte: Foundation's `uuidString` and `UUID(uuidString:)` go through `sprintf` and `sscanf`, which
/// took a fifth of an export's time and a tenth of an import's.
public enum UUIDText {
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends the 36 characters of `uuid`, lowercase, to `out`: the same text as `uuid.uuidString.lowercased()`.
    public static func append(_ uuid: UUID, to out: inout [UInt8]) {
        withUnsafeBytes(of: uuid.uuid) { bytes in
            for (index, byte) in bytes.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 { out.append(UInt8(ascii: "-")) }
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0x0F)])
            }
        }
    }

    /// The text of `uuid`, as ``append(_:to:)`` writes it.
    public static func string(_ uuid: UUID) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(36)
        append(uuid, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Reads the canonical form (8-4-4-4-12 hex digits, either case); nil for anything else, some of which
    /// `UUID(uuidString:)` reads (it takes a space or a sign for a digit), so a caller that must accept what that
    /// accepts asks it next.
    public static func parse(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8(parse)
    }

    /// The same, of bytes.
    public static func parse(_ text: ArraySlice<UInt8>) -> UUID? {
        text.withUnsafeBufferPointer(parse)
    }

    private static func parse(_ text: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard text.count == 36 else { return nil }
        var bytes = (
            UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0),
            UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0)
        )
        let parsed = withUnsafeMutableBytes(of: &bytes) { out -> Bool in
            var position = 0
            for index in 0..<16 {
                if position == 8 || position == 13 || position == 18 || position == 23 {
                    guard text[position] == UInt8(ascii: "-") else { return false }
                    position += 1
                }
                guard let high = digit(text[position]), let low = digit(text[position + 1]) else { return false }
                out[index] = high << 4 | low
                position += 2
            }
            return true
        }
        return parsed ? UUID(uuid: bytes) : nil
    }

    private static func digit(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension UUID {
    /// A new random UUID (version 4, RFC 9562), its 122 random bits from the system's generator (`getrandom`).
    ///
    /// Written here because `UUID()` on Linux opens, reads and closes /dev/urandom on every call: a page draws a
    /// dozen new keys for its forms, and those three system calls each were a thirtieth of serving Today.
    public static func random() -> UUID {
        var generator = SystemRandomNumberGenerator()
        var bytes = (generator.next() as UInt64, generator.next() as UInt64)
        return withUnsafeMutableBytes(of: &bytes) { raw in
            raw[6] = raw[6] & 0x0F | 0x40  // the version, 4
            raw[8] = raw[8] & 0x3F | 0x80  // the variant, RFC 9562's
            return UUID(uuid: raw.load(as: uuid_t.self))
        }
    }
}
