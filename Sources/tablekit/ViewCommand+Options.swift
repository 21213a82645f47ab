import TableKitApps
import TableKitData

extension ViewCommand {
    static let usage = """
        usage: tablekit view [FILE... | -] [--columns a,b,c] [--section-by COLUMN [--collate LOCALE]]
                             [--search TEXT [--regex]] [--search-column NAME] [--pick [--multi] [--print-column NAME]]
                             [--where EXPR] [--sort [-]COLUMN,...] [--output FILE|- [--output-format F] [--force]]
                             [--table NAME | --query SQL] [--format F] [--delimiter C] [--tabs N] [--no-header] [--follow]
                             [--style plain|grouped|inset-grouped] [--key NAME] [--detail NAME]
                             [--max-input SIZE] [--max-rows N] [--print [--time-limit SECONDS]]
                             [--width N] [--height N] [--keys SCRIPT]

        Shows FILE, or standard input (`-`, or no FILE when input is a pipe; keys then come
        from the terminal), as a table:
          text           one row per line; Enter shows the whole line wrapped
          .csv .tsv      columns from the header row (--delimiter, --no-header)
          .json .jsonl   an array of objects, one object or JSON Lines: columns are the union of the keys
          SQLite         --table NAME (a table or view) or --query SQL (one read-only SELECT or PRAGMA,
                         run as given); otherwise the list of tables and views with their row counts:
                         Enter opens one as --table NAME would (--columns, --where, --sort… are its)
          .plist         a dictionary of arrays as sections, an array of strings one section
          FILE FILE...   a list of the files (name, format, bytes); Enter opens one with every
                         option given, Esc comes back to the list
        --format \(formatNames.joined(separator: "|")) reads FILE or standard input in that format;
          without it a file's extension (or SQLite header) tells, and a pipe's first bytes do:
          [ JSON, { JSON Lines, lines with the same number of tabs TSV, or of commas, ; or |
          CSV (unless every comma is followed by a space: "Smith, John" is text), aligned
          columns under a header (ps aux, df -h, dpkg -l, docker ps, kubectl get) fixed.
          --format text reads lines. A .csv file's delimiter is , ; tab or |, as its first
          lines hold it, unless --delimiter C gives it.
        --format fixed reads whitespace-aligned columns: titles from the header line, cuts
          from the blank columns of the first 50 lines; the last column takes the rest.
        --tabs N shows a tab in text as spaces to the next multiple of N columns (default 8).
        G (End) goes to the last row and follows it while the input is still counting;
        --follow starts at the end of a growing file (text, CSV/TSV, JSON Lines) and follows it
          like less +F ("following" in the status line): appended rows appear (a last line
          still being written waits for its line break), new keys and CSV fields add columns.
          A file truncated, rewritten (its first or last bytes read changed, or written in
          place) or replaced under its name (renamed over: the name is followed, like tail -F)
          is read again from its start ("file rewritten; read again"), with its own columns,
          keeping a sort, --columns, --section-by and a search by column name (a name it
          lacks: "no column NAME", shown blank); also after a bad JSON Lines record. A JSON
          array, a property list or a SQLite database cannot be followed.
          With standard input the screen stays at the end as the pipe brings rows.
        ←/→ choose a column, s sorts by it (again: reverses), a click on a title sorts too.
        --sort -pop,city sorts by pop descending (-), then city ascending, as s does.
        --where EXPR shows only the rows that satisfy EXPR ("n of N rows · filter"):
          pop > 1e6 and (country = 'Japan' or country = 'India'); not, parentheses;
          = != < <= > >=; name contains 'ber' (any case and accents); name matches '^B.*n$'
          (a regular expression); notes is blank, notes is not blank (= '' is blank too).
          Numbers as sort reads them (1e6, 1,200, $5, 5%), dates (2020-01-31, 'Jan 1 2000'),
          text in single quotes ('it''s'); columns by name, or "pop density" / `pop density`.
        --output FILE (or - for standard output) writes the rows shown — --columns, --where,
          --sort, --search — without a screen, as --output-format \(TableExportFormat.names.joined(separator: "|"))
          (default: FILE's extension; csv for -); atomically (a temporary file, then renamed),
          never over an existing FILE unless --force. Ctrl-S on the screen saves the same way.
        Enter opens a row: every field with its value wrapped in full; Esc comes back.
        / searches every column (or --search-column): all the words, in any order; ^R
          while typing (or --regex) reads the text as a regular expression, matched in
          each field (^ is a field's start). I summarizes the columns (count, blanks,
          distinct, min, max, mean, median, stdev, top values); y copies the cell, Y the
          row, to the terminal's clipboard (OSC 52).
        --section-by COLUMN groups rows by the column's value; with --collate LOCALE by the
          first letter as that locale's section index files it (e.g. sv: Å Ä Ö after Z).
        --collate LOCALE alone files the lines of a text file (or rows of a plist) by it.
        --pick prints the row chosen with Enter (the line as read, or --print-column's value)
          and exits 0; --multi marks several with Space; Esc or q exits 1 printing nothing.
          Enter in the search bar picks the first result (with --multi: goes to the results).
          A list (.plist, --key, --collate alone) picks a row's text; a SQLite table list
          opens the table with Enter, then Enter picks its row.
        --max-input SIZE reads at most SIZE bytes of standard input (default 1G; K, M, G):
          past it the rows read are shown (with --print too), and view exits 1 saying the
          input was cut; a row picked from them (each is whole) is printed, exit 0.
        --key NAME [--detail NAME] shows an array of dictionaries (JSON or plist) as one
          line per dictionary, as before; without them JSON arrays of objects show in columns.
        With --print, or when standard output is not a terminal (and not --pick), prints the
        screen (default 80×24) after --keys and exits; each key waits for the sort or search
        it starts. An input of unknown size (SQLite, a pipe) that has not finished by
        --max-rows N (1,000,000) or --time-limit SECONDS (10) prints the rows read and exits 1
        saying so. --max-rows N also shows at most N rows on the terminal (any input), loading
        stopped past them.
        """ + "\n" + KeyScript.wordsHelp

    static let flags: Set<String> = ["--pick", "--multi", "--no-header", "--follow", "--force", "--regex"]
    /// The options `view` takes besides AppRunner's common ones.
    static let options: Set<String> = [
        "--style", "--key", "--detail", "--search", "--collate", "--columns",
        "--section-by", "--table", "--query", "--search-column", "--print-column",
        "--delimiter", "--max-input", "--format", "--max-rows", "--time-limit", "--tabs",
        "--where", "--sort", "--output", "--output-format",
    ]
}
