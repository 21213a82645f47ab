/// Where a snapshot's item is: 8 bytes, so that the location table stays small (a snapshot
/// holds at most `Int32.max` sections and `Int32.max` rows a section; past that the
/// conversion traps, far beyond what memory allows).
@usableFromInline
struct SnapshotLocation: Hashable, Sendable {
    @usableFromInline var storedSection: Int32
    @usableFromInline var storedRow: Int32
    @inlinable var section: Int { Int(storedSection) }
    @inlinable var row: Int { Int(storedRow) }
    @inlinable init(section: Int, row: Int) {
        storedSection = Int32(section)
        storedRow = Int32(row)
    }
    @inlinable init(storedSection: Int32, storedRow: Int32) {
        self.storedSection = storedSection
        self.storedRow = storedRow
    }
}

/// A snapshot's item → location table: an open-addressing hash table with linear probing,
/// each slot holding the location and the key side by side, so that a lookup at random
/// touches one cache line where `Dictionary` (keys and values in two arrays) touches two.
///
/// Shape: a power-of-two number of slots, at most ¾ full, and one control byte a slot
/// that says whether it holds a key (else its key is uninitialised). The home slot of a
/// key is the top bits of its hash (see ``SnapshotLocationStorage/home(_:)``); deletion
/// shifts the following run back (no tombstones). Copied on write, like the standard library's collections.
/// - Complexity: O(1) expected per lookup, insertion and removal; growth doubles.
@usableFromInline
struct SnapshotLocationTable<Key: Hashable & Sendable>: Sendable {
    @usableFromInline var storage: SnapshotLocationStorage<Key>

    /// A table with room for `minimumCapacity` keys before it grows.
    @inlinable init(minimumCapacity: Int = 0) {
        storage = SnapshotLocationStorage(slotCount: Self.slotCount(for: minimumCapacity))
    }

    /// The number of slots that holds `n` keys at a load of at most ¾: 0 or a power of two ≥ 8.
    @inlinable static func slotCount(for n: Int) -> Int {
        guard n > 0 else { return 0 }
        var slots = 8
        while slots / 4 * 3 < n { slots &*= 2 }
        return slots
    }

    /// The number of keys.
    @inlinable var count: Int { storage.count }
    /// How many keys fit before the table grows.
    @inlinable var capacity: Int { storage.slotCount / 4 * 3 }

    @inlinable subscript(key: Key) -> SnapshotLocation? {
        get {
            guard storage.count > 0 else { return nil }
            let (i, found) = storage.find(key)
            return found ? storage.location(at: i) : nil
        }
        set {
            if let newValue { _ = updateValue(newValue, forKey: key) } else { _ = removeValue(forKey: key) }
        }
    }

    /// Sets `key`'s location; returns the one it had, or nil when it was absent.
    @inlinable mutating func updateValue(_ location: SnapshotLocation, forKey key: Key) -> SnapshotLocation? {
        if storage.count >= capacity { reserveCapacity(Swift.max(8, 2 * capacity)) }
        makeUnique()
        let (i, found) = storage.find(key)
        if found {
            let old = storage.location(at: i)
            storage.setLocation(location, at: i)
            return old
        }
        storage.initialize(at: i, key: key, location: location)
        storage.count += 1
        return nil
    }

    /// Removes `key`; returns the location it had, or nil when it was absent.
    @inlinable mutating func removeValue(forKey key: Key) -> SnapshotLocation? {
        guard storage.count > 0 else { return nil }
        makeUnique()  // first: a copy places keys anew, so a slot found before would be stale
        let (i, found) = storage.find(key)
        guard found else { return nil }
        let old = storage.location(at: i)
        storage.remove(at: i)
        return old
    }

    /// Makes room for `n` keys in all, rehashing (in specialised code) when it grows.
    @inlinable mutating func reserveCapacity(_ n: Int) {
        guard n > capacity else { return }
        let grown = SnapshotLocationStorage<Key>(slotCount: Self.slotCount(for: n))
        if isKnownUniquelyReferenced(&storage) { storage.moveAll(into: grown) } else { storage.copyAll(into: grown) }
        storage = grown
    }

