/// One row's view (UIKit's `UITableViewCell`): a content view holding an optional image,
/// a text label and a detail label laid out by ``style`` (or by a ``contentConfiguration``),
/// an accessory (a glyph or any view) at the trailing edge, background views behind the
/// content, and an indentation of `indentationLevel × indentationWidth` columns.
///
/// Subclass it for custom cells: add labels to ``contentView`` (find them again with
/// `viewWithTag(_:)`) and override `layoutSubviews()`, `prepareForReuse()` or
/// `setHighlighted(_:animated:)`. Cells are made by the table's reuse pool
/// (`register(_:forCellReuseIdentifier:)`), so a subclass needs only
/// `required init(style:reuseIdentifier:)`.
@MainActor
open class TableViewCell: View {
    /// The built-in layout of the image, text and detail labels, fixed at init.
    public let style: TableViewCell.CellStyle
    /// The identifier the cell was registered and dequeued with.
    public let reuseIdentifier: String?
    /// The view that holds the cell's content; custom subviews go here.
    public let contentView = View()
    /// The views of the layout file registered for the cell's identifier, filling
    /// ``contentView`` (`TableView.register(layout:cellClass:forCellReuseIdentifier:)`).
    public internal(set) var layoutFileView: LayoutRootView?
    /// The primary text. Present for every style.
    public private(set) var textLabel: Label?
    /// The secondary text; nil for ``TableViewCell/CellStyle/default`` (as in UIKit) until a content configuration with a secondary text makes one.
    public internal(set) var detailTextLabel: Label?
    /// A glyph shown before the text; hidden while its ``ImageView/image`` is nil.
    public let imageView = ImageView()
    /// The accessory at the trailing edge outside editing (UIKit's `accessoryType`); `.none` by default.
    public var accessoryType: TableViewCell.AccessoryType = .none { didSet { setNeedsLayout() } }
    /// Accessory shown instead of ``accessoryType`` while editing.
    public var editingAccessoryType: TableViewCell.AccessoryType = .none { didSet { setNeedsLayout() } }
    /// How many indentation steps the content starts in; `>= 0`.
    public var indentationLevel: Int = 0 { didSet { setNeedsLayout() } }
    /// Columns per indentation step; 2 by default.
    public var indentationWidth: Int = 2 { didSet { setNeedsLayout() } }
    /// How the cell shows selection and highlight; `.none` shows neither (UIKit's `selectionStyle`).
    public var selectionStyle: TableViewCell.SelectionStyle = .default

    // MARK: Accessory views, backgrounds, separators, content configuration

