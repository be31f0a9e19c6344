#include "post/post_lines.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>

#include "parse/common/text_scan.hpp"

namespace benchcmp::post {
namespace {

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\r';
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && is_space(text.front())) {
        text.remove_prefix(1);
    }
    while (!text.empty() && is_space(text.back())) {
        text.remove_suffix(1);
    }
    return text;
}

bool has_letter(std::string_view text) {
    return std::any_of(text.begin(), text.end(), [](char c) { return scan::is_letter(c); });
}

std::size_t word_count(std::string_view text) {
    std::size_t words = 0;
    bool in_word = false;
    for (const char c : text) {
        const bool blank = is_space(c);
        words += (!blank && !in_word) ? 1 : 0;
        in_word = !blank;
    }
    return words;
}

// A host or user name as prompts print them: letters, digits, `.`, `_`, `-`.
bool is_name_char(char c) {
    return scan::is_letter_or_digit(c) || c == '.' || c == '_' || c == '-';
}

// Splits the line of text that starts at byte start, moves start past it, and numbers it
// index + 1 mapped through original_line.
PostLine split_line(std::string_view text, std::size_t& start, std::size_t index,
                    const std::vector<int>& original_line) {
    const char* newline = scan::find_byte(text.data() + start, text.data() + text.size(), '\n');
    const auto end = static_cast<std::size_t>(newline - text.data());
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    if (!line.empty() && line.back() == '\r') {
        line.remove_suffix(1);
    }
    PostLine post_line;
    // Quote prefixes may change depth from line to line inside one table (a reply that
    // re-quotes part of a quote), so each line loses its own.
    while (!line.empty() && line.front() == '>') {
        ++post_line.quote_depth;
        line.remove_prefix(1);
        if (!line.empty() && line.front() == ' ') {
            line.remove_prefix(1);
        }
    }
    post_line.text = line;
    const std::size_t number = index + 1;
    post_line.line =
        number < original_line.size() ? original_line[number] : static_cast<int>(number);
    return post_line;
}

// Where a line ends, and whether a byte before its end is 0x40 or more, as every letter, `@`
// and byte of 0x80 or more is.
struct LineScan {
    const char* end;  // the line's `\n`, or the end of the text
    bool wide_byte;
};

// Scans the line that starts at from in one pass, eight bytes at a time.
LineScan scan_line(const char* from, const char* stop) {
    bool wide_byte = false;
    if constexpr (std::endian::native == std::endian::little) {
        for (; stop - from >= 8; from += 8) {
            const std::uint64_t word = scan::words::load(from);
            const std::uint64_t newlines = scan::words::first_equal(word, '\n');
            const std::uint64_t wide = scan::words::from_0x40(word);
            if (newlines != 0) {
                const int newline_bit = std::countr_zero(newlines);
                const std::uint64_t before_newline = (std::uint64_t{1} << newline_bit) - 1;
                return {from + newline_bit / 8, wide_byte || (wide & before_newline) != 0};
            }
            wide_byte = wide_byte || wide != 0;
        }
    }
    for (; from != stop && *from != '\n'; ++from) {
        wide_byte = wide_byte || static_cast<unsigned char>(*from) >= 0x40;
    }
    return {from, wide_byte};
}

// Whether the first byte of text that is no space or TAB is a digit.
bool digit_after_blanks(std::string_view text) {
    // A loop, not find_first_not_of, which calls memchr for each byte it passes.
    std::size_t begin = 0;
    while (begin < text.size() && (text[begin] == ' ' || text[begin] == '\t')) {
        ++begin;
    }
    return begin < text.size() && scan::is_digit(text[begin]);
}

// For the line of text that starts at byte start: where it ends (its `\n`, or the end of
// text) when it is a number line, or npos. A line with no byte of 0x40 or more has no letter,
// `@` or byte of 0x80 or more, so that only its start is left to look at.
std::size_t number_line_end(std::string_view text, std::size_t start) {
    const LineScan scan = scan_line(text.data() + start, text.data() + text.size());
    const std::string_view line =
        text.substr(start, static_cast<std::size_t>(scan.end - text.data()) - start);
    const bool number_line = scan.wide_byte ? is_number_line(line) : digit_after_blanks(line);
    return number_line ? static_cast<std::size_t>(scan.end - text.data()) : std::string_view::npos;
}

// The lines a column scan passed: how many, where the last of them starts, and where the
// first line it did not pass starts.
struct ColumnScan {
    std::size_t lines = 0;
    std::size_t last_start = 0;
    std::size_t next = 0;
};

