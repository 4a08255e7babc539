import Foundation

/// The words of a query, and a snippet's matches marked, shown safely.
///
/// A snippet comes back from the database with each match between ``open`` and ``close``, two characters of
/// Unicode's private use area that no text written here holds (they are taken out of what is indexed): so the text
/// can be escaped whole and only the markers become `<mark>`.
public enum SearchText {
    /// Where a match begins and ends in a snippet.
    public static let open = "\u{E000}"
    public static let close = "\u{E001}"
    /// What PostgreSQL's parser reads in place of `<`: it takes `<b>` for an HTML tag, which it neither indexes nor
    /// shows in a headline, and the text is only text here.
    static let angle = "\u{E002}"

    /// The most words a query is searched with.
    static let maximumTerms = 16

    /// The query's words, lowercased: runs of letters and digits. Everything else — quotes, `*`, `-`, `:`, brackets,
    /// punctuation — only separates words, so no query is read as FTS5's or PostgreSQL's syntax; an operator's name
    /// (`NEAR`, `OR`) is a word like any other once quoted.
    public static func terms(_ query: String) -> [String] {
        Array(
            query.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init).prefix(maximumTerms))
    }

    /// Text to index: without the markers, so none can be faked by what a person writes.
    static func indexable(_ text: String) -> String {
        text.unicodeScalars.contains { (0xE000...0xE002).contains($0.value) }
            ? text.replacingOccurrences(of: open, with: "").replacingOccurrences(of: close, with: "").replacingOccurrences(
                of: angle, with: "")
            : text
    }

    /// An entry's Markdown as the words a person reads: headings' and quotes' marks, bold and code marks, and links'
    /// addresses left out (`## Went **well**` reads "Went well"), so a snippet shows what the page shows.
    static func plain(markdown: String) -> String {
        markdown.split(separator: "\n", omittingEmptySubsequences: true).map { raw -> String in
            var line = raw.trimmingCharacters(in: .whitespaces)
            while line.hasPrefix("#") || line.hasPrefix(">") { line = String(line.dropFirst()) }
            line = line.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "__", with: "")
                .replacingOccurrences(of: "`", with: "")
            // A backslash that escapes punctuation (Day One writes `history\.`) is not read.
            var unescaped = ""
            var escaping = false
            for character in line {
                if escaping {
                    if !(character.isPunctuation || character.isSymbol) { unescaped.append("\\") }
                    unescaped.append(character)
                    escaping = false
                } else if character == "\\" {
                    escaping = true
                } else {
                    unescaped.append(character)
                }
            }
            if escaping { unescaped.append("\\") }
            line = unescaped
            // [words](address) and ![words](address): the words
            while let open = line.range(of: "]("), let close = line.range(of: ")", range: open.upperBound..<line.endIndex) {
                line.removeSubrange(open.lowerBound..<close.upperBound)
                if let start = line[..<open.lowerBound].lastIndex(of: "[") {
                    let bang = start > line.startIndex && line[line.index(before: start)] == "!"
                    line.remove(at: start)
                    if bang { line.remove(at: line.index(before: start)) }
                }
            }
            return line.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The snippet as HTML: the text escaped, each match in `<mark>`.
    public static func html(_ marked: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(marked.utf8.count)
        for character in marked {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped.replacingOccurrences(of: open, with: "<mark>").replacingOccurrences(of: close, with: "</mark>")
    }

    /// The snippet with each match between `before` and `after` (a terminal's bold, or «»).
    public static func marked(_ marked: String, before: String, after: String) -> String {
        marked.replacingOccurrences(of: open, with: before).replacingOccurrences(of: close, with: after)
    }

    /// Whitespace (the lines of Markdown) as single spaces.
    static func tidy(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether every term begins a word of `text` (what the indexes match), case and accents folded.
    static func matches(_ text: String, _ terms: [String]) -> Bool {
        let words = Set(words(of: text).map { fold(String(text[$0])) })
        return terms.map(fold).allSatisfy { term in words.contains { $0.hasPrefix(term) } }
    }

    /// The part of `text` around its first match, about `width` words, each word that begins with a term marked: the
    /// memory store's snippet (SQL stores ask their index).
    static func snippet(_ text: String, _ terms: [String], width: Int = 24) -> String {
        let folded = terms.map(fold)
        let ranges = words(of: text)
        let isMatch = ranges.map { range in folded.contains { fold(String(text[range])).hasPrefix($0) } }
        guard let first = isMatch.firstIndex(of: true) else { return String(ranges.prefix(width).map { text[$0] }.joined(separator: " ")) }
        let start = max(0, first - width / 4)
        let end = min(ranges.count, start + width)
        var result = start > 0 ? "…" : ""
        var position = start > 0 ? ranges[start].lowerBound : text.startIndex
        for index in start..<end {
            let range = ranges[index]
            result += text[position..<range.lowerBound]
            result += isMatch[index] ? open + text[range] + close : String(text[range])
            position = range.upperBound
        }
        if end < ranges.count { result += "…" } else { result += text[position...] }
        return result
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    private static func words(of text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isLetter || character.isNumber {
                if start == nil { start = index }
            } else if let begun = start {
                ranges.append(begun..<index)
                start = nil
            }
            index = text.index(after: index)
        }
        if let start { ranges.append(start..<text.endIndex) }
        return ranges
    }
}
