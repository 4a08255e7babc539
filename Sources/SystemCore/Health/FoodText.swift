import Foundation

/// Food names and queries as search compares them: lower case, accents folded ("Café" is "cafe"), and anything
/// that is neither a letter nor a digit a space, so "Milk, 2%" and "milk 2" are the same words.
public enum FoodText {
    public static func folded(_ text: String) -> String {
        let plain = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var words: [Substring] = []
        var start: String.Index? = nil
        for index in plain.indices {
            let character = plain[index]
            if character.isLetter || character.isNumber {
                if start == nil { start = index }
            } else if let begun = start {
                words.append(plain[begun..<index])
                start = nil
            }
        }
        if let begun = start { words.append(plain[begun...]) }
        return words.joined(separator: " ")
    }

    /// A query's words, folded; empty when it has none.
    public static func terms(_ query: String) -> [String] {
        folded(query).split(separator: " ").map(String.init)
    }
}
