import Foundation
import Testing

@testable import SystemServer

/// The templates' renderer: the Mustache the app's templates are written in, drawn from encoded page models.
@Suite struct TemplateLibraryTests {
    struct Row: Encodable {
        let name: String
        let done: Bool
        var note: String?
    }

    enum Kind: String, Encodable { case traction, distraction }

    struct Model: Encodable {
        let title: String
        let count: Int
        let ratio: Double
        let rows: [Row]
        let tags: [String]
        let kind: Kind
        var missing: String?
        let icon: String
        let nested: [[String]]
    }

    static let model = Model(
        title: "Plan <b>&</b> 'do'", count: 3, ratio: 0.5,
        rows: [Row(name: "one", done: true, note: "first"), Row(name: "two", done: false)], tags: ["a", "b"],
        kind: .distraction, icon: "icon-x", nested: [["x", "y"], ["z"]])

    func render(_ template: String, partials: [String: String] = [:], stack: [TemplateValue]? = nil) throws -> String {
        var library = TemplateLibrary()
        try library.register(template, named: "page")
        for (name, source) in partials { try library.register(source, named: name) }
        let stack = stack ?? [TemplateEncoder.encode(Self.model)!]
        return try #require(library.render("page", stack: stack))
    }

    @Test(arguments: [
        ("{{title}}", "Plan &lt;b&gt;&amp;&lt;/b&gt; &#39;do&#39;"),
        ("{{{title}}}", "Plan <b>&</b> 'do'"),
        ("{{&title}}", "Plan <b>&</b> 'do'"),
        ("{{ count }}/{{ratio}}", "3/0.5"),
        ("{{kind}}", "distraction"),
        ("[{{missing}}]", "[]"),
        ("{{#rows}}{{name}}{{#done}}✓{{/done}}{{^done}}…{{/done}};{{/rows}}", "one✓;two…;"),
        ("{{#tags}}<{{.}}>{{/tags}}", "<a><b>"),
        ("{{#rows}}{{note}}|{{/rows}}", "first||"),
        ("{{#rows}}{{title}}{{/rows}}", "Plan &lt;b&gt;&amp;&lt;/b&gt; &#39;do&#39;" + "Plan &lt;b&gt;&amp;&lt;/b&gt; &#39;do&#39;"),
        ("{{^missing}}none{{/missing}}{{#missing}}some{{/missing}}", "none"),
        ("{{^tags}}none{{/tags}}{{^rows.0}}x{{/rows.0}}", "x"),
        ("{{#nested}}[{{#.}}{{.}}{{/.}}]{{/nested}}", "[xy][z]"),
        ("{{#count}}{{.}}!{{/count}}", "3!"),
    ])
    func drawsValues(template: String, expected: String) throws {
        #expect(try render(template) == expected)
    }

    @Test func aDottedNameLooksOnlyInsideTheObjectThatHasItsFirstPart() throws {
        let outer = TemplateValue.object(TemplateObject(fields: ["a": .object(TemplateObject()), "b": .text("outer")]))
        let inner = TemplateValue.object(TemplateObject(fields: ["c": .text("inner")]))
        #expect(try render("{{a.b}}|{{b}}|{{c}}|{{.c}}|{{.b}}", stack: [outer, inner]) == "|outer|inner|inner|")
    }

    @Test(arguments: [
        // A line holding only a section tag, a closing tag or a comment leaves no trace.
        ("<ul>\n  {{#tags}}\n  <li>{{.}}</li>\n  {{/tags}}\n</ul>\n", "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n"),
        ("a\n{{! a comment }}\nb\n", "a\nb\n"),
        ("a {{#tags}}{{.}}{{/tags}} b\n", "a ab b\n"),
        ("{{^missing}}\nnone\n{{/missing}}\n", "none\n"),
    ])
    func standaloneLinesAreLeftOut(template: String, expected: String) throws {
        #expect(try render(template) == expected)
    }

