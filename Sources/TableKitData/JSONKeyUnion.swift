/// The columns of a JSON source as its records are indexed: the union of the objects' keys
/// in first-seen order (`value` for elements that are not objects), each with up to
/// ``DataLimits/typeSampleRows`` non-empty values for type detection.
///
/// Owned by the indexing thread; readers get ``snapshot()`` values. Each record checked
/// (``check(_:in:)``) is parsed by ``JSONReader``: keys read as bytes and matched against
/// the previous record's keys in the same places (one `memcmp` each in the usual file of
/// like objects), decoded and looked up only when they differ; values skipped (syntax
/// checked) once their column has its sample.
struct JSONKeyUnion {
    /// The readers' view: columns and where each key is.
    struct Snapshot: Sendable {
        var columns: [Column] = []
        var index: [String: Int] = [:]
    }

    private(set) var names: [String] = []
    private var index: [String: Int] = [:]
    /// Each column's key as first written (escapes undecoded).
    private var raw: [[UInt8]] = []
    /// Each column's values sampled so far; nil once its type is final.
    private var samples: [[String]?] = []
    private var types: [ColumnType] = []
    /// The column of each key of the last object, in its order.
    private var lastOrder: [Int] = []

    /// The column of `key` (bytes as written between the quotes, `escaped` if they hold a
    /// `\`), added when new; `k` is the key's place in its object.
    private mutating func column(_ key: UnsafeBufferPointer<UInt8>, escaped: Bool, reader: inout JSONReader, at k: Int)
        throws(JSONReader.Failure) -> Int
    {
        if k < lastOrder.count {
            let c = lastOrder[k]
            if raw[c].count == key.count
                && raw[c].withUnsafeBufferPointer({ memcmp($0.baseAddress!, key.baseAddress!, key.count) == 0 })
            {
                return c
            }
        }
        let name: String
        if escaped {
            let save = reader.i
            reader.i = key.baseAddress! - reader.bytes.baseAddress! - 1
            name = try reader.string()
            reader.i = save
        } else {
            name = String(decoding: key, as: UTF8.self)
        }
        let c = add(name, raw: Array(key))
        if k < lastOrder.count { lastOrder[k] = c } else { lastOrder.append(c) }
        return c
    }

    private mutating func add(_ name: String, raw key: [UInt8]) -> Int {
        if let c = index[name] { return c }
        index[name] = names.count
        names.append(name)
        raw.append(key)
        samples.append([])
        types.append(.text)
        return names.count - 1
    }

    private mutating func sample(_ c: Int, _ value: String) {
        guard !value.isEmpty else { return }
        samples[c]!.append(value)
        if samples[c]!.count == DataLimits.typeSampleRows {
            types[c] = ColumnType.detect(samples[c]!)
            samples[c] = nil  // the type is final
        }
    }

    /// Checks the record at `range` of `reader`'s bytes (the whole input, so that a failure's
    /// offset is the input's) and adds its keys.
    /// - Throws: the record's first syntax error, or text after its value.
    mutating func check(_ range: Range<Int>, in reader: inout JSONReader, afterValue: String) throws(JSONReader.Failure)
    {
        let known = names.count
        do { try checkKeys(range, in: &reader, afterValue: afterValue) } catch {
            // A record that fails adds no column.
            for name in names[known...] { index[name] = nil }
            names.removeLast(names.count - known)
            raw.removeLast(raw.count - known)
            samples.removeLast(samples.count - known)
            types.removeLast(types.count - known)
            lastOrder.removeAll()
            throw error
        }
    }

    private mutating func checkKeys(_ range: Range<Int>, in reader: inout JSONReader, afterValue: String)
        throws(JSONReader.Failure)
    {
        reader.i = range.lowerBound
        guard reader.bytes[range.lowerBound] == 0x7B else {
            let c = add("value", raw: Array("value".utf8))
            if samples[c] != nil { sample(c, try reader.displayValue()) } else { try reader.skipValue() }
            return try end(range, &reader, afterValue)
        }
        reader.i += 1
        if reader.peek() == 0x7D {
            reader.i += 1
            return try end(range, &reader, afterValue)
        }
        var k = 0
        while true {
            guard reader.peek() == 0x22 else { throw reader.fail("expected a key in quotes") }
            let (key, escaped) = try reader.stringBytes()
            let c = try column(key, escaped: escaped, reader: &reader, at: k)
            try reader.expect(0x3A, "':' after a key")
            if samples[c] != nil { sample(c, try reader.displayValue()) } else { try reader.skipValue() }
            k += 1
            reader.skipSpace()
            guard reader.i < reader.bytes.count else { throw reader.fail("unexpected end of input in an object") }
            let b = reader.bytes[reader.i]
            reader.i += 1
            if b == 0x2C { continue }
            if b == 0x7D { return try end(range, &reader, afterValue) }
            reader.i -= 1
            throw reader.fail("expected ',' or '}' in an object")
        }
    }

    /// The value must end the record.
    private func end(_ range: Range<Int>, _ reader: inout JSONReader, _ afterValue: String) throws(JSONReader.Failure) {
        reader.skipSpace()
        if reader.i < range.upperBound { throw reader.fail(afterValue) }
    }

    /// Marks every column's type final (the input is indexed): detected from what was sampled.
    mutating func finish() {
        for c in names.indices {
            if let s = samples[c] {
                types[c] = ColumnType.detect(s)
                samples[c] = nil
            }
        }
    }

    /// The columns now (one untitled placeholder when no record was read: a `[]` has no
    /// column to name), types detected from the values sampled so far.
    func snapshot() -> Snapshot {
        if names.isEmpty { return Snapshot(columns: [Column(name: "")], index: [:]) }
        let columns = names.indices.map { c in
            Column(name: names[c], type: samples[c].map { ColumnType.detect($0) } ?? types[c])
        }
        return Snapshot(columns: columns, index: index)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
