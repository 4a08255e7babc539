import Foundation

/// Values from a request made safe for a log line.
///
/// A name typed into the sign-in form could hold a newline and a fake second log line ("ana\nsign-in succeeded …"),
/// or terminal escape sequences. Every such value is quoted, and inside the quotes backslashes, quotes, control
/// and invisible formatting characters are written as escapes, so one request is always one line that says
/// exactly what was sent.
enum LogText {
    /// The longest value written; the rest is cut off and marked with "…".
    static let limit = 64

    /// `value` in double quotes, with `\\`, `\"`, `\n`, `\r`, `\t` and `\u{…}` escapes, cut to ``limit`` characters.
    static func quoted(_ value: String, limit: Int = LogText.limit) -> String {
        var text = "\""
        for (index, character) in value.enumerated() {
            if index == limit {
                text += "…"
                break
            }
            for scalar in character.unicodeScalars {
                text += escaped(scalar)
            }
        }
        return text + "\""
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\\": return "\\\\"
        case "\"": return "\\\""
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            switch scalar.properties.generalCategory {
            // Control characters, invisible format characters (bidi overrides, zero-width joiners), line and
            // paragraph separators, private-use and unassigned code points.
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
                return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                return String(scalar)
            }
        }
    }
}
