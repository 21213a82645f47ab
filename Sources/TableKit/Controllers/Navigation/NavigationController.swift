/// A stack of view controllers with a navigation bar (UIKit's `UINavigationController`):
/// the bar shows the top controller's title and, below the root, `‹ Back-title`.
/// Esc, ← or Backspace (``KeyMaps/navigation``) pops when the top controller does not take the key.
@MainActor
open class NavigationController: ViewController {
    /// The stack, root first, top last (UIKit's `viewControllers`).
    public private(set) var viewControllers: [ViewController] = []
    let container = NavigationContainerView()

    /// A stack holding `rootViewController`, pushed without animation (UIKit's `init(rootViewController:)`).
    public init(rootViewController: ViewController) {
        super.init()
        container.navigationController = self
        pushViewController(rootViewController, animated: false)
    }

    open override func loadView() { setView(container) }

    /// The controller on top of the stack, on screen; nil only for an empty stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// Pushes a controller: its view fills the area below the bar.
    public func pushViewController(_ vc: ViewController, animated: Bool) {
        let covered = viewControllers.last
        addChild(vc)
        viewControllers.append(vc)
        vc.didMove(toParent: self)
        covered?.viewWillDisappear(animated)
        vc.viewWillAppear(animated)
        container.show(vc, backTitle: viewControllers.count > 1 ? viewControllers[viewControllers.count - 2].title : nil)
        covered?.viewDidDisappear(animated)
        vc.viewDidAppear(animated)
    }

    /// Pops the top controller; nothing at the root. Returns the popped controller.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let top = viewControllers.removeLast()
        top.viewWillDisappear(animated)
        let vc = viewControllers.last!
        vc.viewWillAppear(animated)
        container.show(vc, backTitle: viewControllers.count > 1 ? viewControllers[viewControllers.count - 2].title : nil)
        top.removeFromParent()
        top.viewDidDisappear(animated)
        vc.viewDidAppear(animated)
        return top
    }

    open override var focusedView: View? { topViewController?.focusedView }
    open override var statusText: String? { topViewController?.statusText }

    open override func handle(_ event: Event) -> Bool {
        if let top = topViewController, top.handle(event) { return true }
        guard KeyMaps.current.navigation.back.matches(event) else { return false }
        return popViewController(animated: true) != nil
    }

    open override var keyBindings: [KeyBinding] {
        var b = topViewController?.keyBindings ?? []
        if viewControllers.count > 1 { b.append(KeyMaps.current.navigation.back) }
        return b
    }

    open override func tick() -> Bool { topViewController?.tick() ?? false }
}

/// The navigation controller's view: a one-line bar and the top controller's view below.
@MainActor
final class NavigationContainerView: View {
    private(set) var content: View?
    weak var navigationController: NavigationController?
    /// Columns of the bar the back label takes (clicking them pops).
    private(set) var backLabelWidth = 0
    var barTitle: String = ""
    var backTitle: String?

    func show(_ vc: ViewController, backTitle: String?) {
        content?.removeFromSuperview()
        let v = vc.view
        addSubview(v)
        content = v
        barTitle = vc.title ?? ""
        self.backTitle = backTitle
        setNeedsLayout()
    }

    /// The back label, `‹ Title`, as drawn: computed at layout, read by drawing and clicks.
    var backLabel: String? { backTitle.map { "‹ " + ($0.isEmpty ? "Back" : $0) } }

    override func layoutSubviews() {
        content?.frame = Rect(x: 0, y: 1, width: bounds.width, height: bounds.height - 1)
        backLabelWidth = backLabel.map { min(bounds.width / 3, $0.displayWidth) } ?? 0
    }

    /// A click on the back label pops, like tapping UIKit's back button.
    override func handle(_ event: Event) -> Bool {
        guard case .mouse(let m) = event, m.kind == .press, m.location.y == 0,
              m.location.x < backLabelWidth, let nav = navigationController else { return false }
        return nav.popViewController(animated: true) != nil
    }

    override func draw(in context: inout DrawContext) {
        let bar = Style(attributes: [.bold, .underline])
        context.fill(Rect(x: 0, y: 0, width: bounds.width, height: 1), style: bar)
        var left = 0
        if let label = backLabel {
            context.draw(label, x: 0, y: 0, width: backLabelWidth, style: Style(foreground: .blue, attributes: [.underline]))
            left = backLabelWidth + 1
        }
        let titleWidth = min(barTitle.displayWidth, max(0, bounds.width - 2 * left))
        context.draw(barTitle, x: max(left, (bounds.width - titleWidth) / 2), y: 0, width: titleWidth, style: bar)
    }
}
