import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls through which a save puts bytes on disk: the ones that fail for
/// reasons outside the program (a full disk, a permission, an I/O error). The store uses
/// ``system``; tests inject one that fails (``failing(_:at:)``) to check that a failed save
/// loses nothing and is reported.
///
/// Each call answers as the system call does: -1 with `errno` set on failure.
public struct StoreWriter: Sendable {
    /// Where a writer fails.
    public enum Step: Sendable, Hashable {
        /// Creating the temporary file (`open(2)`), e.g. `EACCES`.
        case create
        /// Writing the bytes (`write(2)`), e.g. `ENOSPC` or `EIO`.
        case write
        /// Flushing them to the disk (`fsync(2)`), e.g. `EIO`.
        case sync
    }

    /// `open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)`.
    public var create: @Sendable (_ path: String, _ mode: mode_t) -> Int32
    /// `write(fd, bytes, count)`: the number of bytes written.
    public var write: @Sendable (_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int
    /// `fsync(fd)`.
    public var sync: @Sendable (_ fd: Int32) -> Int32

    public init(
        create: @escaping @Sendable (String, mode_t) -> Int32,
        write: @escaping @Sendable (Int32, UnsafeRawPointer, Int) -> Int,
        sync: @escaping @Sendable (Int32) -> Int32
    ) {
        self.create = create
        self.write = write
        self.sync = sync
    }

    /// The real system calls.
    public static let system = StoreWriter(
        create: { path, mode in open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, mode) },
        write: { fd, bytes, count in systemWrite(fd, bytes, count) },
        sync: { fd in fsync(fd) })

    /// The real calls, except that `step` fails with `code` (an `errno` value such as
    /// `ENOSPC`, `EACCES` or `EIO`).
    public static func failing(_ code: Int32, at step: Step) -> StoreWriter {
        var w = system
        switch step {
        case .create:
            w.create = { _, _ in
                errno = code
                return -1
            }
        case .write:
            w.write = { _, _, _ in
                errno = code
                return -1
            }
        case .sync:
            w.sync = { _ in
                errno = code
                return -1
            }
        }
        return w
    }
}

/// `write(2)`, under a name that ``StoreWriter/write`` does not hide.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
