import Foundation
import HomepwnerCore
import TableKit

/// One item in two lines (Big Nerd Ranch's `ItemCell`): the name with the value in dollars
/// right-aligned on the first line, the serial number and the date created (dim) on the
/// second. The row is 2 lines high.
@MainActor
final class ItemCell: TableViewCell {
    static let identifier = "ItemCell"
    /// The value, e.g. "$38" or "$1,200", right-aligned on the first line.
    let valueLabel = Label()

    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        valueLabel.textAlignment = .right
        contentView.addSubview(valueLabel)
    }

    /// Fills the labels from `item`; dates are shown as the day in UTC (`2025-01-11`).
    func show(_ item: Item) {
        textLabel?.text = item.name
        valueLabel.text = ItemsViewController.dollars(item.valueInDollars)
        let serial = item.serialNumber ?? "no serial"
        detailTextLabel?.text = "\(serial) · \(Self.dayFormatter.string(from: item.dateCreated))"
    }

    static let dayFormatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd"
        return f
    }()

    override func layoutContentView() {
        super.layoutContentView()
        let w = contentView.bounds.width
        let vw = min(w, (valueLabel.text ?? "").displayWidth)
        valueLabel.frame = Rect(x: w - vw, y: 0, width: vw, height: 1)
        if let text = textLabel {
            text.frame = Rect(x: text.frame.minX, y: 0, width: max(0, w - vw - 1 - text.frame.minX), height: 1)
        }
    }
}
