import Foundation
import Synchronization
import TableKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A JSON array of objects, or JSON Lines (one object per line), as rows, read where the
/// bytes lie: the file is mapped (a pipe read into anonymous memory, as for text), and a
/// background thread finds each element's byte range (``JSONElementScanner``), checks its
/// syntax and adds its keys to the columns (``JSONKeyUnion``), publishing every block.
/// A row is parsed only when it is shown, searched or sorted.
///
/// Columns are the union of the objects' keys in first-seen order, growing while the input
/// is indexed; a missing key is a blank field; nested arrays and objects are shown as
/// compact JSON, `null` as blank. Array elements that are not objects go to a column
/// named `value`. Memory: 8 bytes a record (``RecordOffsets``), the folded fields of the
/// records that are not plain ASCII, plus the rows read.
final class JSONSource: MappedRecordSource, ProgressSignallingSource {
    /// Bytes indexed between two publications after the first ones.
    static let blockBytes = 1 << 20
    /// The first blocks are small, so that the first screen is published at once.
    static let firstBlockBytes = 64 << 10

    let title: String
    let input: ByteInput
    /// Where the first record starts, then where each record ends, 8 bytes a record: record
    /// `r` is `self[r] ..< self[r + 1]` after the blanks and the comma that lead it (none
    /// for the first). The flag of ``RecordOffsets/isNonASCII(record:)`` says the record is
    /// not plain: it has a byte above 0x7F or a `\` (its text is then not its bytes).
    let offsets = RecordOffsets()
    /// Given `.jsonl` or sniffed as JSON Lines: one value per line.
    let isLines: Bool
    let load = Mutex(ByteTableSource.LoadState())
    let published = Mutex(JSONKeyUnion.Snapshot())
    /// The folded text of the records that are not plain (their fields joined by tabs), for
    /// search; made by the indexer before it publishes them.
    let folded = Mutex(FoldedRows())
    let stopped = Atomic<Bool>(false)
    /// Loading ended at a JSON Lines last line the input ends inside (its error says so):
    /// the rows before it are shown, the input is not refused at open.
    let lastLineCutOff = Atomic<Bool>(false)
    let progressWait = IndexingProgressWait()

    private init(input: ByteInput, title: String, lines: Bool) {
        self.input = input
        self.title = title
        isLines = lines
    }

    /// Maps `path` and starts indexing it (see ``open(input:title:lines:)``).
    /// - Throws: ``DataError``: the file cannot be opened, or is not valid JSON within its
    ///   first records (with the line and column).
    static func open(path: String, title: String, lines: Bool) throws(DataError) -> any TabularSource {
        try open(input: ByteInput.open(path: path, follow: false), title: title, lines: lines)
    }

    /// Starts indexing `input` and waits for the first ``DataLimits/typeSampleRows``
    /// records, so that the first screen has its columns: in a file whose size is known,
    /// until that many records, the end or 4 MiB of it are indexed (bounded by work, not
    /// by time, so that a loaded machine sees the same first screen and the same errors);
    /// from a pipe, up to 200 ms as well.
    /// - Throws: ``DataError`` naming the line and column of a syntax error found while
    ///   waiting; one found later stops loading there (``LoadingProgress/error``), the
    ///   records before it staying readable, as does a JSON Lines last line cut off (the
    ///   input ends inside its value: "FILE:6: the last line is cut off …"), found at once.
    static func open(input: ByteInput, title: String, lines: Bool) throws(DataError) -> any TabularSource {
        let source = JSONSource(input: input, title: title, lines: lines)
        let wait = source.progressWait
        wait.threadStarted()
        Thread.detachNewThread { [weak source] in
            var state = IndexingState()
            ByteTableSource.run(signalling: wait, isIndexing: true) { source?.indexStep(&state) ?? .done }
        }
        // A file's wait is bounded by the indexer's work alone; a pipe's by 200 ms too.
        let deadline = ContinuousClock.now.advanced(by: input.knownSize == nil ? .milliseconds(200) : .seconds(86_400))
        var failure: DataError?
        _ = wait.wait(until: deadline) {
            let state = source.load.withLock { $0 }
            failure = state.error
            return failure != nil || source.rowCount >= DataLimits.typeSampleRows || state.isComplete
                || state.bytesRead >= 4 << 20
        }
        if let failure, !source.lastLineCutOff.load(ordering: .relaxed) { throw failure }
        return source
    }

    var columns: [Column] { published.withLock { $0.columns } }

