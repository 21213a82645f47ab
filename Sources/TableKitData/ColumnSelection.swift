import Foundation
import TableKit

/// Choosing and ordering columns by name (`--columns a,b,c`, `--search-column NAME`,
/// `--section-by NAME`).
public enum ColumnSelection {
    /// The names of `list`, split at commas, spaces around each name removed, empty names
    /// dropped: `"name, age"` → `["name", "age"]`.
    public static func names(_ list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The index in `columns` of each name, in the order given (a name may repeat). A name
    /// matches a column exactly, else case-insensitively.
    /// - Throws: ``DataError`` naming the first unknown column and listing the known ones:
    ///   `no column 'nme' (the columns are: name, age, city)`.
    public static func indices(of names: [String], in columns: [Column]) throws(DataError) -> [Int] {
        var out: [Int] = []
        for name in names {
            if let i = columns.firstIndex(where: { $0.name == name })
                ?? columns.firstIndex(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame })
            {
                out.append(i)
            } else {
                let known = columns.map { Sanitizer.sanitize($0.name) }.joined(separator: ", ")
                throw DataError("no column '\(Sanitizer.sanitize(name))' (the columns are: \(known))")
            }
        }
        return out
    }

    /// The index of the column `name` in `columns`; as ``indices(of:in:)``.
    public static func index(of name: String, in columns: [Column]) throws(DataError) -> Int {
        try indices(of: [name], in: columns)[0]
    }
}
