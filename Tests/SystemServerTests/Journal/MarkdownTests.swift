import Foundation
import PropertyBased
import Testing

@testable import SystemServer

/// An entry's Markdown shown in a page: what a person writes renders; nothing typed runs, however it is written.
@Suite struct MarkdownTests {
    @Test(arguments: [
        ("# Title\n\nSome *emphasis* and `a < b`.", "<h1>Title</h1><p>Some <em>emphasis</em> and <code>a &lt; b</code>.</p>"),
        ("- one\n- two", "<ul><li>one</li><li>two</li></ul>"),
        ("> a quote", "<blockquote><p>a quote</p></blockquote>"),
        ("[site](https://example.com/a?b=1&c=2)", #"<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener nofollow">site</a></p>"#),
        ("[mail](mailto:a@b.example)", #"<p><a href="mailto:a@b.example" rel="noopener nofollow">mail</a></p>"#),
        ("1 < 2 & 3 > 2", "<p>1 &lt; 2 &amp; 3 &gt; 2</p>"),
    ])
    func whatAPersonWritesRenders(_ markdown: String, _ html: String) {
        #expect(Markdown.html(markdown) == html)
    }

    @Test(arguments: [
        ("<script>alert(1)</script>", "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>"),
        ("hello <b onmouseover=alert(1)>bold</b>", "<p>hello &lt;b onmouseover=alert(1)&gt;bold&lt;/b&gt;</p>"),
        ("x &<img/src/onerror=alert(1)>; y", "<p>x &amp;&lt;img/src/onerror=alert(1)&gt;; y</p>"),
        ("[x](javascript:alert(1))", "<p>x</p>"), ("[x](JAVASCRIPT:alert(1))", "<p>x</p>"), ("[x]( javascript:alert(1))", "<p>x</p>"),
        ("[x](vbscript:msgbox(1))", "<p>x</p>"), ("[x](data:text/html,hi)", "<p>x</p>"), ("![a](javascript:alert(1))", "a"),
        ("[r]: javascript:alert(1)\n\n[click][r]", "<p>click</p>"),
        ("<javascript:alert(1)>", "<p>&lt;javascript:alert(1)&gt;</p>"),
        (
            #"[x](https://a.example/" onmouseover="alert(1))"#,
            #"<p><a href="https://a.example/&quot; onmouseover=&quot;alert(1)" rel="noopener nofollow">x</a></p>"#
        ),
        (#"![x" onerror="alert(1)](n.png)"#, #"<img src="n.png" alt="x&quot; onerror=&quot;alert(1)"/>"#),
    ])
    func nothingTypedRuns(_ markdown: String, _ html: String) {
        #expect(Markdown.html(markdown) == html)
    }

    /// Inputs that stop Ink or keep it busy for minutes: a list followed by blanks, and deep or unclosed brackets.
    @Test(arguments: [
        "- a\n  ", "- a\n- b\n  \n", String(repeating: "[", count: 40) + "x" + String(repeating: "]", count: 40),
        String(repeating: "![", count: 30), String(repeating: "[", count: 40_000),
    ])
    func noInputStopsOrStallsTheRenderer(_ markdown: String) {
        #expect(!Markdown.html(markdown).contains("<script"))
    }

    static let pieces = [
        "<", ">", "&", "\"", "[", "]", "(", ")", "!", "*", "`", "```", "#", "- ", "1. ", "> ", "\n", "\n\n", "  ", "\\",
        "javascript:", "JaVaScRiPt:", "data:", "vbscript:", "alert(1)", " onerror=alert(1)", "<img src=x", "<script>",
        "http://e.x/", "mailto:a@b", "&#x73;", "&colon;", "[a](", "![b](", "](", "[r]: ", "<https://e.x>", "x", " ", "\t",
    ]

    /// For any text: every tag in the output is one Markdown makes, with only its own attributes, and every address
    /// is http, https, mailto or relative; every link is `rel="noopener nofollow"`.
    @Test func anyTextRendersOnlyTheTagsMarkdownMakes() async {
        await propertyCheck(input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 1...30)) { picks in
            let html = Markdown.html(picks.map { Self.pieces[$0] }.joined())
            for tag in Self.tags(in: html) {
                #expect(Self.allowedTags.contains(tag.name), "\(tag.name) in \(html)")
                for (name, value) in tag.attributes {
                    #expect(Self.allowedAttributes.contains(name), "\(name) in \(html)")
                    if name == "href" || name == "src" { #expect(Self.isSafe(value), "\(value) in \(html)") }
                }
                if tag.name == "a" { #expect(tag.attributes.contains { $0 == ("rel", "noopener nofollow") }, "\(html)") }
            }
        }
    }

    static let allowedTags: Set<String> = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "em", "strong", "s", "code", "pre", "blockquote", "a", "img",
        "hr", "br", "table", "thead", "tbody", "tr", "th", "td",
    ]
    static let allowedAttributes: Set<String> = ["href", "src", "alt", "rel", "class", "align", "start"]

    /// The opening tags of `html` with their attributes (quoted values; the renderer writes no other form).
    static func tags(in html: String) -> [(name: String, attributes: [(String, String)])] {
        var found: [(String, [(String, String)])] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            var inside = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if inside.hasPrefix("/") { continue }
            if inside.hasSuffix("/") { inside = inside.dropLast() }
            let name = String(inside.prefix { $0.isLetter || $0.isNumber })
            var attributes: [(String, String)] = []
            var text = inside.dropFirst(name.count)
            while let equals = text.firstIndex(of: "=") {
                let key = text[..<equals].trimmingCharacters(in: .whitespaces)
                let afterQuote = text.index(equals, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex
                guard let end = text[afterQuote...].firstIndex(of: "\"") else { break }
                attributes.append((key, String(text[afterQuote..<end])))
                text = text[text.index(after: end)...]
            }
            found.append((name, attributes))
        }
        return found
    }

    /// An address as a browser reads it: blanks and control characters around it dropped, tabs and line ends inside.
    static func isSafe(_ escaped: String) -> Bool {
        let address = escaped.replacingOccurrences(of: "&amp;", with: "&").filter { !"\t\n\r".contains($0) }
            .trimmingCharacters(in: CharacterSet(charactersIn: (0...32).map { String(UnicodeScalar($0)!) }.joined()))
        guard let colon = address.firstIndex(where: { ":/?#".contains($0) }), address[colon] == ":" else { return true }
        return ["http", "https", "mailto"].contains(address[..<colon].lowercased())
    }
}
