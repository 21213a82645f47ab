import Foundation
import TableKitTestSupport
import Testing

@testable import tablekit

/// `--pick --print` ends as `--pick` on the terminal does (docs/VIEW.md): a row picked is
/// printed, exit 0; Esc or `q` prints nothing, exit 1; a key script that picks nothing
/// prints the screen, exit 1 (nothing picked).
@Suite("tablekit view: --pick --print's exit status")
struct ViewPickPrintStatusTests {
    /// Runs the built `tablekit view FILE --pick --print --keys KEYS`.
    func run(_ file: String, keys: String, pick: Bool = true) throws -> (status: Int32, stdout: String) {
        let r = try BuiltProduct.run(
            "tablekit",
            ["view", file, "--print", "--width", "40", "--height", "8", "--keys", keys] + (pick ? ["--pick"] : []))
        return (r.status, r.stdout)
    }

    func file() throws -> String {
        let path = NSTemporaryDirectory() + "tablekit-pick-\(UUID().uuidString).txt"
        try "apple\nbanana\ncherry\n".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(arguments: ["Esc", "q", "Down Esc"])
    func aCancelledPickPrintsNothingAndExits1(keys: String) throws {
        let path = try file()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try run(path, keys: keys)
        #expect(r.status == 1 && r.stdout.isEmpty, "\(r)")
    }

    @Test func aScriptThatPicksNothingPrintsTheScreenAndExits1() throws {
        let path = try file()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try run(path, keys: "Down")
        #expect(r.status == 1)
        #expect(r.stdout.contains(" banana") && r.stdout.contains("Enter pick"), "\(r.stdout)")
    }

    @Test func aPickPrintsTheRowAndExits0AndAScreenWithoutPickExits0() throws {
        let path = try file()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let picked = try run(path, keys: "Down Enter")
        #expect(picked.status == 0 && picked.stdout == "banana\n")
        let screen = try run(path, keys: "Down", pick: false)
        #expect(screen.status == 0 && screen.stdout.contains(" banana"))
    }
}
