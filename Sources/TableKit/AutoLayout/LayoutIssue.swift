/// A layout problem TableKit reports instead of drawing a wrong screen silently: the text
/// UIKit would log (`Unable to simultaneously satisfy constraints.`) naming the views and
/// constraints.
///
/// A ``Window`` reports each distinct issue once (``Window/layoutIssues``; on standard
/// error by default, which the terminal host holds back until the screen closes).
public struct LayoutIssue: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Hashable, Sendable {
        /// Two equations give one attribute different values, or a size comes out negative;
        /// one constraint is broken (left out) and the others are kept, as UIKit does.
        case unsatisfiable
        /// A view the constraints place lacks a position or size along an axis; it keeps
        /// what its frame had for the missing parts.
        case ambiguous
        /// A constraint TableKit does not solve: it relates views that are neither a view
        /// and its superview nor siblings. It is left out.
        case unsupported
        /// A visible subview of a controller's plain root view has an empty frame and no
        /// constraints, so nothing of it is drawn (UIKit draws nothing too, and says nothing).
        case zeroFrame
    }

    /// What went wrong.
    public var kind: Kind
    /// The views involved, by the names the report uses (`TableView`, `Label#2`).
    public var views: [String]
    /// The constraints involved, as the report writes them (`TableView.width == 40`), in
    /// the order they were activated.
    public var constraints: [String]
    /// The whole report, several lines without a final newline.
    public var description: String

    /// An issue of `kind` about `views` and `constraints`, reported as `description`.
    public init(kind: Kind, views: [String], constraints: [String], description: String) {
        self.kind = kind
        self.views = views
        self.constraints = constraints
        self.description = description
    }
}
