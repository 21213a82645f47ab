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
    public private(set) var showsFullHelp = false
    /// Modal views presented over everything (alerts), topmost last.
    public private(set) var modalViews: [View] = []
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

    /// A window `size` columns by lines (capped at ``maximumSize``) showing `rootViewController`, whose view is loaded and
    /// told ``ViewController/viewWillAppear(_:)`` and ``ViewController/viewDidAppear(_:)`` here.
    public init(rootViewController: ViewController, size: Size) {
        self.rootViewController = rootViewController
        self.size = Window.capped(size)
        rootViewController.hostWindow = self
        _ = rootViewController.view
        rootViewController.viewWillAppear(false)
        rootViewController.viewDidAppear(false)
    }

    /// Bindings the window itself handles: ``KeyMaps/window`` of ``KeyMaps/current``.
    public static var windowBindings: [KeyBinding] { KeyMaps.current.window.allBindings }

    /// Every binding in effect, focused view first, for the help line and `?`.
    public var keyBindings: [KeyBinding] {
        if let modal = modalViews.last { return modal.keyBindings }
        // Containers (a navigation controller) include their visible child's bindings.
        if topViewController !== rootViewController { return presentedKeyBindings }
        let focused = rootViewController.focusedView?.keyBindings ?? []
        if rootViewController.focusedView?.isCapturingKeys == true { return focused }
        return focused + rootViewController.keyBindings + Window.windowBindings
    }

    /// Presents a view modally over the screen; it takes every event until dismissed.
    public func presentModal(_ view: View) { modalViews.append(view) }

    /// Removes a modal view (an action-sheet ``Alert`` with its ``ActionSheetView``).
    public func dismissModal(_ view: View) {
        modalViews.removeAll { $0 === view || ($0 as? ActionSheetView)?.alert === view }
    }

    /// Ends the run (the host restores the terminal and exits).
    public func quit() { isRunning = false }

    /// Delivers one event: to a modal view, else the focused view, then the root
    /// controller, then the window's own keys. Mouse events go to the view under them.
    /// - Returns: whether the screen may have changed: false only for a timer tick that the
    ///   root controller's `tick()` says changed nothing, so an idle host need not redraw.
    @discardableResult
    public func send(_ event: Event) -> Bool {
        if case .resize(let s) = event { size = Window.capped(s); return true }
        if case .tick = event { return tickPresentationChain() }
        deliver(event)
        return true
    }

    private func deliver(_ event: Event) {
        if showsFullHelp {
            if case .key = event { showsFullHelp = false }
            return
        }
        if let modal = modalViews.last {
            if case .key(.ctrl("c")) = event { quit(); return }
            if case .mouse(let m) = event {
                let p = Point(x: m.location.x - modal.frame.minX, y: m.location.y - modal.frame.minY)
                _ = modal.handle(.mouse(MouseEvent(kind: m.kind, location: p)))
                return
            }
            _ = modal.handle(event)
            return
        }
        layoutViews()
        let top = topViewController
        if case .mouse(let m) = event {
            deliverMouse(m, to: top)
            return
        }
        if let v = top.focusedView, v.handle(event) { return }
        if top.handle(event) { return }
        if dismissSheet(for: event) { return }
        let map = KeyMaps.current.window
        if map.help.matches(event) {
            showsFullHelp = true
        } else if map.quit.matches(event) {
            quit()
        }
    }

    private func deliverMouse(_ m: MouseEvent, to controller: ViewController) {
        let root = controller.view
        guard var hit = root.hitTest(Point(x: m.location.x - root.frame.minX, y: m.location.y - root.frame.minY)) else { return }
        while true {
            let origin = hit.convert(.zero, to: nil)
            let local = MouseEvent(kind: m.kind, location: Point(x: m.location.x - origin.x, y: m.location.y - origin.y))
            if hit.handle(.mouse(local)) { return }
            guard let up = hit.superview else { break }
            hit = up
        }
        _ = controller.handle(.mouse(m))
    }

    /// Lines below the root view: the status line (when the controller has one) and the
    /// key help line.
    var bottomLines: Int { statusLine == nil ? 1 : 2 }

    /// The root controller's status text as last laid out (asked once a layout).
    private var statusLine: String?

    /// The key help line as last laid out: made again only when the bindings in effect,
    /// the width or the presence of a modal view changed (scrolling changes none of them).
    private var helpLine = HelpLineCache()

    /// Lays out the root view for the current size, then the key help line.
    public func layout() {
        layoutViews()
        layoutHelpLine()
    }

    /// Lays out the root view and the modal views (what an event needs before delivery;
    /// the help line waits for the frame).
    private func layoutViews() {
        statusLine = topViewController.statusText
        let root = rootViewController.view
        root.frame = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - bottomLines))
        root.layoutIfNeeded()
        for modal in modalViews {
            let s = modal.sizeThatFits(size)
            modal.frame = Rect(x: max(0, (size.width - s.width) / 2), y: max(0, (size.height - s.height) / 2),
                               width: min(s.width, size.width), height: min(s.height, size.height))
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
        if let status = statusLine {
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
        let bindings = keyBindings  // built once a layout: it may ask the delegate (row actions)
        let modal = !modalViews.isEmpty
        guard bindings != helpLine.bindings || size.width != helpLine.width || modal != helpLine.modal else { return }
        let window = Window.windowBindings.filter(\.isEnabled)
        let pinned = !modal && bindings.filter(\.isEnabled).suffix(window.count) == window[...] ? window.count : 0
        helpLine = HelpLineCache(bindings: bindings, width: size.width, modal: modal,
                                 text: KeyBinding.shortHelp(bindings, width: size.width, keepingLast: pinned))
    }

    private func drawFullHelp(_ bindings: [KeyBinding], in ctx: inout DrawContext) {
        var body = KeyBinding.fullHelp(bindings)
        body += ["", "Mouse: the wheel scrolls, a click selects", "a row or presses a button."]
        let close = "Press any key to close"
        let w = min(size.width, max(close.displayWidth, body.map(\.displayWidth).max() ?? 0) + 4)
        // Title, body, blank, close line inside a border; the body is cut to fit, never the
        // title or the line that says how to leave.
        let room = max(0, size.height - 5)
        if body.count > room { body = Array(body.prefix(max(0, room - 1))) + (room > 0 ? ["…"] : []) }
        let lines = ["Keys"] + body + ["", close]
        let h = min(size.height, lines.count + 2)
        let box = Rect(x: (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h)
        Frame.draw(box, in: &ctx, style: .plain)
        let shown = lines.count <= h - 2 ? lines : Array(lines.prefix(max(0, h - 3))) + [close]
        for (i, line) in shown.enumerated() where i + 1 < h - 1 {
            ctx.draw(line, x: box.minX + 2, y: box.minY + 1 + i, width: w - 4, style: i == 0 ? .bold : .plain)
        }
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
        guard rect.width >= 2 && rect.height >= 2 else { ctx.fill(rect, style: style); return }
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
