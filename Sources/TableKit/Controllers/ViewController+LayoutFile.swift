import Foundation

/// A controller's view from a layout file named after it, as UIKit loads a view
/// controller's nib.
extension ViewController {
    /// The layout file's name without `.json`: ``nibName`` or the class's name, then `.layout`.
    var layoutFileName: String { (nibName ?? String(describing: type(of: self))) + ".layout" }

    /// The view made from `NAME.layout.json` in ``nibBundle``: its outlets and button
    /// actions connected to the controller when it is a ``LayoutOwner`` (the nib's File's
    /// Owner), then `awakeFromLayout()`.
    ///
    /// Traps with the file's name, line and column when the file is missing, is not a
    /// layout, or names an outlet or action the controller does not have: the file ships
    /// with the program, as UIKit raises "Could not load NIB in bundle".
    func viewFromLayoutFile() -> View {
        do {
            return try ViewLayout(named: layoutFileName, bundle: nibBundle ?? .main).instantiate(
                owner: self as? any LayoutOwner)
        } catch {
            preconditionFailure("\(type(of: self)) could not load its view: \(error.description)")
        }
    }
}
