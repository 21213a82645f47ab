import Foundation
import Testing

@testable import TableKit

/// Reordering a section's items (what a column sort does) keeps every item's location
/// right, by either path: a lookup per item for a small section, one pass over the location
/// table for a section holding much of the snapshot; and a copy taken before is untouched.
@Suite struct SnapshotReorderingTests {
    /// Sections 0 ("big", 300 items), 1 ("small", 5 items), 2 ("rest", 40 items).
    func snapshot<Item: Hashable & Sendable>(_ item: (Int) -> Item) -> Snapshot<String, Item> {
        var s = Snapshot<String, Item>()
        s.appendSections(["big", "small", "rest"])
        s.appendItems((0..<300).map(item), toSection: "big")
        s.appendItems((300..<305).map(item), toSection: "small")
        s.appendItems((305..<345).map(item), toSection: "rest")
        return s
    }

    /// A permutation of `0..<n` that moves every element (reversed, then rotated by 7).
    func order(_ n: Int) -> [Int] { (0..<n).map { (n - 1 - $0 + 7) % n } }

    func checkLocations<Item>(_ s: Snapshot<String, Item>) {
        for (section, id) in s.sectionIdentifiers.enumerated() {
            for (row, item) in (s.itemIdentifiers(inSection: id) ?? []).enumerated() {
                #expect(s.indexPath(ofItem: item) == IndexPath(row: row, section: section))
            }
        }
    }

    @Test(arguments: [0, 1, 2])
    func everyItemsLocationFollowsTheReorderOfAnySection(section: Int) {
        var s = snapshot { $0 }
        let before = s
        let items = s.itemsBySection[section]
        s.reorderItems(inSectionAt: section, by: order(items.count))
        #expect(s.itemsBySection[section] == order(items.count).map { items[$0] })
        checkLocations(s)
        #expect(s.numberOfItems == 345)
        #expect(before.itemIdentifiers == Array(0..<345), "the copy taken before keeps its order")
        checkLocations(before)
    }

    /// Keys that are not plain bytes (strings) are copied slot by slot, retained.
    @Test func itemsWithReferencesKeepTheirLocationsAndTheCopyItsOwn() {
        var s = snapshot { "item \($0) " + String(repeating: "x", count: 20) }
        let before = s
        s.reorderItems(inSectionAt: 0, by: order(300))
        checkLocations(s)
        checkLocations(before)
        let last = "item 299 " + String(repeating: "x", count: 20)
        #expect(s.indexPath(ofItem: last) == IndexPath(row: 7, section: 0))
        #expect(before.indexPath(ofItem: last) == IndexPath(row: 299, section: 0))
    }
}
