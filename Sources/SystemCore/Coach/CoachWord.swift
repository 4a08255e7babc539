import Foundation

/// A word a module's messages use as `{name}`, filled for the moment; `generic` stands in when the moment has no
/// value for it (the explain view and the catalogue show messages that did not win, too).
public struct CoachWord: Sendable {
    public let name: String
    public let generic: String
    let value: @Sendable (CoachMoment) -> String?

    public init(_ name: String, generic: String, _ value: @escaping @Sendable (CoachMoment) -> String?) {
        self.name = name
        self.generic = generic
        self.value = value
    }
}
