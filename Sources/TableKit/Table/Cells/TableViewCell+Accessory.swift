/// The cell's trailing accessory: a view (``TableViewCell/accessoryView``,
/// ``TableViewCell/editingAccessoryView``) or a glyph (``TableViewCell/AccessoryType``),
/// and where its detail button `ⓘ` sits for clicks.
extension TableViewCell {
    /// The accessory type that applies now: ``editingAccessoryType`` while editing, else
    /// ``accessoryType``.
    var activeAccessoryType: TableViewCell.AccessoryType { isEditing ? editingAccessoryType : accessoryType }

    /// The accessory view shown now: ``editingAccessoryView`` while editing, else
    /// ``accessoryView``; nil while the reorder handle takes the trailing edge, or when the
    /// view that applies is nil (the glyph is drawn then, as UIKit does).
    var shownAccessoryView: View? {
        if isEditing && showsReorderControl { return nil }
        return isEditing ? editingAccessoryView : accessoryView
    }

    /// An accessory view's size in the row: its `sizeThatFits(_:)`, at most half the
    /// columns after the selection margin (so the text keeps the other half) and at most
    /// the row's height (at least 1 line).
    func accessorySize(of view: View) -> Size {
        let maxWidth = max(0, bounds.width - 1) / 2
        let fit = view.sizeThatFits(Size(width: maxWidth, height: max(1, bounds.height)))
        return Size(width: min(max(0, fit.width), maxWidth), height: min(max(1, fit.height), max(1, bounds.height)))
    }

    /// Swaps an accessory view in the cell's subviews.
    func replaceAccessory(_ old: View?, with new: View?) {
        if let old, old !== accessoryView, old !== editingAccessoryView { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        setNeedsLayout()
    }

    /// Frames the accessory view that is shown at the trailing edge, on the first line,
    /// and hides the other.
    func layoutAccessoryViews() {
        let shown = shownAccessoryView
        for v in [accessoryView, editingAccessoryView].compactMap({ $0 }) where v !== shown {
            v.isHidden = true
        }
        guard let v = shown else { return }
        let size = accessorySize(of: v)
        v.isHidden = size.width == 0
        v.frame = Rect(x: bounds.width - size.width, y: 0, width: size.width, height: size.height)
        v.setNeedsLayout()
        v.layoutIfNeeded()
    }

    /// The column (in the cell) of the detail button `ⓘ` when the accessory shown is
    /// ``AccessoryType/detailButton`` or ``AccessoryType/detailDisclosureButton``, else nil.
    var detailButtonColumn: Int? {
        guard !(isEditing && showsReorderControl), shownAccessoryView == nil else { return nil }
        let type = activeAccessoryType
        guard type.hasDetailButton, let g = type.glyph else { return nil }
        return bounds.width - g.displayWidth
    }
}
