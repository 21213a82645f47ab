/// The window's side of ``ViewController/present(_:animated:completion:)``: the chain of
/// presented controllers above the root, laid out full screen or boxed as sheets, drawn
/// bottom up, the top one getting the keys.
extension Window {
    /// The root controller and the controllers presented above it, bottom first.
    /// - Complexity: O(number of presented controllers).
    public var presentationChain: [ViewController] {
        var chain = [rootViewController]
        while let next = chain.last!.presentedStorage { chain.append(next) }
        return chain
    }

    /// The controller that gets the keys: the topmost presented one, else the root.
    public var topViewController: ViewController { presentationChain.last! }

    /// The window above the status and help lines, in columns and lines.
    var contentArea: Rect { Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - bottomLines)) }

    /// Whether `vc`, a presented controller, is drawn as a box over what is below it.
    func isSheet(_ vc: ViewController) -> Bool {
        vc !== rootViewController && vc.modalPresentationStyle.isSheet
            && vc.modalPresentationStyle.frame(in: contentArea) != contentArea
    }

    /// The box of a presented controller (its view is inside the border of a sheet).
    func presentationFrame(_ vc: ViewController) -> Rect { vc.modalPresentationStyle.frame(in: contentArea) }

    /// Whether the top controller is a sheet the user may dismiss.
    var topIsDismissableSheet: Bool {
        let top = topViewController
        return top !== rootViewController && top.modalPresentationStyle.isSheet && !top.isModalInPresentation
    }

    /// A sheet's keys (``KeyMaps/sheet``) as one action table: Esc dismisses the top
    /// controller (UIKit's swipe down) while it is a sheet the user may dismiss.
    var sheetKeyActions: KeyActionTable {
        KeyActionTable([
            KeyAction("dismiss", KeyMaps.current.sheet.dismiss, when: { self.topIsDismissableSheet }) { _ in
                self.topViewController.dismiss(animated: true)
                return true
            }
        ])
    }

    /// The sheet's Esc, listed while the top controller is a sheet the user may dismiss.
    var sheetBindings: [KeyBinding] { sheetKeyActions.keyBindings }

    /// The bindings in effect while a controller is presented (``keyBindings`` for the
    /// root otherwise): the top controller's focused view, the controller, the sheet's Esc,
    /// the window's keys.
    var presentedKeyBindings: [KeyBinding] {
        let top = topViewController
        let focused = top.focusedView?.keyBindings ?? []
        if top.focusedView?.isCapturingKeys == true { return focused }
        return top.bindingsWithKeyCommands(
            focused: focused, rest: top.keyBindings + sheetBindings + windowKeyActions.keyBindings)
    }

    /// Lays out what presentation adds, after the root and the modal views: the presented
    /// controllers' views, and each action sheet moved to rise from the bottom of the
    /// content area (an alert stays centred).
    func layoutPresentationLayers() {
        layoutPresentedViews()
        for case let sheet as ActionSheetView in modalViews {
            sheet.frame.origin.y = max(0, contentArea.maxY - sheet.frame.height)
        }
    }

    /// Esc on a sheet the top controller did not take: dismisses it (UIKit's swipe down),
    /// unless ``ViewController/isModalInPresentation``. Returns whether it did.
    func dismissSheet(for event: Event) -> Bool {
        guard case .key(let key) = event else { return false }
        return sheetKeyActions.perform(key) ?? false
    }

    /// Ticks every controller in the chain (a sheet's presenter stays on screen).
    func tickPresentationChain() -> Bool {
        var changed = false
        for vc in presentationChain { changed = vc.tick() || changed }
        return changed
    }

    /// Gives each presented controller's view its frame: the whole content area, or inside
    /// a sheet's border.
    func layoutPresentedViews() {
        for vc in presentationChain.dropFirst() {
            let box = presentationFrame(vc)
            vc.view.frame =
                isSheet(vc)
                ? Rect(x: box.minX + 1, y: box.minY + 1, width: max(0, box.width - 2), height: max(0, box.height - 2))
                : box
            vc.view.layoutIfNeeded()
        }
    }

    /// Draws the chain from the topmost full-screen controller up (what is below it is
    /// covered): each sheet as a box, its title (for a controller that is not a navigation
    /// controller, whose bar shows it) in the top border.
    func renderPresentationChain(in ctx: inout DrawContext) {
        let chain = presentationChain
        let start = chain.lastIndex { $0 === rootViewController || !isSheet($0) } ?? 0
        for (i, vc) in chain.enumerated() where i >= start {
            if isSheet(vc) {
                let box = presentationFrame(vc)
                Frame.draw(box, in: &ctx, style: .plain)
                if !(vc is NavigationController), let t = vc.title, !t.isEmpty, box.width > 6 {
                    ctx.draw(" " + t + " ", x: box.minX + 2, y: box.minY, width: box.width - 4, style: .bold)
                }
            } else if i > 0 {
                ctx.fill(vc.view.frame)
            }
            vc.view.render(in: &ctx)
        }
    }
}
