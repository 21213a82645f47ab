import Dispatch
import Foundation
import TableKit

/// Search over the bytes in place: ASCII records are matched ASCII-case-insensitively where
/// they lie (folding an ASCII record is lowercasing it), the others through their folded
/// copy (``FoldedRows``). Large ranges are scanned in two halves on two threads, into a
/// ``RowHits`` (one bit a row).
extension ByteTableSource {
    /// One word of a query, ready for the raw scan.
    struct Needle {
        var bytes: [UInt8]
        var masks: [UInt8]
        var isASCII: Bool
        init(_ word: [UInt8]) {
            bytes = word
            masks = ByteSearch.caseMasks(word)
            isASCII = word.allSatisfy { $0 < 0x80 }
        }
    }

    func rows(matching query: RowQuery, in range: Range<Int>) -> [Int] {
        Array(hits(matching: query, in: range))
    }

    func rows(matching query: RowQuery, among candidates: [Int]) -> [Int] {
        Array(hits(matching: query, among: RowHits(candidates, universe: rowCount)))
    }

    func hits(matching query: RowQuery, in range: Range<Int>) -> RowHits {
        let rows = range.clamped(to: 0..<rowCount)
        let universe = max(0, rows.upperBound)
        if rows.isEmpty { return RowHits(universe: universe) }
        if query.isEmpty { return RowHits(all: rows) }
        if let c = query.column, delimiter != nil || layout != nil {
            // A field's text is in its record as written unless it has a quote (written
            // `""`), so the rows whose records match are a superset: scan those, then parse
            // only their field.
            if !query.words.contains(where: { $0.contains(0x22) }) {
                let candidates = hits(matching: RowQuery(words: query.words, column: nil), in: rows)
                return Self.retainingInHalves(candidates) { fieldMatches(query, row: $0, column: c) }
            }
            return Self.retainingInHalves(RowHits(all: rows)) { fieldMatches(query, row: $0, column: c) }
        }
        let needles = query.words.map(Needle.init)
        var words = [UInt64](repeating: 0, count: (universe + 63) >> 6)
        folded.withLock { f in
            let foldedRows = f
            let bytes = offsets[rows.upperBound + headerRecords] - offsets[rows.lowerBound + headerRecords]
            words.withUnsafeMutableBufferPointer { out in
                nonisolated(unsafe) let bits = out.baseAddress!
                // Parts of about 16 MiB (at most 16) split at multiples of 64 rows, so that each
                // writes its own words; the threads take parts as they are free, so a core
                // busy with another process does not hold back half of the scan.
                let parts = min(16, rows.count / 64, bytes >> 24 + 2)
                if bytes < 1 << 20 || parts < 2 || ProcessInfo.processInfo.activeProcessorCount < 2 {
                    scan(needles, query, rows, foldedRows, into: bits)
                    return
                }
                let per = rows.count / parts  // at least 64: each part starts past the one before
                let starts = (0...parts).map { p in
                    p == 0 ? rows.lowerBound : p == parts ? rows.upperBound : (rows.lowerBound + p * per) & ~63
                }
                DispatchQueue.concurrentPerform(iterations: parts) { p in
                    scan(needles, query, starts[p]..<starts[p + 1], foldedRows, into: bits)
                }
            }
        }
        return RowHits(words: words, universe: universe)
    }

    func hits(matching query: RowQuery, among candidates: RowHits) -> RowHits {
        let count = rowCount
        let valid = candidates.universe > count ? candidates.restricted(to: 0..<count) : candidates
        if query.isEmpty { return valid }
        if let c = query.column, delimiter != nil || layout != nil {
            return Self.retainingInHalves(valid) { fieldMatches(query, row: $0, column: c) }
        }
        // Many candidates (a short query's hits): one scan of their span is cheaper than
        // a look at each; the result is then intersected with the candidates.
        if let span = valid.span, valid.count > 4_096 && valid.count * 8 > span.count {
            return valid.intersection(hits(matching: query, in: span.lowerBound..<span.upperBound + 1))
        }
        let needles = query.words.map(Needle.init)
        let h = headerRecords
        return folded.withLock { f in
            let foldedRows = f
            return Self.retainingInHalves(valid) { row in
                let k = row + h
                if offsets.isNonASCII(record: k) { return foldedMatches(query, record: k, foldedRows) }
                return rawMatches(needles, bounds: bounds(ofRow: row))
            }
        }
    }

    /// Whether the non-ASCII record `k` matches, from its folded copy or (not folded yet)
    /// by folding it now.
    private func foldedMatches(_ query: RowQuery, record k: Int, _ f: FoldedRows) -> Bool {
        if let p = f.position(of: k) { return f.matches(query, at: p) }
        let base = UnsafePointer(input.base)
        let b = FieldDecoding.trimmed(base, offsets[k], offsets[k + 1])
        return query.matches(FieldDecoding.string(base, b, limit: FoldedRows.foldedBytesLimit))
    }

