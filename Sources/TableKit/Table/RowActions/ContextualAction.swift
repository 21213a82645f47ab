/// One action shown on a row when its leading or trailing actions are opened (UIKit's
/// `UIContextualAction`, which a swipe reveals; in TableKit the `a` key or
/// ``TableView/showTrailingActions(forRowAt:)`` opens the trailing ones, `A` or
/// ``TableView/showLeadingActions(forRowAt:)`` the leading ones).
@MainActor
public final class ContextualAction {
    /// How the action is drawn (UIKit's `UIContextualAction.Style`).
    public enum Style: Sendable, Hashable {
        /// A plain action (cyan).
        case normal
        /// An action that deletes or removes something (red).
        case destructive
    }

    /// Called when the user runs the action. Call the completion handler once, with true
    /// when the action was performed and false when it was not; either way the row's
    /// actions then close. It may be called later (after an alert, say): until then the
    /// actions stay open. The terminal has no source view, so UIKit's `sourceView` argument
    /// is absent.
    public typealias Handler =
        @MainActor (_ action: ContextualAction, _ completion: @escaping @MainActor (Bool) -> Void) -> Void

    /// How the button is drawn: cyan for normal, red for destructive.
    public let style: Style
    /// The button's title, drawn in one line; nil draws an empty button.
    public var title: String?
    /// Runs the action; see ``Handler`` for the completion contract.
    public let handler: Handler
    /// The button's colour, drawn behind its label (UIKit's `backgroundColor`); nil (the
    /// default) for its style's: cyan for normal, red for destructive. The label is black
    /// on white, cyan, yellow and green, else white.
    public var backgroundColor: Color?
    /// A glyph drawn before the title (UIKit's `image`, here a short string of one or two
    /// columns such as `"✎"` or `"🗑"`, sanitised when drawn); nil (the default) for none.
    /// With no title the button shows the glyph alone.
    public var image: String?

    /// An action drawn as `title` in `style` that calls `handler` when run
    /// (UIKit's `init(style:title:handler:)`).
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// The actions of one row's leading or trailing edge (UIKit's
/// `UISwipeActionsConfiguration`): the first action is drawn at the edge, the next further
/// in (to its left for trailing actions, to its right for leading ones), as UIKit lays them out.
@MainActor
public final class SwipeActionsConfiguration {
    /// The actions, the first at the edge and each next one further in.
    public let actions: [ContextualAction]
    /// Whether a full swipe runs the first action. Kept for UIKit's shape; a terminal has no
    /// swipe, so it has no effect.
    public var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`, trailing edge first (UIKit's `init(actions:)`).
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
