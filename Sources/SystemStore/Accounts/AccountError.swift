import Foundation

/// Why the account service refused: a code for programs, one readable sentence naming the field for people, and
/// the HTTP status the server answers with.
public struct AccountError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A stable identifier: `name_taken`, `password_too_short`, `bad_credentials`, `throttled`, …
    public let code: String
    /// One readable sentence that names the field.
    public let message: String
    /// The form field at fault (`name`, `password`, `current_password`), if one is.
    public let field: String?
    /// The HTTP status: 400, 401, 403, 404, 409 or 429.
    public let status: Int
    /// Seconds to wait before trying again, for 429.
    public let retryAfter: Int?

    public init(code: String, message: String, field: String? = nil, status: Int, retryAfter: Int? = nil) {
        self.code = code
        self.message = message
        self.field = field
        self.status = status
        self.retryAfter = retryAfter
    }

    public var description: String { message }

    // MARK: Names

    public static let nameEmpty = AccountError(code: "name_empty", message: "The name is empty.", field: "name", status: 400)
    public static func nameTooLong(limit: Int) -> AccountError {
        AccountError(code: "name_too_long", message: "The name is too long: at most \(limit) characters.", field: "name", status: 400)
    }
    public static let nameInvalid = AccountError(
        code: "name_invalid", message: "The name may only hold the letters a–z and A–Z, digits, “.”, “_” and “-”.",
        field: "name", status: 400)
    public static func nameTaken(_ name: String) -> AccountError {
        AccountError(code: "name_taken", message: "The name “\(name)” is taken.", field: "name", status: 409)
    }

    // MARK: Passwords

    public static func passwordTooShort(minimum: Int, field: String = "password") -> AccountError {
        AccountError(
            code: "password_too_short", message: "The password is too short: at least \(minimum) characters.",
            field: field, status: 400)
    }
    public static func passwordTooLong(maximumBytes: Int, field: String = "password") -> AccountError {
        AccountError(
            code: "password_too_long",
            message: "The password is too long: at most \(maximumBytes) bytes (a letter like é or a symbol takes two or more).",
            field: field, status: 400)
    }
    public static func passwordCommon(field: String = "password") -> AccountError {
        AccountError(
            code: "password_common", message: "The password is one of the most common ones; choose another.",
            field: field, status: 400)
    }
    public static func passwordIsName(field: String = "password") -> AccountError {
        AccountError(code: "password_is_name", message: "The password must not be the account's name.", field: field, status: 400)
    }
    public static func passwordInvalid(field: String = "password") -> AccountError {
        AccountError(code: "password_invalid", message: "The password must not contain a NUL character.", field: field, status: 400)
    }

    // MARK: Signing in

    public static let badCredentials = AccountError(
        code: "bad_credentials", message: "The name or the password is wrong.", field: "password", status: 401)
    public static let wrongCurrentPassword = AccountError(
        code: "bad_credentials", message: "The current password is wrong.", field: "current_password", status: 403)
    public static func throttled(retryAfter: Int) -> AccountError {
        AccountError(
            code: "throttled",
            message: "Too many wrong passwords: try again in \(waitingTime(seconds: retryAfter)).",
            status: 429, retryAfter: retryAfter)
    }
    public static let disabled = AccountError(code: "disabled", message: "This account is disabled.", status: 403)
    public static let registrationClosed = AccountError(
        code: "registration_closed", message: "Registration is closed: ask the server's administrator for an account.", status: 403)

    // MARK: Accounts and tokens

    public static func noSuchAccount(_ name: String) -> AccountError {
        AccountError(code: "no_such_account", message: "There is no account named “\(name)”.", field: "name", status: 404)
    }
    public static let noSuchUser = AccountError(code: "no_such_account", message: "There is no such account.", status: 404)
    public static let tokenNameEmpty = AccountError(
        code: "token_name_empty", message: "The token's name is empty.", field: "name", status: 400)
    public static let tokenNameInvalid = AccountError(
        code: "token_name_invalid", message: "The token's name must not contain control characters.", field: "name", status: 400)
    public static func tokenNameTooLong(limit: Int) -> AccountError {
        AccountError(
            code: "token_name_too_long", message: "The token's name is too long: at most \(limit) characters.",
            field: "name", status: 400)
    }
}

extension AccountError {
    /// Seconds as a person says them: "1 second", "40 seconds", "3 minutes".
    static func waitingTime(seconds: Int) -> String {
        if seconds < 60 { return seconds == 1 ? "1 second" : "\(seconds) seconds" }
        let minutes = (seconds + 59) / 60
        return minutes == 1 ? "1 minute" : "\(minutes) minutes"
    }
}
