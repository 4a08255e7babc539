import Foundation
import SystemCore
import Testing

@testable import SystemStore

/// The line form of an exported history: fixed bytes for the same event, and every malformed line refused with a
/// reason.
@Suite struct HistoryLineTests {
    // MARK: times

    @Test(
        arguments: [
            ("1970-01-01T00:00:00.000Z", 0),
            ("2026-11-20T09:30:00.000Z", 1_795_167_000_000),
            ("2026-11-20T09:30:00.123Z", 1_795_167_000_123),
            ("2024-02-29T23:59:59.999Z", 1_709_251_199_999),
            ("1969-12-31T23:59:59.999Z", -1),
            ("2000-03-01T00:00:00.001Z", 951_868_800_001),
            ("9999-12-31T23:59:59.999Z", 253_402_300_799_999),
            ("0000-01-01T00:00:00.000Z", -62_167_219_200_000),
        ] as [(String, Int64)])
    func aTimeIsWrittenInUTCWithMilliseconds(_ text: String, _ milliseconds: Int64) throws {
        let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        #expect(HistoryTime.format(date) == text)
        let parsed = try #require(HistoryTime.parse(text))
        #expect(HistoryTime.milliseconds(parsed) == milliseconds)
    }

    @Test(arguments: [
        ("2026-11-20T09:30:00Z", "2026-11-20T09:30:00.000Z"),
        ("2026-11-20T09:30:00.1Z", "2026-11-20T09:30:00.100Z"),
        ("2026-11-20T09:30:00.12Z", "2026-11-20T09:30:00.120Z"),
    ])
    func shorterFractionsAreReadAndWrittenInFull(_ given: String, _ canonical: String) throws {
        #expect(HistoryTime.format(try #require(HistoryTime.parse(given))) == canonical)
    }

    @Test(arguments: [
        "", "2026-11-20", "2026-11-20T09:30:00", "2026-11-20T09:30:00+01:00", "2026-11-20 09:30:00.000Z",
        "2026-13-20T09:30:00.000Z", "2026-02-29T09:30:00.000Z", "2026-11-31T09:30:00.000Z",
        "2026-11-20T24:00:00.000Z", "2026-11-20T09:60:00.000Z", "2026-11-20T09:30:60.000Z",
        "2026-11-20T09:30:00.1234Z", "2026-11-20T09:30:00.Z", "2026-1x-20T09:30:00.000Z", "２026-11-20T09:30:00.000Z",
    ])
    func aTimeInAnotherFormIsRefused(_ text: String) {
        #expect(HistoryTime.parse(text) == nil)
    }

    @Test func aTimeOutsideFourDigitYearsCannotBeWritten() {
        #expect(HistoryTime.format(Date(timeIntervalSince1970: 253_402_300_800)) == nil)
        #expect(HistoryTime.format(Date(timeIntervalSince1970: -62_167_219_200.001)) == nil)
    }

    @Test func timesAreRoundedToTheNearestMillisecond() {
        #expect(HistoryTime.format(Date(timeIntervalSince1970: 1.0004)) == "1970-01-01T00:00:01.000Z")
        #expect(HistoryTime.format(Date(timeIntervalSince1970: 1.0006)) == "1970-01-01T00:00:01.001Z")
    }

    // MARK: JSON text

