import Foundation

/// Why a data file could not be read: one line naming the file and the reason.
public struct DataFileError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Reading the files the apps and the CLI show, with one plain reason when it fails.
public enum DataFile {
    /// The bytes of a file, or an error that says plainly why not: no such file, a
    /// directory, or not readable.
    public static func read(_ path: String) throws(DataFileError) -> Data {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { throw DataFileError("\(path): no such file") }
        guard !isDir.boolValue else { throw DataFileError("\(path): is a directory, not a file") }
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let type = (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType
        guard type == .typeRegular else {
            throw DataFileError("\(path): not a regular file (a device, fifo or socket)")
        }
        guard FileManager.default.isReadableFile(atPath: path) else { throw DataFileError("\(path): permission denied") }
        guard let data = FileManager.default.contents(atPath: path) else { throw DataFileError("\(path): cannot read the file") }
        return data
    }
}
