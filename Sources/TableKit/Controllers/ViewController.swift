import Foundation

/// Manages a view and its part of the app (UIKit's `UIViewController`): loads the view on
/// first use, hears appearance, contains child controllers, and handles the keys that are
/// not taken by the focused view.
@MainActor
open class ViewController {
    /// The title shown by a navigation bar.
    public var title: String?
    private var loadedView: View?
    /// The child controllers, in the order they were added.
    public private(set) var children: [ViewController] = []
    /// The controller this one is a child of, held weakly; nil for none.
    public private(set) weak var parent: ViewController?
    /// A one-line status shown above the help line (e.g. "1,950 names"); nil for none.
    open var statusText: String? { nil }
    /// The window showing this controller's hierarchy, set on the root controller by
    /// ``Window``; children reach it through ``window``.
    weak var hostWindow: Window?
    private var editingFlag = false
    private var madeEditButtonItem: BarButtonItem?
    /// What a navigation bar shows while this controller is on top (UIKit's `navigationItem`).
    public let navigationItem = NavigationItem()

    /// The name of the layout file the default ``loadView()`` makes the view from, without
    /// its `.layout.json` ending (UIKit's `nibName`); nil for the class's name when
    /// ``nibBundle`` is set. Set by ``init(nibName:bundle:)``.
    public let nibName: String?
    /// The bundle holding the layout file (UIKit's `nibBundle`); nil when the controller
    /// has no layout file (``init()``).
    public let nibBundle: Bundle?

    /// A controller whose view is not loaded yet, with no layout file: the default
    /// ``loadView()`` makes an empty ``View``.
    public init() {
        nibName = nil
        nibBundle = nil
        navigationItem.viewController = self
    }

    /// A controller whose view the default ``loadView()`` makes from the layout file
    /// `NAME.layout.json` in `bundle`, NAME being `nibName` or, when nil, the class's name
    /// (`PropertyViewController.layout.json`), as UIKit's `init(nibName:bundle:)` finds a
    /// nib, the controller its File's Owner (see `ViewController+LayoutFile.swift`).
    /// - Parameters:
    ///   - nibName: the layout file's name without `.layout.json`; nil for the class's name.
    ///   - bundle: where the file is (a package's `Bundle.module`); nil for `Bundle.main`.
    public init(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName
        nibBundle = bundle ?? .main
        navigationItem.viewController = self
    }

    /// The controller's view (UIKit's `view`), loaded on first access: ``loadView()`` makes
    /// it, then ``viewDidLoad()`` runs, once, before any appearance method. A view made
    /// without a size gets the window's content area (columns, lines) when the controller is
    /// already in a window and has no parent, as UIKit sizes a loaded view to the screen, so
    /// `viewDidLoad` can size subviews from `view.bounds`; a child's view is sized by its
    /// container (a navigation controller's is the area under its bar), at its layout.
    public var view: View {
        if let v = loadedView { return v }
        loadView()
        let v = loadedView ?? View()
        loadedView = v
        if v.frame.size == .zero, parent == nil, let w = window { v.frame = w.contentArea }
        viewDidLoad()
        return v
    }

    /// Loads the view now if it is not loaded yet (UIKit's `loadViewIfNeeded()`): calls
    /// ``loadView()`` and ``viewDidLoad()`` once; does nothing for a loaded view.
    public func loadViewIfNeeded() { _ = view }

