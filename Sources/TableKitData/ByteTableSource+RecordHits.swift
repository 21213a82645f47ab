/// Search for a short first word (one or two bytes: the first letters typed), record by
/// record without a branch on the data: such a word is in about half of the lines, so
/// ``blockHits(_:base:offsets:records:shift:into:)``'s branches on each hit and record
/// mispredict about once a line. Here the word's candidate starts of 4 KiB of bytes are
/// gathered first into 64-bit masks (SWAR, exact for one or two bytes), then each record of
/// at most 64 bytes is decided by one 128-bit window of those masks cut to its length.
extension ByteTableSource {
    /// Blocks of 64 bytes whose masks are made together: records starting in them are decided.
    static let recordHitsWindowBlocks = 64

    /// As ``blockHits(_:base:offsets:records:shift:into:)`` (same result, same writes), for
    /// a first needle of one or two bytes (traps otherwise).
    /// - Complexity: O(bytes of `records` + records), with no data-dependent branch per
    ///   record of at most 64 bytes when there is one needle.
    static func recordHits(
        _ needles: [Needle], base: UnsafePointer<UInt8>, offsets: RecordOffsets, records: Range<Int>, shift: Int,
        into bits: UnsafeMutablePointer<UInt64>
    ) -> Int {
        guard !records.isEmpty else { return 0 }
        let first = needles[0]
        let m = first.bytes.count
        precondition(m == 1 || m == 2, "recordHits: needle of \(m) bytes")
        let more = needles.count > 1
        let end = offsets[records.upperBound]
        let raw = UnsafeRawPointer(base)
        let mask0 = UInt64(first.masks[0]) &* SWAR.ones
        let pattern0 = UInt64(first.bytes[0]) &* SWAR.ones
        let second = m == 2
        let mask1 = second ? UInt64(first.masks[1]) &* SWAR.ones : 0
        let pattern1 = second ? UInt64(first.bytes[1]) &* SWAR.ones : 0
        let b0 = first.bytes[0]
        let m0 = first.masks[0]
        let b1 = second ? first.bytes[1] : 0
        let m1 = second ? first.masks[1] : 0

        /// Bit j set when the needle starts at byte `at + j` and lies wholly before `end`.
        @inline(__always) func candidates(_ at: Int) -> UInt64 {
            var c: UInt64 = 0
            var s = at
            while s < at + 64 && s + m <= end {
                if base[s] | m0 == b0 && (!second || base[s + 1] | m1 == b1) { c |= 1 &<< UInt64(s - at) }
                s += 1
            }
            return c
        }

        /// The first needle anywhere in `a ..< b`, then the other words in the record.
        @inline(__always) func slowMatch(_ a: Int, _ b: Int) -> Bool {
            first.bytes.withUnsafeBufferPointer { ndl in
                first.masks.withUnsafeBufferPointer { msk in
                    ByteSearch.findFolding(ndl, masks: msk, in: base, from: a, to: b) != nil
                }
            } && (!more || rawMatches(needles, base: base, bounds: FieldDecoding.trimmed(base, a, b)))
        }

        let windowBlocks = recordHitsWindowBlocks
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: windowBlocks + 1) { masks in
            // The word of rows being filled stays in a register; hits are counted as it is
            // written (a running count in memory would chain every record on a store).
            var n = 0
            var wordIndex = (records.lowerBound - shift) >> 6
            var word: UInt64 = 0
            var k = records.lowerBound
            var a = offsets[k]
            while k < records.upperBound {
                // Masks of the blocks from the one where record k starts, one more block
                // than the records decided here may start in (a record reaches 64 bytes on).
                let windowStart = a & ~63
                let windowEnd = windowStart + windowBlocks * 64
                // Whole blocks (and the byte after each, for a second needle byte) in one
                // loop per needle length, with the patterns in registers; the rest byte by byte.
                let whole = min(windowBlocks + 1, max(0, (end - 8 - windowStart) >> 6))
                if second {
                    Self.fillMasks(masks, raw, windowStart, whole, mask0, pattern0, mask1, pattern1)
                } else {
                    Self.fillMasks(masks, raw, windowStart, whole, mask0, pattern0)
                }
                for j in whole..<windowBlocks + 1 {
                    masks[j] = windowStart + j * 64 < end ? candidates(windowStart + j * 64) : 0
                }
                while k < records.upperBound && a < windowEnd {
                    let e = offsets.entry(k + 1)
                    let b = Int(e & RecordOffsets.offsetMask)
                    let length = b - a
                    var hit: Bool
                    if length <= 64 {
                        let rel = a - windowStart
                        let j = rel >> 6
                        let sh = UInt64(rel & 63)
                        // Bytes a ..< a + 64 of the masks (the second mask shifted in by two
                        // steps, so that a shift of 0 brings nothing).
                        let window = masks[j] &>> sh | (masks[j + 1] &<< 1) &<< (63 &- sh)
                        let cut = length > 0 ? ~UInt64(0) &>> UInt64(64 - length) : 0
                        hit = window & cut != 0 && !offsets.isNonASCII(entry: e)
                        if hit && more {
                            hit = rawMatches(needles, base: base, bounds: FieldDecoding.trimmed(base, a, b))
                        }
                    } else {
                        hit = !offsets.isNonASCII(entry: e) && slowMatch(a, b)
                    }
                    let row = k - shift
                    if row >> 6 != wordIndex {
                        if word != 0 {
                            bits[wordIndex] |= word
                            n &+= word.nonzeroBitCount
                        }
                        wordIndex = row >> 6
                        word = 0
                    }
                    word |= UInt64(hit ? 1 : 0) &<< UInt64(row & 63)
                    k += 1
                    a = b
                }
            }
            if word != 0 {
                bits[wordIndex] |= word
                n &+= word.nonzeroBitCount
            }
            return n
        }
    }

    /// `masks[j]` for `j < count`: bit i set when byte `at + 64j + i` matches the one-byte
    /// needle (`| mask == pattern`, both repeated in each byte). Reads `count × 64` bytes.
    @inline(__always)
    static func fillMasks(
        _ masks: UnsafeMutableBufferPointer<UInt64>, _ raw: UnsafeRawPointer, _ at: Int, _ count: Int,
        _ mask0: UInt64, _ pattern0: UInt64
    ) {
        var j = 0
        while j < count {
            let p = at &+ j &<< 6
            var c: UInt64 = 0
            for w in 0..<8 {
                let z = SWAR.equal(raw.loadUnaligned(fromByteOffset: p &+ w &<< 3, as: UInt64.self) | mask0, pattern0)
                c |= SWAR.bits(z) &<< UInt64(w &<< 3)
            }
            masks[j] = c
            j += 1
        }
    }

    /// As ``fillMasks(_:_:_:_:_:_:)`` for a two-byte needle (its second byte compared one
    /// byte on); reads `count × 64 + 8` bytes.
    @inline(__always)
    static func fillMasks(
        _ masks: UnsafeMutableBufferPointer<UInt64>, _ raw: UnsafeRawPointer, _ at: Int, _ count: Int,
        _ mask0: UInt64, _ pattern0: UInt64, _ mask1: UInt64, _ pattern1: UInt64
    ) {
        var j = 0
        while j < count {
            let p = at &+ j &<< 6
            var c: UInt64 = 0
            for w in 0..<8 {
                let q = p &+ w &<< 3
                let z =
                    SWAR.equal(raw.loadUnaligned(fromByteOffset: q, as: UInt64.self) | mask0, pattern0)
                    & SWAR.equal(raw.loadUnaligned(fromByteOffset: q &+ 1, as: UInt64.self) | mask1, pattern1)
                c |= SWAR.bits(z) &<< UInt64(w &<< 3)
            }
            masks[j] = c
            j += 1
        }
    }
}
