import Foundation

/// The rules for an account's name: 1 to 32 characters, ASCII letters, digits, `.`, `_` and `-`.
///
/// Names are unique regardless of case (``Account/key(for:)``), and they appear in URLs, logs and the CLI, so
/// they stay plain: no spaces, no look-alike letters from other scripts.
public enum AccountName {
    public static let maximumLength = 32

    /// The name trimmed of surrounding white space, or the reason it cannot be one.
    public static func validated(_ name: String) throws(AccountError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .nameEmpty }
        guard trimmed.unicodeScalars.allSatisfy(isAllowed) else { throw .nameInvalid }
        guard trimmed.unicodeScalars.count <= maximumLength else { throw .nameTooLong(limit: maximumLength) }
        return trimmed
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": true
        default: false
        }
    }
}