    /// Any view shown at the trailing edge instead of ``accessoryType``'s glyph outside
    /// editing (UIKit's `accessoryView`); nil (the default) shows the glyph. Sized by its
    /// `sizeThatFits(_:)`, at most half the columns after the selection margin and at most
    /// the row's height, one blank column before it. A click on it goes to the view.
    public var accessoryView: View? { didSet { replaceAccessory(oldValue, with: accessoryView) } }
    /// The view shown at the trailing edge instead while editing (UIKit's
    /// `editingAccessoryView`); nil shows ``editingAccessoryType``'s glyph.
    public var editingAccessoryView: View? { didSet { replaceAccessory(oldValue, with: editingAccessoryView) } }
    /// A view drawn behind the content over the whole cell (UIKit's `backgroundView`); its
    /// `backgroundStyle` also colours the blanks of the text drawn over it. nil: none.
    public var backgroundView: View? { didSet { setNeedsLayout() } }
    /// A view drawn behind the content while the row is selected or under the cursor, in
    /// place of the reverse-video and bold look (UIKit's `selectedBackgroundView`); its
    /// `backgroundStyle` colours the row. Ignored when ``selectionStyle`` is `.none`.
    public var selectedBackgroundView: View? { didSet { setNeedsLayout() } }
    /// This row's separator insets, in columns from the cell's leading and trailing edges
    /// (UIKit's `separatorInset`, `left` and `right` used); nil (the default) uses the
    /// table's ``TableView/separatorInset``.
    public var separatorInset: EdgeInsets?
    /// The content shown by the cell's labels and image (UIKit's `contentConfiguration`,
    /// with a ``ListContentConfiguration`` as `UIListContentConfiguration`): setting it
    /// sets ``textLabel``, ``detailTextLabel`` and ``imageView`` and lays them out as the
    /// configuration says, whatever the cell's ``style``. nil (the default): the labels
    /// are set directly.
    public var contentConfiguration: ListContentConfiguration? { didSet { applyContentConfiguration() } }
    /// What the table sets on the cell for its row: selected, highlighted, editing, marked.
    struct RowState: Sendable, Hashable {
        var isSelected = false
        var isHighlighted = false
        var isEditing = false
        var editingStyle: TableViewCell.EditingStyle = .none
        var showsReorderControl = false
        var isMarkedChanged = false
        /// The delegate's `shouldIndentWhileEditingRowAt` (TableView+Editing.swift).
        var indentsWhileEditing = true
    }
    /// The row's state on the cell (the properties below read and write it).
    var rowState = RowState()
    /// Whether the row is selected; set through ``setSelected(_:animated:)`` (UIKit's `isSelected`).
    public private(set) var isSelected: Bool {
        get { rowState.isSelected }
        set { rowState.isSelected = newValue }
    }
    /// Whether the row is under the cursor; set through ``setHighlighted(_:animated:)`` (UIKit's `isHighlighted`).
    public private(set) var isHighlighted: Bool {
        get { rowState.isHighlighted }
        set { rowState.isHighlighted = newValue }
    }
    /// Set by the table in editing mode; the cell shows its editing control.
    public internal(set) var isEditing: Bool {
        get { rowState.isEditing }
        set { rowState.isEditing = newValue }
    }
    /// Editing control for this row while editing, set by the table from its data source.
    public internal(set) var editingStyle: TableViewCell.EditingStyle {
        get { rowState.editingStyle }
        set { rowState.editingStyle = newValue }
    }
    /// Whether the reorder handle `≡` shows while editing.
    public var showsReorderControl: Bool {
        get { rowState.showsReorderControl }
        set { rowState.showsReorderControl = newValue }
    }
    /// Rows changed by a batch update are marked briefly; the table sets and clears this.
    public internal(set) var isMarkedChanged: Bool {
        get { rowState.isMarkedChanged }
        set { rowState.isMarkedChanged = newValue }
    }

