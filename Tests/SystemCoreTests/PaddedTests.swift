import SystemCore
import Testing

/// Columns of the command line's tables line up by characters, whatever the text.
@Suite struct PaddedTests {
    @Test(arguments: [
        ("", 3, "   "), ("ab", 4, "ab  "), ("abc", 3, "abc"), ("abcdef", 3, "abcdef"), ("Café ☕️", 8, "Café ☕️  "),
        ("👩‍👩‍👧", 2, "👩‍👩‍👧 "),
    ])
    func padsToTheWidthInCharacters(text: String, width: Int, expected: String) {
        #expect(text.padded(toWidth: width) == expected)
    }
}
