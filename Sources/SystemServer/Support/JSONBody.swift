import Foundation
import HTTPTypes

/// Any JSON value, decoded strictly (a number is never a boolean).
enum JSONValue: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        // A single-value container cannot say what it holds, so each kind is tried in turn, and every miss builds a
        // DecodingError with its coding path: the most frequent kinds go first (strings, then objects). Trying
        // booleans first made the OpenAPI document's parts (merged at every start) half of a server's start-up.
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let object = try? container.decode([String: JSONValue].self) {
            self = .object(object)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .bool(try container.decode(Bool.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .number(let number):
            // Whole numbers are written as integers (1440, not 1440.0).
            if number.rounded() == number, let int = Int(exactly: number) {
                try container.encode(int)
            } else {
                try container.encode(number)
            }
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }
}

/// A JSON request body, read field by field so every mistake names its field.
struct JSONBody: Sendable {
    private let object: [String: JSONValue]

    /// Parses an object body; an empty body counts as `{}`.
    init(_ text: String) throws(APIError) {
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            object = [:]
            return
        }
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) else {
            throw .badRequest(nil, "The request body is not valid JSON.", code: "invalid_json")
        }
        guard case .object(let object) = value else {
            throw .badRequest(nil, "The request body must be a JSON object.", code: "invalid_json")
        }
        self.object = object
    }

    /// An object inside a body (an item of an array field).
    init(object: [String: JSONValue]) { self.object = object }

    private func value(_ field: String, required: Bool) throws(APIError) -> JSONValue? {
        switch object[field] {
        case nil, .null?:
            if required { throw .missing(field) }
            return nil
        case let value?:
            return value
        }
    }

    func has(_ field: String) -> Bool {
        if case nil = object[field] { return false }
        return true
    }

    func string(_ field: String, required: Bool = false) throws(APIError) -> String? {
        guard let value = try value(field, required: required) else { return nil }
        guard case .string(let string) = value else { throw .wrongType(field, "a string") }
        return string
    }

    func int(_ field: String, required: Bool = false) throws(APIError) -> Int? {
        guard let value = try value(field, required: required) else { return nil }
        guard case .number(let number) = value, number.rounded() == number, let int = Int(exactly: number) else {
            throw .wrongType(field, "a whole number")
        }
        return int
    }

    func array(_ field: String, required: Bool = false) throws(APIError) -> [JSONValue]? {
        guard let value = try value(field, required: required) else { return nil }
        guard case .array(let array) = value else { throw .wrongType(field, "an array") }
        return array
    }

    /// A number, whole or not (hours such as 1.5).
    func double(_ field: String, required: Bool = false) throws(APIError) -> Double? {
        guard let value = try value(field, required: required) else { return nil }
        guard case .number(let number) = value, number.isFinite else { throw .wrongType(field, "a number") }
        return number
    }

    func bool(_ field: String, required: Bool = false) throws(APIError) -> Bool? {
        guard let value = try value(field, required: required) else { return nil }
        guard case .bool(let bool) = value else { throw .wrongType(field, "true or false") }
        return bool
    }

    func object(_ field: String, required: Bool = false) throws(APIError) -> [String: JSONValue]? {
        guard let value = try value(field, required: required) else { return nil }
        guard case .object(let object) = value else { throw .wrongType(field, "an object") }
        return object
    }

    /// Whether the field is present and `null`: how a client asks to remove a value.
    func isNull(_ field: String) -> Bool {
        if case .null? = object[field] { return true }
        return false
    }
}

extension APIError {
    static func missing(_ field: String) -> APIError {
        APIError(.unprocessableContent, code: "missing_field", message: "The field “\(field)” is required.", field: field)
    }

    static func wrongType(_ field: String, _ expected: String) -> APIError {
        APIError(.unprocessableContent, code: "invalid_field", message: "The field “\(field)” must be \(expected).", field: field)
    }
}
