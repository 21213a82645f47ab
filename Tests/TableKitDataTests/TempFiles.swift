import Foundation

@testable import TableKitData

/// A fresh temporary directory per test, removed by the caller with `cleanup()`.
struct TempDirectory {
    let url: URL
    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tkdata-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    /// Writes `bytes` to `name` and returns its path.
    func file(_ name: String, _ bytes: [UInt8]) -> String {
        let u = url.appendingPathComponent(name)
        try! Data(bytes).write(to: u)
        return u.path
    }
    func file(_ name: String, _ text: String) -> String { file(name, Array(text.utf8)) }
    func cleanup() { try? FileManager.default.removeItem(at: url) }
}

/// Opens `path` and waits for it to load completely.
func loaded(_ path: String, _ options: DataOpenOptions = DataOpenOptions()) throws -> any TabularSource {
    let s = try DataSources.open(path: path, options: options)
    s.waitUntilComplete()
    return s
}

/// Every row's fields.
func allFields(_ s: any TabularSource) -> [[String]] {
    (0..<s.rowCount).map { s.fields(ofRow: $0) }
}
