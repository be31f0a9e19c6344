// Undoing what mail transport and editors do to pasted text before any parser sees it.
#pragma once

#include <string>
#include <vector>

#include "benchcmp/input_bytes.hpp"

namespace benchcmp {

/// Text after undo_transfer_damage, with what was done and how its lines map back.
struct RepairedText {
    InputBytes text;
    std::vector<std::string> notes;  // one sentence per repair, for a note diagnostic
    // original_line[n] is the input line that repaired line n (1-based) starts on; empty when
    // the repairs kept every line where it was.
    std::vector<int> original_line;

    /// The input line of repaired line `line` (0 stays 0: the whole file).
    int map_line(int line) const;
};

/// Removes a leading UTF-8 byte-order mark and, when the whole text is evidently
/// quoted-printable (every '=' starts an escape or a soft line break, and at least one =3D,
/// =09 or soft break occurs), decodes it: escapes become their bytes and soft breaks join
/// their lines (dropping a mail quote prefix that a reply put on the continuation). Then every
/// Unicode space separator (NBSP, EN SPACE, NARROW NBSP, ...) becomes one ASCII space.
/// The text is repaired in place where it can be: a large file's mapped bytes are rewritten,
/// never copied, and only when a repair needs it.
RepairedText undo_transfer_damage(InputBytes text);

}  // namespace benchcmp
