import Foundation

/// The book's name for the store: `BNRItemStore`, reached as `BNRItemStore.sharedStore`.
public typealias BNRItemStore = ItemStore

/// The one store the app shows, as the book's `+[BNRItemStore sharedStore]`.
///
/// The book's singleton makes itself on first use; this one needs a file, a seed and
/// whether it persists, which come from the command line, so the app opens it once with
/// ``openSharedStore(fileURL:seed:persists:createsDirectory:)`` and every screen reads
/// ``sharedStore``. Tests keep their isolation by injecting: each test makes its own
/// `ItemStore` and gives it to `ItemsViewController(store:)`, never touching the shared
/// one; a test of the shared store itself replaces it with ``setSharedStore(_:)`` and
/// resets it with `setSharedStore(nil)` (which also releases the store's file lock).
extension ItemStore {
    @MainActor private static var shared: ItemStore?

    /// The store opened by ``openSharedStore(fileURL:seed:persists:createsDirectory:)``
    /// (the book's `sharedStore`).
    ///
    /// Traps, naming the call to make, when no store has been opened: a programmer's error,
    /// as calling the book's private initializer is.
    @MainActor public static var sharedStore: ItemStore {
        guard let shared else {
            preconditionFailure(
                "BNRItemStore.sharedStore was read before ItemStore.openSharedStore(fileURL:…) opened it")
        }
        return shared
    }

    /// Whether a shared store is open.
    @MainActor public static var hasSharedStore: Bool { shared != nil }

    /// Opens the store at `fileURL` (``init(fileURL:seed:persists:createsDirectory:)``) and
    /// makes it ``sharedStore``, replacing any store opened before (released first, so the
    /// same file can be opened again).
    /// - Throws: what ``init(fileURL:seed:persists:createsDirectory:)`` throws; the shared
    ///   store is then none.
    @MainActor @discardableResult
    public static func openSharedStore(
        fileURL: URL = ItemStore.defaultFileURL(), seed: [Item] = [], persists: Bool = true,
        createsDirectory: Bool = true
    ) throws(ItemStoreError) -> ItemStore {
        shared = nil
        let store = try ItemStore(fileURL: fileURL, seed: seed, persists: persists, createsDirectory: createsDirectory)
        shared = store
        return store
    }

    /// Makes `store` the ``sharedStore`` (a test's injection), or with nil leaves none.
    @MainActor public static func setSharedStore(_ store: ItemStore?) { shared = store }
}
