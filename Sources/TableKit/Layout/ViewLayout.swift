import Foundation

/// A view's layout read from a JSON file bundled with an app: TableKit's nib for any view
/// (UIKit's `UINib`), e.g. a table's header with Edit and New buttons. It lists labels,
/// image glyphs, buttons and plain views with their frames in columns and lines; names
/// the owner's outlets they connect to and the owner's actions the buttons call. Load it
/// with `Bundle.loadLayout(named:owner:)` or ``instantiate(owner:)``; a cell
/// layout is registered with `TableView.register(layout:cellClass:forCellReuseIdentifier:)`.
///
/// ```json
/// { "height": 1, "outlet": "headerView",
///   "views": [
///     { "class": "Button", "title": "Edit", "action": "toggleEditingMode",
///       "outlet": "editButton", "frame": { "x": 1, "y": 0 } },
///     { "class": "Button", "title": "New", "action": "addNewItem",
///       "frame": { "trailing": 1, "y": 0 } } ] }
/// ```
///
/// - `height`: the view's lines, 1...100. `outlet` (optional): the owner's outlet for the
///   whole view (the nib's top-level view).
/// - A cell's file may also name the cell as a nib does: `style` (`default`, `subtitle`,
///   `value1`, `value2`), `accessoryType` (`none`, `disclosureIndicator`, `checkmark`,
///   `detailButton`, `detailDisclosureButton`), `selectionStyle` (`none`, `default`,
///   `blue`, `gray`) and `reuseIdentifier`; registering the layout keeps them.
/// - `views`: drawn in order. `class`: `Label`, `ImageView`, `Button` or `View`.
/// - `frame` in the view's columns and lines: `y` (`>= 0`, required), `height` (lines,
///   default 1); `x` (the left edge) or `trailing` (columns from the right edge), or both
///   with `"width": "fill"`; `width`: columns, `"fill"` (from `x` to the right edge less
///   `trailing`), or left out for the content's own width (a label's text, a button's
///   `[ Title ]`, a glyph; a `View` must give one).
/// - Optional: `outlet` (a name unique in the file), `tag`, `font` (`plain`, `bold`, `dim`,
///   `italic`, `underline`, or a list), `color` (a terminal colour); `text`, `alignment`
///   (`left`, `center`, `right`) and `lines` for a `Label` (`text` is an `ImageView`'s
///   glyph); `title` and `action` (a name the owner answers in
///   ``LayoutOwner/action(named:)``) for a `Button`.
///
/// Unknown keys are errors, so a misspelt key is reported rather than ignored; every error
/// names the file, line and column (``LayoutError``).
public struct ViewLayout: Sendable, Equatable {
    /// A horizontal size in columns.
    public enum Width: Sendable, Equatable {
        /// Exactly this many columns, `>= 0`.
        case fixed(Int)
        /// The content's own width (text, title or glyph).
        case fit
        /// From the left edge to the container's right edge less `trailing`.
        case fill
    }

    /// One view of the layout.
    public struct Element: Sendable, Equatable {
        /// The view class an element makes; the raw value is the file's `class` name.
        public enum Kind: String, Sendable, CaseIterable {
            case label = "Label"
            case imageView = "ImageView"
            case button = "Button"
            case view = "View"
        }
        /// The view class.
        public var kind: Kind
        /// The owner's outlet this view connects to; nil for none.
        public var outlet: String?
        /// The owner's action a button calls; nil for none (and for other classes).
        public var action: String?
        /// The view's `tag`; 0 when the file gives none.
        public var tag: Int = 0
        /// The left edge in columns; nil when the view is placed from the right (``trailing``).
        public var x: Int?
        /// Columns kept free at the right edge; nil when the view is placed from the left only.
        public var trailing: Int?
        /// The top edge in lines, `>= 0`.
        public var y: Int
        /// The width.
        public var width: Width
        /// The height in lines, `>= 0`.
        public var height: Int
        /// A label's text, an image view's glyph or a button's title; nil for none.
        public var text: String?
        /// The file's `font` and `color`; nil when it gives neither (each class keeps its own).
        public var style: Style?
        /// A label's alignment.
        public var alignment: TextAlignment = .left
        /// A label's `numberOfLines`, `>= 0`.
        public var numberOfLines: Int = 1
        /// Where the element's `outlet` and `action` values are in the file, for errors
        /// found while connecting them to an owner.
        var outletPosition: ParsePosition?
        var actionPosition: ParsePosition?
        /// The element's JSON path, e.g. `views[2]`.
        var path: String = ""

