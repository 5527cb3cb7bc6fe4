/// The usage text of each subcommand.
enum HelpText {
    static func lines(for topic: HelpTopic) -> [String] {
        switch topic {
        case .main:
            [
                "Usage: app SUBCOMMAND [ARGUMENTS]",
                "",
                "Calls any registered component by name.",
                "",
                "Subcommands:",
                "  list                        every component and its commands",
                "  describe NAME               one component's commands with argument and result schemas",
                "  call NAME COMMAND [key=value …] [--json '{…}'] [--timeout S]",
                "                              call a command and print its result as JSON",
                "  page ID [--width N] [--height N] [--scroll N] [--select SECTION/ITEM] [--config FILE]",
                "          [--param KEY=VALUE,...] [--delay SECTION=SECONDS,...] [--quiet] [--interactive]",
                "                              show a page from the CMS component in the terminal",
                "  tour                        a short walk through the bus",
                "  help [SUBCOMMAND]           this text, or one subcommand's",
                "",
                "Exit status: 0 success, 1 component error, 2 usage error, 3 output not written,",
                "130 interrupted (Ctrl-C).",
            ]
        case .list:
            [
                "Usage: app list",
                "",
                "Prints every registered component with its commands' signatures.",
            ]
        case .describe:
            [
                "Usage: app describe NAME",
                "",
                "Prints one component's commands: execution, summary, and each argument and result key",
                "with its type, whether it is required, its default and its meaning.",
            ]
        case .call:
            [
                "Usage: app call NAME COMMAND [key=value …] [--json '{…}'] [--timeout SECONDS]",
                "",
                "Calls COMMAND of component NAME and prints the result as JSON on standard output.",
                "",
                "  key=value       an argument, typed by the command's schema: limit=3 is an int when",
                "                  'limit' is declared int; arrays and objects are written as JSON",
                "  --json '{…}'    arguments as one JSON object; key=value arguments add to it",
                "  --timeout S     give up after S seconds (error 500); async commands are awaited",
                "",
                "Errors go to standard error with their code: 100 no component, 200 unsupported command,",
                "300 invalid argument, 400 component failure, 500 timeout, 600 cancelled.",
                "Exit status: 0 success, 1 component error, 2 usage error, 3 output not written.",
                "",
                "Example: app call Store nearby limit=3 maxDistance=1500",
            ]
        case .page:
            [
                "Usage: app page ID [--width N] [--height N] [--scroll N] [--select SECTION/ITEM] [--quiet]",
                "                   [--delay SECTION=SECONDS,...] [--param KEY=VALUE,...]",
                "       app page --config FILE [same options]",
                "       app page ID --interactive [--delay SECTION=SECONDS,...]",
                "",
                "Asks the CMS component for page ID, builds it from the sections the components contribute",
                "and prints it once every section has its data, followed by any diagnostics about its",
                "configuration. A section that fails, or has no data within its timeout (10 s unless its",
                "configuration sets \"timeout\"), prints as its error state (⚠ SECTION: why) with a",
                "diagnostic; the rest of the page prints as usual.",
                "",
                "  --width N        columns, 10 to 1000 (default: the terminal's width, else $COLUMNS,",
                "                   else 80)",
                "  --height N       rows of the viewport, 1 to 100000 (default: the whole page)",
                "  --scroll N       render the viewport at row N and print the exposure events",
                "                   (items that appeared and disappeared) for the move from row 0;",
                "                   the viewport is the whole page unless --height makes it smaller",
                "  --select S/ITEM  raise a selection on an item: S/ID by identity, S/#N by position;",
                "                   the owning section handles it, usually through the bus",
                "  --config FILE    show the page configuration in FILE instead of a page id",
                "  --quiet          print diagnostics on standard error instead of under the page",
                "  --delay S=SEC    wait SEC seconds (0 to 60) before loading section S, as the",
                "                   configuration's \"delay\" does: a slow section on purpose",
                "  --param K=V      open the page with parameters its sections read, as a selection",
                "                   that opens it passes them: app page store --param id=3",
                "  --interactive    full screen, shown at once and filled in as sections arrive",
                "                   (⋯ loading S until then): j/k or ↑↓ scroll, h/l or ←→ scroll the",
                "                   marked carousel, Tab marks the next item, Enter selects it (a store",
                "                   opens its page over this one; on an error state: retries that",
                "                   section), Backspace or Esc goes back, r reloads, q quits",
                "                   (Ctrl-C: exit 130); it follows the window's size but in a",
                "                   --width or --height given, and needs the terminal in the foreground",
                "",
                "A page with unknown kinds, malformed sections or duplicate ids still shows everything",
                "valid (exit 0). A file that is not JSON exits 2 with the error's line and column;",
                "a page the CMS does not have exits 1. Text from the page or the command line is shown",
                "as data: control characters appear as symbols such as ␛. After --, a word is the page",
                "id even when it starts with -: app page -- -draft.",
            ]
        case .tour:
            [
                "Usage: app tour",
                "",
                "Lists the components, then makes a sync call and an async call through typed wrappers.",
            ]
        }
    }
}
