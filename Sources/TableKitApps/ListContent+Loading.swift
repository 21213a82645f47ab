import Foundation
import TableKit

/// Why a file could not be shown as a list: one line naming the file and what is wrong,
/// with the line and column where the parser tells. The description is a
/// `Sanitizer.messageLine(_:)`: names and keys from the file never carry a control
/// character, an escape sequence or a line break.
public struct ListContentError: Error, CustomStringConvertible, Equatable {
    /// The one-line message: the file and what is wrong, sanitised.
    public let description: String
    /// An error with the message `d`, sanitised with `Sanitizer.messageLine(_:)`.
    public init(_ d: String) { description = Sanitizer.messageLine(d) }
}

/// Reading a file as a list (`tablekit view`, the Sections app): a property list (XML or
/// binary), JSON, or UTF-8 text with one row per line.
///
/// Shapes: a dictionary of arrays becomes sections (keys sorted); an array of strings one
/// section; an array of dictionaries one section whose rows show the `key` field with the
/// `detail` field as detail text. Anything else is an error that says what was found.
extension ListContent {
    typealias LoadError = ListContentError

    /// Loads `path`: `.plist` (or XML/binary plist content) and `.json` by their parsers,
    /// anything else as UTF-8 lines.
    /// - Parameters:
    ///   - path: the file to load, as the user gave it (quoted, sanitised, in errors).
    ///   - key: for arrays of dictionaries, the field shown as the row's text (default: the
    ///     first field, in sorted order, whose value is a string).
    ///   - detail: the field shown as the detail text.
    /// - Throws: ``ListContentError`` for a missing file, a file over the input limit
    ///   (`DataFile.read(_:limit:)`), a parse error, invalid UTF-8 (with the byte offset
    ///   and line) or a shape that cannot be shown.
    /// - Complexity: O(file size).
    public static func load(path: String, key: String? = nil, detail: String? = nil) throws(ListContentError)
        -> ListContent
    {
        let url = URL(fileURLWithPath: path)
        let data: Data
        do { data = try DataFile.read(path) } catch { throw LoadError(error.description) }
        let ext = url.pathExtension.lowercased()
        if data.isEmpty && (ext == "plist" || ext == "json") { throw LoadError("\(path): the file is empty") }
        let object: Any
        if ext == "plist" || data.starts(with: Array("bplist".utf8)) || data.starts(with: Array("<?xml".utf8)) {
            do { object = try DataFile.propertyList(data, path: path) } catch { throw LoadError(error.description) }
        } else if ext == "json" {
            do { object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) } catch {
                throw LoadError(
                    ParsePosition.message(
                        path, at: DataFile.jsonPosition(error, in: data),
                        "not valid JSON: \(DataFile.jsonReason(error))"))
            }
        } else {
            return try lines(data, path: path)
        }
        return try shape(object, path: path, key: key, detail: detail)
    }

    /// One row per line of UTF-8 text (lines end in LF, CR LF or CR); a final line break
    /// does not make an empty row.
    static func lines(_ data: Data, path: String) throws(LoadError) -> ListContent {
        guard let text = String(validating: data, as: UTF8.self) else {
            let bad = firstInvalidUTF8(data)
            throw LoadError(
                ParsePosition.message(
                    path, at: ParsePosition.of(byte: bad.offset, in: data), "invalid UTF-8 (byte \(bad.offset))"))
        }
        // "\r\n" is one Character in Swift, so split on every kind of line break (but not
        // on U+2028/U+2029, which `wc -l` and editors do not count either).
        var rows = text.splitLines().map {
            ListContent.Row(text: String($0))
        }
        if rows.last?.text == "" { rows.removeLast() }
        return ListContent(sections: [ListContent.Section(title: nil, rows: rows)])
    }

    /// The offset and 1-based line of the first byte that is not valid UTF-8.
    static func firstInvalidUTF8(_ data: Data) -> (offset: Int, line: Int) {
        let bytes = [UInt8](data)
        var i = 0
        var line = 1
        while i < bytes.count {
            let b = bytes[i]
            let len: Int
            switch b {
            case 0x00...0x7F: len = 1
            case 0xC2...0xDF: len = 2
            case 0xE0...0xEF: len = 3
            case 0xF0...0xF4: len = 4
            default: return (i, line)
            }
            if i + len > bytes.count { return (i, line) }
            if len > 1, String(validating: bytes[i..<(i + len)], as: UTF8.self) == nil { return (i, line) }
            if b == 0x0A { line += 1 }
            i += len
        }
        return (i, line)
    }

    static func shape(_ object: Any, path: String, key: String?, detail: String?) throws(LoadError) -> ListContent {
        if let dict = object as? [String: Any] {
            var sections: [ListContent.Section] = []
            for k in dict.keys.sorted() {
                guard let arr = dict[k] as? [Any] else {
                    throw LoadError(
                        "\(path): the value of key '\(Sanitizer.messageValue(k))' is \(typeName(dict[k]!)), expected an array (a dictionary of arrays becomes sections)"
                    )
                }
                sections.append(
                    ListContent.Section(
                        title: k,
                        rows: try rows(
                            arr, path: path, at: "key '\(Sanitizer.messageValue(k))'", key: key, detail: detail)))
            }
            return ListContent(sections: sections)
        }
        if let arr = object as? [Any] {
            return ListContent(sections: [
                ListContent.Section(
                    title: nil, rows: try rows(arr, path: path, at: "the top-level array", key: key, detail: detail))
            ])
        }
        throw LoadError(
            "\(path): cannot show \(typeName(object)) at the top level: expected a dictionary of arrays, an array of strings or an array of dictionaries"
        )
    }

    /// Fields tried, in order, for the row text of a dictionary when `--key` is not given.
    static let preferredKeys = ["name", "Name", "title", "Title", "label", "Label"]

    static func rows(_ arr: [Any], path: String, at place: String, key: String?, detail: String?) throws(LoadError)
        -> [ListContent.Row]
    {
        var out: [ListContent.Row] = []
        out.reserveCapacity(arr.count)
        for (i, v) in arr.enumerated() {
            if let s = v as? String {
                out.append(ListContent.Row(text: s))
            } else if let d = v as? [String: Any] {
                let k = key ?? preferredKeys.first { d[$0] is String } ?? d.keys.sorted().first { d[$0] is String }
                guard let k else {
                    throw LoadError(
                        "\(path): item \(i) of \(place) has no text field to show (choose the field to show)")
                }
                guard let value = d[k] else {
                    throw LoadError(
                        "\(path): item \(i) of \(place) has no field '\(Sanitizer.messageValue(k))' (choose another field to show)"
                    )
                }
                // A row without the detail field shows no detail, as a cell whose
                // detailTextLabel is nil: one incomplete object never rejects the file.
                let detailText = detail.flatMap { d[$0] }.map(describe)
                out.append(ListContent.Row(text: describe(value), detail: detailText))
            } else if v is NSNumber {
                out.append(ListContent.Row(text: describe(v)))
            } else {
                throw LoadError("\(path): item \(i) of \(place) is \(typeName(v)), expected a string or a dictionary")
            }
        }
        return out
    }

    /// `v` as a Bool when it is a boolean (a plist `<true/>`, a JSON `true`), not merely
    /// a number that converts to one: Foundation gives plist booleans as `Bool` and JSON
    /// ones as an `NSNumber` of Objective-C type `c`, while `1` is an `NSNumber` of `i`/`q`.
    static func boolean(_ v: Any) -> Bool? {
        if type(of: v) == Bool.self { return v as? Bool }
        if let n = v as? NSNumber, String(cString: n.objCType) == "c" { return n.boolValue }
        return nil
    }

    /// A field's value as row text: strings as they are, booleans `true`/`false`, numbers and dates formatted,
    /// arrays and dictionaries as compact JSON.
    static func describe(_ v: Any) -> String {
        if let s = v as? String { return s }
        if let b = boolean(v) { return b ? "true" : "false" }
        if let n = v as? NSNumber { return n.stringValue }
        if let d = v as? Date { return d.formatted(date: .abbreviated, time: .shortened) }
        if JSONSerialization.isValidJSONObject(v),
            let data = try? JSONSerialization.data(withJSONObject: v, options: [.sortedKeys]),
            let s = String(data: data, encoding: .utf8)
        {
            return s
        }
        return String(describing: v)
    }

    static func typeName(_ v: Any) -> String {
        switch v {
        case is String: "a string"
        case is NSNumber: "a number"
        case is [Any]: "an array"
        case is [String: Any]: "a dictionary"
        case is Data: "data"
        case is Date: "a date"
        default: "a value of another kind"
        }
    }

    /// Foundation's reason, sanitised: it may quote the file's bytes.
    static func reason(_ error: Error) -> String { DataFile.foundationReason(error) }
}
