import Foundation

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
/// Not `Sendable`: one store belongs to one actor (the main actor in the app).
public final class ItemStore {
    /// The items, in the order shown.
    public private(set) var allItems: [Item]
    /// Where the items are saved.
    public let fileURL: URL

    /// Opens the store at `fileURL`, reading it when it exists; when it does not exist the
    /// store starts with `seed` (nothing is written until the first change).
    /// - Throws: ``ItemStoreError/unreadable(path:reason:)`` or
    ///   ``ItemStoreError/corrupt(path:line:column:reason:)``.
    public init(fileURL: URL = ItemStore.defaultFileURL(), seed: [Item] = []) throws(ItemStoreError) {
        self.fileURL = fileURL
        if FileManager.default.fileExists(atPath: fileURL.path) {
            allItems = try Self.read(fileURL)
        } else {
            allItems = seed
        }
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
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(path: url.path, reason: (error as NSError).localizedDescription)
        }
        return try decode(data, path: url.path)
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
    public func save() throws(ItemStoreError) {
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
