import Foundation
import TableKit

/// The names of a letter → names property list, as sections, with the search filter.
struct NameDirectory {
    /// One section: its title (the letter) and its names in order.
    struct Section: Equatable {
        var title: String
        var names: [String]
    }

    let sections: [Section]
    /// Every name in section order, for searching.
    let allNames: [String]
    /// For each name in `allNames`, its section and row.
    let positions: [IndexPath]
    let index: SearchIndex

    init(sections: [Section]) {
        self.sections = sections
        var names: [String] = []
        var pos: [IndexPath] = []
        for (s, sec) in sections.enumerated() {
            for (r, n) in sec.names.enumerated() {
                names.append(n)
                pos.append(IndexPath(row: r, section: s))
            }
        }
        allNames = names
        positions = pos
        index = SearchIndex(names)
    }

    var count: Int { allNames.count }

    /// Loads a property list (XML or binary) whose top level is a dictionary of arrays of
    /// strings; sections are the keys in sorted order.
    static func load(contentsOf url: URL) throws(AppError) -> NameDirectory {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw AppError("cannot read \(url.path): \(FileManager.default.fileExists(atPath: url.path) ? "permission denied or not a file" : "no such file")")
        }
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) } catch {
            throw AppError("\(url.path) is not a valid property list: \(AppError.reason(error))")
        }
        guard let dict = plist as? [String: Any] else {
            throw AppError("\(url.path): expected a dictionary of arrays of names at the top level")
        }
        var sections: [Section] = []
        for key in dict.keys.sorted() {
            guard let arr = dict[key] as? [Any] else {
                throw AppError("\(url.path): the value of key '\(key)' is not an array")
            }
            var names: [String] = []
            for (i, v) in arr.enumerated() {
                guard let s = v as? String else { throw AppError("\(url.path): item \(i) of key '\(key)' is not a string") }
                names.append(s)
            }
            sections.append(Section(title: key, names: names))
        }
        return NameDirectory(sections: sections)
    }

    /// The sections with only the names containing `query` (case- and
    /// diacritic-insensitively, literally), as global name indices; sections left empty
    /// are dropped. An empty query gives every section.
    func filtered(_ query: String) -> [ShownSection] {
        let hits = index.matches(query)
        var out: [ShownSection] = []
        var lastSection = -1
        for i in hits {
            let p = positions[i]
            if p.section != lastSection {
                out.append(ShownSection(title: sections[p.section].title, rows: []))
                lastSection = p.section
            }
            out[out.count - 1].rows.append(i)
        }
        return out
    }
}

/// A section on screen: its title and the global indices of its names, ascending.
struct ShownSection: Equatable {
    var title: String
    var rows: [Int]
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
