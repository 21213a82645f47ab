import Dispatch
import TableKit

/// Search over the bytes in place: ASCII records are matched ASCII-case-insensitively where
/// they lie (folding an ASCII record is lowercasing it), the others through their folded
/// copy (``FoldedRows``). Large ranges are scanned in two halves on two threads.
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
        let rows = range.clamped(to: 0 ..< rowCount)
        if query.isEmpty || rows.isEmpty { return Array(rows) }
        if let c = query.column, delimiter != nil {
            // A field's text is in its record as written unless it has a quote (written
            // `""`), so the rows whose records match are a superset: scan those, then parse
            // only their field.
            if !query.words.contains(where: { $0.contains(0x22) }) {
                let candidates = self.rows(matching: RowQuery(words: query.words, column: nil), in: rows)
                return inHalves(candidates.count) { part in candidates[part(0 ..< candidates.count)].filter { fieldMatches(query, row: $0, column: c) } }
            }
            return inHalves(rows.count) { part in
                let sub = part(rows)
                return sub.filter { fieldMatches(query, row: $0, column: c) }
            }
        }
        let needles = query.words.map(Needle.init)
        return folded.withLock { f in
            let foldedRows = f
            let bytes = offsets[rows.upperBound + headerRecords] - offsets[rows.lowerBound + headerRecords]
            if bytes < 1 << 20 { return scan(needles, query, rows, foldedRows, capacity: rows.count) }
            // The first half's array has room for both halves: the second is appended in place.
            let hits = inHalves(rows.count) { part in
                let sub = part(rows)
                return self.scan(needles, query, sub, foldedRows, capacity: sub.lowerBound == rows.lowerBound ? rows.count : sub.count)
            }
            return hits.count < hits.capacity / 4 ? Array(hits[...]) : hits // a few hits keep no large buffer
        }
    }

    func rows(matching query: RowQuery, among candidates: [Int]) -> [Int] {
        let count = rowCount
        let valid = candidates.filter { $0 >= 0 && $0 < count }
        if query.isEmpty { return valid }
        if let c = query.column, delimiter != nil {
            return inHalves(valid.count) { part in valid[part(0 ..< valid.count)].filter { fieldMatches(query, row: $0, column: c) } }
        }
        // Many candidates (a short query's hits): one scan of their span is cheaper than
        // a look at each; the result is then intersected with the candidates.
        if let first = valid.first, let last = valid.last, valid.count > 4_096 && valid.count * 8 > last - first {
            return SearchIndex.intersect(rows(matching: query, in: first ..< last + 1), valid)
        }
        let needles = query.words.map(Needle.init)
        let h = headerRecords
        return folded.withLock { f in
            let foldedRows = f
            return inHalves(valid.count) { part in
                valid[part(0 ..< valid.count)].filter { row in
                    let k = row + h
                    if offsets.isNonASCII(record: k) { return foldedMatches(query, record: k, foldedRows) }
                    return rawMatches(needles, bounds: bounds(ofRow: row))
                }
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

    /// Matching rows of `rows`: raw hits of the first word in ASCII records (then the other
    /// words in that record, ``blockHits(_:base:offsets:records:shift:merging:into:)``),
    /// merged on the way with the matching non-ASCII records (from their folded copy, or
    /// folded now where the folding thread has not reached yet). The result is written in
    /// place and has room for `capacity` rows (at least `rows.count`), so that a second
    /// half can be appended without a copy.
    private func scan(_ needles: [Needle], _ query: RowQuery, _ rows: Range<Int>, _ f: FoldedRows, capacity: Int) -> [Int] {
        let h = headerRecords
        let base = UnsafePointer(input.base)
        let firstRecord = rows.lowerBound + h, lastRecord = rows.upperBound + h // exclusive
        let covered = min(lastRecord, max(firstRecord, f.coveredRecords))
        var other = f.matching(query, records: firstRecord ..< covered).map { $0 - h }
        for k in covered ..< lastRecord where offsets.isNonASCII(record: k) && foldedMatches(query, record: k, f) {
            other.append(k - h)
        }
        guard needles.allSatisfy(\.isASCII) else { return other }
        return Array(unsafeUninitializedCapacity: max(capacity, rows.count) + other.count) { buffer, n in
            n = Self.blockHits(needles, base: base, offsets: offsets, records: firstRecord ..< lastRecord, shift: h,
                               merging: other, into: buffer.baseAddress!)
        }
    }

    /// Whether the ASCII bytes `bounds` contain every needle, ASCII case-insensitively.
    private func rawMatches(_ needles: [Needle], bounds: Range<Int>) -> Bool {
        Self.rawMatches(needles, base: UnsafePointer(input.base), bounds: bounds)
    }

    /// Whether the ASCII bytes `bounds` of `base` contain every needle.
    static func rawMatches(_ needles: [Needle], base: UnsafePointer<UInt8>, bounds: Range<Int>) -> Bool {
        needles.allSatisfy { n in
            n.isASCII && n.bytes.withUnsafeBufferPointer { ndl in
                n.masks.withUnsafeBufferPointer { msk in
                    ByteSearch.findFolding(ndl, masks: msk, in: base, from: bounds.lowerBound, to: bounds.upperBound) != nil
                }
            }
        }
    }

    /// Whether the field of `row` in `column` contains every word after folding.
    private func fieldMatches(_ query: RowQuery, row: Int, column: Int) -> Bool {
        var text = field(ofRow: row, column: column)
        let ascii = text.withUTF8 { !ByteSearch.containsNonASCII($0.baseAddress ?? UnsafePointer(input.base), from: 0, to: $0.count) }
        if !ascii { return query.matches(text) }
        let needles = query.words.map(Needle.init)
        return text.withUTF8 { buf in
            guard let b = buf.baseAddress else { return false }
            return needles.allSatisfy { n in
                n.isASCII && n.bytes.withUnsafeBufferPointer { ndl in
                    n.masks.withUnsafeBufferPointer { ByteSearch.findFolding(ndl, masks: $0, in: b, from: 0, to: buf.count) != nil }
                }
            }
        }
    }

    /// Runs `work` on two halves of `0 ..< count` on two threads (one when small), passing a
    /// function that maps a range to the half's part of it; concatenates the results.
    func inHalves(_ count: Int, _ work: (_ part: (Range<Int>) -> Range<Int>) -> [Int]) -> [Int] {
        if count < 4_096 || ProcessInfo.processInfo.activeProcessorCount < 2 { return work { $0 } }
        let results = UnsafeMutableBufferPointer<[Int]>.allocate(capacity: 2)
        results.initialize(repeating: [])
        defer { results.deinitialize(); results.deallocate() }
        nonisolated(unsafe) let out = results
        withoutActuallyEscaping(work) { w in
            nonisolated(unsafe) let w = w
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                out[half] = w { r in
                    let mid = r.lowerBound + r.count / 2
                    return half == 0 ? r.lowerBound ..< mid : mid ..< r.upperBound
                }
            }
        }
        var all = results[0]
        results[0] = [] // `all` is then the only reference: appended in place when it has room
        all.append(contentsOf: results[1])
        return all
    }
}

import Foundation
