/// The base of the views a user changes or presses (UIKit's `UIControl`): its state
/// (``isEnabled``, ``isSelected``, ``isHighlighted``), the actions it runs for each
/// ``Event`` (target–action), clicks tracked from press to release, and its keys as one
/// action table.
///
/// Register what to run with ``addAction(_:for:)`` (UIKit's `UIAction`) or
/// ``addTarget(_:action:for:)`` with a method reference (`#selector` has no Linux form):
///
/// ```swift
/// wifiSwitch.addTarget(self, action: SettingsViewController.wifiChanged, for: .valueChanged)
/// ```
///
/// A click is a press (``isHighlighted`` turns on, `.touchDown`) and a release inside the
/// control (`.touchUpInside` and the subclass's own events); a release elsewhere only
/// ends the highlight. A control is not first responder by itself: a table passes the
/// cursor row's controls their keys (Space, and Tab into them), and a subclass that
/// returns true from `canBecomeFirstResponder` takes its keys while it is the first in
/// its controller's view. A disabled control ignores keys and clicks and is drawn dim.
@MainActor
open class Control: View {
    /// Whether the control takes keys and clicks; false draws it dim (UIKit's `isEnabled`).
    public var isEnabled = true {
        didSet { if !isEnabled { endTracking() } }
    }
    /// Whether the control is on or chosen (UIKit's `isSelected`); a ``Button`` is drawn
    /// reversed while selected. Set by the app; no event is sent.
    public var isSelected = false
    /// Whether the control is pressed: true from a press on it until the release (UIKit's
    /// `isHighlighted`), or while it has the keyboard in its row. Drawn underlined.
    public var isHighlighted = false
    /// Whether a press on the control waits for its release (UIKit's `isTracking`).
    public private(set) var isTracking = false

    /// One registered action or target, with the events it listens to, in order of adding.
    private enum Registration {
        case action(Action)
        case target(WeakTarget, (Control) -> Void)
    }
    /// A target, held weakly as UIKit holds it.
    private struct WeakTarget {
        weak var object: AnyObject?
    }
    private var registrations: [(events: Event, entry: Registration)] = []

    /// A control at `frame` (columns, lines), enabled.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    // MARK: Target–action

    /// Runs `action` for each of `events` (UIKit's `addAction(_:for:)`), after the actions
    /// added before it. An action with the same identifier already added for those events
    /// is replaced.
    public func addAction(_ action: Action, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
        registrations.append((events, .action(action)))
    }

    /// Stops running `action` for `events` (UIKit's `removeAction(_:for:)`); the events
    /// it was added for beyond these keep it.
    public func removeAction(_ action: Action, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Stops running the action named `identifier` for `events` (UIKit's
    /// `removeAction(identifiedBy:for:)`).
    public func removeAction(identifiedBy identifier: String, for events: Event) {
        registrations = registrations.compactMap { r in
            guard case .action(let a) = r.entry, a.identifier == identifier else { return r }
            let left = r.events.subtracting(events)
            return left.isEmpty ? nil : (left, r.entry)
        }
    }

    /// Calls `action` on `target` for each of `events` (UIKit's `addTarget(_:action:for:)`),
    /// with a method reference in place of a selector: `addTarget(self, action:
    /// Settings.wifiChanged, for: .valueChanged)` for `func wifiChanged(_ sender: Control)`.
    /// The target is held weakly, as UIKit does: once it is gone nothing is called.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Control) -> Void, for events: Event
    ) {
        registrations.append(
            (
                events,
                .target(
                    WeakTarget(object: target),
                    { [weak target] control in
                        guard let target else { return }
                        action(target)(control)
                    })
            ))
    }

    /// Stops calling `target` for `events` (UIKit's `removeTarget(_:action:for:)`, every
    /// action of the target); nil removes every target for them.
    public func removeTarget(_ target: AnyObject?, for events: Event) {
        registrations = registrations.compactMap { r in
            guard case .target(let t, _) = r.entry, target == nil || t.object === target else { return r }
            let left = r.events.subtracting(events)
            return left.isEmpty ? nil : (left, r.entry)
        }
    }

    /// The events some action or target listens to (UIKit's `allControlEvents`).
    public var allControlEvents: Event { registrations.reduce([]) { $0.union($1.events) } }

    /// Runs every action and target registered for any of `events`, in the order they were
    /// added, each once (UIKit's `sendActions(for:)`). Runs whether or not the control is
    /// enabled: a disabled control only stops the user's keys and clicks.
    public func sendActions(for events: Event) {
        for r in registrations where !r.events.isDisjoint(with: events) {
            switch r.entry {
            case .action(let a): a.perform(from: self)
            case .target(_, let call): call(self)
            }
        }
    }

    // MARK: The keyboard and the mouse

    /// The control's keys as an action table, in help order (see `KeyMaps.current`); empty
    /// by default. Read at each key, so a remapped binding takes effect at once.
    open var keyActions: KeyActionTable { KeyActionTable([]) }

    /// What Space does from the control's table row, for help ("toggle", "press"); nil
    /// when Space is not the control's (a segmented control, a stepper, a slider).
    open var primaryActionHelp: String? { nil }

    /// The control's main action as the keyboard runs it (a switch flips, a button
    /// presses), sending its events; does nothing by default.
    open func performPrimaryAction() {}

    /// Runs the user's click: called at a release inside the control after a press on it.
    /// The default sends `.touchUpInside`.
    open func touchUpInside() { sendActions(for: .touchUpInside) }

    open override var keyBindings: [KeyBinding] { isEnabled ? keyActions.keyBindings : [] }

    /// Keys through ``keyActions`` and clicks tracked from press to release; a disabled
    /// control takes no keys (they go on) and swallows clicks.
    open override func handle(_ event: TableKit.Event) -> Bool {
        switch event {
        case .key(let key):
            guard isEnabled else { return false }
            return keyActions.perform(key) ?? false
        case .mouse(let m):
            guard isEnabled else { return true }
            switch m.kind {
            case .press:
                isTracking = true
                isHighlighted = true
                Control.beginTracking(self, pressedAt: m.location)
                sendActions(for: .touchDown)
                return true
            case .release:
                guard isTracking else { return false }
                endTracking()
                if bounds.contains(m.location) { touchUpInside() }
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    /// Ends a press without a click: the highlight goes.
    func endTracking() {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
    }

    /// `style` as the control's state draws it: dim when disabled, underlined while
    /// highlighted. What every control's `draw(in:)` applies.
    public func stateStyle(_ style: Style) -> Style {
        var s = style
        if !isEnabled { s = Style(foreground: s.foreground, background: s.background, attributes: .dim) }
        if isHighlighted && isEnabled { s = s.adding(.underline) }
        return s
    }
}