    @inlinable mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copyInPlace() }
    }

    /// Gives every key in section `section` the row `newRow[its row]`, in one pass over
    /// the slots (no hashing): what reordering a section whose items fill much of the table
    /// costs instead of a lookup per item.
    /// - Precondition: `newRow` has an element for every row of the section.
    /// - Complexity: O(slots).
    @inlinable mutating func remapRows(inSection section: Int, to newRow: [Int]) {
        makeUnique()
        let s = Int32(section)
        let storage = self.storage
        newRow.withUnsafeBufferPointer { rows in
            for i in 0..<storage.slotCount where storage.isOccupied(i) {
                let l = storage.location(at: i)
                guard l.storedSection == s else { continue }
                storage.setLocation(SnapshotLocation(storedSection: s, storedRow: Int32(rows[l.row])), at: i)
            }
        }
    }
}

/// The slots of a ``SnapshotLocationTable``: one raw allocation of `slotCount` slots, each
/// a ``SnapshotLocation`` (offset 0) then a `Key` (at ``keyOffset``), then the control bytes. Mutated only through
/// a uniquely referenced table, hence `@unchecked Sendable`.
@usableFromInline
final class SnapshotLocationStorage<Key: Hashable & Sendable>: @unchecked Sendable {
    @usableFromInline let slots: UnsafeMutableRawPointer
    /// One byte a slot after the slots, 0 when the slot is empty, 1 when it holds a key:
    /// small enough to stay cached, and cheap to clear (a byte a slot, not a slot).
    @usableFromInline let control: UnsafeMutablePointer<UInt8>
    @usableFromInline let slotCount: Int
    @usableFromInline let shift: UInt64
    @exclusivity(unchecked) @usableFromInline var count = 0
    /// ``snapshotHashSeed``, kept here so that a probe reads no global.
    @usableFromInline let seed: UInt64

    @inlinable static var keyOffset: Int {
        let a = MemoryLayout<Key>.alignment
        return (MemoryLayout<SnapshotLocation>.size + a - 1) / a * a
    }
    @inlinable static var stride: Int {
        let a = Swift.max(MemoryLayout<SnapshotLocation>.alignment, MemoryLayout<Key>.alignment)
        return (keyOffset + MemoryLayout<Key>.size + a - 1) / a * a
    }

    /// Empty slots, `slotCount` 0 or a power of two.
    @inlinable init(slotCount: Int) {
        self.slotCount = slotCount
        seed = snapshotHashSeed
        shift = slotCount == 0 ? 0 : UInt64(64 - slotCount.trailingZeroBitCount)
        slots = .allocate(
            byteCount: slotCount * Self.stride + Swift.max(1, slotCount),
            alignment: Swift.max(MemoryLayout<SnapshotLocation>.alignment, MemoryLayout<Key>.alignment))
        control = (slots + slotCount * Self.stride).initializeMemory(
            as: UInt8.self, repeating: 0, count: Swift.max(1, slotCount))
    }

    deinit {
        if !_isPOD(Key.self) {
            for i in 0..<slotCount where isOccupied(i) { keyPointer(i).deinitialize(count: 1) }
        }
        slots.deallocate()
    }

    /// The top bits of the key's hash. `Int` keys (the common case) skip `Hasher`: the
    /// key, xor a seed drawn once per process, goes through SplitMix64's finaliser (two
    /// multiplications, every output bit depending on every input bit), several times
    /// cheaper than SipHash; other keys use `Hasher` (seeded per process). A bare
    /// multiply-shift was tried: with a random multiplier, dense ranges of identifiers
    /// clustered in some processes (lookups 2× slower).
    @inlinable func home(_ key: Key) -> Int {
        let bits: UInt64
        if Key.self == Int.self {
            var z = UInt64(UInt(bitPattern: unsafeBitCast(key, to: Int.self))) ^ seed
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            bits = z ^ (z >> 31)
        } else {
            bits = UInt64(UInt(bitPattern: key._rawHashValue(seed: 0)))
        }
        return Int(truncatingIfNeeded: bits >> shift)
    }
    @inlinable func location(at i: Int) -> SnapshotLocation {
        (slots + i &* Self.stride).load(as: SnapshotLocation.self)
    }
    @inlinable func setLocation(_ l: SnapshotLocation, at i: Int) {
        (slots + i &* Self.stride).storeBytes(of: l, as: SnapshotLocation.self)
    }
    @inlinable func isOccupied(_ i: Int) -> Bool { control[i] != 0 }
    @inlinable func keyPointer(_ i: Int) -> UnsafeMutablePointer<Key> {
        (slots + i &* Self.stride + Self.keyOffset).assumingMemoryBound(to: Key.self)
    }

