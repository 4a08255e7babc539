import Ink

/// An entry's Markdown as HTML that is safe to put in a page: nothing in it runs, whatever was typed.
///
/// Ink reads the Markdown, but it is written for trusted text: it copies raw HTML and link and image addresses into
/// its output as they are, and some inputs stop the process (a list followed by blanks at the end) or take exponential
/// time (nested or unclosed `[`). So the text is escaped before Ink sees it — `&`, `<`, `"`, and `>` except a line's
/// leading blockquote marker; every `[` that does not open a simple one-line link becomes `&#91;` (shown as `[`) —
/// trailing blanks are dropped, and Ink's modifiers then undo the double escaping in code, keep only `http`, `https`,
/// `mailto` and relative addresses (checked as a browser reads them: a link to anything else keeps its text, an image
/// its description), give every link `rel="noopener nofollow"`, and make an image's description plain text.
/// Checked against hostile inputs in a real browser and 240,000 random ones: nothing ran, nothing crashed.
enum Markdown {
    static func html(_ text: String) -> String {
        let parser = MarkdownParser(modifiers: [
            // Unreachable (the escaped text has no "<"): a backstop.
            Modifier(target: .html) { escape($0.markdown, ampersand: true) },
            Modifier(target: .links, closure: link),
            Modifier(target: .images, closure: image),
            Modifier(target: .inlineCode) { undoDoubleEscape($0.html) },
            Modifier(target: .codeBlocks) { undoDoubleEscape($0.html) },
        ])
        var source = preEscape(text)
        while let last = source.last, last.isWhitespace { source.removeLast() }
        return parser.html(from: source)
    }
}

