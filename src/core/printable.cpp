#include "benchcmp/printable.hpp"

namespace benchcmp {
namespace {

unsigned char byte_at(std::string_view text, std::size_t at) {
    return static_cast<unsigned char>(text[at]);
}

// How many bytes at the start of text are one character to write as \xNN each: a control
// (C0, DEL, C1), a bidi control, or a byte of no well-formed sequence; 0 for a character to
// copy, whose length is then `length`.
std::size_t bytes_to_escape(std::string_view text, std::size_t& length, bool keep_newlines) {
    const unsigned char lead = byte_at(text, 0);
    if (lead < 0x80) {
        length = 1;
        const bool control = (lead < 0x20 && !(keep_newlines && lead == '\n')) || lead == 0x7f;
        return control ? 1 : 0;
    }
    length = utf8_sequence_length(text);
    if (length == 0) {
        return 1;
    }
    if (length == 2 && lead == 0xC2 && byte_at(text, 1) < 0xA0) {
        return 2;  // U+0080 to U+009F
    }
    if (length == 3 && lead == 0xE2) {
        const unsigned char second = byte_at(text, 1);
        const unsigned char third = byte_at(text, 2);
        const bool embedding = second == 0x80 && third >= 0xAA && third <= 0xAE;
        const bool isolate = second == 0x81 && third >= 0xA6 && third <= 0xA9;
        return embedding || isolate ? 3 : 0;
    }
    return 0;
}

std::string escaped(std::string_view text, bool keep_newlines) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    out.reserve(text.size());
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t length = 0;
        const std::size_t escape = bytes_to_escape(text.substr(pos), length, keep_newlines);
        if (escape == 0) {
            out.append(text.substr(pos, length));
            pos += length;
            continue;
        }
        for (std::size_t i = 0; i < escape; ++i) {
            const unsigned char byte = byte_at(text, pos + i);
            out += "\\x";
            out += kHex[byte >> 4];
            out += kHex[byte & 0xF];
        }
        pos += escape;
    }
    return out;
}

}  // namespace

std::size_t utf8_sequence_length(std::string_view text) {
    if (text.empty()) {
        return 0;
    }
    const unsigned char lead = byte_at(text, 0);
    if (lead < 0x80) {
        return 1;
    }
    std::size_t length = 0;
    unsigned char low = 0x80;
    unsigned char high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        low = lead == 0xE0 ? 0xA0 : 0x80;
        high = lead == 0xED ? 0x9F : 0xBF;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        low = lead == 0xF0 ? 0x90 : 0x80;
        high = lead == 0xF4 ? 0x8F : 0xBF;
    } else {
        return 0;
    }
    if (text.size() < length || byte_at(text, 1) < low || byte_at(text, 1) > high) {
        return 0;
    }
    for (std::size_t i = 2; i < length; ++i) {
        if (byte_at(text, i) < 0x80 || byte_at(text, i) > 0xBF) {
            return 0;
        }
    }
    return length;
}

bool is_printable(std::string_view text) {
    for (std::size_t pos = 0; pos < text.size();) {
        std::size_t length = 0;
        if (bytes_to_escape(text.substr(pos), length, false) != 0) {
            return false;
        }
        pos += length;
    }
    return true;
}

std::string printable(std::string_view text) {
    return is_printable(text) ? std::string(text) : escaped(text, false);
}

std::string printable_lines(std::string_view text) {
    return escaped(text, true);
}

}  // namespace benchcmp
