import Foundation
import TableKitApps
import TableKitTestSupport
import Testing

/// `tablekit view --print --keys` takes the sample apps' words: `Idle`, `Idle:2s` and
/// `Wait` (the viewer's background jobs, a sort or a search, finished), and an unknown word
/// lists them.
@Suite struct ViewKeyScriptWordsTests {
    /// Runs the built `tablekit` with `arguments`: standard output, standard error, exit status.
    static func run(_ arguments: [String]) throws -> (out: String, err: String, status: Int32) {
        let r = try BuiltProduct.run("tablekit", arguments, environment: ["LC_ALL": "C.UTF-8"])
        return (r.stdout, r.stderr, r.status)
    }

    /// A CSV file `name` of `rows` numbered rows, `id,name`.
    static func numbered(_ rows: Int, name: String = "big.csv") throws -> String {
        try TemporaryFiles.file(
            name, "id,name\n" + (1...rows).map { "\($0),name \($0)\n" }.joined(), prefix: "tk-keywords")
    }

    @Test func waitThenEndShowsTheLastRowWithItsNumber() throws {
        let path = try Self.numbered(20_000)
        let r = try Self.run(["view", path, "--print", "--width", "30", "--height", "5", "--keys", "Wait G"])
        #expect(r.status == 0)
        #expect(r.err == "")
        #expect(
            r.out.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } == [
                "big.csv", "id name", "20000 name 20000", "20,000 rows", "↑↓ move  ? help  q quit",
            ])
    }

    @Test(arguments: ["Idle", "Idle:500ms", "idle:1s Wait", "s Wait Idle G"])
    func idleAndWaitAreAcceptedBetweenKeys(_ keys: String) throws {
        let path = try Self.numbered(50)
        let r = try Self.run(["view", path, "--print", "--width", "30", "--height", "5", "--keys", keys])
        #expect(r.status == 0)
        #expect(r.err == "")
    }

    @Test func sortThenWaitShowsTheSortedRows() throws {
        let path = try Self.numbered(3000, name: "b3.csv")
        let r = try Self.run(
            ["view", path, "--print", "--width", "30", "--height", "5", "--keys", "Right s s Wait"])
        #expect(r.status == 0)
        #expect(
            r.out.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } == [
                "b3.csv", "id name ▼", "999 name 999", "3,000 rows", "↑↓ move  ? help  q quit",
            ])
    }

    @Test func anUnknownWordListsTheKeysAndTheWords() throws {
        let path = try Self.numbered(5)
        let r = try Self.run(["view", path, "--print", "--keys", "Down Wiat"])
        #expect(r.status == 1)
        #expect(r.out == "")
        #expect(r.err.hasPrefix("tablekit: --keys:1:6: unknown key 'Wiat'; keys are Up Down"))
        #expect(r.err.hasSuffix("also the words Idle, Idle:2s (any duration in s or ms) and Wait\n"))
    }

    @Test func aBadDurationIsPlaced() throws {
        let path = try Self.numbered(5)
        let r = try Self.run(["view", path, "--print", "--keys", "Idle:2h"])
        #expect(r.status == 1)
        #expect(
            r.err == "tablekit: --keys:1:1: 'Idle:2h' needs a duration such as Idle:2s or Idle:500ms (0 to 86400s)\n")
    }

    @Test func helpSaysWhatTheWordsDo() throws {
        let r = try Self.run(["view", "--help"])
        #expect(r.status == 0)
        #expect(r.out.contains(KeyScript.wordsHelp))
    }
}
