import Foundation

/// The files bundled with the photos app (photos.json, the layout files of its controllers).
enum PhotosResources {
    /// The app's resource bundle, where `init(nibName:bundle:)` finds a controller's layout file.
    static var bundle: Bundle { Bundle.module }

    static func url(forResource name: String, withExtension ext: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: ext)
    }
}