    /// The slot of `key` (found) or the empty slot where it would go. Needs a slot count
    /// above 0 and an empty slot, which the ¾ load guarantees.
    @inlinable func find(_ key: Key) -> (Int, Bool) {
        let mask = slotCount &- 1
        var i = home(key)
        while true {
            if control[i] == 0 { return (i, false) }
            if (slots + i &* Self.stride + Self.keyOffset).assumingMemoryBound(to: Key.self).pointee == key {
                return (i, true)
            }
            i = (i &+ 1) & mask
        }
    }

    @inlinable func initialize(at i: Int, key: Key, location: SnapshotLocation) {
        (slots + i &* Self.stride + Self.keyOffset).initializeMemory(as: Key.self, repeating: key, count: 1)
        setLocation(location, at: i)
        control[i] = 1
    }

    /// Empties slot `i` and shifts back the keys after it whose probe passed it.
    @inlinable func remove(at i: Int) {
        let mask = slotCount &- 1
        keyPointer(i).deinitialize(count: 1)
        var hole = i
        var j = (i &+ 1) & mask
        while isOccupied(j) {
            let h = home(keyPointer(j).pointee)
            if (j &- h) & mask >= (j &- hole) & mask {
                keyPointer(hole).moveInitialize(from: keyPointer(j), count: 1)
                setLocation(location(at: j), at: hole)
                hole = j
            }
            j = (j &+ 1) & mask
        }
        control[hole] = 0
        count -= 1
    }

    /// Moves every key into the empty, larger `other`, leaving this one empty.
    @inlinable func moveAll(into other: SnapshotLocationStorage) {
        for i in 0..<slotCount where isOccupied(i) {
            let (j, _) = other.findEmpty(for: keyPointer(i).pointee)
            (other.slots + j &* Self.stride + Self.keyOffset).assumingMemoryBound(to: Key.self)
                .moveInitialize(from: keyPointer(i), count: 1)
            other.setLocation(location(at: i), at: j)
            other.control[j] = 1
            control[i] = 0
        }
        other.count = count
        count = 0
    }

    /// Copies every key into the empty `other`, at least as large.
    @inlinable func copyAll(into other: SnapshotLocationStorage) {
        for i in 0..<slotCount where isOccupied(i) {
            let key = keyPointer(i).pointee
            let (j, _) = other.findEmpty(for: key)
            other.initialize(at: j, key: key, location: location(at: i))
        }
        other.count = count
    }

    /// A copy of the same size with every key in the same slot: no key is hashed again,
    /// and a table of plain keys is copied as bytes.
    /// - Complexity: O(slots).
    @inlinable func copyInPlace() -> SnapshotLocationStorage {
        let copy = SnapshotLocationStorage(slotCount: slotCount)
        if _isPOD(Key.self) {
            copy.slots.copyMemory(from: slots, byteCount: slotCount * Self.stride + Swift.max(1, slotCount))
        } else {
            copy.control.update(from: control, count: Swift.max(1, slotCount))
            for i in 0..<slotCount where isOccupied(i) {
                copy.keyPointer(i).initialize(to: keyPointer(i).pointee)
                copy.setLocation(location(at: i), at: i)
            }
        }
        copy.count = count
        return copy
    }

    /// The first empty slot of `key`'s probe, for a key known to be absent.
    @inlinable func findEmpty(for key: Key) -> (Int, Bool) {
        let mask = slotCount &- 1
        var i = home(key)
        while isOccupied(i) { i = (i &+ 1) & mask }
        return (i, false)
    }
}

/// The seed of ``SnapshotLocationStorage/home(_:)`` for `Int` keys, random once per process.
@usableFromInline
let snapshotHashSeed = UInt64.random(in: 0 ... .max)
