import Foundation

/// What a password must be: long enough, not too long for bcrypt, not a common one and not the account's name.
///
/// No composition rules (a digit, a symbol…): length and avoiding the obvious matter more, and a long passphrase is
/// welcome up to bcrypt's limit of 72 bytes, which is counted in UTF-8 bytes, so "é" counts two.
public struct PasswordPolicy: Sendable, Equatable {
    /// The fewest characters (as a person counts them).
    public var minimumCharacters: Int
    /// The most bytes in UTF-8: bcrypt ignores anything after 72.
    public var maximumBytes: Int

    public init(minimumCharacters: Int = 8, maximumBytes: Int = 72) {
        self.minimumCharacters = minimumCharacters
        self.maximumBytes = maximumBytes
    }

    /// Throws the first rule the password breaks, naming `field`.
    public func check(_ password: String, name: String, field: String = "password") throws(AccountError) {
        guard !password.unicodeScalars.contains("\0") else { throw .passwordInvalid(field: field) }
        guard password.count >= minimumCharacters else { throw .passwordTooShort(minimum: minimumCharacters, field: field) }
        guard password.utf8.count <= maximumBytes else { throw .passwordTooLong(maximumBytes: maximumBytes, field: field) }
        let folded = password.lowercased()
        if Self.isName(folded, Account.key(for: name)) { throw .passwordIsName(field: field) }
        if CommonPasswords.contains(folded) { throw .passwordCommon(field: field) }
    }

    /// The name itself, or the name with only digits or punctuation around it ("alice1234", "!alice!").
    private static func isName(_ folded: String, _ key: String) -> Bool {
        guard !key.isEmpty else { return false }
        if folded == key || String(folded.reversed()) == key { return true }
        guard key.count >= 3, let range = folded.range(of: key) else { return false }
        let rest = folded[..<range.lowerBound] + folded[range.upperBound...]
        return rest.unicodeScalars.allSatisfy {
            CharacterSet.decimalDigits.contains($0) || CharacterSet.punctuationCharacters.contains($0)
                || CharacterSet.symbols.contains($0)
        }
    }
}
