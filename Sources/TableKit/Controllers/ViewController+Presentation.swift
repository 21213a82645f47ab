extension ViewController {
    /// The window this controller is shown in: the root controller's window, found through
    /// ``parent``; nil while the controller is in no window.
    /// - Complexity: O(depth of the controller hierarchy).
    public var window: Window? {
        var vc: ViewController? = self
        while let cur = vc {
            if let w = cur.hostWindow { return w }
            vc = cur.parent
        }
        return nil
    }

    /// Presents an alert modally over the whole screen (UIKit's
    /// `present(_:animated:completion:)` with a `UIAlertController`). The alert takes every
    /// key until one of its actions is chosen, which dismisses it and then calls the
    /// action's handler.
    ///
    /// Traps when the controller is in no window, or when the alert is already presented:
    /// both are programmer's mistakes, as in UIKit.
    public func present(_ alert: Alert) {
        guard let w = window else {
            preconditionFailure("present(_:) on \(type(of: self)): the controller is not in a window; add it to the window's hierarchy first")
        }
        precondition(!alert.isPresented, "present(_:): the alert is already presented")
        alert.presentingWindow = w
        w.presentModal(alert)
    }
}