// Passes, from the line of text that starts at byte start on, the lines that start with a
// digit and hold no byte of 0x40 or more, all number lines, reading eight bytes a step
// whatever the lines' length; stops at the first other line, or where fewer than eight
// bytes are left, for number_line_end to judge the rest line by line.
ColumnScan scan_digit_led_lines(std::string_view text, std::size_t start) {
    ColumnScan scan{0, start, start};
    if constexpr (std::endian::native == std::endian::little) {
        std::size_t word_start = start;
        while (text.size() - word_start >= 8 && scan::is_digit(text[scan.next])) {
            const std::uint64_t word = scan::words::load(text.data() + word_start);
            // Every `\n` of the word, not only the first: each ends a line.
            std::uint64_t newlines = scan::words::all_equal(word, '\n');
            std::uint64_t wide = scan::words::from_0x40(word);
            for (; newlines != 0; newlines &= newlines - 1) {
                const int newline_bit = std::countr_zero(newlines);
                const std::uint64_t through_newline =
                    newline_bit == 63 ? ~std::uint64_t{0} : (std::uint64_t{2} << newline_bit) - 1;
                if ((wide & through_newline) != 0) {
                    return scan;
                }
                wide &= ~through_newline;
                ++scan.lines;
                scan.last_start = scan.next;
                scan.next = word_start + static_cast<std::size_t>(newline_bit / 8) + 1;
                if (scan.next == text.size() || !scan::is_digit(text[scan.next])) {
                    return scan;
                }
            }
            if (wide != 0) {
                return scan;
            }
            word_start += 8;
        }
    }
    return scan;
}

}  // namespace

std::vector<PostLine> split_post_lines(std::string_view text,
                                       const std::vector<int>& original_line) {
    // Reserved once: a growing vector of a million lines would move them all many times.
    std::vector<PostLine> lines;
    lines.reserve(scan::count_byte(text, '\n') + 1);
    std::size_t start = 0;
    while (start < text.size()) {
        lines.push_back(split_line(text, start, lines.size(), original_line));
    }
    return lines;
}

LineSource::LineSource(std::string_view text, const std::vector<int>& original_line)
    : text_(text), original_line_(original_line) {}

bool LineSource::split_up_to(std::size_t i) {
    while (first_ + lines_.size() <= i && next_byte_ < text_.size()) {
        lines_.push_back(split_line(text_, next_byte_, first_ + lines_.size(), original_line_));
    }
    return i < first_ + lines_.size();
}

void LineSource::forget_before(std::size_t i) {
    // Dropped in batches, so that erasing the front costs O(1) a line.
    constexpr std::size_t kBatch = 4096;
    const std::size_t passed = std::min(i, first_ + lines_.size()) - std::min(i, first_);
    if (passed >= kBatch && passed * 2 >= lines_.size()) {
        lines_.erase(lines_.begin(), lines_.begin() + static_cast<std::ptrdiff_t>(passed));
        first_ += passed;
    }
}

std::size_t LineSource::last_number_line(std::size_t i) {
    std::size_t last = i;
    while (last + 1 < first_ + lines_.size() && is_number_line(lines_[last + 1 - first_].text)) {
        ++last;
    }
    if (last + 1 < first_ + lines_.size()) {
        forget_before(last);
        return last;  // the line after the run is split already
    }
    // Past the lines split so far, the raw text is read: a number line has no quote prefix
    // (its first non-blank byte is a digit), so it is its raw bytes less a CR.
    std::size_t last_start =
        static_cast<std::size_t>(lines_[last - first_].text.data() - text_.data());
    while (next_byte_ < text_.size()) {
        const ColumnScan column = scan_digit_led_lines(text_, next_byte_);
        if (column.lines > 0) {
            last += column.lines;
            last_start = column.last_start;
            next_byte_ = column.next;
        }
        if (next_byte_ >= text_.size()) {
            break;
        }
        const std::size_t end = number_line_end(text_, next_byte_);
        if (end == std::string_view::npos) {
            break;
        }
        ++last;
        last_start = next_byte_;
        next_byte_ = end + 1;
    }
    lines_.clear();  // line `last` is split again from last_start, as has() splits any line
    first_ = last;
    next_byte_ = last_start;
    return last;
}

bool is_number_line(std::string_view text) {
    return digit_after_blanks(text) && std::none_of(text.begin(), text.end(), [](char c) {
               return static_cast<unsigned char>(c) >= 0x80 || c == '@' || scan::is_letter(c);
           });
}

std::string join_lines(const std::vector<PostLine>& lines) {
    return lines.empty() ? std::string() : join_lines(lines, 0, lines.size() - 1);
}

