import Dispatch
import Foundation
import Synchronization
import TableKit

/// Search over JSON records: a row matches when its fields (all, or the searched column)
/// hold every word after folding, as for a CSV. Records that are not plain are matched
/// through their folded fields (``FoldedRows``, made while indexing); the others are parsed
/// only where they could match: a plain record (ASCII, no escape) whose bytes lack a word (ASCII
/// case-insensitively) cannot hold it in its fields when the word has no JSON punctuation
/// (`"`, `,`, `:`, brackets), since its fields are its bytes between the punctuation (keys
/// and `null` only add bytes).
extension JSONSource {
    func rows(matching query: RowQuery, in range: Range<Int>) -> [Int] {
        let rows = range.clamped(to: 0..<rowCount)
        if query.isEmpty || rows.isEmpty { return Array(rows) }
        let test = matcher(query)
        return Self.inHalves(rows.count) { part in
            // In steps of 16,384 rows, letting each step's pages go (as indexing does), so
            // that a search over a large file does not keep it resident.
            var hits: [Int] = []
            for step in stride(from: part(rows).lowerBound, to: part(rows).upperBound, by: 16_384) {
                let chunk = step..<min(step + 16_384, part(rows).upperBound)
                hits += chunk.filter(test)
                // From 64 KiB before the step: the pages the kernel mapped around its first read.
                let from = max(ByteTableSource.keepResident, offsets[chunk.lowerBound] - (64 << 10))
                let to = offsets[chunk.upperBound]
                if to > from { input.release(from..<to) }
            }
            return hits
        }
    }

    func rows(matching query: RowQuery, among candidates: [Int]) -> [Int] {
        let count = rowCount
        let valid = candidates.filter { $0 >= 0 && $0 < count }
        if query.isEmpty { return valid }
        let test = matcher(query)
        return Self.inHalves(valid.count) { part in valid[part(0..<valid.count)].filter(test) }
    }

    /// Whether a row matches `query`: the byte test where it decides, else the fields parsed.
    private func matcher(_ query: RowQuery) -> (Int) -> Bool {
        let needles = query.words.map(ByteTableSource.Needle.init)
        let punctuation: Set<UInt8> = [0x22, 0x2C, 0x3A, 0x5B, 0x5D, 0x7B, 0x7D, 0x5C]
        let rawDecides = needles.allSatisfy { $0.isASCII && !$0.bytes.contains(where: punctuation.contains) }
        let base = UnsafePointer(input.base)
        let f = folded.withLock { $0 }
        return { row in
            // A record that is not plain: its folded fields, made while indexing.
            if query.column == nil && !self.isPlain(row: row), let p = f.position(of: row) {
                return f.matches(query, at: p)
            }
            if rawDecides && self.isPlain(row: row)
                && !ByteTableSource.rawMatches(needles, base: base, bounds: self.bounds(ofRow: row))
            {
                return false
            }
            let text =
                query.column.map { self.field(ofRow: row, column: $0) }
                ?? self.fields(ofRow: row).joined(separator: "\t")
            return query.matches(text)
        }
    }

    /// Runs `work` on two halves of `0 ..< count` on two threads (one when small), passing
    /// a function that maps a range to the half's part of it; concatenates the results.
    static func inHalves(_ count: Int, _ work: (_ part: (Range<Int>) -> Range<Int>) -> [Int]) -> [Int] {
        if count < 4_096 || ProcessInfo.processInfo.activeProcessorCount < 2 { return work { $0 } }
        let results = Mutex<[[Int]]>([[], []])
        withoutActuallyEscaping(work) { w in
            nonisolated(unsafe) let w = w
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                let hits = w { r in
                    let mid = r.lowerBound + r.count / 2
                    return half == 0 ? r.lowerBound..<mid : mid..<r.upperBound
                }
                results.withLock { $0[half] = hits }
            }
        }
        return results.withLock { $0[0] + $0[1] }
    }
}