    /// Sets in `bits` (as ``RowHits``) the matching rows of `rows`: the matching non-ASCII
    /// records (from their folded copy, or folded now where the folding thread has not
    /// reached yet), then the raw hits of the first word in ASCII records (the other words
    /// checked in that record; ``recordHits(_:base:offsets:records:shift:into:)`` for a
    /// word of one or two bytes, else ``blockHits(_:base:offsets:records:shift:into:)``). Writes
    /// only the words of `rows`.
    private func scan(
        _ needles: [Needle], _ query: RowQuery, _ rows: Range<Int>, _ f: FoldedRows,
        into bits: UnsafeMutablePointer<UInt64>
    ) {
        let h = headerRecords
        let base = UnsafePointer(input.base)
        let firstRecord = rows.lowerBound + h
        let lastRecord = rows.upperBound + h  // exclusive
        let covered = min(lastRecord, max(firstRecord, f.coveredRecords))
        @inline(__always) func set(_ row: Int) { bits[row >> 6] |= 1 << UInt64(row & 63) }
        for k in f.matching(query, records: firstRecord..<covered) { set(k - h) }
        for k in covered..<lastRecord where offsets.isNonASCII(record: k) && foldedMatches(query, record: k, f) {
            set(k - h)
        }
        guard needles.allSatisfy(\.isASCII) else { return }
        // A first word of one or two bytes is in many records: decided record by record.
        if needles[0].bytes.count <= 2 {
            _ = Self.recordHits(
                needles, base: base, offsets: offsets, records: firstRecord..<lastRecord, shift: h, into: bits)
        } else {
            _ = Self.blockHits(
                needles, base: base, offsets: offsets, records: firstRecord..<lastRecord, shift: h, into: bits)
        }
        releaseRead(records: firstRecord..<lastRecord)
    }

    /// ``TabularSource/releaseRead(rows:)``: the pages of the rows' records (``releaseRead(records:)``).
    func releaseRead(rows: Range<Int>) {
        let r = rows.clamped(to: 0..<rowCount)
        releaseRead(records: r.lowerBound + headerRecords..<r.upperBound + headerRecords)
    }

    /// Lets go of the mapped pages that reading `records` faulted in (``ByteInput/release(_:)``),
    /// as the indexer does: a scan of the whole file would otherwise leave all of it
    /// resident (the session's memory would grow by the file's size). From 64 KiB before the
    /// first record (the kernel's fault-around) and never the first MiB (the first screen).
    func releaseRead(records: Range<Int>) {
        guard !records.isEmpty else { return }
        let from = max(Self.keepResident, offsets[records.lowerBound] - Self.faultAround)
        let to = offsets[records.upperBound]
        if to > from { input.release(from..<to) }
    }

    /// Whether the ASCII bytes `bounds` contain every needle, ASCII case-insensitively.
    private func rawMatches(_ needles: [Needle], bounds: Range<Int>) -> Bool {
        Self.rawMatches(needles, base: UnsafePointer(input.base), bounds: bounds)
    }

    /// Whether the ASCII bytes `bounds` of `base` contain every needle.
    static func rawMatches(_ needles: [Needle], base: UnsafePointer<UInt8>, bounds: Range<Int>) -> Bool {
        needles.allSatisfy { n in
            n.isASCII
                && n.bytes.withUnsafeBufferPointer { ndl in
                    n.masks.withUnsafeBufferPointer { msk in
                        ByteSearch.findFolding(
                            ndl, masks: msk, in: base, from: bounds.lowerBound, to: bounds.upperBound) != nil
                    }
                }
        }
    }

    /// Whether the field of `row` in `column` contains every word after folding.
    private func fieldMatches(_ query: RowQuery, row: Int, column: Int) -> Bool {
        var text = field(ofRow: row, column: column)
        let ascii = text.withUTF8 {
            !ByteSearch.containsNonASCII($0.baseAddress ?? UnsafePointer(input.base), from: 0, to: $0.count)
        }
        if !ascii { return query.matches(text) }
        let needles = query.words.map(Needle.init)
        return text.withUTF8 { buf in
            guard let b = buf.baseAddress else { return false }
            return needles.allSatisfy { n in
                n.isASCII
                    && n.bytes.withUnsafeBufferPointer { ndl in
                        n.masks.withUnsafeBufferPointer {
                            ByteSearch.findFolding(ndl, masks: $0, in: b, from: 0, to: buf.count) != nil
                        }
                    }
            }
        }
    }

    /// The hits of `candidates` for which `keep` is true, deciding the two halves of the
    /// hits on two threads (one when fewer than 4,096); each half writes its own words.
    static func retainingInHalves(_ candidates: RowHits, _ keep: (Int) -> Bool) -> RowHits {
        let n = candidates.count
        if n < 4_096 || ProcessInfo.processInfo.activeProcessorCount < 2 { return candidates.retaining(where: keep) }
        var words = candidates.words
        let split = candidates[n / 2] >> 6  // the first word of the second half
        words.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let out = buffer
            withoutActuallyEscaping(keep) { keep in
                nonisolated(unsafe) let keep = keep
                DispatchQueue.concurrentPerform(iterations: 2) { half in
                    for i in half == 0 ? 0..<split : split..<out.count {
                        var bits = out[i]
                        while bits != 0 {
                            let b = bits.trailingZeroBitCount
                            bits &= bits &- 1
                            if !keep(i << 6 + b) { out[i] &= ~(1 << UInt64(b)) }
                        }
                    }
                }
            }
        }
        return RowHits(words: words, universe: candidates.universe)
    }
}
