import Foundation
import Testing

@testable import TableKit

/// The invariant checkers themselves: on in debug builds, silent on consistent values, and
/// trapping on values corrupted behind the types' backs (each in a child process).
@Suite struct InvariantCheckTests {
    @Test func checksAreOnInDebugBuilds() {
        #if DEBUG
        #expect(InternalChecks.isEnabled)
        #else
        #expect(!InternalChecks.isEnabled)
        #endif
    }

    @Test func consistentValuesPass() throws {
        var tree = FenwickTree([3, 0, 2, 5, 1])
        tree.set(1, to: 4)
        tree._checkInvariants()
        var geometry = RowGeometry(
            tableHeaderHeight: 2,
            sections: [
                .init(header: 1, footer: 0, rowCount: 3, rows: .uniform(1)),
                .init(gap: 1, header: 1, footer: 1, rowCount: 2, rows: .uniform(2)),
            ])
        geometry.setHeight(3, forRowAt: IndexPath(row: 1, section: 0))
        geometry._checkInvariants()
        #expect(geometry.contentHeight == 2 + (1 + 1 + 3 + 1) + (1 + 1 + 4 + 1))
        var update = BatchUpdate()
        update.deleteRows(at: [IndexPath(row: 0, section: 0)])
        update.insertRows(at: [IndexPath(row: 2, section: 1)])
        let mapping = try update.validate(oldRowCounts: [3, 2], newRowCounts: [2, 3])
        mapping._checkInvariants()
        #expect(mapping.newIndexPath(forOld: IndexPath(row: 1, section: 0)) == IndexPath(row: 0, section: 0))
    }

    #if DEBUG
    @Test func aFenwickNodeThatDisagreesWithItsValuesTraps() async {
        await #expect(processExitsWith: .failure) {
            var tree = FenwickTree([1, 2, 3, 4])
            tree.tree[2] += 1
            tree._checkInvariants()
        }
    }

    @Test func aSectionStartThatDisagreesWithTheHeightsTraps() async {
        await #expect(processExitsWith: .failure) {
            var geometry = RowGeometry(sections: [
                .init(header: 1, footer: 0, rowCount: 3, rows: .uniform(1)),
                .init(header: 1, footer: 0, rowCount: 3, rows: .uniform(1)),
            ])
            geometry.sectionStarts[1] += 1
            geometry._checkInvariants()
        }
    }

    @Test func aNegativeRowHeightTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = FenwickTree([1, -1, 2])
        }
    }
    #endif
}
