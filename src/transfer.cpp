#include "benchcmp/transfer.hpp"

#include <cstddef>
#include <string_view>

namespace benchcmp {
namespace {

int hex_value(char c) {
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;  // RFC 2045 escapes are upper case; lower case is not evidence of encoding
}

bool is_escape(std::string_view text, std::size_t at) {
    return at + 2 < text.size() && hex_value(text[at + 1]) >= 0 && hex_value(text[at + 2]) >= 0;
}

// Where a soft line break ends, or npos: '=' then optional trailing blanks, then LF or CRLF.
std::size_t soft_break_end(std::string_view text, std::size_t at) {
    std::size_t next = at + 1;
    while (next < text.size() && (text[next] == ' ' || text[next] == '\t')) {
        ++next;
    }
    if (next < text.size() && text[next] == '\r') {
        ++next;
    }
    if (next < text.size() && text[next] == '\n') {
        return next + 1;
    }
    return std::string_view::npos;
}

// Plain benchmark output is full of '=' ("(== 400 tasks)", "min=5"), so the text is treated
// as quoted-printable only when every '=' in it is a valid escape or soft break and at least
// one escape that plain text would not contain appears.
bool looks_quoted_printable(std::string_view text) {
    bool evidence = false;
    for (std::size_t at = text.find('='); at != std::string_view::npos;
         at = text.find('=', at + 1)) {
        if (soft_break_end(text, at) != std::string_view::npos) {
            evidence = true;
            continue;
        }
        if (!is_escape(text, at)) {
            return false;
        }
        // "=20" proves nothing: plain output says "max=20" too, even at a line end.
        const std::string_view code = text.substr(at + 1, 2);
        evidence = evidence || code == "3D" || code == "09";
    }
    return evidence;
}

std::string decode_quoted_printable(std::string_view text) {
    std::string decoded;
    decoded.reserve(text.size());
    std::size_t pending_newlines = 0;  // soft breaks joined into the current line
    for (std::size_t at = 0; at < text.size();) {
        const char c = text[at];
        if (c == '=') {
            const std::size_t end = soft_break_end(text, at);
            if (end != std::string_view::npos) {
                ++pending_newlines;
                at = end;
                continue;
            }
            decoded += static_cast<char>(hex_value(text[at + 1]) * 16 + hex_value(text[at + 2]));
            at += 3;
            continue;
        }
        decoded += c;
        if (c == '\n') {
            decoded.append(pending_newlines, '\n');
            pending_newlines = 0;
        }
        ++at;
    }
    decoded.append(pending_newlines, '\n');
    return decoded;
}

}  // namespace

std::string undo_transfer_damage(std::string text, std::vector<std::string>& notes) {
    constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
    if (std::string_view(text).starts_with(kByteOrderMark)) {
        text.erase(0, kByteOrderMark.size());
        notes.emplace_back("removed a UTF-8 byte-order mark");
    }
    if (looks_quoted_printable(text)) {
        text = decode_quoted_printable(text);
        notes.emplace_back("decoded quoted-printable mail text (=3D, =09, soft line breaks)");
    }
    return text;
}

}  // namespace benchcmp
