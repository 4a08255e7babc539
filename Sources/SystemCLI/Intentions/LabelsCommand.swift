import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

struct Labels: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "labels", abstract: "List your labels, or add one with --add.")

    @Option(help: ArgumentHelp("A new label's name.", valueName: "NAME"))
    var add: String?

    @Flag(help: "Mark the new label as a distraction (default: traction).")
    var distraction = false

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await store.withService { service in
            var state = try await service.state()
            if let add {
                state = try await service.execute(.createLabel(name: add, kind: distraction ? .distraction : .traction)).state
            }
            if output.json { return say(JSONText.encode(["labels": state.sortedLabels.map(LabelJSON.init)])) }
            for label in state.sortedLabels {
                say("\(label.id.rawValue.padded(toWidth: 16)) \(label.kind.rawValue)")
            }
        }
    }
}
