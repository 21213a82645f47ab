import Foundation
import Testing

@testable import TableKit

/// The switch, segmented control, stepper and slider: their drawing, keys, clicks and events.
@MainActor
@Suite struct ControlKindsTests {
    /// `control` framed at `width` columns, drawn.
    func drawn(_ control: Control, width: Int) -> String {
        control.frame = Rect(x: 0, y: 0, width: width, height: 1)
        return TextRenderer.lines(control.renderedCanvas())[0]
    }

    func click(_ control: Control, x: Int) {
        _ = control.handle(.mouse(MouseEvent(kind: .press, location: Point(x: x, y: 0))))
        _ = control.handle(.mouse(MouseEvent(kind: .release, location: Point(x: x, y: 0))))
    }

    /// How many `.valueChanged` `control` sends, counted into the returned box.
    final class Count { var n = 0 }
    func countingChanges(_ control: Control) -> Count {
        let c = Count()
        control.addAction(Action { _ in c.n += 1 }, for: .valueChanged)
        return c
    }

    // MARK: Switch

    @Test(arguments: [Key.character(" "), .enter])
    func aSwitchKeyFlipsItAndSendsValueChanged(key: Key) {
        let s = Switch()
        let changes = countingChanges(s)
        #expect(drawn(s, width: 5) == "[OFF]")
        #expect(s.handle(.key(key)))
        #expect(s.isOn && changes.n == 1)
        #expect(drawn(s, width: 5) == "[ ON]")
        #expect(!s.handle(.key(.character("x"))))
    }

    @Test func setOnAndIsOnSendNoEventAndAClickFlips() {
        let s = Switch()
        let changes = countingChanges(s)
        s.setOn(true, animated: true)
        s.isOn = false
        #expect(changes.n == 0)
        _ = drawn(s, width: 5)
        click(s, x: 2)
        #expect(s.isOn && changes.n == 1)
        #expect(s.keyBindings.map { "\($0.keyLabel) \($0.help)" } == ["Space toggle"])
    }

    // MARK: Segmented control

    @Test func segmentsAreDrawnWithTheChosenOneReversed() {
        let c = SegmentedControl(items: ["Day", "Week"])
        c.insertSegment(withTitle: "Month", at: 2, animated: false)
        c.selectedSegmentIndex = 1
        #expect(c.numberOfSegments == 3)
        #expect(c.sizeThatFits(Size(width: 80, height: 1)).width == 22)
        #expect(drawn(c, width: 22) == "[ Day | Week | Month ]")
        let canvas = c.renderedCanvas()
        let reversed = (0..<22).filter { canvas[$0, 0].style.attributes.contains(.reverse) }
        #expect(reversed == Array(7..<13))  // " Week "
        c.insertSegment(withTitle: "Hour", at: 0, animated: false)
        #expect(c.selectedSegmentIndex == 2 && c.titleForSegment(at: 2) == "Week")
    }

    @Test func arrowsChooseTheNeighbourAndStopAtTheEnds() {
        let c = SegmentedControl(items: ["A", "B", "C"])
        let changes = countingChanges(c)
        #expect(c.handle(.key(.right)) && c.selectedSegmentIndex == 0)
        #expect(c.handle(.key(.right)) && c.handle(.key(.right)) && c.selectedSegmentIndex == 2)
        #expect(!c.handle(.key(.right)) && c.selectedSegmentIndex == 2)  // at the end the key goes on
        #expect(c.handle(.key(.left)) && c.selectedSegmentIndex == 1)
        #expect(changes.n == 4)
        c.selectedSegmentIndex = 0
        #expect(changes.n == 4)
    }

    @Test func aClickChoosesTheSegmentUnderIt() {
        let c = SegmentedControl(items: ["One", "Two"])
        let changes = countingChanges(c)
        _ = drawn(c, width: 13)  // "[ One | Two ]": Two at columns 7–11
        click(c, x: 9)
        #expect(c.selectedSegmentIndex == 1 && changes.n == 1)
        click(c, x: 9)
        #expect(changes.n == 1)
        c.removeSegment(at: 1, animated: false)
        #expect(c.selectedSegmentIndex == SegmentedControl.noSegment && c.numberOfSegments == 1)
    }

    // MARK: Stepper

    /// A stepper's start value, its wrapping, the key, the value after and whether it changed.
    nonisolated static let steps: [(Double, Bool, Key, Double, Bool)] = [
        (5, false, .character("+"), 6, true),
        (5, false, .right, 6, true),
        (5, false, .character("-"), 4, true),
        (5, false, .left, 4, true),
        (10, false, .character("+"), 10, false),
        (0, false, .character("-"), 0, false),
        (10, true, .character("+"), 0, true),
        (0, true, .left, 10, true),
        (9.5, false, .right, 10, true),
    ]

    @Test(arguments: steps)
    func aStepperKeyStepsWithinTheRange(step: (Double, Bool, Key, Double, Bool)) {
        let (start, wraps, key, after, changed) = step
        let s = Stepper()
        s.maximumValue = 10
        s.value = start
        s.wraps = wraps
        let changes = countingChanges(s)
        #expect(s.handle(.key(key)) == changed)
        #expect(s.value == after && changes.n == (changed ? 1 : 0))
    }

    @Test func aStepperClickStepsTheSideUnderIt() {
        let s = Stepper()
        s.minimumValue = 1
        s.maximumValue = 3
        s.stepValue = 2
        #expect(s.value == 1)
        #expect(drawn(s, width: 5) == "[-|+]")
        #expect(s.renderedCanvas()[1, 0].style == .dim && s.renderedCanvas()[3, 0].style == .bold)
        click(s, x: 3)
        #expect(s.value == 3)
        click(s, x: 1)
        #expect(s.value == 1)
    }

    // MARK: Slider

    @Test func aSliderMovesByATwentiethAndHomeEndGoToTheEnds() {
        let s = Slider()
        s.maximumValue = 100
        let changes = countingChanges(s)
        #expect(s.handle(.key(.right)) && s.value == 5)
        #expect(s.handle(.key(.end)) && s.value == 100)
        #expect(!s.handle(.key(.right)) && s.value == 100)
        #expect(s.handle(.key(.left)) && s.value == 95)
        #expect(s.handle(.key(.home)) && s.value == 0)
        #expect(changes.n == 4)
    }

    @Test(arguments: [(Float(0), "●────────"), (0.5, "━━━━●────"), (1, "━━━━━━━━●")])
    func aSliderDrawsItsThumbAtTheValue(value: Float, expected: String) {
        let s = Slider()
        s.value = value
        #expect(drawn(s, width: 9) == expected)
    }

    @Test func aSliderClickPutsTheValueUnderIt() {
        let s = Slider()
        s.maximumValue = 8
        let changes = countingChanges(s)
        _ = drawn(s, width: 9)
        click(s, x: 6)
        #expect(s.value == 6 && changes.n == 1)
    }
}
