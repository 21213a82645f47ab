import Foundation
import TableKit

/// An error for the user: one line, what and where, sanitised
/// (``Sanitizer/messageLine(_:)``): names and values quoted from a file are shown, never
/// sent to the terminal.
struct AppError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = Sanitizer.messageLine(description) }
}

/// The names of a text file, one per line; blank lines are skipped and spaces trimmed.
enum NameList {
    /// Reads the names of `url`. Throws ``AppError`` naming the file when it cannot be
    /// read, is not UTF-8, or holds no name.
    static func load(contentsOf url: URL) throws(AppError) -> [String] {
        let data: Data
        do { data = try DataFile.read(url.path) } catch { throw AppError(error.description) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw AppError("\(url.path) is not UTF-8 text")
        }
        let names = text.splitLines()
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard !names.isEmpty else { throw AppError("\(url.path) holds no names (one name per line expected)") }
        return names
    }
}
