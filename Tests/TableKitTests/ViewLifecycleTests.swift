import TableKitTestSupport
import Testing

@testable import TableKit

/// One shared record of lifecycle calls, in the order they were made.
@MainActor
final class LifecycleLog {
    var entries: [String] = []
}

/// The flags UIKit sets during appearance calls, as a suffix of a log entry.
@MainActor
private func flags(_ vc: ViewController) -> String {
    var f: [String] = []
    if vc.isMovingToParent { f.append("movingToParent") }
    if vc.isMovingFromParent { f.append("movingFromParent") }
    if vc.isBeingPresented { f.append("beingPresented") }
    if vc.isBeingDismissed { f.append("beingDismissed") }
    return f.isEmpty ? "" : " " + f.joined(separator: " ")
}

@MainActor
private func parentName(_ parent: ViewController?) -> String {
    guard let parent else { return "nil" }
    return (parent as? LifecycleNavigationProbe)?.name ?? parent.title ?? "?"
}

/// A controller that records every lifecycle call it hears, named by its title.
@MainActor
final class LifecycleProbe: ViewController {
    let log: LifecycleLog
    /// Run at the end of `viewDidLoad` (a controller adding its children there).
    var onViewDidLoad: (() -> Void)?
    init(_ name: String, _ log: LifecycleLog) {
        self.log = log
        super.init()
        title = name
    }
    private func note(_ call: String) { log.entries.append("\(title!) \(call)\(flags(self))") }
    override func loadView() {
        note("loadView")
        super.loadView()
    }
    override func viewDidLoad() {
        note("viewDidLoad")
        onViewDidLoad?()
    }
    override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) { note("willMove(\(parentName(parent)))") }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        note("didMove(\(parentName(parent)))")
    }
}

