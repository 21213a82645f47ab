import Foundation
import TableKit

/// Loading the Sections sample's data: a property list whose top level is a dictionary of
/// arrays of strings (letter → names), XML or binary.
enum NameDirectory {
    /// The names as sections, keys in sorted order.
    /// - Throws: ``AppError`` naming the file and what is wrong with it.
    static func load(contentsOf url: URL) throws(AppError) -> ListContent {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            let exists = FileManager.default.fileExists(atPath: url.path)
            throw AppError("cannot read \(url.path): \(exists ? "not a readable file" : "no such file")")
        }
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) } catch {
            throw AppError("\(url.path) is not a valid property list: \(AppError.reason(error))")
        }
        guard let dict = plist as? [String: Any] else {
            throw AppError("\(url.path): expected a dictionary of arrays of names at the top level")
        }
        var sections: [ListContent.Section] = []
        for key in dict.keys.sorted() {
            guard let arr = dict[key] as? [Any] else {
                throw AppError("\(url.path): the value of key '\(key)' is not an array")
            }
            var rows: [ListContent.Row] = []
            for (i, v) in arr.enumerated() {
                guard let s = v as? String else { throw AppError("\(url.path): item \(i) of key '\(key)' is not a string") }
                rows.append(ListContent.Row(text: s))
            }
            sections.append(ListContent.Section(title: key, rows: rows))
        }
        return ListContent(sections: sections)
    }
}

/// An error for the user: one line, what and where.
struct AppError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }

    /// The most specific reason Foundation gives for a parse error.
    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let d = ns.userInfo[NSDebugDescriptionErrorKey] as? String { return d }
        return ns.localizedDescription
    }
}