    /// Whether the controller is in editing mode (UIKit's `isEditing`); setting it calls
    /// ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing mode on or off and retitles ``editButtonItem`` "Done" or "Edit"
    /// (UIKit's `setEditing(_:animated:)`). Subclasses override it to put their views into
    /// editing mode and call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingFlag = editing
        if let item = madeEditButtonItem {
            item.title = editing ? "Done" : "Edit"
            item.style = editing ? .done : .plain
        }
    }

    /// A bar button item that toggles editing, titled "Edit" or "Done" (UIKit's
    /// `editButtonItem`); the same item on every access. Put it in ``navigationItem``.
    public var editButtonItem: BarButtonItem {
        if let item = madeEditButtonItem { return item }
        let item = BarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain)
        item.action = { [weak self] in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        madeEditButtonItem = item
        return item
    }

    /// Whether the view has been loaded (UIKit's `isViewLoaded`); asking does not load it.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if it is loaded, else nil (UIKit's `viewIfLoaded`); asking does not load it.
    public var viewIfLoaded: View? { loadedView }

    /// Makes the view (UIKit's `loadView()`). The default makes the view from the
    /// controller's layout file when it has one (``init(nibName:bundle:)``), else an empty
    /// ``View``; override and call ``setView(_:)`` to supply your own.
    open func loadView() { loadedView = nibBundle == nil ? View() : viewFromLayoutFile() }

    /// Sets the view, for use in ``loadView()``.
    public func setView(_ view: View) { loadedView = view }

    /// Called once, after ``loadView()``, on first access to ``view`` (UIKit's
    /// `viewDidLoad()`): always before the first appearance method. Default does nothing.
    open func viewDidLoad() {}
    /// Called before the view enters the window (UIKit's `viewWillAppear(_:)`): the window
    /// showing its root, a push, a pop that uncovers it, a presentation, a dismissal that
    /// uncovers it, or its view added to a parent's view that is on screen. The view is
    /// loaded. Default does nothing. The order: <doc:TheViewLifecycle>.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view entered the window (UIKit's `viewDidAppear(_:)`), in the same
    /// transitions as ``viewWillAppear(_:)``. Default does nothing.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the window (UIKit's `viewWillDisappear(_:)`): popped,
    /// covered by a push or a full-screen presentation, dismissed, or removed from an
    /// on-screen parent. Default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the window (UIKit's `viewDidDisappear(_:)`), in the same
    /// transitions as ``viewWillDisappear(_:)``. Default does nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Containment (UIKit's child view controllers)

    /// Adds a child controller (UIKit's `addChild(_:)`), first removing it from any other
    /// parent, and calls `child.willMove(toParent: self)`. The caller then adds the child's
    /// view to this controller's view and calls `child.didMove(toParent: self)`, as in
    /// UIKit; when this controller is on screen, the child hears `viewWillAppear` and
    /// `viewDidAppear` then.
    public func addChild(_ child: ViewController) {
        if child.parent != nil {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent (UIKit's `removeFromParent()`): the caller
    /// has called `willMove(toParent: nil)` and removed the view, as in UIKit. A controller
    /// that was on screen hears `viewWillDisappear` and `viewDidDisappear` (with
    /// ``isMovingFromParent`` true), then `didMove(toParent: nil)`. No parent: nothing.
    public func removeFromParent() {
        guard let p = parent else { return }
        if appearanceState.isInWindow {
            movingFromParent = true
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
            movingFromParent = false
        }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// Called with the new parent from ``addChild(_:)``; the container calls it with nil
    /// before ``removeFromParent()`` (UIKit's `willMove(toParent:)`). Default does nothing.
    open func willMove(toParent parent: ViewController?) {}
    /// Called by the container once the child's view is in place, and with nil from
    /// ``removeFromParent()`` (UIKit's `didMove(toParent:)`). The default gives a child
    /// whose view just entered its on-screen parent's view its `viewWillAppear` and
    /// `viewDidAppear` (with ``isMovingToParent`` true); overrides call `super` first, as in
    /// UIKit.
    open func didMove(toParent parent: ViewController?) {
        parent?.updateChildAppearance(animated: false)
    }

    /// The nearest navigation controller up the parent chain.
    public var navigationController: NavigationController? {
        var p = parent
        while let cur = p {
            if let nav = cur as? NavigationController { return nav }
            p = cur.parent
        }
        return nil
    }

    /// The view that gets keys first while this controller is on screen (a search bar that
    /// is editing, a table). The default is the first view, depth first, whose
    /// ``View/canBecomeFirstResponder`` is true (a table view), so a controller whose view
    /// holds a table needs no code for its keys to reach it. nil lets the controller handle
    /// them.
    open var focusedView: View? { isViewLoaded ? ViewController.firstResponder(in: view) : nil }

    static func firstResponder(in view: View) -> View? {
        if view.canBecomeFirstResponder && !view.isHidden { return view }
        for v in view.subviews { if let r = firstResponder(in: v) { return r } }
        return nil
    }

    /// Keys the focused view did not take. Return true when handled. The default handles
    /// the search keys of a focused table whose header view is a ``SearchBar`` (`/`, ↓/Tab
    /// from the bar, Esc), so that a search bar works in any controller as in UIKit, and,
    /// while the controller or its focused table is editing, Esc
    /// (``TableKeyMap/endEditing``), which ends editing as in a ``TableViewController``.
    /// An override that handles its own keys calls `super` for the others.
    open func handle(_ event: Event) -> Bool {
        if headerSearchTable?.handleHeaderSearchKey(event) == true { return true }
        guard case .key(let key) = event else { return false }
        return endEditingKeyAction.perform(key) ?? false
    }

    /// Key bindings of the controller itself, for the help line. The default lists the
    /// search keys of a focused table whose header view is a ``SearchBar``, and Esc while
    /// editing.
    open var keyBindings: [KeyBinding] {
        (headerSearchTable?.headerSearchKeyBindings ?? []) + endEditingKeyAction.keyBindings
    }

    /// Whether the controller takes `key` now, before the container it is in sees it (a
    /// navigation controller's Esc, ← or ⌫ back): the container's help then leaves the key
    /// out of its own binding, so help says what the key does. The default, false, leaves
    /// the container's help as it is.
    open func takesKey(_ key: Key) -> Bool { false }

    /// The key commands of the controller (UIKit's `UIResponder.keyCommands`): each takes its
    /// key before the focused view (a table's `k`) and the controller's other keys, while
    /// the controller is on screen and no view captures the keys (a search bar typing); help
    /// lists each in place of what its key did. nil (the default) for none. Read at every
    /// key and every help line, so a computed list can change with the state.
    open var keyCommands: [KeyCommand]? { nil }

    /// The controllers whose ``keyCommands`` apply now, innermost first: this one; a
    /// container puts the child on screen before itself (ViewController+KeyCommands.swift).
    var keyCommandResponders: [ViewController] { [self] }

    /// The focused view when it is a table whose header view is a search bar.
    private var headerSearchTable: TableView? {
        guard let table = focusedView as? TableView, table.headerSearchBar != nil else { return nil }
        return table
    }

    /// Called about every 100 ms while ``needsTicks`` (and at once when ``BackgroundWork``
    /// finishes): time-based work such as clearing change marks or polling background
    /// results, the fallback to awaiting them in a ``task(priority:_:)``. Return true when something
    /// on screen changed: the terminal host redraws after a tick only then, so an idle app
    /// draws nothing. Containers pass ticks to the child on screen.
    /// The default fades the change marks of the tables in the controller's own view (not
    /// in its children's views, which their controllers tick), as a
    /// ``TableViewController`` does for its table; an override that has work of its own
    /// calls `super` too.
    open func tick() -> Bool {
        ticksDoNothing = true
        var faded = false
        for table in ownTables where table.tick() { faded = true }
        return faded
    }

    /// Whether ``tick()`` has work now: the terminal host sends the 100 ms ticks only while
    /// a controller on screen needs them (or ``BackgroundWork`` is in flight), so an idle
    /// app sleeps. By default true until the first tick reaches this class's `tick()`,
    /// which does nothing: a subclass that overrides `tick()` (without calling `super`)
    /// keeps its ticks, one that does not stops getting them after one.
    /// ``TableViewController`` and ``NavigationController`` say exactly when they need
    /// them. A subclass that polls only now and then returns true while it polls.
    /// True as well while a table in the controller's own view has change marks to fade.
    open var needsTicks: Bool { !ticksDoNothing || ownTables.contains { $0.hasChangeMarks } }

    /// Set when a tick reached ``ViewController``'s own `tick()`, which does nothing.
    private var ticksDoNothing = false

    /// The timers this controller scheduled (ViewController+Timers.swift).
    var scheduledTimers: [ControllerTimer] = []
    /// The tasks this controller started that have not finished (ViewController+Tasks.swift).
    var controllerTasks: [ControllerTask] = []

    // MARK: Presentation
    /// How `present(_:animated:completion:)` shows this controller (UIKit's
    /// `modalPresentationStyle`); `.automatic`, a page sheet, by default as in UIKit.
    public var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// True to keep a sheet from being dismissed by the user (Esc, UIKit's swipe down);
    /// code can still call ``dismiss(animated:completion:)`` (UIKit's `isModalInPresentation`).
    public var isModalInPresentation = false
    /// The controller this one presented, stored on the root of the presenting hierarchy.
    var presentedStorage: ViewController?
    /// The controller that presented this one, stored on the presented root.
    weak var presentingStorage: ViewController?

    // MARK: Appearance state (ViewController+Appearance.swift)
    /// Where the view is in its trip into or out of the window.
    var appearanceState = AppearanceState.disappeared
    /// The `animated` of the trip under way, for the matching did-call.
    var transitionAnimated = false
    var movingToParent = false
    var movingFromParent = false
    var beingPresented = false
    var beingDismissed = false
}
