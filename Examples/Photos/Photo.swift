import Foundation
import TableKit

/// An error for the user: one line, what and where, sanitised
/// (``Sanitizer/messageLine(_:)``): names and values quoted from a file are shown, never
/// sent to the terminal.
struct AppError: Error, CustomStringConvertible, Equatable {
    let description: String
    init(_ description: String) { self.description = Sanitizer.messageLine(description) }
}

/// One photo of photos.json.
struct Photo: Equatable, Sendable, Decodable {
    var name: String
    var creationDate: Date
    /// 0...5 stars.
    var rating: Int
    /// Pixels.
    var width: Int
    var height: Int
    var camera: String
    /// What the photographer wrote about it, any length, lines separated by `\n`; nil: none.
    var notes: String? = nil

    /// "2023-03-24 22:56" in UTC, so that every machine shows the same text.
    var dateText: String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd HH:mm"
        return f.string(from: creationDate)
    }

    /// "8256 × 5504"
    var sizeText: String { "\(width) × \(height)" }

    /// "45.4 MP"
    var megapixelsText: String {
        let mp = Double(width) * Double(height) / 1_000_000  // in Double: Int would overflow
        return "\((mp * 10).rounded() / 10) MP"
    }

    /// Reads a JSON array of photos. Throws ``AppError`` naming the file and, for a
    /// photo that does not fit, its index and field.
    static func load(contentsOf url: URL) throws(AppError) -> [Photo] {
        let data: Data
        do { data = try DataFile.read(url.path) } catch { throw AppError(error.description) }
        return try decode(data, source: url.path)
    }

    static func decode(_ data: Data, source: String) throws(AppError) -> [Photo] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let photos: [Photo]
        do { photos = try decoder.decode([Photo].self, from: data) } catch let error as DecodingError {
            throw AppError("\(source): \(describe(error))")
        } catch {
            throw AppError("\(source): \(error)")
        }
        for (i, p) in photos.enumerated() {
            if !(0...5).contains(p.rating) {
                throw AppError("\(source): [\(i)].rating: expected 0 to 5 stars, not \(p.rating)")
            }
            if p.width <= 0 || p.height <= 0 {
                throw AppError(
                    "\(source): [\(i)]: width and height must be positive pixel counts, not \(p.width) × \(p.height)")
            }
        }
        return photos
    }

    /// "[3].rating: expected Int" rather than Foundation's long debug text.
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [CodingKey]) -> String {
            let p = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
                .trimmingCharacters(in: CharacterSet(charactersIn: "."))
            return p.isEmpty ? "the top level" : p
        }
        /// "a whole number" rather than "Int", "a list" rather than "Array<Any>".
        func kind(_ type: Any.Type) -> String {
            switch type {
            case is Int.Type: "a whole number"
            case is String.Type: "a string"
            case is Date.Type: "a date"
            case is [Any].Type, is [Photo].Type: "a list of photos"
            case is [String: Any].Type: "an object"
            default: "a value of type \(type)"
            }
        }
        switch error {
        case .dataCorrupted(let c):
            return c.codingPath.isEmpty ? "not valid JSON" : "\(path(c.codingPath)): \(c.debugDescription)"
        case .keyNotFound(let key, let c):
            return "\(path(c.codingPath + [key])): missing"
        case .typeMismatch(let type, let c):
            return "\(path(c.codingPath)): expected \(kind(type))"
        case .valueNotFound(let type, let c):
            return "\(path(c.codingPath)): expected \(kind(type)), found null"
        @unknown default:
            return "\(error)"
        }
    }
}
