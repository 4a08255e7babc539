extension String {
    /// The text without white space (spaces, tabs, line breaks) at either end.
    ///
    /// By hand rather than Foundation's `trimmingCharacters(in:)` where a command starts: on Linux that goes through
    /// `NSString` and starts CoreFoundation, a measurable part of a short command's whole run.
    public func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(self[first...last])
    }
}
