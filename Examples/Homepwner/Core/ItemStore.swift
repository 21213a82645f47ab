import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The Homepwner inventory (Big Nerd Ranch's `ItemStore`): an ordered list of items that
/// is saved to a JSON file after every change.
///
/// - The file is a JSON array of ``Item``s, the format of `Resources/items.json`.
/// - Every change (`createItem`, `add`, `removeItem`, `moveItem`, `updateItem`) saves at
///   once, atomically (see ``save()``): a crash leaves the old or the new file, complete.
/// - A file that exists but cannot be read or parsed makes `init` throw, and is never
///   overwritten: there is no store to save from.
/// - When a save fails, the change stays in memory and the error is thrown; the next
///   successful save writes it.
///
/// - A store opened with `persists: false` is read-only: changes stay in memory, and no
///   file, directory or lock is ever created.
/// - A persisting store holds an exclusive lock beside its file while it is open: a second
///   one on the same file (in any process) is refused with ``ItemStoreError/inUse(path:pid:)``.
///
/// Not `Sendable`: one store belongs to one actor (the main actor in the app).
public final class ItemStore {
    /// The items, in the order shown.
    public private(set) var allItems: [Item]
    /// Where the items are saved.
    public let fileURL: URL

    /// False when the store is read-only: changes stay in memory and nothing is ever
    /// written, created or locked (the app's print mode, whose screen must have no side
    /// effects).
    public let persists: Bool
    /// Held while a persisting store is open; released with the store or the process.
    private let lock: StoreLock?

    /// Opens the store at `fileURL`, reading it when it exists; when it does not exist the
    /// store starts with `seed` (the store file is not written until the first change).
    ///
    /// A persisting store first takes an exclusive lock on `.<name>.lock` beside the file
    /// (creating the directory when missing), so that two instances cannot overwrite each
    /// other's changes, and then removes temporary files that a killed save left behind.
    /// - Parameter persists: false for a read-only store (no lock, no writes).
    /// - Throws: ``ItemStoreError/inUse(path:pid:)``,
    ///   ``ItemStoreError/lockFailed(path:step:reason:)``,
    ///   ``ItemStoreError/unreadable(path:reason:)`` or
    ///   ``ItemStoreError/corrupt(path:line:column:reason:)``.
    public init(fileURL: URL = ItemStore.defaultFileURL(), seed: [Item] = [], persists: Bool = true) throws(ItemStoreError) {
        self.fileURL = fileURL
        self.persists = persists
        if persists {
            lock = try StoreLock(storeURL: fileURL)
            StoreLock.removeStaleTemporaryFiles(of: fileURL)
        } else {
            lock = nil
        }
        // Absent (ENOENT, or a dangling link): start from the seed. Any other answer,
        // e.g. a directory on the way that cannot be searched, is reported by read.
        var st = stat()
        if stat(fileURL.path, &st) == 0 || errno != ENOENT {
            allItems = try Self.read(fileURL)
        } else {
            allItems = seed
        }
    }

    /// The lock file of the store at `fileURL`: `.<name>.lock` in the same directory.
    public static func lockFileURL(for fileURL: URL) -> URL {
        fileURL.deletingLastPathComponent().appendingPathComponent("." + fileURL.lastPathComponent + ".lock")
    }

    /// The default file: `$XDG_DATA_HOME/tablekit/homepwner.json`, where `XDG_DATA_HOME`
    /// defaults to `~/.local/share` when unset, empty or relative (XDG Base Directory
    /// specification).
    public static func defaultFileURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        var base = environment["XDG_DATA_HOME"] ?? ""
        if !base.hasPrefix("/") {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = home + "/.local/share"
        }
        return URL(fileURLWithPath: base).appendingPathComponent("tablekit").appendingPathComponent("homepwner.json")
    }

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
    /// does not hang).
    static func readRegularFile(_ url: URL) throws(ItemStoreError) -> Data {
        let path = url.path
        func failure(_ reason: String) -> ItemStoreError { .unreadable(path: path, reason: reason) }
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
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { readBytes(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(String(cString: strerror(errno)))
            }
            if n == 0 { break }
            data.append(contentsOf: buffer.prefix(n))
        }
        return data
    }

    static func decode(_ data: Data, path: String) throws(ItemStoreError) -> [Item] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode([Item].self, from: data)
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            // Malformed JSON: JSONSerialization says where ("around character N").
            var line: Int?, column: Int?, reason = context.debugDescription
            do { _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) } catch {
                let text = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
                reason = text
                if let range = text.range(of: "character "),
                   let offset = Int(text[range.upperBound...].prefix { $0.isNumber }) {
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
        var line = 1, column = 1
        for byte in data.prefix(max(0, offset)) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }

    static func describe(_ error: DecodingError) -> String {
        func at(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "the top level" : path.map { $0.intValue.map { "item \($0)" } ?? $0.stringValue }.joined(separator: ", ")
        }
        switch error {
        case let .keyNotFound(key, c): return "\(at(c.codingPath)): missing \"\(key.stringValue)\""
        case let .typeMismatch(type, c): return "\(at(c.codingPath)): expected \(type)"
        case let .valueNotFound(type, c): return "\(at(c.codingPath)): expected \(type), found null"
        case let .dataCorrupted(c): return "\(at(c.codingPath)): \(c.debugDescription)"
        @unknown default: return "\(error)"
        }
    }

    // MARK: Changes

    /// Creates a random item (``Item/random(using:)``), appends it, saves, and returns it.
    @discardableResult
    public func createItem() throws(ItemStoreError) -> Item {
        let item = Item.random()
        try add(item)
        return item
    }

    /// Appends `item` and saves.
    public func add(_ item: Item) throws(ItemStoreError) {
        allItems.append(item)
        try save()
    }

    /// Removes the item with `item.id` (nothing when absent) and saves.
    public func removeItem(_ item: Item) throws(ItemStoreError) {
        guard let i = allItems.firstIndex(where: { $0.id == item.id }) else { return }
        allItems.remove(at: i)
        try save()
    }

    /// Replaces the stored item that has `item.id` with `item` (an edit) and saves.
    /// Nothing happens when no item has that id.
    public func updateItem(_ item: Item) throws(ItemStoreError) {
        guard let i = allItems.firstIndex(where: { $0.id == item.id }) else { return }
        allItems[i] = item
        try save()
    }

    /// Moves the item at `fromIndex` to `toIndex` (the index it has afterwards, as
    /// UIKit's `tableView(_:moveRowAt:to:)` reports it) and saves. Equal indexes do
    /// nothing. Traps when either index is out of `allItems.indices` (a programmer's
    /// mistake).
    public func moveItem(from fromIndex: Int, to toIndex: Int) throws(ItemStoreError) {
        precondition(allItems.indices.contains(fromIndex) && allItems.indices.contains(toIndex),
                     "ItemStore.moveItem(from: \(fromIndex), to: \(toIndex)): indexes must be in 0..<\(allItems.count)")
        guard fromIndex != toIndex else { return }
        allItems.insert(allItems.remove(at: fromIndex), at: toIndex)
        try save()
    }

    /// Writes all items to ``fileURL`` atomically: a temporary file in the same
    /// directory, `fsync`, `rename` over the old file, `fsync` of the directory.
    /// - Throws: ``ItemStoreError/saveFailed(path:step:reason:)``.
    /// A read-only store (``persists`` false) writes nothing.
    public func save() throws(ItemStoreError) {
        guard persists else { return }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do { data = try encoder.encode(allItems) } catch {
            throw .saveFailed(path: fileURL.path, step: "encoding", reason: "\(error)")
        }
        try writeAtomically(data, to: fileURL)
    }
}

/// `read(2)`, under a name that `ItemStore.read(_:)` does not hide.
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
