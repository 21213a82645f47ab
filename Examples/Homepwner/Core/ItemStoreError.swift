import Foundation

/// Why the item store could not read or write its file. Every case names the path.
public enum ItemStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file exists but could not be read (permissions, a directory, an I/O error).
    case unreadable(path: String, reason: String)
    /// The file was read but is not a valid item list. `line` and `column` (1-based) are
    /// given when the JSON parser reports where it stopped; `reason` says what is wrong.
    case corrupt(path: String, line: Int?, column: Int?, reason: String)
    /// Saving failed at `step` (creating the directory, writing, syncing or renaming the
    /// temporary file); the previous file, if any, is untouched.
    case saveFailed(path: String, step: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "Cannot read the item store at \(path): \(reason). The file was left untouched."
        case let .corrupt(path, line, column, reason):
            let place = line.map { l in column.map { " at line \(l), column \($0)" } ?? " at line \(l)" } ?? ""
            return "The item store at \(path) is not a valid item list\(place): \(reason). "
                + "The file was left untouched; fix or move it away to start afresh."
        case let .saveFailed(path, step, reason):
            return "Cannot save the item store to \(path) (\(step)): \(reason). The previous file is untouched."
        }
    }
}
