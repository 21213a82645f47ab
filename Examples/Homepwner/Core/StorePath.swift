import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a store's bytes really are: the path as given, with symbolic links followed and
/// `..` resolved, so that every way of naming one file (a link, `dir/../file`, a linked
/// directory) leads to the same lock, and a save replaces the link's target, not the link.
struct StorePath: Sendable, Equatable {
    /// The path as the user gave it, for messages.
    let given: String
    /// The physical path of the file: its directory through `realpath(3)`, its last
    /// component no longer a symbolic link (the file itself may not exist yet).
    let resolved: String
    /// The directory of ``resolved``; temporary files and the lock file live here.
    let directory: String
    /// The last component of ``resolved``.
    let name: String

    /// How many links are followed before giving up, as the kernel's `ELOOP` limit.
    static let maximumLinks = 40

    /// Resolves `url`. With `creatingDirectory` the directory is made first when missing
    /// (as `mkdir -p`), so that it can be resolved; a failure to make it is thrown.
    /// Without, a missing directory is kept as written.
    /// - Throws: ``ItemStoreError/unreadable(path:reason:)`` for a loop of links,
    ///   ``ItemStoreError/lockFailed(path:step:reason:)`` when the directory cannot be made.
    static func resolve(_ url: URL, creatingDirectory: Bool) throws(ItemStoreError) -> StorePath {
        let given = url.path
        var path = given
        var links = 0
        while let target = symbolicLinkTarget(path) {
            links += 1
            guard links <= maximumLinks else {
                throw .unreadable(path: given, reason: String(cString: strerror(ELOOP)))
            }
            path = target.hasPrefix("/") ? target : parent(of: path) + "/" + target
        }
        var directory = parent(of: path)
        let name = String(path.split(separator: "/", omittingEmptySubsequences: true).last ?? "")
        if creatingDirectory {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw .lockFailed(
                    path: given, step: "creating the directory \(directory)",
                    reason: plainReason(error))
            }
        }
        if let real = realpath(directory, nil) {
            directory = String(cString: real)
            free(real)
        }
        return StorePath(
            given: given, resolved: (directory == "/" ? "" : directory) + "/" + name,
            directory: directory, name: name)
    }

    /// The target of the symbolic link at `path`, or nil when `path` is not one.
    static func symbolicLinkTarget(_ path: String) -> String? {
        var st = stat()
        guard lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFLNK else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer.prefix(n).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The directory part of `path` ("/" for a file at the root, "." for a bare name).
    static func parent(of path: String) -> String {
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let p = String(trimmed[..<slash])
        return p.isEmpty ? "/" : p
    }

    /// The lock file: `.<name>.lock` beside the resolved file.
    var lockPath: String { directory + "/." + name + ".lock" }
}

/// An error's text without Foundation's domain and code (the POSIX reason when there is one).
func plainReason(_ error: any Error) -> String {
    let ns = error as NSError
    if let posix = ns.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(posix.code)))
    }
    return ns.localizedDescription
}