    @Test func aStandalonePartialIsIndentedLineByLine() throws {
        let html = try render("<div>\n  {{>item}}\n</div>\n", partials: ["item": "<p>\n{{title}}\n</p>\n"])
        #expect(html == "<div>\n  <p>\n  Plan &lt;b&gt;&amp;&lt;/b&gt; &#39;do&#39;\n  </p>\n</div>\n")
    }

    @Test func aFieldNamesThePartialToDraw() throws {
        #expect(try render("<a>{{>*icon}}</a>", partials: ["icon-x": "<svg/>"]) == "<a><svg/></a>")
    }

    @Test func aPageReplacesTheBlocksOfItsLayoutAndKeepsTheRest() throws {
        let layout = """
            <title>{{$title}}The System{{/title}}</title>
            <main>
            {{$main}}{{/main}}
            </main>
            {{$foot}}foot{{/foot}}

            """
        let page = """
            {{<layout}}
            {{$title}}{{count}} · The System{{/title}}
            ignored text
            {{$main}}
            <h1>{{kind}}</h1>
            {{/main}}
            {{/layout}}

            """
        let expected = "<title>3 · The System</title>\n<main>\n<h1>distraction</h1>\n\n</main>\nfoot\n"
        #expect(try render(page, partials: ["layout": layout]) == expected)
    }

    @Test(arguments: [
        "{{#open}}never closed", "{{/close}}", "{{#a}}{{/b}}", "{{name", "{{=<% %>=}}", "{{upper(name)}}", "{{<layout}}{{name}}{{/layout}}",
        "{{}}", "text {{", "{{{name}}",
    ])
    func whatTheRendererDoesNotSpeakIsRefusedWhenLoading(template: String) {
        var library = TemplateLibrary()
        #expect(throws: TemplateLibrary.SyntaxError.self) { try library.register(template, named: "page") }
    }

    @Test func aSyntaxErrorNamesTheTemplateAndTheLine() {
        var library = TemplateLibrary()
        #expect { try library.register("one\ntwo\n{{#x}}", named: "day") } throws: { error in
            (error as? TemplateLibrary.SyntaxError)?.description == "template day, line 3: {{#x}} is never closed"
        }
    }

    /// Escaping appends to what is there, whatever the text: escapes at either end, side by side, between characters
    /// of several bytes, or none at all; everything else is copied as it was.
    @Test(arguments: [
        "", "plain text", "<>&\"'", "é<ü>", "a&&b", "🙂 & 🙃", "<", "a<b", "<a", "a>", "é<ü>✓&😀", "'quoted' & \"double\"",
        String(repeating: "x&", count: 40),
    ])
    func escapingMatchesReplacingEachSpecialCharacter(text: String) {
        var output = "["
        TemplateLibrary.appendEscaped(text, to: &output)
        let expected = text.map { character -> String in
            switch character {
            case "<": "&lt;"
            case ">": "&gt;"
            case "&": "&amp;"
            case "\"": "&quot;"
            case "'": "&#39;"
            default: String(character)
            }
        }.joined()
        #expect(output == "[" + expected)
    }

    enum Place: Encodable { case today, week }

    struct Framed: Encodable {
        let place: Place
        let row: Row
    }

    @Test func anEnumCaseWithoutAPayloadPrintsItsNameAndAStructNothing() throws {
        let value = TemplateEncoder.encode(Framed(place: .week, row: Row(name: "one", done: true)))
        var library = TemplateLibrary()
        try library.register("{{place}}|{{row}}|{{row.name}}", named: "page")
        #expect(library.render("page", stack: [try #require(value)]) == "week||one")
    }

    @Test func anEncodedDateOrIdentifierPrintsAsSwiftDescribesIt() throws {
        struct Dated: Encodable {
            let at: Date
            let id: UUID
        }
        let value = Dated(at: Date(timeIntervalSince1970: 0), id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)
        guard case .object(let object)? = TemplateEncoder.encode(value) else {
            Issue.record("not an object")
            return
        }
        #expect(object["at"]?.printed == String(describing: value.at))
        #expect(object["id"]?.printed == value.id.uuidString)
    }
}
