import TableKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing rows of a source as CSV, TSV, JSON or JSON Lines (``TableExportFormat``), in a
/// stream: the bytes go out in blocks of about 1 MiB, so a 10,000,000-row export holds no
/// more than one block and the rows' order.
public enum TableExport {
    /// Writes `rows` (source rows, in the order given) of `source`, the fields of
    /// `columns` (indices into `source.columns`, in order; a negative index is a blank
    /// column), as `format`, handing each block of bytes to `output`. Fields are whole
    /// (never cut at ``DataLimits/displayBytes``); a JSON `null`, and a field the row lacks
    /// (``TabularSource/fieldsMarkingMissing(ofRow:)``), is `null` in JSON and blank in CSV
    /// and TSV, a field there and empty `""`; in JSON a field of a number column that is a JSON number is written
    /// as one, `true`/`false` of a boolean column as a boolean, anything else as a string.
    /// - Parameters:
    ///   - source: the table whose fields are written.
    ///   - rows: source rows, in the order written.
    ///   - columns: indices into `source.columns`, in order; negative for a blank column.
    ///   - format: CSV, TSV, JSON or JSON Lines.
    ///   - output: takes each block of bytes (about 1 MiB); what it throws stops the export.
    ///   - names: the column names for the header row and the JSON keys; default the
    ///     source's names of `columns`.
    ///   - sanitized: each field through `Sanitizer.sanitize` (output to a terminal).
    ///   - progress: told the rows written after each block.
    ///   - isCancelled: asked after each block; a cancelled export stops there.
    /// - Returns: the rows written.
    /// - Throws: what `output` throws (the write stops there).
    /// - Complexity: O(the bytes of the fields written).
    @discardableResult
    public static func write(
        _ source: any TabularSource, rows: some Sequence<Int>, columns: [Int], format: TableExportFormat,
        names: [String]? = nil, sanitized: Bool = false, progress: ((Int) -> Void)? = nil,
        isCancelled: () -> Bool = { false }, to output: ([UInt8]) throws -> Void
    ) throws -> Int {
        let names = names ?? columns.map { $0 >= 0 && $0 < source.columns.count ? source.columns[$0].name : "" }
        let types = columns.map { $0 >= 0 && $0 < source.columns.count ? source.columns[$0].type : .text }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(Self.blockBytes + 65_536)
        let keys = names.map { name -> [UInt8] in
            var k: [UInt8] = []
            appendJSONString(sanitized ? Sanitizer.sanitize(name) : name, to: &k)
            k.append(0x3A)  // :
            return k
        }
        switch format {
        case .csv, .tsv:
            for (i, name) in names.enumerated() {
                if i > 0 { buffer.append(format == .csv ? 0x2C : 0x09) }
                appendField(sanitized ? Sanitizer.sanitize(name) : name, format, to: &buffer)
            }
            buffer.append(0x0A)
        case .json: buffer.append(0x5B)  // [
        case .jsonl: break
        }
        var written = 0
        for row in rows {
            let all = source.fields(ofRow: row)
            switch format {
            case .csv, .tsv:
                for (i, c) in columns.enumerated() {
                    if i > 0 { buffer.append(format == .csv ? 0x2C : 0x09) }
                    let f = field(source, all, row: row, column: c)
                    if f == JSONNull.field { continue }
                    appendField(sanitized ? Sanitizer.sanitize(f) : f, format, to: &buffer)
                }
                buffer.append(0x0A)
            case .json, .jsonl:
                if format == .json { buffer.append(contentsOf: written == 0 ? [0x0A] : [0x2C, 0x0A]) }
                buffer.append(0x7B)  // {
                // A field the row does not have (a short CSV record, a key the object lacks)
                // is null; one that is there and empty stays "".
                let present = all.contains("") ? source.fieldsMarkingMissing(ofRow: row) : nil
                for (i, c) in columns.enumerated() {
                    if i > 0 { buffer.append(0x2C) }
                    buffer.append(contentsOf: keys[i])
                    if let present, c >= 0, c < present.count, present[c] == nil {
                        buffer += Array("null".utf8)
                        continue
                    }
                    let f = field(source, all, row: row, column: c)
                    appendJSONValue(sanitized ? Sanitizer.sanitize(f) : f, type: types[i], to: &buffer)
                }
                buffer.append(0x7D)  // }
                if format == .jsonl { buffer.append(0x0A) }
            }
            written += 1
            if buffer.count >= Self.blockBytes {
                try output(buffer)
                buffer.removeAll(keepingCapacity: true)
                progress?(written)
                if isCancelled() { return written }
            }
        }
        if format == .json { buffer.append(contentsOf: written == 0 ? [0x5D, 0x0A] : [0x0A, 0x5D, 0x0A]) }
        if !buffer.isEmpty { try output(buffer) }
        progress?(written)
        return written
    }

