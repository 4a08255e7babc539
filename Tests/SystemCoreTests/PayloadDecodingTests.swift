import Foundation
import Testing

@testable import SystemCore

/// The payload reader reads what `JSONDecoder` reads, to the value: it reads the app's own payloads itself, and gives
/// any other to `JSONDecoder`, whose answer (a value or an error) is the one returned.
private let sampleID = "3F2504E0-4F89-41D3-9A0C-0305E82C3301"

@Suite struct PayloadDecodingTests {
    /// What `JSONDecoder` alone makes of a payload: the value, or that it failed.
    static func reference<T: Decodable>(_ type: T.Type, _ payload: String) -> T? {
        try? EventCoding.decoder().decode(type, from: Data(payload.utf8))
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func everyEventOfARandomLifeIsReadByTheReaderAsJSONDecoderReadsIt(_ seed: UInt64) throws {
        // Given a random life's events, as the app stores them
        let events = RandomLifeSnapshotTests.life(seed: seed)
        #expect(events.count > 300)
        let registry = CoreModules.standard.events
        for event in events {
            let payload = try EventCoding.payload(of: event)
            let type = Swift.type(of: event.payload)

            // When each is read by the registry, and by the reader alone
            let read = try registry.decode(type: type.type, schemaVersion: type.schemaVersion, payload: payload)

            // Then it is the event, and the reader read it without handing it to JSONDecoder
            #expect(read == event, "\(type.type)")
            #expect(Self.readByTheReader(type, payload) == event, "\(type.type)")
        }
    }

    /// The event the reader alone reads from a payload, or nil when it gives up.
    static func readByTheReader<E: Event>(_ type: E.Type, _ payload: Data) -> DomainEvent? {
        PayloadDecoding.fast(type, from: payload).map { DomainEvent($0) }
    }

    /// Every registered type's golden payload (`EventGoldenJSONTests`) is read by the reader itself, as the event it
    /// was made from; one with an escape in it is read through JSONDecoder, the same.
    @Test(arguments: EventGoldenJSONTests.goldens)
    func everyGoldenPayloadIsReadByTheReader(_ golden: EventGoldenJSONTests.Golden) throws {
        let payload = Data(golden.json.utf8)
        let type = Swift.type(of: golden.event.payload)
        #expect(try CoreModules.standard.events.decode(type: golden.type, schemaVersion: 1, payload: payload) == golden.event)
        if !golden.json.contains("\\") { #expect(Self.readByTheReader(type, payload) == golden.event) }
    }

    static let started = DomainEvent.IntentionStarted.self

    /// Payloads of `intention.started` around the edges of what the reader takes: each comes out as JSONDecoder makes
    /// it (the same value, or an error), and `readsItself` says whether the reader read it without JSONDecoder.
    @Test(arguments: [
        (#"{"intentionId":"\#(sampleID)","plannedMinutes":25,"startedAt":"2026-11-27T09:30:00Z","text":"Write"}"#, true),
        (#"{"intentionId":"\#(sampleID)","plannedMinutes":25,"startedAt":"2026-11-27T09:30:00Z","text":"Café ☕ 日本"}"#, true),
        (#" { "text" : "Write" , "startedAt":"2024-02-29T23:59:59Z","plannedMinutes":-0,"intentionId":"\#(sampleID)" } "#, true),
        (#"{"intentionId":"\#(sampleID)","plannedMinutes":25,"startedAt":"2026-11-27T09:30:00Z","text":"Write","todoId":null}"#, true),
        (
            #"{"intentionId":"\#(sampleID)","plannedMinutes":25,"startedAt":"2026-11-27T09:30:00Z","text":"Write","extra":[1,{"a":2}]}"#,
            true
        ),
        (#"{"intentionId":"\#(sampleID)","plannedMinutes":25,"startedAt":"2026-11-27T09:30:00Z","text":"say \"hi\"\n"}"#, false),
        (#"{"intentionId":"\#(sampleID)","plannedMinutes":25.0,"startedAt":"2026-11-27T09:30:00Z","text":"Write"}"#, false),
        (#"{"intentionId":"\#(sampleID)","plannedMinutes":2.5e1,"startedAt":"2026-11-27T09:30:00Z","text":"Write"}"#, false),
        (#"{"intentionId":"\#(sampleID)","plannedMinutes":99999999999999999999,"startedAt":"2026-11-27T09:30:00Z","text":"Write"}"#, false),
        (#"{"intentionId":"\#(sampleID)","plannedMinutes":"25","startedAt":"2026-11-27T09:30:00Z","text":"Write"}"#, false),
        (#"{"intentionId":"\#(sampleID)","plannedMinutes":25,"startedAt":"2026-11-27T09:30:00.250Z","text":"Write"}"#, false),
        (#"{"intentionId":"\#(sampleID)","plannedMinutes":25,"startedAt":"2026-11-27T10:30:00+01:00","text":"Write"}"#, false),
        (#"{"intentionId":"\#(sampleID)","plannedMinutes":25,"startedAt":"2026-02-29T09:30:00Z","text":"Write"}"#, false),
        (#"{"intentionId":"\#(sampleID)","plannedMinutes":25,"startedAt":"1582-10-10T09:30:00Z","text":"Write"}"#, false),
        (#"{"intentionId":"\#(sampleID)","plannedMinutes":25,"startedAt":"2026-11-27T24:00:00Z","text":"Write"}"#, false),
        (#"{"intentionId":"\#(sampleID)","plannedMinutes":25,"startedAt":"2026-11-27T09:30:00Z","text":"Write","text":"Read"}"#, false),
        (#"{"intentionId":"\#(sampleID)","plannedMinutes":25,"startedAt":"2026-11-27T09:30:00Z"}"#, false),
        (#"{"intentionId":"\#(sampleID)","plannedMinutes":25,"startedAt":"2026-11-27T09:30:00Z","text":null}"#, false),
        (#"{"intentionId":"not an id","plannedMinutes":25,"startedAt":"2026-11-27T09:30:00Z","text":"Write"}"#, false),
        (#"{"intentionId":"\#(sampleID)","plannedMinutes":25,"startedAt":"2026-11-27T09:30:00Z","text":"Write"} x"#, false),
        (#"{"intentionId":"\#(sampleID)","plannedMinutes":25,"startedAt":"2026-11-27T09:30:00Z","text":"Write",}"#, false),
        (#"[]"#, false),
    ])
    func aPayloadComesOutAsJSONDecoderMakesIt(_ payload: String, _ readsItself: Bool) throws {
        let data = Data(payload.utf8)
        let expected = Self.reference(Self.started, payload)
        let read = try? PayloadDecoding.decode(Self.started, from: data)
        #expect(read == expected)
        #expect((PayloadDecoding.fast(Self.started, from: data) != nil) == readsItself)
        if readsItself { #expect(read != nil) }
    }

    /// Unsigned, small and large integers, and doubles, read as JSONDecoder reads them, or handed to it.
    @Test(arguments: ["0", "-0", "1", "-1", "255", "256", "-129", "65535", "4294967296", "9223372036854775807", "1.5", "1e3", "-2.25E-2"])
    func numbersOfEveryWidthAreReadAsJSONDecoderReadsThem(_ number: String) throws {
        struct Numbers: Codable, Equatable {
            var i8: Int8?, u8: UInt8?, i16: Int16?, u16: UInt16?, i32: Int32?, u32: UInt32?, i64: Int64?, u64: UInt64?
            var double: Double?, list: [Int]?
        }
        for key in ["i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "double", "list"] {
            let value = key == "list" ? "[\(number), \(number)]" : number
            let payload = "{\"\(key)\": \(value)}"
            let expected = Self.reference(Numbers.self, payload)
            #expect((try? PayloadDecoding.decode(Numbers.self, from: Data(payload.utf8))) == expected, "\(payload)")
        }
    }
}