        /// The columns the content needs when ``width`` is ``Width/fit``.
        var fittingWidth: Int {
            switch kind {
            case .button: (text ?? "").displayWidth + 4
            case .label, .imageView: (text ?? "").split(separator: "\n").map { String($0).displayWidth }.max() ?? 0
            case .view: 0
            }
        }

        /// The element's frame in a container `containerWidth` columns wide; never wider
        /// than what is left right of its left edge.
        public func frame(inWidth containerWidth: Int) -> Rect {
            let w: Int
            switch width {
            case .fixed(let n): w = n
            case .fit: w = fittingWidth
            case .fill: w = containerWidth - (x ?? 0) - (trailing ?? 0)
            }
            let left = width == .fill ? (x ?? 0) : (x ?? (containerWidth - (trailing ?? 0) - w))
            let l = max(0, left)
            return Rect(x: l, y: y, width: max(0, min(w, containerWidth - l)), height: height)
        }
    }

    /// The name errors give for the file (its path, or the source name given).
    public var source: String
    /// The view's height in lines, 1...100.
    public var height: Int
    /// The owner's outlet for the whole view; nil for none.
    public var outlet: String?
    /// The views, in file order, which is drawing order.
    public var elements: [Element]
    /// A cell layout's `style`, as a nib's cell names it: `default`, `subtitle`, `value1`
    /// or `value2`; nil when the file gives none. Registering the layout makes cells of it.
    public var cellStyle: TableViewCell.CellStyle?
    /// A cell layout's `accessoryType`: `none`, `disclosureIndicator`, `checkmark`,
    /// `detailButton` or `detailDisclosureButton`; nil when the file gives none.
    public var accessoryType: TableViewCell.AccessoryType?
    /// A cell layout's `selectionStyle`: `none`, `default`, `blue` or `gray`; nil when the
    /// file gives none.
    public var selectionStyle: TableViewCell.SelectionStyle?
    /// A cell layout's `reuseIdentifier`, for `TableView.register(layout:cellClass:)`;
    /// nil when the file gives none.
    public var reuseIdentifier: String?
    var outletPosition: ParsePosition?

    /// The outlet names, the whole view's first, then in file order.
    public var outletNames: [String] { (outlet.map { [$0] } ?? []) + elements.compactMap(\.outlet) }
    /// The action names the buttons call, in file order.
    public var actionNames: [String] { elements.compactMap(\.action) }

    /// Reads a layout file.
    /// - Throws: ``LayoutError`` when the file cannot be read, is not JSON, or does not
    ///   describe a layout (the error names the line, column and key at fault).
    public static func load(contentsOf url: URL) throws(LayoutError) -> ViewLayout {
        let data: Data
        do { data = try DataFile.read(url.path) } catch {
            let shown = Sanitizer.messageLine(url.path) + ": "
            let reason =
                error.description.hasPrefix(shown)
                ? String(error.description.dropFirst(shown.count)) : error.description
            throw LayoutError(file: url.path, position: nil, message: reason)
        }
        return try ViewLayout(data: data, source: url.path)
    }

