import Foundation

/// What a module knows about a moment that the state does not hold: readings in its own tables (a watch's active
/// energy, a scale's weight, a night's sleep), gathered by its store part before the coach weighs its options.
///
/// Each fact is named by a key type its module declares, so modules add facts without editing this file, and a
/// signal reads its own module's facts only:
///
/// ```swift
/// enum EnergyToday: CoachFactKey { typealias Value = EnergyBalance }
/// facts[EnergyToday.self] = balance   // the store part
/// m.facts[EnergyToday.self]           // a signal
/// ```
///
/// A fact that was not gathered is nil: a signal then reads the state alone, or is 0.
public struct CoachFacts: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    public init() {}

    public subscript<Key: CoachFactKey>(_ key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// These facts with `other`'s added (`other` wins where both hold a fact).
    public func merging(_ other: CoachFacts) -> CoachFacts {
        var merged = self
        merged.values.merge(other.values) { $1 }
        return merged
    }
}

/// The name of a fact and the type of its value.
public protocol CoachFactKey: SendableMetatype {
    associatedtype Value: Sendable
}
