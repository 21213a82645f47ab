import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Reading a store or seed file: a regular file only, decoded with the line and column of a
// JSON error, and every message in plain words.
extension ItemStore {
    /// Reads and decodes a list of items (e.g. the seed in `Resources/items.json`).
    /// - Throws: ``ItemStoreError/unreadable(path:reason:)`` or
    ///   ``ItemStoreError/corrupt(path:line:column:reason:)`` with the line and column
    ///   when the JSON itself is malformed.
    public static func read(_ url: URL) throws(ItemStoreError) -> [Item] {
        try decode(try readRegularFile(url), path: url.path)
    }

    /// Reads a seed file: as ``read(_:)``, with errors wrapped in
    /// ``ItemStoreError/seed(_:)`` so that they name the file as the seed, not the store.
    public static func readSeed(_ url: URL) throws(ItemStoreError) -> [Item] {
        do { return try read(url) } catch { throw .seed(error) }
    }

    /// The bytes of the regular file at `url`. A directory, a device, a fifo or a socket
    /// is refused with a plain reason (opened without blocking, so a fifo with no writer
    /// does not hang); so is a file over `limit` bytes (default ``InputLimit/bytes(environment:)``:
    /// 64 MiB or `TABLEKIT_MAX_INPUT_BYTES`), before anything is read, or as soon as it
    /// grows past it: memory stays within the limit plus one 64 KiB chunk.
    /// - Complexity: O(file size), at most `limit` bytes read.
    static func readRegularFile(_ url: URL, limit givenLimit: Int? = nil) throws(ItemStoreError) -> Data {
        let path = url.path
        func failure(_ reason: String) -> ItemStoreError { .unreadable(path: path, reason: reason) }
        var limit = givenLimit ?? 0
        if givenLimit == nil {
            do throws(InputLimitError) { limit = try InputLimit.bytes() } catch { throw failure(error.reason) }
        }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(String(cString: strerror(errno))) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw failure(String(cString: strerror(errno))) }
        switch st.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw failure("it is a directory, not a file")
        default: throw failure("it is not a regular file (a device, fifo or socket)")
        }
        if Int(st.st_size) > limit {
            throw failure(InputLimit.tooLarge(InputLimit.sizeText(Int(st.st_size)), limit: limit))
        }
        var data = Data()
        data.reserveCapacity(Int(st.st_size))
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { readBytes(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(String(cString: strerror(errno)))
            }
            if n == 0 { break }
            if data.count + n > limit {
                throw failure(InputLimit.tooLarge("more than \(InputLimit.sizeText(limit))", limit: limit))
            }
            data.append(contentsOf: buffer.prefix(n))
        }
        return data
    }

    /// The items of a store or seed file's bytes. A file of 0 bytes (or only white space:
    /// `touch`, `: > file`, `echo > file`) is an empty list, as a new store; anything else
    /// must be a JSON list of items.
    static func decode(_ data: Data, path: String) throws(ItemStoreError) -> [Item] {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return [] }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode([Item].self, from: data)
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            // Malformed JSON: JSONSerialization says where ("around character N").
            var line: Int?
            var column: Int?
            var reason = context.debugDescription
            do { _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) } catch {
                let text = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
                reason = text
                if let range = text.range(of: "character "),
                    let offset = Int(text[range.upperBound...].prefix { $0.isNumber })
                {
                    (line, column) = lineAndColumn(of: offset, in: data)
                }
            }
            throw .corrupt(path: path, line: line, column: column, reason: reason)
        } catch let error as DecodingError {
            throw .corrupt(path: path, line: nil, column: nil, reason: describe(error))
        } catch {
            throw .corrupt(path: path, line: nil, column: nil, reason: "\(error)")
        }
    }

    /// 1-based line and column (in bytes) of byte `offset`.
    static func lineAndColumn(of offset: Int, in data: Data) -> (Int, Int) {
        var line = 1
        var column = 1
        for byte in data.prefix(max(0, offset)) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    static func describe(_ error: DecodingError) -> String {
        func at(_ path: [any CodingKey]) -> String {
            path.isEmpty
                ? "the top level"
                : path.map { $0.intValue.map { "item \($0)" } ?? $0.stringValue }.joined(separator: ", ")
        }
        switch error {
        case let .keyNotFound(key, c): return "\(at(c.codingPath)): missing \"\(key.stringValue)\""
        case let .typeMismatch(type, c): return "\(at(c.codingPath)): expected \(type)"
        case let .valueNotFound(type, c): return "\(at(c.codingPath)): expected \(type), found null"
        case let .dataCorrupted(c): return "\(at(c.codingPath)): \(c.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}

/// `read(2)`, under a name that `ItemStore.read(_:)` does not hide.
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
