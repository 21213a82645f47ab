import Foundation
import TableKit
import TableKitData

/// A file shown without `--follow` that changes on disk: it is not read again
/// (docs/decisions/2026-12-01-a-file-changed-on-disk-without-follow-looked-at-said-and.md),
/// but the screen looks at it (``TabularSource/lookAtFile()``: two `stat`s and two 64-byte
/// reads) every ``fileLookInterval`` and before a pick, says at once in the status line
/// that its rows may be stale, and never prints a row the file no longer holds.
extension DataTableViewController {
    /// Whether this screen looks at its file itself: not while `--follow` follows it (the
    /// background thread looks, and the file is read again).
    var looksAtFileItself: Bool { !(config.follow && reopen != nil) }

    /// On a tick, at most every ``fileLookInterval``: looks at the file once, until it is
    /// found changed (it stays so: nothing reads it again). True when it was just found
    /// changed (the status line changes).
    func lookAtFileOnDisk() -> Bool {
        guard looksAtFileItself, state.fileChangedOnDisk == nil else { return false }
        let now = ContinuousClock.now
        if let last = state.lastFileLook, now - last < fileLookInterval { return false }
        send(.fileLooked(source.lookAtFile(), at: now))
        return state.fileChangedOnDisk != nil
    }

    /// Before a pick: true (and nothing is picked) when the file changed on disk since it
    /// was read, looked at now: the rows' bytes may be the new file's at the old offsets
    /// (NULs past a new end, or a row spliced from two). The status line says so; the
    /// screen stays, Enter again picks nothing again, Esc or q exit 1
    /// (docs/decisions/2026-12-01-a-file-changed-on-disk-without-follow-looked-at-said-and.md).
    func refusesPickOfChangedFile() -> Bool {
        guard looksAtFileItself, let change = source.lookAtFile() else { return false }
        send(.pickRefused(change))
        return true
    }
}

extension DataTableViewController {
    /// A file's name for the navigation bar; a device's, a process substitution's or a
    /// descriptor's path (`/dev/null`, `<(cmd)` is `/dev/fd/63`) whole, as given, since its
    /// last part alone (`null`, `63`) names no file the user gave.
    static func title(forPath path: String) -> String {
        Sanitizer.sanitize(namesDevice(path) ? path : (path as NSString).lastPathComponent)
    }

    /// Whether `path` is under `/dev/` or `/proc/`, or names a character or block device.
    static func namesDevice(_ path: String) -> Bool {
        if path.hasPrefix("/dev/") || path.hasPrefix("/proc/") { return true }
        var st = stat()
        let type = stat(path, &st) == 0 ? st.st_mode & S_IFMT : 0
        return type == S_IFCHR || type == S_IFBLK
    }
}
