import TableKit

extension AppRunner {
    /// The options that only shape a printed screen: `--width`, `--height`, `--keys`.
    nonisolated public static let printOnlyOptions = ["--width", "--height", "--keys"]

    /// Refuses the print-only options (``printOnlyOptions``) on a run that goes to the
    /// terminal (`printing` false: no `--print`, output a terminal): there they would be
    /// silently ignored.
    /// - Throws: ``CommandLineOptions/UsageError``, e.g. `--keys applies only with --print
    ///   (the terminal's size and your keys are used on screen)`.
    nonisolated public static func refusePrintOnlyOptions(_ opts: CommandLineOptions, printing: Bool)
        throws(CommandLineOptions.UsageError)
    {
        guard !printing, let given = printOnlyOptions.first(where: { opts.value($0) != nil }) else { return }
        throw CommandLineOptions.UsageError(
            "\(given) applies only with --print (on screen, the terminal's size and your keys are used)")
    }
}
