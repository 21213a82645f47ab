/// The root of what is on screen: a root view controller above a one-line key help (and a
/// status line when the controller has one), the full help (`?`) over it, and quitting
/// (`q`). The terminal host and the headless tests drive it the same way: ``send(_:)``
/// events, then ``render()`` a canvas.
@MainActor
public final class Window {
    /// The controller whose view fills the window above the help line; fixed for the window's life.
    public let rootViewController: ViewController
    /// The screen size in columns and lines.
    public private(set) var size: Size
    /// False once the user quit (`q`, or ⌃C): the host ends the run loop.
    public private(set) var isRunning = true
    /// True while the full key help is shown over the screen.
    public internal(set) var showsFullHelp = false {
        didSet { if !showsFullHelp { fullHelpOffset = 0 } }
    }
    /// The first line of the full help's body shown, when it does not fit (Window+Help.swift).
    public internal(set) var fullHelpOffset = 0
    /// True after ⌃Z until the host takes it (``takeSuspendRequest()``).
    public internal(set) var isSuspendRequested = false
    /// True after ⌃L until the host takes it (``takeRepaintRequest()``).
    public internal(set) var isRepaintRequested = false
    /// Text a controller copied (``copyToPasteboard(_:)``) until the host takes it
    /// (``takePasteboardRequest()``).
    public private(set) var pasteboardRequest: String?
    /// Every distinct layout problem found while laying out, each once, in the order found
    /// (Window+LayoutIssues.swift).
    public internal(set) var layoutIssues: [LayoutIssue] = []
    /// Whether each new layout issue is also written on standard error (true by default;
    /// the terminal host shows what was written there after the screen closes).
    public var reportsLayoutIssuesToStandardError = true
    /// Modal views presented over everything (alerts), topmost last.
    public private(set) var modalViews: [View] = []
    /// The window's clock: the time since the window was made, on which controller timers
    /// fire (``ViewController/scheduledTimer(withTimeInterval:repeats:block:)``). The terminal
    /// host moves it with real time; headless it moves only with ``advanceTime(by:)``.
    public internal(set) var currentTime: Duration = .zero
    /// The smallest size the window draws its content in; below it a notice is shown.
    public static let minimumSize = Size(width: 12, height: 3)
    /// The largest size the window draws: 1000 columns by 1000 lines. A larger size (a
    /// terminal may report up to 65535×65535) is capped, so the canvas never holds more
    /// cells than that (docs/RELIABILITY.md).
    public static let maximumSize = Size(width: 1000, height: 1000)

    /// `size` capped at ``maximumSize`` (negative dimensions become 0).
    static func capped(_ size: Size) -> Size {
        Size(width: min(max(0, size.width), maximumSize.width), height: min(max(0, size.height), maximumSize.height))
    }

    /// A window `size` columns by lines (capped at ``maximumSize``) showing `rootViewController`
    /// (UIKit's `rootViewController` of a window made key and visible): its view is loaded
    /// (`loadView`, `viewDidLoad`), then it and the children on screen in it (a navigation
    /// controller's top) hear ``ViewController/viewWillAppear(_:)`` and
    /// ``ViewController/viewDidAppear(_:)`` here.
    public init(rootViewController: ViewController, size: Size) {
        self.rootViewController = rootViewController
        self.size = Window.capped(size)
        rootViewController.hostWindow = self
        rootViewController.beginAppearanceTransition(true, animated: false)
        rootViewController.endAppearanceTransition()
    }

    /// Bindings the window itself handles: ``KeyMaps/window`` of ``KeyMaps/current``, in the
    /// order of the window's action table (help, quit, repaint, suspend).
    public static var windowBindings: [KeyBinding] { KeyMaps.current.window.allBindings }

    /// Every binding in effect, focused view first, for the help line and `?`.
    public var keyBindings: [KeyBinding] {
        if let modal = modalViews.last { return modal.keyBindings + modalKeyActions(over: modal).keyBindings }
        // Containers (a navigation controller) include their visible child's bindings.
        if topViewController !== rootViewController { return presentedKeyBindings }
        let focused = rootViewController.focusedView?.keyBindings ?? []
        if rootViewController.focusedView?.isCapturingKeys == true { return focused }
        let own = rootViewController.keyBindings
        return rootViewController.bindingsWithKeyCommands(
            focused: focused, rest: own + Window.bindings(windowKeyActions.keyBindings, after: focused + own))
    }

