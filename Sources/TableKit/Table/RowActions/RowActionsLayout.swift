import Foundation

/// Where an open row's buttons go in its strip: a pure function of the buttons' labels, the
/// row's width and the edge, so that every width from 1 column up is tested alone
/// (`RowActionsStripTests`).
///
/// Trailing actions (and a delete confirmation) sit at the row's trailing edge, the first
/// action rightmost; leading actions sit at the leading edge, the first action leftmost, and
/// their strip covers the whole row. Buttons are one column apart, with a blank column
/// between them and the row's content. When they do not fit, the widest labels are cut
/// first (with `…`, to no less than 4 columns a button), then the last actions are left
/// out; when fewer than ``minimumContentWidth`` columns of the row would be left beside a
/// trailing strip, the strip covers the whole row, so no lone letters of the row show.
struct RowActionsLayout: Equatable {
    /// One button as laid out, in the row's coordinates (columns from the row's left edge).
    struct Button: Equatable {
        /// The action's index in the configuration.
        var index: Int
        /// The first column of the button.
        var x: Int
        /// The button's width in columns, brackets or padding included.
        var width: Int
        /// The label shown between the brackets, cut with `…` to `width - 2` columns.
        var label: String
    }

    /// The buttons shown, in action order; fewer than the actions when the row is narrow.
    var buttons: [Button] = []
    /// The strip's first column in the row.
    var stripX = 0
    /// The strip's width in columns (to the row's trailing edge).
    var stripWidth = 0

    /// The narrowest a button is cut to (`[X…]`), unless its label is shorter.
    static let minimumButtonWidth = 4
    /// The least row content (margin column included) left visible beside a trailing strip.
    static let minimumContentWidth = 4

    /// Lays out buttons labelled `labels` (in action order) on a row `rowWidth` columns wide
    /// (`>= 0`), at the leading edge when `leading`, else the trailing edge.
    /// - Complexity: O(n × w) for n labels and row width w, at most a few thousand steps.
    static func make(labels: [String], rowWidth: Int, leading: Bool) -> RowActionsLayout {
        guard rowWidth > 1, !labels.isEmpty else { return RowActionsLayout() }
        let room = rowWidth - 1  // one column stays blank beside the buttons
        var count = labels.count
        var widths: [Int] = []
        while count > 0 {
            widths = labels.prefix(count).map { $0.displayWidth + 2 }
            let floor = widths.map { min($0, minimumButtonWidth) }
            var needed = widths.reduce(0, +) + count - 1
            while needed > room {
                // Cut the widest button that can still be cut, by one column.
                guard let i = widths.indices.filter({ widths[$0] > floor[$0] }).max(by: { widths[$0] < widths[$1] })
                else { break }
                widths[i] -= 1
                needed -= 1
            }
            if needed <= room { break }
            if count == 1 {
                widths = [room]  // one button, cut to what there is
                break
            }
            count -= 1
        }
        var layout = RowActionsLayout()
        let needed = widths.reduce(0, +) + widths.count - 1
        if leading {
            layout.stripX = 0
            layout.stripWidth = rowWidth
        } else {
            let left = rowWidth - needed
            layout.stripX = left - 1 < minimumContentWidth ? 0 : left - 1
            layout.stripWidth = rowWidth - layout.stripX
        }
        // Leading: the first button leftmost, after the blank margin column; trailing: the
        // first button rightmost, each next one to its left.
        var x = leading ? 1 : rowWidth
        for (i, w) in widths.enumerated() {
            let label = Truncation.truncate(labels[i], toWidth: max(0, w - 2), continues: false)
            if leading {
                layout.buttons.append(Button(index: i, x: x, width: w, label: label))
                x += w + 1
            } else {
                x -= w
                layout.buttons.append(Button(index: i, x: x, width: w, label: label))
                x -= 1
            }
        }
        return layout
    }

    /// The text of button `button` on its first line: `[label]` when chosen, else
    /// ` label `; cut to the button's width.
    static func text(of button: Button, chosen: Bool) -> String {
        let text = chosen ? "[" + button.label + "]" : " " + button.label + " "
        return text.displayWidth <= button.width ? text : Truncation.truncate(text, toWidth: button.width)
    }
}
