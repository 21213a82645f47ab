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

    open override func loadView() {
        setView(container)
        showTop()
    }

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

    /// Pushes a controller (UIKit's `pushViewController(_:animated:)`): its view fills the
    /// area below the bar. On screen, in UIKit's order: the pushed controller's
    /// `willMove(toParent:)` and `viewDidLoad` (first time), the covered one's
    /// `viewWillDisappear`, the pushed one's `viewWillAppear` (``ViewController/isMovingToParent``
    /// true), `viewDidDisappear`, `viewDidAppear`, then the pushed one's `didMove(toParent:)`.
    /// Off screen (before the window shows the stack) only the containment calls.
    /// Traps when `vc` is already in the stack (UIKit raises).
    public func pushViewController(_ vc: ViewController, animated: Bool) {
        precondition(
            !stack.contains { $0 === vc }, "pushViewController(_:animated:): \(type(of: vc)) is already in the stack")
        let covered = stack.last
        addChild(vc)
        stack.append(vc)
        transition(from: covered, to: vc, animated: animated, adding: [vc])
    }

    /// Pops the top controller (UIKit's `popViewController(animated:)`); nothing at the
    /// root. On screen the popped controller hears `willMove(toParent: nil)`,
    /// `viewWillDisappear` (``ViewController/isMovingFromParent`` true), the uncovered one
    /// `viewWillAppear`, then `viewDidDisappear`, `viewDidAppear`, and the popped one's
    /// `didMove(toParent: nil)`. Returns the popped controller.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1 else { return nil }
        return popTo(index: stack.count - 2, animated: animated).first
    }

    /// Pops every controller above the root (UIKit's `popToRootViewController(animated:)`).
    /// Only the top one hears the disappearance calls (those below were not on screen),
    /// the root hears `viewWillAppear`/`viewDidAppear`, as for ``popViewController(animated:)``.
    /// - Returns: the popped controllers, bottom first; nil at the root (as UIKit).
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard stack.count > 1 else { return nil }
        return popTo(index: 0, animated: animated)
    }

    /// Pops the controllers above `vc` (UIKit's `popToViewController(_:animated:)`), with
    /// the appearance calls of ``popToRootViewController(animated:)``.
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
    /// hears the disappearance calls and the new top the appearance calls, in the order of
    /// a push; none when it stays the same. Traps for an empty list or a controller listed twice.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        precondition(
            !controllers.isEmpty, "setViewControllers(_:animated:): a navigation stack needs a root controller")
        for (i, vc) in controllers.enumerated() {
            precondition(
                !controllers[..<i].contains { $0 === vc },
                "setViewControllers(_:animated:): \(type(of: vc)) is listed twice")
        }
        let oldTop = stack.last
        let removed = stack.filter { old in !controllers.contains { $0 === old } }
        let added = controllers.filter { new in !stack.contains { $0 === new } }
        for vc in removed { vc.willMove(toParent: nil) }
        for vc in added { addChild(vc) }
        stack = controllers
        transition(
            from: oldTop === controllers.last ? nil : oldTop, to: controllers.last!, animated: animated,
            adding: added, removing: removed)
    }

    private func popTo(index: Int, animated: Bool) -> [ViewController] {
        let popped = Array(stack[(index + 1)...])
        guard let oldTop = popped.last else { return [] }
        for vc in popped { vc.willMove(toParent: nil) }
        stack.removeSubrange((index + 1)...)
        transition(from: oldTop, to: stack[index], animated: animated, removing: popped)
        return popped
    }

    /// A change of the top controller from `old` (nil: the top stays `new`), in UIKit's
    /// order: `old` will-disappear, `new` will-appear, the views swapped, `old`
    /// did-disappear, `new` did-appear; then `removing` leave the containment
    /// (`didMove(toParent: nil)`) and `adding` hear `didMove(toParent:)`. The appearance
    /// calls are made only while this controller's view is in the window.
    private func transition(
        from old: ViewController?, to new: ViewController, animated: Bool,
        adding: [ViewController] = [], removing: [ViewController] = []
    ) {
        let onScreen = isViewInWindow
        if onScreen {
            new.loadViewIfNeeded()
            old?.movingFromParent = removing.contains { $0 === old }
            new.movingToParent = adding.contains { $0 === new }
            old?.beginAppearanceTransition(false, animated: animated)
            new.beginAppearanceTransition(true, animated: animated)
        }
        showTop()
        if onScreen {
            old?.endAppearanceTransition()
            new.endAppearanceTransition()
            old?.movingFromParent = false
            new.movingToParent = false
        }
        for vc in removing { vc.removeFromParent() }
        for vc in adding { vc.didMove(toParent: self) }
    }

    private func showTop() {
        guard let top = stack.last else { return }
        let previous = stack.count > 1 ? stack[stack.count - 2] : nil
        // The bar follows the stack at once (its items are the stack's, as UIKit's bar);
        // the top's view is loaded and put in place only once this controller's view is.
        if isViewLoaded {
            container.show(top, over: previous)
        } else {
            container.showBar(for: top, over: previous)
        }
    }

    open override var focusedView: View? {
        container.bar.hasKeyboard ? container.bar : searchFocusedView ?? topViewController?.focusedView
    }
    open override var statusText: String? { topViewController?.statusText }

    /// A key the top controller did not take goes to ``keyActions``; while the top
    /// controller's search results controller shows, that controller has it first.
    open override func handle(_ event: Event) -> Bool {
        if handleSearchResultsEvent(event) { return true }
        if let top = topViewController, top.handle(event) { return true }
        guard case .key(let key) = event else { return false }
        return keyActions.perform(key) ?? false
    }

    /// The navigation keys (``KeyMaps/navigation``) as one action table, in help order: the
    /// top controller's navigation-item search keys (NavigationController+Search.swift), back pops (while
    /// there is a controller to go back to; without the keys the top controller takes,
    /// ``ViewController/takesKey(_:)``), ⇧Tab gives the bar the keyboard (while it
    /// shows; listed while it has a button besides back).
    open var keyActions: KeyActionTable {
        let map = KeyMaps.current.navigation
        let top = topViewController
        let back = map.back.removingKeys(Set(map.back.keys.filter { top?.takesKey($0) == true }))
        return KeyActionTable(
            searchKeyActions.actions + [
                KeyAction("back", back, when: { self.stack.count > 1 }) { _ in
                    self.popViewController(animated: true) != nil
                },
                KeyAction(
                    "bar", map.bar, when: { !self.container.bar.isHidden },
                    listedWhen: { self.container.bar.listsKeyboardKey }
                ) { _ in self.container.bar.takeKeyboard() },
            ])
    }

    open override var keyBindings: [KeyBinding] { (topViewController?.keyBindings ?? []) + keyActions.keyBindings }

    /// The top controller's key commands first, then the navigation controller's own.
    override var keyCommandResponders: [ViewController] { (topViewController?.keyCommandResponders ?? []) + [self] }

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
    /// Dims the top controller's view while its navigation item's search types an empty query.
    let searchDimmingView = SearchDimmingView()

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(bar)
    }

    func show(_ vc: ViewController, over previous: ViewController?) {
        content?.removeFromSuperview()
        let v = vc.view
        addSubview(v)
        content = v
        showBar(for: vc, over: previous)
    }

    /// Shows `vc`'s navigation item in the bar, with the back label for `previous`.
    func showBar(for vc: ViewController, over previous: ViewController?) {
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
        let top = layoutSearch(from: barHeight)  // NavigationController+Search.swift
        content?.frame = Rect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
    }
}
