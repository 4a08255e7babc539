import Foundation
import SystemStore
import Testing

/// The rules for names and passwords, without a store.
@Suite struct PasswordPolicyTests {
    let policy = PasswordPolicy()

    @Test(arguments: [
        ("short", "password_too_short"),  // 5 characters
        ("seven77", "password_too_short"),  // 7
        ("ééééééé", "password_too_short"),  // 7 characters though 14 bytes
        (String(repeating: "é", count: 37), "password_too_long"),  // 37 characters, 74 bytes
        (String(repeating: "x", count: 73), "password_too_long"),
        (String(repeating: "🙂", count: 19), "password_too_long"),  // 19 characters, 76 bytes
        ("password", "password_common"),
        ("PassWord1", "password_common"),
        ("qwerty123", "password_common"),
        ("iloveyou", "password_common"),
        ("alice.smith", "password_is_name"),
        ("ALICE.SMITH", "password_is_name"),
        ("alice.smith2026!", "password_is_name"),
        ("htims.ecila", "password_is_name"),
        ("has\0nul-inside", "password_invalid"),
    ])
    func aPasswordIsRefused(_ password: String, _ code: String) throws {
        let error = try #require(throws: AccountError.self) { try policy.check(password, name: "alice.smith") }
        #expect(error.code == code)
        #expect(error.field == "password")
        #expect(error.status == 400)
    }

    @Test(arguments: [
        "eight888",  // exactly 8 characters
        "éééééééé",  // 8 characters, 16 bytes
        String(repeating: "x", count: 72),  // 72 bytes
        String(repeating: "é", count: 36),  // 36 characters, 72 bytes
        "correct horse battery staple, and then some more words to be at 64",  // a long passphrase
        "no digits or symbols at all",
        "alice.smith and a whole sentence",  // the name inside a longer password is fine
    ])
    func aPasswordIsAccepted(_ password: String) throws {
        try policy.check(password, name: "alice.smith")
    }

    @Test func aSixtyFourCharacterPassphraseIsAccepted() throws {
        let passphrase = String("gentle rivers carry old stones down to the quiet sea every spring".prefix(64))
        #expect(passphrase.count == 64)
        try policy.check(passphrase, name: "alice")
    }

    @Test func theTooLongMessageSaysBytes() throws {
        let error = try #require(throws: AccountError.self) {
            try policy.check(String(repeating: "ü", count: 40), name: "alice")
        }
        #expect(error.message.contains("at most 72 bytes"))
    }

    @Test func theFieldIsNamedAsAsked() throws {
        let error = try #require(throws: AccountError.self) { try policy.check("short", name: "a", field: "new_password") }
        #expect(error.field == "new_password")
    }

    @Test func theCommonListHasHundredsOfLowerCasedEntries() {
        #expect(CommonPasswords.count >= 300)
        #expect(CommonPasswords.contains("123456789"))
        #expect(CommonPasswords.contains("Password123"))
        #expect(!CommonPasswords.contains("gentle rivers carry old stones"))
    }

    @Test(arguments: ["a", "alice", "Alice.Smith", "bob_1", "x-y", String(repeating: "z", count: 32), "  padded  "])
    func aNameIsAccepted(_ name: String) throws {
        #expect(try AccountName.validated(name) == name.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: [
        ("", "name_empty"), ("   ", "name_empty"), ("with space", "name_invalid"), ("émile", "name_invalid"),
        ("a/b", "name_invalid"), ("new\nline", "name_invalid"), (String(repeating: "z", count: 33), "name_too_long"),
    ])
    func aNameIsRefused(_ name: String, _ code: String) throws {
        let error = try #require(throws: AccountError.self) { try AccountName.validated(name) }
        #expect(error.code == code)
        #expect(error.field == "name")
        #expect(error.message.contains("name"))
    }

    @Test(arguments: [
        ("alice", "\"alice\""),
        ("evil\nsign-in succeeded", "\"evil\\u{a}sign-in\\u{20}succeeded\""),
        ("a\"b\\c", "\"a\\\"b\\\\c\""),
        ("\u{1b}[31mred", "\"\\u{1b}[31mred\""),
        ("ünï", "\"\\u{fc}n\\u{ef}\""),
    ])
    func logValuesCannotForgeALine(_ input: String, _ logged: String) {
        #expect(LogSafe.quoted(input) == logged)
        #expect(!LogSafe.quoted(input).contains("\n"))
    }

    @Test func longLogValuesAreCut() {
        #expect(LogSafe.quoted(String(repeating: "a", count: 500), limit: 10) == "\"aaaaaaaaaa…\"")
    }

    @Test func secretsAreRandomBase64URLAndHashedAsHex() {
        let tokens = (0..<100).map { _ in Secrets.token() }
        #expect(Set(tokens).count == 100)
        for token in tokens {
            #expect(token.count == 43)  // 32 bytes, base64 without padding
            #expect(token.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        }
        #expect(Secrets.accessToken().hasPrefix("sys_"))
        #expect(Secrets.sha256Hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
