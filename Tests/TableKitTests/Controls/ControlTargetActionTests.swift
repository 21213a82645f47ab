import Foundation
import Testing

@testable import TableKit

/// Target–action on a control: actions and targets run for their events in the order
/// added, can be removed, and a click is a press and a release inside.
@MainActor
@Suite struct ControlTargetActionTests {
    /// A target whose method reference `addTarget(_:action:for:)` takes.
    @MainActor final class Target {
        var calls: [String] = []
        func changed(_ sender: Control) { calls.append("changed \((sender as? Switch)?.isOn ?? false)") }
    }

    @Test func actionsAndTargetsRunForTheirEventsInTheOrderAdded() {
        let s = Switch()
        var calls: [String] = []
        let target = Target()
        s.addAction(Action(title: "first") { a in calls.append("first \(a.sender === s)") }, for: .valueChanged)
        s.addTarget(target, action: Target.changed, for: .valueChanged)
        s.addAction(Action { _ in calls.append("primary") }, for: .primaryActionTriggered)
        s.addAction(Action { _ in calls.append("down") }, for: .touchDown)
        s.isOn = true
        s.sendActions(for: .valueChanged)
        #expect(calls == ["first true"])
        #expect(target.calls == ["changed true"])
        s.sendActions(for: [.valueChanged, .primaryActionTriggered])
        #expect(calls == ["first true", "first true", "primary"])
        #expect(s.allControlEvents == [.valueChanged, .primaryActionTriggered, .touchDown])
    }

    @Test func anActionRemovedOrReplacedByIdentifierNoLongerRuns() {
        let b = Button(title: "Go")
        var calls: [String] = []
        let a = Action(identifier: "go") { _ in calls.append("a") }
        b.addAction(a, for: [.touchUpInside, .primaryActionTriggered])
        b.removeAction(a, for: .touchUpInside)
        b.sendActions(for: .touchUpInside)
        #expect(calls.isEmpty)
        b.sendActions(for: .primaryActionTriggered)
        #expect(calls == ["a"])
        b.addAction(Action(identifier: "go") { _ in calls.append("b") }, for: .primaryActionTriggered)
        b.sendActions(for: .primaryActionTriggered)
        #expect(calls == ["a", "b"])
        b.removeAction(identifiedBy: "go", for: .allEvents)
        b.sendActions(for: .allEvents)
        #expect(calls == ["a", "b"])
    }

    @Test func aTargetIsHeldWeaklyAndCanBeRemoved() {
        let s = Switch()
        var target: Target? = Target()
        weak let gone = target
        s.addTarget(target!, action: Target.changed, for: .valueChanged)
        s.removeTarget(target, for: .valueChanged)
        s.sendActions(for: .valueChanged)
        #expect(target?.calls == [])
        s.addTarget(target!, action: Target.changed, for: .valueChanged)
        target = nil
        #expect(gone == nil)
        s.sendActions(for: .valueChanged)  // nothing to call, nothing traps
    }

    @Test func aClickIsAPressThenAReleaseInsideAndAReleaseOutsideSendsNothing() {
        let b = Button(title: "Go")
        b.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        var events: [String] = []
        b.addAction(Action { _ in events.append("down") }, for: .touchDown)
        b.addAction(Action { _ in events.append("up") }, for: .touchUpInside)
        b.addAction(Action { _ in events.append("primary") }, for: .primaryActionTriggered)
        #expect(b.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 2, y: 0)))))
        #expect(b.isHighlighted && b.isTracking && events == ["down"])
        #expect(b.handle(.mouse(MouseEvent(kind: .release, location: Point(x: 3, y: 0)))))
        #expect(!b.isHighlighted && events == ["down", "up", "primary"])
        _ = b.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 2, y: 0))))
        _ = b.handle(.mouse(MouseEvent(kind: .release, location: Point(x: 9, y: 0))))
        #expect(!b.isHighlighted && events == ["down", "up", "primary", "down"])
    }

    @Test func aDisabledControlIgnoresKeysAndClicksAndIsDrawnDim() {
        let s = Switch()
        s.frame = Rect(x: 0, y: 0, width: 5, height: 1)
        var changes = 0
        s.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        s.isEnabled = false
        #expect(!s.handle(.key(.character(" "))))
        #expect(s.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 1, y: 0)))))
        #expect(s.handle(.mouse(MouseEvent(kind: .release, location: Point(x: 1, y: 0)))))
        #expect(!s.isOn && changes == 0 && !s.isHighlighted)
        #expect(s.keyBindings.isEmpty)
        let canvas = s.renderedCanvas()
        #expect(TextRenderer.lines(canvas) == ["[OFF]"])
        #expect((0..<5).allSatisfy { canvas[$0, 0].style == .dim })
        s.sendActions(for: .valueChanged)  // code still sends
        #expect(changes == 1)
    }

    @Test func aButtonKeepsItsClosureAndTakesAPrimaryAction() {
        var calls: [String] = []
        let b = Button(title: "Old") { calls.append("closure") }
        b.addAction(Action { _ in calls.append("action") }, for: .primaryActionTriggered)
        #expect(b.handle(.key(.enter)))
        #expect(b.handle(.key(.character(" "))))
        #expect(calls == ["closure", "action", "closure", "action"])
        let p = Button(primaryAction: Action(title: "New") { _ in calls.append("primary") })
        #expect(p.title == "New")
        p.sendAction()
        #expect(calls.last == "primary")
    }

    @Test func aClickThroughTheWindowReachesAButtonOnRelease() {
        var pressed = 0
        let vc = ViewController()
        let w = Window(rootViewController: vc, size: Size(width: 20, height: 4))
        let b = Button(title: "Go") { pressed += 1 }
        b.frame = Rect(x: 2, y: 1, width: 6, height: 1)
        vc.view.addSubview(b)
        _ = w.render()
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: 4, y: 1))))
        #expect(pressed == 0 && b.isHighlighted)
        #expect(TextRenderer.render(w.render()).hasPrefix("\n  [ Go ]"))
        w.send(.mouse(MouseEvent(kind: .release, location: Point(x: 5, y: 1))))
        #expect(pressed == 1 && !b.isHighlighted)
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: 4, y: 1))))
        w.send(.mouse(MouseEvent(kind: .release, location: Point(x: 15, y: 3))))  // dragged off
        #expect(pressed == 1 && !b.isHighlighted)
    }
}