    /// The window's own bindings as ``keyBindings`` lists them under the root controller:
    /// without the keys its views and controllers take first (``bindings(_:after:)``).
    var listedWindowBindings: [KeyBinding] {
        let all = windowKeyActions.keyBindings
        let focused = rootViewController.focusedView
        guard modalViews.isEmpty, topViewController === rootViewController, focused?.isCapturingKeys != true else {
            return all
        }
        return Window.bindings(all, after: (focused?.keyBindings ?? []) + rootViewController.keyBindings)
    }

    /// The window's `bindings` without the keys that one of `earlier` (the focused view's
    /// and the controllers', which see a key first) lists for something else (a sheet's
    /// `q` back): those keys never reach the window, so its help does not list them. A key
    /// listed for the same thing (a view's own `? help`) stays.
    static func bindings(_ bindings: [KeyBinding], after earlier: [KeyBinding]) -> [KeyBinding] {
        bindings.map { own in
            own.removingKeys(Set(earlier.filter { $0.isEnabled && $0.help != own.help }.flatMap(\.keys)))
        }
    }

    /// ``keyBindings`` as the help line and `?` list them: where the window's quit is not
    /// among them (a view captures the keys, such as a search bar typing or the section
    /// index, or a modal view is up), the quit keys that still reach the window are added
    /// (`^C quit`), so help always says how to leave.
    public var helpBindings: [KeyBinding] {
        let bindings = keyBindings
        let quit = KeyMaps.current.window.quit
        // The window's quit, perhaps without a key a screen takes first (`^C quit`).
        let listed = bindings.contains {
            $0.help == quit.help && $0.isEnabled && $0.keys.allSatisfy(quit.keys.contains)
        }
        guard quit.isEnabled, !listed else {
            return bindings
        }
        let passesQuit = (modalViews.last as? Alert)?.passesQuitKeys ?? false
        return bindings + Window.quitStillReaching(bindings, modal: !modalViews.isEmpty && !passesQuit)
    }

    /// The window's quit binding cut to the keys no binding in `taken` matches (⌃C always
    /// quits; over a `modal` view only ⌃C does, the view taking every other key), labelled
    /// by those keys; empty when quitting is off.
    static func quitStillReaching(_ taken: [KeyBinding], modal: Bool = false) -> [KeyBinding] {
        var quit = KeyMaps.current.window.quit
        let keys = quit.keys.filter { k in
            k == .ctrl("c") || (!modal && !taken.contains { $0.isEnabled && $0.matches(k) })
        }
        guard !keys.isEmpty else { return [] }
        quit.keys = keys
        quit.label = keys == KeyMaps.current.window.quit.keys ? quit.label : nil
        return [quit]
    }

    /// Whether ⌃Z asked to suspend since the last call, clearing the request: the terminal host
    /// then gives the terminal back to the shell and stops the process (SIGTSTP).
    public func takeSuspendRequest() -> Bool {
        defer { isSuspendRequested = false }
        return isSuspendRequested
    }

    /// Whether ⌃L asked to repaint since the last call, clearing the request: the terminal host
    /// then draws every cell again.
    public func takeRepaintRequest() -> Bool {
        defer { isRepaintRequested = false }
        return isRepaintRequested
    }

    /// Asks the host to put `text` on the terminal's clipboard, as UIKit's
    /// `UIPasteboard.general.string = text` puts it on the system's: the terminal host writes
    /// it as an OSC 52 sequence, base64-encoded (TableKitTerminal's `TerminalClipboard`);
    /// headless, it stays in ``pasteboardRequest``. A later copy before the host takes it
    /// replaces it.
    public func copyToPasteboard(_ text: String) { pasteboardRequest = text }

    /// The text copied since the last call (``copyToPasteboard(_:)``), clearing it; nil
    /// when nothing was.
    public func takePasteboardRequest() -> String? {
        defer { pasteboardRequest = nil }
        return pasteboardRequest
    }

    /// Presents a view modally over the screen; it takes every event until dismissed.
    public func presentModal(_ view: View) { modalViews.append(view) }

    /// Removes a modal view (an action-sheet ``Alert`` with its ``ActionSheetView``).
    public func dismissModal(_ view: View) {
        modalViews.removeAll { $0 === view || ($0 as? ActionSheetView)?.alert === view }
    }

    /// Ends the run (the host restores the terminal and exits with ``exitStatus``).
    public func quit() { isRunning = false }

