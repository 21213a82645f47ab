/// A cell's layout file: the name cell ports use for ``ViewLayout``, which reads the same
/// files (TableKit's nib; UIKit's `UINib` holding a `UITableViewCell`). There is one
/// format, one reader and one view builder; a cell's file simply names no buttons:
///
/// ```json
/// { "height": 2,
///   "views": [
///     { "class": "Label", "outlet": "nameTitle", "text": "Name:",
///       "frame": { "x": 0, "y": 0, "width": 7, "height": 1 },
///       "font": "bold", "alignment": "right" },
///     { "class": "Label", "outlet": "name",
///       "frame": { "x": 8, "y": 0, "width": "fill", "height": 1 } } ] }
/// ```
///
/// Load it with ``ViewLayout/load(contentsOf:)``, check the outlets the cell's code needs
/// with ``ViewLayout/requireOutlets(_:source:)``, and either make the views with
/// ``ViewLayout/instantiate()`` in the cell's initializer or register the file with
/// `TableView.register(layout:cellClass:forCellReuseIdentifier:style:)`. Errors are
/// ``LayoutError``s naming the file, line, column and key.
public typealias CellLayout = ViewLayout

/// The views a cell layout file makes: the name cell ports use for ``LayoutRootView``.
public typealias LayoutView = LayoutRootView

extension ViewLayout {
    /// The error a layout file gives: the name cell ports use for ``LayoutError``.
    public typealias LoadError = LayoutError
}
