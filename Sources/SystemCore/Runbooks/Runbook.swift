import Foundation

public typealias RunbookID = Identifier<Runbook>
public typealias RunbookRunID = Identifier<RunbookRun>

/// A plan written in calm for a hard moment (anxiety, procrastination, negative thoughts, burnout): a name, the
/// moment it is for, and steps read one at a time. Each save is a new version; the earlier ones stay in the log.
public struct Runbook: Hashable, Codable, Sendable, Identifiable {
    /// One step: what to do, and for a timed step (breathing, say) how long its countdown runs.
    public struct Step: Hashable, Codable, Sendable {
        public var text: String
        public var timerSeconds: Int?

        public init(_ text: String, timerSeconds: Int? = nil) {
            self.text = text
            self.timerSeconds = timerSeconds
        }
    }

    public let id: RunbookID
    public var name: String
    /// The moment it is for, in the user's words ("When anxiety rises"); may be empty.
    public var moment: String
    public var steps: [Step]
    /// 1 for a starter as it ships and for the first save of the user's own; each save adds one.
    public var version: Int
    /// When this version was saved; nil for a starter as it ships.
    public var savedAt: Date?

    public init(id: RunbookID, name: String, moment: String, steps: [Step], version: Int = 1, savedAt: Date? = nil) {
        self.id = id
        self.name = name
        self.moment = moment
        self.steps = steps
        self.version = version
        self.savedAt = savedAt
    }

    /// Whether it ships with the app (as it is, or edited into the user's own version).
    public var isStarter: Bool { Self.starters.contains { $0.id == id } }

    /// The runbooks that ship with the app, with ids that never change: plain steps for the moments the seed names.
    public static let starters: [Runbook] = [
        Runbook(
            id: .derived(from: "runbook", "anxiety"), name: "Anxiety", moment: "When worry speeds up and the chest tightens.",
            steps: [
                Step("Stop what you are doing. Put down what is in your hands."),
                Step("Name the feeling, out loud or in your head: “This is anxiety.”"),
                Step("Breathe in for four, out for six. Follow the timer.", timerSeconds: 60),
                Step("Feel your feet on the floor. Name five things you can see."),
                Step("What is the one thing you are worried about? Say it in one sentence."),
                Step("Is there something you can do about it in the next ten minutes? If not, write it down for later."),
                Step("Choose the smallest next action, and do only that."),
            ]),
        Runbook(
            id: .derived(from: "runbook", "procrastination"), name: "Intense procrastination",
            moment: "When you keep not starting the thing that matters.",
            steps: [
                Step("Notice it without blame: “I am avoiding this.”"),
                Step("Name the feeling under it: bored, afraid, overwhelmed, tired?"),
                Step("Remove the trigger: phone in another room, close the other tabs."),
                Step("Breathe slowly for one minute.", timerSeconds: 60),
                Step("Shrink the task until it is easy: what would take two minutes?"),
                Step("Do that smallest part now. Stop after it if you want to."),
            ]),
        Runbook(
            id: .derived(from: "runbook", "negative-thoughts"), name: "Negative thoughts",
            moment: "When a thought keeps saying you are not good enough.",
            steps: [
                Step("Write the thought down, word for word."),
                Step("Name it: “I am having the thought that…”"),
                Step("Breathe in for four, out for six.", timerSeconds: 45),
                Step("What would you say to a friend who had this thought?"),
                Step("What is one fact that does not fit the thought?"),
                Step("Choose one small kind thing to do for yourself in the next hour."),
            ]),
        Runbook(
            id: .derived(from: "runbook", "burnout"), name: "Feeling burnt out",
            moment: "When everything feels heavy and rest does not help.",
            steps: [
                Step("Stop. This is a signal, not a failure."),
                Step("Name the feeling: tired, empty, cynical, overwhelmed?"),
                Step("Breathe slowly. Let the shoulders drop.", timerSeconds: 90),
                Step("Drink a glass of water and step away from the screen."),
                Step("What can wait until tomorrow? Move it, or let it go."),
                Step("Choose one restful thing for today and put it in the plan."),
                Step("Tell someone you trust how you are doing."),
            ]),
    ]

    public static func starter(_ id: RunbookID) -> Runbook? { starters.first { $0.id == id } }
}

/// A runbook as typed: what a save checks and keeps.
public struct RunbookDraft: Hashable, Sendable {
    public var name: String
    public var moment: String
    public var steps: [Runbook.Step]

    public init(name: String, moment: String = "", steps: [Runbook.Step]) {
        self.name = name
        self.moment = moment
        self.steps = steps
    }

    public static let maximumName = 80
    public static let maximumMoment = 200
    public static let maximumSteps = 30
    public static let maximumStepText = 500
    /// A step's timer: from 5 seconds to an hour.
    public static let timerRange = 5...3600