    /// The process exit status the run ended with: 0 after quitting, 130 after ⌃C (the
    /// shell's status for an interrupt, 128 + SIGINT, as when SIGINT itself ends a program).
    public private(set) var exitStatus: Int32 = 0

    /// Delivers one event: to a modal view, else the focused view, then the root
    /// controller, then the window's own keys. Mouse events go to the view under them.
    /// - Returns: whether the screen may have changed: false only for a timer tick that the
    ///   root controller's `tick()` says changed nothing, so an idle host need not redraw.
    @discardableResult
    public func send(_ event: Event) -> Bool {
        if case .resize(let s) = event {
            size = Window.capped(s)
            return true
        }
        if case .tick = event { return tickPresentationChain() }
        switch event {
        case .mouse(let m) where m.kind == .press:  // a control pressed waits for its release
            _ = Control.routePress(at: m.location) {
                deliver(event)
                return true
            }
        case .mouse(let m) where m.kind == .release && Control.routeRelease(at: m.location): break
        default: deliver(event)
        }
        ControllerWork.prune()  // a controller popped or dismissed by the event ends its tasks
        return true
    }

    private func deliver(_ event: Event) {
        // From anywhere, whatever has the keyboard: ⌃C quits at once, ⌃Z suspends, ⌃L repaints.
        if case .key(.ctrl("c")) = event {
            exitStatus = 130
            quit()
            return
        }
        if case .key(let key) = event, anywhereKeyActions.perform(key) == true { return }
        if showsFullHelp {
            if case .key(let key) = event { handleFullHelpKey(key) }
            return
        }
        if let modal = modalViews.last {
            if case .mouse(let m) = event {
                let p = Point(x: m.location.x - modal.frame.minX, y: m.location.y - modal.frame.minY)
                _ = modal.handle(.mouse(MouseEvent(kind: m.kind, location: p)))
                return
            }
            if case .key(let key) = event, modalKeyActions(over: modal).perform(key) == true { return }
            // A key the modal view passes on (an alert lets `q` through) goes to the
            // controller under it first (save before quitting), then to the window's keys.
            if !modal.handle(event), case .key(let key) = event, !topViewController.handle(event) {
                _ = ownKeyActions.perform(key)
            }
            return
        }
        layoutViews()
        let top = topViewController
        if case .mouse(let m) = event {
            deliverMouse(m, to: top)
            return
        }
        if case .key(let key) = event, top.performKeyCommand(for: key) { return }
        if let v = top.focusedView, v.handle(event) { return }
        if top.handle(event) { return }
        if dismissSheet(for: event) { return }
        if case .key(let key) = event { _ = ownKeyActions.perform(key) }
    }

    private func deliverMouse(_ m: MouseEvent, to controller: ViewController) {
        let root = controller.view
        guard var hit = root.hitTest(Point(x: m.location.x - root.frame.minX, y: m.location.y - root.frame.minY)) else {
            return
        }
        while true {
            let origin = hit.convert(.zero, to: nil)
            let local = MouseEvent(
                kind: m.kind, location: Point(x: m.location.x - origin.x, y: m.location.y - origin.y))
            if hit.handle(.mouse(local)) { return }
            guard let up = hit.superview else { break }
            hit = up
        }
        _ = controller.handle(.mouse(m))
    }

    /// Lines below the root view: the status lines (when the controller has a status) and
    /// the key help line.
    var bottomLines: Int { statusLines.count + 1 }

    /// The root controller's status text as last laid out (asked once a layout), wrapped
    /// to the width less a margin each side: one line, or two when it is longer (a load
    /// error's position and message must show whole), the second cut with `…` beyond.
    private var statusLines: [String] = []

    /// The most lines the status takes.
    static let maximumStatusLines = 2
    /// The fewest screen lines with which a long status takes two lines.
    static let minimumHeightForTwoStatusLines = 10

    /// The key help line as last laid out: made again only when the bindings in effect,
    /// the width or the presence of a modal view changed (scrolling changes none of them).
    private var helpLine = HelpLineCache()
    /// The window's own key tables, kept between keys (Window+Keys.swift).
    var windowKeysCache: WindowKeyActionsCache?

    /// Lays out the root view for the current size, then the key help line.
    public func layout() {
        layoutViews()
        layoutHelpLine()
    }