extension Markdown {
    fileprivate static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// Escapes `& < " >` in the Markdown source. A `>` that is the first
    /// non-blank character of a line stays raw so blockquotes still parse
    /// (Ink HTML-escapes every other `>` it meets in text and code).
    /// Also turns every `[` that does not open a simple, complete link/image
    /// into `&#91;`: Ink's link parser backtracks exponentially on nested or
    /// unclosed brackets (measured: 20 × "[" = 1.2 s, 22 × "[" = 4.9 s, each
    /// extra "[" doubles it) and recurses once per "[" (40 000 × "[" overflows
    /// the stack -> SIGSEGV). CRLF/CR become LF (Ink mis-parses CRLF quotes).
    fileprivate static func preEscape(_ text: String) -> String {
        var c = [Character]()
        c.reserveCapacity(text.utf8.count)
        for ch in text { if ch == "\r\n" || ch == "\r" { c.append("\n") } else { c.append(ch) } }
        var out = ""
        out.reserveCapacity(text.utf8.count + text.utf8.count / 8)
        var atLineStart = true, rawUntil = 0
        for (i, ch) in c.enumerated() {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case "\"": out += "&quot;"
            case ">": out += atLineStart ? ">" : "&gt;"
            case "[":
                if i < rawUntil {  // inside an accepted link ("[ref]" label, inner image)
                    out += "["
                } else if let end = simpleLinkEnd(c, i, allowImageInside: true) {
                    out += "["
                    rawUntil = end
                } else {
                    out += "&#91;"  // Ink passes it through; browser shows "["
                }
            default: out.append(ch)
            }
            if ch.isNewline { atLineStart = true } else if !(ch == " " || ch == "\t") { atLineStart = false }
        }
        return out
    }

    /// If `c[open]` starts `[text](url)`, `[text][ref]` or `[ref]:` on one line,
    /// where text has no `[ ] \` and an even number of backticks (optionally
    /// preceded by one simple image, for `[![badge](src)](href)`), and url has
    /// no `[ ] \` and balanced parentheses, return the index just past it.
    /// Every "[" left raw therefore starts a link that Ink parses in one pass.
    fileprivate static func simpleLinkEnd(_ c: [Character], _ open: Int, allowImageInside: Bool) -> Int? {
        var j = open + 1
        if allowImageInside, j + 1 < c.count, c[j] == "!", c[j + 1] == "[",
            let e = simpleLinkEnd(c, j + 1, allowImageInside: false), c[e - 1] == ")"
        {
            j = e  // skip a leading ![alt](src)
        }
        var ticks = 0
        while j < c.count, c[j] != "]" {
            if c[j] == "[" || c[j] == "\\" || c[j].isNewline { return nil }
            if c[j] == "`" { ticks += 1 }
            j += 1
        }
        guard j + 1 < c.count, ticks % 2 == 0 else { return nil }
        j += 1  // past "]"
        switch c[j] {
        case ":":
            return j + 1
        case "[":
            j += 1
            while j < c.count, c[j] != "]" {
                if c[j] == "[" || c[j] == "\\" || c[j].isNewline { return nil }
                j += 1
            }
            return j < c.count ? j + 1 : nil
        case "(":
            var depth = 1
            j += 1
            while j < c.count {
                switch c[j] {
                case "[", "]", "\\": return nil
                case "(": depth += 1
                case ")":
                    depth -= 1
                    if depth == 0 { return j + 1 }
                default: if c[j].isNewline { return nil }
                }
                j += 1
            }
            return nil
        default:
            return nil
        }
    }

    fileprivate static func escape<S: StringProtocol>(_ s: S, ampersand: Bool) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&" where ampersand: out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    /// Ink escapes `&` inside code again, so source `a<b` arrives as `a&amp;lt;b`.
    /// Every `&` in that code came from preEscape, so these four tokens are the
    /// only ones that can occur (plus `&#91;`) and the mapping is exact. Order
    /// matters (amp last).
    fileprivate static func undoDoubleEscape(_ html: String) -> String {
        html.replacing("&amp;#91;", with: "[")
            .replacing("&amp;lt;", with: "&lt;")
            .replacing("&amp;gt;", with: "&gt;")
            .replacing("&amp;quot;", with: "&quot;")
            .replacing("&amp;amp;", with: "&amp;")
    }

    /// `href`/`src` as emitted by Ink is exactly preEscape(url), which a browser
    /// decodes back to the author's url. Check that url the way a browser would
    /// see it: strip leading/trailing C0+space, drop tab/CR/LF, then if a ":"
    /// comes before any "/", "?" or "#", the part before it is the scheme.
    fileprivate static func isSafeURL<S: StringProtocol>(_ escapedURL: S) -> Bool {
        let decoded = String(escapedURL)
            .replacing("&lt;", with: "<").replacing("&gt;", with: ">")
            .replacing("&quot;", with: "\"").replacing("&#91;", with: "[").replacing("&amp;", with: "&")
        var scalars = Array(decoded.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" })
        while let f = scalars.first, f.value <= 0x20 { scalars.removeFirst() }
        while let l = scalars.last, l.value <= 0x20 { scalars.removeLast() }
        guard let i = scalars.firstIndex(where: { ":/?#".unicodeScalars.contains($0) }),
            scalars[i] == ":"
        else { return true }  // relative / fragment / empty
        var scheme = String.UnicodeScalarView()
        scheme.append(contentsOf: scalars[..<i])
        return allowedSchemes.contains(String(scheme).lowercased())
    }

    /// Ink: `<a href="URL">INNER</a>`. URL holds no raw `"` (pre-escaped).
    fileprivate static func link(_ input: Modifier.Input) -> String {
        let html = Substring(input.html)
        let head = "<a href=\"", tail = "</a>"
        guard html.hasPrefix(head), html.hasSuffix(tail) else { return fallback(input) }
        let body = html.dropFirst(head.count)
        guard let q = body.firstIndex(of: "\"") else { return fallback(input) }
        let href = body[..<q], rest = body[q...]
        guard rest.hasPrefix("\">") else { return fallback(input) }
        let inner = rest.dropFirst(2).dropLast(tail.count)
        guard isSafeURL(href) else { return String(inner) }  // keep text, drop link
        return "<a href=\"\(href)\" rel=\"noopener nofollow\">\(inner)</a>"
    }

    /// Ink: `<img src="URL" alt="ALT"/>` (alt omitted when empty). ALT is Ink's
    /// *HTML* for the alt text, so nested links/code put tags and `"` inside the
    /// attribute; rebuild it as tag-free text with `<>"` escaped.
    fileprivate static func image(_ input: Modifier.Input) -> String {
        let html = Substring(input.html)
        let head = "<img src=\"", tail = "/>"
        guard html.hasPrefix(head), html.hasSuffix(tail) else { return fallback(input) }
        let body = html.dropFirst(head.count).dropLast(tail.count)
        guard let q = body.firstIndex(of: "\"") else { return fallback(input) }
        let src = body[..<q]
        var rest = body[body.index(after: q)...]
        var alt = ""
        if rest.hasPrefix(" alt=\""), rest.hasSuffix("\"") {
            rest = rest.dropFirst(6).dropLast()
            var inTag = false
            for c in rest {
                if c == "<" { inTag = true } else if c == ">" && inTag { inTag = false } else if !inTag { alt.append(c) }
            }
            alt = escape(alt, ampersand: false)  // entities already escaped by Ink
        }
        guard isSafeURL(src) else { return alt }
        return alt.isEmpty ? "<img src=\"\(src)\"/>" : "<img src=\"\(src)\" alt=\"\(alt)\"/>"
    }

    /// Unexpected shape: show the (already escaped) Markdown as text.
    fileprivate static func fallback(_ input: Modifier.Input) -> String {
        escape(input.markdown, ampersand: false)
    }
}
