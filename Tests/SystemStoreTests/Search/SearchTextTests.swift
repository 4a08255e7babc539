import Testing

@testable import SystemStore

/// What the search indexes of an entry: its words as the page shows them, not its Markdown marks.
@Suite struct SearchTextTests {
    @Test(arguments: [
        ("## What went well?\n\nThe **walk**, and `code`.", "What went well? The walk, and code."),
        ("> A quote\n- a list item", "A quote - a list item"),
        ("See [the site](https://example.com) and ![a lake](dayone-moment://X).", "See the site and a lake."),
        ("snake_case stays, and 3 * 4 too", "snake_case stays, and 3 * 4 too"),
        ("[unclosed](link", "[unclosed](link"),
        (#"# Something happened in history\."#, "Something happened in history."),
        (#"a \\ backslash"#, #"a \ backslash"#),
        (#"C:\Users\ann"#, #"C:\Users\ann"#),
        ("", ""),
    ])
    func markdownReadsAsItsWords(_ markdown: String, _ words: String) {
        #expect(SearchText.plain(markdown: markdown) == words)
    }
}
