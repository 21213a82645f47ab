import Foundation

/// The output of one run of a built product (``BuiltProduct/run(_:_:input:environment:)``).
public struct ProductRun: Sendable {
    /// Everything written to standard output, decoded as UTF-8.
    public var stdout: String
    /// Everything written to standard error, decoded as UTF-8.
    public var stderr: String
    /// The exit status (128 + the signal when a signal ended it, as `Process` reports).
    public var status: Int32
}

/// Runs an executable this package built (`tablekit`, a sample app) as a user would.
public enum BuiltProduct {
    /// Runs the built product `name` with `arguments` and waits for it to end.
    ///
    /// Standard error is read on another thread while standard output is read here, so a
    /// product that writes more than a pipe holds (64 KiB) to either never blocks.
    /// - Parameters:
    ///   - input: a file given as standard input; nil: the test's own.
    ///   - environment: values set over the test's environment (e.g. `LC_ALL`).
    /// - Throws: what `Process.run()` throws when the product cannot be started.
    public static func run(
        _ name: String, _ arguments: [String], input: String? = nil, environment: [String: String] = [:]
    ) throws -> ProductRun {
        let process = Process()
        process.executableURL = PackagePaths.builtProducts.appendingPathComponent(name)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let input { process.standardInput = FileHandle(forReadingAtPath: input) }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errorText = ErrorText()
        let reader = Thread {
            errorText.set(String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        }
        reader.start()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return ProductRun(stdout: text, stderr: errorText.wait(), status: process.terminationStatus)
    }
}

/// Standard error's text, handed from its reading thread.
private final class ErrorText: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var text = ""
    func set(_ value: String) {
        text = value
        done.signal()
    }
    func wait() -> String {
        done.wait()
        return text
    }
}
