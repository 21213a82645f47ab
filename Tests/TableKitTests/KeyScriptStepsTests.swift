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

    /// Durations are decimal numbers of seconds or milliseconds, as `sleep` takes them.
    @Test(arguments: [
        ("Idle:1.5s", Duration.milliseconds(1500)),
        ("Idle:0.25s", .milliseconds(250)),
        ("Idle:.5s", .milliseconds(500)),
        ("Idle:2.s", .seconds(2)),
        ("Idle:2.5ms", .microseconds(2500)),
        ("Idle:0.000000001s", .nanoseconds(1)),
        ("Idle:0.0000000019s", .nanoseconds(1)),
        ("Idle:86400s", .seconds(86_400)),
        ("Idle:86400.000s", .seconds(86_400)),
        ("Idle:0s", .zero),
    ])
    func idleTakesDecimalDurations(script: String, expected: Duration) throws {
        #expect(try KeyScript.steps(script) == [.idle(expected)])
    }

    /// One rule for case: the words and the key names match in any case; a single
    /// character is the key typed.
    @Test(arguments: [
        ("Wait WAIT wait", [KeyScript.Step.wait, .wait, .wait]),
        ("Idle IDLE idle:1S IDLE:2MS", [.idle(.zero), .idle(.zero), .idle(.seconds(1)), .idle(.milliseconds(2))]),
        ("Enter ENTER enter", [.event(.key(.enter)), .event(.key(.enter)), .event(.key(.enter))]),
        ("PgDn pgdn S-UP", [.event(.key(.pageDown)), .event(.key(.pageDown)), .event(.key(.shiftUp))]),
        ("j J", [.event(.key(.character("j"))), .event(.key(.character("J")))]),
    ])
    func wordsAndKeyNamesMatchInAnyCaseButCharactersAsTyped(script: String, expected: [KeyScript.Step]) throws {
        #expect(try KeyScript.steps(script) == expected)
    }

    @Test(arguments: [
        ("Wait Dwn", "--keys:1:6: unknown key 'Dwn'"),
        ("Down Idle:2h", "--keys:1:6: 'Idle:2h' needs a duration such as Idle:2s or Idle:500ms (0 to 86400s)"),
        ("Idle:-1s", "--keys:1:1: 'Idle:-1s' needs a duration such as Idle:2s or Idle:500ms (0 to 86400s)"),
        ("j Idle:1.5", "--keys:1:3: 'Idle:1.5' needs a duration such as Idle:2s or Idle:500ms (0 to 86400s)"),
        ("Idle:.s", "--keys:1:1: 'Idle:.s' needs a duration such as Idle:2s or Idle:500ms (0 to 86400s)"),
        ("Idle:1.5.2s", "--keys:1:1: 'Idle:1.5.2s' needs a duration such as Idle:2s or Idle:500ms (0 to 86400s)"),
        (
            "Idle:86400.001s",
            "--keys:1:1: 'Idle:86400.001s' needs a duration such as Idle:2s or Idle:500ms (0 to 86400s)"
        ),
        ("Idle:1,5s", "--keys:1:1: 'Idle:1,5s' needs a duration such as Idle:2s or Idle:500ms (0 to 86400s)"),
        ("Down Idle:2x", "--keys:1:6: 'Idle:2x' needs a duration such as Idle:2s or Idle:500ms (0 to 86400s)"),
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
