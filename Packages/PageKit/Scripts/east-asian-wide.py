#!/usr/bin/env python3
"""Writes Sources/TerminalText/EastAsianWide.swift: the code points that Unicode's East Asian Width property
marks Wide (W) or Fullwidth (F), which a terminal draws two columns wide, as sorted ranges.

Usage: python3 Scripts/east-asian-wide.py   (from Packages/PageKit)

The Unicode version is Python's; where it is older than 17.0, the version of Swift's own Unicode data (which
measures emoji and breaks text into characters), the code points that EastAsianWidth.txt made W from 15.0 to
17.0 are added, so that the two do not disagree on what a newer terminal draws wide.
"""
import pathlib
import sys
import unicodedata

# Unassigned code points count only where Unicode makes W the default (EastAsianWidth.txt): the CJK blocks and
# planes 2 and 3, which later versions fill with ideographs.
DEFAULT_WIDE = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]


# The code points EastAsianWidth.txt 15.0, 15.1, 16.0 and 17.0 made W: newly assigned ideographs, symbols and
# emoji, and the Yijing and Tai Xuan Jing symbols that 16.0 made wide.
WIDE_SINCE_14 = [
    (0x2630, 0x2637), (0x268A, 0x268F), (0x2FFC, 0x2FFF), (0x31E4, 0x31E5), (0x31EF, 0x31EF), (0x4DC0, 0x4DFF),
    (0x16FF2, 0x16FF6), (0x187F8, 0x187FF), (0x18CFF, 0x18CFF), (0x18D09, 0x18D1E), (0x18D80, 0x18DF2),
    (0x1B132, 0x1B132), (0x1B155, 0x1B155), (0x1D300, 0x1D356), (0x1D360, 0x1D376), (0x1F6D8, 0x1F6D8),
    (0x1F6DC, 0x1F6DC), (0x1FA75, 0x1FA77), (0x1FA87, 0x1FA8A), (0x1FA8E, 0x1FA8F), (0x1FAAD, 0x1FAAF),
    (0x1FABB, 0x1FABF), (0x1FAC6, 0x1FAC6), (0x1FAC8, 0x1FAC8), (0x1FACD, 0x1FACF), (0x1FADA, 0x1FADC),
    (0x1FADF, 0x1FADF), (0x1FAE8, 0x1FAEA), (0x1FAEF, 0x1FAEF), (0x1FAF7, 0x1FAF8),
]
PYTHON_VERSION = tuple(int(part) for part in unicodedata.unidata_version.split("."))
VERSION = unicodedata.unidata_version if PYTHON_VERSION >= (17,) else (
    "%s and 15.0–17.0's wide ones" % unicodedata.unidata_version)


def is_wide(code):
    if PYTHON_VERSION < (17,) and any(low <= code <= high for low, high in WIDE_SINCE_14):
        return True
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
    "// Written by Scripts/east-asian-wide.py from Unicode %s; do not edit." % VERSION,
    "",
    "extension TerminalText {",
    "    /// The code points of East Asian Width W or F (Unicode %s)," % VERSION,
    "    /// as sorted, disjoint, closed ranges: a terminal draws each of them two columns wide.",
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
