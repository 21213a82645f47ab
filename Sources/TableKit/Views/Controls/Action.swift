/// An action a control runs for its events (UIKit's `UIAction`): a title for menus and a
/// closure, registered with `Control.addAction(_:for:)`. Linux has no `#selector`, so a
/// closure is the Swift form of UIKit's target–action.
///
/// ```swift
/// wifiSwitch.addAction(Action(title: "Wi-Fi") { action in
///     let isOn = (action.sender as? Switch)?.isOn ?? false
///     settings.wifi = isOn
/// }, for: .valueChanged)
/// ```
@MainActor
public final class Action {
    /// A short name of what the action does; may be empty.
    public var title: String
    /// A name to find and remove the action by (UIKit's `UIAction.Identifier`); unique
    /// per control and event: adding another action with it replaces the first.
    public let identifier: String
    /// The control running the action, while it runs; nil otherwise (UIKit's `sender`).
    public private(set) weak var sender: Control?
    /// The closure run, given the action itself (its ``sender`` set).
    public let handler: @MainActor (Action) -> Void

    /// An action titled `title` that runs `handler`; `identifier` (nil: a new unique one)
    /// names it for `Control.removeAction(identifiedBy:for:)`.
    public init(title: String = "", identifier: String? = nil, handler: @escaping @MainActor (Action) -> Void) {
        self.title = title
        self.identifier = identifier ?? "action-\(Action.nextIdentifier)"
        Action.nextIdentifier += 1
        self.handler = handler
    }

    /// Runs the handler with ``sender`` set to `control`.
    func perform(from control: Control) {
        sender = control
        handler(self)
        sender = nil
    }

    private static var nextIdentifier = 1
}
