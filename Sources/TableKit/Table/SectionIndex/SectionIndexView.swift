import Foundation

/// The section index down a plain table's trailing edge (UIKit draws it as a private
/// subview of `UITableView`): a real subview of the table with its own drawing, clicks and
/// key map (``SectionIndexKeyMap``). The table frames it and gives it the titles and the
/// index cursor at layout; choosing a title goes back to the table
/// (``TableView/chooseIndexTitle(_:)``), which scrolls.
@MainActor
final class SectionIndexView: View {
    /// The table the index belongs to; it holds the index strongly as a subview.
    weak var table: TableView?
    /// The titles shown, from the data source at the last reload (empty hides the index).
    var titles: [String] = []
    /// The title under the index cursor while the index has the keyboard, else nil.
    var cursor: Int?

    /// The style of a title that is not under the index cursor.
    static let titleStyle = Style(foreground: .blue, attributes: .bold)

    /// The titles laid out for the view's height (see ``SectionIndexLayout``).
    var layout: SectionIndexLayout {
        SectionIndexLayout(count: titles.count, height: bounds.height, pinnedFirst: titles.first == TableView.indexSearch)
    }

    /// The first line of the entries: they are centred vertically, as UIKit centres them.
    var top: Int { max(0, (bounds.height - layout.entries.count) / 2) }

    /// Draws the column blank, then each entry centred: titles (the search entry as 🔍),
    /// `•` where titles were left out, the index cursor's title reversed.
    override func draw(in context: inout DrawContext) {
        context.fill(bounds)
        let layout = self.layout
        let cursorLine = cursor.flatMap { layout.line(forTitleIndex: $0) }
        for (line, entry) in layout.entries.enumerated() {
            let text: String
            switch entry {
            case .title(let i): text = titles[i] == TableView.indexSearch ? "🔍" : titles[i]
            case .bullet: text = "•"
            }
            let style: Style = line == cursorLine ? .reverse : Self.titleStyle
            context.draw(text, x: 1, y: top + line, width: bounds.width - 1, style: style, alignment: .center)
        }
    }

    /// A press on an entry chooses its title (a `•` chooses the title it stands for);
    /// every press on the index is taken, except while row actions are open: the table
    /// then has it, and closes them. Keys are the index's while it has the keyboard.
    override func handle(_ event: Event) -> Bool {
        if case .mouse(let m) = event {
            guard table?.rowActions == nil else { return false }
            guard m.kind == .press else { return m.kind == .release ? false : true }
            if let i = layout.titleIndex(atLine: m.location.y - top) { table?.chooseIndexTitle(i) }
            return true
        }
        if case .key(let key) = event, let table { return table.handleIndexKey(key) }
        return false
    }

    /// The index's keys while it has the keyboard.
    override var keyBindings: [KeyBinding] { table?.sectionIndexKeyBindings ?? [] }
}