/// A navigation controller that records its own lifecycle calls too.
@MainActor
final class LifecycleNavigationProbe: NavigationController {
    let log: LifecycleLog
    let name: String
    init(_ name: String, root: ViewController, _ log: LifecycleLog) {
        self.log = log
        self.name = name
        super.init(rootViewController: root)
    }
    private func note(_ call: String) { log.entries.append("\(name) \(call)\(flags(self))") }
    override func loadView() {
        note("loadView")
        super.loadView()
    }
    override func viewDidLoad() { note("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
}

/// A transition of the view lifecycle, with the calls UIKit makes for it, in order.
enum LifecycleTransition: String, CaseIterable, Sendable {
    case windowShowsRoot, windowShowsNavigationStack, windowShowsRootWithChild
    case pushOffScreen, push, pop, popToRoot, popToViewController, setViewControllers
    case presentFullScreen, presentSheet, dismissFullScreen, dismissSheet
    case presentFullScreenOverNavigationStack, dismissFullScreenOverNavigationStack
    case childAdd, childRemove
    case presentNavigationStack, pushInsidePresentedStack, dismissPresentedStack

    /// The calls recorded after the setup, the expected list's first entries included.
    var expected: [String] {
        switch self {
        case .windowShowsRoot:
            return ["A loadView", "A viewDidLoad", "A viewWillAppear", "A viewDidAppear"]
        case .windowShowsNavigationStack:
            return [
                "A willMove(N)", "A didMove(N)",  // the stack is made: no view, no appearance
                "N loadView", "A loadView", "A viewDidLoad", "N viewDidLoad",
                "N viewWillAppear", "A viewWillAppear", "N viewDidAppear", "A viewDidAppear",
            ]
        case .windowShowsRootWithChild:
            return [
                "P loadView", "P viewDidLoad", "C willMove(P)", "C loadView", "C viewDidLoad", "C didMove(P)",
                "P viewWillAppear", "C viewWillAppear", "P viewDidAppear", "C viewDidAppear",
            ]
        case .pushOffScreen:
            return ["A willMove(N)", "A didMove(N)", "B willMove(N)", "B didMove(N)"]
        case .push:
            return [
                "B willMove(N)", "B loadView", "B viewDidLoad",
                "A viewWillDisappear", "B viewWillAppear movingToParent",
                "A viewDidDisappear", "B viewDidAppear movingToParent", "B didMove(N)",
            ]
        case .pop:  // A was pushed over before the window showed the stack: its view loads now
            return [
                "B willMove(nil)", "A loadView", "A viewDidLoad",
                "B viewWillDisappear movingFromParent", "A viewWillAppear",
                "B viewDidDisappear movingFromParent", "A viewDidAppear", "B didMove(nil)",
            ]
        case .popToRoot:
            return [
                "B willMove(nil)", "C willMove(nil)", "A loadView", "A viewDidLoad",
                "C viewWillDisappear movingFromParent", "A viewWillAppear",
                "C viewDidDisappear movingFromParent", "A viewDidAppear", "B didMove(nil)", "C didMove(nil)",
            ]
        case .popToViewController:
            return [
                "C willMove(nil)", "B loadView", "B viewDidLoad",
                "C viewWillDisappear movingFromParent", "B viewWillAppear",
                "C viewDidDisappear movingFromParent", "B viewDidAppear", "C didMove(nil)",
            ]
        case .setViewControllers:
            return [
                "A willMove(nil)", "B willMove(N)", "C willMove(N)", "C loadView", "C viewDidLoad",
                "A viewWillDisappear movingFromParent", "C viewWillAppear movingToParent",
                "A viewDidDisappear movingFromParent", "C viewDidAppear movingToParent",
                "A didMove(nil)", "B didMove(N)", "C didMove(N)",
            ]
        case .presentFullScreen:
            return [
                "B loadView", "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear beingPresented",
                "A viewDidDisappear", "B viewDidAppear beingPresented",
            ]
        case .presentSheet:
            return ["B loadView", "B viewDidLoad", "B viewWillAppear beingPresented", "B viewDidAppear beingPresented"]
        case .dismissFullScreen:
            return [
                "B viewWillDisappear beingDismissed", "A viewWillAppear",
                "B viewDidDisappear beingDismissed", "A viewDidAppear",
            ]
        case .dismissSheet:
            return ["B viewWillDisappear beingDismissed", "B viewDidDisappear beingDismissed"]
        case .presentFullScreenOverNavigationStack:
            return [
                "P loadView", "P viewDidLoad", "N viewWillDisappear", "B viewWillDisappear",
                "P viewWillAppear beingPresented", "N viewDidDisappear", "B viewDidDisappear",
                "P viewDidAppear beingPresented",
            ]
        case .dismissFullScreenOverNavigationStack:
            return [
                "P viewWillDisappear beingDismissed", "N viewWillAppear", "B viewWillAppear",
                "P viewDidDisappear beingDismissed", "N viewDidAppear", "B viewDidAppear",
            ]
        case .childAdd:
            return [
                "C willMove(P)", "C loadView", "C viewDidLoad",
                "C viewWillAppear movingToParent", "C viewDidAppear movingToParent", "C didMove(P)",
            ]
        case .childRemove:
            return [
                "C willMove(nil)", "C viewWillDisappear movingFromParent",
                "C viewDidDisappear movingFromParent", "C didMove(nil)",
            ]
        case .presentNavigationStack:
            return [
                "N loadView", "B loadView", "B viewDidLoad", "N viewDidLoad",
                "N viewWillAppear beingPresented", "B viewWillAppear",
                "N viewDidAppear beingPresented", "B viewDidAppear",
            ]
        case .pushInsidePresentedStack:
            return [
                "C willMove(N)", "C loadView", "C viewDidLoad",
                "B viewWillDisappear", "C viewWillAppear movingToParent",
                "B viewDidDisappear", "C viewDidAppear movingToParent", "C didMove(N)",
            ]
        case .dismissPresentedStack:
            return [
                "N viewWillDisappear beingDismissed", "C viewWillDisappear",
                "N viewDidDisappear beingDismissed", "C viewDidDisappear",
            ]
        }
    }

    /// Sets the scene up, clears the log where the setup is not part of the case, runs the
    /// transition and returns what was recorded. `windows` keeps the window alive.
    @MainActor
    func record() -> [String] {
        let log = LifecycleLog()
        func probe(_ name: String) -> LifecycleProbe { LifecycleProbe(name, log) }
        func show(_ vc: ViewController) -> Window { Window(rootViewController: vc, size: Size(width: 40, height: 12)) }
        let (a, b, c) = (probe("A"), probe("B"), probe("C"))
        var window: Window?
        defer { withExtendedLifetime(window) {} }
        switch self {
        case .windowShowsRoot:
            window = show(a)
        case .windowShowsNavigationStack:
            window = show(LifecycleNavigationProbe("N", root: a, log))
        case .windowShowsRootWithChild:
            let p = probe("P")
            let child = probe("C")
            p.onViewDidLoad = { [unowned p] in
                p.addChild(child)
                p.view.addSubview(child.view)
                child.didMove(toParent: p)
            }
            window = show(p)
        case .pushOffScreen:
            let nav = LifecycleNavigationProbe("N", root: a, log)
            nav.pushViewController(b, animated: false)
        case .push, .pop, .popToRoot, .popToViewController, .setViewControllers:
            let nav = LifecycleNavigationProbe("N", root: a, log)
            if self != .push && self != .setViewControllers { nav.pushViewController(b, animated: false) }
            if self == .popToRoot || self == .popToViewController { nav.pushViewController(c, animated: false) }
            window = show(nav)
            log.entries.removeAll()
            switch self {
            case .push: nav.pushViewController(b, animated: true)
            case .pop: nav.popViewController(animated: true)
            case .popToRoot: nav.popToRootViewController(animated: true)
            case .popToViewController: nav.popToViewController(b, animated: true)
            default: nav.setViewControllers([b, c], animated: true)
            }
        case .presentFullScreen, .presentSheet, .dismissFullScreen, .dismissSheet:
            window = show(a)
            let full = self == .presentFullScreen || self == .dismissFullScreen
            b.modalPresentationStyle = full ? .fullScreen : .pageSheet
            if self == .dismissFullScreen || self == .dismissSheet { a.present(b, animated: false) }
            log.entries.removeAll()
            if self == .presentFullScreen || self == .presentSheet {
                a.present(b, animated: true)
            } else {
                a.dismiss(animated: true)
            }
        case .presentFullScreenOverNavigationStack, .dismissFullScreenOverNavigationStack:
            let nav = LifecycleNavigationProbe("N", root: a, log)
            nav.pushViewController(b, animated: false)
            window = show(nav)
            let cover = probe("P")
            cover.modalPresentationStyle = .fullScreen
            if self == .dismissFullScreenOverNavigationStack { b.present(cover, animated: false) }
            log.entries.removeAll()
            if self == .presentFullScreenOverNavigationStack {
                b.present(cover, animated: true)
            } else {
                cover.dismiss(animated: true)
            }
        case .childAdd, .childRemove:
            let p = probe("P")
            let child = probe("C")
            window = show(p)
            if self == .childRemove {
                p.addChild(child)
                p.view.addSubview(child.view)
                child.didMove(toParent: p)
            }
            log.entries.removeAll()
            if self == .childAdd {
                p.addChild(child)
                p.view.addSubview(child.view)
                child.didMove(toParent: p)
            } else {
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
            }
        case .presentNavigationStack, .pushInsidePresentedStack, .dismissPresentedStack:
            window = show(a)
            let nav = LifecycleNavigationProbe("N", root: b, log)
            if self != .presentNavigationStack { a.present(nav, animated: false) }
            log.entries.removeAll()
            switch self {
            case .presentNavigationStack: a.present(nav, animated: true)
            case .pushInsidePresentedStack: nav.pushViewController(c, animated: true)
            default:
                nav.pushViewController(c, animated: false)
                log.entries.removeAll()
                a.dismiss(animated: true)
            }
        }
        return log.entries
    }
}

@MainActor
@Suite struct ViewLifecycleTests {
    @Test(arguments: LifecycleTransition.allCases)
    func eachTransitionMakesUIKitsCallsInUIKitsOrder(_ transition: LifecycleTransition) {
        #expect(transition.record() == transition.expected)
    }

    @Test func theViewLoadsOnFirstAccessOnlyOnce() {
        let log = LifecycleLog()
        let vc = LifecycleProbe("A", log)
        #expect(!vc.isViewLoaded && vc.viewIfLoaded == nil && log.entries.isEmpty)
        vc.loadViewIfNeeded()
        vc.loadViewIfNeeded()
        _ = vc.view
        #expect(vc.isViewLoaded && vc.viewIfLoaded === vc.view && log.entries == ["A loadView", "A viewDidLoad"])
    }

    @Test func aChildViewAddedWithoutDidMoveAppearsAtTheNextEventAndLeavesWithItsView() {
        let log = LifecycleLog()
        let p = LifecycleProbe("P", log)
        let child = LifecycleProbe("C", log)
        let w = Window(rootViewController: p, size: Size(width: 20, height: 5))
        p.addChild(child)
        p.view.addSubview(child.view)
        log.entries.removeAll()
        w.send(.key(.character("x")))
        #expect(log.entries == ["C viewWillAppear movingToParent", "C viewDidAppear movingToParent"])
        log.entries.removeAll()
        child.view.removeFromSuperview()
        _ = w.render()
        #expect(log.entries == ["C viewWillDisappear", "C viewDidDisappear"])
    }

    @Test func aTransitionBegunTwiceCallsEachMethodOnce() {
        let log = LifecycleLog()
        let vc = LifecycleProbe("A", log)
        vc.beginAppearanceTransition(true, animated: false)
        vc.beginAppearanceTransition(true, animated: false)
        vc.endAppearanceTransition()
        vc.endAppearanceTransition()
        #expect(log.entries == ["A loadView", "A viewDidLoad", "A viewWillAppear", "A viewDidAppear"])
        #expect(vc.isViewInWindow)
    }
}

/// A detail screen as Apple's TableSearch writes it: its label made in `viewDidLoad`, filled
/// in `viewWillAppear` (an implicitly unwrapped outlet that traps if the order is wrong).
@MainActor
final class OutletDetail: ViewController {
    var product = ""
    var nameLabel: Label!
    override func viewDidLoad() {
        nameLabel = Label()
        nameLabel.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        view.addSubview(nameLabel)
    }
    override func viewWillAppear(_ animated: Bool) { nameLabel.text = product }
}

@MainActor
@Suite struct OutletFillingTests {
    @Test func aDetailFillingItsOutletsInViewWillAppearShowsThemWhenPushed() {
        let nav = NavigationController(rootViewController: ViewController())
        let w = Window(rootViewController: nav, size: Size(width: 20, height: 4))
        let detail = OutletDetail()
        detail.product = "Ginger"
        nav.pushViewController(detail, animated: true)
        #expect(CellsScreen.lines(w).prefix(2) == ["‹ Back", "Ginger"])
    }
}
