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
/// - The file is a JSON array of ``Item``s, the format of `Resources/items.json`; fields an
///   item does not know are written back as they were read.
/// - Every change (`createItem`, `add`, `removeItem`, `moveItem`, `updateItem`) saves at
///   once, atomically (see ``save()``): a crash leaves the old or the new file, complete.
///   A store reached through a symbolic link writes the link's target and keeps the link;
///   the file keeps its owner, group and permissions.
/// - A file that exists but cannot be read or parsed makes `init` throw, and is never
///   overwritten: there is no store to save from.
/// - When a save fails (a full disk, a permission, an I/O error), the change stays in
///   memory, ``hasUnsavedChanges`` and ``lastSaveError`` say so, and the error is thrown;
///   the next change or ``save()`` tries again and writes everything.
/// - A store whose file or directory cannot be written (``readOnlyReason``) opens
///   read-only: its items can be viewed, and every change is refused with
///   ``ItemStoreError/readOnly(path:reason:)``, leaving the items as they were.
///
/// - A store opened with `persists: false` never writes: changes stay in memory, and no
///   file, directory or lock is ever created (the app's print mode).
/// - A persisting store holds exclusive locks on its file's identity while it is open
///   (``StoreLock``): a second writer on the same file, by any path (a symbolic link, a
///   hard link, `..`, after the lock file was deleted), in any process, is refused with
///   ``ItemStoreError/inUse(path:pid:)``.
///
/// Not `Sendable`: one store belongs to one actor (the main actor in the app).
public final class ItemStore {
    /// The items, in the order shown.
    public private(set) var allItems: [Item]
    /// Where the items are saved, as given (a symbolic link is followed when saving).
    public let fileURL: URL

    /// False when the store never writes: changes stay in memory and nothing is ever
    /// written, created or locked (the app's print mode, whose screen must have no side
    /// effects).
    public let persists: Bool
    /// Why the store cannot be written (e.g. "the file is read-only"), or nil when it
    /// can. A read-only store refuses changes; nil for a store that does not persist.
    public let readOnlyReason: String?
    /// True when a change is in memory but not in the file: the last save failed.
    public private(set) var hasUnsavedChanges = false
    /// The error of the last save when it failed; nil once a save succeeds.
    public private(set) var lastSaveError: ItemStoreError?
    /// The system calls a save goes through; tests inject failures (``StoreWriter/failing(_:at:)``).
    public var writer: StoreWriter = .system
    /// The file's resolved path (symbolic links followed, `..` resolved).
    let path: StorePath
    /// Held while a persisting, writable store is open; released with the store or the process.
    private let lock: StoreLock?

