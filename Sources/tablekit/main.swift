import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "sections" {
    exit(SectionsCommand.run(Array(arguments.dropFirst())))
}
print("tablekit")
