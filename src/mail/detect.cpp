// Telling saved mail from a pasted post by its first lines, before the post reader runs.
#include <algorithm>
#include <cctype>
#include <string_view>

#include "benchcmp/mail.hpp"

namespace benchcmp {
namespace {

// A header block longer than this is not looked at further: whether the text is mail is
// settled by the fields seen so far (a 10 MB header line must not be scanned to decide).
constexpr std::size_t kHeadBytes = std::size_t{64} * 1024;

// RFC 5322 2.2: a field name is printable ASCII other than the colon, then a colon.
std::size_t field_name_length(std::string_view line) {
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos || colon == 0) {
        return 0;
    }
    const bool printable = std::all_of(line.begin(), line.begin() + static_cast<long>(colon),
                                       [](char c) { return c > ' ' && c < 127; });
    return printable ? colon : 0;
}

bool names_equal(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

std::string_view next_line(std::string_view& rest) {
    const std::size_t end = rest.find('\n');
    std::string_view line = rest.substr(0, end);
    rest.remove_prefix(end == std::string_view::npos ? rest.size() : end + 1);
    if (!line.empty() && line.back() == '\r') {
        line.remove_suffix(1);
    }
    return line;
}

// The text from its start is a header block with From: and one of Date:, Subject: or
// Message-ID:, every line up to the blank one a field or a folded continuation.
bool header_block(std::string_view head, bool complete) {
    bool from = false;
    bool identifying = false;
    bool first = true;
    while (!head.empty()) {
        const bool last_in_head = head.find('\n') == std::string_view::npos;
        const std::string_view line = next_line(head);
        if (line.empty()) {
            return !first && from && identifying;
        }
        if (line.front() == ' ' || line.front() == '\t') {
            if (first) {
                return false;
            }
        } else if (const std::size_t name = field_name_length(line); name > 0) {
            const std::string_view field = line.substr(0, name);
            from = from || names_equal(field, "From");
            identifying = identifying || names_equal(field, "Date") ||
                          names_equal(field, "Subject") || names_equal(field, "Message-ID");
        } else if (!(last_in_head && !complete)) {  // a line cut by the head's end is not judged
            return false;
        }
        first = false;
    }
    return !complete && from && identifying;
}

// An mbox separator: `From `, the sender, then a date whose time has colons (`From
// mboxrd@z Thu Jan  1 00:00:00 1970`), which a sentence starting with "From" has not.
bool mbox_separator(std::string_view line) {
    const std::size_t colon = line.find(':');
    return line.starts_with("From ") && colon != std::string_view::npos && colon >= 2 &&
           colon + 2 < line.size() && std::isdigit(static_cast<unsigned char>(line[colon - 1])) &&
           std::isdigit(static_cast<unsigned char>(line[colon + 1]));
}

}  // namespace

bool looks_like_mail(std::string_view text) {
    const bool complete = text.size() <= kHeadBytes;
    std::string_view head = text.substr(0, kHeadBytes);
    if (head.starts_with("From ")) {
        return mbox_separator(next_line(head)) && field_name_length(next_line(head)) > 0;
    }
    return header_block(head, complete);
}

}  // namespace benchcmp