    /// Reads a layout from JSON `data`; `source` names it in errors.
    /// - Throws: ``LayoutError``.
    /// - Complexity: O(n) in the bytes, plus O(n) per position reported.
    public init(data: Data, source: String = "layout") throws(LayoutError) {
        let bytes = [UInt8](data)
        let root: LayoutJSON
        do { root = try LayoutJSON.parse(bytes) } catch {
            throw LayoutError(
                file: source, position: ParsePosition.of(byte: error.offset, in: bytes),
                message: "not valid JSON: \(error.message)")
        }
        let p = LayoutFileReader(source: source, bytes: bytes)
        let top = try p.object(root, at: "")
        try p.onlyKeys(
            root, ["height", "outlet", "views", "style", "accessoryType", "selectionStyle", "reuseIdentifier"], at: "")
        self.source = source
        height = try p.int(top["height"], in: root, at: "height", range: 1...100)
        (outlet, outletPosition) = try p.name(top["outlet"], at: "outlet")
        cellStyle = try p.choice(top["style"], at: "style", Self.cellStyles)
        accessoryType = try p.choice(top["accessoryType"], at: "accessoryType", Self.accessoryTypes)
        selectionStyle = try p.choice(top["selectionStyle"], at: "selectionStyle", Self.selectionStyles)
        reuseIdentifier = try p.name(top["reuseIdentifier"], at: "reuseIdentifier").0
        guard let viewsValue = top["views"] else {
            throw p.error(root, "views", "missing (a list of views is required)")
        }
        guard case .array(let rawViews) = viewsValue.value else {
            throw p.error(viewsValue, "views", "expected a list of views, not \(viewsValue.described)")
        }
        var elements: [Element] = []
        var outlets: Set<String> = outlet.map { [$0] } ?? []
        for (i, raw) in rawViews.enumerated() {
            let e = try p.element(raw, at: "views[\(i)]")
            if let o = e.outlet, !outlets.insert(o).inserted {
                throw LayoutError(
                    file: source, position: e.outletPosition, path: "\(e.path).outlet",
                    message: "the outlet '\(o)' is used twice")
            }
            if e.y + e.height > height {
                throw p.error(
                    raw["frame"] ?? raw, "\(e.path).frame",
                    "ends at line \(e.y + e.height), below the layout's height \(height)")
            }
            elements.append(e)
        }
        self.elements = elements
    }
}

extension ViewLayout {
    /// The file's names of the cell styles, in the order errors list them.
    static let cellStyles: [(String, TableViewCell.CellStyle)] = [
        ("default", .default), ("subtitle", .subtitle), ("value1", .value1), ("value2", .value2),
    ]
    /// The file's names of the accessory types, in the order errors list them.
    static let accessoryTypes: [(String, TableViewCell.AccessoryType)] = [
        ("none", .none), ("disclosureIndicator", .disclosureIndicator), ("checkmark", .checkmark),
        ("detailButton", .detailButton), ("detailDisclosureButton", .detailDisclosureButton),
    ]
    /// The file's names of the selection styles, in the order errors list them.
    static let selectionStyles: [(String, TableViewCell.SelectionStyle)] = [
        ("none", .none), ("default", .default), ("blue", .blue), ("gray", .gray),
    ]
}

extension ViewLayout {
    /// Checks that the layout's views have an outlet of each name with the view class given,
    /// as a nib's outlets are checked when it is loaded; for code that finds its views with
    /// ``LayoutRootView/outlet(_:as:)`` rather than through a ``LayoutOwner``. The whole
    /// view's `outlet` is not among the views.
    /// - Parameters:
    ///   - required: the outlet names the code needs and the view class each must be.
    ///   - source: the file's name in errors; nil for ``source``.
    /// - Throws: ``LayoutError`` at the first missing or mistyped outlet in name order: a
    ///   missing one names `views` and the outlets there are; a mistyped one gives the line
    ///   and column of its `outlet`.
    /// - Complexity: O(n·m) for n names and m views.
    public func requireOutlets(_ required: [String: Element.Kind], source: String? = nil) throws(LayoutError) {
        let file = source ?? self.source
        for name in required.keys.sorted() {
            guard let e = elements.first(where: { $0.outlet == name }) else {
                let names = elements.compactMap(\.outlet)
                let shown =
                    names.count <= 10
                    ? names.joined(separator: ", ")
                    : names.prefix(10).joined(separator: ", ") + ", … and \(names.count - 10) more"
                throw LayoutError(
                    file: file, position: nil, path: "views",
                    message: "no view has the outlet '\(name)' (outlets: \(shown))")
            }
            if e.kind != required[name]! {
                throw LayoutError(
                    file: file, position: e.outletPosition, path: "\(e.path).outlet",
                    message:
                        "the outlet '\(name)' must be \(Self.article(required[name]!.rawValue)), not \(Self.article(e.kind.rawValue))"
                )
            }
        }
    }

    /// "a Label", "an ImageView".
    private static func article(_ noun: String) -> String {
        ("AEIOU".contains(noun.first ?? "x") ? "an " : "a ") + noun
    }
}
