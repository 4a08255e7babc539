import Foundation

/// The labels a user tags intentions with: the starter set and those they created.
public struct LabelBook: ModuleState {
    public private(set) var labels: [LabelID: Label]

    public init(context: ModuleContext) {
        labels = Dictionary(uniqueKeysWithValues: Label.starterSet.map { ($0.id, $0) })
    }

    public static let folds = Folds<LabelBook>()
        .on(DomainEvent.LabelCreated.self) { book, e in book.labels[e.label.id] = e.label }

    /// In a snapshot (``BinaryWriter``'s form, read by every command that shows an intention): the labels sorted
    /// by id, so the same book writes the same bytes.
    public func snapshotHead() throws -> Data {
        BinaryWriter.data { writer in
            writer.int(labels.count)
            for label in labels.values.sorted(by: { $0.id < $1.id }) {
                writer.string(label.id.rawValue)
                writer.string(label.name)
                writer.string(label.kind.rawValue)
            }
        }
    }

    public init(snapshotHead: Data, context: ModuleContext, load: PartLoad) throws {
        let list = try BinaryReader.whole(snapshotHead) { reader in
            try (0..<reader.count()).map { _ in
                Label(id: LabelID(storedID: try reader.string()), name: try reader.string(), kind: try reader.raw(Label.Kind.self))
            }
        }
        labels = Dictionary(list.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
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
