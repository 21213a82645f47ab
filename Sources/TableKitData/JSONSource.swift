import Foundation
import TableKit

/// A JSON array of objects, or JSON Lines (one object per line), as rows: parsed whole at
/// open. Columns are the union of the objects' keys in first-seen order; a missing key is
/// a blank field; nested arrays and objects are shown as compact JSON, `null` as blank.
/// Array elements that are not objects go to a column named `value`.
final class JSONSource: TabularSource {
    let title: String
    let columns: [Column]
    private let rows: [[String]]
    private let data: [UInt8]
    private let records: [Range<Int>]
    private let search: StringRowsSearch

    private init(title: String, columns: [Column], rows: [[String]], data: [UInt8], records: [Range<Int>]) {
        self.title = title
        self.columns = columns
        self.rows = rows
        self.data = data
        self.records = records
        search = StringRowsSearch { [rows] r, c in c.map { rows[r][$0] } ?? rows[r].joined(separator: "\t") }
    }

    /// Reads and parses `path`.
    /// - Throws: ``DataError``: the file cannot be read, or is not valid JSON (with the line
    ///   and column), or holds no array.
    static func open(path: String, title: String, lines: Bool) throws(DataError) -> any TabularSource {
        let data: [UInt8]
        do { data = Array(try DataFile.read(path)) } catch { throw DataError(error.description) }
        return try open(data: data, title: title, lines: lines)
    }

    /// Parses `data` (a pipe read whole).
    /// - Throws: ``DataError``: not valid JSON (with the line and column), or no array.
    static func open(data: [UInt8], title: String, lines: Bool) throws(DataError) -> any TabularSource {
        var keys: [String] = []
        var keyIndex: [String: Int] = [:]
        var objects: [[(Int, String)]] = []
        var records: [Range<Int>] = []
        func add(_ fields: [(key: String, value: String)]) -> [(Int, String)] {
            fields.map { f in
                if let k = keyIndex[f.key] { return (k, f.value) }
                keyIndex[f.key] = keys.count; keys.append(f.key)
                return (keys.count - 1, f.value)
            }
        }
        let failure: JSONReader.Failure? = data.withUnsafeBufferPointer { buf in
            var reader = JSONReader(buf)
            do throws(JSONReader.Failure) {
                // Skip a byte order mark.
                if buf.count >= 3 && buf[0] == 0xEF && buf[1] == 0xBB && buf[2] == 0xBF { reader.i = 3 }
                // A JSON file holding one object (or JSON Lines) is read as JSON Lines,
                // each object free to span lines; in JSON Lines proper each value ends
                // with its line, so an error names the line it is on.
                if lines || reader.peek() == 0x7B {
                    while reader.peek() != nil {
                        let start = reader.i
                        var end = buf.count
                        if lines, let lf = buf[start...].firstIndex(of: 0x0A) { end = lf }
                        var one = JSONReader(UnsafeBufferPointer(rebasing: buf[0 ..< end]), at: start)
                        objects.append(add(try element(&one)))
                        reader.i = one.i
                        records.append(start ..< reader.i)
                        // Only spaces may follow on the line.
                        while reader.i < buf.count && (buf[reader.i] == 0x20 || buf[reader.i] == 0x09 || buf[reader.i] == 0x0D) { reader.i += 1 }
                        if reader.i < buf.count && buf[reader.i] != 0x0A { throw reader.fail("expected one value per line") }
                    }
                } else {
                    guard reader.peek() == 0x5B else { throw reader.fail("expected an array of objects ('[')") }
                    reader.i += 1
                    if reader.peek() == 0x5D { reader.i += 1 } else {
                        while true {
                            _ = reader.peek()
                            let start = reader.i
                            objects.append(add(try element(&reader)))
                            records.append(start ..< reader.i)
                            guard let n = reader.peek() else { throw reader.fail("unexpected end of input in the array") }
                            reader.i += 1
                            if n == 0x2C { continue }
                            if n == 0x5D { break }
                            reader.i -= 1
                            throw reader.fail("expected ',' or ']' in the array")
                        }
                    }
                    if reader.peek() != nil { throw reader.fail("unexpected text after the array") }
                }
                return nil
            } catch { return error }
        }
        if let failure {
            let p = data.withUnsafeBufferPointer { JSONReader($0).position(of: failure.offset) }
            throw DataError(ParsePosition.message(title, at: ParsePosition(line: p.line, column: p.column), "not valid JSON: \(failure.reason)"))
        }
        if keys.isEmpty { keys = ["value"] }
        let rows = objects.map { fields -> [String] in
            var row = [String](repeating: "", count: keys.count)
            for (k, v) in fields { row[k] = v }
            return row
        }
        let sample = rows.prefix(DataLimits.typeSampleRows)
        let columns = keys.enumerated().map { c, name in
            Column(name: name, type: ColumnType.detect(sample.lazy.map { $0[c] }))
        }
        return JSONSource(title: title, columns: columns, rows: rows, data: data, records: records)
    }

    /// One element: an object's fields, or a scalar/array as the field `value`.
    private static func element(_ reader: inout JSONReader) throws(JSONReader.Failure) -> [(key: String, value: String)] {
        if reader.peek() == 0x7B { return try reader.objectFields() }
        return [("value", try reader.displayValue())]
    }

    var progress: LoadingProgress { LoadingProgress(rowCount: rows.count, isComplete: true, bytesRead: Int64(data.count), totalBytes: Int64(data.count)) }

    func fields(ofRow row: Int) -> [String] { rows[row].map(Self.cut) }

    func field(ofRow row: Int, column: Int) -> String { Self.cut(rows[row][column]) }

    func record(ofRow row: Int) -> [UInt8] { Array(data[records[row]]) }

    func rows(matching query: RowQuery, in range: Range<Int>) -> [Int] {
        search.rows(matching: query, in: range, count: rows.count)
    }

    func rows(matching query: RowQuery, among candidates: [Int]) -> [Int] {
        search.rows(matching: query, among: candidates, count: rows.count)
    }

    func stopLoading() {}

    /// A field cut to ``DataLimits/displayBytes``.
    static func cut(_ s: String) -> String {
        guard s.utf8.count > DataLimits.displayBytes else { return s }
        var s = s
        return s.withUTF8 { FieldDecoding.string($0.baseAddress!, 0 ..< $0.count) }
    }
}
