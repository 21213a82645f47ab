import Foundation
import TableKitTestSupport

@testable import TableKitData

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
