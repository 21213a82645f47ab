import Foundation
import HomepwnerCore
import TableKit
import TableKitApps

/// Homepwner's list of items (Big Nerd Ranch's `ItemsViewController`, a
/// `UITableViewController` subclass): one 2-line row per item of an ``ItemStore``, a header
/// view with Edit and New loaded from a layout file (`HeaderView.json`, the book's
/// `HeaderView.xib`, with this controller as its owner), deleting through
/// `tableView(_:commit:forRowAt:)` and reordering through `tableView(_:moveRowAt:to:)`,
/// trailing actions on a row, and Enter pushing the item's ``DetailViewController``. Every
/// change goes to the store first (which saves it at once), then to the table through a
/// batch update. A failed save is shown on the status line with its reason until a save
/// succeeds, and the change stays on screen (the store keeps it in memory and tries again
/// on the next change); `q` with unsaved changes tries once more and, when that fails,
/// asks: Retry, Quit and lose them, or Stay. A read-only store shows its items and refuses
/// changes with a message.
///
/// Keys: Enter opens the item; `e` Edit/Done, `n` New (appends a random item and scrolls
/// to it); while editing `d` or Delete asks to remove the row (Enter or `y` confirms),
/// ⇧↑/⇧↓ or `K`/`J` move it; `a` opens the row's actions: Revalue (the default) and
/// Remove…, which asks to confirm.
@MainActor
public final class ItemsViewController: TableViewController, LayoutOwner {
    public let store: ItemStore
    /// The header view from `HeaderView.json` (the book's `@IBOutlet var headerView`).
    public private(set) var headerView: View?
    /// The header's Edit button, retitled Done while editing.
    public private(set) var editButton: Button?
    /// The last refused change or table error, shown on the status line until the next
    /// change (a failed save is shown from ``ItemStore/lastSaveError`` instead).
    public internal(set) var lastError: String?
    /// True once the user chose to quit and lose the changes that could not be saved.
    public internal(set) var discardsUnsavedChanges = false
    private var makeItem: () -> Item

