/// Which of a section's supplementary views: its header or its footer.
enum SectionViewKind: Sendable, Hashable {
    case header, footer
}

/// The table's section header and footer views: those on screen by section, free ones by
/// reuse identifier, the registered classes, and what layout needs to know about heights
/// (UIKit's reuse queue for header-footer views).
@MainActor
struct SectionViewPool {
    /// Header views on screen by section.
    var headers: [Int: View] = [:]
    /// Footer views on screen by section.
    var footers: [Int: View] = [:]
    /// Free reusable views by reuse identifier.
    var free: [String: [TableViewHeaderFooterView]] = [:]
    /// The class each identifier's views are made of.
    var registrations: [String: TableViewHeaderFooterView.Type] = [:]
    /// How many reusable views were made (registered classes and title views).
    var viewsCreated = 0
    /// Set when the geometry was rebuilt: every view on screen leaves at the next layout.
    var isStale = false
    /// Whether the delegate gives header (footer) views, found at the last reload.
    var delegateGivesHeaders = false
    var delegateGivesFooters = false
    /// Sections whose header (footer) height is an estimate not yet measured.
    var estimatedHeaders: Set<Int> = []
    var estimatedFooters: Set<Int> = []
    /// Estimates for the heights of header (footer) views, in lines; 0: measure at reload.
    var estimatedHeaderHeight = 0
    var estimatedFooterHeight = 0
    /// The content width header and footer views were last measured at.
    var measuredWidth: Int?
    /// The index is shown only for at least this many rows (UIKit's
    /// `sectionIndexMinimumDisplayRowCount`).
    var indexMinimumRowCount = 0

    /// The reuse identifier of the views the table makes for section titles.
    static let titleIdentifier = "TableKit.sectionTitle"

    /// The views on screen of `kind`.
    func visible(_ kind: SectionViewKind) -> [Int: View] { kind == .header ? headers : footers }

    /// A free view for `identifier` (prepared for reuse), or a new one of the registered
    /// class; nil when none can be had.
    mutating func dequeue(_ identifier: String) -> TableViewHeaderFooterView? {
        if let v = free[identifier]?.popLast() {
            v.prepareForReuse()
            return v
        }
        let cls: TableViewHeaderFooterView.Type
        if let registered = registrations[identifier] {
            cls = registered
        } else if identifier == Self.titleIdentifier {
            cls = TableViewHeaderFooterView.self
        } else {
            return nil
        }
        viewsCreated += 1
        return cls.init(reuseIdentifier: identifier)
    }

    /// Puts a view back in the pool if it is reusable; other views are dropped.
    mutating func enqueue(_ view: View?) {
        guard let v = view as? TableViewHeaderFooterView, let id = v.reuseIdentifier else { return }
        guard !(free[id]?.contains { $0 === v } ?? false) else { return }
        free[id, default: []].append(v)
    }

    /// The reusable views alive: on screen plus free.
    var liveCount: Int {
        headers.count + footers.count + free.values.reduce(0) { $0 + $1.count }
    }
}
