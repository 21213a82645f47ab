/// How a presented view controller is shown (UIKit's `UIModalPresentationStyle`), in a
/// terminal's form.
public enum ModalPresentationStyle: Sendable, Hashable {
    /// UIKit's default since iOS 13: a page sheet.
    case automatic
    /// Covers the whole window above the help line; the presenter hears the disappearance calls.
    case fullScreen
    /// A box over the screen, two columns in from each side and two lines down, the
    /// presenting screen visible around it (UIKit's card); the presenter stays "on screen".
    case pageSheet
    /// A smaller box centred over the screen (UIKit's form sheet on a wide screen).
    case formSheet

    /// The frame of a presented controller's box in a content area (the window above the
    /// help line), in columns and lines: the whole area for `.fullScreen`, and for a sheet
    /// too when the area is below 20×8 (a box would leave no room).
    func frame(in area: Rect) -> Rect {
        switch self {
        case .fullScreen:
            return area
        case _ where area.width < 20 || area.height < 8:
            return area
        case .automatic, .pageSheet:
            return Rect(x: area.minX + 2, y: area.minY + 2, width: area.width - 4, height: area.height - 2)
        case .formSheet:
            let w = min(area.width - 4, max(40, area.width * 2 / 3))
            let h = min(area.height - 2, max(12, area.height * 2 / 3))
            return Rect(x: area.minX + (area.width - w) / 2, y: area.minY + (area.height - h) / 2, width: w, height: h)
        }
    }

    /// Whether the style draws a box over the presenter (every style but `.fullScreen`).
    var isSheet: Bool { self != .fullScreen }
}
