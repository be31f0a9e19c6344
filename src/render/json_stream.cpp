#include "render/json_stream.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <nlohmann/json.hpp>

namespace benchcmp::render {

void JsonStream::begin_object() {
    open('{');
}
void JsonStream::end_object() {
    close('}');
}
void JsonStream::begin_array() {
    open('[');
}
void JsonStream::end_array() {
    close(']');
}

JsonStream& JsonStream::key(std::string_view name) {
    before_value();
    quoted(name);
    out_ += ": ";
    after_key_ = true;
    return *this;
}

void JsonStream::null() {
    before_value();
    out_ += "null";
}

void JsonStream::boolean(bool value) {
    before_value();
    out_ += value ? "true" : "false";
}

void JsonStream::count(std::size_t value) {
    before_value();
    char digits[24];
    out_.append(digits, std::to_chars(digits, digits + sizeof digits, value).ptr);
}

void JsonStream::integer(long long value) {
    before_value();
    char digits[24];
    out_.append(digits, std::to_chars(digits, digits + sizeof digits, value).ptr);
}

void JsonStream::number(double value) {
    if (!std::isfinite(value)) {
        null();
        return;
    }
    before_value();
    // nlohmann's own shortest round-trip conversion, so that every digit is what dump() prints.
    char digits[64];
    out_.append(digits, nlohmann::detail::to_chars(digits, digits + sizeof digits, value));
}

void JsonStream::number_or_null(std::optional<double> value) {
    if (value) {
        number(*value);
    } else {
        null();
    }
}

void JsonStream::string(std::string_view text) {
    before_value();
    quoted(text);
}

void JsonStream::string_or_null(std::string_view text) {
    if (text.empty()) {
        null();
    } else {
        string(text);
    }
}

// A value inside an object or array starts on its own line, after a comma unless it is the
// first; a member's value follows its key on the same line.
void JsonStream::before_value() {
    if (after_key_) {
        after_key_ = false;
        return;
    }
    if (levels_.empty()) {
        return;
    }
    out_ += levels_.back().empty ? "\n" : ",\n";
    levels_.back().empty = false;
    indent(depth_ + static_cast<int>(levels_.size()));
}

void JsonStream::open(char bracket) {
    before_value();
    out_ += bracket;
    levels_.push_back(Level{});
}

// An empty container closes on its own line ("{}", "[]"), as dump() prints it.
void JsonStream::close(char bracket) {
    const bool empty = levels_.back().empty;
    levels_.pop_back();
    if (!empty) {
        out_ += '\n';
        indent(depth_ + static_cast<int>(levels_.size()));
    }
    out_ += bracket;
}

void JsonStream::indent(int depth) {
    out_.append(2 * static_cast<std::size_t>(depth), ' ');
}

// Plain printable ASCII is copied; anything else (escapes, control characters, UTF-8, invalid
// bytes replaced) goes through nlohmann so that it is escaped exactly as dump() escapes it.
void JsonStream::quoted(std::string_view text) {
    const bool plain = std::all_of(text.begin(), text.end(), [](char c) {
        return c >= 0x20 && c < 0x7f && c != '"' && c != '\\';
    });
    if (plain) {
        out_ += '"';
        out_ += text;
        out_ += '"';
        return;
    }
    out_ += nlohmann::json(std::string(text))
                .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace benchcmp::render
