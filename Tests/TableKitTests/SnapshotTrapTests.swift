import Foundation
import Testing

@testable import TableKit

/// The mutators in UIKit's spellings trap on a programmer's mistake with a message naming
/// the identifier; the `checked` forms throw the same error instead.
@Suite struct SnapshotTrapTests {
    /// A snapshot with sections A and B holding items a, b (A) and c (B).
    static func abc() -> Snapshot<String, String> {
        var s = Snapshot<String, String>()
        s.appendSections(["A", "B"])
        s.appendItems(["a", "b"], toSection: "A")
        s.appendItems(["c"], toSection: "B")
        return s
    }

    @Test func uikitSpellingsBuildAndEditWithoutTry() {
        var s = Self.abc()
        s.insertItems(["x"], beforeItem: "a")
        s.insertItems(["y"], afterItem: "c")
        s.moveItem("b", beforeItem: "x")
        s.moveItem("a", afterItem: "y")
        s.deleteItems(["x"])
        s.insertSections(["Z"], beforeSection: "A")
        s.insertSections(["C"], afterSection: "B")
        s.moveSection("Z", afterSection: "C")
        s.moveSection("C", beforeSection: "A")
        s.reloadItems(["b"])
        s.reconfigureItems(["c"])
        s.deleteSections(["Z"])
        s.reloadSections(["B"])
        s.checkInvariants()
        #expect(s.sectionIdentifiers == ["C", "A", "B"])
        #expect(s.itemIdentifiersBySection == [[], ["b"], ["c", "y", "a"]])
        #expect(s.reloadedItemIdentifiers == ["b"])
        #expect(s.reconfiguredItemIdentifiers == ["c"])
        #expect(s.reloadedSectionIdentifiers == ["B"])
    }

    /// Each checked form's error for one mistake, and the message the UIKit spelling traps with.
    static let mistakes:
        [(name: String, run: @Sendable (inout Snapshot<String, String>) throws(SnapshotError) -> Void, message: String)] =
            [
                (
                    "append twice",
                    { s throws(SnapshotError) in try s.checkedAppendItems(["x", "x"], toSection: "A") },
                    "Invalid snapshot update: appendItems(_:toSection:): item x appears twice in the identifiers given (at positions 0 and 1); each item may appear once."
                ),
                (
                    "append to unknown section",
                    { s throws(SnapshotError) in try s.checkedAppendItems(["x"], toSection: "Q") },
                    "Invalid snapshot update: appendItems(_:toSection:): section Q is not in the snapshot."
                ),
                (
                    "insert present", { s throws(SnapshotError) in try s.checkedInsertItems(["c"], beforeItem: "a") },
                    "Invalid snapshot update: insertItems(_:beforeItem:): item c is already in the snapshot, in section B at index 0; delete or move it instead."
                ),
                (
                    "delete missing", { s throws(SnapshotError) in try s.checkedDeleteItems(["q"]) },
                    "Invalid snapshot update: deleteItems(_:): item q is not in the snapshot."
                ),
                (
                    "reconfigure missing", { s throws(SnapshotError) in try s.checkedReconfigureItems(["q"]) },
                    "Invalid snapshot update: reconfigureItems(_:): item q is not in the snapshot."
                ),
                (
                    "append present section", { s throws(SnapshotError) in try s.checkedAppendSections(["B"]) },
                    "Invalid snapshot update: appendSections(_:): section B is already in the snapshot at index 1; use moveSection to move it."
                ),
            ]

    @Test(arguments: mistakes.indices)
    func checkedFormThrowsTheErrorTheUIKitSpellingTrapsWith(_ i: Int) {
        let mistake = Self.mistakes[i]
        var s = Self.abc()
        do throws(SnapshotError) {
            try mistake.run(&s)
            Issue.record("\(mistake.name): expected a throw")
        } catch {
            #expect(error.trapMessage == mistake.message, "\(mistake.name)")
        }
        #expect(s == Self.abc(), "\(mistake.name): unchanged")
    }

    @Test func duplicateItemTrapsWithAMessageNamingIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = Snapshot<String, String>()
            s.appendSections(["A"])
            s.appendItems(["milk", "milk"], toSection: "A")
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains("Invalid snapshot update: appendItems(_:toSection:): item milk appears twice"))
    }

    @Test func deletingAMissingItemTrapsWithAMessageNamingIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = Snapshot<String, String>()
            s.appendSections(["A"])
            s.deleteItems(["bread"])
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains("Invalid snapshot update: deleteItems(_:): item bread is not in the snapshot."))
    }
}
