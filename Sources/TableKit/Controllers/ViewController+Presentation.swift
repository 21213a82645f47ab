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
    /// action's handler. An ``Alert`` made with the `.actionSheet` style is drawn as a list
    /// of actions at the bottom of the screen (``ActionSheetView``).
    ///
    /// Traps when the controller is in no window, or when the alert is already presented:
    /// both are programmer's mistakes, as in UIKit.
    public func present(_ alert: Alert) {
        guard let w = window else {
            preconditionFailure(
                "present(_:) on \(type(of: self)): the controller is not in a window; add it to the window's hierarchy first"
            )
        }
        precondition(!alert.isPresented, "present(_:): the alert is already presented")
        alert.presentingWindow = w
        w.presentModal(alert.preferredStyle == .actionSheet ? ActionSheetView(alert: alert) : alert)
    }

    /// Presents an alert as UIKit code writes it (`present(alert, animated: true)`); there
    /// is no animation, `completion` runs once the alert is on screen.
    /// Traps as ``present(_:)`` does.
    public func present(_ alert: Alert, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        present(alert)
        completion?()
    }

    // MARK: View controllers

    /// The root of the hierarchy this controller is in (itself when it has no parent):
    /// where presentation is stored, as UIKit presents from the presentation context.
    var hierarchyRoot: ViewController {
        var vc = self
        while let p = vc.parent { vc = p }
        return vc
    }

    /// The controller presented over this one's hierarchy (UIKit's
    /// `presentedViewController`); nil for none.
    public var presentedViewController: ViewController? { hierarchyRoot.presentedStorage }

    /// The controller that presented this one's hierarchy (UIKit's
    /// `presentingViewController`); nil when it was not presented.
    public var presentingViewController: ViewController? { hierarchyRoot.presentingStorage }

    /// Presents `viewController` modally (UIKit's `present(_:animated:completion:)`): full
    /// screen, covering everything, or as a sheet boxed over the current screen
    /// (``modalPresentationStyle``). The presenter is the root of this controller's
    /// hierarchy (a navigation controller, not the controller on top of it), as UIKit's
    /// presentation context. The presented controller takes the keys until dismissed; a
    /// sheet is dismissed by Esc (``KeyMaps/sheet``) unless it is
    /// ``isModalInPresentation``. Appearance: the presented controller's view loads, then it
    /// hears `viewWillAppear`/`viewDidAppear` (``isBeingPresented`` true); for `.fullScreen`
    /// the controllers it covers (and the children on screen in them, such as a navigation
    /// stack's top) hear the disappearance calls in between, as in UIKit, while a sheet
    /// leaves them on screen (no calls), as since iOS 13. No animation: `completion` runs
    /// after the calls.
    ///
    /// Traps when this controller is in no window, when its hierarchy is already
    /// presenting, or when `viewController` is already presented or has a parent
    /// (UIKit logs and ignores the first two; a trap names the mistake instead).
    public func present(_ viewController: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        guard let w = window else {
            preconditionFailure(
                "present(_:animated:completion:) on \(type(of: self)): the controller is not in a window")
        }
        let presenter = hierarchyRoot
        precondition(
            presenter.presentedStorage == nil,
            "present(_:animated:completion:): \(type(of: presenter)) is already presenting \(type(of: presenter.presentedStorage!)); dismiss it first"
        )
        precondition(
            viewController.parent == nil && viewController.presentingStorage == nil && viewController.hostWindow == nil,
            "present(_:animated:completion:): \(type(of: viewController)) is already shown elsewhere")
        let covered = viewController.modalPresentationStyle.isSheet ? [] : w.presentationChain.filter(\.isViewInWindow)
        viewController.loadViewIfNeeded()
        presenter.presentedStorage = viewController
        viewController.presentingStorage = presenter
        viewController.hostWindow = w
        viewController.beingPresented = true
        for vc in covered { vc.beginAppearanceTransition(false, animated: animated) }
        viewController.beginAppearanceTransition(true, animated: animated)
        for vc in covered { vc.endAppearanceTransition() }
        viewController.endAppearanceTransition()
        viewController.beingPresented = false
        completion?()
    }

    /// Dismisses the controller presented by this hierarchy, or, when none, the presented
    /// hierarchy this controller is in (UIKit's `dismiss(animated:completion:)`): from the
    /// presenting or the presented controller alike. Controllers presented above the one
    /// dismissed go too. The dismissed controllers hear `viewWillDisappear`/`viewDidDisappear`
    /// (``isBeingDismissed`` true), top first; those a full-screen presentation had covered
    /// hear `viewWillAppear`/`viewDidAppear`. Nothing to dismiss: only `completion` runs.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        let root = hierarchyRoot
        guard let presenter = root.presentedStorage != nil ? root : root.presentingStorage else {
            completion?()
            return
        }
        presenter.dismissPresented(animated: animated)
        completion?()
    }

    /// Shows `viewController` the way the context calls for (UIKit's `show(_:sender:)`):
    /// pushed on the ``navigationController`` when there is one, presented otherwise.
    public func show(_ viewController: ViewController, sender: Any? = nil) {
        if let nav = navigationController ?? (self as? NavigationController) {
            nav.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }

    /// Takes down everything presented above this (root) controller: the dismissed
    /// controllers on screen disappear, top first, and those a full-screen presentation had
    /// covered appear again.
    private func dismissPresented(animated: Bool) {
        var chain: [ViewController] = []
        var next = presentedStorage
        while let vc = next {
            chain.append(vc)
            next = vc.presentedStorage
        }
        guard !chain.isEmpty else { return }
        let leaving = chain.reversed().filter(\.isViewInWindow)
        let remaining = window.map { w in Array(w.presentationChain.prefix { $0 !== chain[0] }) } ?? [self]
        let shown = Window.visibleControllers(remaining).filter { !$0.isViewInWindow }
        for vc in chain { vc.beingDismissed = true }
        for vc in leaving { vc.beginAppearanceTransition(false, animated: animated) }
        for vc in shown { vc.beginAppearanceTransition(true, animated: animated) }
        for vc in chain.reversed() {
            vc.presentingStorage?.presentedStorage = nil
            vc.presentingStorage = nil
            vc.hostWindow = nil
        }
        for vc in leaving { vc.endAppearanceTransition() }
        for vc in shown { vc.endAppearanceTransition() }
        for vc in chain { vc.beingDismissed = false }
    }
}
