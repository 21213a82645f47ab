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
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }
}
