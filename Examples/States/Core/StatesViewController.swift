import Foundation
import TableKit
import TableKitApps

/// The States screen, written as the Table View Programming Guide's indexed-list listing
/// ("Populating an Indexed List", `UILocalizedIndexedCollation`): the controller files the
/// states itself in four steps (``configureSections(_:collation:)``) and answers the
/// section index from the collation; its data source reads the arrays those steps build
/// (``states``). Searching, the status line and the keys come from
/// ``IndexedListViewController``, over rows made from the same arrays in the same order.
@MainActor
public final class StatesViewController: IndexedListViewController {
    /// The collation the states are filed by; the section index and the header titles are its.
    public let collation: IndexedCollation
    /// One array per collation section (``IndexedCollation/sectionTitles``), each sorted by
    /// the collation; empty arrays for sections no state falls in. The guide's `states`.
    public let states: [[USState]]

    /// The screen for `states` filed by `collation`, details formatted for its locale.
    /// - Complexity: that of ``configureSections(_:collation:)``.
    public init(states: [USState], collation: IndexedCollation) {
        self.collation = collation
        let sections = Self.configureSections(states, collation: collation)
        self.states = sections
        let locale = Locale(identifier: collation.localeIdentifier)
        self.locale = locale
        let content = ListContent(
            sections: zip(collation.sectionTitles, sections).map { title, states in
                ListContent.Section(
                    title: title, rows: states.map { ListContent.Row(text: $0.name, detail: $0.detail(locale: locale)) }
                )
            })
        super.init(content: content, style: .plain, noun: "states")
        title = "States"
    }

    /// The guide's `configureSections` (Listing 4-9), step by step: (1) each state's
    /// ``USState/sectionNumber`` from `section(for:collationStringSelector:)` (here a key
    /// path); (2) one empty array per section title; (3) each state into the array of its
    /// `sectionNumber`; (4) each array sorted by the collation
    /// (`sortedArray(from:collationStringSelector:)`).
    /// - Returns: exactly `collation.sectionTitles.count` arrays, every state with its
    ///   `sectionNumber` set.
    /// - Complexity: O(n log b) to file n states into b sections, then the collation's sort
    ///   per section.
    public static func configureSections(_ states: [USState], collation: IndexedCollation) -> [[USState]] {
        var states = states
        // 1. The section number of each state.
        for i in states.indices {
            states[i].sectionNumber = collation.section(for: states[i], collationStringKeyPath: \.name)
        }
        // 2. An empty array per section.
        var sectionArrays = [[USState]](repeating: [], count: collation.sectionTitles.count)
        // 3. Each state into the array of its section number.
        for state in states { sectionArrays[state.sectionNumber].append(state) }
        // 4. Each array sorted by the collation.
        return sectionArrays.map { collation.sortedArray(from: $0, collationStringKeyPath: \.name) }
    }

    /// The collation section shown at table section `section` (they differ only while
    /// searching, when sections with no match are left out).
    private func collationSection(_ section: Int) -> Int { shown[section].section }

    /// The detail of a row: capital and population for the collation's locale.
    private let locale: Locale

    // MARK: Data source, as the guide writes it (Listing 4-10), reading ``states``

    /// One section per array of ``states``; while searching, the sections with matches.
    public override func numberOfSections(in tableView: TableView) -> Int {
        searchController.isActive ? super.numberOfSections(in: tableView) : states.count
    }

    /// The states of the section's array; while searching, its matches.
    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        searchController.isActive ? super.tableView(tableView, numberOfRowsInSection: section) : states[section].count
    }

    /// The state's name, with its capital and population as detail; while searching, the
    /// match's row (the same text: the search runs over rows made from ``states``).
    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard !searchController.isActive else { return super.tableView(tableView, cellForRowAt: indexPath) }
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let state = states[indexPath.section][indexPath.row]
        cell.textLabel?.text = state.name
        cell.detailTextLabel?.text = state.detail(locale: locale)
        return cell
    }

    /// The collation's title for a section with states; nil for an empty one.
    public override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        let s = collationSection(section)
        return states[s].isEmpty ? nil : collation.sectionTitles[s]
    }

    /// The collation's `sectionIndexTitles`, after the search entry; nil while searching.
    public override func sectionIndexTitles(for tableView: TableView) -> [String]? {
        guard !searchController.isActive else { return nil }
        return [TableView.indexSearch] + collation.sectionIndexTitles
    }

    /// The collation's `section(forSectionIndexTitleAt:)` (the entry after the search
    /// entry); -1 (nothing to do) for the search entry.
    public override func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int)
        -> Int
    {
        guard index > 0 else { return -1 }
        let section = collation.section(forSectionIndexTitleAt: index - 1)
        return shown.firstIndex { $0.section == section } ?? -1
    }
}
