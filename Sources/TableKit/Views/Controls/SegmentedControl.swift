/// A row of segments of which one is chosen (UIKit's `UISegmentedControl`), drawn as
/// `[ One | Two ]` with the chosen segment reversed. A click on a segment, or ← and →
/// while it has the keyboard, chooses and sends `.valueChanged`; setting
/// ``selectedSegmentIndex`` in code sends nothing.
@MainActor
open class SegmentedControl: Control {
    /// The value of ``selectedSegmentIndex`` when no segment is chosen (UIKit's
    /// `UISegmentedControl.noSegment`).
    public static let noSegment = -1

    /// The segments' titles, in order.
    private var titles: [String]
    /// The segment under the last press, chosen by its release inside.
    private var pressedSegment: Int?

    /// The chosen segment, `0..<numberOfSegments`, or ``noSegment`` (the default); a value
    /// out of range traps. Setting it sends no event.
    public var selectedSegmentIndex: Int = SegmentedControl.noSegment {
        didSet {
            precondition(
                selectedSegmentIndex == Self.noSegment || titles.indices.contains(selectedSegmentIndex),
                "SegmentedControl: selectedSegmentIndex \(selectedSegmentIndex) is out of 0..<\(titles.count)")
        }
    }

    /// A control with one segment per title, none chosen (UIKit's `init(items:)`).
    public init(items: [String] = []) {
        titles = items
        super.init(frame: .zero)
    }

    /// How many segments there are.
    public var numberOfSegments: Int { titles.count }

    /// Inserts a segment titled `title` at `segment` (clamped to `0...numberOfSegments`),
    /// keeping the chosen segment chosen (UIKit's `insertSegment(withTitle:at:animated:)`;
    /// `animated` changes nothing).
    public func insertSegment(withTitle title: String, at segment: Int, animated: Bool) {
        let i = min(max(0, segment), titles.count)
        titles.insert(title, at: i)
        if selectedSegmentIndex >= i { selectedSegmentIndex += 1 }
    }

    /// Removes the segment at `segment` (UIKit's `removeSegment(at:animated:)`); when it
    /// was chosen, none is. Traps when out of range.
    public func removeSegment(at segment: Int, animated: Bool) {
        precondition(
            titles.indices.contains(segment), "SegmentedControl: segment \(segment) is out of 0..<\(titles.count)")
        let chosen = selectedSegmentIndex
        selectedSegmentIndex = Self.noSegment
        titles.remove(at: segment)
        selectedSegmentIndex = chosen == segment ? Self.noSegment : (chosen > segment ? chosen - 1 : chosen)
    }

    /// Removes every segment (UIKit's `removeAllSegments()`).
    public func removeAllSegments() {
        selectedSegmentIndex = Self.noSegment
        titles = []
    }

    /// The title of `segment`, nil when out of range (UIKit's `titleForSegment(at:)`).
    public func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Retitles `segment` (UIKit's `setTitle(_:forSegmentAt:)`); out of range does nothing.
    public func setTitle(_ title: String, forSegmentAt segment: Int) {
        if titles.indices.contains(segment) { titles[segment] = title }
    }

    /// Each segment's columns in the control: `" title "` after `[` or `|`.
    var segmentRanges: [Range<Int>] {
        var x = 1
        return titles.map { t in
            let r = x..<(x + t.displayWidth + 2)
            x = r.upperBound + 1
            return r
        }
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: (segmentRanges.last?.upperBound ?? 1) + 1, height: 1)
    }

    open override func draw(in context: inout DrawContext) {
        let ranges = segmentRanges
        context.draw("[", x: 0, y: 0, width: 1, style: stateStyle(.plain))
        for (i, r) in ranges.enumerated() {
            let look: Style = i == selectedSegmentIndex ? Style(attributes: [.reverse, .bold]) : .plain
            context.draw(" " + titles[i] + " ", x: r.lowerBound, y: 0, width: r.count, style: stateStyle(look))
            context.draw(i == ranges.count - 1 ? "]" : "|", x: r.upperBound, y: 0, width: 1, style: stateStyle(.plain))
        }
    }

    /// Chooses `segment` as the user does: `.valueChanged` when it changed. Returns
    /// whether it changed.
    @discardableResult
    func choose(_ segment: Int) -> Bool {
        guard titles.indices.contains(segment), segment != selectedSegmentIndex else { return false }
        selectedSegmentIndex = segment
        sendActions(for: .valueChanged)
        return true
    }

    open override func handle(_ event: TableKit.Event) -> Bool {
        if case .mouse(let m) = event, m.kind == .press {
            pressedSegment = segmentRanges.firstIndex { $0.contains(m.location.x) }
        }
        return super.handle(event)
    }

    open override func touchUpInside() {
        if let s = pressedSegment { choose(s) }
        pressedSegment = nil
        sendActions(for: .touchUpInside)
    }

    /// ← and → (``KeyMaps/segmentedControl``): the segment before or after; at either end
    /// the key goes on. With none chosen, either key chooses the first.
    open override var keyActions: KeyActionTable {
        let map = KeyMaps.current.segmentedControl
        let move = KeyAction.Help.group("←→", help: "segment")
        return KeyActionTable([
            KeyAction("previous", map.previous, help: move) { _ in
                self.choose(self.selectedSegmentIndex == Self.noSegment ? 0 : self.selectedSegmentIndex - 1)
            },
            KeyAction("next", map.next, help: move) { _ in
                self.choose(self.selectedSegmentIndex == Self.noSegment ? 0 : self.selectedSegmentIndex + 1)
            },
        ])
    }
}
