extension Window {
    /// Checks the appearance state of every controller in the window between events, in
    /// checks builds (see ``InternalChecks``): the controllers of the presentation chain on
    /// screen (from the topmost full-screen one up) are appeared and those below them
    /// disappeared; no trip is half done; a child is on screen only inside an on-screen
    /// parent's view, and a child inside an on-screen parent's view is on screen.
    /// - Complexity: O(controllers in the window × depth of their views) when checks are
    ///   on; nothing when off.
    func _checkAppearanceInvariants() {
        #if TABLEKIT_INTERNAL_CHECKS
        let chain = presentationChain
        let visible = Window.visibleControllers(chain)
        for vc in chain {
            let shown = visible.contains { $0 === vc }
            InternalChecks.require(
                vc.appearanceState == (shown ? .appeared : .disappeared), "Window",
                "\(type(of: vc)) is \(vc.appearanceState) but \(shown ? "on" : "off") screen")
            Window.checkChildren(of: vc)
        }
        #endif
    }

    #if TABLEKIT_INTERNAL_CHECKS
    private static func checkChildren(of parent: ViewController) {
        for child in parent.children {
            let expected: AppearanceState =
                parent.appearanceState == .appeared && child.isViewInside(parent)
                ? .appeared : .disappeared
            InternalChecks.require(
                child.appearanceState == expected, "Window",
                "child \(type(of: child)) of \(type(of: parent)) is \(child.appearanceState), "
                    + "should be \(expected)")
            checkChildren(of: child)
        }
    }
    #endif
}
