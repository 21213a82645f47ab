import TableKit
import TableKitTestSupport
import Testing

/// A solver case: equations over a container (item 0, 80×23) and solved items, with the
/// frames expected.
struct SolverCase: Sendable, CustomStringConvertible {
    var name: String
    var items: [String]
    var equations: [LayoutSystem.Equation]
    var expected: [Rect]
    var description: String { name }
}

@Suite struct LayoutSystemTests {
    typealias E = LayoutSystem.Equation

    static func t(_ item: Int, _ attribute: LayoutAttribute, guide: String? = nil) -> LayoutSystem.Term {
        LayoutSystem.Term(item: item, attribute: attribute, guide: guide)
    }

    static let container = LayoutSystem.Item(
        name: "View", frame: Rect(x: 0, y: 0, width: 80, height: 23),
        isSolved: false)

    static func system(_ names: [String], _ equations: [E]) -> LayoutSystem {
        LayoutSystem(
            items: [container] + names.map { LayoutSystem.Item(name: $0, frame: .zero, isSolved: true) },
            equations: equations)
    }

    static let fourEdges = [
        E(t(1, .top), equalTo: t(0, .top, guide: "safeAreaLayoutGuide")),
        E(t(1, .bottom), equalTo: t(0, .bottom, guide: "safeAreaLayoutGuide")),
        E(t(1, .leading), equalTo: t(0, .leading)),
        E(t(1, .trailing), equalTo: t(0, .trailing)),
    ]

    static let cases: [SolverCase] = [
        SolverCase(
            name: "four edges", items: ["TableView"], equations: fourEdges,
            expected: [Rect(x: 0, y: 0, width: 80, height: 23)]),
        SolverCase(
            name: "edges with constants", items: ["TableView"],
            equations: [
                E(t(1, .top), equalTo: t(0, .top), constant: 1),
                E(t(1, .bottom), equalTo: t(0, .bottom), constant: -2),
                E(t(1, .leading), equalTo: t(0, .leading), constant: 4),
                E(t(1, .trailing), equalTo: t(0, .trailing), constant: -4),
            ],
            expected: [Rect(x: 4, y: 1, width: 72, height: 20)]),
        SolverCase(
            name: "leading, width, top, height", items: ["Label"],
            equations: [
                E(t(1, .leading), equalTo: t(0, .leading), constant: 5),
                E(t(1, .width), equalTo: nil, constant: 30),
                E(t(1, .top), equalTo: t(0, .top), constant: 2),
                E(t(1, .height), equalTo: nil, constant: 10),
            ],
            expected: [Rect(x: 5, y: 2, width: 30, height: 10)]),
        SolverCase(
            name: "centred, sizes rounded down", items: ["Label"],
            equations: [
                E(t(1, .centerX), equalTo: t(0, .centerX)),
                E(t(1, .centerY), equalTo: t(0, .centerY)),
                E(t(1, .width), equalTo: nil, constant: 20),
                E(t(1, .height), equalTo: nil, constant: 5),
            ],
            expected: [Rect(x: 30, y: 9, width: 20, height: 5)]),
        SolverCase(
            name: "trailing and width", items: ["Button"],
            equations: [
                E(t(1, .trailing), equalTo: t(0, .trailing), constant: -2),
                E(t(1, .width), equalTo: nil, constant: 10),
                E(t(1, .bottom), equalTo: t(0, .bottom)),
                E(t(1, .height), equalTo: nil, constant: 1),
            ],
            expected: [Rect(x: 68, y: 22, width: 10, height: 1)]),
        SolverCase(
            name: "leading and centre give the width", items: ["Label"],
            equations: [
                E(t(1, .leading), equalTo: t(0, .leading), constant: 10),
                E(t(1, .centerX), equalTo: t(0, .centerX)),
                E(t(1, .top), equalTo: t(0, .top)),
                E(t(1, .height), equalTo: nil, constant: 1),
            ],
            expected: [Rect(x: 10, y: 0, width: 60, height: 1)]),
        SolverCase(
            name: "a table below a title, listed before it", items: ["Label", "TableView"],
            equations: [
                E(t(2, .top), equalTo: t(1, .bottom)),
                E(t(2, .bottom), equalTo: t(0, .bottom)),
                E(t(2, .leading), equalTo: t(1, .leading)),
                E(t(2, .trailing), equalTo: t(1, .trailing)),
                E(t(1, .top), equalTo: t(0, .top)),
                E(t(1, .height), equalTo: nil, constant: 1),
                E(t(1, .leading), equalTo: t(0, .leading)),
                E(t(1, .trailing), equalTo: t(0, .trailing)),
            ],
            expected: [Rect(x: 0, y: 0, width: 80, height: 1), Rect(x: 0, y: 1, width: 80, height: 22)]),
        SolverCase(
            name: "a width equal to a height, across axes", items: ["ImageView"],
            equations: [
                E(t(1, .leading), equalTo: t(0, .leading)),
                E(t(1, .top), equalTo: t(0, .top)),
                E(t(1, .height), equalTo: nil, constant: 3),
                E(t(1, .width), equalTo: t(1, .height), constant: 3),
            ],
            expected: [Rect(x: 0, y: 0, width: 6, height: 3)]),
    ]

