import Foundation

/// One thing the coach can say: a row of the catalogue.
///
/// Its priority at a moment is `maxPriority` times the product of its conditions, each a named signal in 0…1.
/// Options never refer to each other: a new message is a new row (and, if needed, a new signal).
public struct CoachOption: Sendable, Hashable {
    /// Unique and stable, e.g. `start.idle.1`.
    public let key: String
    public let topic: CoachTopic
    public let maxPriority: Float
    /// The signals multiplied together; a name prefixed with `!` means one minus that signal.
    public let conditions: [String]
    /// The message; `{placeholder}`s are filled from the moment (`{running}`, `{overdue}`, `{todo}`…).
    public let text: String
    public let actions: [Action]

    public struct Action: Sendable, Hashable, Codable {
        public let label: String
        /// A path in the web app; it may hold placeholders too (`/intentions/{unreflectedID}`).
        public let href: String
        public init(_ label: String, _ href: String) {
            self.label = label
            self.href = href
        }
    }

    public init(
        _ key: String, _ topic: CoachTopic, _ maxPriority: Float, when conditions: [String], _ text: String,
        actions: [Action] = []
    ) {
        self.key = key
        self.topic = topic
        self.maxPriority = maxPriority
        self.conditions = conditions
        self.text = text
        self.actions = actions
    }

    /// Words that stand for a placeholder the moment has no value for (an option not in play, read in the explain
    /// view): “{running}” reads as “the running intention”.
    static let genericWords: [String: String] = [
        "running": "your intention", "timeLeft": "some time", "overdue": "a few minutes", "idle": "a while",
        "unreflected": "an intention", "unreflectedWhen": "an earlier", "missing": "a reflection",
        "yesterdayUnrated": "an intention", "yesterdayUnratedWhen": "yesterday's", "todo": "a to-do",
        "carryCount": "unfinished to-dos", "carryTodo": "a to-do", "openTodos": "some", "actionItem": "an action item",
        "presence": "a high share", "streak": "several", "overBy": "some hours", "freeTime": "some time",
        "goalsLeft": "some", "weekAgo": "an intention", "monthAgo": "an intention", "yearAgo": "an intention",
        "yearAgoLine": "a line",
    ]

    static func generic(_ name: String) -> String { genericWords[name] ?? "…" }

    /// The signal a condition reads, without its `!`.
    static func signalName(_ condition: String) -> String {
        condition.hasPrefix("!") ? String(condition.dropFirst()) : condition
    }
}

extension String {
    /// Fills `{name}` placeholders from `values`; a name without a value reads as `fallback` says (by default the
    /// generic words of ``CoachOption/genericWords``), so a placeholder never shows raw.
    func filled(with values: [String: String], fallback: (String) -> String = CoachOption.generic) -> String {
        filled({ values[$0] }, fallback: fallback)
    }

    /// Fills `{name}` placeholders with what `word` says for each name, asked only for the names the text holds.
    func filled(_ word: (String) -> String?, fallback: (String) -> String = CoachOption.generic) -> String {
        guard contains("{") else { return self }
        var out = ""
        var rest = self[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            out += word(name) ?? fallback(name)
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}
