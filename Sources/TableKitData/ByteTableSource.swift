import Foundation
import Synchronization
import TableKit

/// A text file, CSV/TSV file or standard input as rows: the input's bytes stay where they
/// are (mapped, or in anonymous memory for a pipe), and a background thread builds the
/// record index (``RecordOffsets``, 8 bytes a record) and the folded copy of non-ASCII
/// records (``FoldedRows``), publishing every block (64 KiB first, then 1 and 4 MiB).
final class ByteTableSource: MappedRecordSource, ProgressSignallingSource {
    /// Bytes indexed between two publications after the first block, up to
    /// ``largeBlocksFrom``.
    static let blockBytes = 1 << 20
    /// Bytes indexed between two publications from ``largeBlocksFrom`` on: fewer blocks,
    /// each a hand-over to the second scanning thread and back (4 MiB: the count of
    /// 10,000,000 lines 3-7% faster than with 1 MiB, in alternating runs on 2026-12-01).
    /// Plain text only: a CSV is split through the mapping, where 4 MiB blocks made the
    /// count of a 1,000,000-row CSV 41-52 ms against 30-34 ms with 1 MiB.
    static let largeBlockBytes = 4 << 20
    /// Where blocks become ``largeBlockBytes``.
    static let largeBlocksFrom = 4 << 20
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
        var fileChange: FollowedFileChange?
    }

    let title: String
    /// The columns: set in `open`; a followed CSV's grow when an appended record has more
    /// fields (``growColumns(records:delimiter:)``), read from any thread.
    private let columnList = Mutex<[Column]>([])
    /// `columns.count`, for the reads of fields (no lock a field).
    let columnCount = Atomic<Int>(0)
    /// The columns whose type no value decided at open (blank in every sampled row, or no
    /// row yet): typed by the first values appended under `--follow` (``growColumns``).
    let untypedColumns = Mutex<Set<Int>>([])
    var columns: [Column] { columnList.withLock { $0 } }
    let input: ByteInput
    let offsets = RecordOffsets()
    let delimiter: UInt8?
    /// The status line's note on the first bytes' encoding (``ByteEncodingCheck/notice``).
    nonisolated(unsafe) private(set) var notice: String?  // set in `open`, before any reader
    /// Records before the first row: 1 for a CSV header; a fixed-width header's lines.
    nonisolated(unsafe) var headerRecords = 0  // set in `open`, before any reader
    /// The columns of fixed-width input (``DataFormat/fixed``); nil for text and CSV.
    nonisolated(unsafe) var layout: FixedWidthLayout?  // set in `open`, before any reader
    /// The distance between tab stops in text and fixed-width lines (``TabExpansion``).
    nonisolated(unsafe) var tabWidth = TabExpansion.defaultWidth  // set in `open`, before any reader
    let load = Mutex(LoadState())
    let folded = Mutex(FoldedRows())

    /// The bytes of memory the rows' index takes: the record offsets (8 bytes a record, in
    /// 2 MiB slabs, and their 512 KiB directory) and the folded copy of the records that are
    /// not ASCII, kept for search. The input's bytes are the file's pages, not counted.
    var indexByteCount: Int { offsets.reservedByteCount + folded.withLock { $0.reservedByteCount } }
    let stopped = Atomic<Bool>(false)
    let progressWait = IndexingProgressWait()
    /// True while the indexing thread is scanning bytes it already has (not waiting for a
    /// pipe or a followed file): the folding thread waits meanwhile, so that on a busy
    /// machine the count gets the cores.
    let isScanning = Atomic<Bool>(false)

    private init(input: ByteInput, title: String, syntax: RecordSyntax) {
        self.input = input
        self.title = title
        self.delimiter = syntax.delimiter
    }

    /// How long a pipe may bring no record before a CSV's first screen stops waiting for
    /// the rest of its type sample (`(printf 'a,b\n1,2\n'; sleep 30) | tablekit view`).
    static let pipeIdleWait = Duration.milliseconds(100)

    /// Opens the source and starts indexing; for CSV, waits for the header and the type
    /// sample: up to `sampleWait` (2 s), and for a pipe only while records keep coming
    /// (once the header is there, ``pipeIdleWait`` without a new record while the indexer
    /// waits for input ends the wait, and the types come from the rows read so far).
    /// - Throws: the loading error when it comes before the header and sample (an unclosed
    ///   quote in a small file).
    ///   With `fixed` (lines only), the columns come from the header and first lines read
    ///   within the same 200 ms as a text file's type sample (``FixedWidthLayout``); lines
    ///   whose layout cannot be found are one column, as text. `tabWidth` (1 or more)
    ///   expands tabs of lines.
    static func open(
        input: ByteInput, title: String, syntax: RecordSyntax, hasHeader: Bool,
        sampleWait: Duration = .seconds(2), fixed: Bool = false, tabWidth: Int = TabExpansion.defaultWidth
    ) throws(DataError) -> any TabularSource {
        let source = ByteTableSource(input: input, title: title, syntax: syntax)
        source.tabWidth = tabWidth
        startThreads(source)
        guard let d = syntax.delimiter else {
            // Lines of numbers (`seq`, `du`) sort by value: the type of the lines read within
            // 200 ms, as for a CSV column.
            let records = source.waitForSample(DataLimits.typeSampleRows, upTo: .milliseconds(200))
            if fixed && source.adoptFixedWidthLayout(records: records, hasHeader: hasHeader) {
                try source.checkEncoding()
                return source
            }
            let base = UnsafePointer(source.input.base)
            let sample = (0..<min(records, DataLimits.typeSampleRows)).map { k in
                FieldDecoding.string(base, FieldDecoding.trimmed(base, source.offsets[k], source.offsets[k + 1]))
            }
            source.setColumns([Column(name: "line", type: sample.isEmpty ? .text : ColumnType.detect(sample))])
            try source.checkEncoding()
            return source
        }
        let want = (hasHeader ? 1 : 0) + DataLimits.typeSampleRows
        var records = 0
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: sampleWait)
        var lastChange = (records: -1, at: clock.now)
        var failure: DataError?
        // Checked after each step of the indexing thread, and when a pipe's idle wait ends.
        while true {
            let idleAt = lastChange.at.advanced(by: pipeIdleWait)
            let wake = input.isPipe && idleAt > clock.now ? min(deadline, idleAt) : deadline
            var ended = false
            var idle = false
            _ = source.progressWait.wait(until: wake) {
                // The state first, then the count: a load that completes between the two
                // reads has published every record before it says so, so the count is final.
                let state = source.load.withLock { $0 }
                records = max(0, source.offsets.count - 1)
                if let e = state.error, records < want { failure = e }
                ended = failure != nil || records >= want || state.isComplete
                // A pipe that pauses: show what came.
                idle =
                    input.isPipe && records >= 1 && records == lastChange.records
                    && !source.isScanning.load(ordering: .relaxed) && clock.now >= idleAt
                return ended || idle || records != lastChange.records
            }
            if let failure { throw failure }
            if ended || idle || clock.now >= deadline { break }
            if records != lastChange.records { lastChange = (records, clock.now) }
        }
        let base = UnsafePointer(source.input.base)
        func recordFields(_ k: Int) -> [String] {
            FieldDecoding.fields(
                base, FieldDecoding.trimmed(base, source.offsets[k], source.offsets[k + 1]), delimiter: d)
        }
        var names: [String] = []
        if hasHeader && records > 0 {
            names = recordFields(0)
            source.headerRecords = 1
        }
        let first = source.headerRecords
        let sample = (first..<min(records, first + DataLimits.typeSampleRows)).map(recordFields)
        let width = max(names.count, sample.map(\.count).max() ?? 0, 1)
        // Columns without a header are numbered from 1; an empty file's one column has no title.
        for c in names.count..<width { names.append(records == 0 ? "" : String(c + 1)) }
        var untyped = Set<Int>()
        source.setColumns(
            (0..<width).map { c in
                let type = ColumnType.detectIfAny(sample.lazy.map { c < $0.count ? $0[c] : "" })
                if type == nil { untyped.insert(c) }
                return Column(name: names[c], type: type ?? .text)
            })
        source.untypedColumns.withLock { $0 = untyped }
        try source.checkEncoding()
        return source
    }

    func setColumns(_ new: [Column]) {
        columnList.withLock { $0 = new }
        columnCount.store(new.count, ordering: .releasing)
    }

    /// Under `--follow`, after the file was first read to its end: records appended with
    /// more fields than there are columns add columns at the right, titled by their number
    /// from 1 (`3`) and typed from these records, as opening the file does for its sample
    /// (older rows are blank there). Called by the indexer before it publishes `records`.
    /// - Complexity: O(the records' bytes).
    func growColumns(records: Range<Int>, delimiter d: UInt8) {
        let base = UnsafePointer(input.base)
        let had = columnCount.load(ordering: .relaxed)
        let untyped = untypedColumns.withLock { $0 }
        var wider: [[String]] = []
        var appended: [[String]] = []
        for k in records {
            let f = FieldDecoding.fields(base, FieldDecoding.trimmed(base, offsets[k], offsets[k + 1]), delimiter: d)
            if f.count > had { wider.append(f) }
            if !untyped.isEmpty && appended.count < DataLimits.typeSampleRows { appended.append(f) }
        }
        var grown = columns
        var typed = Set<Int>()
        // Columns with no value when the file was opened (only its header so far) take the
        // type of the first values appended, as the open's sample would have given.
        for c in untyped where c < had {
            if let t = ColumnType.detectIfAny(appended.lazy.map { c < $0.count ? $0[c] : "" }) {
                grown[c].type = t
                typed.insert(c)
            }
        }
        if !typed.isEmpty { untypedColumns.withLock { $0.subtract(typed) } }
        if let width = wider.map(\.count).max() {
            for c in had..<width {
                grown.append(
                    Column(name: String(c + 1), type: ColumnType.detect(wider.lazy.map { c < $0.count ? $0[c] : "" })))
            }
        } else if typed.isEmpty {
            return
        }
        setColumns(grown)
    }

    /// Looks at the first bytes indexed (``ByteEncodingCheck``): sets ``notice`` for a
    /// binary file or invalid UTF-8.
    /// - Throws: ``DataError`` for UTF-16 (loading stops).
    private func checkEncoding() throws(DataError) {
        let indexed = min(Int(load.withLock { $0.bytesRead }), ByteEncodingCheck.checkedBytes)
        let found = ByteEncodingCheck.check(
            UnsafeBufferPointer(start: input.base, count: indexed),
            totalBytes: input.knownSize.map(Int.init), hole: { self.input.hole(containing: $0) })
        if case .utf16(let little) = found {
            stopLoading()
            throw DataError(ByteEncodingCheck.utf16Message(title, littleEndian: little, isPipe: input.isPipe))
        }
        notice = found.notice
    }

    /// Waits until `records` records are indexed, loading ends (or fails), or `limit`
    /// passes; returns the records indexed.
    func waitForSample(_ records: Int, upTo limit: Duration) -> Int {
        var n = 0
        _ = progressWait.wait(until: ContinuousClock.now.advanced(by: limit)) {
            let state = load.withLock { $0 }  // before the count, as in `open`
            n = max(0, offsets.count - 1)
            return n >= records || state.isComplete || state.error != nil
        }
        return n
    }

    var progress: LoadingProgress {
        let count = max(0, offsets.count - 1 - headerRecords)
        let s = load.withLock { $0 }
        let covered = folded.withLock { $0.coveredRecords }
        return LoadingProgress(
            rowCount: count, isComplete: s.isComplete, bytesRead: s.bytesRead,
            totalBytes: input.knownSize, error: s.error, stoppedAtLimit: s.stoppedAtLimit,
            inputLimit: input.pipeLimit, isSearchPrepared: covered >= count + headerRecords,
            fileChange: s.fileChange ?? (input.shrankUnderMapping ? .truncated : nil))
    }

    /// The bytes of `row` without its line break; traps when out of range.
    @inline(__always)
    func bounds(ofRow row: Int) -> Range<Int> {
        let k = row + headerRecords
        precondition(row >= 0 && k + 1 < offsets.count, "\(title): row \(row) is outside 0..<\(rowCount)")
        return FieldDecoding.trimmed(input.base, offsets[k], offsets[k + 1])
    }

    func fields(ofRow row: Int) -> [String] { fields(inRecord: bounds(ofRow: row)) }

    /// The fields of the record whose bytes (without its line break) are `r`, one a column.
    func fields(inRecord r: Range<Int>) -> [String] {
        guard let d = delimiter else { return lineFields(r, limit: DataLimits.displayBytes) }
        var f = FieldDecoding.fields(input.base, r, delimiter: d)
        let n = columnCount.load(ordering: .acquiring)
        if f.count > n { f.removeLast(f.count - n) }
        while f.count < n { f.append("") }
        return f
    }

    /// A CSV or TSV record's fields past its last as nil; text and fixed-width lines have
    /// every field (a short line's are blank).
    func fieldsMarkingMissing(ofRow row: Int) -> [String?] {
        let r = bounds(ofRow: row)
        guard let d = delimiter else { return lineFields(r, limit: DataLimits.displayBytes) }
        let f = FieldDecoding.fields(input.base, r, delimiter: d)
        return (0..<columnCount.load(ordering: .acquiring)).map { $0 < f.count ? f[$0] : nil }
    }

    func field(ofRow row: Int, column: Int) -> String {
        precondition(
            column >= 0 && column < columnCount.load(ordering: .acquiring),
            "\(title): column \(column) is outside 0..<\(columns.count)")
        let r = bounds(ofRow: row)
        guard let d = delimiter else { return lineField(r, column: column, limit: DataLimits.displayBytes) }
        let f = FieldDecoding.fields(input.base, r, delimiter: d, upTo: column)
        return column < f.count ? f[column] : ""
    }

    func wholeField(ofRow row: Int, column: Int) -> String {
        precondition(
            column >= 0 && column < columnCount.load(ordering: .acquiring),
            "\(title): column \(column) is outside 0..<\(columns.count)")
        let r = bounds(ofRow: row)
        guard let d = delimiter else { return lineField(r, column: column, limit: .max) }
        let f = FieldDecoding.fields(input.base, r, delimiter: d, upTo: column, limit: .max)
        return column < f.count ? f[column] : ""
    }

    func stopLoading() { stopped.store(true, ordering: .relaxed) }

    /// The 1-based line of byte `offset` (counting LF), for messages.
    func lineNumber(at offset: Int) -> Int {
        var n = 1
        var i = 0
        let base = UnsafePointer(input.base)
        while i < offset, let l = memchr(base + i, 0x0A, offset - i) {
            n += 1
            i = UnsafePointer(l.assumingMemoryBound(to: UInt8.self)) - base + 1
        }
        return n
    }
}
