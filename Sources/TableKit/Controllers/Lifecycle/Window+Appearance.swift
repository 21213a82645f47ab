/// The window's side of the view lifecycle (ViewController+Appearance.swift): which
/// controllers of the presentation chain are on screen, and the children whose views
/// entered or left an on-screen controller's view since the last event.
extension Window {
    /// The controllers of `chain` (a root and the controllers presented above it, bottom
    /// first) whose views are in the window: from the topmost full-screen one (or the
    /// root) up, since a full-screen presentation removes what is below it and a sheet
    /// leaves it on screen, as in UIKit.
    /// - Complexity: O(`chain.count`).
    static func visibleControllers(_ chain: [ViewController]) -> [ViewController] {
        let start = chain.indices.last { $0 == 0 || !chain[$0].modalPresentationStyle.isSheet } ?? 0
        return Array(chain[start...])
    }

    /// Gives the children of every on-screen controller the appearance calls their views
    /// call for (a child added with `addChild` and its view, or a view taken out without
    /// `removeFromParent`); run before each event and frame.
    /// - Complexity: O(controllers in the window × depth of their views).
    func updateAppearance() {
        for vc in presentationChain where vc.isViewInWindow { vc.updateChildAppearance(animated: false) }
        _checkAppearanceInvariants()
    }
}
