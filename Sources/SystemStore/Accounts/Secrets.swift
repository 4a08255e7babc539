import Crypto
import Foundation
import SystemCore

/// Random secrets and their digests: session and access tokens are random, and only their SHA-256 is stored.
public enum Secrets {
    /// `bytes` random bytes (from the system's secure generator) as base64url without padding.
    public static func token(bytes: Int = 32) -> String {
        var generator = SystemRandomNumberGenerator()
        let data = Data((0..<bytes).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
        return base64url(data)
    }

    /// A new personal access token: `sys_` and 32 random bytes.
    public static func accessToken() -> String { accessTokenPrefix + token() }

    public static let accessTokenPrefix = "sys_"

    /// A short random public id for a session or a token (64 bits as hex): listed and used to revoke, never a secret.
    /// Hex, so it never starts with "-" and reads as an option on a command line.
    public static func publicID() -> String {
        var generator = SystemRandomNumberGenerator()
        return String(hex: (0..<8).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    /// The SHA-256 of the text's UTF-8, as lower-case hex.
    public static func sha256Hex(_ text: String) -> String {
        String(hex: SHA256.hash(data: Data(text.utf8)))
    }

    static func base64url(_ data: Data) -> String {
        data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
