import Foundation

extension DataFile {
    /// Foundation's reason without its "around character N." (0-based), which
    /// ``jsonPosition(_:in:)`` gives as a line and column instead.
    package static func jsonReason(_ error: Error) -> String {
        let message = foundationReason(error)
        guard let r = message.range(of: " around character ") else { return message }
        return String(message[..<r.lowerBound]).lowercased()
    }

    /// The line and column (1-based) of Foundation's "around character N", or nil.
    package static func jsonPosition(_ error: Error, in data: Data) -> ParsePosition? {
        let message = foundationReason(error)
        guard let r = message.range(of: "character "),
            let n = Int(message[r.upperBound...].prefix { $0.isNumber })
        else { return nil }
        return ParsePosition.of(byte: n, in: data)
    }
}
