// A JSON writer that prints values as nlohmann's dump(2) does, byte for byte, without building
// a tree: the report's rows are written with it, so a million rows cost a million small writes
// instead of a million trees of heap-allocated nodes.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace benchcmp::render {

class JsonStream {
  public:
    /// Appends to out; depth is the nesting level of the first value (its closing bracket is
    /// indented by two blanks a level, as dump(2) indents a nested value).
    JsonStream(std::string& out, int depth) : out_(out), depth_(depth) {}

    void begin_object();
    void end_object();
    void begin_array();
    void end_array();
    /// The name of the object member whose value comes next.
    JsonStream& key(std::string_view name);

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

    struct Level {
        bool empty = true;
    };
    std::string& out_;
    int depth_;
    std::vector<Level> levels_;
    bool after_key_ = false;
    // The digits of the last number written, and its bits: a report row repeats its numbers
    // (one run's mean, min, max and median are one value), which are converted once.
    std::uint64_t number_bits_ = 0;
    std::size_t number_length_ = 0;  // 0: no number yet
    std::array<char, 64> number_digits_{};
};

}  // namespace benchcmp::render
