import Foundation

/// The app's Mustache templates, parsed once, rendering ``TemplateValue``s to HTML.
///
/// Written by hand rather than rendered with swift-mustache: that library looks every `{{name}}` up with `Mirror` and
/// a dozen dynamic casts per object on the context stack, which was over half of the server's time per page. This
/// renderer reads encoded page models (``TemplateEncoder``) with a hash lookup and appends to one buffer. It speaks
/// the part of Mustache the app's templates use, with the spec's whitespace rules (a line holding only a section
/// tag, a closing tag, a comment or a partial is left out; a standalone partial is indented as its tag): `{{name}}`
/// (HTML-escaped), `{{{name}}}` and `{{&name}}`, dotted names, `{{.}}`, `{{#section}}`, `{{^inverted}}`,
/// `{{>partial}}`, `{{>*field}}` (the partial a field names), `{{!comments}}`, and inheritance: a page is
/// `{{<layout}}` with `{{$block}}`s that replace the layout's blocks of the same name. Anything else (a delimiter
/// change, a transform, a lambda) is refused when the templates load.
struct TemplateLibrary: Sendable {
    private var templates: [String: [Node]] = [:]

    init() {}

    /// Parses and adds a template; a syntax error names the template and the line.
    mutating func register(_ source: String, named name: String) throws {
        var parser = Parser(source, name: name)
        templates[name] = try parser.parse(section: nil)
    }

    func has(_ name: String) -> Bool { templates[name] != nil }

    /// The template drawn with `stack` as its context (the innermost value last); nil for an unknown template.
    func render(_ name: String, stack: [TemplateValue]) -> String? {
        guard let nodes = templates[name] else { return nil }
        var output = ""
        output.reserveCapacity(16 * 1024)
        var stack = stack
        render(nodes, stack: &stack, Scope(), into: &output)
        return output
    }

    /// Where a template is drawn: its indentation (inside a standalone partial) and the blocks its page overrides.
    private struct Scope {
        var indentation: String?
        var blocks: [String: [Node]] = [:]

        /// The scope inside a partial: indented further; blocks the outer page sets win over the partial's own.
        func entering(indentation more: String?, blocks inner: [String: [Node]] = [:]) -> Scope {
            var scope = self
            if let more, !more.isEmpty { scope.indentation = (indentation ?? "") + more }
            if !inner.isEmpty { scope.blocks.merge(inner) { outer, _ in outer } }
            return scope
        }
    }

    // MARK: Rendering

    private func render(_ nodes: [Node], stack: inout [TemplateValue], _ scope: Scope, into output: inout String) {
        guard let indentation = scope.indentation else {
            // Through the buffer, each node lent rather than copied: a copy retained and released its box for every
            // node of every page.
            nodes.withUnsafeBufferPointer { nodes in
                for index in nodes.indices { render(nodes[index], stack: &stack, scope, into: &output) }
            }
            return
        }
        // Inside an indented partial each line is indented: a part that starts a new line gets the indentation first.
        let start = output.utf8.count
        for node in nodes {
            var part = ""
            render(node, stack: &stack, scope, into: &part)
            guard !part.isEmpty else { continue }
            if output.utf8.count > start, output.utf8.last == UInt8(ascii: "\n") { output += indentation }
            output += part
        }
    }

    private func render(_ node: Node, stack: inout [TemplateValue], _ scope: Scope, into output: inout String) {
        switch node {
        case .text(let text):
            output += text
        case .variable(let path, let escaped):
            switch Self.lookUp(path, in: stack) {
            case nil: return
            case .text(let text)?: if escaped { Self.appendEscaped(text, to: &output) } else { output += text }
            case let value?: if escaped { Self.appendEscaped(value.printed, to: &output) } else { output += value.printed }
            }
        case .section(let path, let body):
            switch Self.lookUp(path, in: stack) {
            case nil, .flag(false)?: return
            case .flag(true)?: render(body, stack: &stack, scope, into: &output)
            case .list(let items)?:
                for item in items {
                    stack.append(item)
                    render(body, stack: &stack, scope, into: &output)
                    stack.removeLast()
                }
            case let value?:
                stack.append(value)
                render(body, stack: &stack, scope, into: &output)
                stack.removeLast()
            }
        case .inverted(let path, let body):
            switch Self.lookUp(path, in: stack) {
            case nil, .flag(false)?: render(body, stack: &stack, scope, into: &output)
            case .list(let items)? where items.isEmpty: render(body, stack: &stack, scope, into: &output)
            default: return
            }
        case .partial(let name, let indented):
            guard let nodes = templates[name] else { return }
            render(nodes, stack: &stack, scope.entering(indentation: indented), into: &output)
        case .namedPartial(let path, let indented):
            guard case .text(let name)? = Self.lookUp(path, in: stack), let nodes = templates[name] else { return }
            render(nodes, stack: &stack, scope.entering(indentation: indented), into: &output)
        case .parent(let name, let blocks, let indented):
            guard let nodes = templates[name] else { return }
            render(nodes, stack: &stack, scope.entering(indentation: indented, blocks: blocks), into: &output)
        case .block(let name, let fallback):
            render(scope.blocks[name] ?? fallback, stack: &stack, scope, into: &output)
        }
    }

