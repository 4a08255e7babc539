// One way to write an empty value in API JSON: optional fields are always present, as null when empty, so
// clients can rely on the shape (a field that only some answers carry, such as a new token, is left out instead).

/// Writes nil as `null` instead of leaving the key out.
@propertyWrapper public struct Nullable<Value: Encodable & Sendable>: Encodable, Sendable {
    public var wrappedValue: Value?
    public init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}
