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
        // Skip a UTF-8 byte order mark (only once the first bytes are in, see `run`).
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

    /// The indexing thread: refills the input, scans it block by block, publishes.
    private func run() {
        var first = input.refill()
        // A byte order mark at the start is not part of the first record.
        while !first.isEnd && first.available < 3 && first.error == nil { first = input.refill() }
        let base = UnsafePointer(input.base)
        let start = first.available >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF ? 3 : 0
        var scanner = RecordScanner(syntax: RecordSyntax(delimiter: delimiter), start: start)
        offsets.append(start)
        offsets.publish()
        var refill = first
        while !stopped.load(ordering: .relaxed) {
            while scanner.position < refill.available && !stopped.load(ordering: .relaxed) {
                let before = offsets.writtenCount
                let end = min(refill.available, scanner.position + Self.blockBytes)
                let was = scanner.position
                scanner.scan(base, to: end, available: refill.available, isEnd: refill.isEnd, into: offsets)
                foldNonASCII(records: before - 1 ..< offsets.writtenCount - 1)
                offsets.publish()
                load.withLock { $0.bytesRead = Int64(scanner.position) }
                if scanner.position == was { break } // a CR waiting for its next byte
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
                }
                foldNonASCII(records: before - 1 ..< offsets.writtenCount - 1)
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

    /// Folds the records in `range` (record numbers) that are not all ASCII into ``folded``.
    private func foldNonASCII(records range: Range<Int>) {
        guard !range.isEmpty else { return }
        let base = UnsafePointer(input.base)
        guard ByteSearch.containsNonASCII(base, from: offsets[range.lowerBound], to: offsets[range.upperBound]) else { return }
        var batch: [(Int, String)] = []
        for k in range where k >= headerRecordsWhileLoading {
            let s = offsets[k], e = offsets[k + 1]
            if ByteSearch.containsNonASCII(base, from: s, to: e) {
                let r = FieldDecoding.trimmed(base, s, e)
                batch.append((k, FieldDecoding.string(base, r, limit: FoldedRows.foldedBytesLimit)))
            }
        }
        folded.withLock { f in for (k, text) in batch { f.append(row: k, text: text) } }
    }

    /// Folded rows are keyed by record number (the header, if any, is record 0).
    private var headerRecordsWhileLoading: Int { 0 }

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
