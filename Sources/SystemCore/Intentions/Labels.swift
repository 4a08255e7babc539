import Foundation

/// The labels a user tags intentions with: the starter set and those they created.
public struct LabelBook: ModuleState, Codable {
    public private(set) var labels: [LabelID: Label]

    public init(context: ModuleContext) {
        labels = Dictionary(uniqueKeysWithValues: Label.starterSet.map { ($0.id, $0) })
    }

    public static let folds = Folds<LabelBook>()
        .on(DomainEvent.LabelCreated.self) { book, e in book.labels[e.label.id] = e.label }

    // In a snapshot, the labels as a list sorted by id, so the same book writes the same bytes (a dictionary with
    // keys that are not strings is written in its own order, which differs between two equal dictionaries).
    private enum CodingKeys: CodingKey { case labels }

    public init(from decoder: any Decoder) throws {
        let list = try decoder.container(keyedBy: CodingKeys.self).decode([Label].self, forKey: .labels)
        labels = Dictionary(list.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(labels.values.sorted { $0.id < $1.id }, forKey: .labels)
    }
}

extension UserState {
    /// The user's intentions.
    public var intentions: IntentionLog { self[IntentionLog.self] }

    /// Every label by id.
    public var labels: [LabelID: Label] { self[LabelBook.self].labels }

    /// Labels sorted for display: traction first, then by name.
    public var sortedLabels: [Label] {
        labels.values.sorted { ($0.kind == .distraction ? 1 : 0, $0.name) < ($1.kind == .distraction ? 1 : 0, $1.name) }
    }

    /// Resolves a label given by id or name.
    public func label(named text: String) -> Label? {
        LabelID(name: text).flatMap { labels[$0] }
    }
}
