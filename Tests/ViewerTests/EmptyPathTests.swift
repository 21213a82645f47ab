import Foundation
import Testing

@testable import TableKitApps
@testable import tablekit

/// An empty path (`--store ''`, `tablekit view ''`) is said to be empty: it is not the
/// current directory, and not a file named ''.
@MainActor
@Suite struct EmptyPathTests {
    @Test(arguments: ["--store", "--seed", "--file", "--layout"])
    func anEmptyPathOptionIsRefusedByName(option: String) throws {
        let opts = try CommandLineOptions([option, ""], flags: AppRunner.commonFlags, options: AppRunner.pathOptions)
        #expect(throws: CommandLineOptions.UsageError("\(option) is an empty path: give the path of a file")) {
            try opts.refuseEmptyPaths(AppRunner.pathOptions)
        }
    }

    @Test func aGivenPathOrNoneIsAccepted() throws {
        let opts = try CommandLineOptions(["--store", "items.json"], flags: [], options: AppRunner.pathOptions)
        try opts.refuseEmptyPaths(AppRunner.pathOptions)
        try CommandLineOptions([], flags: [], options: AppRunner.pathOptions).refuseEmptyPaths(AppRunner.pathOptions)
    }

    @Test func tablekitViewSaysTheFileIsAnEmptyPath() throws {
        let opts = try CommandLineOptions(
            [""], flags: AppRunner.commonFlags, options: ViewCommand.options.union(AppRunner.commonOptions))
        #expect {
            _ = try ViewCommand.inputPath(opts)
        } throws: { error in
            "\(error)" == "FILE is an empty path: give the path of a file"
        }
    }
}
