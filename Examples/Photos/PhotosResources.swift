import Foundation

/// The files bundled with the photos app (photos.json).
enum PhotosResources {
    static func url(forResource name: String, withExtension ext: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: ext)
    }
}
