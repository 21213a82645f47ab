import TableKit
import TableKitTestSupport
import Testing

/// Intrinsic content sizes: the size an axis takes when no equation sizes it, below every
/// equation, and a container's height solved from them (`systemLayoutSizeFitting`).
@Suite struct IntrinsicSizeSolvingTests {
    typealias E = LayoutSystem.Equation
    func t(_ item: Int, _ attribute: LayoutAttribute) -> LayoutSystem.Term {
        LayoutSystem.Term(item: item, attribute: attribute)
    }
    static let container = LayoutSystem.Item(
        name: "View", frame: Rect(x: 0, y: 0, width: 40, height: 10), isSolved: false)
    static func label(_ w: Int?, _ h: Int?) -> LayoutSystem.Item {
        LayoutSystem.Item(
            name: "Label", frame: .zero, isSolved: true, intrinsicSize: IntrinsicContentSize(width: w, height: h))
    }

    @Test func aPlacedLabelTakesItsOwnSizeAndIsNotAmbiguous() {
        let s = LayoutSystem(
            items: [Self.container, Self.label(7, 1)],
            equations: [
                E(t(1, .top), equalTo: t(0, .top), constant: 2),
                E(t(1, .leading), equalTo: t(0, .leading), constant: 3),
            ]
        ).solved()
        #expect(s.frames[1] == Rect(x: 3, y: 2, width: 7, height: 1))
        #expect(s.issues.isEmpty)
    }

    @Test func equationsWinOverTheIntrinsicSize() {
        let s = LayoutSystem(
            items: [Self.container, Self.label(7, 1)],
            equations: [
                E(t(1, .top), equalTo: t(0, .top)), E(t(1, .bottom), equalTo: t(0, .bottom)),
                E(t(1, .leading), equalTo: t(0, .leading)), E(t(1, .width), equalTo: nil, constant: 12),
            ]
        ).solved()
        #expect(s.frames[1] == Rect(x: 0, y: 0, width: 12, height: 10))
        #expect(s.issues.isEmpty)
    }

    @Test func anAxisWithoutAnIntrinsicSizeStaysAmbiguous() {
        let s = LayoutSystem(
            items: [Self.container, Self.label(nil, 1)],
            equations: [E(t(1, .top), equalTo: t(0, .top)), E(t(1, .leading), equalTo: t(0, .leading))]
        ).solved()
        #expect(s.frames[1].height == 1)
        #expect(s.issues.map(\.kind) == [.ambiguous])
        #expect(s.issues.first?.description.contains("Label's width is not determined") == true)
    }

    /// A container solved for its height, as a self-sizing cell's content view: the
    /// chain top → label (1 line) → text (3 rows) → bottom gives 1 + 3 + 1 (a margin).
    @Test func aChainOfIntrinsicHeightsSizesTheContainer() {
        let fitting = LayoutSystem.Item(name: "View", frame: Rect(x: 0, y: 0, width: 30, height: 0), isSolved: true)
        let text = LayoutSystem.Item(
            name: "TextView", frame: .zero, isSolved: true, intrinsicSize: IntrinsicContentSize(width: nil, height: 3))
        let equations = [
            E(t(0, .leading), equalTo: nil, constant: 0), E(t(0, .width), equalTo: nil, constant: 30),
            E(t(0, .top), equalTo: nil, constant: 0),
            E(t(1, .top), equalTo: t(0, .top)), E(t(1, .leading), equalTo: t(0, .leading)),
            E(t(2, .top), equalTo: t(1, .bottom)), E(t(2, .leading), equalTo: t(0, .leading), constant: 2),
            E(t(2, .trailing), equalTo: t(0, .trailing)), E(t(2, .bottom), equalTo: t(0, .bottom), constant: -1),
        ]
        let s = LayoutSystem(items: [fitting, Self.label(5, 1), text], equations: equations).solved()
        #expect(s.determinesContainerHeight)
        #expect(
            s.frames == [
                Rect(x: 0, y: 0, width: 30, height: 5), Rect(x: 0, y: 0, width: 5, height: 1),
                Rect(x: 2, y: 1, width: 28, height: 3),
            ])
        #expect(s.issues.isEmpty)
        // Without the last equation the chain never reaches the bottom edge.
        let open = LayoutSystem(items: [fitting, Self.label(5, 1), text], equations: equations.dropLast()).solved()
        #expect(!open.determinesContainerHeight)
    }
}

/// Views' intrinsic sizes and ``View/systemLayoutSizeFitting(_:)``.
@MainActor
@Suite struct IntrinsicContentSizeTests {
    @Test func aLabelGivesItsTextsSizeWrappedAtItsWidth() {
        let l = Label(text: "the quick brown fox")
        #expect(l.intrinsicContentSize == IntrinsicContentSize(width: 19, height: 1))
        l.numberOfLines = 0
        l.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        #expect(l.intrinsicContentSize == IntrinsicContentSize(width: 9, height: 2))
        l.preferredMaxLayoutWidth = 5
        #expect(l.intrinsicContentSize == IntrinsicContentSize(width: 5, height: 4))
        #expect(Label().intrinsicContentSize == IntrinsicContentSize(width: 0, height: 0))
        #expect(View().intrinsicContentSize == .none)
    }

    @Test func aTextViewGivesItsRowsAtItsWidthOnly() {
        let v = TextView(text: "one two three\nfour")
        #expect(v.intrinsicContentSize == .none)
        v.frame = Rect(x: 0, y: 0, width: 8, height: 1)
        #expect(v.intrinsicContentSize == IntrinsicContentSize(width: nil, height: 3))
    }

    @Test func theFittingHeightFollowsTheWrappedLabelAtTheWidthGiven() {
        let container = View()
        let title = Label(text: "a title that wraps at the width")
        title.numberOfLines = 0
        title.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: container.topAnchor, constant: 1),
            title.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            title.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        #expect(container.systemLayoutSizeFitting(Size(width: 12, height: 0)) == Size(width: 12, height: 4))
        #expect(container.systemLayoutSizeFitting(Size(width: 40, height: 0)) == Size(width: 40, height: 2))
        #expect(View().systemLayoutSizeFitting(Size(width: 40, height: 0)) == nil)
    }
}
