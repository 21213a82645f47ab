/// A section's header or footer view (UIKit's `UITableViewHeaderFooterView`): a content
/// view holding a text label and a detail label, drawn as the table draws a section title
/// (a bold bar in the plain style; dim capitals in the grouped styles; a dim line for a
/// footer).
///
/// Register a class with ``TableView/register(_:forHeaderFooterViewReuseIdentifier:)``,
/// dequeue it in the delegate's ``TableViewDelegate/tableView(_:viewForHeaderInSection:)``
/// with ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``, set its labels and
/// return it: the table reuses these views as it does cells, so those alive stay within
/// the headers on screen plus a small constant. Subclass it for custom headers: add views
/// to ``contentView`` and override `layoutSubviews()`, `sizeThatFits(_:)` (its height in
/// lines is the header's when the delegate gives none) or ``prepareForReuse()``; a
/// subclass needs only `required init(reuseIdentifier:)`.
@MainActor
open class TableViewHeaderFooterView: View {
    /// Where the table shows the view, which decides how it draws.
    public struct Placement: Sendable, Hashable {
        /// The table's style.
        public var style: TableView.Style
        /// True for a section footer, false for a header.
        public var isFooter: Bool
        /// A placement in a table of `style`.
        public init(style: TableView.Style = .plain, isFooter: Bool = false) {
            self.style = style
            self.isFooter = isFooter
        }
    }

    /// The identifier the view was registered and dequeued with; nil for a view that is
    /// not reused.
    public let reuseIdentifier: String?
    /// The view that holds the content, filling the view; custom subviews go here.
    public let contentView = View()
    /// The section's title (UIKit's `textLabel`): on the last line of a header, the first
    /// of a footer; capitals in a grouped header. Never nil; optional as in UIKit, so that
    /// `header.textLabel?.text = …` ports unchanged.
    public var textLabel: Label? { titleLabel }
    /// A secondary text at the trailing end of the title's line, dim; hidden while empty
    /// (UIKit's `detailTextLabel`). Never nil.
    public var detailTextLabel: Label? { detailLabel }
    /// A view behind the content, filling the view (UIKit's `backgroundView`); nil (the
    /// default) for the table's look.
    public var backgroundView: View? { didSet { setNeedsLayout() } }
    let titleLabel = TitleLabel()
    let detailLabel = TitleLabel(style: .dim)
    /// How the view draws: set by the table before `willDisplayHeaderView` (restyling the
    /// labels, so a delegate may restyle them again there); `.plain` header until shown.
    public var placement = Placement() {
        didSet {
            if placement != oldValue {
                applyPlacementStyle()
                setNeedsLayout()
            }
        }
    }

    /// The style of a plain header's bar (the table's title headers use the same).
    public static let plainBarStyle = Style(foreground: .black, background: .cyan, attributes: .bold)

    /// Makes a view for `reuseIdentifier` (UIKit's `init(reuseIdentifier:)`); the table's
    /// reuse pool calls this for registered classes.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
        contentView.addSubview(titleLabel)
        contentView.addSubview(detailLabel)
        applyPlacementStyle()
    }

    /// Resets the view before ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``
    /// hands it out again: clears both labels' text. Subclasses override to reset their
    /// own content and call `super` (UIKit's `prepareForReuse()`).
    open func prepareForReuse() {
        titleLabel.text = nil
        detailLabel.text = nil
    }

    /// The column where the title starts: 1, or 3 in the inset grouped style (its rows'
    /// inset plus one), as the table draws titles.
    var titleX: Int { placement.style == .insetGrouped ? 3 : 1 }

    /// Restyles the labels for ``placement``.
    func applyPlacementStyle() {
        let bar = placement.style == .plain && !placement.isFooter
        titleLabel.applyPlacementStyle(bar ? Self.plainBarStyle : .dim)
        detailLabel.applyPlacementStyle(bar ? Self.plainBarStyle : .dim)
        titleLabel.uppercases = placement.style != .plain && !placement.isFooter
    }

    open override func layoutSubviews() {
        if let bg = backgroundView {
            bg.frame = bounds
            bg.layoutIfNeeded()
        }
        contentView.frame = bounds
        let h = bounds.height
        let line = placement.isFooter ? 0 : max(0, h - 1)
        let x = titleX
        let room = max(0, bounds.width - x - 1)
        let detail = detailLabel.text?.isEmpty == false
        let dw = detail ? min(room, detailLabel.sizeThatFits(Size(width: room, height: 1)).width) : 0
        detailLabel.isHidden = !detail
        detailLabel.frame = Rect(x: x + room - dw, y: line, width: dw, height: h > 0 ? 1 : 0)
        titleLabel.frame = Rect(x: x, y: line, width: max(0, room - dw - (dw > 0 ? 1 : 0)), height: h > 0 ? 1 : 0)
    }

    /// The view's natural size: one line for the title (or 0 lines with neither title nor
    /// custom content), or as tall as the content view's own subviews need.
    open override func sizeThatFits(_ size: Size) -> Size {
        var h = (titleLabel.text?.isEmpty == false || detailLabel.text?.isEmpty == false) ? 1 : 0
        for v in contentView.subviews where v !== titleLabel && v !== detailLabel && !v.isHidden {
            let vw = v.frame.width > 0 ? v.frame.width : size.width
            h = max(h, v.frame.minY + v.sizeThatFits(Size(width: vw, height: .max)).height)
        }
        return Size(width: size.width, height: h)
    }

    /// Fills the view: the bar's style in a plain header, blanks otherwise; then the
    /// ``backgroundView`` when there is one (framed at layout).
    open override func draw(in context: inout DrawContext) {
        let bar = placement.style == .plain && !placement.isFooter
        context.fill(bounds, style: bar ? Self.plainBarStyle : .plain)
        backgroundView?.render(in: &context)
    }
}

/// The labels of a header view: they take the placement's style until their own `style`
/// is set (by a delegate in `viewForHeaderInSection` or `willDisplayHeaderView`, say);
/// a grouped header's title draws in capitals, on one line.
@MainActor
final class TitleLabel: Label {
    var uppercases = false
    /// True once `style` was set from outside the placement.
    private(set) var hasCustomStyle = false
    private var applyingPlacement = false

    override var style: Style {
        didSet { if !applyingPlacement { hasCustomStyle = true } }
    }

    init(style: Style = .plain) {
        super.init(text: nil, style: style, frame: .zero)
        hasCustomStyle = false
    }

    /// Sets the placement's style unless a custom one was set.
    func applyPlacementStyle(_ s: Style) {
        guard !hasCustomStyle else { return }
        applyingPlacement = true
        style = s
        applyingPlacement = false
    }

    override func draw(in context: inout DrawContext) {
        guard uppercases else { return super.draw(in: &context) }
        let text = (self.text ?? "").uppercased().replacingNewlines()
        context.draw(text, x: 0, y: 0, width: bounds.width, style: style, alignment: textAlignment)
    }
}
