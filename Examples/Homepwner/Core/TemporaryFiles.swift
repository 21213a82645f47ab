import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files a save writes beside the store, and the rule for removing the ones a
/// killed save left behind.
///
/// A save's temporary file is named `.<name>.tmp-homepwner-<pid>-<16 hex digits>`. At
/// start-up (holding the store's lock) a file is removed only when all of these hold, so
/// that a user's file whose name merely looks similar is never deleted:
/// - its name has exactly that shape (the store's name, our prefix, a pid, 16 hex digits);
/// - it is a regular file (not a link or a directory) with one link, owned by this user;
/// - the pid in its name is not this process and no process with that pid is alive
///   (`kill(pid, 0)` answers `ESRCH`): its writer is gone, so it can only be a killed
///   save's.
enum TemporaryFiles {
    /// The marker between the store's name and the pid.
    static let marker = ".tmp-homepwner-"

    /// A fresh temporary file name for the store file `name`, in this process.
    static func name(for name: String) -> String {
        "." + name + marker + "\(getpid())-" + String(format: "%016llx", UInt64.random(in: 0...UInt64.max))
    }

    /// The pid in `candidate` when it is a temporary file name of the store file `name`.
    static func pid(in candidate: String, store name: String) -> Int32? {
        let prefix = "." + name + marker
        guard candidate.hasPrefix(prefix) else { return nil }
        let rest = candidate.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard rest.count == 2, let pid = Int32(rest[0]), pid > 0, rest[0].allSatisfy({ $0.isASCII && $0.isNumber }),
            rest[1].count == 16, rest[1].allSatisfy({ $0.isHexDigit && $0.isASCII && !$0.isUppercase })
        else { return nil }
        return pid
    }

    /// Whether no process with `pid` is alive.
    static func isDead(_ pid: Int32) -> Bool {
        pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Removes the temporary files a killed save left beside the store at `path` (see
    /// the rules above). Only safe while holding the store's lock. Returns the names removed.
    @discardableResult
    static func removeStale(of path: StorePath) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path.directory) else { return [] }
        var removed: [String] = []
        for name in names.sorted() {
            guard let pid = pid(in: name, store: path.name), isDead(pid) else { continue }
            let full = path.directory + "/" + name
            var st = stat()
            guard lstat(full, &st) == 0, st.st_mode & S_IFMT == S_IFREG, st.st_nlink == 1,
                st.st_uid == geteuid()
            else { continue }
            if unlink(full) == 0 { removed.append(name) }
        }
        return removed
    }
}
