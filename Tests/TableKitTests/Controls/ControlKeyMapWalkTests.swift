import Foundation
import Testing

@testable import TableKit

extension KeyMapWalkTests {
    /// The table map's row-control checks: a table of 40 rows whose row 5 (the cursor's)
    /// holds two switches, and the two.
    func controlRows() -> (TableView, Switch, Switch) {
        let a = Switch()
        let b = Switch()
        let model = CellsModel((0..<40).map { "row \($0)" }) { c, ip in
            guard ip.row == 5 else { return }
            let box = View(frame: Rect(x: 0, y: 0, width: 11, height: 1))
            a.frame = Rect(x: 0, y: 0, width: 5, height: 1)
            b.frame = Rect(x: 6, y: 0, width: 5, height: 1)
            box.addSubview(a)
            box.addSubview(b)
            c.accessoryView = box
        }
        let t = model.makeTable(size)
        t.moveCursor(to: ip(5))
        t.layoutIfNeeded()
        return (t, a, b)
    }

    /// Checks for the table map's bindings of a row's controls, by help.
    var rowControlChecks: [String: (Key) -> Void] {
        [
            "controls": { k in
                let (t, a, _) = controlRows()
                #expect(t.handle(.key(k)) && t.focusedRowControl === a, "\(k)")
            },
            "next control": { k in
                let (t, a, b) = controlRows()
                t.focusRowControl(a)
                #expect(t.handle(.key(k)) && t.focusedRowControl === b, "\(k)")
            },
            "previous control": { k in
                let (t, a, b) = controlRows()
                t.focusRowControl(b)
                #expect(t.handle(.key(k)) && t.focusedRowControl === a, "\(k)")
            },
            "back to row": { k in
                let (t, a, _) = controlRows()
                t.focusRowControl(a)
                #expect(t.handle(.key(k)) && t.focusedRowControl == nil && !a.isOn, "\(k)")
            },
        ]
    }
}

/// The controls' key maps: each listed key does what its help says, no other key does anything.
@MainActor
@Suite struct ControlKeyMapWalkTests {
    final class Count { var n = 0 }
    func counting<C: Control>(_ c: C) -> (C, Count) {
        let n = Count()
        c.addAction(Action { _ in n.n += 1 }, for: .valueChanged)
        return (c, n)
    }

    @Test func everySwitchKeyDoesWhatItsHelpSays() {
        walk(
            KeyMaps.current.switchControl,
            checks: [
                "toggle": { k in
                    let (s, n) = counting(Switch())
                    #expect(s.handle(.key(k)) && s.isOn && n.n == 1, "\(k)")
                }
            ],
            unlisted: { k in
                let (s, n) = counting(Switch())
                #expect(!s.handle(.key(k)) && !s.isOn && n.n == 0, "\(k)")
            })
    }

    @Test func everySegmentedControlKeyDoesWhatItsHelpSays() {
        func control() -> (SegmentedControl, Count) {
            let c = SegmentedControl(items: ["a", "b", "c"])
            c.selectedSegmentIndex = 1
            return counting(c)
        }
        walk(
            KeyMaps.current.segmentedControl,
            checks: [
                "previous segment": { k in
                    let (c, n) = control()
                    #expect(c.handle(.key(k)) && c.selectedSegmentIndex == 0 && n.n == 1, "\(k)")
                },
                "next segment": { k in
                    let (c, n) = control()
                    #expect(c.handle(.key(k)) && c.selectedSegmentIndex == 2 && n.n == 1, "\(k)")
                },
            ],
            unlisted: { k in
                let (c, n) = control()
                #expect(!c.handle(.key(k)) && c.selectedSegmentIndex == 1 && n.n == 0, "\(k)")
            })
    }

    @Test func everyStepperKeyDoesWhatItsHelpSays() {
        func stepper() -> (Stepper, Count) {
            let s = Stepper()
            s.value = 5
            return counting(s)
        }
        walk(
            KeyMaps.current.stepper,
            checks: [
                "step down": { k in
                    let (s, n) = stepper()
                    #expect(s.handle(.key(k)) && s.value == 4 && n.n == 1, "\(k)")
                },
                "step up": { k in
                    let (s, n) = stepper()
                    #expect(s.handle(.key(k)) && s.value == 6 && n.n == 1, "\(k)")
                },
            ],
            unlisted: { k in
                let (s, n) = stepper()
                #expect(!s.handle(.key(k)) && s.value == 5 && n.n == 0, "\(k)")
            })
    }

    @Test func everySliderKeyDoesWhatItsHelpSays() {
        func slider() -> (Slider, Count) {
            let s = Slider()
            s.maximumValue = 20
            s.value = 10
            return counting(s)
        }
        let expected: [String: Float] = ["slide down": 9, "slide up": 11, "to minimum": 0, "to maximum": 20]
        walk(
            KeyMaps.current.slider,
            checks: expected.mapValues { value in
                { k in
                    let (s, n) = slider()
                    #expect(s.handle(.key(k)) && s.value == value && n.n == 1, "\(k)")
                }
            },
            unlisted: { k in
                let (s, n) = slider()
                #expect(!s.handle(.key(k)) && s.value == 10 && n.n == 0, "\(k)")
            })
    }
}

extension KeyMapWalkTests {
    /// The row-control table while a control of the cursor's row has the keyboard.
    func focusedRowControlKeyActions() -> KeyActionTable {
        let (t, a, _) = controlRows()
        t.focusRowControl(a)
        return t.rowControlKeyActions
    }
}
