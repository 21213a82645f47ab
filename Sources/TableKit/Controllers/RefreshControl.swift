/// Pull to refresh (UIKit's `UIRefreshControl`): a one-line spinner with a title shown
/// above a table's rows while ``isRefreshing``.
///
/// Give it to a ``TableViewController`` (its ``TableViewController/refreshControl``).
/// The user starts a refresh with `r`, or by scrolling up past the top of the table; the
/// control then shows itself and calls ``action`` (UIKit's `.valueChanged` target). The
/// app starts its work (off the main actor, e.g. with ``BackgroundWork``), and calls
/// ``endRefreshing()`` when the result is applied.
@MainActor
open class RefreshControl: View {
    /// The text after the spinner, e.g. "Loading photos…" (UIKit's `attributedTitle`).
    public var title: String?
    /// True from a refresh's start until ``endRefreshing()``.
    public private(set) var isRefreshing = false
    /// Called when the user starts a refresh (not by ``beginRefreshing()``).
    public var action: (@MainActor (RefreshControl) -> Void)?
    /// The spinner's frames, one per tick.
    public static let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// The frame shown now, an index into ``spinnerFrames``.
    public private(set) var spinnerFrame = 0

    /// A control with `title` after the spinner (nil for none), not refreshing.
    public init(title: String? = nil) {
        self.title = title
        super.init(frame: .zero)
    }

    /// Shows the spinner without calling ``action`` (UIKit's `beginRefreshing()`).
    public func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinnerFrame = 0
        superview?.setNeedsLayout()
    }

    /// Hides the spinner (UIKit's `endRefreshing()`).
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        superview?.setNeedsLayout()
    }

    /// Starts a refresh as the user does: shows the spinner and calls ``action``. Nothing
    /// while one is already running.
    public func sendRefresh() {
        guard !isRefreshing else { return }
        beginRefreshing()
        action?(self)
    }

    /// Moves the spinner on one frame; returns true while refreshing (a redraw is due).
    @discardableResult
    public func advanceSpinner() -> Bool {
        guard isRefreshing else { return false }
        spinnerFrame = (spinnerFrame + 1) % Self.spinnerFrames.count
        return true
    }

    /// One line while refreshing, none otherwise.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: isRefreshing ? 1 : 0)
    }

    open override func draw(in context: inout DrawContext) {
        guard isRefreshing, bounds.height > 0 else { return }
        let text = Self.spinnerFrames[spinnerFrame] + " " + (title ?? "Refreshing…")
        context.draw(text, x: 0, y: 0, width: bounds.width, style: .dim, alignment: .center)
    }
}
