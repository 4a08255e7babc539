import Foundation

@testable import SystemServer

/// Checks JSON values against the JSON Schema subset the OpenAPI document uses: `$ref` (to `#/components/…`),
/// `type` (one or several), `properties`, `required`, `additionalProperties`, `propertyNames`, `items`,
/// `minItems`/`maxItems`, `enum`, `const`, `oneOf`/`anyOf`/`allOf`, `minLength`/`maxLength`, `pattern`,
/// `minimum`/`maximum`, and the formats `date-time`, `date` and `uuid`. Annotations (`description`, `examples`,
/// `default`…) are ignored.
///
/// Written by hand because no Swift JSON Schema validator is among the packages we may depend on (OpenAPIKit, which
/// is, checks documents, not values against their schemas), and the subset is small. A keyword it does not know
/// is reported, so the document cannot quietly outgrow it.
struct SchemaChecker {
    let document: JSONValue
    /// Whether an object may carry fields its schema does not name when the schema says nothing of
    /// `additionalProperties`. JSON Schema allows them; the contract check of responses does not, so that a field
    /// the server adds without documenting it is caught.
    var allowsUndeclaredFields = true

    /// The problems of `value` against `schema`, each naming where in the value it is (`$.goals[0].title`).
    func problems(_ value: JSONValue, against schema: JSONValue, at path: String = "$") -> [String] {
        guard case .object(let schema) = schema else {
            if case .bool(true) = schema { return [] }
            return ["\(path): the schema is not an object"]
        }
        if case .string(let reference)? = schema["$ref"] {
            guard let target = resolve(reference) else { return ["\(path): unresolved \(reference)"] }
            return problems(value, against: target, at: path)
        }
        var found: [String] = []
        for key in schema.keys where !Self.known.contains(key) { found.append("\(path): the checker does not know the keyword \(key)") }
        if case .array(let types)? = schema["type"] {
            if !types.contains(where: { if case .string(let type) = $0 { return Self.matches(value, type) } else { return false } }) {
                found.append("\(path): \(Self.describe(value)) is not of type \(types.map(Self.describe).joined(separator: " or "))")
                return found
            }
        } else if case .string(let type)? = schema["type"], !Self.matches(value, type) {
            found.append("\(path): \(Self.describe(value)) is not \(type)")
            return found
        }
        if case .array(let choices)? = schema["enum"], !choices.contains(value) {
            found.append("\(path): \(Self.describe(value)) is not one of \(choices.map(Self.describe).joined(separator: ", "))")
        }
        if let constant = schema["const"], constant != value {
            found.append("\(path): \(Self.describe(value)) is not \(Self.describe(constant))")
        }
        if case .array(let all)? = schema["allOf"] {
            // Each part sees only some of the fields: the undeclared ones are judged once, below, against them all.
            var open = self
            open.allowsUndeclaredFields = true
            for part in all { found += open.problems(value, against: part, at: path) }
        }
        if case .array(let any)? = schema["anyOf"], !any.contains(where: { problems(value, against: $0, at: path).isEmpty }) {
            found.append("\(path): \(Self.describe(value)) matches none of anyOf")
        }
        if case .array(let one)? = schema["oneOf"] {
            let matching = one.filter { problems(value, against: $0, at: path).isEmpty }.count
            if matching != 1 { found.append("\(path): \(Self.describe(value)) matches \(matching) of oneOf, not exactly one") }
        }
        switch value {
        case .string(let text):
            found += stringProblems(text, schema, at: path)
        case .number(let number):
            if case .number(let minimum)? = schema["minimum"], number < minimum { found.append("\(path): \(number) is below \(minimum)") }
            if case .number(let maximum)? = schema["maximum"], number > maximum { found.append("\(path): \(number) is above \(maximum)") }
        case .array(let items):
            if case .number(let most)? = schema["maxItems"], Double(items.count) > most {
                found.append("\(path): \(items.count) items, over \(most)")
            }
            if case .number(let least)? = schema["minItems"], Double(items.count) < least {
                found.append("\(path): \(items.count) items, under \(least)")
            }
            if let itemSchema = schema["items"] {
                for (index, item) in items.enumerated() { found += problems(item, against: itemSchema, at: "\(path)[\(index)]") }
            }
        case .object(let fields):
            found += objectProblems(fields, schema, at: path)
        case .null, .bool:
            break
        }
        return found
    }