    /// Lays out the root view and the modal views (what an event needs before delivery;
    /// the help line waits for the frame).
    private func layoutViews() {
        let issues = LayoutIssueLog.collecting(layoutViewsAndPresentation)
        reportLayoutIssues(issues + zeroFrameIssues())
    }

    private func layoutViewsAndPresentation() {
        statusLines =
            topViewController.statusText.map { status in
                let lines = Self.statusLines(status, width: size.width - 2)
                // Two lines only where the content keeps most of the screen.
                return size.height >= Self.minimumHeightForTwoStatusLines ? lines : [status]
            } ?? []
        updateAppearance()
        let root = rootViewController.view
        root.frame = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - bottomLines))
        root.layoutIfNeeded()
        // A modal view is centred above the key help line, which stays visible below it: an
        // alert on a short screen still says how to leave it.
        let area = Size(width: size.width, height: max(1, size.height - 1))
        for modal in modalViews {
            let s = modal.sizeThatFits(area)
            modal.frame = Rect(
                x: max(0, (area.width - s.width) / 2), y: max(0, (area.height - s.height) / 2),
                width: min(s.width, area.width), height: min(s.height, area.height))
            modal.layoutIfNeeded()
        }
        layoutPresentationLayers()
    }

    /// Draws everything into a new canvas of the window's size.
    public func render() -> Canvas {
        var ctx = DrawContext(canvas: Canvas(size: size))
        guard size.width >= Window.minimumSize.width && size.height >= Window.minimumSize.height else {
            let notice = ["Terminal too small", "Need \(Window.minimumSize.width)×\(Window.minimumSize.height)"]
            for (i, line) in notice.enumerated() where i < size.height {
                ctx.draw(line, x: 0, y: i, width: size.width)
            }
            return ctx.canvas
        }
        layout()
        renderPresentationChain(in: &ctx)
        var y = size.height - bottomLines
        for status in statusLines {
            ctx.fill(Rect(x: 0, y: y, width: size.width, height: 1), style: .reverse)
            ctx.draw(status, x: 1, y: y, width: size.width - 2, style: .reverse)
            y += 1
        }
        ctx.draw(helpLine.text, x: 0, y: y, width: size.width, style: .dim)
        for modal in modalViews { modal.render(in: &ctx) }
        if showsFullHelp { drawFullHelp(helpLine.bindings, in: &ctx) }
        return ctx.canvas
    }

    /// Makes the key help line for the bindings in effect, at layout time (drawing only
    /// reads it); the text is made again only when the bindings, the width or whether a
    /// modal view is shown changed.
    private func layoutHelpLine() {
        let bindings = helpBindings  // built once a layout: it may ask the delegate (row actions)
        let modal = !modalViews.isEmpty
        guard bindings != helpLine.bindings || size.width != helpLine.width || modal != helpLine.modal else { return }
        let shown = bindings.filter { $0.isEnabled && $0.showsInShortHelp }
        let window = listedWindowBindings.filter { $0.isEnabled && $0.showsInShortHelp }
        let quit = KeyMaps.current.window.quit
        let pinned = shown.suffix(window.count) == window[...] ? window.count : (shown.last?.help == quit.help ? 1 : 0)
        helpLine = HelpLineCache(
            bindings: bindings, width: size.width, modal: modal,
            text: KeyBinding.shortHelp(bindings, width: size.width, keepingLast: pinned))
    }
}

/// The key help line and what it was made from (``Window``'s cache between frames).
private struct HelpLineCache {
    var bindings: [KeyBinding] = []
    var width = -1
    var modal = false
    var text = ""
}

/// Box drawing for overlays.
public enum Frame {
    /// Clears `rect` and draws a single-line box on its edge.
    public static func draw(_ rect: Rect, in ctx: inout DrawContext, style: Style) {
        guard rect.width >= 2 && rect.height >= 2 else {
            ctx.fill(rect, style: style)
            return
        }
        ctx.fill(rect, style: style)
        let inner = String(repeating: "─", count: rect.width - 2)
        ctx.draw("╭" + inner + "╮", x: rect.minX, y: rect.minY, style: style)
        ctx.draw("╰" + inner + "╯", x: rect.minX, y: rect.maxY - 1, style: style)
        for y in (rect.minY + 1)..<(rect.maxY - 1) {
            ctx.draw("│", x: rect.minX, y: y, style: style)
            ctx.draw("│", x: rect.maxX - 1, y: y, style: style)
        }
    }
}
