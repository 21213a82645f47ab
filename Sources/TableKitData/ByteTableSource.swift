import Foundation
import Synchronization
import TableKit

/// A text file, CSV/TSV file or standard input as rows: the input's bytes stay where they
/// are (mapped, or in anonymous memory for a pipe), and a background thread builds the
/// record index (``RecordOffsets``, 8 bytes a record) and the folded copy of non-ASCII
/// records (``FoldedRows``), publishing every MiB.
final class ByteTableSource: TabularSource {
    /// Bytes indexed between two publications (so the first screen shows after 1 MiB).
    static let blockBytes = 1 << 20
    /// The first block is small, so that the first screen (and a CSV's header and type
    /// sample) is published at once.
    static let firstBlockBytes = 64 << 10
    /// The first bytes stay resident while indexing (the first screen reads them).
    static let keepResident = 1 << 20

    struct LoadState: Sendable {
        var bytesRead: Int64 = 0
        var isComplete = false
        var error: DataError?
        var stoppedAtLimit = false
    }

    let title: String
    nonisolated(unsafe) private(set) var columns: [Column] = [] // set in `open`, before any reader
    let input: ByteInput
    let offsets = RecordOffsets()
    let delimiter: UInt8?
    /// Records before the first row: 1 for a CSV header.
    nonisolated(unsafe) private(set) var headerRecords = 0 // set in `open`, before any reader
    let load = Mutex(LoadState())
    let folded = Mutex(FoldedRows())
    private let stopped = Atomic<Bool>(false)

    private init(input: ByteInput, title: String, syntax: RecordSyntax) {
        self.input = input
        self.title = title
        self.delimiter = syntax.delimiter
    }

    /// Opens the source and starts indexing; for CSV, waits for the header and the type
    /// sample (up to 2 s).
    /// - Throws: the loading error when it comes before the header and sample (an unclosed
    ///   quote in a small file).
    static func open(input: ByteInput, title: String, syntax: RecordSyntax, hasHeader: Bool) throws(DataError) -> any TabularSource {
        let source = ByteTableSource(input: input, title: title, syntax: syntax)
        Thread.detachNewThread { [source] in source.run() }
        guard let d = syntax.delimiter else {
            source.columns = [Column(name: "line", type: .text)]
            return source
        }
        let want = (hasHeader ? 1 : 0) + DataLimits.typeSampleRows
        var records = 0
        let deadline = ContinuousClock.now.advanced(by: .seconds(2))
        while true {
            records = max(0, source.offsets.count - 1)
            let state = source.load.withLock { $0 }
            if let e = state.error, records < want { throw e }
            if records >= want || state.isComplete || ContinuousClock.now >= deadline { break }
            usleep(200)
        }
        let base = UnsafePointer(source.input.base)
        func recordFields(_ k: Int) -> [String] {
            FieldDecoding.fields(base, FieldDecoding.trimmed(base, source.offsets[k], source.offsets[k + 1]), delimiter: d)
        }
        var names: [String] = []
        if hasHeader && records > 0 {
            names = recordFields(0)
            source.headerRecords = 1
        }
        let first = source.headerRecords
        let sample = (first ..< records).map(recordFields)
        let width = max(names.count, sample.map(\.count).max() ?? 0, 1)
        for c in names.count ..< width { names.append(String(c + 1)) }
        source.columns = (0 ..< width).map { c in
            Column(name: names[c], type: ColumnType.detect(sample.lazy.map { c < $0.count ? $0[c] : "" }))
        }
        return source
    }

    var progress: LoadingProgress {
        let count = max(0, offsets.count - 1 - headerRecords)
        let s = load.withLock { $0 }
        return LoadingProgress(rowCount: count, isComplete: s.isComplete, bytesRead: s.bytesRead,
                               totalBytes: input.knownSize, error: s.error, stoppedAtLimit: s.stoppedAtLimit)
    }

    /// The bytes of `row` without its line break; traps when out of range.
    @inline(__always)
    func bounds(ofRow row: Int) -> Range<Int> {
        let k = row + headerRecords
        precondition(row >= 0 && k + 1 < offsets.count, "\(title): row \(row) is outside 0..<\(rowCount)")
        return FieldDecoding.trimmed(input.base, offsets[k], offsets[k + 1])
    }

    func fields(ofRow row: Int) -> [String] {
        let r = bounds(ofRow: row)
        guard let d = delimiter else { return [FieldDecoding.string(input.base, r)] }
        var f = FieldDecoding.fields(input.base, r, delimiter: d)
        if f.count > columns.count { f.removeLast(f.count - columns.count) }
        while f.count < columns.count { f.append("") }
        return f
    }

    func field(ofRow row: Int, column: Int) -> String {
        precondition(column >= 0 && column < columns.count, "\(title): column \(column) is outside 0..<\(columns.count)")
        let r = bounds(ofRow: row)
        guard let d = delimiter else { return FieldDecoding.string(input.base, r) }
        let f = FieldDecoding.fields(input.base, r, delimiter: d, upTo: column)
        return column < f.count ? f[column] : ""
    }

    func record(ofRow row: Int) -> [UInt8] {
        let r = bounds(ofRow: row)
        return Array(UnsafeBufferPointer(start: input.base + r.lowerBound, count: r.count))
    }

    func stopLoading() { stopped.store(true, ordering: .relaxed) }

