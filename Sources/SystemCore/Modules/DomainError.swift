/// A refused command: what went wrong, for which field, in words a user can act on.
///
/// The kind decides how a server reports it (422, 409 or 404); the code is a stable, machine-readable name.
public struct DomainError: Error, Equatable, Sendable, CustomStringConvertible, Encodable {
    public enum Kind: Sendable, Equatable, Encodable {
        /// The input is not acceptable (a field is out of range, empty, unknown).
        case invalid
        /// The input is fine but the current state forbids it (something else is running).
        case conflict
        /// The thing named does not exist.
        case notFound
    }

    public let kind: Kind
    public let code: String
    public let message: String
    public let field: String?

    public init(_ kind: Kind, code: String, message: String, field: String? = nil) {
        self.kind = kind
        self.code = code
        self.message = message
        self.field = field
    }

    public var description: String { message }

    public static func invalid(_ field: String, _ message: String, code: String = "invalid_field") -> Self {
        Self(.invalid, code: code, message: message, field: field)
    }
}
