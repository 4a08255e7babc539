import Foundation
import Testing
@testable import SystemCore

/// The stored form of every event, byte for byte. Stored events live forever: if one of these fails, an existing
/// database would no longer read back the same — add a new schema version instead of changing a payload.
@Suite struct EventGoldenJSONTests {
    static let id = IntentionID(UUID(uuidString: "3F2504E0-4F89-41D3-9A0C-0305E82C3301")!)

    /// An event, its stored type, and its exact payload.
    struct Golden: Sendable, CustomTestStringConvertible {
        let name: String
        let event: DomainEvent
        let type: String
        let json: String

        var testDescription: String { name }
    }

    static let goldens: [Golden] = [
        Golden(
            name: "started",
            event: .intentionStarted(.init(intentionId: id, text: "Read “Indistractable”, ch. 3/4", plannedMinutes: 25,
                                           startedAt: instant("2026-11-20T09:30:00Z"))),
            type: "intention.started",
            json: #"{"intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","plannedMinutes":25,"startedAt":"2026-11-20T09:30:00Z","text":"Read “Indistractable”, ch. 3/4"}"#),
        Golden(
            name: "extended",
            event: .intentionExtended(.init(intentionId: id, minutes: 10, at: instant("2026-11-20T09:50:00Z"))),
            type: "intention.extended",
            json: #"{"at":"2026-11-20T09:50:00Z","intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","minutes":10}"#),
        Golden(
            name: "ended",
            event: .intentionEnded(.init(intentionId: id, endedAt: instant("2026-11-20T10:05:00Z"))),
            type: "intention.ended",
            json: #"{"endedAt":"2026-11-20T10:05:00Z","intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301"}"#),
        Golden(
            name: "tagged",
            event: .intentionTagged(.init(intentionId: id, labels: [LabelID(name: "writing")!, LabelID(name: "deep work")!])),
            type: "intention.tagged",
            json: #"{"intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","labels":["writing","deep-work"]}"#),
        Golden(
            name: "tagged with nothing",
            event: .intentionTagged(.init(intentionId: id, labels: [])),
            type: "intention.tagged",
            json: #"{"intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","labels":[]}"#),
        Golden(
            name: "rated",
            event: .intentionRated(.init(intentionId: id, feeling: .happy)),
            type: "intention.rated",
            json: #"{"feeling":"happy","intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301"}"#),
        Golden(
            name: "reviewed",
            event: .intentionReviewed(.init(intentionId: id, review: Review(wentWell: "Clear outline", couldImprove: "Fewer tabs",
                                                                            interesting: "Time \"flew\""))),
            type: "intention.reviewed",
            json: #"{"intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","review":{"couldImprove":"Fewer tabs","interesting":"Time \"flew\"","wentWell":"Clear outline"}}"#),
        Golden(
            name: "reviewed partly",
            event: .intentionReviewed(.init(intentionId: id, review: Review(wentWell: "Clear outline"))),
            type: "intention.reviewed",
            json: #"{"intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","review":{"wentWell":"Clear outline"}}"#),
        Golden(
            name: "edited",
            event: .intentionEdited(.init(intentionId: id, text: "Write the summary", startedAt: instant("2026-11-20T09:15:00Z"),
                                          endedAt: instant("2026-11-20T10:00:00Z"))),
            type: "intention.edited",
            json: #"{"endedAt":"2026-11-20T10:00:00Z","intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","startedAt":"2026-11-20T09:15:00Z","text":"Write the summary"}"#),
        Golden(
            name: "edited text only",
            event: .intentionEdited(.init(intentionId: id, text: "Write the summary", startedAt: nil, endedAt: nil)),
            type: "intention.edited",
            json: #"{"intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","text":"Write the summary"}"#),
        Golden(
            name: "label created",
            event: .labelCreated(.init(label: Label(id: LabelID(name: "Social Media")!, name: "Social Media", kind: .distraction))),
            type: "label.created",
            json: #"{"label":{"id":"social-media","kind":"distraction","name":"Social Media"}}"#),
        Golden(
            name: "settings changed",
            event: .settingsChanged(.init(settings: Settings(timeZone: "Europe/Berlin", dayStartHour: 5, wakingStart: TimeOfDay(hour: 6, minute: 30)!,
                                                             wakingEnd: TimeOfDay(hour: 22)!, weekStart: 7))),
            type: "settings.changed",
            json: #"{"settings":{"dayStartHour":5,"theme":"system","timeZone":"Europe/Berlin","wakingEnd":"22:00","wakingStart":"06:30","weekStart":7}}"#),
        Golden(
            name: "settings changed with a theme",
            event: .settingsChanged(.init(settings: Settings(timeZone: "UTC", theme: .dark))),
            type: "settings.changed",
            json: #"{"settings":{"dayStartHour":4,"theme":"dark","timeZone":"UTC","wakingEnd":"23:00","wakingStart":"07:00","weekStart":1}}"#),
        Golden(
            name: "hint dismissed",
            event: .hintDismissed(.init(hint: "focus")),
            type: "hint.dismissed",
            json: #"{"hint":"focus"}"#),
    ]

    @Test func settingsStoredBeforeThemesDecodeWithTheSystemTheme() throws {
        let json = #"{"settings":{"dayStartHour":5,"timeZone":"Europe/Berlin","wakingEnd":"22:00","wakingStart":"06:30","weekStart":7}}"#
        let decoded = try EventCoding.decode(type: "settings.changed", schemaVersion: 1, payload: Data(json.utf8))
        guard case .settingsChanged(let changed)? = decoded else { Issue.record("not a settings change"); return }
        #expect(changed.settings.theme == .system)
        #expect(changed.settings.weekStart == 7)
    }

    @Test(arguments: goldens)
    func encodesToTheGoldenPayload(_ golden: Golden) throws {
        // When the event is encoded
        let payload = try EventCoding.payload(of: golden.event)

        // Then the bytes are exactly the golden ones, under the golden type, at schema version 1
        #expect(String(decoding: payload, as: UTF8.self) == golden.json)
        #expect(golden.event.type == golden.type)
        #expect(golden.event.schemaVersion == 1)
    }

    @Test(arguments: goldens)
    func decodesTheGoldenPayload(_ golden: Golden) throws {
        // When the golden payload is decoded under its type
        let decoded = try EventCoding.decode(type: golden.type, schemaVersion: 1, payload: Data(golden.json.utf8))

        // Then it is the same event
        #expect(decoded == golden.event)
    }

    @Test(arguments: goldens)
    func anEnvelopeRoundTrips(_ golden: Golden) throws {
        // Given a pending event made from the domain event
        let pending = try PendingEvent(id: EventID(UUID()), recordedAt: instant("2026-11-20T09:30:00Z").addingTimeInterval(0.4),
                                       event: golden.event)
        #expect(pending.type == golden.type)
        #expect(pending.recordedAt == instant("2026-11-20T09:30:00Z"))

        // When it is stored and read back as an envelope, Then it decodes to the same event
        let envelope = EventEnvelope(id: pending.id, stream: .local, seq: 1, recordedAt: pending.recordedAt, type: pending.type,
                                     schemaVersion: pending.schemaVersion, payload: pending.payload)
        #expect(try envelope.decoded() == golden.event)
    }

    /// The case name of an event; the switch makes this file stop compiling when a case is added without a golden.
    static func caseName(_ event: DomainEvent) -> String {
        switch event {
        case .intentionStarted: "intentionStarted"
        case .intentionExtended: "intentionExtended"
        case .intentionEnded: "intentionEnded"
        case .intentionTagged: "intentionTagged"
        case .intentionRated: "intentionRated"
        case .intentionReviewed: "intentionReviewed"
        case .intentionEdited: "intentionEdited"
        case .hintDismissed: "hintDismissed"
        case .labelCreated: "labelCreated"
        case .settingsChanged: "settingsChanged"
        default: "todo"
        }
    }

    @Test func everyCaseHasAGoldenAndTheTypeNamesAreFixed() {
        // Then the goldens cover all ten cases
        #expect(Set(Self.goldens.map { Self.caseName($0.event) }).count == 10)

        // And the stored type names are exactly these
        #expect(Set(Self.goldens.map(\.type)) == [
            "intention.started", "intention.extended", "intention.ended", "intention.tagged", "intention.rated",
            "intention.reviewed", "intention.edited", "label.created", "settings.changed", "hint.dismissed",
        ])
    }

    @Test func eventsNameTheirIntention() {
        for golden in Self.goldens {
            let expected: IntentionID? = golden.type.hasPrefix("intention.") ? Self.id : nil
            #expect(golden.event.intentionID == expected, "\(golden.name)")
        }
    }

    @Test(arguments: [("intention.paused", 1), ("focus.started", 1), ("", 1), ("intention.started", 2), ("label.created", 0)])
    func anUnknownTypeOrVersionDecodesToNil(_ type: String, _ schemaVersion: Int) throws {
        #expect(try EventCoding.decode(type: type, schemaVersion: schemaVersion, payload: Data(#"{"anything":true}"#.utf8)) == nil)
    }

    @Test func anUnknownEnvelopeIsSkippedOnReplay() {
        // Given a stream with an event this build does not know, between two it does
        var state = UserState(defaultTimeZone: "UTC")
        let start = Self.goldens[0]
        let envelopes = [
            EventEnvelope(id: EventID(UUID()), stream: .local, seq: 1, recordedAt: .now, type: start.type, schemaVersion: 1,
                          payload: Data(start.json.utf8)),
            EventEnvelope(id: EventID(UUID()), stream: .local, seq: 2, recordedAt: .now, type: "intention.paused", schemaVersion: 1,
                          payload: Data("{}".utf8)),
            EventEnvelope(id: EventID(UUID()), stream: .local, seq: 3, recordedAt: .now, type: "intention.ended", schemaVersion: 1,
                          payload: Data("not json".utf8)),
        ]

        // When they are applied
        for envelope in envelopes { state.apply(envelope) }

        // Then the known one is folded in, the others are skipped, and the version still advances
        #expect(state.intentions[Self.id]?.status == .running)
        #expect(state.version == 3)
    }

    @Test(arguments: [
        ("intention.started", #"{"intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","plannedMinutes":25,"text":"x"}"#),
        ("intention.ended", #"{"endedAt":"20 November","intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301"}"#),
        ("intention.rated", #"{"feeling":"elated","intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301"}"#),
        ("intention.rated", #"{"feeling":"happy","intentionId":"not-a-uuid"}"#),
        ("settings.changed", #"{"settings":{"dayStartHour":4,"timeZone":"UTC","wakingEnd":"25:00","wakingStart":"07:00","weekStart":1}}"#),
    ])
    func aMalformedPayloadOfAKnownTypeThrows(_ type: String, _ json: String) {
        #expect(throws: DecodingError.self) { try EventCoding.decode(type: type, schemaVersion: 1, payload: Data(json.utf8)) }
    }
}