    /// Mustache's lookup: `.` is the innermost value; a name is looked for from the innermost object outwards, and
    /// the rest of a dotted name only inside the object that had the first part.
    private static func lookUp(_ path: Path, in stack: [TemplateValue]) -> TemplateValue? {
        guard let first = path.names.first else { return stack.last }
        var found: TemplateValue?
        if path.fromInnermost {
            if case .object(let object)? = stack.last { found = object[first] }
        } else {
            // By index: iterating `stack.reversed()` retained and released the stack and each value on the way.
            var index = stack.count - 1
            while index >= 0 {
                if case .object(let object) = stack[index], let child = object[first] {
                    found = child
                    break
                }
                index -= 1
            }
        }
        for name in path.names.dropFirst() {
            guard case .object(let object)? = found else { return nil }
            found = object[name]
        }
        return found
    }

    /// Appends text with `<`, `>`, `&`, `"` and `'` escaped; text without them is appended whole.
    ///
    /// The runs between escapes are appended as slices of `text`: decoding them into new strings first validated and
    /// copied every printed value twice (a twentieth of a page).
    static func appendEscaped(_ text: String, to output: inout String) {
        // Most printed values have nothing to escape: a scan of their bytes finds that several times faster than a
        // walk along their UTF-8 view, and they are appended whole.
        if text.utf8.withContiguousStorageIfAvailable({ !$0.contains { replacement(for: $0) != nil } }) == true {
            output += text
            return
        }
        let utf8 = text.utf8
        var plainFrom = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            guard let replacement = replacement(for: utf8[index]) else {
                utf8.formIndex(after: &index)
                continue
            }
            output += text[plainFrom..<index]
            output += replacement
            utf8.formIndex(after: &index)
            plainFrom = index
        }
        if plainFrom == utf8.startIndex { output += text } else { output += text[plainFrom...] }
    }

    /// What a byte is escaped as; nil for the bytes printed as they are.
    private static func replacement(for byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }

    // MARK: Parsing

    struct Path: Sendable {
        var names: [String]
        /// A name written with a leading dot (`.name`) is looked for in the innermost value only.
        var fromInnermost: Bool

        init(_ text: Substring) {
            fromInnermost = text.first == "." && text.count > 1
            names = text == "." ? [] : text.split(separator: ".").map(String.init)
        }
    }

    indirect enum Node: Sendable {
        case text(String)
        case variable(Path, escaped: Bool)
        case section(Path, [Node])
        case inverted(Path, [Node])
        /// A partial; a standalone one carries the whitespace before its tag, which indents each of its lines.
        case partial(String, indentation: String?)
        /// `{{>*field}}`: the partial whose name is the field's value.
        case namedPartial(Path, indentation: String?)
        /// `{{<name}}…{{/name}}`: the template `name` drawn with these blocks in place of its own.
        case parent(String, blocks: [String: [Node]], indentation: String?)
        /// `{{$name}}…{{/name}}`: the block a page may replace; its own content otherwise.
        case block(String, [Node])
    }

    struct SyntaxError: Error, CustomStringConvertible {
        let template: String
        let line: Int
        let problem: String
        var description: String { "template \(template), line \(line): \(problem)" }
    }

    /// Reads a template a line at a time, as the Mustache spec's whitespace rules are about lines.
    private struct Parser {
        let characters: [Character]
        let name: String
        var position = 0
        /// At the start of a line (only spaces or tabs read on it so far).
        var atLineStart = true

        init(_ source: String, name: String) {
            characters = Array(source)
            self.name = name
        }

        var line: Int { characters[..<position].reduce(1) { $0 + ($1.isNewline ? 1 : 0) } }

        func error(_ problem: String) -> SyntaxError { SyntaxError(template: name, line: line, problem: problem) }

        /// Nodes up to the end, or up to the closing tag of `section`. Inside `{{<parent}}` only the blocks count: text
        /// between them is left out and any other tag refused.
        mutating func parse(section: String?, inParent: Bool = false) throws -> [Node] {
            var nodes: [Node] = []
            while position < characters.count {
                var leading = ""
                if atLineStart {
                    while position < characters.count, characters[position] == " " || characters[position] == "\t" {
                        leading.append(characters[position])
                        position += 1
                    }
                }
                var text = ""
                while position < characters.count, !characters[position].isNewline, !opensTag(at: position) {
                    text.append(characters[position])
                    position += 1
                }
                if position < characters.count, characters[position].isNewline {
                    if !inParent { nodes.append(.text(leading + text + String(characters[position]))) }
                    position += 1
                    atLineStart = true
                    continue
                }
                if !text.isEmpty {
                    if !inParent { nodes.append(.text(leading + text)) }
                    leading = ""
                    atLineStart = false
                }
                guard position < characters.count else { break }  // spaces ending the template are left out
                position += 2  // {{
                guard position < characters.count else { throw error("a tag is never closed") }
                let standaloneKinds: Set<Character> = ["#", "^", "/", "!", ">", "<", "$"]
                var kind = characters[position]
                if kind == "{" || kind == "&" || standaloneKinds.contains(kind) { position += 1 } else { kind = " " }
                let content = try readTag(closing: kind == "{" ? "}}}" : "}}", partial: kind == ">")
                if inParent, kind != "$", kind != "/", kind != "!" {
                    throw error("only {{$blocks}} may be inside {{<\(section ?? "")}}")
                }
                let isStandalone = standaloneKinds.contains(kind) && atLineStart && finishesLine()
                // The whitespace before a partial, a parent or a block is kept (a standalone one indents by it).
                let keepsLeading = !isStandalone || kind == ">" || kind == "<" || kind == "$"
                if !leading.isEmpty, keepsLeading, !inParent { nodes.append(.text(leading)) }
                let indentation = isStandalone && !leading.isEmpty ? leading : nil
                switch kind {
                case "#", "^", "$", "<":
                    let path = Path(content)
                    atLineStart = isStandalone
                    let body = try parse(section: String(content), inParent: kind == "<")
                    switch kind {
                    case "#": nodes.append(.section(path, body))
                    case "^": nodes.append(.inverted(path, body))
                    case "$": nodes.append(.block(String(content), body))
                    default:
                        var blocks: [String: [Node]] = [:]
                        for case .block(let name, let body) in body { blocks[name] = body }
                        nodes.append(.parent(String(content), blocks: blocks, indentation: indentation))
                    }
                    // As in the renderer these templates were written for: after a section, a line has just begun if the
                    // opening tag stood alone on its line.
                    atLineStart = isStandalone
                    continue
                case "/":
                    guard String(content) == section else {
                        throw error(section.map { "{{/\(content)}} closes {{#\($0)}}" } ?? "{{/\(content)}} closes nothing")
                    }
                    atLineStart = isStandalone
                    return nodes
                case "!":
                    break
                case ">" where content.first == "*":
                    nodes.append(.namedPartial(Path(content.dropFirst()), indentation: indentation))
                case ">":
                    nodes.append(.partial(String(content), indentation: indentation))
                case "{", "&":
                    nodes.append(.variable(Path(content), escaped: false))
                default:
                    nodes.append(.variable(Path(content), escaped: true))
                }
                atLineStart = isStandalone
            }
            if let section { throw error("{{#\(section)}} is never closed") }
            return nodes
        }

        func opensTag(at index: Int) -> Bool {
            characters[index] == "{" && index + 1 < characters.count && characters[index + 1] == "{"
        }

        /// The trimmed name inside a tag, up to `closing`; a name of anything but letters, digits, `.`, `-` and `_`
        /// (a transform, a delimiter change, an inherited block) is refused.
        mutating func readTag(closing: String, partial: Bool) throws -> Substring {
            let start = position
            let closing = Array(closing)
            while position + closing.count <= characters.count {
                if Array(characters[position..<position + closing.count]) == closing {
                    let content = String(characters[start..<position]).trimmingCharacters(in: .whitespaces)
                    position += closing.count
                    let name = partial && content.first == "*" ? content.dropFirst() : Substring(content)
                    let allowed = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" }
                    guard !content.isEmpty, allowed || characters[start - 1] == "!" else {
                        throw error("{{\(content)}} is not a tag these templates support")
                    }
                    return Substring(content)
                }
                position += 1
            }
            throw error("a tag is never closed")
        }

        /// Whether only spaces or tabs follow on this line; if so, they and the line's end are consumed.
        mutating func finishesLine() -> Bool {
            if position == characters.count { return true }
            var end = position
            while end < characters.count, characters[end] == " " || characters[end] == "\t" { end += 1 }
            guard end < characters.count, characters[end].isNewline else { return false }
            position = end + 1
            return true
        }
    }
}
