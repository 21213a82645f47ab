/// A camera and the photos it took: the cameras list's model, a second model type that
/// ``PhotoCell`` shows through ``PhotoCellContent``.
struct Camera: Equatable, Sendable {
    /// The camera's name as the photos give it, e.g. "Nikon D850".
    var name: String
    /// Its photos, in the order of the photos file.
    var photos: [Photo]

    /// The cameras of `photos`, in the order each first appears, each with its photos in
    /// file order.
    /// - Complexity: O(n) for n photos.
    static func cameras(of photos: [Photo]) -> [Camera] {
        var order: [String] = []
        var byName: [String: [Photo]] = [:]
        for photo in photos {
            if byName[photo.camera] == nil { order.append(photo.camera) }
            byName[photo.camera, default: []].append(photo)
        }
        return order.map { Camera(name: $0, photos: byName[$0] ?? []) }
    }
}
