import Foundation

/// The window's side of layout problems: what the constraint passes found while it laid
/// out, and a visible subview of a controller's plain root view that has no frame at all.
extension Window {
    /// Keeps each issue not reported before (the same kind, views and constraints, whatever
    /// the screen's size) in ``layoutIssues`` and writes it on standard error when
    /// ``reportsLayoutIssuesToStandardError``.
    /// - Complexity: O(issues × layoutIssues); both are short.
    func reportLayoutIssues(_ issues: [LayoutIssue]) {
        for issue in issues {
            let seen = layoutIssues.contains {
                $0.kind == issue.kind && $0.views == issue.views && $0.constraints == issue.constraints
            }
            guard !seen else { continue }
            layoutIssues.append(issue)
            if reportsLayoutIssuesToStandardError {
                FileHandle.standardError.write(Data((issue.description + "\n").utf8))
            }
        }
    }

    /// A zero-frame issue for each visible subview, placed by its frame, that has an empty
    /// frame in the plain root view (a ``View``, which lays out nothing itself) of a
    /// controller on screen. UIKit gives such a view no frame either and says nothing; the
    /// screen would be empty without a word.
    /// - Complexity: O(controllers on screen × their root views' subviews); names are made
    ///   only for a view with an unplaced subview.
    func zeroFrameIssues() -> [LayoutIssue] {
        // Made, and the names asked, only for a view with such a subview: this runs every frame.
        var roots: Set<ObjectIdentifier>?
        var issues: [LayoutIssue] = []
        var controllers = presentationChain
        func isUnplaced(_ s: View) -> Bool {
            !s.isHidden && s.frame.isEmpty && s.translatesAutoresizingMaskIntoConstraints
        }
        while let c = controllers.popLast() {
            controllers += c.children
            guard c.isViewLoaded, type(of: c.view) == View.self, !c.view.bounds.isEmpty,
                c.view.subviews.contains(where: isUnplaced)
            else { continue }
            let shownRoots = roots ?? Set(presentationChain.map { ObjectIdentifier($0.view) })
            roots = shownRoots
            guard isShown(c.view, shownRoots) else { continue }
            let names = View.reportNames(c.view.subviews)
            for (s, name) in zip(c.view.subviews, names) where isUnplaced(s) {
                let owner = String(describing: type(of: c))
                let text =
                    "[LayoutConstraints] \(name) in \(owner)'s view (\(c.view.bounds.size)) has an empty "
                    + "frame \(s.frame) and no constraints, so it is not drawn.\n"
                    + "Give it a frame (frame = view.bounds with autoresizingMask = [.flexibleWidth, .flexibleHeight]) "
                    + "or constraints (translatesAutoresizingMaskIntoConstraints = false and its anchors)."
                issues.append(
                    LayoutIssue(
                        kind: .zeroFrame, views: ["\(owner).view.\(name)"], constraints: [],
                        description: text))
            }
        }
        return issues
    }

    /// Whether `view` is one of `roots` or inside one, and not hidden on the way.
    private func isShown(_ view: View, _ roots: Set<ObjectIdentifier>) -> Bool {
        var v: View? = view
        while let cur = v {
            if cur.isHidden { return false }
            if roots.contains(ObjectIdentifier(cur)) { return true }
            v = cur.superview
        }
        return false
    }
}
