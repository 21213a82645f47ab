/// Content configurations on cells: the default one for a cell's style, and how an
/// assigned one drives the labels (UIKit's `defaultContentConfiguration()` and
/// `contentConfiguration`).
extension TableViewCell {
    /// The layout the labels follow: the content configuration's, else ``style``.
    var layoutStyle: TableViewCell.CellStyle { contentConfiguration?.layout ?? style }

    /// Whether a `.default` layout configuration (``ListContentConfiguration/cell()``) has
    /// a secondary text to show.
    var defaultLayoutShowsSecondaryText: Bool {
        guard let c = contentConfiguration, c.layout == .default, let t = c.secondaryText else { return false }
        return !t.isEmpty
    }

    /// The layout the labels are placed by in a content view `height` lines tall:
    /// ``layoutStyle``, except that a `.default` configuration with a secondary text places
    /// it as `.subtitle` (under the text, as UIKit's `UIListContentConfiguration.cell()`
    /// stacks it) from 2 lines, and as `.value1` (beside the text at the trailing edge, cut
    /// first) on 1 line.
    func placementStyle(height: Int) -> TableViewCell.CellStyle {
        guard defaultLayoutShowsSecondaryText else { return layoutStyle }
        return height >= 2 ? .subtitle : .value1
    }

    /// A configuration with no content, laid out and styled as this cell's ``style``
    /// (UIKit's `defaultContentConfiguration()`): `.default` gives ``ListContentConfiguration/cell()``,
    /// `.subtitle` ``ListContentConfiguration/subtitleCell()``, `.value1`
    /// ``ListContentConfiguration/valueCell()``, and `.value2` its own (bold text
    /// right-aligned in a narrow column). Set its content, then assign it to
    /// ``contentConfiguration``.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        ListContentConfiguration(layout: style)
    }

    /// Sets the labels and image from ``contentConfiguration``, making a detail label
    /// when the cell's style has none; lays the cell out again.
    func applyContentConfiguration() {
        defer { setNeedsLayout() }
        guard let c = contentConfiguration else { return }
        if let text = textLabel { apply(c.textProperties, text: c.text, to: text) }
        if detailTextLabel == nil && (c.layout != .default || defaultLayoutShowsSecondaryText) {
            let d = Label()
            detailTextLabel = d
            contentView.addSubview(d)
        }
        if let d = detailTextLabel {
            apply(c.secondaryTextProperties, text: c.secondaryText, to: d)
        }
        imageView.image = c.image
        imageView.style = c.imageProperties.style
    }

    private func apply(_ p: ListContentConfiguration.TextProperties, text: String?, to label: Label) {
        label.text = text
        label.style = p.style
        label.numberOfLines = max(0, p.numberOfLines)
        label.textAlignment = p.alignment
        label.setNeedsLayout()
    }
}