std::string join_lines(const std::vector<PostLine>& lines, std::size_t first, std::size_t last) {
    std::string text;
    for (std::size_t i = first; i <= last; ++i) {
        text += lines[i].text;
        text += '\n';
    }
    return text;
}

bool LineMarks::may_be_label() const {
    switch (first) {
        case '=':
        case '-':
        case '[':
        case 'x':
        case '+':
        case '*':
        case '#':
            return true;
        default:
            return last == ':' || !inner_blank;
    }
}

LineMarks line_marks(std::string_view text) {
    const std::string_view trimmed = trim(text);
    LineMarks marks;
    if (trimmed.empty()) {
        return marks;
    }
    marks.blank = false;
    marks.first = trimmed.front();
    marks.last = trimmed.back();
    // A loop, not find_first_of, which calls memchr for each byte it passes: the first word
    // is short.
    std::size_t blank = 0;
    while (blank < trimmed.size() && trimmed[blank] != ' ' && trimmed[blank] != '\t') {
        ++blank;
    }
    marks.inner_blank = blank < trimmed.size();
    marks.colon = trimmed.find(':') != std::string_view::npos;
    marks.at_sign = trimmed.find('@') != std::string_view::npos;
    return marks;
}

bool is_blank(std::string_view text) {
    return trim(text).empty();
}

bool is_elision(std::string_view text) {
    const std::string_view trimmed = trim(text);
    return trimmed == "[...]" || trimmed == "[snip]" || trimmed == "..." || trimmed == "[…]";
}

std::optional<std::string> prompt_command(std::string_view text) {
    std::string_view rest = trim(text);
    if (rest.starts_with("$ ")) {
        return std::string(trim(rest.substr(2)));
    }
    std::size_t at = 0;
    if (rest.starts_with("[")) {  // [root@perf74 SPECjbb]# cmd
        const std::size_t close = rest.find(']');
        if (close == std::string_view::npos ||
            rest.substr(0, close).find('@') == std::string_view::npos) {
            return std::nullopt;
        }
        at = close + 1;
    } else {  // root@ivb-ep:~/bench# cmd
        while (at < rest.size() && is_name_char(rest[at])) {
            ++at;
        }
        if (at == 0 || at >= rest.size() || rest[at] != '@') {
            return std::nullopt;
        }
        ++at;
        while (at < rest.size() && is_name_char(rest[at])) {
            ++at;
        }
        if (at < rest.size() && rest[at] == ':') {
            while (at < rest.size() && rest[at] != '#' && rest[at] != '$' && !is_space(rest[at])) {
                ++at;
            }
        }
    }
    if (at >= rest.size() || (rest[at] != '#' && rest[at] != '$')) {
        return std::nullopt;
    }
    return std::string(trim(rest.substr(at + 1)));
}

bool continues_command(std::string_view previous, std::string_view text) {
    const std::string_view above = trim(previous);
    const std::string_view line = trim(text);
    if (line.empty() || above.empty()) {
        return false;
    }
    if (above.back() == '\\' || above.back() == '-') {
        return true;  // an escaped line end, or an option cut after its dashes
    }
    // `-j 8`, `--filename=/dev/md127`: an option, a dash or two glued to a letter; a word
    // that also ends in dashes is a tool's column title (bonnie++'s `--Seeks--`).
    const std::size_t dashes = line.starts_with("--") ? 2 : line.starts_with('-') ? 1 : 0;
    const std::string_view word = line.substr(0, line.find_first_of(" \t"));
    return dashes > 0 && word.size() > dashes && scan::is_letter(word[dashes]) &&
           word.back() != '-';
}

