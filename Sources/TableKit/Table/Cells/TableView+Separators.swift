/// The table's separators between rows (UIKit's `separatorStyle` and `separatorInset`).
struct TableSeparators {
    var style: TableViewCell.SeparatorStyle = .none
    var inset = EdgeInsets(left: 1)
}

extension TableView {
    /// The line between rows (UIKit's `separatorStyle`): ``TableViewCell/SeparatorStyle/none``
    /// by default, unlike UIKit's `.singleLine`, so rows look as they always have;
    /// ``TableViewCell/SeparatorStyle/singleLine`` underlines each row's last line (no
    /// line of its own: a terminal line is precious).
    public var separatorStyle: TableViewCell.SeparatorStyle {
        get { separators.style }
        set {
            separators.style = newValue
            setNeedsLayout()
        }
    }

    /// Columns left bare at the leading (`left`) and trailing (`right`) ends of every
    /// row's separator (UIKit's `separatorInset`; `top` and `bottom` are not used), unless
    /// a cell sets its own ``TableViewCell/separatorInset``. Default: 1 column on the left,
    /// so the line starts where the text starts, after the selection margin.
    public var separatorInset: EdgeInsets {
        get { separators.inset }
        set {
            separators.inset = newValue
            setNeedsLayout()
        }
    }
}
