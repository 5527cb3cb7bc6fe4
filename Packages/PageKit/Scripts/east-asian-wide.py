#!/usr/bin/env python3
"""Writes Sources/TerminalText/EastAsianWide.swift: the code points that Unicode's East Asian Width property
marks Wide (W) or Fullwidth (F), which a terminal draws two columns wide, as sorted ranges.

Usage: python3 Scripts/east-asian-wide.py   (from Packages/PageKit; the Unicode version is Python's)
"""
import pathlib
import sys
import unicodedata

# Unassigned code points count only where Unicode makes W the default (EastAsianWidth.txt): the CJK blocks and
# planes 2 and 3, which later versions fill with ideographs.
DEFAULT_WIDE = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]


def is_wide(code):
    if unicodedata.category(chr(code)) == "Cn":
        return any(low <= code <= high for low, high in DEFAULT_WIDE)
    return unicodedata.east_asian_width(chr(code)) in ("W", "F")


ranges = []
for code in range(0x110000):
    if not is_wide(code):
        continue
    if ranges and ranges[-1][1] == code - 1:
        ranges[-1][1] = code
    else:
        ranges.append([code, code])

lines = [
    "// Written by Scripts/east-asian-wide.py from Unicode %s; do not edit." % unicodedata.unidata_version,
    "",
    "extension TerminalText {",
    "    /// The code points of East Asian Width W or F (Unicode %s), as sorted, disjoint, closed ranges:" % unicodedata.unidata_version,
    "    /// a terminal draws each of them two columns wide.",
    "    static let eastAsianWide: [ClosedRange<UInt32>] = [",
]
row = []
for low, high in ranges:
    row.append("0x%X...0x%X," % (low, high))
    if len(row) == 5:
        lines.append("        " + " ".join(row))
        row = []
if row:
    lines.append("        " + " ".join(row))
lines += ["    ]", "}", ""]
out = pathlib.Path(__file__).resolve().parent.parent / "Sources/TerminalText/EastAsianWide.swift"
out.write_text("\n".join(lines))
print("%s: %d ranges" % (out, len(ranges)), file=sys.stderr)
