/// A stack of view controllers with a navigation bar (UIKit's `UINavigationController`):
/// the ``NavigationBar`` shows the top controller's ``ViewController/navigationItem``
/// (title, bar button items) and, below the root, `‹ Back-title`.
/// Esc, ← or Backspace (``KeyMaps/navigation``) pops when the top controller does not take
/// the key; ⇧Tab gives the bar the keyboard.
@MainActor
open class NavigationController: ViewController {
    private var stack: [ViewController] = []
    let container = NavigationContainerView()

    /// A stack holding `rootViewController`, pushed without animation (UIKit's `init(rootViewController:)`).
    public init(rootViewController: ViewController) {
        super.init()
        container.navigationController = self
        container.bar.navigationController = self
        pushViewController(rootViewController, animated: false)
    }

    open override func loadView() { setView(container) }

    /// The stack, root first, top last (UIKit's `viewControllers`); setting it calls
    /// ``setViewControllers(_:animated:)`` without animation.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack, on screen; nil only for an empty stack.
    public var topViewController: ViewController? { stack.last }

    /// The bar at the top (UIKit's `navigationBar`).
    public var navigationBar: NavigationBar { container.bar }

    /// Whether the bar is hidden, the top controller's view then taking its line too
    /// (UIKit's `isNavigationBarHidden`); Esc still pops.
    public var isNavigationBarHidden: Bool {
        get { container.bar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar (UIKit's `setNavigationBarHidden(_:animated:)`); no animation.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        container.bar.isHidden = hidden
        if hidden { container.bar.resignKeyboard() }
        container.setNeedsLayout()
    }

    /// Pushes a controller: its view fills the area below the bar. The covered controller
    /// hears `viewWillDisappear`/`viewDidDisappear`, the pushed one `viewWillAppear`/`viewDidAppear`.
    /// Traps when `vc` is already in the stack (UIKit raises).
    public func pushViewController(_ vc: ViewController, animated: Bool) {
        precondition(!stack.contains { $0 === vc }, "pushViewController(_:animated:): \(type(of: vc)) is already in the stack")
        let covered = stack.last
        addChild(vc)
        stack.append(vc)
        vc.didMove(toParent: self)
        transition(from: covered, to: vc, animated: animated)
    }

    /// Pops the top controller; nothing at the root. Returns the popped controller.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1 else { return nil }
        return popTo(index: stack.count - 2, animated: animated).first
    }

    /// Pops every controller above the root (UIKit's `popToRootViewController(animated:)`).
    /// Only the top one hears the disappearance calls (those below were not on screen),
    /// the root hears `viewWillAppear`/`viewDidAppear`.
    /// - Returns: the popped controllers, bottom first; nil at the root (as UIKit).
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard stack.count > 1 else { return nil }
        return popTo(index: 0, animated: animated)
    }

    /// Pops the controllers above `vc` (UIKit's `popToViewController(_:animated:)`).
    /// - Returns: the popped controllers, bottom first; empty when `vc` is on top.
    /// - Traps when `vc` is not in the stack (UIKit raises).
    @discardableResult
    public func popToViewController(_ vc: ViewController, animated: Bool) -> [ViewController]? {
        guard let i = stack.firstIndex(where: { $0 === vc }) else {
            preconditionFailure("popToViewController(_:animated:): \(type(of: vc)) is not in the navigation stack")
        }
        return popTo(index: i, animated: animated)
    }

    /// Replaces the stack (UIKit's `setViewControllers(_:animated:)`): controllers no longer
    /// in it are removed, new ones added as children; when the top changes, the old top
    /// hears the disappearance calls and the new top the appearance calls; none when it
    /// stays the same. Traps for an empty list or a controller listed twice.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        precondition(!controllers.isEmpty, "setViewControllers(_:animated:): a navigation stack needs a root controller")
        for (i, vc) in controllers.enumerated() {
            precondition(!controllers[..<i].contains { $0 === vc }, "setViewControllers(_:animated:): \(type(of: vc)) is listed twice")
        }
        let oldTop = stack.last
        let removed = stack.filter { old in !controllers.contains { $0 === old } }
        let added = controllers.filter { new in !stack.contains { $0 === new } }
        for vc in added { addChild(vc) }
        stack = controllers
        for vc in added { vc.didMove(toParent: self) }
        let newTop = controllers.last!
        if oldTop !== newTop {
            transition(from: oldTop, to: newTop, animated: animated, removing: removed)
        } else {
            showTop()
            for vc in removed { vc.removeFromParent() }
        }
    }

    private func popTo(index: Int, animated: Bool) -> [ViewController] {
        let popped = Array(stack[(index + 1)...])
        guard let oldTop = popped.last else { return [] }
        stack.removeSubrange((index + 1)...)
        transition(from: oldTop, to: stack[index], animated: animated, removing: popped)
        return popped
    }

    /// The appearance calls around a change of the top controller, in UIKit's order:
    /// will-disappear, will-appear, the views swapped (and `removing` taken out of the
    /// containment), did-disappear, did-appear.
    private func transition(from old: ViewController?, to new: ViewController, animated: Bool, removing: [ViewController] = []) {
        old?.viewWillDisappear(animated)
        new.viewWillAppear(animated)
        showTop()
        for vc in removing { vc.removeFromParent() }
        old?.viewDidDisappear(animated)
        new.viewDidAppear(animated)
    }

    private func showTop() {
        guard let top = stack.last else { return }
        let previous = stack.count > 1 ? stack[stack.count - 2] : nil
        container.show(top, over: previous)
    }

    open override var focusedView: View? {
        container.bar.hasKeyboard ? container.bar : topViewController?.focusedView
    }
    open override var statusText: String? { topViewController?.statusText }

    open override func handle(_ event: Event) -> Bool {
        if let top = topViewController, top.handle(event) { return true }
        let map = KeyMaps.current.navigation
        if map.bar.matches(event), !container.bar.isHidden { return container.bar.takeKeyboard() }
        guard map.back.matches(event) else { return false }
        return popViewController(animated: true) != nil
    }

    open override var keyBindings: [KeyBinding] {
        var b = topViewController?.keyBindings ?? []
        if stack.count > 1 { b.append(KeyMaps.current.navigation.back) }
        if !container.bar.isHidden && container.bar.listsKeyboardKey { b.append(KeyMaps.current.navigation.bar) }
        return b
    }

    open override func tick() -> Bool { topViewController?.tick() ?? false }

    /// Whether the top controller needs ticks.
    open override var needsTicks: Bool { topViewController?.needsTicks ?? false }
}

/// The navigation controller's view: the bar on the first line and the top controller's
/// view below.
@MainActor
final class NavigationContainerView: View {
    private(set) var content: View?
    weak var navigationController: NavigationController?
    let bar = NavigationBar()

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(bar)
    }

    func show(_ vc: ViewController, over previous: ViewController?) {
        content?.removeFromSuperview()
        let v = vc.view
        addSubview(v)
        content = v
        bar.top = vc
        bar.previous = previous
        bar.resignKeyboard()
        setNeedsLayout()
    }

    /// Columns of the bar the back label takes (clicking them pops).
    var backLabelWidth: Int {
        bar.layout(width: bar.bounds.width).entries.first { $0.entry == .back }?.columns.count ?? 0
    }

    override func layoutSubviews() {
        let barHeight = bar.isHidden ? 0 : min(1, bounds.height)
        bar.frame = Rect(x: 0, y: 0, width: bounds.width, height: barHeight)
        content?.frame = Rect(x: 0, y: barHeight, width: bounds.width, height: max(0, bounds.height - barHeight))
    }
}
