import Foundation

extension String {
    /// Bytes as lowercase hexadecimal, two digits each: a digest's usual spelling. Written out rather than through
    /// `String(format: "%02x")`, whose format parser costs a process tenths of a millisecond the first time — on the
    /// way of every command that reads a snapshot, whose checksum is one of these.
    ///
    /// It takes the bytes where they lie (`ContiguousBytes`: a digest, `Data`, `[UInt8]`), not as any `Sequence`: to
    /// walk a digest as a sequence, the runtime first has to find its iterator's type and conformances, by scanning the
    /// program's conformance records (~0.3 ms, the first time in each process that reads a snapshot).
    public init(hex bytes: some ContiguousBytes) {
        self = bytes.withUnsafeBytes { buffer in
            let digits = Array("0123456789abcdef".utf8)
            return String(unsafeUninitializedCapacity: buffer.count * 2) { text in
                for offset in 0..<buffer.count {
                    text[offset * 2] = digits[Int(buffer[offset] >> 4)]
                    text[offset * 2 + 1] = digits[Int(buffer[offset] & 0x0f)]
                }
                return buffer.count * 2
            }
        }
    }
}