    /// Makes a cell of `style`. The table's reuse pool calls this for registered classes.
    public required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
        contentView.addSubview(imageView)
        let text = Label()
        textLabel = text
        contentView.addSubview(text)
        switch style {
        case .default: break
        case .subtitle, .value1:
            let d = Label(style: .dim)
            if style == .value1 { d.textAlignment = .right }
            detailTextLabel = d
            contentView.addSubview(d)
        case .value2:
            text.style = .bold
            text.textAlignment = .right
            let d = Label()
            detailTextLabel = d
            contentView.addSubview(d)
        }
    }

    /// Resets the cell before it is handed out again by
    /// `dequeueReusableCell(withIdentifier:)`: clears selection and highlight. Subclasses
    /// override to reset their own content and call `super`. UIKit's guidance holds:
    /// content is set again in `cellForRowAt`, so reset only what that does not set.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
        isMarkedChanged = false
    }

    /// Sets the selected state (UIKit's `setSelected(_:animated:)`).
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// Sets the highlighted state: true while the row is under the cursor or pressed
    /// (UIKit's `setHighlighted(_:animated:)`). Override to restyle subviews.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// Enters or leaves editing mode (UIKit's `setEditing(_:animated:)`): called by the
    /// table when editing changes for visible cells, and for a cell it configures while
    /// editing. Override to change subviews while editing and call `super`; a terminal
    /// does not animate.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        setNeedsLayout()
    }

    /// Whether the content shifts right for the editing control while editing (UIKit's
    /// `shouldIndentWhileEditing`); true by default. The delegate's
    /// `shouldIndentWhileEditingRowAt` returning false also keeps the content in place.
    public var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }

    /// Columns before the content: the margin where a selected row shows `▌` (1), then
    /// the editing control while editing (2, unless the row does not indent while
    /// editing), then the indentation, `indentationLevel × indentationWidth` but less than
    /// half the `room` the margin, editing control and accessory leave (at most
    /// `(room - 1) / 2`), so however deep the row is indented its text keeps more than half
    /// the room, and its first character shows from a room of 2 columns (a cell not yet
    /// framed, width 0, gets the whole indentation).
    public var leadingContentInset: Int {
        let indents = shouldIndentWhileEditing && rowState.indentsWhileEditing
        let fixed = 1 + (isEditing && editingStyle != .none && indents ? 2 : 0)
        let indent = max(0, indentationLevel) * max(0, indentationWidth)
        guard bounds.width > 0 else { return fixed + indent }
        return fixed + min(indent, max(0, bounds.width - fixed - trailingWidth - 1) / 2)
    }

    /// Columns reserved at the trailing edge for the accessory (view or glyph, with a blank
    /// column before it) or the reorder handle.
    var trailingWidth: Int {
        if isEditing && showsReorderControl { return 2 }
        if let v = shownAccessoryView { return accessorySize(of: v).width + 1 }
        return activeAccessoryType.glyph.map { $0.displayWidth + 1 } ?? 0
    }

    open override func layoutSubviews() {
        let lead = leadingContentInset
        contentView.frame = Rect(
            x: lead, y: 0, width: max(0, bounds.width - lead - trailingWidth), height: bounds.height)
        layoutAccessoryViews()
        layoutBackgroundViews()
        layoutContentView()
        layoutFileView?.frame = contentView.bounds
    }

    /// Lays out the image and labels in ``contentView`` by ``style``. Custom cells that
    /// place their own subviews override `layoutSubviews()` and may skip this.
    open func layoutContentView() {
        let w = contentView.bounds.width
        var x = 0
        if let img = imageView.image, !img.isEmpty {
            let iw = img.displayWidth
            imageView.isHidden = false
            imageView.frame = Rect(x: 0, y: 0, width: iw, height: 1)
            x = iw + 1
        } else {
            imageView.isHidden = true
            imageView.frame = .zero
        }
        let rest = max(0, w - x)
        guard let text = textLabel else { return }
        switch placementStyle(height: contentView.bounds.height) {  // TableViewCell+ContentConfiguration.swift
        case .default:
            text.frame = Rect(x: x, y: 0, width: rest, height: max(1, contentView.bounds.height))
            detailTextLabel?.frame = .zero  // no secondary text to show
        case .subtitle:
            // A wrapping text label takes the lines it needs, the first line always; the
            // detail label the lines left.
            let th = text.numberOfLines == 1 ? 1 : max(1, text.sizeThatFits(Size(width: rest, height: .max)).height)
            text.frame = Rect(x: x, y: 0, width: rest, height: th)
            detailTextLabel?.frame = Rect(x: x, y: th, width: rest, height: max(0, contentView.bounds.height - th))
        case .value1:
            // The text keeps its width; the detail gets what is left after a blank column,
            // so it is cut (and then hidden) first, as UIKit's value1 does.
            let textWidth = text.sizeThatFits(Size(width: rest, height: 1)).width
            let detailNeed = detailTextLabel?.sizeThatFits(Size(width: rest, height: 1)).width ?? 0
            let detailWidth = min(detailNeed, max(0, rest - textWidth - 1))
            text.frame = Rect(x: x, y: 0, width: detailWidth > 0 ? rest - detailWidth - 1 : rest, height: 1)
            detailTextLabel?.frame = Rect(x: x + rest - detailWidth, y: 0, width: detailWidth, height: 1)
        case .value2:
            // A column of a quarter of the width (at least 6), widened for a longer text:
            // the detail after it is cut first.
            let textWidth = text.sizeThatFits(Size(width: rest, height: 1)).width
            let col = min(rest, max(6, rest / 4, textWidth))
            text.frame = Rect(x: x, y: 0, width: col, height: 1)
            detailTextLabel?.frame = Rect(x: x + col + 1, y: 0, width: max(0, rest - col - 1), height: 1)
        }
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        // Self-sizing: the content's natural height at the given width.
        let lead = leadingContentInset
        let w = max(
            1, size.width - lead - trailingWidth - (imageView.image == nil ? 0 : imageView.image!.displayWidth + 1))
        var h = textLabel?.sizeThatFits(Size(width: w, height: .max)).height ?? 0
        if placementStyle(height: .max) == .subtitle {
            h += detailTextLabel?.sizeThatFits(Size(width: w, height: .max)).height ?? 0
        }
        // Subviews placed by constraints: the height the constraints reach at the content
        // view's width (UIKit's `systemLayoutSizeFitting`, through the labels' and text
        // views' intrinsic sizes).
        let contentWidth = max(0, size.width - lead - trailingWidth)
        let fitted = contentView.systemLayoutSizeFitting(Size(width: contentWidth, height: 0))
        if let fitted { h = max(h, fitted.height) }
        // Other custom subviews: their own size at their laid-out width (a wrapping label,
        // a layout file's view), from where they start.
        for v in contentView.subviews
        where v !== textLabel && v !== detailTextLabel && v !== imageView && !v.isHidden
            && (fitted == nil || v.translatesAutoresizingMaskIntoConstraints)
        {
            let vw = v.frame.width > 0 ? v.frame.width : w
            h = max(h, v.frame.minY + v.sizeThatFits(Size(width: vw, height: .max)).height)
        }
        if let v = shownAccessoryView {  // at the width it gets: at most half the columns after the margin
            h = max(h, v.sizeThatFits(Size(width: max(0, size.width - 1) / 2, height: .max)).height)
        }
        return Size(width: size.width, height: max(1, h))
    }

    open override func draw(in context: inout DrawContext) {
        drawBackgroundView(in: &context)
        if isEditing {
            switch editingStyle {
            case .delete: context.draw("⊖", x: 1, y: 0, style: Style(foreground: .red))
            case .insert: context.draw("⊕", x: 1, y: 0, style: Style(foreground: .green))
            case .none: break
            }
        }
        if isEditing && showsReorderControl {
            context.draw("≡", x: bounds.width - 1, y: 0, style: .dim)
        } else if shownAccessoryView == nil, let g = activeAccessoryType.glyph {
            context.draw(g, x: bounds.width - g.displayWidth, y: 0, style: .dim)
        }
    }

    /// Applies the selection, highlight and change-mark styles over what was drawn.
    func drawStateOverlay(in context: inout DrawContext) {
        if isMarkedChanged {
            context.setStyle(Style(foreground: .yellow, attributes: .bold), in: bounds)
        }
        if let bg = shownBackgroundView?.backgroundStyle { tintBlanks(with: bg, in: &context) }
        guard selectionStyle != .none else { return }
        if selectedBackgroundView != nil && (isHighlighted || isSelected) {
            // The selected background view is the look; only the `▌` of a selected row stays.
        } else if isHighlighted && isMarkedChanged {
            // The cursor row just changed: keep the mark visible under the cursor.
            context.setStyle(Style(foreground: .yellow, attributes: [.reverse, .bold]), in: bounds)
        } else if isHighlighted {
            context.setStyle(.reverse, in: bounds)
        } else if isSelected {
            context.setStyle(Style(attributes: .bold), in: bounds)
        }
        if isSelected {
            context.draw("▌", x: 0, y: 0, style: isHighlighted && selectedBackgroundView == nil ? .reverse : .bold)
        }
        if isHighlighted || isSelected { drawOverSelection(in: &context) }
        if isHighlighted { drawHighlightedControls(in: &context) }  // TableViewCell+Controls.swift
    }

    // MARK: Marks over the cursor

    /// Draws what must stay visible over the cursor's (reverse video) or a selected row's
    /// look, such as a search's matches; called after that look is applied, in the cell's
    /// coordinates (columns and lines), only while ``isHighlighted`` or ``isSelected``.
    /// Does nothing by default. A TableKit addition: UIKit draws the highlight under the
    /// content (`selectedBackgroundView`), where a terminal's reverse video covers it.
    open func drawOverSelection(in context: inout DrawContext) {}
}