    /// Opens the store at `fileURL`, reading it when it exists; when it does not exist the
    /// store starts with `seed` (the store file is not written until the first change).
    ///
    /// A persisting store resolves the path, creating the directory when missing only with
    /// `createsDirectory` (the default file's `…/tablekit` folder); otherwise a missing
    /// folder is ``ItemStoreError/missingFolder(path:folder:)`` (a store that does not
    /// persist only reads, and starts from the seed). An existing file of 0 bytes
    /// (or only white space) is an empty store, as a new one. When
    /// the file or its directory cannot be written it opens read-only, without a lock.
    /// Otherwise it takes exclusive locks on the file's identity (``StoreLock``), so that
    /// two instances cannot overwrite each other's changes, and then removes temporary
    /// files that a killed save of this program left behind (``TemporaryFiles``).
    /// - Parameters:
    ///   - persists: false for a store that never writes (no lock, no writes).
    ///   - createsDirectory: whether a missing folder of the store is made (`mkdir -p`);
    ///     true for the default file, false for a path the user gave.
    /// - Throws: ``ItemStoreError/missingFolder(path:folder:)``, ``ItemStoreError/inUse(path:pid:)``,
    ///   ``ItemStoreError/lockFailed(path:step:reason:)``,
    ///   ``ItemStoreError/unreadable(path:reason:)`` or
    ///   ``ItemStoreError/corrupt(path:line:column:reason:)``.
    public init(
        fileURL: URL = ItemStore.defaultFileURL(), seed: [Item] = [], persists: Bool = true,
        createsDirectory: Bool = true
    ) throws(ItemStoreError) {
        self.fileURL = fileURL
        self.persists = persists
        var reason: String?
        if persists && !createsDirectory {
            let folder = StorePath.parent(of: fileURL.path)
            var st = stat()
            if stat(folder, &st) != 0 && errno == ENOENT { throw .missingFolder(path: fileURL.path, folder: folder) }
        }
        if persists {
            do {
                path = try StorePath.resolve(fileURL, creatingDirectory: true)
                reason = path.readOnlyReason
            } catch .lockFailed(_, _, let why) {
                path = try StorePath.resolve(fileURL, creatingDirectory: false)
                reason = "its directory cannot be made (\(why))"
            }
        } else {
            path = try StorePath.resolve(fileURL, creatingDirectory: false)
        }
        readOnlyReason = reason
        if persists && reason == nil {
            lock = try StoreLock(path: path)
            TemporaryFiles.removeStale(of: path)
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

    /// The lock file of the store at `fileURL`: `.<name>.lock` beside the file the path
    /// leads to (symbolic links followed, `..` resolved).
    public static func lockFileURL(for fileURL: URL) -> URL {
        let path = (try? StorePath.resolve(fileURL, creatingDirectory: false))?.lockPath
        return path.map { URL(fileURLWithPath: $0) }
            ?? fileURL.deletingLastPathComponent().appendingPathComponent("." + fileURL.lastPathComponent + ".lock")
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

    // MARK: Changes

    /// Refuses a change to a read-only store before anything changes.
    private func checkWritable() throws(ItemStoreError) {
        if let readOnlyReason { throw .readOnly(path: fileURL.path, reason: readOnlyReason) }
    }

    /// Creates a random item (``Item/random(using:)``), appends it, saves, and returns it.
    @discardableResult
    public func createItem() throws(ItemStoreError) -> Item {
        let item = Item.random()
        try add(item)
        return item
    }

    /// Appends `item` and saves.
    public func add(_ item: Item) throws(ItemStoreError) {
        try checkWritable()
        allItems.append(item)
        try saveChange()
    }

    /// Removes the item with `item.id` (nothing when absent) and saves.
    public func removeItem(_ item: Item) throws(ItemStoreError) {
        try checkWritable()
        guard let i = allItems.firstIndex(where: { $0.id == item.id }) else { return }
        allItems.remove(at: i)
        try saveChange()
    }

    /// Replaces the stored item that has `item.id` with `item` (an edit) and saves.
    /// Nothing happens when no item has that id.
    public func updateItem(_ item: Item) throws(ItemStoreError) {
        try checkWritable()
        guard let i = allItems.firstIndex(where: { $0.id == item.id }) else { return }
        allItems[i] = item
        try saveChange()
    }

    /// Moves the item at `fromIndex` to `toIndex` (the index it has afterwards, as
    /// UIKit's `tableView(_:moveRowAt:to:)` reports it) and saves. Equal indexes do
    /// nothing. Traps when either index is out of `allItems.indices` (a programmer's
    /// mistake).
    public func moveItem(from fromIndex: Int, to toIndex: Int) throws(ItemStoreError) {
        precondition(
            allItems.indices.contains(fromIndex) && allItems.indices.contains(toIndex),
            "ItemStore.moveItem(from: \(fromIndex), to: \(toIndex)): indexes must be in 0..<\(allItems.count)")
        try checkWritable()
        guard fromIndex != toIndex else { return }
        allItems.insert(allItems.remove(at: fromIndex), at: toIndex)
        try saveChange()
    }

    /// How many store files this store holds locked (tests): the current one, and earlier
    /// ones still linked under another name.
    var lockedFileCount: Int { lock?.fileLocks.count ?? 0 }

    private func saveChange() throws(ItemStoreError) {
        hasUnsavedChanges = persists
        try save()
    }

    /// Writes all items to ``fileURL`` atomically (``writeAtomically(_:to:writer:lock:)``):
    /// a temporary file in the same directory with the file's owner, group and
    /// permissions, `fsync`, `rename` over the old file, `fsync` of the directory.
    /// On success ``hasUnsavedChanges`` and ``lastSaveError`` are cleared; on failure the
    /// items stay in memory, ``lastSaveError`` holds the error, and it is thrown.
    /// A store that does not persist, or is read-only, writes nothing.
    /// - Throws: ``ItemStoreError/saveFailed(path:step:reason:)``, or
    ///   ``ItemStoreError/inUse(path:pid:)`` when the lock file was deleted and another
    ///   instance holds the new one.
    public func save() throws(ItemStoreError) {
        guard persists, readOnlyReason == nil else { return }
        do throws(ItemStoreError) {
            try lock?.verify()
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data: Data
            do { data = try encoder.encode(allItems) } catch {
                throw .saveFailed(path: fileURL.path, step: "encoding", reason: "\(error)")
            }
            try writeAtomically(data, to: path, writer: writer, lock: lock)
        } catch {
            hasUnsavedChanges = true
            lastSaveError = error
            throw error
        }
        hasUnsavedChanges = false
        lastSaveError = nil
    }
}
