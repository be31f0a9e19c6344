#include "benchcmp/transport_repair.hpp"

#include <fmt/format.h>

#include <algorithm>
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

// The length of a mail quote prefix ("> ", ">> ", "> > ") at the start of text.
std::size_t quote_prefix_length(std::string_view text) {
    std::size_t at = 0;
    while (at < text.size() && text[at] == '>') {
        ++at;
        if (at < text.size() && text[at] == ' ') {
            ++at;
        }
    }
    return at;
}

void decode_quoted_printable(std::string_view text, RepairedText& repaired) {
    std::string decoded;
    decoded.reserve(text.size());
    int input_line = 1;
    repaired.original_line = {0, 1};  // index 0 unused: lines are 1-based
    bool line_is_quoted = quote_prefix_length(text) > 0;
    for (std::size_t at = 0; at < text.size();) {
        const char c = text[at];
        if (c == '=') {
            const std::size_t end = soft_break_end(text, at);
            if (end != std::string_view::npos) {
                // A reply quotes every physical line, so the continuation carries its own
                // prefix, which belongs to neither half of the joined line.
                ++input_line;
                at = end;
                if (line_is_quoted) {
                    at += quote_prefix_length(text.substr(at));
                }
                continue;
            }
            decoded += static_cast<char>(hex_value(text[at + 1]) * 16 + hex_value(text[at + 2]));
            at += 3;
            continue;
        }
        decoded += c;
        ++at;
        if (c == '\n') {
            ++input_line;
            repaired.original_line.push_back(input_line);
            line_is_quoted = quote_prefix_length(text.substr(at)) > 0;
        }
    }
    repaired.text = std::move(decoded);
}

// The UTF-8 length of a Unicode space separator (Zs) other than the ASCII space starting at
// at, or 0. Mail clients and HTML-to-text conversion pad columns with NBSP (U+00A0), EN SPACE
// (U+2002), FIGURE SPACE (U+2007), NARROW NBSP (U+202F) and the like; to a reader they are
// blanks, so parsers must see blanks.
std::size_t unicode_space_length(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t offset) {
        return at + offset < text.size() ? static_cast<unsigned char>(text[at + offset]) : 0U;
    };
    if (byte(0) == 0xC2 && byte(1) == 0xA0) {
        return 2;  // U+00A0
    }
    if (byte(0) == 0xE1 && byte(1) == 0x9A && byte(2) == 0x80) {
        return 3;  // U+1680 OGHAM SPACE MARK
    }
    if (byte(0) == 0xE2 && byte(1) == 0x80 &&
        ((byte(2) >= 0x80 && byte(2) <= 0x8A) || byte(2) == 0xAF)) {
        return 3;  // U+2000..U+200A, U+202F
    }
    if (byte(0) == 0xE2 && byte(1) == 0x81 && byte(2) == 0x9F) {
        return 3;  // U+205F MEDIUM MATHEMATICAL SPACE
    }
    if (byte(0) == 0xE3 && byte(1) == 0x80 && byte(2) == 0x80) {
        return 3;  // U+3000 IDEOGRAPHIC SPACE
    }
    return 0;
}

// Each Unicode space becomes one ASCII space, so columns aligned by eye stay aligned; returns
// how many were replaced. Lines are kept where they were.
std::size_t replace_unicode_spaces(InputBytes& bytes) {
    // Every such space starts with a byte of 0x80 or more: text with none (most benchmark
    // output) is only read, in blocks the compiler vectorises, never written (a mapped file's
    // pages stay the file's).
    const std::string_view text = bytes;
    constexpr std::size_t kBlock = 256;
    std::size_t first = 0;
    for (; first < text.size(); first += kBlock) {
        const std::size_t end = std::min(text.size(), first + kBlock);
        unsigned char high = 0;
        for (std::size_t at = first; at < end; ++at) {
            high |= static_cast<unsigned char>(text[at]);
        }
        if ((high & 0x80U) != 0) {
            break;
        }
    }
    if (first >= text.size()) {
        return 0;
    }
    char* const out = bytes.mutable_data();
    std::size_t replaced = 0;
    std::size_t write = first;
    for (std::size_t read = write; read < text.size();) {
        if (const std::size_t length = unicode_space_length(text, read); length > 0) {
            out[write++] = ' ';
            read += length;
            ++replaced;
            continue;
        }
        out[write++] = text[read++];
    }
    bytes.shrink_to(write);
    return replaced;
}

}  // namespace

int RepairedText::map_line(int line) const {
    if (line <= 0 || original_line.empty()) {
        return line;
    }
    const auto index = static_cast<std::size_t>(line);
    return index < original_line.size() ? original_line[index] : original_line.back();
}

RepairedText undo_transfer_damage(InputBytes text) {
    RepairedText repaired;
    constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
    if (text.view().starts_with(kByteOrderMark)) {
        text.remove_prefix(kByteOrderMark.size());
        repaired.notes.emplace_back("removed a UTF-8 byte-order mark");
    }
    if (looks_quoted_printable(text)) {
        decode_quoted_printable(text, repaired);
        repaired.notes.emplace_back(
            "decoded quoted-printable mail text (=3D, =09, soft line breaks)");
    } else {
        repaired.text = std::move(text);
    }
    if (const std::size_t spaces = replace_unicode_spaces(repaired.text); spaces > 0) {
        repaired.notes.push_back(
            fmt::format("read {} Unicode space character{} (NBSP, EN SPACE, ...) as plain spaces",
                        spaces, spaces == 1 ? "" : "s"));
    }
    return repaired;
}

}  // namespace benchcmp