    // MARK: Indexing

    /// The indexing thread: refills the input, scans it block by block, marks the records
    /// that are not ASCII, publishes, and lets the indexed pages leave the resident set.
    private func run() {
        Thread.detachNewThread { [self] in foldRecords() }
        var first = input.refill()
        // A byte order mark at the start is not part of the first record.
        while !first.isEnd && first.available < 3 && first.error == nil { first = input.refill() }
        let base = UnsafePointer(input.base)
        let start = first.available >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF ? 3 : 0
        var scanner = RecordScanner(syntax: RecordSyntax(delimiter: delimiter), start: start)
        offsets.append(start)
        offsets.publish()
        var refill = first
        var pendingNonASCII = false // the record being read so far has a non-ASCII byte
        var block = Self.firstBlockBytes
        while !stopped.load(ordering: .relaxed) {
            while scanner.position < refill.available && !stopped.load(ordering: .relaxed) {
                let before = offsets.writtenCount
                let end = min(refill.available, scanner.position + block)
                block = Self.blockBytes
                let was = scanner.position
                scanner.scan(base, to: end, available: refill.available, isEnd: refill.isEnd, into: offsets)
                markNonASCII(from: was, to: scanner.position, firstEntry: before, pending: &pendingNonASCII)
                offsets.publish()
                load.withLock { $0.bytesRead = Int64(scanner.position) }
                // The indexed bytes need not stay resident: rows on screen fault back in.
                let keep = max(Self.keepResident, was - 4096)
                if scanner.position > keep { input.release(keep ..< scanner.position) }
                if scanner.position == was { break } // a CR or quote waiting for its next byte
            }
            if let e = refill.error {
                load.withLock { $0.error = e; $0.isComplete = true }
                return
            }
            if refill.isEnd {
                let before = offsets.writtenCount
                if !scanner.finish(available: refill.available, into: offsets) {
                    let line = lineNumber(at: offsets.lastWritten)
                    load.withLock { $0.error = DataError("\(title): line \(line): a quoted field is not closed (a closing \" is missing)") }
                } else if pendingNonASCII && offsets.writtenCount > before {
                    offsets.markNonASCII(record: offsets.writtenCount - 2)
                }
                offsets.publish()
                load.withLock { $0.isComplete = true; $0.bytesRead = Int64(refill.available); $0.stoppedAtLimit = refill.stoppedAtLimit }
                return
            }
            if input.isFollowing {
                load.withLock { $0.isComplete = true }
                let had = refill.available
                repeat {
                    usleep(200_000)
                    refill = input.refill()
                } while refill.available == had && refill.error == nil && !stopped.load(ordering: .relaxed)
                load.withLock { $0.isComplete = false }
            } else {
                refill = input.refill()
            }
        }
    }

    /// Marks the records with a byte above 0x7F among those that ended in the bytes
    /// `from ..< to` just scanned (entries `firstEntry ..< writtenCount` are new);
    /// `pending` carries the flag of the record still open across blocks.
    private func markNonASCII(from: Int, to: Int, firstEntry before: Int, pending: inout Bool) {
        let after = offsets.writtenCount
        if pending && after > before { offsets.markNonASCII(record: before - 1); pending = false }
        let base = UnsafePointer(input.base)
        var p = from
        while let q = ByteSearch.firstNonASCII(base, from: p, to: to) {
            let k = offsets.last(atMost: q, from: before - 1, below: after)
            if k + 1 < after {
                offsets.markNonASCII(record: k)
                p = offsets[k + 1]
            } else {
                pending = true
                break
            }
        }
    }

    /// The folding thread: follows the index, folding the records marked not ASCII into
    /// ``folded`` for search, until loading is complete and everything is folded.
    private func foldRecords() {
        let base = UnsafePointer(input.base)
        while !stopped.load(ordering: .relaxed) {
            let complete = load.withLock { $0.isComplete && !input.isFollowing }
            let available = offsets.count - 1
            var k = folded.withLock { $0.coveredRecords }
            if k >= available {
                if complete { return }
                usleep(2_000)
                continue
            }
            while k < available {
                let end = min(available, k + 4_096)
                var batch: [(Int, String)] = []
                for r in k ..< end where offsets.isNonASCII(record: r) {
                    let bounds = FieldDecoding.trimmed(base, offsets[r], offsets[r + 1])
                    batch.append((r, FieldDecoding.string(base, bounds, limit: FoldedRows.foldedBytesLimit)))
                }
                folded.withLock { f in
                    for (r, text) in batch { f.append(record: r, text: text) }
                    f.coveredRecords = end
                }
                // Reading the records faulted their pages back in; let them go again.
                let from = max(Self.keepResident, offsets[k]), to = offsets[end]
                if !batch.isEmpty && to > from { input.release(from ..< to) }
                k = end
                if stopped.load(ordering: .relaxed) { return }
            }
        }
    }

    /// The 1-based line of byte `offset` (counting LF), for messages.
    private func lineNumber(at offset: Int) -> Int {
        var n = 1, i = 0
        let base = UnsafePointer(input.base)
        while i < offset, let l = memchr(base + i, 0x0A, offset - i) {
            n += 1; i = UnsafePointer(l.assumingMemoryBound(to: UInt8.self)) - base + 1
        }
        return n
    }
}
