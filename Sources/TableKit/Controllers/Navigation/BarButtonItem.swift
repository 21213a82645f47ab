/// A button that lives in a navigation bar or toolbar rather than in a view hierarchy
/// (UIKit's `UIBarButtonItem`): a title, a style, an enabled flag and an action. The
/// navigation bar draws it as `[ Title ]` and reaches it with keys and clicks; code can
/// press it with ``sendAction()``.
@MainActor
public final class BarButtonItem {
    /// How the item is drawn (UIKit's `UIBarButtonItem.Style`).
    public enum Style: Sendable, Hashable {
        /// A plain title.
        case plain
        /// The title in bold, for the button that ends a mode (Done, Save).
        case done
    }

    /// The system items UIKit offers (UIKit's `UIBarButtonItem.SystemItem`), each with its
    /// English title.
    public enum SystemItem: Sendable, Hashable {
        case done, cancel, edit, save, add, close
        /// The title the item is drawn with: "Done", "Cancel", "Edit", "Save", "+" or "Close".
        public var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .close: "Close"
            }
        }
    }

    /// The text drawn between the brackets; may change (the edit item reads Edit or Done).
    public var title: String
    /// How the title is drawn; `.plain` by default.
    public var style: Style
    /// Whether pressing does anything; a disabled item is drawn dim and ignores presses.
    public var isEnabled = true
    /// Called on the main actor when the item is pressed while enabled.
    public var action: (@MainActor () -> Void)?

    /// An item titled `title` (UIKit's `init(title:style:target:action:)`).
    public init(title: String, style: Style = .plain, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.style = style
        self.action = action
    }

    /// A system item (UIKit's `init(barButtonSystemItem:target:action:)`); `.done` and
    /// `.save` use the `.done` style.
    public convenience init(barButtonSystemItem item: SystemItem, action: (@MainActor () -> Void)? = nil) {
        self.init(title: item.title, style: item == .done || item == .save ? .done : .plain, action: action)
    }

    /// Presses the item: calls ``action`` when ``isEnabled``; does nothing otherwise.
    public func sendAction() {
        guard isEnabled else { return }
        action?()
    }
}
