/// Search over the bytes in place, 64 bytes a step: the first word's candidate starts of
/// a step are found together (8-byte words, SWAR; gathered into one 64-bit mask only when
/// the step has one), each confirmed hit is placed in its record by a forward walk of the
/// record index, and the rest of that record is skipped: a record is looked at once (its
/// first hit decides it), which keeps a frequent first letter (`m` on half the lines)
/// about as cheap as a rare word.
extension ByteTableSource {

    /// Sets in `bits` (bit `r & 63` of word `r >> 6`, as ``RowHits``) the rows
    /// (`record − shift`) of the ASCII records of `records` containing every needle (ASCII
    /// case-insensitively), OR-ing whole words: bits already set stay, and only the words of
    /// these rows are written (so two threads may fill ranges split at a multiple of 64
    /// rows). Returns how many rows it set. A hit belongs to the record where it starts.
    /// - Complexity: O(bytes of `records` + hits × needle length); one word written per 64
    ///   rows with hits, not 8 bytes a hit.
    static func blockHits(
        _ needles: [Needle], base: UnsafePointer<UInt8>, offsets: RecordOffsets, records: Range<Int>, shift: Int,
        into bits: UnsafeMutablePointer<UInt64>
    ) -> Int {
        var n = 0
        guard !records.isEmpty else { return 0 }
        // The word being filled, in a register until the hits move past it.
        var wordIndex = (records.lowerBound - shift) >> 6
        var word: UInt64 = 0
        let first = needles[0]
        let m = first.bytes.count
        let more = needles.count > 1
        let lastRecord = records.upperBound
        let end = offsets[lastRecord]
        let raw = UnsafeRawPointer(base)
        let mask0 = UInt64(first.masks[0]) &* SWAR.ones
        let pattern0 = UInt64(first.bytes[0]) &* SWAR.ones
        // The filter compares the first byte and the last (for a word of three bytes or
        // more, a rarer pair than the first two: `marie` is `m…e`, where `ma` begins a
        // fifth of the lines); a candidate then checks the bytes between.
        let second = m > 1
        let last = m - 1
        let mask1 = second ? UInt64(first.masks[last]) &* SWAR.ones : 0
        let pattern1 = second ? UInt64(first.bytes[last]) &* SWAR.ones : 0
        return first.bytes.withUnsafeBufferPointer { needle in
            first.masks.withUnsafeBufferPointer { masks in
                /// The needle at `s`, from its byte `j` (the bytes before are known to match).
                @inline(__always) func matches(_ s: Int, from j: Int = 0) -> Bool {
                    if s + m > end { return false }
                    var j = j
                    while j < m {
                        if base[s + j] | masks[j] != needle[j] { return false }
                        j += 1
                    }
                    return true
                }
                var k = records.lowerBound
                var next = offsets.entry(k + 1)  // where record k ends, with its non-ASCII flag
                /// A hit at `s`: its record decided (kept when ASCII and has the other words);
                /// returns where the next record starts, or nil after the last.
                @inline(__always) func decide(_ s: Int) -> Int? {
                    if s >= Int(next & RecordOffsets.offsetMask) {
                        // A few records forward one by one (a frequent word), then galloping.
                        var steps = 0
                        while s >= Int(next & RecordOffsets.offsetMask) && steps < 4 {
                            k += 1
                            next = offsets.entry(k + 1)
                            steps += 1
                        }
                        if s >= Int(next & RecordOffsets.offsetMask) {
                            k = offsets.last(atMost: s, from: k + 1, below: lastRecord)
                            next = offsets.entry(k + 1)
                        }
                    }
                    if !offsets.isNonASCII(entry: next)
                        && (!more
                            || rawMatches(
                                needles, base: base,
                                bounds: FieldDecoding.trimmed(base, offsets[k], Int(next & RecordOffsets.offsetMask))))
                    {
                        let row = k - shift
                        if row >> 6 != wordIndex {
                            if word != 0 { bits[wordIndex] |= word }
                            wordIndex = row >> 6
                            word = 0
                        }
                        word |= 1 &<< UInt64(row & 63)
                        n += 1
                    }
                    k += 1
                    if k >= lastRecord { return nil }
                    let start = Int(next & RecordOffsets.offsetMask)
                    next = offsets.entry(k + 1)
                    return start
                }
                var i = offsets[k]
                scanning: while i + 64 + max(8, last + 8) <= end {  // 64 bytes, and the last needle byte of each
                    var c = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
                    @inline(__always) func word(_ w: Int) -> UInt64 {
                        let at = i &+ w &* 8
                        var z = SWAR.equal(raw.loadUnaligned(fromByteOffset: at, as: UInt64.self) | mask0, pattern0)
                        if second {
                            z &= SWAR.equal(
                                raw.loadUnaligned(fromByteOffset: at &+ last, as: UInt64.self) | mask1, pattern1)
                        }
                        return z
                    }
                    c = (word(0), word(1), word(2), word(3), word(4), word(5), word(6), word(7))
                    if c.0 | c.1 | c.2 | c.3 | c.4 | c.5 | c.6 | c.7 == 0 {
                        i += 64
                        continue
                    }
                    var hits =
                        SWAR.bits(c.0) | SWAR.bits(c.1) &<< 8 | SWAR.bits(c.2) &<< 16 | SWAR.bits(c.3) &<< 24
                        | SWAR.bits(c.4) &<< 32 | SWAR.bits(c.5) &<< 40 | SWAR.bits(c.6) &<< 48 | SWAR.bits(c.7) &<< 56
                    while hits != 0 {
                        let s = i + hits.trailingZeroBitCount
                        // The SWAR masks are exact: the first and the last byte match.
                        if m > 2 && !matches(s, from: 1) {
                            hits &= hits &- 1
                            continue
                        }
                        guard let start = decide(s) else {
                            i = end
                            break scanning
                        }
                        // Skip the rest of the decided record.
                        if start >= i + 64 {
                            i = start
                            continue scanning
                        }
                        hits &= ~((UInt64(1) &<< UInt64(start - i)) &- 1)
                    }
                    i += 64
                }
                while i < end {
                    if base[i] | masks[0] == needle[0] && matches(i) {
                        guard let start = decide(i) else { break }
                        i = start
                    } else {
                        i += 1
                    }
                }
                if word != 0 { bits[wordIndex] |= word }
                return n
            }
        }
    }
}
