/// `tablekit help --man`: the man page (roff, section 1), generated from the same help
/// texts `tablekit --help` and each command's `--help` print (``CommandReference``).
@MainActor
enum ManPage {
    /// The page: name, synopsis, one section per command with its help as printed.
    static func roff() -> String {
        var out = """
            .TH TABLEKIT 1 "" "tablekit \(CommandReference.version)" "User Commands"
            .SH NAME
            tablekit \\- UIKit's table views in a terminal: files, pipes and databases as tables
            .SH SYNOPSIS
            .B tablekit
            .I command
            [\\fIoptions\\fR]
            .br
            .B tablekit \\-\\-version
            .SH DESCRIPTION
            .nf
            \(escaped(TopLevelHelp.usage))
            .fi

            """
        for c in CommandReference.commands {
            out +=
                ".SH \"TABLEKIT \(c.name.uppercased())\"\n\(escaped(c.summary.prefix(1).uppercased() + c.summary.dropFirst())).\n"
            out += ".PP\n.nf\n\(escaped(c.help))\n.fi\n"
        }
        out += ".SH \"SEE ALSO\"\nless(1), column(1)\n"
        return out
    }

    /// `text` as roff text lines: backslashes as `\e`, hyphens as `\-` (so that options
    /// copy as typed), and a line starting with `.` or `'` guarded by `\&`.
    static func escaped(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var l = line.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
            if l.hasPrefix(".") || l.hasPrefix("'") { l = "\\&" + l }
            return l
        }.joined(separator: "\n")
    }
}
