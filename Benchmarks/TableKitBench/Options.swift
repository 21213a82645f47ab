import Foundation
import TableKit

/// The command line of `tablekit-bench`: `--filter NAME`, `--names PATH`, `--data DIR`,
/// `--files A,B`, `--count-only`, `--help`.
struct BenchOptions {
    /// Runs only the groups whose name contains this.
    var filter: String?
    /// A file of names, one a line, for the search and collation groups.
    var names: String?

    static func usage(groups: [String]) -> String {
        """
        usage: tablekit-bench [--filter NAME] [--names FILE] [--data DIR] [--files A,B] [--count-only] [--help]

        Release-built measures of TableKit, one JSON object per line on standard output:
        name, value, unit, and where a baseline ran on the same input in the same process,
        baseline, baselineName and ratio (value / baseline).

        options:
          --filter NAME   run only the groups whose name contains NAME
          --names FILE    one name a line (python3 shared/data/make_data.py --big FILE):
                          the search and collation groups also measure these real names
          --data DIR      the viewer group's files (Benchmarks/viewer.sh makes them;
                          default /tmp/tablekit-viewer)
          --files A,B     the viewer group measures only these files of DIR
          --count-only    the viewer group's text files: first screen, count and its
                          memory only (no search)
          --help, -h      print this and run nothing

        groups: \(groups.joined(separator: ", "))
        """
    }

    /// Parses the arguments; prints usage and exits on `--help` (status 0) or a mistake
    /// (one line on standard error, status 2).
    static func parse(_ arguments: ArraySlice<String>, groups: [String]) -> BenchOptions {
        var options = BenchOptions()
        var rest = arguments[...]
        func fail(_ message: String) -> Never {
            FileHandle.standardError.write(Data("tablekit-bench: \(message) (see --help)\n".utf8))
            exit(2)
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h":
                print(usage(groups: groups))
                exit(0)
            case "--filter":
                guard let value = rest.popFirst() else { fail("--filter needs a group name") }
                guard groups.contains(where: { $0.contains(value) }) else {
                    fail("no group matches '\(Sanitizer.sanitize(value))'; groups: \(groups.joined(separator: ", "))")
                }
                options.filter = value
            case "--names":
                guard let value = rest.popFirst() else { fail("--names needs a file") }
                options.names = value
            case "--count-only":
                break  // read by ViewerBench.swift
            case "--data", "--files":
                // The viewer group's own options (ViewerBench.swift reads them).
                guard rest.popFirst() != nil else { fail("\(argument) needs a value") }
            default:
                fail("unknown argument '\(Sanitizer.sanitize(argument))'")
            }
        }
        return options
    }
}

extension BenchOptions {
    /// The options of this run, set once by main before any group runs.
    nonisolated(unsafe) static var current = BenchOptions()

    /// The lines of the `--names` file, or nil without `--names`; exits with status 2 when
    /// the file cannot be read.
    static func namesFromFile() -> [String]? {
        guard let path = current.names else { return nil }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            FileHandle.standardError.write(
                Data("tablekit-bench: cannot read names from \(Sanitizer.sanitize(path))\n".utf8))
            exit(2)
        }
        return text.split(separator: "\n").map(String.init)
    }
}
