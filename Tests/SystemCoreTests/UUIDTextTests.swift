import Foundation
import Testing

@testable import SystemCore

/// UUIDs read and written byte by byte give the text Foundation gives, and refuse every other text.
@Suite struct UUIDTextTests {
    static let uuids: [UUID] =
        [
            UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
            UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255)),
            UUID(uuidString: "3F2504E0-4F89-41D3-9A0C-0305E82C3301")!,
        ] + (0..<64).map { _ in UUID() } + (0..<64).map { _ in UUID.random() }

    @Test func aRandomUUIDIsVersionFourAndNeverRepeats() {
        // Given ten thousand random UUIDs
        let uuids = (0..<10_000).map { _ in UUID.random() }
        // Then each says it is random (version 4) of RFC 9562's variant, as Foundation's UUID() does
        for uuid in uuids {
            let text = UUIDText.string(uuid)
            #expect(Array(text)[14] == "4")
            #expect("89ab".contains(Array(text)[19]))
        }
        // And no two are the same
        #expect(Set(uuids).count == uuids.count)
    }

    @Test(arguments: uuids)
    func aUUIDIsWrittenAsFoundationWritesItInLowercase(_ uuid: UUID) {
        // Given a UUID, When it is written, Then the text is Foundation's, lowercased
        let text = UUIDText.string(uuid)
        #expect(text == uuid.uuidString.lowercased())

        // And appended to bytes already there, it is the same text after them
        var bytes = Array("id=".utf8)
        UUIDText.append(uuid, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "id=" + text)
    }

    @Test(arguments: uuids)
    func aUUIDIsReadBackInEitherCase(_ uuid: UUID) {
        // Given the text of a UUID, lowercase and uppercase, When it is read, Then it is the same UUID
        #expect(UUIDText.parse(uuid.uuidString.lowercased()) == uuid)
        #expect(UUIDText.parse(uuid.uuidString) == uuid)
        #expect(UUIDText.parse(Array(uuid.uuidString.lowercased().utf8)[...]) == uuid)
        // And an identifier reads and writes it the same way
        #expect(IntentionID(uuid.uuidString)?.description == uuid.uuidString.lowercased())
    }

    @Test(arguments: [
        "", "3f2504e0", "3f2504e0-4f89-41d3-9a0c-0305e82c330", "3f2504e0-4f89-41d3-9a0c-0305e82c33011",
        "3f2504e04f8941d39a0c0305e82c3301", "3f2504e0-4f89-41d3-9a0c0305e82c3301-", "3f2504e0_4f89_41d3_9a0c_0305e82c3301",
        "3f2504e-04f89-41d3-9a0c-0305e82c3301", "3f2504e0-4f89-41d3-9a0c-0305e82c330g", "{3f2504e0-4f89-41d3-9a0c-0305e82c33}",
        " 3f2504e0-4f89-41d3-9a0c-0305e82c330", "+3f2504e0-4f89-41d3-9a0c-0305e82c330", "3f2504e0-4f89-41d3-9a0c-0305e82c33 1",
        "3f2504e0-4f89-41d3-9a0c-0305e82c33é", "３f2504e0-4f89-41d3-9a0c-0305e82c3301",
    ])
    func anyOtherTextIsRefused(_ text: String) {
        #expect(UUIDText.parse(text) == nil)
        #expect(UUIDText.parse(Array(text.utf8)[...]) == nil)
    }
}
