extension FoldedRows {
    /// A run of records whose folded text lies in one allocation, found from ``marks``.
    ///
    /// Entry `i`'s record is its mark's record plus the ``gaps`` after the mark up to `i`;
    /// its bytes start at its mark's start plus the ``lengths`` from the mark up to `i`. An
    /// entry is a mark when it is the chunk's first, 64 entries after the last mark, its gap
    /// is over `UInt16.max`, or the entry before it is longer than that (length 0).
    struct Chunk: Sendable {
        /// An entry whose record and start are kept in full (16 bytes).
        struct Mark: Sendable {
            var index: UInt32
            var start: UInt32
            var record: Int
        }

        /// The position (in the whole) of the chunk's first entry.
        let firstPosition: Int
        /// Each entry's record minus the one before (0 at a mark, unused there).
        private(set) var gaps: [UInt16] = []
        /// Each entry's bytes, its 0x00 included; 0 when over `UInt16.max` (the next entry
        /// is then a mark, or this is the last).
        private(set) var lengths: [UInt16] = []
        private(set) var marks: [Mark] = []
        private(set) var bytes: [UInt8] = []
        private(set) var lastRecord = Int.min

        /// A chunk whose first entry will be at `firstPosition`, with room for `bytes`
        /// folded bytes and about `entries` entries.
        init(firstPosition: Int, bytes room: Int, entries: Int) {
            self.firstPosition = firstPosition
            bytes.reserveCapacity(room)
            gaps.reserveCapacity(entries)
            lengths.reserveCapacity(entries)
            marks.reserveCapacity(entries / 64 + 1)
        }

        var count: Int { lengths.count }
        var firstRecord: Int { marks[0].record }

        /// Bytes allocated for the chunk's arrays (their capacities, not their counts).
        var reservedByteCount: Int {
            bytes.capacity + 2 * (gaps.capacity + lengths.capacity) + marks.capacity * MemoryLayout<Mark>.stride
        }

        /// Appends `folded` and its 0x00 for `record` (greater than ``lastRecord``).
        mutating func append(record: Int, folded: UnsafeBufferPointer<UInt8>) {
            let i = lengths.count
            let size = folded.count + 1
            let gap = i == 0 ? Int.max : record - lastRecord
            if i == 0 || gap > Int(UInt16.max) || lengths[i - 1] == 0 || i - Int(marks[marks.count - 1].index) >= 64 {
                marks.append(Mark(index: UInt32(i), start: UInt32(bytes.count), record: record))
                gaps.append(0)
            } else {
                gaps.append(UInt16(gap))
            }
            lengths.append(size > Int(UInt16.max) ? 0 : UInt16(size))
            bytes.append(contentsOf: folded)
            bytes.append(0)
            lastRecord = record
        }

        /// The slot in ``marks`` of the last mark at or before entry `i`.
        func mark(atOrBefore i: Int) -> Int {
            var lo = 0
            var hi = marks.count
            while hi - lo > 1 {
                let mid = (lo + hi) >> 1
                if Int(marks[mid].index) <= i { lo = mid } else { hi = mid }
            }
            return lo
        }

        /// The slot in ``marks`` of the last mark whose bytes start at or before `offset`.
        func mark(startingAtOrBefore offset: Int) -> Int {
            var lo = 0
            var hi = marks.count
            while hi - lo > 1 {
                let mid = (lo + hi) >> 1
                if Int(marks[mid].start) <= offset { lo = mid } else { hi = mid }
            }
            return lo
        }

        /// Entry `i`'s record and where its bytes start. O(log marks + 63).
        func entry(_ i: Int) -> (record: Int, start: Int) {
            let m = marks[mark(atOrBefore: i)]
            var r = m.record
            var s = Int(m.start)
            var j = Int(m.index)
            while j < i {
                s += Int(lengths[j])
                j += 1
                r += Int(gaps[j])
            }
            return (r, s)
        }

        /// Where entry `i`'s bytes end (after its 0x00), given where they start.
        func end(_ i: Int, start: Int) -> Int {
            let l = Int(lengths[i])
            if l != 0 { return start + l }
            return i + 1 < count ? Int(marks[mark(atOrBefore: i + 1)].start) : bytes.count
        }

        /// The first entry whose record is `>= record` (``count`` when none), and whether
        /// its record is `record`.
        func lowerBound(_ record: Int) -> (index: Int, isEqual: Bool) {
            var lo = 0
            var hi = marks.count
            while lo < hi {
                let mid = (lo + hi) >> 1
                if marks[mid].record <= record { lo = mid + 1 } else { hi = mid }
            }
            if lo == 0 { return (0, false) }
            let m = marks[lo - 1]
            let stop = lo < marks.count ? Int(marks[lo].index) : count
            var j = Int(m.index)
            var r = m.record
            while r < record {
                j += 1
                if j >= stop { return (stop, false) }
                r += Int(gaps[j])
            }
            return (j, r == record)
        }

        /// Whether the bytes `start ..< end` (a record's, its 0x00 included) hold every
        /// word of `query`.
        func matches(_ query: RowQuery, _ start: Int, _ end: Int) -> Bool {
            guard end - 1 > start else { return query.isEmpty }
            return bytes.withUnsafeBufferPointer {
                query.matches(folded: UnsafeBufferPointer(rebasing: $0[start..<end - 1]))
            }
        }

        /// Appends the records of entries `local` that match `query` (whose first word is
        /// `ndl`) to `out`: one scan of their bytes for the first word, then, for each hit,
        /// the entry holding it (by the marks, then walking at most 63 entries).
        func scan(_ local: Range<Int>, _ ndl: UnsafeBufferPointer<UInt8>, _ query: RowQuery, into out: inout [Int]) {
            guard !local.isEmpty else { return }
            let stop = local.upperBound < count ? entry(local.upperBound).start : bytes.count
            var i = local.lowerBound
            var (r, s) = entry(i)
            var e = end(i, start: s)
            var nextMark = mark(atOrBefore: i) + 1
            bytes.withUnsafeBufferPointer { b in
                let base = b.baseAddress!
                while let hit = ByteSearch.find(ndl, in: base, from: s, to: stop) {
                    let m = mark(startingAtOrBefore: hit)
                    if Int(marks[m].index) > i {
                        i = Int(marks[m].index)
                        r = marks[m].record
                        s = Int(marks[m].start)
                        e = end(i, start: s)
                        nextMark = m + 1
                    }
                    while e <= hit {
                        i += 1
                        s = e
                        if nextMark < marks.count && Int(marks[nextMark].index) == i {
                            r = marks[nextMark].record
                            nextMark += 1
                        } else {
                            r += Int(gaps[i])
                        }
                        e = end(i, start: s)
                    }
                    if query.words.count == 1 || matches(query, s, e) { out.append(r) }
                    i += 1
                    if i >= local.upperBound { break }
                    s = e
                    if nextMark < marks.count && Int(marks[nextMark].index) == i {
                        r = marks[nextMark].record
                        nextMark += 1
                    } else {
                        r += Int(gaps[i])
                    }
                    e = end(i, start: s)
                }
            }
        }
    }
}
