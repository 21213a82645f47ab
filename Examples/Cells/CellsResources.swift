import Foundation

/// The files bundled with the cells app (computers.plist, the ComputerCell layout file).
enum CellsResources {
    static func url(forResource name: String, withExtension ext: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: ext)
    }
}
