import Mustache
import Synchronization

/// A page model as the templates see it: its fields in a table made once, on the first `{{name}}` read of it.
///
/// swift-mustache looks up each `{{name}}` of a plain struct with a new `Mirror` of every object on its context
/// stack, each walking all the fields (and demangling their types) to find one: nearly half of the server's time
/// on Today. A table per value answers the same lookups with a hash. The answers are the ones reflection gives — a
/// field's value, an optional unwrapped, an absent or nil field not found (so the lookup goes on down the stack) —
/// and what the table holds is wrapped the same way, so nested rows are fast too. Values the templates print or
/// transform (text, numbers, flags, dates, lists of them) are handed over as they are. What to do with a value is
/// worked out once per type (dynamic casts cost as much as the reflection they replace).
final class MustacheModel: MustacheParent {
    private let value: Any
    /// The value itself when it answers lookups by name (a hand-written `MustacheParent`).
    private let parent: (any MustacheParent)?
    private lazy var fields: [String: Any] = {
        var fields: [String: Any] = [:]
        for case (let label?, let child) in Mirror(reflecting: value).children {
            if let wrapped = Self.wrap(child) { fields[label] = wrapped }
        }
        return fields
    }()

    private init(_ value: Any, parent: (any MustacheParent)?) {
        self.value = value
        self.parent = parent
    }

    func child(named name: String) -> Any? {
        if let parent { return parent.child(named: name).flatMap(Self.wrap) }
        return fields[name]
    }

    /// The value as the templates read it: a model in a table, a list of models as a list of tables, an optional
    /// unwrapped (nil when empty); anything else (text, numbers, dictionaries, sets, enums) unchanged.
    static func wrap(_ value: Any) -> Any? {
        switch shape(of: value) {
        case .asIs:
            return value
        case .model:
            return MustacheModel(value, parent: nil)
        case .parent:
            return MustacheModel(value, parent: value as? any MustacheParent)
        case .optional:
            return Mirror(reflecting: value).children.first.flatMap { wrap($0.value) }
        case .collection:
            let elements = Mirror(reflecting: value).children.map(\.value)
            guard let first = elements.first, shape(of: first) != .asIs else { return value }
            return elements.compactMap(wrap)
        }
    }

    private enum Shape {
        /// Printed, transformed or iterated by the templates as it is.
        case asIs
        /// A struct or class whose fields the templates read.
        case model
        /// A type that answers lookups by name itself.
        case parent
        case optional
        case collection
    }

    private static let shapes = Mutex<[ObjectIdentifier: Shape]>([:])

    private static func shape(of value: Any) -> Shape {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let known = shapes.withLock({ $0[type] }) { return known }
        let shape: Shape
        switch Mirror(reflecting: value).displayStyle {
        case .optional: shape = .optional  // first: a cast would look through it
        case .collection: shape = .collection
        case .struct, .class:
            if value is any MustacheParent {
                shape = .parent
            } else {
                let printed =
                    value is any CustomStringConvertible || value is MustacheLambda || value is any MustacheTransformable
                    || value is any MustacheCustomRenderable || value is any MustacheCustomRepresentation
                shape = printed ? .asIs : .model
            }
        default: shape = .asIs
        }
        shapes.withLock { $0[type] = shape }
        return shape
    }
}
