import Foundation
import TableKit
import Testing

@testable import TableKitApps

/// docs/KEYS.md is what the key maps generate (`tablekit keys --markdown`), as `--help` is
/// generated from the screen's bindings: the keys reference cannot drift from the keys.
@Suite("Keys reference")
@MainActor
struct KeysReferenceTests {
    /// The package's root: the first folder above this file that holds Package.swift.
    static var root: URL {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }

    /// With `RECORD_SNAPSHOTS=1` the file is written and the test fails, so that someone
    /// reads what changed.
    @Test func keysDocumentIsWhatTheKeyMapsGenerate() throws {
        let url = Self.root.appendingPathComponent("docs/KEYS.md")
        let generated = KeysReference.markdown()
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try generated.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded docs/KEYS.md: read it, then run again without RECORD_SNAPSHOTS")
            return
        }
        let document = try String(contentsOf: url, encoding: .utf8)
        #expect(
            document == generated,
            "docs/KEYS.md differs from the key maps: swift run tablekit keys --markdown > docs/KEYS.md")
    }

    @Test func everyKeyMapIsOneComponentWithItsBindings() {
        let maps = KeyMaps()
        let components = KeysReference.components(of: maps)
        let mapTypes = maps.all.map { String(describing: type(of: $0)) } + ["ViewerKeyMap"]  // tablekit view's, last
        #expect(components.map(\.typeName).sorted() == mapTypes.sorted())
        #expect(components.last?.name == "viewer" && components.last?.bindings == ViewerKeyMap().allBindings)
        for (component, map) in zip(components, maps.all) where component.typeName == String(describing: type(of: map))
        {
            #expect(component.bindings == map.allBindings, "\(component.name)")
        }
        #expect(components.first?.name == "table")
    }

    @Test func theReferenceShowsTheMapsItIsGiven() {
        var maps = KeyMaps()
        maps.window.quit.remap([.ctrl("q")], label: "^Q")
        let markdown = KeysReference.markdown(maps)
        #expect(markdown.contains("| ^Q | ^Q | quit | yes |"))
        #expect(!KeysReference.markdown().contains("| ^Q |"))
        maps.window.quit.remap([])
        #expect(!KeysReference.markdown(maps).contains("| quit |"))
    }

    @Test(arguments: [
        (KeyBinding([.up, .character("k")], help: "up"), "↑, k"),
        (KeyBinding([], characters: .letters, help: "jump"), "any letter"),
        (KeyBinding([.escape], characters: .printable, help: "type"), "Esc, any printable character"),
    ])
    func aBindingListsEveryKeyItAnswersTo(binding: KeyBinding, keys: String) {
        #expect(KeysReference.keys(of: binding) == keys)
    }

    @Test func aPipeInACellIsEscaped() {
        #expect(KeysReference.cell("a|b") == "a\\|b")
    }
}
