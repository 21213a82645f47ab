import Foundation
import HomepwnerCore
import TableKit

/// One item's screen (Big Nerd Ranch's `DetailViewController`), pushed when Enter chooses
/// a row: text fields for the name, the serial number and the value, and the date the item
/// was created. Unlike the book, which copies the fields into the item in
/// `viewWillDisappear`, every edit is saved at once through the ``ItemStore`` (atomically,
/// as every change to the store is), so nothing typed is lost if the app ends on this
/// screen. A value that is not ``DollarValue/rule`` is refused with a message on the status
/// line and not saved (the item keeps its last valid value); the name and serial number
/// are saved as they are. A read-only store shows the fields disabled.
///
/// Keys: typing edits the field with the keyboard (the name at first, its cursor shown);
/// Tab/↓ and ⇧Tab/↑ move between the fields; Enter or Esc ends editing; Esc when no field
/// edits goes back to the list (the status line says so while a field edits, when the
/// help line shows only the field's keys).
@MainActor
public final class DetailViewController: ViewController, TextFieldDelegate {
    public let store: ItemStore
    /// The item as last saved (or as the store holds it in memory after a failed save).
    /// The screen's title is its name, following each saved edit (the book's `item`
    /// sets `navigationItem.title` in its `didSet`).
    public private(set) var item: Item {
        didSet { title = item.name }
    }
    let nameField = TextField()
    let serialNumberField = TextField()
    let valueField = TextField()
    let dateLabel = Label()
    private let form = DetailFormView()
    /// A change the store refused (read-only), shown until the next change.
    private var refusal: String?

    public init(item: Item, store: ItemStore) {
        self.item = item
        self.store = store
        super.init()
        title = item.name
    }

    public override func loadView() { setView(form) }

    public override func viewDidLoad() {
        form.fields = [("Name", nameField), ("Serial", serialNumberField), ("Value", valueField)]
        form.dateLabel = dateLabel
        for field in [nameField, serialNumberField, valueField] {
            field.delegate = self
            field.borderStyle = .roundedRect
            field.isEnabled = store.readOnlyReason == nil
            field.editingChanged = { [weak self] in self?.fieldChanged($0) }
        }
        nameField.placeholder = "Name"
        serialNumberField.placeholder = "none"
        valueField.placeholder = "0"
        // The book fills the fields in viewWillAppear; the item cannot change under this
        // screen here, so once is enough.
        nameField.text = item.name
        serialNumberField.text = item.serialNumber ?? ""
        valueField.text = String(item.valueInDollars)
        dateLabel.text = "Created  " + ItemCell.dayFormatter.string(from: item.dateCreated)
        dateLabel.style = .dim
    }

    /// The name field has the keyboard from the start, so its cursor shows where typing goes.
    public override func viewDidAppear(_ animated: Bool) {
        nameField.becomeFirstResponder()
    }

    public override func viewWillDisappear(_ animated: Bool) {
        // "Clear first responder", as the book does before the item is left.
        for field in [nameField, serialNumberField, valueField] { field.resignFirstResponder() }
    }

    /// True while the value field holds something other than ``DollarValue/rule``.
    public var valueIsInvalid: Bool { DollarValue.parse(valueField.text) == nil }

    /// Saves the field's new text into the item, unless it is an invalid value.
    func fieldChanged(_ field: TextField) {
        var changed = item
        if field === nameField {
            changed.name = field.text
        } else if field === serialNumberField {
            changed.serialNumber = field.text.isEmpty ? nil : field.text
        } else {
            guard let value = DollarValue.parse(field.text) else { return }  // the status line says why
            changed.valueInDollars = value
        }
        guard !changed.hasSameContent(as: item) else { return }
        refusal = nil
        do {
            try store.updateItem(changed)
        } catch {
            if case let .readOnly(_, reason) = error {
                refusal = ItemsViewController.readOnlyText(reason)
                return
            }
            // A failed save keeps the change in the store's memory; the status line says so.
        }
        item = changed
    }

    public override var statusText: String? {
        if valueIsInvalid { return "Value not saved: \(DollarValue.refusal(valueField.text))." }
        if let refusal { return refusal }
        if let error = store.lastSaveError {
            return ItemsViewController.notSavedText(error, width: (window?.size.width ?? 80) - 2)
        }
        if let reason = store.readOnlyReason { return "Read-only: \(reason)" }
        // While a field edits, the help line shows only its keys: say how to leave.
        let editing = [nameField, serialNumberField, valueField].contains { $0.isEditing }
        return editing ? "Saved as you type · Esc stops editing, Esc again goes back" : "Saved as you type"
    }

    // MARK: Text field delegate

    /// The form scrolls so the field with the keyboard is on screen (a short terminal).
    public func textFieldDidBeginEditing(_ textField: TextField) { form.setNeedsLayout() }

    /// Enter ends editing (the book's `textFieldShouldReturn`).
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}

/// The detail screen's view: a label and a field per line, a blank line between them,
/// then the date; fields 40 columns wide at most. When the lines do not all fit, the form
/// scrolls (``scrollOffset`` lines off the top) so the field with the keyboard is shown,
/// as a table keeps its cursor row in view.
@MainActor
final class DetailFormView: View {
    var fields: [(String, TextField)] = [] {
        didSet {
            for (title, field) in fields {
                let label = Label(text: title)
                labels.append(label)
                addSubview(label)
                addSubview(field)
            }
        }
    }
    var dateLabel: Label? { didSet { dateLabel.map(addSubview) } }
    private var labels: [Label] = []
    /// Lines of the form scrolled off the top (0 when everything fits).
    private(set) var scrollOffset = 0
    static let labelWidth = 9
    static let maximumFieldWidth = 40

    override func layoutSubviews() {
        let x = 1 + Self.labelWidth
        let width = max(0, min(Self.maximumFieldWidth, bounds.width - x - 1))
        updateScrollOffset()
        let top = 1 - scrollOffset
        for (i, (label, field)) in zip(labels, fields.map(\.1)).enumerated() {
            label.frame = Rect(x: 1, y: top + 2 * i, width: Self.labelWidth - 1, height: 1)
            field.frame = Rect(x: x, y: top + 2 * i, width: width, height: 1)
        }
        dateLabel?.frame = Rect(x: 1, y: top + 2 * fields.count, width: max(0, bounds.width - 2), height: 1)
    }

    /// Keeps the editing field's line inside the bounds, moving as little as it can, and
    /// never scrolls past the date line.
    private func updateScrollOffset() {
        let contentHeight = 2 + 2 * fields.count  // top margin, fields with gaps, date
        let height = max(1, bounds.height)
        if let i = fields.firstIndex(where: { $0.1.isEditing }) {
            let line = 1 + 2 * i
            if line < scrollOffset { scrollOffset = line }
            if line >= scrollOffset + height { scrollOffset = line - height + 1 }
        }
        scrollOffset = max(0, min(scrollOffset, contentHeight - height))
    }
}
