// The JSON writer of the whole report: values printed as nlohmann's dump(2) prints them, byte
// for byte, without building a tree, so a million rows cost a million small writes instead of
// a million trees of heap-allocated nodes.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace benchcmp::render {

/// Printable ASCII other than a quote or a backslash: what a JSON string holds as it is.
constexpr bool is_plain_char(char c) {
    return c >= 0x20 && c <= 0x7e && c != '"' && c != '\\';
}

class JsonStream {
  public:
    /// An object member's name written in the source: checked when the program is compiled
    /// to need no escape, and kept with its quotes and colon, written in one copy. (A row of
    /// the report has about fifty such names; checking and quoting each one as it was written
    /// was a tenth of writing a million rows.)
    class Name {
      public:
        static constexpr std::size_t kRoom = 32;

        template <std::size_t N>
        consteval Name(const char (&name)[N]) {  // NOLINT(google-explicit-constructor)
            static_assert(N + 3 <= kRoom, "a longer member name needs more room");
            text_[0] = '"';
            for (std::size_t i = 0; i + 1 < N; ++i) {
                const char c = name[i];
                if (!is_plain_char(c)) {
                    throw "a member name that needs escapes is written with key_text()";
                }
                text_[i + 1] = c;
            }
            text_[N] = '"';
            text_[N + 1] = ':';
            text_[N + 2] = ' ';
            size_ = N + 3;
        }
        std::string_view text() const { return {text_.data(), size_}; }
        /// kRoom bytes, the name's first: what a copy of a fixed size reads.
        const char* room() const { return text_.data(); }

      private:
        std::array<char, kRoom> text_{};
        std::size_t size_ = 0;
    };

    /// depth is the nesting level of the first value (its closing bracket is indented by two
    /// blanks a level, as dump(2) indents a nested value).
    explicit JsonStream(int depth) : depth_(depth) {}

    /// What was written since the last clear().
    std::string_view text() const { return {buffer_.data(), size_}; }
    /// Forgets the text, keeping the room it took: a writer of many items writes each, takes
    /// its text and clears it.
    void clear() { size_ = 0; }
    /// Text written as it is, outside any value (the separator between items).
    void raw(std::string_view text);

    void begin_object();
    void end_object();
    void begin_array();
    void end_array();
    /// The name of the object member whose value comes next.
    JsonStream& key(const Name& name);
    /// The same for a name read from the input, escaped as it needs.
    JsonStream& key_text(std::string_view name);

    void null();
    void boolean(bool value);
    void count(std::size_t value);
    void integer(long long value);
    /// A non-finite number is null, as JSON has no NaN or infinity.
    void number(double value);
    void number_or_null(std::optional<double> value);
    void string(std::string_view text);
    /// An empty text is null (a note, a convention or a mark that is not there).
    void string_or_null(std::string_view text);

  private:
    void before_value();
    void open(char bracket);
    void close(char bracket);
    void line_break(bool comma, std::size_t depth);
    void quoted(std::string_view text);
    // Room for count more bytes after the text.
    char* room_for(std::size_t count) {
        if (buffer_.size() - size_ < count) [[unlikely]] {
            grow(count);
        }
        return buffer_.data() + size_;
    }
    void grow(std::size_t count);
    void append(std::string_view text);
    // Appends the first size bytes of block, a fixed kBlock-byte copy that compiles to a few
    // moves: the names, breaks and numbers of a million rows were a million small memcpy
    // calls each, half of writing them.
    template <std::size_t kBlock>
    void append_block(const char* block, std::size_t size) {
        std::memcpy(room_for(kBlock), block, kBlock);
        size_ += size;
    }

    struct Level {
        bool empty = true;
    };
    std::vector<char> buffer_;  // the text is its first size_ bytes
    std::size_t size_ = 0;
    int depth_;
    std::vector<Level> levels_;
    bool after_key_ = false;
    // The digits of numbers written, by their bits, in a small table where a number takes the
    // slot its bits hash to: a row repeats its numbers (one run's mean, min, max and median
    // are one value), and results printed to a few decimals take few values (a million
    // hackbench times, a few hundred), so that most numbers are converted once.
    struct Digits {
        std::uint64_t bits = 0;
        std::size_t length = 0;       // 0: the slot is empty
        std::array<char, 64> text{};  // the room nlohmann's conversion asks for
    };
    static constexpr std::size_t kDigitSlots = 256;
    std::vector<Digits> digits_ = std::vector<Digits>(kDigitSlots);
};

}  // namespace benchcmp::render