    @Test(arguments: [
        (#"{}"#, #"{}"#),
        (#"{"b":1,"a":2}"#, #"{"b":1,"a":2}"#),
        (" { \"a\" : [ 1 , 2.50 , -0.0e+10 , true , false , null ] ,\n\"b\" : { } } ", #"{"a":[1,2.50,-0.0e+10,true,false,null],"b":{}}"#),
        (
            #"{"text":"a \"quote\", a \\ backslash, \/ slash, \u00e9 and é, 🙂, \n line"}"#,
            #"{"text":"a \"quote\", a \\ backslash, \/ slash, \u00e9 and é, 🙂, \n line"}"#
        ),
        (#"{"s":"  spaces inside strings stay  "}"#, #"{"s":"  spaces inside strings stay  "}"#),
    ])
    func anObjectKeepsItsTextAndLosesOnlyWhitespaceBetweenTokens(_ given: String, _ compact: String) throws {
        #expect(try RawJSON.compactObject(Array(given.utf8)) == Array(compact.utf8))
    }

    @Test(arguments: [
        ("", "expected a JSON object"), ("[1]", "expected a JSON object"), ("\"x\"", "expected a JSON object"),
        (#"{"a":1"#, "expected “,” or “}”"), (#"{"a":1,}"#, "expected a member name"), (#"{a:1}"#, "expected a member name"),
        (#"{"a" 1}"#, "expected “:”"), (#"{"a":01}"#, "expected “,” or “}”"), (#"{"a":1.}"#, "expected a digit after “.”"),
        (#"{"a":1e}"#, "expected a digit in the exponent"), (#"{"a":-}"#, "expected a digit"), (#"{"a":tru}"#, "expected a value"),
        (#"{"a":"x}"#, "a string is not closed"), (#"{"a":"\x"}"#, "unknown escape"), (#"{"a":"\u12"}"#, "four hex digits"),
        ("{\"a\":\"tab\there\"}", "control character"), (#"{"a":1} {}"#, "unexpected text after"), (#"{"a":[1,]}"#, "expected a value"),
        (#"{"a":NaN}"#, "expected a value"), (#"{"a":+1}"#, "expected a value"),
    ])
    func malformedTextIsRefusedWithTheReason(_ text: String, _ reason: String) {
        #expect {
            try RawJSON.compactObject(Array(text.utf8))
        } throws: { error in
            (error as? RawJSON.SyntaxError)?.reason.contains(reason) == true
        }
    }

    @Test func nestingIsLimited() throws {
        let deep = "{\"a\":" + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "}"
        #expect(throws: RawJSON.SyntaxError.self) { try RawJSON.compactObject(Array(deep.utf8)) }
        let fine = "{\"a\":" + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "}"
        #expect(try RawJSON.compactObject(Array(fine.utf8)) == Array(fine.utf8))
    }

    @Test(arguments: ["", "plain", "a \"quote\"", "back\\slash", "line\nbreak\r\ttab", "\u{01}\u{1F}", "/slash/", "é 🙂 中文"])
    func aStringIsEscapedAndReadBack(_ text: String) throws {
        let literal = RawJSON.encodeString(text)
        #expect(RawJSON.decodeString(Array(literal.utf8)) == text)
        // And Foundation reads it the same way
        #expect(try JSONDecoder().decode(String.self, from: Data(literal.utf8)) == text)
    }

    @Test(arguments: [(#""\u00e9\ud83d\ude42""#, "é🙂"), (#""\/""#, "/"), (#""a\u0000b""#, "a\u{0}b")])
    func escapesAreDecoded(_ literal: String, _ text: String) {
        #expect(RawJSON.decodeString(Array(literal.utf8)) == text)
    }

    @Test(arguments: [#""\ud83d""#, #""\ude42x""#, #""\q""#, "\"a", "a\""])
    func brokenStringsAreNotText(_ literal: String) {
        #expect(RawJSON.decodeString(Array(literal.utf8)) == nil)
    }

    // MARK: lines

    static let id = EventID("7f1c2a4e-8d3b-4c5a-9e6f-0a1b2c3d4e5f")!

    static func envelope(
        payload: String = #"{"intentionId":"11111111-2222-4333-8444-555555555555","endedAt":"2026-11-20T09:30:00Z"}"#,
        type: String = "intention.ended", at milliseconds: Int64 = 1_795_167_000_123
    ) -> EventEnvelope {
        EventEnvelope(
            id: id, stream: .local, seq: 7, recordedAt: Date(timeIntervalSince1970: Double(milliseconds) / 1000),
            type: type, schemaVersion: 1, payload: Data(payload.utf8))
    }

    @Test func aLineHasItsMembersInAFixedOrderAndThePayloadAsStored() throws {
        let line = String(decoding: try HistoryLine.encode(Self.envelope()), as: UTF8.self)
        #expect(
            line
                == #"{"id":"7f1c2a4e-8d3b-4c5a-9e6f-0a1b2c3d4e5f","seq":7,"recordedAt":"2026-11-20T09:30:00.123Z","type":"intention.ended","schemaVersion":1,"payload":{"intentionId":"11111111-2222-4333-8444-555555555555","endedAt":"2026-11-20T09:30:00Z"}}"#
        )
    }

    @Test func aLineIsReadBackToTheSameEvent() throws {
        let envelope = Self.envelope()
        let decoded = try HistoryLine.decode(try HistoryLine.encode(envelope))
        #expect(decoded.seq == 7)
        #expect(decoded.event.id == envelope.id)
        #expect(decoded.event.type == envelope.type)
        #expect(decoded.event.schemaVersion == 1)
        #expect(decoded.event.payload == envelope.payload)
        #expect(HistoryTime.milliseconds(decoded.event.recordedAt) == 1_795_167_000_123)
        #expect(
            try HistoryLine.encode(
                EventEnvelope(
                    id: decoded.event.id, stream: .local, seq: decoded.seq,
                    recordedAt: decoded.event.recordedAt, type: decoded.event.type,
                    schemaVersion: 1, payload: decoded.event.payload))
                == HistoryLine.encode(envelope))
    }

    @Test func aPayloadStoredWithLineBreaksStillMakesOneLine() throws {
        let envelope = Self.envelope(
            payload: "{\n  \"intentionId\" : \"11111111-2222-4333-8444-555555555555\",\n  \"endedAt\" : \"2026-11-20T09:30:00Z\"\n}")
        let line = try HistoryLine.encode(envelope)
        #expect(!line.contains(UInt8(ascii: "\n")))
        #expect(
            String(decoding: line, as: UTF8.self).hasSuffix(
                #""payload":{"intentionId":"11111111-2222-4333-8444-555555555555","endedAt":"2026-11-20T09:30:00Z"}}"#))
    }

    static let canonicalLine =
        #"{"id":"7f1c2a4e-8d3b-4c5a-9e6f-0a1b2c3d4e5f","seq":7,"recordedAt":"2026-11-20T09:30:00.123Z","type":"intention.ended","schemaVersion":1,"payload":{"intentionId":"11111111-2222-4333-8444-555555555555","endedAt":"2026-11-20T09:30:00Z"}}"#

    /// A line as ``HistoryLine/encode(_:)`` writes it is read in one pass; any other spelling member by member. Both
    /// must give the same event.
    @Test(arguments: [
        #"{ "id" : "7f1c2a4e-8d3b-4c5a-9e6f-0a1b2c3d4e5f", "seq" : 7, "recordedAt" : "2026-11-20T09:30:00.123Z", "type" : "intention.ended", "schemaVersion" : 1, "payload" : {"intentionId":"11111111-2222-4333-8444-555555555555","endedAt":"2026-11-20T09:30:00Z"} }"#,
        #"{"id":"7F1C2A4E-8D3B-4C5A-9E6F-0A1B2C3D4E5F","seq":7,"recordedAt":"2026-11-20T09:30:00.123Z","type":"intention.ended","schemaVersion":1,"payload":{"intentionId":"11111111-2222-4333-8444-555555555555","endedAt":"2026-11-20T09:30:00Z"}}"#,
        #"{"payload":{"intentionId":"11111111-2222-4333-8444-555555555555","endedAt":"2026-11-20T09:30:00Z"},"schemaVersion":1,"type":"intention.ended","recordedAt":"2026-11-20T09:30:00.123Z","seq":7,"id":"7f1c2a4e-8d3b-4c5a-9e6f-0a1b2c3d4e5f"}"#,
        #"{"id":"7f1c2a4e-8d3b-4c5a-9e6f-0a1b2c3d4e5f","seq":7,"recordedAt":"2026-11-20T09:30:00.123Z","type":"intention\u002eended","schemaVersion":1,"payload":{"intentionId":"11111111-2222-4333-8444-555555555555","endedAt":"2026-11-20T09:30:00Z"}}"#,
        #"{"id":"7f1c2a4e-8d3b-4c5a-9e6f-0a1b2c3d4e5f","seq":7,"recordedAt":"2026-11-20T09:30:00.123Z","type":"intention.ended","schemaVersion":1,"payload": { "intentionId" : "11111111-2222-4333-8444-555555555555" , "endedAt" : "2026-11-20T09:30:00Z" } }  "#,
    ])
    func aLineWrittenAnotherWayIsReadAsTheCanonicalLine(_ line: String) throws {
        #expect(try HistoryLine.decode(Array(line.utf8)) == HistoryLine.decode(Array(Self.canonicalLine.utf8)))
    }

    @Test func aCanonicalLineWhosePayloadIsNotUTF8IsRefused() {
        // Given a line in the canonical form whose payload holds a byte that is not UTF-8
        var line = Array(Self.canonicalLine.utf8)
        line.insert(0xFF, at: line.count - 3)
        // Then it is refused as not text
        #expect(throws: HistoryLine.LineError("it is not UTF-8 text")) { try HistoryLine.decode(line) }
    }

    @Test func aStoredPayloadThatIsNotAnObjectCannotBeExported() {
        #expect(
            throws: HistoryTransferError.unexportable(
                seq: 7, reason: "its payload is not a JSON object (expected a JSON object at column 1)")
        ) {
            try HistoryLine.encode(Self.envelope(payload: "[1]"))
        }
    }

    @Test func anEventOfATypeThisBuildDoesNotKnowIsKeptAsItIs() throws {
        let envelope = Self.envelope(payload: #"{"anything":[1,{"goes":"here"}]}"#, type: "from.the.future")
        let decoded = try HistoryLine.decode(try HistoryLine.encode(envelope))
        #expect(decoded.event.type == "from.the.future")
        #expect(decoded.event.payload == envelope.payload)
    }

    static let good: [String: String] = [
        "id": #""7f1c2a4e-8d3b-4c5a-9e6f-0a1b2c3d4e5f""#, "seq": "1", "recordedAt": #""2026-11-20T09:30:00.000Z""#,
        "type": #""test.note""#, "schemaVersion": "1", "payload": #"{"n":1}"#,
    ]

    /// A line built from `good` with some members replaced (nil removes one).
    static func line(_ changes: [String: String?] = [:], extra: String = "") -> String {
        var members = good
        for (key, value) in changes { members[key] = value }
        let body = HistoryLine.members.compactMap { key in members[key].map { "\"\(key)\":\($0)" } }.joined(separator: ",")
        return "{\(body)\(extra)}"
    }

    @Test(
        arguments: [
            (line(["id": nil]), "“id” is missing"),
            (line(["payload": nil]), "“payload” is missing"),
            (line(extra: #","stream":"bob""#), "unknown field “stream”"),
            (line(extra: #","seq":2"#), "“seq” appears twice"),
            (line(["id": #""not-a-uuid""#]), "“id” is not a UUID"),
            (line(["id": "42"]), "“id” is not a string"),
            (line(["seq": "0"]), "“seq” is not a whole number from 1 up"),
            (line(["seq": "-3"]), "“seq” is not a whole number from 1 up"),
            (line(["seq": "1.5"]), "“seq” is not a whole number from 1 up"),
            (line(["seq": "1e3"]), "“seq” is not a whole number from 1 up"),
            (line(["seq": #""1""#]), "“seq” is not a whole number from 1 up"),
            (line(["seq": "99999999999999999999"]), "“seq” is not a whole number from 1 up"),
            (line(["recordedAt": #""yesterday""#]), "“recordedAt” is not a UTC time"),
            (line(["recordedAt": "1795167000000"]), "“recordedAt” is not a string"),
            (line(["type": #""""#]), "“type” is not an event type"),
            (line(["type": #""has space""#]), "“type” is not an event type"),
            (line(["schemaVersion": "0"]), "“schemaVersion” is not a whole number from 1 up"),
            (line(["payload": "[]"]), "“payload” is not a JSON object"),
            (line(["payload": #""{}""#]), "“payload” is not a JSON object"),
            (
                line(["type": #""intention.ended""#, "payload": #"{"intentionId":"x","endedAt":"2026-11-20T09:30:00Z"}"#]),
                "the payload is not a valid “intention.ended” event (version 1): “intentionId” is not valid"
            ),
            (
                line(["type": #""intention.ended""#, "payload": #"{"endedAt":"2026-11-20T09:30:00Z"}"#]),
                "the payload is not a valid “intention.ended” event (version 1): “intentionId” is missing"
            ),
            (
                line(["type": #""intention.rated""#, "payload": #"{"intentionId":"11111111-2222-4333-8444-555555555555","feeling":3}"#]),
                "the payload is not a valid “intention.rated” event (version 1): “feeling” has the wrong type"
            ),
            (#"["not","an","object"]"#, "it is not a JSON object: expected a JSON object at column 1"),
            (#"{"id":"7f1c2a4e-8d3b-4c5a-9e6f-0a1b2c3d4e5f","seq":1"#, "it is not a JSON object: expected “,” or “}” but the line ended"),
        ] as [(String, String)])
    func aMalformedLineIsRefusedWithWhatIsWrong(_ line: String, _ reason: String) {
        #expect {
            try HistoryLine.decode(Array(line.utf8))
        } throws: { error in
            let found = (error as? HistoryLine.LineError)?.reason ?? ""
            return found.contains(reason)
        }
    }

    @Test func theGoodLineOfTheTableIsGood() throws {
        #expect(try HistoryLine.decode(Array(Self.line().utf8)).seq == 1)
    }

    @Test func aLineThatIsNotUTF8IsRefused() {
        #expect(throws: HistoryLine.LineError("it is not UTF-8 text")) { try HistoryLine.decode([0x7B, 0xFF, 0x7D]) }
    }
}
