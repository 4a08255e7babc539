/// Text from a request made safe for one log line: quoted, with quotes, backslashes, spaces, control and
/// non-ASCII characters escaped, and cut to a length, so no input can forge a line or a field.
public enum LogSafe {
    public static func quoted(_ text: String, limit: Int = 64) -> String {
        var result = "\""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if index == limit {
                result += "…"
                break
            }
            switch scalar.value {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x21...0x7E: result.unicodeScalars.append(scalar)
            default: result += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
        return result + "\""
    }
}
