import Foundation
import HTTPTypes

@testable import SystemServer

/// What the OpenAPI document promises about each API response, checked on every response the tests receive
/// through ``TestClientProtocol/send(_:_:headers:body:sourceLocation:)``: a documented status, and a JSON body that
/// satisfies the operation's schema for it (2xx and 4xx alike) and carries no field the schema does not name.
enum APIContract {
    /// The document the standard modules serve, parsed once.
    static let document: JSONValue = {
        do {
            let text = try ServerModules.standard.openAPIDocument().text
            return try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        } catch {
            fatalError("the OpenAPI document does not merge: \(error)")
        }
    }()

    /// The problems of one response, or none when the path is not an API path the document describes.
    static func problems(method: HTTPRequest.Method, uri: String, status: Int, contentType: String?, body: String) -> [String] {
        let path = String(uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        guard path.hasPrefix("/api/"), let (template, operations) = operations(for: path) else { return [] }
        guard case .object(let operation)? = operations[method.rawValue.lowercased()] else { return [] }
        let where_ = "\(method) \(template) → \(status)"
        guard case .object(let responses)? = operation["responses"],
            var response = responses[String(status)] ?? responses["\(status / 100)XX"] ?? responses["default"]
        else {
            return ["\(where_): the status is not documented"]
        }
        let checker = SchemaChecker(document: document, allowsUndeclaredFields: false)
        if case .object(let object) = response, case .string(let reference)? = object["$ref"], let target = checker.resolve(reference) {
            response = target
        }
        guard contentType?.hasPrefix("application/json") == true, !body.isEmpty else { return [] }
        guard case .object(let object) = response, case .object(let content)? = object["content"],
            case .object(let json)? = content["application/json"], let schema = json["schema"]
        else {
            return ["\(where_): a JSON body is answered, but the document gives no JSON schema for it"]
        }
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(body.utf8)) else {
            return ["\(where_): the body is not JSON"]
        }
        return checker.problems(value, against: schema).map { "\(where_): \($0)" }
    }

    /// The documented path a concrete path falls under, preferring literal segments (`intentions/current` over
    /// `intentions/{id}`).
    static func operations(for path: String) -> (String, [String: JSONValue])? {
        guard case .object(let root) = document, case .object(let paths)? = root["paths"] else { return nil }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        var best: (template: String, operations: [String: JSONValue], literals: Int)?
        for (template, value) in paths {
            guard case .object(let operations) = value else { continue }
            let parts = template.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == segments.count else { continue }
            var literals = 0, matches = true
            for (part, segment) in zip(parts, segments) {
                if part.hasPrefix("{") && part.hasSuffix("}") {
                    if segment.isEmpty { matches = false }
                } else if part == segment {
                    literals += 1
                } else {
                    matches = false
                }
            }
            if matches, literals > (best?.literals ?? -1) { best = (template, operations, literals) }
        }
        return best.map { ($0.template, $0.operations) }
    }
}
