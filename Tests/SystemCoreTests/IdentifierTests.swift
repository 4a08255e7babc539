import Foundation
import Testing

@testable import SystemCore

/// Typed UUID identifiers, identifiers derived from names, and label ids folded from names.
@Suite struct IdentifierTests {
    @Test func derivedIsDeterministic() {
        // When the same parts are derived twice, Then the ids are equal
        #expect(EventID.derived(from: "event", "local", "key-1", "0") == EventID.derived(from: "event", "local", "key-1", "0"))

        // And they are pinned: ids derived from idempotency keys are stored, so the algorithm must never change
        #expect(EventID.derived(from: "event", "local", "key-1", "0").description == "c975acd7-d048-8f96-9ec3-0ebbd665dc92")
        #expect(IntentionID.derived(from: "").description == "cbf29ce4-8422-8325-9a15-5a9cb4b8e0f1")
    }

    @Test(arguments: [
        (["a"], ["b"]),
        (["event", "local", "key", "0"], ["event", "local", "key", "1"]),
        (["ab", "c"], ["a", "bc"]),
        (["a", "b"], ["b", "a"]),
        (["intention", "alice", "k"], ["intention", "bob", "k"]),
        ([""], ["", ""]),
    ])
    func derivedDiffersForDifferentInputs(_ first: [String], _ second: [String]) {
        #expect(derive(first) != derive(second))
    }

    @Test func derivedIdsAreManyAndDistinct() {
        let ids = Set((0..<2_000).map { EventID.derived(from: "event", "local", "key-\($0)", "0") })
        #expect(ids.count == 2_000)
    }

    @Test(arguments: ["", "event", "a longer name with ünïcödé"])
    func derivedIsAVersion8RFC4122UUID(_ name: String) {
        let uuid = IntentionID.derived(from: name).uuid.uuid
        #expect(uuid.6 >> 4 == 0x8)
        #expect(uuid.8 >> 6 == 0b10)
    }

    /// Derives an id from a list of parts (the variadic function cannot take an array directly).
    func derive(_ parts: [String]) -> EventID {
        switch parts.count {
        case 1: EventID.derived(from: parts[0])
        case 2: EventID.derived(from: parts[0], parts[1])
        case 3: EventID.derived(from: parts[0], parts[1], parts[2])
        default: EventID.derived(from: parts[0], parts[1], parts[2], parts[3])
        }
    }

    // MARK: - Identifier

    @Test func identifiersAreLowercaseUUIDText() throws {
        let id = try #require(IntentionID("3F2504E0-4F89-41D3-9A0C-0305E82C3301"))
        #expect(id.description == "3f2504e0-4f89-41d3-9a0c-0305e82c3301")
        #expect(IntentionID("3f2504e0-4f89-41d3-9a0c-0305e82c3301") == id)
        #expect(IntentionID("not a uuid") == nil)
        #expect(IntentionID("") == nil)
    }

    @Test func identifiersCodeAsStrings() throws {
        let id = IntentionID(UUID(uuidString: "3F2504E0-4F89-41D3-9A0C-0305E82C3301")!)
        let json = try JSONEncoder().encode([id])
        #expect(String(decoding: json, as: UTF8.self) == #"["3f2504e0-4f89-41d3-9a0c-0305e82c3301"]"#)
        #expect(try JSONDecoder().decode([IntentionID].self, from: json) == [id])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([IntentionID].self, from: Data(#"["nope"]"#.utf8)) }
    }

    @Test func userIDs() {
        #expect(UserID.local.rawValue == "local")
        #expect(UserID("alice") != UserID("bob"))
        #expect(UserID("alice").description == "alice")
    }

    // MARK: - LabelID

    @Test(arguments: [
        ("Deep Work", "deep-work"), ("deep work", "deep-work"), ("  deep   work  ", "deep-work"), ("deep-work", "deep-work"),
        ("Social-Media!", "social-media"), ("C++ & Rust", "c-rust"), ("2026 goals", "2026-goals"),
        ("Café au lait", "café-au-lait"), ("writing", "writing"), ("_x_", "x"), ("a/b\\c", "a-b-c"),
    ])
    func labelIDFoldsNames(_ name: String, _ expected: String) throws {
        let id = try #require(LabelID(name: name))
        #expect(id.rawValue == expected)
        #expect(id.description == expected)
        // Folding is idempotent: an id is its own name
        #expect(LabelID(name: id.rawValue) == id)
    }

    @Test(arguments: ["", "  ", "\n\t", "!!!", "- / -", "—"])
    func labelIDNeedsALetterOrDigit(_ name: String) {
        #expect(LabelID(name: name) == nil)
    }

    @Test func labelIDsSortAndCode() throws {
        #expect(LabelID(name: "admin")! < LabelID(name: "writing")!)
        let json = try JSONEncoder().encode([LabelID(name: "Deep Work")!])
        #expect(String(decoding: json, as: UTF8.self) == #"["deep-work"]"#)
        #expect(try JSONDecoder().decode([LabelID].self, from: json) == [LabelID(name: "deep work")!])
    }

    @Test func starterLabelsAreStable() {
        #expect(
            Label.starterSet.map(\.id.rawValue) == [
                "deep-work", "writing", "admin", "learning", "exercise", "family", "chores",
                "rest", "social-media", "news", "video", "games",
            ])
        #expect(Label.starterSet.filter { $0.kind == .distraction }.map(\.name) == ["social media", "news", "video", "games"])
    }
}
