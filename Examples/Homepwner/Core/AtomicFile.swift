import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the store at `path` cannot be written, or nil when it can: checked when a store
/// opens (a read-only store opens read-only) and again before every save (a file made
/// read-only meanwhile is never replaced).
///
/// - A file without any write permission bit (`chmod a-w`), even for root.
/// - A file this user may not write (`access(2)`), or one owned by another user when this
///   process could not give the replacement that owner (not root).
/// - A directory this user may not write or search, or a read-only file system.
extension StorePath {
    var readOnlyReason: String? {
        var st = stat()
        if stat(resolved, &st) == 0 {
            if st.st_mode & 0o222 == 0 { return "the file is read-only" }
            if access(resolved, W_OK) != 0 {
                return errno == EROFS
                    ? "the file system is read-only" : "the file is not writable (\(String(cString: strerror(errno))))"
            }
            if st.st_uid != geteuid() && geteuid() != 0 { return "the file belongs to another user (uid \(st.st_uid))" }
        }
        if access(directory, W_OK | X_OK) != 0 {
            return errno == EROFS
                ? "the file system is read-only" : "its directory is not writable (\(String(cString: strerror(errno))))"
        }
        return nil
    }
}

/// Replaces the file at `path.resolved` with `data` so that a crash at any moment leaves
/// either the old file or the new one, complete: write a temporary file in the same
/// directory, give it the old file's owner, group and permissions, `fsync` it, lock it
/// (`lock` adopts it), `rename(2)` it over the old one (atomic within a file system), then
/// `fsync` the directory so that the rename itself is durable.
///
/// The resolved path is written, so a store reached through a symbolic link keeps its
/// link. A file that became read-only (``StorePath/readOnlyReason``) is not replaced.
///
/// A crash can leave a temporary file (``TemporaryFiles``) beside the target; it is never
/// read, and the next store opened for writing removes it.
/// - Throws: ``ItemStoreError/saveFailed(path:step:reason:)``; the old file is untouched
///   unless the failure is the directory's `fsync` after the rename.
func writeAtomically(_ data: Data, to path: StorePath, writer: StoreWriter = .system, lock: StoreLock? = nil)
    throws(ItemStoreError)
{
    let directory = path.directory
    func fail(_ step: String, _ code: Int32 = errno) -> ItemStoreError {
        .saveFailed(path: path.given, step: step, reason: String(cString: strerror(code)))
    }
    do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
        throw .saveFailed(path: path.given, step: "creating the directory \(directory)", reason: plainReason(error))
    }
    if let reason = path.readOnlyReason {
        throw .saveFailed(path: path.given, step: "checking the file", reason: reason)
    }
    var old = stat()
    let replacing = stat(path.resolved, &old) == 0
    let temp = directory + "/" + TemporaryFiles.name(for: path.name)
    let fd = writer.create(temp, 0o644)
    guard fd >= 0 else { throw fail("creating \(temp)") }
    var ok = false
    defer {
        if !ok {
            close(fd)
            unlink(temp)
        }
    }
    if replacing {
        var new = stat()
        if fstat(fd, &new) == 0, new.st_uid != old.st_uid || new.st_gid != old.st_gid,
            fchown(fd, old.st_uid, old.st_gid) != 0
        {
            throw fail("keeping the file's owner and group")
        }
        guard fchmod(fd, old.st_mode & 0o7777) == 0 else { throw fail("keeping the file's permissions") }
    }
    let written: Int32? = data.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
            let n = writer.write(fd, raw.baseAddress! + offset, raw.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if n == 0 { return EIO }
            offset += n
        }
        return nil
    }
    if let code = written { throw fail("writing \(temp)", code) }
    guard writer.sync(fd) == 0 else { throw fail("syncing \(temp)") }
    guard StoreLock.flockNow(fd) else { throw fail("locking \(temp)") }
    guard rename(temp, path.resolved) == 0 else { throw fail("renaming \(temp)") }
    ok = true
    if let lock { lock.adopt(fd) } else { StoreLock.unlockAndClose(fd) }
    let dirfd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard dirfd >= 0 else { throw fail("opening the directory to sync it") }
    defer { close(dirfd) }
    guard fsync(dirfd) == 0 else { throw fail("syncing the directory") }
}
