extension String {
    /// The text followed by spaces up to `width` characters, as a column in aligned lines; longer text is left whole.
    ///
    /// By hand rather than Foundation's `padding(toLength:withPad:startingAt:)`, which counts UTF-16 units rather than
    /// the characters a column's width is measured in (so “Café ☕️” came out short), cuts longer text, and on Linux
    /// starts CoreFoundation, a measurable part of `system week`'s whole run.
    public func padded(toWidth width: Int) -> String {
        let missing = width - count
        return missing > 0 ? self + String(repeating: " ", count: missing) : self
    }
}
