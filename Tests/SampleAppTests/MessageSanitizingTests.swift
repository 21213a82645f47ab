import Foundation
import StatesCore
import TableKitTestSupport
import Testing
import TimeZonesCore

@testable import Cells
@testable import Photos
@testable import SimpleTable
@testable import TableKit
@testable import TableKitApps

/// Every message that quotes data is one safe line: the injection corpus goes through each
/// message path and the bytes of the message are checked.
@Suite struct MessageSanitizingTests {
    static let payloads = InjectionCorpus.payloads

    func expectSafe(_ message: String, mentions words: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            InjectionCorpus.problems(in: message) == [], "\(message.debugDescription)", sourceLocation: sourceLocation)
        for w in words {
            #expect(message.contains(w), "\(message.debugDescription) lacks \(w)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: payloads)
    func messageLineAndValueAreOneSafeLine(payload: String) {
        expectSafe(Sanitizer.messageLine("x: " + payload + " :y"), mentions: "x: ", " :y")
        expectSafe(Sanitizer.messageValue(payload))
    }

    @Test func aHugeValueIsCutWithAnEllipsis() {
        let value = String(repeating: "\u{1B}]0;x\u{07}", count: 100_000)
        let quoted = Sanitizer.messageValue(value)
        expectSafe(quoted)
        #expect(quoted.displayWidth == Sanitizer.maximumValueColumns)
        #expect(quoted.last == "…")
        let line = Sanitizer.messageLine("key '\(value)'")
        #expect(line.displayWidth == Sanitizer.maximumMessageColumns)
    }

    @Test(arguments: payloads)
    func aFileNameInADataFileErrorIsSanitised(payload: String) {
        let path = "/no/such/dir/" + InjectionCorpus.fileName(payload) + ".plist"
        #expect(throws: DataFileError.self) { try DataFile.read(path) }
        do { _ = try DataFile.read(path) } catch { expectSafe(error.description, mentions: "no such file") }
        do { _ = try ListContent.load(path: path) } catch { expectSafe(error.description, mentions: "no such file") }
        do { _ = try StatesList.load(path: path) } catch { expectSafe(error.description, mentions: "no such file") }
        do { _ = try NameList.load(contentsOf: URL(fileURLWithPath: path)) } catch {
            expectSafe(error.description, mentions: "no such file")
        }
        do { _ = try Computer.load(contentsOf: URL(fileURLWithPath: path)) } catch {
            expectSafe(error.description, mentions: "no such file")
        }
        do { _ = try Photo.load(contentsOf: URL(fileURLWithPath: path)) } catch {
            expectSafe(error.description, mentions: "no such file")
        }
        do { _ = try CellLayout.load(contentsOf: URL(fileURLWithPath: path)) } catch {
            expectSafe(error.description, mentions: "no such file")
        }
    }

    /// Writes `data` to a scratch file and returns its path.
    func file(_ name: String, _ data: Data, in dir: URL) throws -> String {
        let url = dir.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    @Test(arguments: payloads)
    func keysAndFieldsOfAListFileAreSanitised(payload: String) throws {
        let dir = try InjectionCorpus.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A key whose value is not an array.
        let notArray = try file("a.json", JSONSerialization.data(withJSONObject: [payload: 1]), in: dir)
        do {
            _ = try ListContent.load(path: notArray)
            Issue.record("accepted")
        } catch {
            expectSafe(error.description, mentions: "the value of key", "expected an array")
        }
        // `--key` and `--detail` naming a field that is not there.
        let rows = try file("b.json", JSONSerialization.data(withJSONObject: [["name": "x"]]), in: dir)
        do {
            _ = try ListContent.load(path: rows, key: payload)
            Issue.record("accepted")
        } catch {
            expectSafe(error.description, mentions: "has no field")
        }
        // A detail field that is missing leaves that row without detail (never an error).
        #expect(try ListContent.load(path: rows, detail: payload).sections.first?.rows.first?.detail == nil)
        // The same in a property list (keys of any text), and a state's name.
        let plist = try file(
            "c.plist", PropertyListSerialization.data(fromPropertyList: [payload: "x"], format: .xml, options: 0),
            in: dir)
        do {
            _ = try ListContent.load(path: plist)
            Issue.record("accepted")
        } catch {
            expectSafe(error.description, mentions: "the value of key")
        }
        let states = try file(
            "s.plist",
            PropertyListSerialization.data(
                fromPropertyList: [["Name": payload, "Capitol": "x", "Population": "many"]], format: .binary, options: 0
            ), in: dir)
        do {
            _ = try StatesList.load(path: states)
            Issue.record("accepted")
        } catch {
            expectSafe(error.description, mentions: "Population")
        }
    }

    @Test(arguments: payloads)
    func parserMessagesQuotingTheFileAreSanitised(payload: String) throws {
        let dir = try InjectionCorpus.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = try file("bad.json", Data("{\"a\": \(payload)}".utf8), in: dir)
        do {
            _ = try ListContent.load(path: json)
            Issue.record("accepted")
        } catch { expectSafe(error.description, mentions: "not valid JSON") }
        let xml = try file("bad.plist", Data("<?xml version=\"1.0\"?><plist><\(payload)/></plist>".utf8), in: dir)
        do {
            _ = try ListContent.load(path: xml)
            Issue.record("accepted")
        } catch { expectSafe(error.description, mentions: "property list") }
        do {
            _ = try StatesList.load(path: xml)
            Issue.record("accepted")
        } catch { expectSafe(error.description, mentions: "property list") }
        do {
            _ = try Computer.load(contentsOf: URL(fileURLWithPath: xml))
            Issue.record("accepted")
        } catch {
            expectSafe(error.description, mentions: "property list")
        }
        do {
            _ = try Photo.decode(Data("[{\"name\": 1}]".utf8), source: payload)
            Issue.record("accepted")
        } catch {
            expectSafe(error.description, mentions: "name")
        }
    }

    @Test(arguments: payloads)
    func layoutKeysAreSanitised(payload: String) throws {
        let json = try JSONSerialization.data(withJSONObject: ["height": 2, "views": [], payload: 1])
        do {
            _ = try CellLayout(data: json, source: payload)
            Issue.record("accepted")
        } catch {
            expectSafe(error.description)
        }
    }

    @Test(arguments: payloads)
    func optionValuesInMessagesAreSanitised(payload: String) {
        do {
            _ = try IndexedCollation(locale: payload)
            Issue.record("accepted")
        } catch { expectSafe(error.description, mentions: "locale") }
        do {
            _ = try TimeZoneList.date(fromISO8601: payload)
            Issue.record("accepted")
        } catch { expectSafe(error.description, mentions: "--date") }
        do {
            _ = try KeyScript.parse("Down Dwn" + payload.filter { $0 != " " && $0 != "'" })
            Issue.record("accepted")
        } catch {
            expectSafe(error.description)
        }
    }
}
