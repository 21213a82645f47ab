import Foundation
import Testing

@testable import TableKit
@testable import TableKitApps

/// The bindings of a key map by name (its stored `KeyBinding` properties, e.g. `pageDown`).
func bindingsByName(_ map: some KeyMap) -> [String: KeyBinding] {
    Dictionary(
        uniqueKeysWithValues: Mirror(reflecting: map).children.compactMap { child in
            (child.value as? KeyBinding).flatMap { b in child.label.map { ($0, b) } }
        })
}

/// Every key map of `KeyMaps.current` by its name there (`"table"`, `"window"`).
@MainActor
func keyMapsByName() -> [String: any KeyMap] {
    Dictionary(
        uniqueKeysWithValues: Mirror(reflecting: KeyMaps.current).children.compactMap { child in
            (child.value as? any KeyMap).flatMap { m in child.label.map { ($0, m) } }
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

/// Bindings of one key map that a table's rows run: all of them, or only those named.
struct KeyMapUse: Sendable {
    /// The map's name in `KeyMaps` (`"table"`).
    var map: String
    /// The bindings' names (`"pageDown"`); nil for every binding of the map.
    var only: Set<String>?
    /// Every binding of `map` but those named.
    var except: Set<String> = []
}

/// A component's action table, in each of its modes, and the key map bindings its rows run.
struct KeyActionCase: CustomStringConvertible, Sendable {
    var description: String
    var uses: [KeyMapUse]
    /// The component's table in each mode (editing or not, a field focused or a button).
    var modes: @MainActor @Sendable () -> [KeyActionTable]

    /// The bindings the rows run, by row name.
    @MainActor var bindings: [String: KeyBinding] {
        let maps = keyMapsByName()
        var all: [String: KeyBinding] = [:]
        for use in uses {
            guard let map = maps[use.map] else { continue }
            for (name, b) in bindingsByName(map) where (use.only?.contains(name) ?? true) && !use.except.contains(name)
            {
                all[name] = b
            }
        }
        return all
    }

    /// The bindings' names as `map.binding`, for the walk over every map.
    @MainActor var covered: Set<String> {
        let maps = keyMapsByName()
        var names = Set<String>()
        for use in uses {
            guard let map = maps[use.map] else { continue }
            for name in bindingsByName(map).keys where (use.only?.contains(name) ?? true) && !use.except.contains(name)
            {
                names.insert("\(use.map).\(name)")
            }
        }
        return names
    }
}

/// Every component that dispatches keys: each through an action table.
let keyActionCases: [KeyActionCase] = [
    KeyActionCase(
        description: "table",
        uses: [
            KeyMapUse(
                map: "table",
                except: [
                    "endEditing", "pressControl", "focusControls", "nextControl", "previousControl", "leaveControls",
                ])
        ],
        modes: {
            let multiple = TableView()
            multiple.allowsMultipleSelection = true
            let editing = TableView()
            editing.setEditing(true, animated: false)
            return [TableView().keyActions, multiple.keyActions, editing.keyActions]
        }),
    KeyActionCase(
        description: "table view controller",
        uses: [
            KeyMapUse(map: "search", only: ["begin", "results", "cancel"]), KeyMapUse(map: "refresh"),
            KeyMapUse(map: "table", only: ["endEditing"]),
        ],
        modes: {
            let editing = TableViewController()
            editing.setEditing(true, animated: false)
            return [TableViewController().keyActions, editing.keyActions]
        }),
    KeyActionCase(
        description: "section index", uses: [KeyMapUse(map: "sectionIndex")],
        modes: { [SectionIndexView().keyActions(titles: ["A", "B"])] }),
    KeyActionCase(
        description: "search bar", uses: [KeyMapUse(map: "searchBar"), KeyMapUse(map: "search", only: ["results"])],
        modes: {
            let scoped = SearchBar()
            scoped.scopeButtonTitles = ["All", "A"]
            scoped.showsScopeBar = true
            return [SearchBar().keyActions, scoped.keyActions]
        }),
    KeyActionCase(
        description: "row actions", uses: [KeyMapUse(map: "rowActions")],
        modes: { [KeyActionCoverageTests.openRowActions().rowActionsView.keyActions ?? KeyActionTable([])] }),
    KeyActionCase(
        description: "text field", uses: [KeyMapUse(map: "textField")], modes: { [TextField().keyActions] }),
    KeyActionCase(
        description: "alert buttons",
        uses: [
            KeyMapUse(map: "alert"), KeyMapUse(map: "textField", only: ["nextField", "previousField"]),
            KeyMapUse(map: "window", only: ["quit"]),
        ],
        modes: { [KeyActionCoverageTests.alert(fields: 1).buttonKeyActions] }),
    KeyActionCase(
        description: "alert text field",
        uses: [KeyMapUse(map: "textField", except: ["endEditing"]), KeyMapUse(map: "alert", only: ["cancel"])],
        modes: { [KeyActionCoverageTests.alert(fields: 1).fieldKeyActions(0)] }),
    KeyActionCase(
        description: "action sheet", uses: [KeyMapUse(map: "actionSheet")],
        modes: { [ActionSheetView(alert: KeyActionCoverageTests.alert(fields: 0)).keyActions] }),
    KeyActionCase(
        description: "navigation",
        uses: [KeyMapUse(map: "navigation"), KeyMapUse(map: "search", only: ["begin", "results", "cancel"])],
        modes: { [NavigationController(rootViewController: ViewController()).keyActions] }),
    KeyActionCase(
        description: "navigation bar",
        uses: [KeyMapUse(map: "navigationBar"), KeyMapUse(map: "window", only: ["help", "quit"])],
        modes: { [NavigationBar().keyActions] }),
    KeyActionCase(
        description: "window", uses: [KeyMapUse(map: "window")],
        modes: { [KeyActionCoverageTests.window().windowKeyActions] }),
    KeyActionCase(
        description: "full help", uses: [KeyMapUse(map: "help"), KeyMapUse(map: "window", only: ["quit"])],
        modes: {
            [
                Window.fullHelpKeyActions(for: KeyActionCoverageTests.window(), scrolls: true),
                Window.fullHelpKeyActions(for: KeyActionCoverageTests.window(), scrolls: false),
            ]
        }),
    KeyActionCase(
        description: "sheet", uses: [KeyMapUse(map: "sheet")],
        modes: { [KeyActionCoverageTests.window().sheetKeyActions] }),
    KeyActionCase(
        description: "button", uses: [KeyMapUse(map: "button")], modes: { [Button(title: "OK").keyActions] }),
    KeyActionCase(
        description: "switch", uses: [KeyMapUse(map: "switchControl")], modes: { [Switch().keyActions] }),
    KeyActionCase(
        description: "segmented control", uses: [KeyMapUse(map: "segmentedControl")],
        modes: { [SegmentedControl(items: ["a", "b"]).keyActions] }),
    KeyActionCase(description: "stepper", uses: [KeyMapUse(map: "stepper")], modes: { [Stepper().keyActions] }),
    KeyActionCase(description: "slider", uses: [KeyMapUse(map: "slider")], modes: { [Slider().keyActions] }),
    KeyActionCase(
        description: "row controls",
        uses: [KeyMapUse(map: "table", only: ["pressControl", "focusControls"])],
        modes: { [TableView().rowControlKeyActions] }),
    KeyActionCase(
        description: "focused row controls",
        uses: [KeyMapUse(map: "table", only: ["nextControl", "previousControl", "leaveControls"])],
        modes: { [KeyMapWalkTests().focusedRowControlKeyActions()] }),
    KeyActionCase(
        description: "list search", uses: [KeyMapUse(map: "search")],
        modes: {
            [
                SearchKeyActions(
                    begin: {}, isTyping: { false }, toResults: {}, isSearching: { false }, cancel: {},
                    canGoToMatches: { false }, goToMatch: { _ in }
                ).table
            ]
        }),
]

/// Each component's action table against its key maps: the rows are exactly the bindings
/// the component runs (a binding no action handles fails), every binding of every key map
/// is run by some component's table (a key handled outside a table fails), help lists
/// every row (an action no help lists fails), and no key runs two rows in one mode.
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

    /// An alert with OK and Cancel and `fields` text fields.
    static func alert(fields: Int) -> Alert {
        let a = Alert(title: "Rename", message: nil)
        a.addAction(AlertAction(title: "OK"))
        a.addAction(AlertAction(title: "Cancel", style: .cancel))
        for _ in 0..<fields { a.addTextField() }
        keepAlive.append(a)
        return a
    }

    /// A window over an empty controller.
    static func window() -> Window {
        let w = Window(rootViewController: ViewController(), size: Size(width: 40, height: 10))
        keepAlive.append(w)
        return w
    }

    @Test(arguments: keyActionCases)
    func theRowsAreTheBindingsTheComponentRuns(_ c: KeyActionCase) {
        let names = Set(c.bindings.keys)
        for table in c.modes() {
            #expect(!table.actions.isEmpty, "\(c)")
            #expect(Set(table.actions.map(\.name)) == names, "\(c)")
        }
    }

    @Test func everyBindingOfEveryKeyMapIsRunByATable() {
        let covered = keyActionCases.reduce(into: Set<String>()) { $0.formUnion($1.covered) }
        for (mapName, map) in keyMapsByName() {
            for name in bindingsByName(map).keys {
                #expect(covered.contains("\(mapName).\(name)"), "no action table runs \(mapName).\(name)")
            }
        }
        #expect(covered.count > 60)
    }

    @Test(arguments: keyActionCases)
    func helpListsEveryAction(_ c: KeyActionCase) {
        for mode in c.modes() {
            let table = everyRowApplying(mode)
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
    }

    /// A row runs the keys of its own binding in the key map (a subset where the state
    /// takes some away: Space does not page while it toggles).
    @Test(arguments: keyActionCases)
    func everyRowRunsTheKeysOfItsBinding(_ c: KeyActionCase) {
        let bindings = c.bindings
        for table in c.modes() {
            for row in table.actions {
                guard let binding = bindings[row.name] else { continue }  // reported above
                #expect(row.binding.keys.allSatisfy(binding.keys.contains), "\(c): \(row.name)")
                #expect(row.binding.characters == binding.characters, "\(c): \(row.name)")
            }
        }
    }

    /// In each mode of a component, a key is in the binding of at most one row that
    /// applies, so what help lists for it is what it does (Space pages down, or toggles
    /// where several rows may be selected, never both).
    @Test(arguments: keyActionCases)
    func noKeyIsBoundToTwoActionsInOneMode(_ c: KeyActionCase) {
        for (mode, table) in c.modes().enumerated() {
            var owner: [Key: String] = [:]
            for row in table.actions where row.applies() {
                for key in row.binding.keys {
                    if let other = owner[key] {
                        Issue.record("\(c), mode \(mode): \(key) is bound to \(other) and \(row.name)")
                    }
                    owner[key] = row.name
                }
            }
        }
    }

    /// The keys reference's "on the help line" column is the binding's
    /// `showsInShortHelp`: for each row of the component's own map (the first it uses;
    /// a binding taken from another map follows that map's component), the entry help
    /// builds for it (its own, or its group's) says the same.
    @Test(arguments: keyActionCases)
    func theHelpLineShowsARowWhereItsBindingSaysSo(_ c: KeyActionCase) {
        let own = KeyActionCase(description: c.description, uses: Array(c.uses.prefix(1)), modes: c.modes).bindings
        for mode in c.modes() {
            let table = everyRowApplying(mode)
            let help = table.keyBindings
            for row in table.actions where !row.binding.keys.isEmpty && own[row.name] != nil {
                // The smallest entry with the row's keys: its own, not a group that also has them.
                let entries = help.filter { e in row.binding.keys.allSatisfy(e.keys.contains) }
                guard let entry = entries.min(by: { $0.keys.count < $1.keys.count }) else {
                    continue  // reported by helpListsEveryAction
                }
                #expect(
                    entry.showsInShortHelp == row.binding.showsInShortHelp,
                    "\(c): \(row.name) is \(entry.showsInShortHelp ? "" : "not ")on the help line")
            }
        }
    }

    /// A key two bindings of one map share is explained by one of the map's notes, which
    /// the keys reference prints.
    @Test func everyKeyTwoBindingsShareHasANote() {
        for (name, map) in keyMapsByName() {
            var seen: [Key: Int] = [:]
            for b in map.allBindings { for k in Set(b.keys) { seen[k, default: 0] += 1 } }
            for (key, count) in seen where count > 1 {
                #expect(
                    map.keyNotes.contains { $0.hasPrefix(key.description + " ") },
                    "\(name): \(key) is in \(count) bindings and no note says which runs it")
            }
        }
    }

    @Test func spacePagesDownUnlessSeveralRowsMayBeSelected() {
        let single = TableView().keyActions
        #expect(single.action(for: .character(" "))?.name == "pageDown")
        let multiple = TableView()
        multiple.allowsMultipleSelection = true
        #expect(multiple.keyActions.action(for: .character(" "))?.name == "toggle")
    }
}
