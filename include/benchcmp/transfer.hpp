// Undoing what mail transport and editors do to pasted text before any parser sees it.
#pragma once

#include <string>
#include <vector>

namespace benchcmp {

/// The text with a leading UTF-8 byte-order mark removed and, when the whole text is evidently
/// quoted-printable (every '=' starts an escape or a soft line break, and at least one =3D,
/// =09 or soft break occurs), decoded. Soft breaks are joined without renumbering the
/// lines after them: the removed newline moves to the end of the joined line, so diagnostics
/// keep pointing at the line the user sees. What was undone is appended to notes.
std::string undo_transfer_damage(std::string text, std::vector<std::string>& notes);

}  // namespace benchcmp
