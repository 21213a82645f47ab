import Foundation
import Synchronization

/// Standard input that has not written yet, as a source with no rows (one untitled column,
/// its progress waiting for input, ``LoadingWait/input``) while a background thread waits
/// for its first bytes and opens it in the format they show; the screen then takes
/// ``opened`` in its place. So a pipe that is silent for a while (`(sleep 5; seq 1 100) |
/// tablekit view -`) gets its screen, and the terminal its keys, at once, as fzf does.
public final class PendingInputSource: TabularSource {
    public let title: String
    public let columns = [Column(name: "")]
    private let result = Mutex<Result<(source: any TabularSource, format: DataFormat), DataError>?>(nil)
    /// Whether ``takeOpened()`` gave the opened source away (it is no longer this one's to stop).
    private let handedOver = Atomic<Bool>(false)
    private let stopped = Atomic<Bool>(false)

    /// Opens `input` (a pipe) once its first bytes come, on its own thread.
    init(_ input: ByteInput, title: String, options: DataOpenOptions) {
        self.title = title
        Thread.detachNewThread { [self] in
            let opened = Result { () throws(DataError) in
                try DataSources.openOnce(input, title: title, options: options)
            }
            if stopped.load(ordering: .relaxed), case .success(let o) = opened { o.source.stopLoading() }
            result.withLock { $0 = opened }
        }
    }

    /// The input opened in the format its first bytes show, once they came; nil before.
    public var opened: (source: any TabularSource, format: DataFormat)? {
        result.withLock { r in
            guard case .success(let o) = r else { return nil }
            return o
        }
    }

    /// The opened source, given away once: the screen takes it in this one's place (and
    /// stopping this one no longer stops it). Nil before it is opened.
    public func takeOpened() -> (source: any TabularSource, format: DataFormat)? {
        guard let o = opened else { return nil }
        handedOver.store(true, ordering: .relaxed)
        return o
    }

    /// No rows; waiting for input until it is opened, then complete (the screen takes the
    /// opened source); the error when its first bytes could not be read as its format.
    public var progress: LoadingProgress {
        result.withLock { r in
            switch r {
            case nil: LoadingProgress(rowCount: 0, isComplete: false, waitsFor: .input)
            case .success: LoadingProgress(rowCount: 0, isComplete: false)
            case .failure(let error): LoadingProgress(rowCount: 0, isComplete: true, error: error)
            }
        }
    }

    public func fields(ofRow row: Int) -> [String] { preconditionFailure("\(title): no row \(row): no input yet") }
    public func field(ofRow row: Int, column: Int) -> String { fields(ofRow: row)[column] }
    public func record(ofRow row: Int) -> [UInt8] { preconditionFailure("\(title): no row \(row): no input yet") }
    public func rows(matching query: RowQuery, in range: Range<Int>) -> [Int] { [] }
    public func rows(matching query: RowQuery, among candidates: [Int]) -> [Int] { [] }

    /// Stops the source opened, or the one about to be (the thread still waits in `read`
    /// for the pipe: the process ends it).
    public func stopLoading() {
        stopped.store(true, ordering: .relaxed)
        if !handedOver.load(ordering: .relaxed) { opened?.source.stopLoading() }
    }
}

extension DataSources {
    /// Standard input as ``openDetectingFormat(path:options:)`` opens it, but when no byte is
    /// ready within `wait` and no format is given: a ``PendingInputSource`` (format text
    /// until its bytes show another), so that the caller need not wait for them.
    /// - Throws: ``DataError`` as ``openDetectingFormat(path:options:)``.
    public static func openStandardInput(waitingAtMost wait: Duration, options: DataOpenOptions) throws(DataError)
        -> (source: any TabularSource, format: DataFormat)
    {
        var pfd = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        let ms = Int32(wait.components.seconds * 1_000 + wait.components.attoseconds / 1_000_000_000_000_000)
        if poll(&pfd, 1, ms) > 0 { return try openDetectingFormat(path: "-", options: options) }
        let input = try ByteInput.standardInput(fd: 0, limit: options.standardInputLimit)
        return (PendingInputSource(input, title: "standard input", options: options), .text)
    }
}
