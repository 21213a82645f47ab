/// One action shown on a row when its trailing actions are opened (UIKit's
/// `UIContextualAction`, which a swipe reveals; in TableKit the `a` key or
/// ``TableView/showTrailingActions(forRowAt:)`` opens them).
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
    public typealias Handler = @MainActor (_ action: ContextualAction, _ completion: @escaping @MainActor (Bool) -> Void) -> Void

    /// How the button is drawn: cyan for normal, red for destructive.
    public let style: Style
    /// The button's title, drawn in one line; nil draws an empty button.
    public var title: String?
    /// Runs the action; see ``Handler`` for the completion contract.
    public let handler: Handler

    /// An action drawn as `title` in `style` that calls `handler` when run
    /// (UIKit's `init(style:title:handler:)`).
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// The actions of one row's trailing edge (UIKit's `UISwipeActionsConfiguration`): the
/// first action is drawn at the trailing edge, the next to its left, as UIKit lays them out.
@MainActor
public final class SwipeActionsConfiguration {
    /// The actions, the first at the trailing edge and each next one to its left.
    public let actions: [ContextualAction]
    /// Whether a full swipe runs the first action. Kept for UIKit's shape; a terminal has no
    /// swipe, so it has no effect.
    public var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`, trailing edge first (UIKit's `init(actions:)`).
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
