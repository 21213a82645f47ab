import TableKit
import Testing

@testable import TableKitApps

@Suite struct KeyScriptStepsTests {
    @Test(arguments: [
        ("Down Idle Enter", [KeyScript.Step.event(.key(.down)), .idle(.zero), .event(.key(.enter))]),
        ("r wait", [.event(.key(.character("r"))), .wait]),
        ("Idle:2s Idle:500ms", [.idle(.seconds(2)), .idle(.milliseconds(500))]),
        (
            "'idle wait' WAIT",
            [
                .event(.key(.character("i"))), .event(.key(.character("d"))), .event(.key(.character("l"))),
                .event(.key(.character("e"))), .event(.key(.character(" "))), .event(.key(.character("w"))),
                .event(.key(.character("a"))), .event(.key(.character("i"))), .event(.key(.character("t"))), .wait,
            ]
        ),
        ("", []),
    ])
    func wordsBetweenKeysBecomeSteps(script: String, expected: [KeyScript.Step]) throws {
        #expect(try KeyScript.steps(script) == expected)
    }

    @Test(arguments: [
        ("Wait Dwn", "--keys:1:6: unknown key 'Dwn'"),
        ("Down Idle:2h", "--keys:1:6: 'Idle:2h' needs a duration such as Idle:2s or Idle:500ms (0 to 86400s)"),
        ("Idle:-1s", "--keys:1:1: 'Idle:-1s' needs a duration such as Idle:2s or Idle:500ms (0 to 86400s)"),
    ])
    func badWordsNameTheirColumn(script: String, message: String) {
        #expect(throws: KeyScript.ParseError.self) { try KeyScript.steps(script) }
        do {
            _ = try KeyScript.steps(script)
        } catch {
            #expect(error.description.hasPrefix(message))
        }
    }
}
