import Foundation
import Testing

/// No component dispatches a key by hand: every key goes through an action table
/// (`KeyActionTable`), so its help is built from the same rows. The sources and examples
/// are read for the shapes a hand-written dispatch takes.
@Suite struct KeyDispatchSourceTests {
    /// What a hand-written key dispatch looks like: a branch on a binding matching the
    /// event, a `switch` over a key, a `case` or comparison with one literal key.
    static let handWritten = [
        #"\b(if|guard|while|where)\b.*\.matches\((event|key|k)\)"#,
        #"\bswitch +key\b"#,
        #"case \.key\(\.[a-zA-Z]+"#,
        #"== \.key\("#,
    ]

    /// ⌃C is the terminal's interrupt, not a binding: it quits from anywhere, whatever the
    /// key maps say (`WindowKeyMap.quit`).
    static let interrupt = #"if case .key(.ctrl("c")) = event {"#

    /// Every Swift file under Sources/ and Examples/ but the key binding types themselves
    /// (Events/, where `matches` is defined), by path from the package root.
    static func sources() throws -> [(path: String, text: String)] {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        var files: [(String, String)] = []
        for folder in ["Sources", "Examples"] {
            let base = url.appendingPathComponent(folder)
            let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            while let file = walk?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let path = String(file.path.dropFirst(url.path.count + 1))
                if path.hasPrefix("Sources/TableKit/Events/") { continue }
                files.append((path, try String(contentsOf: file, encoding: .utf8)))
            }
        }
        return files
    }

    @Test func noKeyIsDispatchedOutsideAnActionTable() throws {
        let patterns = try Self.handWritten.map { try Regex($0) }
        let files = try Self.sources()
        #expect(files.count > 100)
        for (path, text) in files {
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("///"), !code.hasPrefix("//"), code != Self.interrupt else { continue }
                for p in patterns where line.contains(p) {
                    Issue.record("\(path):\(n + 1): a key dispatched by hand: \(code)")
                }
            }
        }
    }

    @Test(arguments: [
        ("if map.help.matches(event) {", true),
        ("} else if keys.cancel.matches(event) && active {", true),
        ("guard KeyMaps.current.table.details.matches(key), hasButton else {", true),
        ("case .key(.character(\"n\")): addNewItem()", true),
        ("handle(event) || event == .key(.left)", true),
        ("switch key {", true),
        ("return keyActions.perform(key) ?? false", false),
        ("switch event {", false),
        ("bottom = keyActions.action(for: key)?.name == \"bottom\"", false),
    ])
    func theShapesOfAHandWrittenDispatchAreFound(line: String, found: Bool) throws {
        let patterns = try Self.handWritten.map { try Regex($0) }
        #expect(patterns.contains { line.contains($0) } == found)
    }
}
