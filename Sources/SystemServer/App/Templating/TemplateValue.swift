/// A page model as the templates read it: text to print, a flag for a section, a list to repeat or an object whose
/// fields are looked up by name.
///
/// Page models are plain `Encodable` structs; ``TemplateEncoder`` turns one into this tree through the compiler's
/// synthesised `encode(to:)`, with no reflection: looking fields up with `Mirror` and dynamic casts (as
/// swift-mustache does) was over half of the server's time on Today.
enum TemplateValue: Sendable {
    case text(String)
    case flag(Bool)
    case list([TemplateValue])
    case object(TemplateObject)

    /// The value printed by `{{name}}`: text as it is, a flag as `true`/`false`, an object as ``TemplateObject/printed``.
    var printed: String {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag ? "true" : "false"
        case .list(let values): "[" + values.map(\.printed).joined(separator: ", ") + "]"
        case .object(let object): object.printed
        }
    }
}

/// An encoded struct: its fields in the order they were encoded (a field that was nil is absent, so a lookup goes on
/// to the outer scope, as in Mustache). A list of a dozen names is searched faster than a dictionary is built.
final class TemplateObject: @unchecked Sendable {
    // @unchecked: filled in while encoding, on one task, and only read afterwards.
    /// Names and values side by side in one array: two arrays grown one field at a time cost twice the allocations.
    /// Not checked for overlapping access at run time (the check was a tenth of encoding and of looking names up):
    /// so no access to `fields` or `nestedLists` may call code that reaches the same object, as none here does
    /// (each value is built before the access that stores it begins).
    @exclusivity(unchecked) private var fields: [(name: String, value: TemplateValue)] = []
    /// Lists a hand-written `encode(to:)` filled through `nestedUnkeyedContainer(forKey:)`.
    @exclusivity(unchecked) fileprivate var nestedLists: [String: ListBox] = [:]

    init(fields: KeyValuePairs<String, TemplateValue> = [:]) {
        for (name, value) in fields { self[name] = value }
    }

    subscript(name: String) -> TemplateValue? {
        get {
            // The last one, as `add` may have written a name twice and a later write replaces an earlier one.
            if let index = fields.lastIndex(where: { $0.name == name }) { return fields[index].value }
            return nestedLists.isEmpty ? nil : nestedLists[name].map { .list($0.values) }
        }
        set {
            if let index = fields.lastIndex(where: { $0.name == name }) {
                if let newValue { fields[index].value = newValue } else { fields.remove(at: index) }
            } else if let newValue {
                fields.append((name, newValue))
            }
        }
    }

    /// Adds a field without looking for one of the same name: an encoder writes each field once, and searching the
    /// fields before each write made encoding a struct of n fields take n² comparisons (a twentieth of a day page's
    /// time). Written twice, the later one is read.
    fileprivate func add(_ name: String, _ value: TemplateValue?) {
        guard let value else { return }
        // Room for a typical model's fields at the first write, rather than growing through 1, 2, 4 and 8.
        if fields.isEmpty { fields.reserveCapacity(8) }
        fields.append((name, value))
    }

    /// How `{{value}}` prints a whole object: an enum case without a payload (encoded as its name over an empty
    /// object) prints its name, as Swift describes it; a struct prints nothing.
    var printed: String {
        guard fields.count == 1, case .object(let inner) = fields[0].value, inner.fields.isEmpty else { return "" }
        return fields[0].name
    }
}

/// Encodes a page model into a ``TemplateValue``: strings and numbers become text, booleans flags, arrays and sets
/// lists, structs objects. A value encoded as one text (an enum with raw values, a date, an identifier) is printed as
/// Swift describes it (`String(describing:)`), as Mustache prints any value.
enum TemplateEncoder {
    static func encode<T: Encodable>(_ value: T) -> TemplateValue? {
        if T.self == String.self { return .text(value as! String) }
        if T.self == Bool.self { return .flag(value as! Bool) }
        if T.self == Int.self { return .text(String(value as! Int)) }
        let encoder = Encoding()
        // Page models hold only values whose encoding cannot fail (no custom encode(to:) that throws).
        try? value.encode(to: encoder)
        switch encoder.storage {
        case .none: return nil
        case .object(let object): return .object(object)
        case .list(let list): return .list(list.values)
        case .single(.text?): return .text(String(describing: value))
        case .single(let value): return value
        }
    }
}

/// A list being encoded; a list nested in it is filled after it is added, so it is read at the end.
private final class ListBox {
    private enum Item {
        case value(TemplateValue)
        case list(ListBox)
    }
    private var items: [Item] = []

    var count: Int { items.count }
    func append(_ value: TemplateValue) { items.append(.value(value)) }
    func appendList() -> ListBox {
        let list = ListBox()
        items.append(.list(list))
        return list
    }

    var values: [TemplateValue] {
        items.map {
            switch $0 {
            case .value(let value): value
            case .list(let list): .list(list.values)
            }
        }
    }
}

private final class Encoding: Encoder {
    enum Storage {
        case none
        case object(TemplateObject)
        case list(ListBox)
        case single(TemplateValue?)
    }

