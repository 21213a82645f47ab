// homepwner-save-loop PATH [ITEMS]: opens the store at PATH (seeding ITEMS random items,
// default 20000, when it does not exist) and adds one item after another, saving the
// whole store each time, until it is killed. The crash test SIGKILLs it mid-write and
// checks that PATH always holds a complete, parseable store.
import Foundation
import HomepwnerCore

let args = CommandLine.arguments
guard args.count >= 2 else {
    FileHandle.standardError.write(Data("usage: HomepwnerSaveLoop PATH [ITEMS]\n".utf8))
    exit(2)
}
let count = args.count > 2 ? Int(args[2]) ?? 20_000 : 20_000
let seed = (0..<count).map { _ in Item.random() }
do {
    let store = try ItemStore(fileURL: URL(fileURLWithPath: args[1]), seed: seed)
    while true { try store.createItem() }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
