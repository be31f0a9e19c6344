// The one rule for text read from an input or the command line (names, labels, file names,
// messages quoting them) at every place it leaves the program: renderers, stderr, errors.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace benchcmp {

/// The length of the well-formed UTF-8 sequence text starts with (1 to 4), 0 when text is
/// empty or does not start with one (a stray continuation byte, an overlong form, a surrogate,
/// a sequence cut short).
std::size_t utf8_sequence_length(std::string_view text);

/// text with every byte of what could drive a terminal or hide what a line says written as
/// `\xNN` (two lower-case hex digits): the C0 controls (below 0x20: ESC, BEL, a newline, a
/// TAB), DEL (0x7f), the C1 controls (U+0080 to U+009F: CSI as one character), the bidi
/// controls that reorder a line (U+202A to U+202E, U+2066 to U+2069), and every byte that is
/// not part of well-formed UTF-8. Everything else is copied, so printable(printable(x)) is
/// printable(x): text escaped once, when it was read, passes every later boundary unchanged.
std::string printable(std::string_view text);

/// The same for a message of several lines: its line ends ('\n') are kept.
std::string printable_lines(std::string_view text);

/// Whether printable(text) is text itself.
bool is_printable(std::string_view text);

}  // namespace benchcmp
