/// The last records of a text or CSV input found by reading back from its end, as `less`
/// shows a file's end before it has counted its lines: for `G` while the record index is
/// still being built.
///
/// Lines end at LF, CR LF or a lone CR, as ``RecordScanner`` splits them. With a
/// delimiter, a line break may be data inside a quoted field, and which it is depends on
/// every quote before it. The rule: scanning starts at a line break some way back from the
/// end, under both of the only two hypotheses about it (it ends a record, or it is data in
/// a quoted field), with ``RecordScanner``'s RFC 4180 rules; where the two scans reach the
/// same byte in the same state they agree from there on whatever came before, so every
/// record end found after that point is a record end of the whole input. Records before
/// that point are not returned: after a quoted field with line breaks the two scans meet
/// only past it, and the records before it are not certain from the end. When the window
/// holds fewer than `count` certain records, it doubles up to ``maximumWindow`` (or until
/// it reaches the input's start), and the most found are the answer; an input the first
/// window covers whole (which the count reads at once) has none
/// (docs/decisions/2026-12-02-g-reads-the-end-while-the-count-goes-on.md).
enum RecordsFromEnd {
    /// Bytes read back from the end first.
    static let firstWindow = 256 << 10
    /// The most bytes read back from the end.
    static let maximumWindow = 4 << 20

    /// The byte ranges of the last `count` records (at least 1) of `base[0 ..< end]`, in
    /// order, each with its line break; only records that start at or after `notBefore`
    /// (a CSV's first data record) and only when the input's start is not reached; fewer
    /// than `count` when the window holds fewer certain records. Nil when none is certain,
    /// or the input ends inside a quoted field (an unclosed quote, which the count reports).
    /// - Complexity: O(the window's bytes), at most ``maximumWindow``, one byte a step.
    static func lastRecords(
        _ base: UnsafePointer<UInt8>, end: Int, delimiter: UInt8?, count: Int, notBefore: Int
    ) -> [Range<Int>]? {
        precondition(count >= 1, "at least one record is asked for")
        var window = firstWindow
        var best: [Range<Int>] = []
        while true {
            let from = end - window
            // The whole input, or the first window covers it: the count reads it at once.
            guard from > notBefore else { return window == firstWindow || best.isEmpty ? nil : best }
            if let found = lastRecords(base, from: from, end: end, delimiter: delimiter, count: count) {
                if found.count >= count { return found }
                if found.count > best.count { best = found }
            }
            guard window < maximumWindow else { return best.isEmpty ? nil : best }
            window *= 2
        }
    }

    /// One window, `from ..< end`: the records after the two scans met (nil: they did not,
    /// or the input ends inside quotes).
    private static func lastRecords(
        _ base: UnsafePointer<UInt8>, from: Int, end: Int, delimiter d: UInt8?, count: Int
    ) -> [Range<Int>]? {
        // The first line break of the window: scanning starts after it.
        var s = from
        while s < end && base[s] != 0x0A { s += 1 }
        guard s < end else { return nil }
        s += 1
        var ends: [Int] = [s]  // record ends, certain ones only
        var a = Scan(position: s, inQuotes: false, atRecordStart: true)
        if let d {
            var b = Scan(position: s, inQuotes: true, atRecordStart: false)
            // Lockstep: the one behind steps (`""` is two bytes), until both are the same.
            while a != b {
                if a.position >= end || b.position >= end { return nil }
                if a.position <= b.position {
                    _ = a.step(base, end: end, delimiter: d)
                } else {
                    _ = b.step(base, end: end, delimiter: d)
                }
            }
            // The record ends before the meeting are not certain; the meeting point is a
            // record start when both scans are at one.
            ends = a.atRecordStart ? [a.position] : []
        }
        while a.position < end {
            if a.step(base, end: end, delimiter: d) { ends.append(a.position) }
        }
        if a.inQuotes { return nil }
        if ends.last != end { ends.append(end) }  // the last record has no line break
        let kept = ends.suffix(count + 1)
        return zip(kept, kept.dropFirst()).map { $0..<$1 }
    }

    /// A scan's state before the byte at `position`, as ``RecordScanner`` keeps it.
    struct Scan: Equatable {
        var position: Int
        var inQuotes: Bool
        /// The byte at `position` starts a record (a quote there opens a quoted field).
        var atRecordStart: Bool

        /// Reads one byte (two for `""` in quotes and CR LF); true when a record ended
        /// with it (its end is `position` now).
        mutating func step(_ base: UnsafePointer<UInt8>, end: Int, delimiter d: UInt8?) -> Bool {
            let c = base[position]
            let next: UInt8? = position + 1 < end ? base[position + 1] : nil
            if inQuotes {
                if c == 0x22 {
                    if next == 0x22 {
                        position += 2
                        return false
                    }
                    inQuotes = false
                }
                position += 1
                atRecordStart = false
                return false
            }
            if c == 0x0A || c == 0x0D {
                position += c == 0x0D && next == 0x0A ? 2 : 1
                atRecordStart = true
                return true
            }
            if let d, c == 0x22, atRecordStart || (position > 0 && base[position - 1] == d) { inQuotes = true }
            position += 1
            atRecordStart = false
            return false
        }
    }
}