namespace {

// What label_line makes of a trimmed line that is not empty, before it rules out elisions and
// prompts.
std::optional<LabelLine> label_shape(std::string_view trimmed) {
    // `== original, no patched`, `-- patched --`
    if (trimmed.size() > 3 && (trimmed.starts_with("==") || trimmed.starts_with("--"))) {
        std::string_view rest = trimmed;
        while (!rest.empty() && (rest.front() == '=' || rest.front() == '-')) {
            rest.remove_prefix(1);
        }
        while (!rest.empty() && (rest.back() == '=' || rest.back() == '-')) {
            rest.remove_suffix(1);
        }
        rest = trim(rest);
        if (!rest.empty() && has_letter(rest)) {
            return LabelLine{normalize_label(rest), true};
        }
        return std::nullopt;
    }
    // ministat's legend: `x Disabled vcpu_is_preempted()`, `+ Enabled`; the rest must start
    // with a letter, so schbench's `* 99.0th: 29` mark is no legend.
    if (trimmed.size() > 2 && (trimmed[0] == 'x' || trimmed[0] == '+' || trimmed[0] == '*') &&
        trimmed[1] == ' ' && scan::is_letter(trimmed[2]) &&
        trimmed.find(':') == std::string_view::npos) {
        return LabelLine{normalize_label(trimmed.substr(2)), true};
    }
    if (trimmed.front() == '[' && trimmed.back() == ']' && has_letter(trimmed)) {
        return LabelLine{normalize_label(trimmed.substr(1, trimmed.size() - 2)), true};
    }
    if (trimmed.back() == ':') {
        const std::string_view head = trimmed.substr(0, trimmed.size() - 1);
        // `stress-ng: info: [139] dispatching hogs:` is tool output with a colon inside.
        if (has_letter(head) && word_count(head) <= 12 &&
            head.find(':') == std::string_view::npos) {
            return LabelLine{normalize_label(head), false};
        }
        return std::nullopt;
    }
    // One bare word: a feature name, a commit id, a kernel version.
    const bool one_word = std::all_of(trimmed.begin(), trimmed.end(), [](char c) {
        return scan::is_letter_or_digit(c) || c == '_' || c == '.' || c == '-' || c == '+' ||
               c == '~' || c == '/';
    });
    if (one_word && has_letter(trimmed) && trimmed.size() <= 40) {
        return LabelLine{std::string(trimmed), false};
    }
    return std::nullopt;
}

// A label written as a comment or a Markdown heading: `### bench.1`, `## 2. With 16 threads`
// (two or more `#`), or one `#` over a colon label without quotes (`# v6.7.0:`, `# cpufreq-max:`).
// Other `#` lines are a tool's comments (`# Running 'sched/pipe' benchmark:`) or a root prompt.
std::optional<LabelLine> hash_label(std::string_view trimmed) {
    std::size_t hashes = 0;
    while (hashes < trimmed.size() && trimmed[hashes] == '#') {
        ++hashes;
    }
    const std::string_view rest = trim(trimmed.substr(hashes));
    if (hashes == trimmed.size() || !is_space(trimmed[hashes]) || !has_letter(rest) ||
        rest.size() > 60 || rest.find_first_of("'\"`") != std::string_view::npos) {
        return std::nullopt;
    }
    if (hashes >= 2 && hashes <= 6) {
        return LabelLine{normalize_label(rest), false};
    }
    if (hashes == 1 && rest.back() == ':' && word_count(rest) <= 6) {
        return label_shape(rest);
    }
    return std::nullopt;
}

}  // namespace

std::optional<LabelLine> label_line(std::string_view text) {
    const std::string_view trimmed = trim(text);
    if (trimmed.empty()) {
        return std::nullopt;
    }
    if (trimmed.front() == '#') {
        return hash_label(trimmed);
    }
    // Few lines have a label's shape: the prompt and elision tests, which every line of a post
    // has already passed in segment_post, are asked only of those.
    std::optional<LabelLine> label = label_shape(trimmed);
    if (!label || is_elision(trimmed) || prompt_command(trimmed)) {
        return std::nullopt;
    }
    return label;
}

bool is_underline(std::string_view text) {
    const std::string_view trimmed = trim(text);
    return trimmed.size() >= 3 && (trimmed.find_first_not_of('=') == std::string_view::npos ||
                                   trimmed.find_first_not_of('-') == std::string_view::npos);
}

std::optional<LabelLine> underlined_heading(std::string_view text, std::string_view next) {
    if (!is_underline(next)) {
        return std::nullopt;  // first: the one test that most lines fail
    }
    const std::string_view trimmed = trim(text);
    // Columns (two blanks or a TAB between words) are a table header over its rule.
    const bool columns = trimmed.find("  ") != std::string_view::npos ||
                         trimmed.find('\t') != std::string_view::npos;
    if (trimmed.empty() || trimmed.size() > 40 || columns || trimmed.front() == '#' ||
        is_underline(trimmed) || prompt_command(trimmed)) {
        return std::nullopt;
    }
    return LabelLine{normalize_label(trimmed), true};
}

std::string normalize_label(std::string_view text) {
    std::string_view trimmed = trim(text);
    if (trimmed.ends_with(':')) {
        trimmed.remove_suffix(1);
        trimmed = trim(trimmed);
    }
    std::string label;
    bool pending_space = false;
    for (const char c : trimmed) {
        if (is_space(c)) {
            pending_space = true;
            continue;
        }
        if (pending_space && !label.empty()) {
            label += ' ';
        }
        pending_space = false;
        label += c;
    }
    return label;
}

}  // namespace benchcmp::post
