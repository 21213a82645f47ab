import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps

@Suite struct ListContentTests {
    func write(_ text: String, ext: String) -> String {
        let path = TemporaryFiles.unusedPath(extension: ext)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        return path
    }

    @Test func aDictionaryOfArraysBecomesSortedSections() throws {
        let c = try ListContent.load(path: write(#"{"b": ["x"], "a": ["y", "z"]}"#, ext: "json"))
        #expect(c.sections.map(\.title) == ["a", "b"])
        #expect(c.rows.map(\.text) == ["y", "z", "x"])
    }

    @Test func anArrayOfDictionariesShowsKeyAndDetail() throws {
        let c = try ListContent.load(path: write(#"[{"n": "Mac", "c": "White"}]"#, ext: "json"), key: "n", detail: "c")
        #expect(c.rows == [ListContent.Row(text: "Mac", detail: "White")])
    }

    @Test func anObjectWithoutTheDetailFieldShowsNoDetailAndTheOthersKeepTheirs() throws {
        let path = write(#"[{"name": "Ann", "age": 31}, {"name": "Bob"}, {"name": "Cy", "age": 7}]"#, ext: "json")
        let rows = try ListContent.load(path: path, key: "name", detail: "age").sections[0].rows
        #expect(rows.map(\.text) == ["Ann", "Bob", "Cy"])
        #expect(rows.map(\.detail) == ["31", nil, "7"])
    }

    @Test func theBundledNamesLoadAsTwentySomeSections() throws {
        let c = try ListContent.load(path: sortedNamesPath())
        #expect(c.count == 1950)
        #expect(c.sections.first?.title == "A")
        #expect(c.rows.first?.text == "Aaron")
    }

    @Test(arguments: [
        ("a\u{FF}b", "txt", ":1:2: invalid UTF-8 (byte 1)"),
        ("{\"a\": 1,\n \"b\": x}", "json", ":2:7: not valid JSON: invalid value"),
        ("42", "json", "cannot show a number at the top level"),
        (#"{"a": 3}"#, "json", "the value of key 'a' is a number, expected an array"),
        ("<plist><dict><key>a</key>", "plist", "not a valid property list"),
    ])
    func badFilesGiveOneClearError(text: String, ext: String, expected: String) {
        let path: String
        if text.contains("\u{FF}") {
            path = TemporaryFiles.unusedPath(extension: "txt")
            #expect(FileManager.default.createFile(atPath: path, contents: Data([0x61, 0xFF, 0x62])))
        } else {
            path = write(text, ext: ext)
        }
        do {
            _ = try ListContent.load(path: path)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
            #expect(error.description.hasPrefix(path))
        }
    }

    @Test func aMissingFileSaysSo() {
        #expect(throws: ListContentError("/no/such/file: no such file")) { try ListContent.load(path: "/no/such/file") }
    }

    @Test func filteringIsCaseAndDiacriticInsensitiveAndLiteral() {
        let c = ListContent(sections: [
            .init(title: "J", rows: [.init(text: "José"), .init(text: "Joan")]),
            .init(title: "Z", rows: [.init(text: "Zoë"), .init(text: "a.b")]),
            .init(title: "Q", rows: [.init(text: "axb")]),
        ])
        #expect(c.filtered("jose").map(\.rows) == [[0]])
        #expect(c.filtered("ZOE").map(\.rows) == [[2]])
        #expect(c.filtered("a.b").map(\.rows) == [[3]])  // the dot is literal
        #expect(c.filtered("").count == 3)
        #expect(c.filtered("nothing").isEmpty)
    }

    @Test func textFilesSplitOnEveryKindOfLineBreak() throws {
        let c = try ListContent.load(path: write("a\r\nb\r\nc\nd\r", ext: "txt"))
        #expect(c.rows.map(\.text) == ["a", "b", "c", "d"])
    }

    @Test func dictionariesShowTheirNameFieldByDefault() throws {
        let c = try ListContent.load(path: write(#"[{"dateCreated": "2025", "name": "Lamp"}]"#, ext: "json"))
        #expect(c.rows.first?.text == "Lamp")
    }

    @Test func nestedValuesShowAsJSON() throws {
        let c = try ListContent.load(path: write(#"[{"name": {"x": 1}}]"#, ext: "json"), key: "name")
        #expect(c.rows.first?.text == #"{"x":1}"#)
    }

    @Test func anEmptyJSONFileSaysSo() {
        let path = write("", ext: "json")
        #expect(throws: ListContentError("\(path): the file is empty")) { try ListContent.load(path: path) }
    }
}
