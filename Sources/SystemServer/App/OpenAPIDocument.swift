import Foundation

/// A module's part of the OpenAPI document, as JSON text: any of `paths`, `components`, `tags`, and (the shared
/// part only) the document's frame (`openapi`, `info`, `servers`, `security`).
struct OpenAPIPart: Sendable {
    let json: String

    init(_ json: String) { self.json = json }
}

/// The OpenAPI document served at `/api/openapi.json`, merged from the modules' parts once at start.
///
/// Parts may not overlap: a path, a component, a tag or a frame field given by two parts stops the server from
/// starting, so a module cannot silently replace another's documentation.
struct OpenAPIDocument: Sendable {
    let root: [String: JSONValue]

    init(merging parts: [(module: String, part: OpenAPIPart)]) throws(OpenAPIDocumentError) {
        var root: [String: JSONValue] = [:]
        var paths: [String: JSONValue] = [:]
        var components: [String: [String: JSONValue]] = [:]
        var tags: [JSONValue] = [], tagNames: Set<String> = []
        for (module, part) in parts {
            guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(part.json.utf8)), case .object(let object) = value else {
                throw .invalid(module: module)
            }
            for (key, value) in object {
                switch (key, value) {
                case ("paths", .object(let own)):
                    try Self.add(own, to: &paths, what: "path", module: module)
                case ("components", .object(let kinds)):
                    for (kind, entries) in kinds {
                        guard case .object(let own) = entries else { throw .invalid(module: module) }
                        try Self.add(own, to: &components[kind, default: [:]], what: "component \(kind)", module: module)
                    }
                case ("tags", .array(let own)):
                    for tag in own {
                        guard case .object(let fields) = tag, case .string(let name)? = fields["name"] else {
                            throw .invalid(module: module)
                        }
                        guard tagNames.insert(name).inserted else { throw .duplicate("tag", name, module: module) }
                        tags.append(tag)
                    }
                case ("paths", _), ("components", _), ("tags", _):
                    throw .invalid(module: module)
                default:
                    guard root.updateValue(value, forKey: key) == nil else { throw .duplicate("field", key, module: module) }
                }
            }
        }
        root["paths"] = .object(paths)
        root["components"] = .object(components.mapValues(JSONValue.object))
        root["tags"] = .array(tags)
        self.root = root
    }

    private static func add(
        _ entries: [String: JSONValue], to merged: inout [String: JSONValue], what: String,
        module: String
    ) throws(OpenAPIDocumentError) {
        for (name, value) in entries {
            guard merged.updateValue(value, forKey: name) == nil else { throw .duplicate(what, name, module: module) }
        }
    }

    /// The document as served: indented, keys sorted, so it reads the same on every start.
    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(JSONValue.object(root)) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Why the modules' OpenAPI parts cannot be merged.
struct OpenAPIDocumentError: Error, CustomStringConvertible {
    private enum Kind {
        case invalid(module: String)
        case duplicate(String, String, module: String)
    }

    private let kind: Kind

    static func invalid(module: String) -> OpenAPIDocumentError { OpenAPIDocumentError(kind: .invalid(module: module)) }

    static func duplicate(_ what: String, _ name: String, module: String) -> OpenAPIDocumentError {
        OpenAPIDocumentError(kind: .duplicate(what, name, module: module))
    }

    var description: String {
        switch kind {
        case .invalid(let module): "The OpenAPI part of the module \(module) is not a JSON object of paths, components and tags."
        case .duplicate(let what, let name, let module):
            "The OpenAPI part of the module \(module) repeats the \(what) “\(name)”, which another module already documents."
        }
    }
}
