import Foundation
import TableKit

/// An error for the user: one line, what and where, sanitised
/// (``Sanitizer/messageLine(_:)``): names and values quoted from a file are shown, never
/// sent to the terminal.
struct AppError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = Sanitizer.messageLine(description) }
}

/// One row of computers.plist.
struct Computer: Equatable, Sendable {
    var name: String
    var color: String

    /// Reads a property list whose top level is an array of dictionaries with the string
    /// keys `Name` and `Color`. Throws ``AppError`` naming the file and the item at fault.
    static func load(contentsOf url: URL) throws(AppError) -> [Computer] {
        let data: Data
        do { data = try DataFile.read(url.path) } catch { throw AppError(error.description) }
        let plist: Any
        do { plist = try DataFile.propertyList(data, path: url.path) } catch { throw AppError(error.description) }
        guard let items = plist as? [Any] else {
            throw AppError("\(url.path): expected an array of dictionaries with Name and Color at the top level")
        }
        var out: [Computer] = []
        for (i, item) in items.enumerated() {
            guard let d = item as? [String: Any] else { throw AppError("\(url.path): item \(i) is not a dictionary") }
            guard let name = d["Name"] as? String else { throw AppError("\(url.path): item \(i) has no string 'Name'") }
            guard let color = d["Color"] as? String else {
                throw AppError("\(url.path): item \(i) has no string 'Color'")
            }
            out.append(Computer(name: name, color: color))
        }
        return out
    }
}
