#include "render/json_stream.hpp"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <nlohmann/json.hpp>

namespace benchcmp::render {
namespace {

// A comma, a line break and the indent of the deepest level written, whose prefixes are the
// breaks written in one append: a row of the report breaks about sixty lines, and appending
// each piece apart was a third of its cost. (A string made at run time: a copy whose length
// the compiler can bound it inlines as `rep movs`, slower than memcpy for a few bytes.)
constexpr std::size_t kMaxBreakDepth = 32;
const std::string& breaks() {
    static const std::string text = ",\n" + std::string(2 * kMaxBreakDepth, ' ');
    return text;
}
// The breaks copied as one block: up to 15 levels deep, as deep as a report goes, and read
// from breaks() past the comma, which it has room for.
constexpr std::size_t kBreakBlock = 32;
static_assert(kBreakBlock + 1 <= 2 + 2 * kMaxBreakDepth);
// A number's digits copied as one block: nlohmann's shortest form of a double is at most 24
// bytes, and a slot of digits_ has room for the block.
constexpr std::size_t kNumberBlock = 32;

bool is_plain(std::string_view text) {
    return std::all_of(text.begin(), text.end(), is_plain_char);
}

// text as dump() writes a string that needs escapes, out of line: nearly every string is
// plain, and JsonStream::quoted stays small without a json value inside it.
[[gnu::noinline]] std::string escaped(std::string_view text) {
    return nlohmann::json(std::string(text))
        .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace

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

void JsonStream::grow(std::size_t count) {
    buffer_.resize(std::max(2 * buffer_.size(), size_ + count));
}

void JsonStream::append(std::string_view text) {
    std::memcpy(room_for(text.size()), text.data(), text.size());
    size_ += text.size();
}

void JsonStream::raw(std::string_view text) {
    append(text);
}

JsonStream& JsonStream::key(const Name& name) {
    before_value();
    append_block<Name::kRoom>(name.room(), name.text().size());
    after_key_ = true;
    return *this;
}

JsonStream& JsonStream::key_text(std::string_view name) {
    before_value();
    quoted(name);
    append(": ");
    after_key_ = true;
    return *this;
}

void JsonStream::null() {
    before_value();
    append_block<4>("null", 4);
}

void JsonStream::boolean(bool value) {
    before_value();
    append(value ? "true" : "false");
}

void JsonStream::count(std::size_t value) {
    before_value();
    char digits[24];
    append({digits, std::to_chars(digits, digits + sizeof digits, value).ptr});
}

void JsonStream::integer(long long value) {
    before_value();
    char digits[24];
    append({digits, std::to_chars(digits, digits + sizeof digits, value).ptr});
}

void JsonStream::number(double value) {
    if (!std::isfinite(value)) {
        null();
        return;
    }
    before_value();
    const auto bits = std::bit_cast<std::uint64_t>(value);
    constexpr std::uint64_t kGoldenRatio = 0x9E3779B97F4A7C15U;  // Fibonacci hashing
    Digits& slot = digits_[(bits * kGoldenRatio) >> (64 - std::countr_zero(kDigitSlots))];
    if (slot.length == 0 || slot.bits != bits) {
        // nlohmann's own round-trip form through its public dump(), so that every digit is
        // what a dump() of the same value prints (at most 24 bytes: no heap for most).
        const std::string digits = nlohmann::json(value).dump();
        slot.length = std::min(digits.size(), slot.text.size());
        std::memcpy(slot.text.data(), digits.data(), slot.length);
        slot.bits = bits;
    }
    static_assert(kNumberBlock <= std::tuple_size_v<decltype(slot.text)>);
    append_block<kNumberBlock>(slot.text.data(), slot.length);
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
    line_break(!levels_.back().empty, static_cast<std::size_t>(depth_) + levels_.size());
    levels_.back().empty = false;
}

void JsonStream::open(char bracket) {
    before_value();
    append({&bracket, 1});
    levels_.push_back(Level{});
}

// An empty container closes on its own line ("{}", "[]"), as dump() prints it.
void JsonStream::close(char bracket) {
    const bool empty = levels_.back().empty;
    levels_.pop_back();
    if (!empty) {
        line_break(false, static_cast<std::size_t>(depth_) + levels_.size());
    }
    append({&bracket, 1});
}

// A new line (after a comma) indented by two blanks a level.
void JsonStream::line_break(bool comma, std::size_t depth) {
    const std::string& text = breaks();
    const std::size_t skipped = comma ? 0 : 1;
    const std::size_t length = 2 + 2 * depth;
    if (length <= kBreakBlock) {
        append_block<kBreakBlock>(text.data() + skipped, length - skipped);
        return;
    }
    append({text.data() + skipped, 2 - skipped});
    append(std::string(2 * depth, ' '));
}

// Plain printable ASCII is copied; anything else (escapes, control characters, UTF-8, invalid
// bytes replaced) goes through nlohmann so that it is escaped exactly as dump() escapes it.
void JsonStream::quoted(std::string_view text) {
    if (is_plain(text)) {
        char* const out = room_for(text.size() + 2);
        out[0] = '"';
        std::memcpy(out + 1, text.data(), text.size());
        out[text.size() + 1] = '"';
        size_ += text.size() + 2;
        return;
    }
    append(escaped(text));
}

}  // namespace benchcmp::render
