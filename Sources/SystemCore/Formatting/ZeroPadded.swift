extension String {
    /// A whole number in decimal with leading zeros up to `width` digits (a minus sign before them): `2026-11-05`,
    /// `09:30`. What `String(format: "%02d")` gives for a number that is not negative, without Foundation's format
    /// parser, which dates in links and times of day made a twentieth of the server's time per page.
    public init(_ value: Int, zeroPaddedTo width: Int) {
        let digits = String(value.magnitude)
        let zeros = String(repeating: "0", count: Swift.max(0, width - digits.count))
        self = (value < 0 ? "-" : "") + zeros + digits
    }
}
