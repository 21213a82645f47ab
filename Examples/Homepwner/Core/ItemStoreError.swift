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
    /// Another process holds the store's lock (see ``ItemStore/lockFileURL(for:)``);
    /// `pid` is the one it recorded, when it could be read.
    case inUse(path: String, pid: Int32?)
    /// The lock beside the store could not be taken at `step` for a reason other than
    /// another holder (e.g. the directory is not writable).
    case lockFailed(path: String, step: String, reason: String)
    /// The error is about the seed file (`--seed`, or the bundled items), not the store.
    indirect case seed(ItemStoreError)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "Cannot read the item store at \(path): \(Self.clause(reason)). The file was left untouched."
        case let .corrupt(path, line, column, reason):
            return "The item store at \(path) is not a valid item list\(Self.place(line, column)): \(Self.clause(reason)). "
                + "The file was left untouched; fix or move it away to start afresh."
        case let .saveFailed(path, step, reason):
            return "Cannot save the item store to \(path) (\(step)): \(Self.clause(reason)). The previous file is untouched."
        case let .inUse(path, pid):
            let who = pid.map { "another homepwner (pid \($0))" } ?? "another homepwner"
            return "The item store at \(path) is in use by \(who); quit that one first."
        case let .lockFailed(path, step, reason):
            return "Cannot lock the item store at \(path) (\(step)): \(Self.clause(reason))."
        case let .seed(inner):
            switch inner {
            case let .unreadable(path, reason):
                return "Cannot read the seed file at \(path): \(Self.clause(reason))."
            case let .corrupt(path, line, column, reason):
                return "The seed file at \(path) is not a valid item list\(Self.place(line, column)): \(Self.clause(reason))."
            default:
                return inner.description
            }
        }
    }

    private static func place(_ line: Int?, _ column: Int?) -> String {
        line.map { l in column.map { " at line \(l), column \($0)" } ?? " at line \(l)" } ?? ""
    }

    /// `reason` without the full stop(s) it may end with, so that the sentence built
    /// around it ends with exactly one ("around character 0." + "." was "0..").
    static func clause(_ reason: String) -> String {
        var r = Substring(reason)
        while let last = r.last, last == "." || last.isWhitespace { r = r.dropLast() }
        return String(r)
    }
}