    private func stringProblems(_ text: String, _ schema: [String: JSONValue], at path: String) -> [String] {
        var found: [String] = []
        if case .number(let least)? = schema["minLength"], Double(text.count) < least {
            found.append("\(path): “\(text)” is shorter than \(least)")
        }
        if case .number(let most)? = schema["maxLength"], Double(text.count) > most {
            found.append("\(path): “\(text.prefix(40))…” is longer than \(most)")
        }
        if case .string(let pattern)? = schema["pattern"], text.range(of: pattern, options: .regularExpression) == nil {
            found.append("\(path): “\(text)” does not match \(pattern)")
        }
        if case .string(let format)? = schema["format"], let shape = Self.formats[format],
            text.range(of: shape, options: .regularExpression) == nil
        {
            found.append("\(path): “\(text)” is not a \(format)")
        }
        return found
    }

    private func objectProblems(_ fields: [String: JSONValue], _ schema: [String: JSONValue], at path: String) -> [String] {
        var found: [String] = []
        let properties: [String: JSONValue]
        if case .object(let declared)? = schema["properties"] { properties = declared } else { properties = [:] }
        if case .array(let required)? = schema["required"] {
            for case .string(let name) in required where fields[name] == nil {
                found.append("\(path): the required field \(name) is missing")
            }
        }
        let declared = Set(properties.keys).union(allOfProperties(schema))
        for (name, field) in fields.sorted(by: { $0.key < $1.key }) {
            if let propertySchema = properties[name] {
                found += problems(field, against: propertySchema, at: "\(path).\(name)")
            } else if let extra = schema["additionalProperties"] {
                if case .bool(false) = extra {
                    found.append("\(path): the field \(name) is not allowed")
                } else {
                    found += problems(field, against: extra, at: "\(path).\(name)")
                }
            } else if !allowsUndeclaredFields, !declared.contains(name), schema["properties"] != nil || schema["allOf"] != nil {
                found.append("\(path): the field \(name) is not documented")
            }
            if let names = schema["propertyNames"] { found += problems(.string(name), against: names, at: "\(path) (the name \(name))") }
        }
        return found
    }

    /// The fields the `allOf` parts of a schema name.
    private func allOfProperties(_ schema: [String: JSONValue]) -> Set<String> {
        guard case .array(let parts)? = schema["allOf"] else { return [] }
        var names: Set<String> = []
        for part in parts {
            var part = part
            if case .object(let object) = part, case .string(let reference)? = object["$ref"], let target = resolve(reference) {
                part = target
            }
            guard case .object(let object) = part else { continue }
            if case .object(let properties)? = object["properties"] { names.formUnion(properties.keys) }
            names.formUnion(allOfProperties(object))
        }
        return names
    }

    /// The schema (or response, parameter…) a `#/components/…` reference names.
    func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: JSONValue? = document
        for part in reference.dropFirst(2).split(separator: "/") {
            guard case .object(let object)? = node else { return nil }
            node = object[String(part).replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")]
        }
        return node
    }

    private static let known: Set<String> = [
        "$ref", "type", "properties", "required", "additionalProperties", "propertyNames", "items", "minItems", "maxItems",
        "enum", "const", "oneOf", "anyOf", "allOf", "minLength", "maxLength", "pattern", "minimum", "maximum", "format",
        "description", "examples", "example", "default", "title", "deprecated", "readOnly", "writeOnly",
    ]

    private static let formats = [
        "date-time": #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$"#,
        "date": #"^\d{4}-\d{2}-\d{2}$"#,
        "uuid": #"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"#,
    ]

    private static func matches(_ value: JSONValue, _ type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array), ("object", .object): true
        case ("integer", .number(let number)): number.rounded() == number
        default: false
        }
    }

    private static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let bool): "\(bool)"
        case .number(let number): number.rounded() == number ? "\(Int(number))" : "\(number)"
        case .string(let text): "“\(text.prefix(60))”"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
