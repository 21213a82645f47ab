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
    /// Another instance holds the store's lock (see ``StoreLock``): the lock file beside
    /// the resolved file, or the file itself; `pid` is the holder's, when it can be told.
    case inUse(path: String, pid: Int32?)
    /// The store is read-only (`reason`, e.g. "the file is read-only"): a change was
    /// refused and the items are as they were.
    case readOnly(path: String, reason: String)
    /// The lock beside the store could not be taken at `step` for a reason other than
    /// another holder (e.g. the directory is not writable).
    case lockFailed(path: String, step: String, reason: String)
    /// The store's folder `folder` does not exist: a store given by path is not created in
    /// a folder made for it (a mistyped path would be saved somewhere unexpected), as most
    /// editors refuse to save into a missing folder.
    case missingFolder(path: String, folder: String)
    /// The error is about the seed file (`--seed`, or the bundled items), not the store.
    indirect case seed(ItemStoreError)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "Cannot read the item store at \(path): \(Self.clause(reason)). The file was left untouched."
        case let .corrupt(path, line, column, reason):
            return
                "\(path)\(Self.place(line, column)): the item store is not a valid item list: \(Self.clause(reason)). "
                + "The file was left untouched; fix or move it away to start afresh."
        case let .saveFailed(path, step, reason):
            return
                "Cannot save the item store to \(path) (\(step)): \(Self.clause(reason)). The previous file is untouched."
        case let .inUse(path, pid):
            let who = pid.map { "another homepwner (pid \($0))" } ?? "another homepwner"
            return "The item store at \(path) is in use by \(who); quit that one first."
        case let .lockFailed(path, step, reason):
            return "Cannot lock the item store at \(path) (\(step)): \(Self.clause(reason))."
        case let .missingFolder(path, folder):
            return
                "Cannot open the item store at \(path): the folder \(folder) does not exist; make it first or choose another --store."
        case let .readOnly(path, reason):
            return "The item store at \(path) is read-only (\(Self.clause(reason))); changes are not allowed."
        case let .seed(inner):
            switch inner {
            case let .unreadable(path, reason):
                return "Cannot read the seed file at \(path): \(Self.clause(reason))."
            case let .corrupt(path, line, column, reason):
                return
                    "\(path)\(Self.place(line, column)): the seed file is not a valid item list: \(Self.clause(reason))."
            default:
                return inner.description
            }
        }
    }

    /// What went wrong in a few words, without the path or the step, for a status line
    /// (e.g. "No space left on device", "in use by another homepwner (pid 42)").
    public var reason: String {
        switch self {
        case let .unreadable(_, reason), let .corrupt(_, _, _, reason), let .saveFailed(_, _, reason),
            let .lockFailed(_, _, reason), let .readOnly(_, reason):
            return Self.clause(reason)
        case let .missingFolder(_, folder):
            return "the folder \(folder) does not exist"
        case let .inUse(_, pid):
            return pid.map { "in use by another homepwner (pid \($0))" } ?? "in use by another homepwner"
        case let .seed(inner):
            return inner.reason
        }
    }

    /// `:LINE:COLUMN`, `:LINE` or nothing: parse errors read `FILE:LINE:COLUMN: what`
    /// across the apps and the CLI (TableKit's `ParsePosition`).
    private static func place(_ line: Int?, _ column: Int?) -> String {
        line.map { l in column.map { ":\(l):\($0)" } ?? ":\(l)" } ?? ""
    }

    /// `reason` without the full stop(s) it may end with, so that the sentence built
    /// around it ends with exactly one ("around character 0." + "." was "0..").
    static func clause(_ reason: String) -> String {
        var r = Substring(reason)
        while let last = r.last, last == "." || last.isWhitespace { r = r.dropLast() }
        return String(r)
    }
}
