import Foundation

/// Files in fresh temporary directories, for tests that read files: each call makes a new
/// directory under the system's temporary directory, so tests never share a file.
public enum TemporaryFiles {
    /// Writes `text` as UTF-8 to `name` in a new directory `PREFIX-UUID` and returns the
    /// file's path.
    /// - Throws: the error creating the directory or writing the file.
    public static func file(_ name: String, _ text: String, prefix: String = "tk") throws -> String {
        try file(name, Data(text.utf8), prefix: prefix)
    }

    /// Writes `data` to `name` in a new directory `PREFIX-UUID` and returns the file's path.
    /// - Throws: the error creating the directory or writing the file.
    public static func file(_ name: String, _ data: Data, prefix: String = "tk") throws -> String {
        let url = try directory(prefix: prefix).appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    /// A new empty directory `PREFIX-UUID` under the system's temporary directory.
    /// - Throws: the error creating it.
    public static func directory(prefix: String = "tk") throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A path `PREFIX-UUID.EXT` in the system's temporary directory where no file is: for a
    /// test that lets the code under test create the file. Remove it when done.
    public static func unusedPath(prefix: String = "tk", extension ext: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString).\(ext)").path
    }
}

/// A fresh temporary directory `PREFIX-UUID` for one test, and the files written in it;
/// the test removes it with ``cleanup()`` (`defer { dir.cleanup() }`). Creating it or a
/// file traps with the path and the error (the machine's temporary directory is broken:
/// no test could run).
public struct TemporaryDirectory: Sendable {
    /// The directory.
    public let url: URL

    /// Creates the directory `PREFIX-UUID` under the system's temporary directory.
    public init(prefix: String = "tk") {
        do {
            url = try TemporaryFiles.directory(prefix: prefix)
        } catch {
            preconditionFailure("cannot create a temporary directory \(prefix)-…: \(error)")
        }
    }

    /// Writes `bytes` to `name` in the directory and returns its path.
    @discardableResult
    public func file(_ name: String, _ bytes: [UInt8]) -> String {
        let u = url.appendingPathComponent(name)
        do {
            try Data(bytes).write(to: u)
        } catch {
            preconditionFailure("cannot write \(u.path): \(error)")
        }
        return u.path
    }

    /// Writes `text` as UTF-8 to `name` in the directory and returns its path.
    @discardableResult
    public func file(_ name: String, _ text: String) -> String { file(name, Array(text.utf8)) }

    /// The path of `name` in the directory (no file is written).
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Removes the directory and everything in it.
    public func cleanup() { try? FileManager.default.removeItem(at: url) }
}
