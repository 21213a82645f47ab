import Testing

@testable import TableKitApps
@testable import TableKitTerminal

/// `--width`, `--height` and `--keys` shape a printed screen only: on a run in the
/// terminal they are an error, not silently ignored.
@Suite struct PrintOnlyOptionsTests {
    static func options(_ args: [String]) throws -> CommandLineOptions {
        try CommandLineOptions(args, flags: ["--print"], options: Set(AppRunner.printOnlyOptions))
    }

    @Test(arguments: [
        ["--keys", "Down"], ["--width", "40"], ["--height", "10"], ["--width", "40", "--keys", "Down"],
    ])
    func printOnlyOptionsAreRefusedOnTheTerminal(args: [String]) throws {
        let opts = try Self.options(args)
        #expect(throws: CommandLineOptions.UsageError.self) {
            try AppRunner.refusePrintOnlyOptions(opts, printing: false)
        }
        do { try AppRunner.refusePrintOnlyOptions(opts, printing: false) } catch {
            #expect(
                error.description
                    == "\(args[0]) applies only with --print (on screen, the terminal's size and your keys are used)")
        }
    }

    @Test(arguments: [["--keys", "Down"], ["--width", "40", "--height", "10"], []])
    func printOnlyOptionsAreAcceptedWhenPrinting(args: [String]) throws {
        let opts = try Self.options(args + ["--print"])
        try AppRunner.refusePrintOnlyOptions(opts, printing: true)
        try AppRunner.refusePrintOnlyOptions(try Self.options([]), printing: false)
    }
}
