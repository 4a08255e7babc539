extension String {
    /// Bytes as lowercase hexadecimal, two digits each: a digest's usual spelling. Written out rather than through
    /// `String(format: "%02x")`, whose format parser costs a process tenths of a millisecond the first time — on the
    /// way of every command that reads a snapshot, whose checksum is one of these.
    public init(hex bytes: some Sequence<UInt8>) {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        self.init(decoding: text, as: UTF8.self)
    }
}
