extension SnapshotLocationTable {
    /// Checks that the slot count is 0 or a power of two at most ¾ full, that `count` is
    /// the number of occupied slots, and that every key is found from its home slot
    /// (no empty slot between its home and its slot). Called by the snapshot's own check
    /// in checks builds (see ``InternalChecks``).
    /// - Complexity: O(slots) when checks are on; nothing otherwise.
    @inline(__always)
    func _checkInvariants() {
        #if TABLEKIT_INTERNAL_CHECKS
        let s = storage
        InternalChecks.require(
            s.slotCount == 0 || (s.slotCount >= 8 && s.slotCount & (s.slotCount - 1) == 0),
            "SnapshotLocationTable", "\(s.slotCount) slots, not 0 or a power of two ≥ 8")
        InternalChecks.require(s.count <= capacity, "SnapshotLocationTable", "\(s.count) keys in \(s.slotCount) slots")
        var occupied = 0
        for i in 0..<s.slotCount where s.isOccupied(i) {
            occupied += 1
            let (j, found) = s.find(s.keyPointer(i).pointee)
            InternalChecks.require(found && j == i, "SnapshotLocationTable", "the key in slot \(i) is found at \(j)")
        }
        InternalChecks.require(
            occupied == s.count, "SnapshotLocationTable", "\(occupied) occupied slots, count \(s.count)")
        #endif
    }
}
