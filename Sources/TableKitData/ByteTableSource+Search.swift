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
            return inHalves(rows.count) { part in
                let sub = part(rows)
                return sub.filter { fieldMatches(query, row: $0, column: c) }
            }
        }
        let needles = query.words.map(Needle.init)
        return folded.withLock { f in
            let exceptions = f
            let bytes = offsets[rows.upperBound + headerRecords] - offsets[rows.lowerBound + headerRecords]
            if bytes < 1 << 20 { return scan(needles, query, rows, exceptions) }
            return inHalves(rows.count) { part in self.scan(needles, query, part(rows), exceptions) }
        }
    }

    func rows(matching query: RowQuery, among candidates: [Int]) -> [Int] {
        let count = rowCount
        let valid = candidates.filter { $0 >= 0 && $0 < count }
        if query.isEmpty { return valid }
        if let c = query.column, delimiter != nil {
            return inHalves(valid.count) { part in valid[part(0 ..< valid.count)].filter { fieldMatches(query, row: $0, column: c) } }
        }
        let needles = query.words.map(Needle.init)
        return folded.withLock { f in
            let exceptions = f
            return inHalves(valid.count) { part in
                valid[part(0 ..< valid.count)].filter { row in
                    if let p = exceptions.position(of: row + headerRecords) { return exceptions.matches(query, at: p) }
                    return rawMatches(needles, bounds: bounds(ofRow: row))
                }
            }
        }
    }

    /// Matching rows of `rows`: raw hits of the first word in ASCII records (then the other
    /// words in that record), merged with the matching non-ASCII records.
    private func scan(_ needles: [Needle], _ query: RowQuery, _ rows: Range<Int>, _ exceptions: FoldedRows) -> [Int] {
        let h = headerRecords
        let base = UnsafePointer(input.base)
        var raw: [Int] = []
        if needles.allSatisfy(\.isASCII) {
            let first = needles[0]
            let lastRecord = rows.upperBound + h // exclusive
            first.bytes.withUnsafeBufferPointer { ndl in
                first.masks.withUnsafeBufferPointer { msk in
                    var k = rows.lowerBound + h
                    var p = offsets[k]
                    let end = offsets[lastRecord]
                    while let pos = ByteSearch.findFolding(ndl, masks: msk, in: base, from: p, to: end) {
                        k = offsets.last(atMost: pos, from: k, below: lastRecord)
                        if exceptions.position(of: k) == nil
                            && (needles.count == 1 || rawMatches(needles, bounds: FieldDecoding.trimmed(base, offsets[k], offsets[k + 1]))) {
                            raw.append(k - h)
                        }
                        k += 1
                        if k >= lastRecord { break }
                        p = offsets[k]
                    }
                }
            }
        }
        var folded: [Int] = []
        for p in exceptions.positions(in: (rows.lowerBound + h) ..< (rows.upperBound + h)) where exceptions.matches(query, at: p) {
            folded.append(exceptions.rows[p] - h)
        }
        if folded.isEmpty { return raw }
        if raw.isEmpty { return folded }
        return (raw + folded).sorted()
    }

    /// Whether the ASCII bytes `bounds` contain every needle, ASCII case-insensitively.
    private func rawMatches(_ needles: [Needle], bounds: Range<Int>) -> Bool {
        let base = UnsafePointer(input.base)
        return needles.allSatisfy { n in
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
        return results[0] + results[1]
    }
}

import Foundation