    /// - Parameters:
    ///   - store: the items shown; by default the app's `BNRItemStore.sharedStore`, as the
    ///     book's controller reads it (tests pass their own store).
    ///   - makeItem: makes the item that New appends; random by default (tests pass a
    ///     fixed one).
    public init(store: ItemStore = .sharedStore, makeItem: @escaping () -> Item = { Item.random() }) {
        self.store = store
        self.makeItem = makeItem
        super.init(style: .plain)
        title = "Homepwner"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ItemCell.self, forCellReuseIdentifier: ItemCell.identifier, style: .subtitle)
        tableView.rowHeight = 2
        do {
            // The book: `Bundle.main.loadNibNamed("HeaderView", owner: self, options: nil)`.
            try Bundle.module.loadLayout(named: "HeaderView", owner: self)
        } catch {
            preconditionFailure("homepwner's bundled HeaderView.json does not load: \(error)")
        }
        tableView.tableHeaderView = headerView
        tableView.reloadData()
    }

    /// Back from an item's screen: its row shows what was typed there (the book reloads
    /// the table in `viewWillAppear`).
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    // MARK: Layout owner (the header's outlets and actions)

    public func connect(outlet: String, to view: View) -> Bool {
        switch outlet {
        case "headerView": headerView = view
        case "editButton":
            editButton = view as? Button
            return editButton != nil
        default: return false
        }
        return true
    }

    public func action(named name: String) -> (@MainActor () -> Void)? {
        switch name {
        case "toggleEditingMode": { [weak self] in self?.toggleEditingMode() }
        case "addNewItem": { [weak self] in self?.addNewItem() }
        default: nil
        }
    }

    // MARK: Actions

    /// Enters or leaves editing mode; the Edit button reads Done while editing (the
    /// book's `toggleEditingMode(_:)` action).
    public func toggleEditingMode() {
        setEditing(!isEditing, animated: true)
    }

    /// Retitles the header's Edit button, however editing changed (`e`, the button, Esc).
    public override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editButton?.title = isEditing ? "Done" : "Edit"
        headerView?.setNeedsLayout()
    }

    /// Appends a new item to the store and the table, and moves the cursor to it.
    public func addNewItem() {
        let before = store.allItems.count
        lastError = nil
        do { try store.add(makeItem()) } catch { report(error) }
        guard store.allItems.count == before + 1 else { return }
        let ip = IndexPath(row: before, section: 0)
        perform { () throws(BatchUpdateError) in try tableView.insertRows(at: [ip], with: .automatic) }
        tableView.moveCursor(to: ip)
        tableView.scrollToRow(at: ip, at: .none, animated: true)
    }

    /// Removes the item at `indexPath` from the store and the table.
    func removeItem(at indexPath: IndexPath) {
        guard indexPath.section == 0, store.allItems.indices.contains(indexPath.row) else { return }
        let before = store.allItems.count
        lastError = nil
        do { try store.removeItem(store.allItems[indexPath.row]) } catch { report(error) }
        guard store.allItems.count == before - 1 else { return }
        perform { () throws(BatchUpdateError) in try tableView.deleteRows(at: [indexPath], with: .automatic) }
    }

    /// Gives the item at `indexPath` a new random value and reloads its row.
    func revalueItem(at indexPath: IndexPath) {
        guard indexPath.section == 0, store.allItems.indices.contains(indexPath.row) else { return }
        var item = store.allItems[indexPath.row]
        item.valueInDollars = Int.random(in: 0...99)
        lastError = nil
        do { try store.updateItem(item) } catch {
            report(error)
            if case .readOnly = error { return }
        }
        perform { () throws(BatchUpdateError) in try tableView.reloadRows(at: [indexPath], with: .automatic) }
    }

    /// Runs a table update; a rejected one (a bug here) is reported on the status line and
    /// the table shows the store as it is.
    private func perform(_ update: () throws(BatchUpdateError) -> Void) {
        do { try update() } catch { lastError = "\(error)" }
    }

    // MARK: Keys and status

    /// The list's own keys (`e`, `n`), which an app may remap.
    public static var keyMap = ItemsKeyMap()

    /// The list's keys as one action table, in help order: `e` (help "done" while
    /// editing), `n`, the window's quit keys while changes are unsaved (save once more,
    /// asking when that fails; listed by the window), then the table view controller's.
    public override var keyActions: KeyActionTable {
        let map = Self.keyMap
        var edit = map.edit
        if tableView.isEditing { edit.help = "done" }
        return KeyActionTable(
            [
                KeyAction("edit", edit) { _ in
                    self.toggleEditingMode()
                    return true
                },
                KeyAction("newItem", map.newItem) { _ in
                    self.addNewItem()
                    return true
                },
                KeyAction(
                    "quit", KeyMaps.current.window.quit, when: { self.store.hasUnsavedChanges },
                    listedWhen: { false }
                ) { _ in
                    self.quitAfterSaving()
                    return true
                },
            ] + super.keyActions.actions)
    }

    /// The list's keys; none while the table shows a delete confirmation or row actions:
    /// those take `n` (cancel) and close on any other key, so the help line shows only
    /// theirs.
    public override var keyBindings: [KeyBinding] {
        tableView.indexPathForOpenRowActions != nil ? [] : keyActions.keyBindings
    }

    public override var statusText: String? {
        if let lastError { return lastError }
        if let error = store.lastSaveError { return Self.notSavedText(error, width: (window?.size.width ?? 80) - 2) }
        let n = store.allItems.count
        // Summed as Decimal (38 digits): Int would trap past Int.max.
        let total = store.allItems.reduce(Decimal(0)) { $0 + Decimal($1.valueInDollars) }
        let summary = "\(countText(n, "item")) · \(Self.dollars(total)) in all"
        guard let reason = store.readOnlyReason else { return summary }
        let full = "Read-only: \(reason) · " + summary
        return full.displayWidth <= (window?.size.width ?? 80) - 2 ? full : "Read-only · " + summary
    }

    /// An amount as every row and the total show it: "$1,234", "-$5" (negative values
    /// are refused when a store is read, but an item made in code may have one). Digits
    /// are grouped by threes with commas whatever the locale, like the rest of the screen.
    public static func dollars(_ amount: Decimal) -> String {
        let digits = Array("\(amount.magnitude)")
        var grouped = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i).isMultiple(of: 3) { grouped.append(",") }
            grouped.append(d)
        }
        return (amount < 0 ? "-$" : "$") + grouped
    }

    /// ``dollars(_:)`` for one item's value.
    public static func dollars(_ amount: Int) -> String {
        dollars(Decimal(amount))
    }

    // MARK: Data source

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        store.allItems.count
    }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ItemCell.identifier, for: indexPath)
        (cell as? ItemCell)?.show(store.allItems[indexPath.row])
        return cell
    }

    public override func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete { removeItem(at: indexPath) }
    }

    /// Moves the item in the store. No `canMoveRowAt`: implementing this is what shows the
    /// reorder controls, as in UIKit. A drop where the drag began (the table also asks
    /// this once to learn that the method is implemented) is nothing to do.
    public override func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard sourceIndexPath != destinationIndexPath else { return }
        lastError = nil
        do { try store.moveItem(from: sourceIndexPath.row, to: destinationIndexPath.row) } catch { report(error) }
    }

    // MARK: Delegate

    /// Enter on a row: the item's screen, pushed (the book's `showItem` segue).
    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.section == 0, store.allItems.indices.contains(indexPath.row) else { return }
        navigationController?.pushViewController(
            DetailViewController(item: store.allItems[indexPath.row], store: store), animated: true)
    }

    /// A read-only store keeps every row where it is, and says why.
    public override func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        guard let reason = store.readOnlyReason else { return proposedDestinationIndexPath }
        lastError = Self.readOnlyText(reason)
        return sourceIndexPath
    }

    public override func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        "Remove"
    }

    /// The row's actions: Revalue first, at the trailing edge and chosen when they open, so
    /// that `a` then Enter never destroys anything; Remove next (← then Enter), which asks
    /// to confirm in an alert whose default button is Cancel, as deleting while editing
    /// asks with its Remove button. Nothing is removed in a single step.
    public override func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        SwipeActionsConfiguration(actions: [
            ContextualAction(style: .normal, title: "Revalue") { [weak self] _, done in
                done(true)
                self?.revalueItem(at: indexPath)
            },
            ContextualAction(style: .destructive, title: "Remove…") { [weak self] _, done in
                done(true)
                self?.confirmRemoving(at: indexPath)
            },
        ])
    }

    /// Asks "Remove NAME?" with Cancel (the default: Enter and Esc) and Remove (→ then Enter).
    func confirmRemoving(at indexPath: IndexPath) {
        guard indexPath.section == 0, store.allItems.indices.contains(indexPath.row) else { return }
        let alert = Alert(
            title: "Remove \(store.allItems[indexPath.row].name)?", message: "It is deleted from the store.")
        let cancel = AlertAction(title: "Cancel", style: .cancel)
        alert.addAction(cancel)
        alert.addAction(
            AlertAction(title: "Remove", style: .destructive) { [weak self] _ in self?.removeItem(at: indexPath) })
        alert.preferredAction = cancel
        present(alert)
    }
}