    var storage = Storage.none
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    var object: TemplateObject {
        if case .object(let object) = storage { return object }
        let object = TemplateObject()
        storage = .object(object)
        return object
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed(object: object))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .list(let list) = storage { return Unkeyed(list: list) }
        let list = ListBox()
        storage = .list(list)
        return Unkeyed(list: list)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoding: self) }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let object: TemplateObject
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) { object[key.stringValue] = nil }
        mutating func encode(_ value: Bool, forKey key: Key) { object.add(key.stringValue, .flag(value)) }
        mutating func encode(_ value: String, forKey key: Key) { object.add(key.stringValue, .text(value)) }
        mutating func encode(_ value: Int, forKey key: Key) { object.add(key.stringValue, .text(String(value))) }
        mutating func encode(_ value: Double, forKey key: Key) { object.add(key.stringValue, .text(String(describing: value))) }
        mutating func encode(_ value: Float, forKey key: Key) { object.add(key.stringValue, .text(String(describing: value))) }
        mutating func encode(_ value: Int8, forKey key: Key) { object.add(key.stringValue, .text(String(describing: value))) }
        mutating func encode(_ value: Int16, forKey key: Key) { object.add(key.stringValue, .text(String(describing: value))) }
        mutating func encode(_ value: Int32, forKey key: Key) { object.add(key.stringValue, .text(String(describing: value))) }
        mutating func encode(_ value: Int64, forKey key: Key) { object.add(key.stringValue, .text(String(describing: value))) }
        mutating func encode(_ value: UInt, forKey key: Key) { object.add(key.stringValue, .text(String(describing: value))) }
        mutating func encode(_ value: UInt8, forKey key: Key) { object.add(key.stringValue, .text(String(describing: value))) }
        mutating func encode(_ value: UInt16, forKey key: Key) { object.add(key.stringValue, .text(String(describing: value))) }
        mutating func encode(_ value: UInt32, forKey key: Key) { object.add(key.stringValue, .text(String(describing: value))) }
        mutating func encode(_ value: UInt64, forKey key: Key) { object.add(key.stringValue, .text(String(describing: value))) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
            object.add(key.stringValue, TemplateEncoder.encode(value))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            let nested = TemplateObject()
            object[key.stringValue] = .object(nested)
            return KeyedEncodingContainer(Keyed<NestedKey>(object: nested))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let list = ListBox()
            object.nestedLists[key.stringValue] = list
            return Unkeyed(list: list)
        }

        mutating func superEncoder() -> any Encoder { Encoding() }
        mutating func superEncoder(forKey key: Key) -> any Encoder { Encoding() }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let list: ListBox
        var codingPath: [any CodingKey] { [] }
        var count: Int { list.count }

        mutating func encodeNil() {}
        mutating func encode(_ value: String) { list.append(.text(value)) }
        mutating func encode(_ value: Bool) { list.append(.flag(value)) }
        mutating func encode(_ value: Int) { list.append(.text(String(describing: value))) }
        mutating func encode(_ value: Double) { list.append(.text(String(describing: value))) }
        mutating func encode(_ value: Float) { list.append(.text(String(describing: value))) }
        mutating func encode(_ value: Int8) { list.append(.text(String(describing: value))) }
        mutating func encode(_ value: Int16) { list.append(.text(String(describing: value))) }
        mutating func encode(_ value: Int32) { list.append(.text(String(describing: value))) }
        mutating func encode(_ value: Int64) { list.append(.text(String(describing: value))) }
        mutating func encode(_ value: UInt) { list.append(.text(String(describing: value))) }
        mutating func encode(_ value: UInt8) { list.append(.text(String(describing: value))) }
        mutating func encode(_ value: UInt16) { list.append(.text(String(describing: value))) }
        mutating func encode(_ value: UInt32) { list.append(.text(String(describing: value))) }
        mutating func encode(_ value: UInt64) { list.append(.text(String(describing: value))) }
        mutating func encode<T: Encodable>(_ value: T) {
            if let value = TemplateEncoder.encode(value) { list.append(value) }
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let nested = TemplateObject()
            list.append(.object(nested))
            return KeyedEncodingContainer(Keyed<NestedKey>(object: nested))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            Unkeyed(list: list.appendList())
        }
        mutating func superEncoder() -> any Encoder { Encoding() }
    }

    struct Single: SingleValueEncodingContainer {
        let encoding: Encoding
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { encoding.storage = .single(nil) }
        mutating func encode(_ value: Bool) { encoding.storage = .single(.flag(value)) }
        mutating func encode(_ value: String) { encoding.storage = .single(.text(value)) }
        mutating func encode(_ value: Int) { encoding.storage = .single(.text(String(describing: value))) }
        mutating func encode(_ value: Double) { encoding.storage = .single(.text(String(describing: value))) }
        mutating func encode(_ value: Float) { encoding.storage = .single(.text(String(describing: value))) }
        mutating func encode(_ value: Int8) { encoding.storage = .single(.text(String(describing: value))) }
        mutating func encode(_ value: Int16) { encoding.storage = .single(.text(String(describing: value))) }
        mutating func encode(_ value: Int32) { encoding.storage = .single(.text(String(describing: value))) }
        mutating func encode(_ value: Int64) { encoding.storage = .single(.text(String(describing: value))) }
        mutating func encode(_ value: UInt) { encoding.storage = .single(.text(String(describing: value))) }
        mutating func encode(_ value: UInt8) { encoding.storage = .single(.text(String(describing: value))) }
        mutating func encode(_ value: UInt16) { encoding.storage = .single(.text(String(describing: value))) }
        mutating func encode(_ value: UInt32) { encoding.storage = .single(.text(String(describing: value))) }
        mutating func encode(_ value: UInt64) { encoding.storage = .single(.text(String(describing: value))) }
        mutating func encode<T: Encodable>(_ value: T) { encoding.storage = .single(TemplateEncoder.encode(value)) }
    }
}
