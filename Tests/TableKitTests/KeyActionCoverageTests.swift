import Foundation
import Testing

@testable import TableKit

/// The bindings of a key map by name (its stored `KeyBinding` properties, e.g. `pageDown`).
func bindingsByName(_ map: some KeyMap) -> [String: KeyBinding] {
    Dictionary(
        uniqueKeysWithValues: Mirror(reflecting: map).children.compactMap { child in
            (child.value as? KeyBinding).flatMap { b in child.label.map { ($0, b) } }
        })
}

/// The table with every row applying and listed: what help lists at most.
@MainActor
func everyRowApplying(_ table: KeyActionTable) -> KeyActionTable {
    KeyActionTable(
        table.actions.map { a in
            var a = a
            a.applies = { true }
            a.isListed = { true }
            return a
        })
}

/// A component's action table and its key map, and the map's bindings another part handles.
struct KeyActionCase: CustomStringConvertible, Sendable {
    var description: String
    var handledElsewhere: Set<String> = []
    var bindings: @MainActor @Sendable () -> [String: KeyBinding]
    var table: @MainActor @Sendable () -> KeyActionTable
}

/// Every component that dispatches through an action table.
let keyActionCases: [KeyActionCase] = [
    // Editing and row actions (TableView+Editing), columns, the detail button and the
    // row's controls (Cells/), and Esc ending editing (TableViewController) are handled
    // beside the rows.
    KeyActionCase(
        description: "table rows",
        handledElsewhere: [
            "delete", "moveRowUp", "moveRowDown", "actions", "leadingActions",
            "columnLeft", "columnRight", "sort", "details", "endEditing",
            "pressControl", "focusControls", "nextControl", "previousControl", "leaveControls",
        ],
        bindings: { bindingsByName(KeyMaps.current.table) },
        table: { TableView().rowKeyActions }),
    KeyActionCase(
        description: "section index", bindings: { bindingsByName(KeyMaps.current.sectionIndex) },
        table: { SectionIndexView().keyActions(titles: ["A", "B"]) }),
    KeyActionCase(
        description: "search bar", bindings: { bindingsByName(KeyMaps.current.searchBar) },
        table: { SearchBar().keyActions }),
    KeyActionCase(
        description: "row actions", bindings: { bindingsByName(KeyMaps.current.rowActions) },
        table: { KeyActionCoverageTests.openRowActions().rowActionsView.keyActions ?? KeyActionTable([]) }),
    KeyActionCase(
        description: "text field", bindings: { bindingsByName(KeyMaps.current.textField) },
        table: { TextField().keyActions }),
    KeyActionCase(
        description: "button", bindings: { bindingsByName(KeyMaps.current.button) },
        table: { Button(title: "OK").keyActions }),
    KeyActionCase(
        description: "switch", bindings: { bindingsByName(KeyMaps.current.switchControl) },
        table: { Switch().keyActions }),
    KeyActionCase(
        description: "segmented control", bindings: { bindingsByName(KeyMaps.current.segmentedControl) },
        table: { SegmentedControl(items: ["a", "b"]).keyActions }),
    KeyActionCase(
        description: "stepper", bindings: { bindingsByName(KeyMaps.current.stepper) }, table: { Stepper().keyActions }),
    KeyActionCase(
        description: "slider", bindings: { bindingsByName(KeyMaps.current.slider) }, table: { Slider().keyActions }),
]

/// Each component's action table against its key map: every binding of the map has the
/// row of its name (a binding no action handles fails), and help lists every row (an
/// action no help lists fails).
@MainActor
@Suite struct KeyActionCoverageTests {
    /// A table with two trailing actions open on its first row.
    static func openRowActions() -> TableView {
        let ds = ModelDataSource([["mail", "news"]])
        ds.swipeActions = { _ in
            SwipeActionsConfiguration(actions: [
                ContextualAction(style: .destructive, title: "Trash") { _, d in d(true) },
                ContextualAction(style: .normal, title: "Flag") { _, d in d(true) },
            ])
        }
        keepAlive.append(ds)
        let t = ds.makeTable()
        _ = t.showTrailingActions(forRowAt: IndexPath(row: 0, section: 0))
        t.layoutIfNeeded()
        keepAlive.append(t)  // the actions view holds its table weakly
        return t
    }

    @Test(arguments: keyActionCases)
    func everyBindingOfTheKeyMapHasItsAction(_ c: KeyActionCase) {
        let rows = c.table().actions.map(\.name)
        #expect(!rows.isEmpty)
        let names = Set(c.bindings().keys)
        #expect(Set(rows) == names.subtracting(c.handledElsewhere), "\(c)")
        #expect(c.handledElsewhere.isSubset(of: names), "\(c): a binding listed as handled elsewhere is gone")
    }

    @Test(arguments: keyActionCases)
    func helpListsEveryAction(_ c: KeyActionCase) {
        let table = everyRowApplying(c.table())
        let help = table.keyBindings
        for row in table.actions {
            let listed = help.contains { entry in
                row.binding.keys.allSatisfy(entry.keys.contains)
                    && (row.binding.characters == nil
                        || entry.characters == row.binding.characters)
            }
            #expect(listed, "\(c): help does not list \(row.name)")
        }
        #expect(
            help.flatMap(\.keys).count == table.actions.flatMap(\.binding.keys).count,
            "\(c): help lists keys no row runs")
    }

    /// A row runs the keys of its own binding in the key map (a subset where the state
    /// takes some away: Space does not page while it toggles).
    @Test(arguments: keyActionCases)
    func everyRowRunsTheKeysOfItsBinding(_ c: KeyActionCase) {
        let bindings = c.bindings()
        for row in c.table().actions {
            guard let binding = bindings[row.name] else { continue }  // reported above
            #expect(row.binding.keys.allSatisfy(binding.keys.contains), "\(c): \(row.name)")
            #expect(row.binding.characters == binding.characters, "\(c): \(row.name)")
        }
    }
}