    /// Bytes gathered before a block goes to the output.
    static let blockBytes = 1 << 20

    /// The whole field of `row` in `column`: from `all` (the row's fields) unless it may have
    /// been cut at ``DataLimits/displayBytes``.
    private static func field(_ source: any TabularSource, _ all: [String], row: Int, column c: Int) -> String {
        guard c >= 0 && c < all.count else { return "" }
        let f = all[c]
        return f.utf8.count >= DataLimits.displayBytes - 4 ? source.wholeField(ofRow: row, column: c) : f
    }

    /// A CSV field quoted per RFC 4180 when it must be, or a TSV field with its tabs, line
    /// breaks and backslashes escaped.
    static func appendField(_ f: String, _ format: TableExportFormat, to out: inout [UInt8]) {
        let u = f.utf8
        if format == .tsv {
            for b in u {
                switch b {
                case 0x09: out += [0x5C, 0x74]
                case 0x0A: out += [0x5C, 0x6E]
                case 0x0D: out += [0x5C, 0x72]
                case 0x5C: out += [0x5C, 0x5C]
                default: out.append(b)
                }
            }
            return
        }
        guard u.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else {
            out.append(contentsOf: u)
            return
        }
        out.append(0x22)
        for b in u {
            if b == 0x22 { out.append(0x22) }
            out.append(b)
        }
        out.append(0x22)
    }

    /// A JSON value for a field: `null`, a number or boolean of a column of that type when
    /// the field is written as JSON writes one, else a string.
    static func appendJSONValue(_ f: String, type: ColumnType, to out: inout [UInt8]) {
        if f == JSONNull.field { return out += Array("null".utf8) }
        if type == .number && isJSONNumber(f) { return out.append(contentsOf: f.utf8) }
        if type == .boolean && (f == "true" || f == "false") { return out.append(contentsOf: f.utf8) }
        appendJSONString(f, to: &out)
    }

    /// `s` as a JSON string: `"` and `\` escaped, control characters as `\n`, `\t`, `\r`,
    /// `\b`, `\f` or `\u00XX` (RFC 8259).
    static func appendJSONString(_ s: String, to out: inout [UInt8]) {
        out.append(0x22)
        for b in s.utf8 {
            switch b {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x0D: out += [0x5C, 0x72]
            case 0x09: out += [0x5C, 0x74]
            case 0x08: out += [0x5C, 0x62]
            case 0x0C: out += [0x5C, 0x66]
            case ..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                out += [0x5C, 0x75, 0x30, 0x30, hex[Int(b >> 4)], hex[Int(b & 15)]]
            default: out.append(b)
            }
        }
        out.append(0x22)
    }

    /// Whether `s` is a number as JSON writes one: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isJSONNumber(_ s: String) -> Bool {
        let u = Array(s.utf8)
        var i = 0
        func digits() -> Int {
            let start = i
            while i < u.count && u[i] >= 0x30 && u[i] <= 0x39 { i += 1 }
            return i - start
        }
        if i < u.count && u[i] == 0x2D { i += 1 }
        guard i < u.count else { return false }
        if u[i] == 0x30 { i += 1 } else if digits() == 0 { return false }
        if i < u.count && u[i] == 0x2E {
            i += 1
            if digits() == 0 { return false }
        }
        if i < u.count && (u[i] == 0x65 || u[i] == 0x45) {
            i += 1
            if i < u.count && (u[i] == 0x2B || u[i] == 0x2D) { i += 1 }
            if digits() == 0 { return false }
        }
        return i == u.count
    }
}
