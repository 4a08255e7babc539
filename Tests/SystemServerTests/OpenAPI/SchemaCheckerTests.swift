import Foundation
import Testing

@testable import SystemServer

/// The hand-written checker finds what a schema forbids, so a passing contract check means something.
@Suite struct SchemaCheckerTests {
    let checker = SchemaChecker(
        document: .object([
            "components": .object([
                "schemas": .object([
                    "Thing": .object([
                        "type": .string("object"),
                        "required": .array([.string("id"), .string("size")]),
                        "additionalProperties": .bool(false),
                        "properties": .object([
                            "id": .object(["type": .string("string"), "format": .string("uuid")]),
                            "size": .object(["type": .string("integer"), "minimum": .number(1), "maximum": .number(3)]),
                            "note": .object(["type": .array([.string("string"), .string("null")]), "maxLength": .number(5)]),
                            "kind": .object(["enum": .array([.string("a"), .string("b")])]),
                            "at": .object(["type": .string("string"), "format": .string("date-time")]),
                        ]),
                    ])
                ])
            ])
        ]))

    func problems(_ json: String) throws -> [String] {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
        return checker.problems(value, against: .object(["$ref": .string("#/components/schemas/Thing")]))
    }

    @Test func aValueThatFitsHasNoProblems() throws {
        #expect(
            try problems(
                #"{"id": "0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10", "size": 2, "note": null, "kind": "a", "at": "2026-11-20T09:30:00+01:00"}"#)
                == [])
    }

    @Test(arguments: [
        (#"{"size": 2}"#, "required field id"),
        (#"{"id": "x", "size": 2}"#, "is not a uuid"),
        (#"{"id": "0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10", "size": 2.5}"#, "is not integer"),
        (#"{"id": "0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10", "size": 4}"#, "above"),
        (#"{"id": "0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10", "size": 1, "note": "too long"}"#, "longer than"),
        (#"{"id": "0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10", "size": 1, "kind": "c"}"#, "is not one of"),
        (#"{"id": "0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10", "size": 1, "extra": true}"#, "not allowed"),
        (#"{"id": "0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10", "size": 1, "at": "2026-11-20 09:30"}"#, "is not a date-time"),
        (#"{"id": "0b6f7c1e-1d2a-4e8b-9a51-3f0c2d7e9a10", "size": true}"#, "is not integer"),
    ])
    func aValueThatBreaksTheSchemaIsReported(json: String, problem: String) throws {
        let found = try problems(json)
        #expect(found.contains { $0.contains(problem) }, "\(found)")
    }

    @Test func anUnknownKeywordIsReportedRatherThanIgnored() {
        let found = checker.problems(.string("x"), against: .object(["type": .string("string"), "contentEncoding": .string("base64")]))
        #expect(found.contains { $0.contains("contentEncoding") })
    }

    @Test func aResponseCheckRefusesAFieldTheSchemaDoesNotName() {
        var strict = SchemaChecker(document: .null, allowsUndeclaredFields: false)
        let schema = JSONValue.object(["type": .string("object"), "properties": .object(["a": .object(["type": .string("string")])])])
        #expect(strict.problems(.object(["a": .string("x"), "b": .null]), against: schema) == ["$: the field b is not documented"])
        strict.allowsUndeclaredFields = true
        #expect(strict.problems(.object(["a": .string("x"), "b": .null]), against: schema) == [])
    }
}