    /// The draft trimmed and checked; a refusal names the field (`steps[2].text`).
    func checked() throws(DomainError) -> RunbookDraft {
        var draft = self
        draft.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        draft.moment = moment.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !draft.name.isEmpty else { throw .invalid("name", "Give the runbook a name.") }
        guard draft.name.count <= Self.maximumName else { throw .invalid("name", "A name has at most \(Self.maximumName) characters.") }
        guard draft.moment.count <= Self.maximumMoment else {
            throw .invalid("moment", "Say when it is for in at most \(Self.maximumMoment) characters.")
        }
        draft.steps = []
        for (index, step) in steps.enumerated() {
            let text = step.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty {
                if step.timerSeconds != nil { throw .invalid("steps[\(index)].text", "Step \(index + 1) has a timer: say what to do.") }
                continue
            }
            guard text.count <= Self.maximumStepText else {
                throw .invalid("steps[\(index)].text", "Step \(index + 1) has more than \(Self.maximumStepText) characters.")
            }
            if let seconds = step.timerSeconds, !Self.timerRange.contains(seconds) {
                throw .invalid("steps[\(index)].timerSeconds", "Step \(index + 1): a timer runs from 5 seconds to 60 minutes.")
            }
            draft.steps.append(Runbook.Step(text, timerSeconds: step.timerSeconds))
        }
        guard !draft.steps.isEmpty else { throw .invalid("steps", "A runbook has at least one step.") }
        guard draft.steps.count <= Self.maximumSteps else {
            throw .invalid("steps", "A runbook has at most \(Self.maximumSteps) steps: keep it short for a hard moment.")
        }
        return draft
    }

    /// Steps from text: one a line, blank lines skipped; a line ending in a duration in brackets (`Breathe [1m]`,
    /// `[90s]`, `[1:30]`) carries a timer.
    public static func steps(fromLines text: String) throws(DomainError) -> [Runbook.Step] {
        var steps: [Runbook.Step] = []
        for line in text.split(whereSeparator: \.isNewline) {
            var text = line.trimmingCharacters(in: .whitespaces)
            // A list's marker ("1.", "-", "*") is not part of the step.
            if let marker = text.firstMatch(of: /^(\d+[.)]|[-*•])\s+/) { text = String(text[marker.range.upperBound...]) }
            guard !text.isEmpty else { continue }
            var timer: Int?
            if text.hasSuffix("]"), let open = text.lastIndex(of: "[") {
                let inside = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
                guard let seconds = Self.seconds(inside) else {
                    throw .invalid(
                        "steps[\(steps.count)].timerSeconds",
                        "Step \(steps.count + 1): “[\(inside)]” is not a timer: write [60s], [2m] or [1:30].")
                }
                timer = seconds
                text = text[..<open].trimmingCharacters(in: .whitespaces)
            }
            steps.append(Runbook.Step(text, timerSeconds: timer))
        }
        return steps
    }

    /// A timer as typed: `90`, `90s`, `2m`, `1:30`; nil when it does not read.
    public static func seconds(_ text: String) -> Int? {
        let text = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let colon = text.firstIndex(of: ":") {
            guard let minutes = Int(text[..<colon]), let seconds = Int(text[text.index(after: colon)...]), seconds < 60, minutes >= 0
            else { return nil }
            return minutes * 60 + seconds
        }
        if text.hasSuffix("min"), let minutes = Int(text.dropLast(3).trimmingCharacters(in: .whitespaces)) { return minutes * 60 }
        if text.hasSuffix("m"), let minutes = Int(text.dropLast().trimmingCharacters(in: .whitespaces)) { return minutes * 60 }
        if text.hasSuffix("s"), let seconds = Int(text.dropLast().trimmingCharacters(in: .whitespaces)) { return seconds }
        return Int(text)
    }

    /// The steps as lines, the form `steps(fromLines:)` reads.
    public static func lines(_ steps: [Runbook.Step]) -> String {
        steps.map { step in step.timerSeconds.map { "\(step.text) [\(timer($0))]" } ?? step.text }.joined(separator: "\n")
    }

    /// A timer as `seconds(_:)` reads it: `45s`, `2m`, `1:30`.
    public static func timer(_ seconds: Int) -> String {
        if seconds < 60 { return "\(seconds)s" }
        if seconds % 60 == 0 { return "\(seconds / 60)m" }
        return Readable.countdown(seconds: seconds)
    }
}

/// One time a runbook was run: which version, when it started and ended, how far it got, and how the user felt
/// after.
public struct RunbookRun: Hashable, Codable, Sendable, Identifiable {
    public let id: RunbookRunID
    public var runbookId: RunbookID
    public var version: Int
    public var startedAt: Date
    /// When the last step was passed and the feeling asked; nil when the run was stopped before its end.
    public var finishedAt: Date?
    /// How many steps were shown (1 for a run stopped on its first step).
    public var stepsReached: Int
    public var feeling: Feeling?
    public var words: String?

    public init(
        id: RunbookRunID, runbookId: RunbookID, version: Int, startedAt: Date, finishedAt: Date?, stepsReached: Int,
        feeling: Feeling?, words: String? = nil
    ) {
        self.id = id
        self.runbookId = runbookId
        self.version = version
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.stepsReached = stepsReached
        self.feeling = feeling
        self.words = words
    }

    public static let maximumWords = 2000
}