    @Test(arguments: cases)
    func solvesEqualitiesIntoFrames(_ c: SolverCase) {
        let solution = Self.system(c.items, c.equations).solved()
        #expect(Array(solution.frames.dropFirst()) == c.expected)
        #expect(solution.frames[0] == Self.container.frame)
        #expect(solution.issues.isEmpty)
    }

    @Test func conflictingWidthIsBrokenAndReportedWithTheEquationsThatFixedIt() {
        let width = E(Self.t(1, .width), equalTo: nil, constant: 40)
        let solution = Self.system(["TableView"], Self.fourEdges + [width]).solved()
        #expect(solution.frames[1] == Rect(x: 0, y: 0, width: 80, height: 23))
        #expect(solution.issues.map(\.kind) == [.unsatisfiable])
        #expect(
            solution.issues.first?.description == """
                [LayoutConstraints] Unable to simultaneously satisfy constraints in View (80×23):
                    TableView.leading == View.leading
                    TableView.trailing == View.trailing
                    TableView.width == 40
                Breaking TableView.width == 40: TableView.width is 80, not 40.
                """)
        #expect(solution.issues.first?.views == ["TableView"])
    }

    @Test func fixedItemThatDisagreesNamesItsAutoresizingMask() {
        let label = LayoutSystem.Item(name: "Label", frame: Rect(x: 0, y: 0, width: 5, height: 1), isSolved: false)
        let width = E(Self.t(1, .width), equalTo: nil, constant: 10, identifier: "title width")
        let solution = LayoutSystem(items: [Self.container, label], equations: [width]).solved()
        #expect(solution.frames[1] == Rect(x: 0, y: 0, width: 5, height: 1))
        #expect(
            solution.issues.first?.description == """
                [LayoutConstraints] Unable to simultaneously satisfy constraints in View (80×23):
                    'title width' Label.width == 10
                Breaking 'title width' Label.width == 10: Label.width is 5, not 10.
                Label is fixed at its frame (0, 0, 5, 1): its translatesAutoresizingMaskIntoConstraints is true.
                """)
    }

    @Test func negativeSizeIsReportedAndBecomesZero() {
        let solution = Self.system(
            ["Label"],
            [
                E(Self.t(1, .leading), equalTo: Self.t(0, .leading), constant: 50),
                E(Self.t(1, .trailing), equalTo: Self.t(0, .trailing), constant: -40),
                E(Self.t(1, .top), equalTo: Self.t(0, .top)),
                E(Self.t(1, .height), equalTo: nil, constant: 1),
            ]
        ).solved()
        #expect(solution.frames[1] == Rect(x: 50, y: 0, width: 0, height: 1))
        #expect(
            solution.issues.first?.description == """
                [LayoutConstraints] Unable to simultaneously satisfy constraints in View (80×23):
                    Label.leading == View.leading + 50
                    Label.trailing == View.trailing - 40
                Label.width would be -10 columns; it is 0.
                """)
    }

    @Test func viewWithOnlyALeadingEdgeIsAmbiguousAndKeepsItsFrameWidth() {
        let solution = Self.system(["TableView"], [Self.fourEdges[0], Self.fourEdges[1], Self.fourEdges[2]]).solved()
        #expect(solution.frames[1] == Rect(x: 0, y: 0, width: 0, height: 23))
        #expect(solution.issues.map(\.kind) == [.ambiguous])
        #expect(
            solution.issues.first?.description == """
                [LayoutConstraints] Ambiguous layout in View (80×23): TableView's width is not determined.
                    TableView.leading == View.leading
                Constrained: leading. Constrain one more of trailing, centerX, width.
                """)
    }

    @Test func unconstrainedViewIsAmbiguousAlongBothAxes() {
        let solution = Self.system(["Label"], []).solved()
        #expect(
            solution.issues.map(\.description) == [
                "[LayoutConstraints] Ambiguous layout in View (80×23): "
                    + "Label's horizontal position and width are not determined.\n"
                    + "Constrained: nothing. Constrain two of leading, trailing, centerX, width.",
                "[LayoutConstraints] Ambiguous layout in View (80×23): "
                    + "Label's vertical position and height are not determined.\n"
                    + "Constrained: nothing. Constrain two of top, bottom, centerY, height.",
            ])
    }

    /// Frames drawn at random, described by equations that each fix one item's part from
    /// the container or an earlier item, shuffled: the solver finds exactly those frames
    /// with no issue; one more width that disagrees is reported.
    @Test func randomConsistentSystemsSolveToTheirFrames() {
        let seed = SeededRandom.seed(1201)
        var rng = SeededRandom(seed: seed)
        var chained = 0
        var single = 0
        for round in 0..<300 {
            let count = Int.random(in: 1...6, using: &rng)
            var frames = [Self.container.frame]
            var equations: [E] = []
            for item in 1...count {
                let frame = Rect(
                    x: Int.random(in: 0...60, using: &rng), y: Int.random(in: 0...20, using: &rng),
                    width: Int.random(in: 0...20, using: &rng), height: Int.random(in: 0...3, using: &rng))
                frames.append(frame)
                for horizontal in [true, false] {
                    let parts: [LayoutAttribute] =
                        horizontal
                        ? [.leading, .trailing, .centerX, .width]
                        : [.top, .bottom, .centerY, .height]
                    var chosen = parts.shuffled(using: &rng).prefix(2)
                    // Start and centre fix only an even size; keep the pair exact otherwise.
                    let size = horizontal ? frame.width : frame.height
                    if size % 2 != 0 && !chosen.contains(parts[3]) && chosen.contains(parts[2]) {
                        chosen = [parts[2], parts[3]]
                    }
                    for attribute in chosen {
                        let value = Self.value(of: attribute, in: frame)
                        if attribute == .width || attribute == .height {
                            equations.append(E(Self.t(item, attribute), equalTo: nil, constant: value))
                        } else {
                            let other = Int.random(in: 0..<item, using: &rng)
                            if other > 0 { chained += 1 }
                            let positions = parts.filter { $0 != .width && $0 != .height }
                            let otherAttribute = positions.randomElement(using: &rng)!
                            equations.append(
                                E(
                                    Self.t(item, attribute), equalTo: Self.t(other, otherAttribute),
                                    constant: value - Self.value(of: otherAttribute, in: frames[other])))
                        }
                    }
                }
            }
            equations.shuffle(using: &rng)
            let system = LayoutSystem(
                items: [Self.container]
                    + (1...count).map {
                        LayoutSystem.Item(name: "V\($0)", frame: .zero, isSolved: true)
                    }, equations: equations)
            let solution = system.solved()
            #expect(solution.frames == frames, "seed \(seed) round \(round)")
            #expect(solution.issues.isEmpty, "seed \(seed) round \(round): \(solution.issues)")
            var broken = system
            let item = Int.random(in: 1...count, using: &rng)
            let wrong = E(Self.t(item, .width), equalTo: nil, constant: frames[item].width + 2)
            broken.equations.append(wrong)
            // A wrong width fixed before the item's other equations may carry on into the
            // items placed from it: one conflict at least, every issue naming a conflict.
            let issues = broken.solved().issues
            #expect(!issues.isEmpty && issues.allSatisfy { $0.kind == .unsatisfiable }, "seed \(seed) round \(round)")
            #expect(issues.contains { $0.constraints.contains(broken.describe(wrong)) }, "seed \(seed) round \(round)")
            if issues.count == 1 { single += 1 }
        }
        #expect(chained > 300, "the generator related too few items to other solved items")
        #expect(single > 250, "most broken systems should have one conflict")
    }

    static func value(of attribute: LayoutAttribute, in r: Rect) -> Int {
        switch attribute {
        case .leading: r.minX
        case .trailing: r.maxX
        case .centerX: r.minX + r.width / 2
        case .width: r.width
        case .top: r.minY
        case .bottom: r.maxY
        case .centerY: r.minY + r.height / 2
        case .height: r.height
        }
    }
}