    var progress: LoadingProgress {
        let count = max(0, offsets.count - 1)
        let s = load.withLock { $0 }
        return LoadingProgress(
            rowCount: count, isComplete: s.isComplete, bytesRead: s.bytesRead, totalBytes: input.knownSize,
            error: s.error, stoppedAtLimit: s.stoppedAtLimit, inputLimit: input.pipeLimit,
            fileChange: s.fileChange ?? (input.shrankUnderMapping ? .truncated : nil))
    }

    /// The bytes of `row`'s value; traps when out of range.
    @inline(__always)
    func bounds(ofRow row: Int) -> Range<Int> {
        precondition(row >= 0 && row + 1 < offsets.count, "\(title): row \(row) is outside 0..<\(rowCount)")
        var start = offsets[row]
        if row > 0 {
            // After the previous record: blanks, and in an array one comma.
            let base = input.base
            while base[start] == 0x20 || base[start] == 0x0A || base[start] == 0x0D || base[start] == 0x09
                || base[start] == 0x2C
            { start += 1 }
        }
        return start..<offsets[row + 1]
    }

    /// Whether `row`'s text is its bytes: no byte above 0x7F, no escape.
    func isPlain(row: Int) -> Bool { !offsets.isNonASCII(record: row) }

    /// A reader of `row`'s value that ends with it (offsets are the input's).
    func reader(ofRow row: Int) -> JSONReader {
        let r = bounds(ofRow: row)
        return JSONReader(UnsafeBufferPointer(start: input.base, count: r.upperBound), at: r.lowerBound)
    }

    func fields(ofRow row: Int) -> [String] { fieldsMarkingMissing(ofRow: row).map { $0 ?? "" } }

    /// The keys an object lacks as nil (a record that is not an object has its `value`).
    func fieldsMarkingMissing(ofRow row: Int) -> [String?] {
        let snap = published.withLock { $0 }
        var out = [String?](repeating: nil, count: snap.columns.count)
        var reader = reader(ofRow: row)
        if reader.peek() == 0x7B {
            // Records are checked before they are published, so this parse succeeds.
            for (key, value) in (try? reader.objectFields()) ?? [] {
                if let c = snap.index[key], c < out.count { out[c] = Self.cut(value) }
            }
        } else if let c = snap.index["value"], c < out.count {
            out[c] = Self.cut((try? reader.displayValue()) ?? "")
        }
        return out
    }

    func field(ofRow row: Int, column: Int) -> String {
        let columns = columns
        precondition(
            column >= 0 && column < columns.count, "\(title): column \(column) is outside 0..<\(columns.count)")
        var reader = reader(ofRow: row)
        let value = try? reader.value(ofKey: columns[column].name)
        return Self.cut(value ?? "")
    }

    func wholeField(ofRow row: Int, column: Int) -> String {
        let columns = columns
        precondition(
            column >= 0 && column < columns.count, "\(title): column \(column) is outside 0..<\(columns.count)")
        var reader = reader(ofRow: row)
        return ((try? reader.value(ofKey: columns[column].name)) ?? nil) ?? ""
    }

    func stopLoading() { stopped.store(true, ordering: .relaxed) }

    /// A field cut to ``DataLimits/displayBytes``.
    static func cut(_ s: String) -> String {
        guard s.utf8.count > DataLimits.displayBytes else { return s }
        var s = s
        return s.withUTF8 { FieldDecoding.string($0.baseAddress!, 0..<$0.count) }
    }
}

extension JSONReader {
    /// The value of `key` in the object (or, for `value`, the non-object) at the reader, as
    /// a cell shows it; nil when the object has no such key; the last one when it has it
    /// twice (as ``JSONSource/fields(ofRow:)``). Keys are compared as bytes (decoded only
    /// when escaped), the other values skipped.
    /// - Throws: a syntax error before the key is found.
    mutating func value(ofKey key: String) throws(Failure) -> String? {
        guard peek() == 0x7B else { return key == "value" ? try displayValue() : nil }
        i += 1
        if peek() == 0x7D { return nil }
        let target = Array(key.utf8)
        var found: String?
        while true {
            guard peek() == 0x22 else { throw fail("expected a key in quotes") }
            let open = i
            let (raw, escaped) = try stringBytes()
            var same = raw.elementsEqual(target)
            if escaped {
                let end = i
                i = open
                same = try string().utf8.elementsEqual(target)
                i = end
            }
            try expect(0x3A, "':' after a key")
            if same { found = try displayValue() } else { try skipValue() }
            guard let n = peek() else { throw fail("unexpected end of input in an object") }
            i += 1
            if n == 0x7D { return found }
            if n != 0x2C {
                i -= 1
                throw fail("expected ',' or '}' in an object")
            }
        }
    }
}
