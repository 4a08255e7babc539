import Foundation

/// A typed identifier backed by a UUID, so an intention's id cannot be passed where an event's is expected.
public struct Identifier<Tag>: Hashable, Sendable, Codable, CustomStringConvertible {
    public let uuid: UUID

    public init(_ uuid: UUID) { self.uuid = uuid }

    /// Parses the canonical UUID text form; nil when it is not a UUID.
    public init?(_ text: String) {
        guard let uuid = UUIDText.parse(text) ?? UUID(uuidString: text) else { return nil }
        self.uuid = uuid
    }

    public var description: String { UUIDText.string(uuid) }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let uuid = UUIDText.parse(text) ?? UUID(uuidString: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a UUID: \(text)"))
        }
        self.uuid = uuid
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension Identifier {
    /// A deterministic identifier derived from a name, e.g. a client's idempotency key.
    ///
    /// The same inputs always give the same identifier, so a retried request produces the same event ids and the
    /// store can recognise it. Two independent 64-bit FNV-1a hashes make the 128 bits; this is not cryptographic,
    /// only stable.
    public static func derived(from parts: String...) -> Self {
        let bytes = Array(parts.joined(separator: "\u{1F}").utf8)
        func fnv1a(seed: UInt64) -> UInt64 {
            var hash = seed
            for byte in bytes {
                hash ^= UInt64(byte)
                hash &*= 0x100_0000_01b3
            }
            return hash
        }
        let high = fnv1a(seed: 0xcbf2_9ce4_8422_2325)
        let low = fnv1a(seed: 0x84222325_cbf29ce4 ^ 0x9e37_79b9_7f4a_7c15)
        var raw = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            raw[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * UInt64(index)))
            raw[8 + index] = UInt8(truncatingIfNeeded: low >> (56 - 8 * UInt64(index)))
        }
        raw[6] = (raw[6] & 0x0F) | 0x80  // version 8: custom
        raw[8] = (raw[8] & 0x3F) | 0x80  // RFC 4122 variant
        let uuid = UUID(
            uuid: (
                raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7],
                raw[8], raw[9], raw[10], raw[11], raw[12], raw[13], raw[14], raw[15]
            ))
        return Self(uuid)
    }
}

/// The owner of one event stream. In local mode there is one user, ``UserID/local``.
public struct UserID: Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// The single user of a local (accountless) installation.
    public static let local = UserID("local")
}
