import Foundation

/// Where the constraint passes put the issues they find: the window laying out collects
/// them (``Window/layoutIssues``); outside any window's layout, each distinct issue is
/// written once on standard error.
@MainActor
enum LayoutIssueLog {
    /// The issues of the layout in progress, while a window collects them.
    private static var collected: [LayoutIssue]?
    /// The issues already written outside a window's layout.
    private static var written: Set<LayoutIssue> = []

    /// Hands an issue to the window laying out, or writes it once on standard error.
    static func report(_ issue: LayoutIssue) {
        if collected != nil {
            collected!.append(issue)
        } else if written.insert(issue).inserted {
            FileHandle.standardError.write(Data((issue.description + "\n").utf8))
        }
    }

    /// Runs `layout`, returning the issues reported during it.
    static func collecting(_ layout: () -> Void) -> [LayoutIssue] {
        let outer = collected
        collected = []
        layout()
        let found = collected ?? []
        collected = outer.map { $0 + found }
        return found
    }
}
