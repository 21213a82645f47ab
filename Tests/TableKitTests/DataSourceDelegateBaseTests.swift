import Foundation
import Testing

@testable import TableKit

/// An ``ArrayDataSource`` subclass that overrides every data source method and records
/// each call by its selector.
@MainActor
final class EveryDataSourceMemberOverridden: ArrayDataSource<String, TableViewCell> {
    var calls: [String] = []

    init() { super.init(items: ["a"], cellIdentifier: "c") { _, _ in } }

    private func record<T>(_ selector: String, _ answer: T) -> T {
        calls.append(selector)
        return answer
    }

    override func numberOfSections(in tableView: TableView) -> Int { record(#function, 1) }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { record(#function, 1) }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        record(#function, TableViewCell(style: .default, reuseIdentifier: nil))
    }
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        record(#function, nil)
    }
    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        record(#function, nil)
    }
    override func sectionIndexTitles(for tableView: TableView) -> [String]? { record(#function, nil) }
    override func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        record(#function, 0)
    }
    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        record(#function, true)
    }
    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        record(#function, true)
    }
    override func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        record(#function, ())
    }
    override func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        record(#function, ())
    }
}

/// The one base for a controller that is its table's data source and delegate
/// (``DataSourceViewController``, under ``TableViewController`` and TableKitApps' lists),
/// and ``ArrayDataSource``: every protocol method is an open member there, an override of
/// each is what the table calls, and the lists cannot drift from the protocols.
@MainActor
@Suite struct DataSourceDelegateBaseTests {
    @Test(arguments: DataSourceDelegateMember.allCases)
    func theBaseCallsASubclassOverrideOf(_ member: DataSourceDelegateMember) {
        let vc = EveryMemberOverridden()
        member.call(on: vc, table: TableView())
        #expect(vc.calls == [member.rawValue])
    }

    @Test(arguments: DataSourceDelegateMember.dataSourceMembers)
    func theArrayDataSourceCallsASubclassOverrideOf(_ member: DataSourceDelegateMember) {
        let ds = EveryDataSourceMemberOverridden()
        member.call(on: ds, table: TableView())
        #expect(ds.calls == [member.rawValue])
    }

    /// The protocols' requirements, read from their source, are the base's open members and
    /// the cases the override tests walk: a new requirement fails here until both have it.
    @Test func theProtocolsRequirementsAreTheBasesOpenMembers() throws {
        let required = try SourceDeclarations.requirements(ofProtocols: [
            "TableViewDataSource": "TableViewDataSource.swift",
            "TableViewDelegate": "TableViewDelegate.swift",
            "ScrollViewDelegate": "ScrollViewDelegate.swift",
        ])
        let members = try SourceDeclarations.openMembers(inFile: "DataSourceViewController.swift")
        #expect(required.count == 48)
        #expect(Set(members) == Set(required))
        #expect(members.count == Set(members).count)
        #expect(Set(DataSourceDelegateMember.allCases.map(\.rawValue)) == Set(required))
    }

    @Test func theDataSourceRequirementsAreTheArrayDataSourcesOpenMembers() throws {
        let required = try SourceDeclarations.requirements(ofProtocols: [
            "TableViewDataSource": "TableViewDataSource.swift"
        ])
        let members = try SourceDeclarations.openMembers(inFile: "ArrayDataSource.swift")
        #expect(required.count == 11)
        #expect(Set(members) == Set(required))
        #expect(DataSourceDelegateMember.dataSourceMembers.map(\.rawValue).sorted() == required.sorted())
    }

    /// A subclass that overrides nothing answers as the protocol's defaults do, and the
    /// table learns from them that nothing is implemented.
    @Test func theBaseAnswersThroughTheProtocolDefaults() {
        let vc = DataSourceViewController()
        let t = TableView()
        let ip = IndexPath(row: 0, section: 0)
        #expect(t.implements(.heightForRowAt) { _ = vc.tableView(t, heightForRowAt: ip) } == false)
        #expect(t.implements(.estimatedHeightForRowAt) { _ = vc.tableView(t, estimatedHeightForRowAt: ip) } == false)
        #expect(t.implements(.viewForHeaderInSection) { _ = vc.tableView(t, viewForHeaderInSection: 0) } == false)
        #expect(t.implements(.viewForFooterInSection) { _ = vc.tableView(t, viewForFooterInSection: 0) } == false)
        #expect(t.implements(.moveRowAt) { vc.tableView(t, moveRowAt: ip, to: ip) } == false)
        #expect(t.implements(.commit) { vc.tableView(t, commit: .delete, forRowAt: ip) } == false)
        #expect(t.implements(.canEditRowAt) { _ = vc.tableView(t, canEditRowAt: ip) } == false)
        #expect(vc.numberOfSections(in: t) == 1 && vc.tableView(t, numberOfRowsInSection: 0) == 0)
        #expect(vc.tableView(t, willSelectRowAt: ip) == ip && vc.tableView(t, editingStyleForRowAt: ip) == .delete)
        #expect(vc.tableView(t, titleForDeleteConfirmationButtonForRowAt: ip) == "Delete")
        #expect(!vc.providesRowHeights && !vc.providesEstimatedRowHeights)
    }

    /// An override counts as implemented: the table's record of defaults stays empty.
    @Test(arguments: DefaultMethod.allCases)
    func anOverrideIsSeenAsImplemented(_ method: DefaultMethod) {
        let vc = EveryMemberOverridden()
        let t = TableView()
        let member: DataSourceDelegateMember =
            switch method {
            case .heightForRowAt: .heightForRowAt
            case .estimatedHeightForRowAt: .estimatedHeightForRowAt
            case .viewForHeaderInSection: .viewForHeaderInSection
            case .viewForFooterInSection: .viewForFooterInSection
            case .moveRowAt: .moveRowAt
            case .commit: .commit
            case .canEditRowAt: .canEditRowAt
            }
        #expect(t.implements(method) { member.call(on: vc, table: t) })
        #expect(vc.calls == [member.rawValue])
    }

    /// A `TableViewController` subclass's overrides are called through the base, and its
    /// own pull-down answer (start refreshing) is an override of the base's.
    @Test func aTableViewControllerSubclassOverridesTheBase() {
        final class Pulled: TableViewController {
            var pulls = 0
            override func tableViewDidPullDown(_ tableView: TableView) { pulls += 1 }
        }
        let vc = Pulled()
        DataSourceDelegateMember.didPullDown.call(on: vc, table: vc.tableView)
        #expect(vc.pulls == 1)
        #expect(vc.tableView.dataSource === vc && vc.tableView.delegate === vc)
    }
}

/// Declarations read from TableKit's source files: the requirements of a protocol and the
/// `open` members of a class, each named as its selector (`tableView(_:heightForRowAt:)`,
/// `providesRowHeights`).
enum SourceDeclarations {
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// The requirements of each protocol, read from the file of that name under Sources/TableKit.
    static func requirements(ofProtocols protocols: [String: String]) throws -> [String] {
        try protocols.sorted { $0.key < $1.key }.flatMap { name, file in
            let text = try source(named: file)
            guard let start = text.range(of: "public protocol \(name)") else {
                throw Missing(description: "no protocol \(name) in \(file)")
            }
            return selectors(in: body(of: text[start.lowerBound...]), prefix: "")
        }
    }

    /// The `open` methods and properties declared in the file of that name under Sources/TableKit.
    static func openMembers(inFile file: String) throws -> [String] {
        selectors(in: Substring(try source(named: file)), prefix: "open ")
    }

    /// The text from the first `{` to its matching `}`.
    private static func body(of text: Substring) -> Substring {
        var depth = 0
        var start: String.Index?
        for i in text.indices {
            if text[i] == "{" {
                if depth == 0 { start = text.index(after: i) }
                depth += 1
            } else if text[i] == "}" {
                depth -= 1
                if depth == 0, let start { return text[start..<i] }
            }
        }
        return text
    }

    /// The selectors of the `func` and `var` declarations starting with `prefix`, doc
    /// comments left out.
    private static func selectors(in text: Substring, prefix: String) -> [String] {
        let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .joined(separator: " ")
        let pattern = #"(?:^|\s)"# + prefix + #"(?:func\s+(\w+)\s*\(([^)]*)\)|var\s+(\w+)\s*:)"#
        let regex = try! NSRegularExpression(pattern: pattern)
        let ns = code as NSString
        return regex.matches(in: code, range: NSRange(location: 0, length: ns.length)).map { m in
            if m.range(at: 3).location != NSNotFound { return ns.substring(with: m.range(at: 3)) }
            let name = ns.substring(with: m.range(at: 1))
            let params = ns.substring(with: m.range(at: 2)).split(separator: ",")
            let labels = params.compactMap { $0.split(separator: ":").first?.split(separator: " ").first }
            return name + "(" + labels.map { "\($0):" }.joined() + ")"
        }
    }

    /// The text of the file `name` under Sources/TableKit, wherever it sits in its folders.
    private static func source(named name: String) throws -> String {
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            guard root.path != "/" else { throw Missing(description: "no Package.swift above \(#filePath)") }
            root.deleteLastPathComponent()
        }
        let sources = root.appendingPathComponent("Sources/TableKit")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            if url.lastPathComponent == name { return try String(contentsOf: url, encoding: .utf8) }
        }
        throw Missing(description: "no \(name) under \(sources.path)")
    }
}
