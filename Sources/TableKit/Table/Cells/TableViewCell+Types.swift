extension TableViewCell {
    /// The built-in cell layouts (UIKit's `UITableViewCell.CellStyle`).
    public enum CellStyle: Sendable, Hashable {
        /// Image, then the text label; no detail label.
        case `default`
        /// Text label on the first line, detail label (dim) on the second: rows need 2 lines.
        case subtitle
        /// Text label on the left, detail label right-aligned (dim), on one line.
        case value1
        /// Text label right-aligned in a narrow column (bold), detail label after it.
        case value2
    }

    /// The view at a cell's trailing edge (UIKit's `UITableViewCell.AccessoryType`).
    public enum AccessoryType: Sendable, Hashable {
        /// No accessory; the text runs to the trailing edge.
        case none
        /// `›`: choosing the row leads somewhere.
        case disclosureIndicator
        /// `ⓘ`: details are available.
        case detailButton
        /// `✓`: the row is chosen.
        case checkmark
        /// `ⓘ›`: details are available (the `ⓘ`, a button that reaches the delegate's
        /// `tableView(_:accessoryButtonTappedForRowWith:)`), and choosing the row leads
        /// somewhere (the `›`). Two columns.
        case detailDisclosureButton

        /// The glyph drawn for the accessory, one column (two for
        /// ``detailDisclosureButton``); nil for ``none``.
        public var glyph: String? {
            switch self {
            case .none: nil
            case .disclosureIndicator: "›"
            case .detailButton: "ⓘ"
            case .checkmark: "✓"
            case .detailDisclosureButton: "ⓘ›"
            }
        }

        /// Whether the accessory holds the detail button `ⓘ` (``detailButton`` and
        /// ``detailDisclosureButton``), which a key or a click on it reports to the
        /// delegate's `tableView(_:accessoryButtonTappedForRowWith:)`.
        public var hasDetailButton: Bool { self == .detailButton || self == .detailDisclosureButton }
    }

    /// The line drawn between rows (UIKit's `UITableViewCell.SeparatorStyle`, set on the
    /// table's `separatorStyle`).
    ///
    /// A terminal line is precious, so the hairline takes no line of its own: it is the
    /// underline attribute on the row's last line, between the separator insets.
    public enum SeparatorStyle: Sendable, Hashable {
        /// No separators: TableKit's default, so rows stay as they always were.
        case none
        /// The row's last line is underlined from its leading to its trailing inset.
        case singleLine
    }

    /// How a selected or highlighted cell looks (UIKit's `UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Sendable, Hashable {
        /// No visible change.
        case none
        /// Reverse video for the highlighted (cursor) row; bold with a `▌` bar for selected.
        case `default`
        /// Drawn as ``default``: UIKit has drawn `.blue` as `.default` since iOS 7; kept so
        /// ported code compiles.
        case blue
        /// Drawn as ``default``, as in UIKit since iOS 7; kept so ported code compiles.
        case gray
    }

    /// Editing controls a row shows in editing mode (UIKit's `UITableViewCell.EditingStyle`).
    public enum EditingStyle: Sendable, Hashable {
        /// No editing control.
        case none
        /// `⊖`: the row can be deleted.
        case delete
        /// `⊕`: a row can be inserted here.
        case insert
    }
}

/// The old name of ``TableViewCell/CellStyle``, kept for one release.
@available(*, deprecated, renamed: "TableViewCell.CellStyle")
public typealias TableViewCellStyle = TableViewCell.CellStyle
/// The old name of ``TableViewCell/AccessoryType``, kept for one release.
@available(*, deprecated, renamed: "TableViewCell.AccessoryType")
public typealias TableViewCellAccessoryType = TableViewCell.AccessoryType
/// The old name of ``TableViewCell/SelectionStyle``, kept for one release.
@available(*, deprecated, renamed: "TableViewCell.SelectionStyle")
public typealias TableViewCellSelectionStyle = TableViewCell.SelectionStyle
/// The old name of ``TableViewCell/EditingStyle``, kept for one release.
@available(*, deprecated, renamed: "TableViewCell.EditingStyle")
public typealias TableViewCellEditingStyle = TableViewCell.EditingStyle
