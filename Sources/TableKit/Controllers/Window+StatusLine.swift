extension Window {
    /// `status` as the status line shows it at `width` columns: one line when it fits,
    /// else wrapped at spaces into ``maximumStatusLines`` lines, the last cut with `…` when
    /// even they do not hold it. Controls in it are shown, never sent (``Sanitizer``).
    /// - Complexity: O(length of `status`).
    static func statusLines(_ status: String, width: Int) -> [String] {
        guard width > 0 else { return [status] }
        if status.displayWidth <= width { return [status] }
        let wrapped = TextWrapping.wrap(status, width: width)
        guard wrapped.count > maximumStatusLines else { return wrapped }
        var lines = Array(wrapped.prefix(maximumStatusLines))
        let rest = wrapped[maximumStatusLines - 1..<wrapped.count].joined(separator: " ")
        lines[maximumStatusLines - 1] = Truncation.truncate(rest, toWidth: width).replacingTrailingSpaceEllipsis()
        return lines
    }
}
