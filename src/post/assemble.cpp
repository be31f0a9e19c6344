#include "post/assemble.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <set>
#include <string_view>
#include <unordered_map>

#include "parse/common/text_scan.hpp"

namespace benchcmp::post {
namespace {

std::string_view trimmed_view(std::string_view text) {
    const std::size_t begin = text.find_first_not_of(" \t");
    if (begin == std::string_view::npos) {
        return {};
    }
    return text.substr(begin, text.find_last_not_of(" \t\r") - begin + 1);
}

std::string trimmed(std::string_view text) {
    const std::size_t begin = text.find_first_not_of(" \t");
    if (begin == std::string_view::npos) {
        return "";
    }
    const std::size_t end = text.find_last_not_of(" \t\r");
    return std::string(text.substr(begin, end - begin + 1));
}

// What a line says apart from its numbers, so that `[5516] miscellaneous metrics:` and
// `[5524] miscellaneous metrics:` are one line. A single word keeps its digits: `v6.8` and
// `v6.9` are two labels.
std::string line_shape(std::string_view text) {
    std::string shape = trimmed(text);
    if (shape.find(' ') == std::string::npos) {
        return shape;
    }
    std::string out;
    out.reserve(shape.size());
    for (const char c : shape) {
        const bool digit = c >= '0' && c <= '9';
        if (!digit || out.empty() || out.back() != '0') {
            out += digit ? '0' : c;
        }
    }
    return out;
}

// What a variant's lines already hold: a line that repeats one of them (numbers aside) is
// the benchmark's own output (`Performance counter stats for ...:`), not a label of the next
// variant, and a shell command run again starts no new variant. Kept up to date as the
// variant's ranges grow, since a variant read again from the start at every output of a
// long post made reading it quadratic (400 repeats of one output: 1.9 s).
class VariantContents {
  public:
    const std::set<std::string>& lines() const { return lines_; }
    const std::set<std::string>& commands() const { return commands_; }

    // Takes in the lines the variant's ranges gained since the last call. Only a variant's
    // last range grows, and ranges only follow each other.
    void update(const std::vector<PostLine>& lines, const std::vector<Unit>& units,
                const std::vector<std::size_t>& prompt_units, const VariantLayout& variant) {
        for (std::size_t r = range_; r < variant.ranges.size(); ++r) {
            const LineRange& range = variant.ranges[r];
            const std::size_t from = r == range_ ? std::max(next_line_, range.first) : range.first;
            const std::size_t to = std::min(range.last + 1, lines.size());
            for (std::size_t i = from; i < to; ++i) {
                lines_.insert(trimmed(lines[i].text));
                lines_.insert(line_shape(lines[i].text));
            }
            add_commands(units, prompt_units, from, to);
            range_ = r;
            next_line_ = std::max(from, to);
        }
    }

  private:
    // The commands of the prompts that start on lines [from, to).
    void add_commands(const std::vector<Unit>& units, const std::vector<std::size_t>& prompt_units,
                      std::size_t from, std::size_t to) {
        auto p = std::lower_bound(
            prompt_units.begin(), prompt_units.end(), from,
            [&](std::size_t u, std::size_t line) { return units[u].first < line; });
        for (; p != prompt_units.end() && units[*p].first < to; ++p) {
            commands_.insert(units[*p].command);
        }
    }

    std::set<std::string> lines_;
    std::set<std::string> commands_;
    std::size_t range_ = 0;      // the range taken in up to next_line_
    std::size_t next_line_ = 0;  // the first line of range_ not taken in
};

// Whether a line numbers a run rather than naming a variant: a run word next to a number of
// up to three digits, in a line of at most four words (`*** Executing round 2 ***`, `Run 3:`,
// `iteration #4`, `2nd pass`). Authors head each repeat of a benchmark so; as a variant's
// name, every run was compared with the first.
bool numbers_a_run(std::string_view text) {
    static constexpr std::array<std::string_view, 10> kRunWords{
        "run", "round", "iteration", "iter", "pass", "trial", "loop", "attempt", "try", "repeat"};
    std::vector<std::string> words;
    std::string word;
    // A dot inside a word keeps it whole: `5.14` is a version, no run's number.
    const auto end_word = [&] {
        while (!word.empty() && word.back() == '.') {
            word.pop_back();
        }
        if (!word.empty()) {
            words.push_back(std::move(word));
        }
        word.clear();
    };
    for (const char c : text) {
        if (scan::is_letter_or_digit(c) || (c == '.' && !word.empty())) {
            word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        } else {
            end_word();
        }
    }
    end_word();
    const auto ordinal = [](const std::string& w) {  // `2`, `2nd`, `3rd`
        const std::size_t digits = std::find_if_not(w.begin(), w.end(), scan::is_digit) - w.begin();
        return digits > 0 && digits <= 3 && w.size() - digits <= 2;
    };
    const auto is_run_word = [](const std::string& w) {
        return std::find(kRunWords.begin(), kRunWords.end(), w) != kRunWords.end();
    };
    for (std::size_t i = 0; i < words.size() && words.size() <= 4; ++i) {
        if (is_run_word(words[i]) &&
            ((i + 1 < words.size() && ordinal(words[i + 1])) || (i > 0 && ordinal(words[i - 1])))) {
            return true;
        }
    }
    return false;
}

bool collides(const std::set<std::string>& a, const std::set<std::string>& b) {
    return std::any_of(a.begin(), a.end(), [&](const std::string& key) { return b.contains(key); });
}

bool is_heading_text(const Unit& unit, const std::vector<PostLine>& lines) {
    return unit.kind == UnitKind::text && unit.keys.empty() && unit.first == unit.last &&
           !trimmed(lines[unit.first].text).starts_with('#');
}

// The output of another shell command run before the benchmark (`df -mh /mnt`) belongs to
// the session a label or heading above its prompt names, so it does not hide that label.
bool is_command_output(const std::vector<Unit>& units, std::size_t u) {
    return u > 0 && units[u - 1].kind == UnitKind::prompt &&
           units[u - 1].last + 1 == units[u].first && units[u].keys.empty();
}

// What the units between two outputs say about the second one.
struct GapReading {
    bool says_new_variant = false;
    bool by_heading = false;  // the label is a heading line, not a label line
    std::string label;
    std::optional<std::size_t> start_unit;  // where the new variant's text begins
};

// A line written like the heading that named the current variant, its numbers or version
// changed (`Kernel 5.14 run` after `Kernel 6.14 run`): the next heading, not repeated output.
bool heading_alike(std::string_view text, const std::string& heading) {
    return !heading.empty() && normalize_label(text) != heading &&
           line_shape(text) == line_shape(heading);
}

// The label of unit u with the label lines right above and below it, no blank between, each
// the name of a level (`# v6.7.0:` over `# bootup default schedutil governor:`): one label,
// `v6.7.0 / bootup default schedutil governor`, so that the same lower line under two
// upper ones names two variants. start becomes the topmost of them.
std::string stacked_label(const std::vector<PostLine>& lines, const std::vector<Unit>& units,
                          std::size_t begin, std::size_t end, std::size_t u,
                          std::optional<std::size_t>& start) {
    const auto stacked = [&](std::size_t upper) {
        return units[upper].kind == UnitKind::label && units[upper + 1].kind == UnitKind::label &&
               units[upper].last + 1 == units[upper + 1].first;
    };
    // A lower line that repeats is a level's name only when written with the same mark
    // (`# ...:` under `# ...:`); otherwise it is the tool's own title over its output
    // (`Performance counter stats for 'hackbench' (10 runs):` under a bare-word label).
    const auto mark = [&](std::size_t unit) {
        const std::string_view text = trimmed_view(lines[units[unit].first].text);
        return text.substr(0, text.find_first_not_of("#=-[ "));
    };
    std::string label = units[u].label->text;
    for (std::size_t below = u;
         below + 1 < end && stacked(below) && !mark(u).empty() && mark(below + 1) == mark(u);
         ++below) {
        label += " / " + units[below + 1].label->text;
    }
    for (; u > begin && stacked(u - 1); --u) {
        label.insert(0, units[u - 1].label->text + " / ");
        start = u - 1;
    }
    return label;
}

GapReading read_gap(const std::vector<PostLine>& lines, const std::vector<Unit>& units,
                    std::size_t begin, std::size_t end, const std::set<std::string>& seen,
                    const std::set<std::string>& commands, const std::string& named_by = {}) {
    GapReading gap;
    std::optional<std::size_t> strong;
    std::optional<std::size_t> weak;
    std::optional<std::size_t> heading;
    std::optional<std::size_t> prompts;
    for (std::size_t u = begin; u < end; ++u) {
        const Unit& unit = units[u];
        if (unit.kind == UnitKind::elision) {
            gap.says_new_variant = true;
        } else if (unit.kind == UnitKind::prompt) {
            gap.says_new_variant = gap.says_new_variant || !commands.contains(unit.command);
            if (!prompts || units[u - 1].kind != UnitKind::prompt) {
                prompts = u;  // the first prompt of the last run of prompts
            }
        }
    }
    // A label names the next output only when nothing new stands between them: the tail of
    // the previous output (`Disk stats (read/write):` over `vda: ios=...`) labels only itself.
    bool clean_below = true;
    for (std::size_t u = end; u-- > begin;) {
        const Unit& unit = units[u];
        // Labels must repeat exactly (`patch1~2` and `patch1~3` are two); other text
        // repeats numbers aside (`Total operations: 1349191 (...)`).
        const std::string_view text = lines[unit.first].text;
        const bool repeated =
            (seen.contains(unit.kind == UnitKind::label ? trimmed(text) : line_shape(text)) &&
             !(unit.kind == UnitKind::text && heading_alike(text, named_by))) ||
            ((unit.kind == UnitKind::label || unit.first == unit.last) && numbers_a_run(text));
        if (unit.kind == UnitKind::label && !repeated && clean_below) {
            gap.says_new_variant = true;
            std::optional<std::size_t>& nearest = unit.label->strong ? strong : weak;
            nearest = nearest.value_or(u);
        } else if (unit.kind == UnitKind::text && !repeated && !is_command_output(units, u)) {
            // A heading names a variant but does not start one: output repeats its own
            // one-line results (`Total operations: 1349191`), which look the same.
            if (clean_below && !heading && is_heading_text(unit, lines)) {
                heading = u;
            }
            // Prose no format reads, between two repeats of an output, tells of a change:
            // runs repeated by a loop or by hand stand with nothing but blank lines between.
            if (unit.keys.empty() && unit.format == nullptr) {
                gap.says_new_variant = true;
            }
            clean_below = false;
        }
    }
    // Marked labels (`== x`, `x legend`, `[tag]`) beat colon lines, which beat a heading.
    for (const auto& candidate : {strong, weak, heading}) {
        if (candidate) {
            gap.by_heading = !units[*candidate].label.has_value();
            gap.start_unit = candidate;
            gap.label = units[*candidate].label
                            ? stacked_label(lines, units, begin, end, *candidate, gap.start_unit)
                            : normalize_label(lines[units[*candidate].first].text);
            return gap;
        }
    }
    gap.start_unit = prompts;
    if (!gap.start_unit) {
        for (std::size_t u = begin; u < end; ++u) {
            if (units[u].kind != UnitKind::blank) {
                gap.start_unit = u;
                break;
            }
        }
    }
    return gap;
}

std::vector<std::string> lead_commands(const std::vector<Unit>& units, std::size_t data_unit) {
    std::vector<std::string> commands;
    std::size_t u = data_unit;
    while (u > 0 &&
           (units[u - 1].kind == UnitKind::prompt || units[u - 1].kind == UnitKind::blank)) {
        --u;
        if (units[u].kind == UnitKind::prompt) {
            commands.insert(commands.begin(), units[u].command);
        }
    }
    return commands;
}

// Whether a line is a command as an author pastes it above its output, with or without a
// prompt: a program (a lowercase word or a path) and at least one option (`./Run -c 96 -i 1
// shell1`, `ethtool -K eth0 tso off`, `perf bench sched pipe -l 100000`), in a short line.
bool is_command_line(std::string_view text) {
    text = trimmed_view(text);
    if (text.starts_with("$ ") || text.starts_with("# ")) {
        text.remove_prefix(2);
    }
    const std::size_t space = text.find(' ');
    const std::string_view program = text.substr(0, space);
    const bool path = program.starts_with("./") || program.starts_with('/');
    const bool program_like =
        !program.empty() && std::any_of(program.begin(), program.end(), scan::is_letter) &&
        (path || std::all_of(program.begin(), program.end(), [](char c) {
             return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                    std::string_view("_./+-").find(c) != std::string_view::npos;
         }));
    if (space == std::string_view::npos || !program_like || program.front() == '-' ||
        text.size() > 160) {
        return false;
    }
    for (std::size_t at = text.find(" -"); at != std::string_view::npos;
         at = text.find(" -", at + 1)) {
        const std::size_t next = at + (at + 2 < text.size() && text[at + 2] == '-' ? 3 : 2);
        if (next < text.size() && scan::is_letter(text[next])) {
            return true;
        }
    }
    return false;
}

// For each line, the last command line or section heading at or above it: the section it is
// in, as an index into names (0: none yet), so that a long post costs four bytes a line.
struct Sections {
    std::vector<std::string> names{""};
    std::vector<std::uint32_t> of_line;

    const std::string& at(std::size_t line) const {
        return line < of_line.size() ? names[of_line[line]] : names.front();
    }
};

// A heading over a part of the post that is no variant's label: a line ending in `:` of
// three or more words that is not a label line (`- If I change zipf:0.5 to random:`), written
// once: a line the post repeats (`Run status group 0 (all jobs):`) is a tool's own title.
bool is_section_heading(std::string_view text) {
    text = trimmed_view(text);
    return text.size() > 1 && text.back() == ':' && !scan::is_digit(text.front()) &&
           std::count(text.begin(), text.end(), ' ') >= 2;
}

Sections sections_of(const std::vector<PostLine>& lines, const std::vector<Unit>& units) {
    std::vector<bool> label_line(lines.size(), false);
    for (const Unit& unit : units) {
        for (std::size_t i = unit.first;
             unit.kind == UnitKind::label && i <= unit.last && i < lines.size(); ++i) {
            label_line[i] = true;
        }
    }
    std::unordered_map<std::string, int> heading_count;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (!label_line[i] && is_section_heading(lines[i].text)) {
            ++heading_count[trimmed(lines[i].text)];
        }
    }
    Sections sections;
    sections.of_line.resize(lines.size());
    std::uint32_t current = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::string line = trimmed(lines[i].text);
        const bool heading = !label_line[i] && is_section_heading(line) && heading_count[line] == 1;
        if (heading || is_command_line(line)) {
            if (line.starts_with("$ ") || line.starts_with("# ")) {
                line.erase(0, 2);
            }
            sections.names.push_back(std::move(line));
            current = static_cast<std::uint32_t>(sections.names.size() - 1);
        }
        sections.of_line[i] = current;
    }
    return sections;
}

// The variants assembled so far, found by label without a search through all of them (a post
// of 40,000 labelled variants took 2.9 s).
class Variants {
  public:
    VariantLayout& operator[](std::size_t v) { return all_[v]; }
    std::size_t size() const { return all_.size(); }

    // The first variant named label, else a new one starting at first_line; an empty label
    // names no variant, so it always starts a new one.
    std::size_t named(const std::string& label, std::size_t first_line) {
        if (const std::optional<std::size_t> found = first_named(label)) {
            return *found;
        }
        VariantLayout variant;
        variant.label = label;
        variant.first_line = first_line;
        all_.push_back(std::move(variant));
        index(all_.size() - 1);
        return all_.size() - 1;
    }

    bool taken(const std::string& label) const { return first_named(label).has_value(); }

    void relabel(std::size_t v, const std::string& label) {
        all_[v].label = label;
        index(v);
    }

    std::vector<VariantLayout> take() { return std::move(all_); }

  private:
    void index(std::size_t v) {
        if (!all_[v].label.empty()) {
            by_label_.emplace(all_[v].label, v);
        }
    }

    std::optional<std::size_t> first_named(const std::string& label) const {
        std::optional<std::size_t> first;
        if (label.empty()) {
            return first;
        }
        const auto [begin, end] = by_label_.equal_range(label);
        for (auto entry = begin; entry != end; ++entry) {
            // A relabelled variant leaves its old label's entry behind.
            const std::size_t v = entry->second;
            if (all_[v].label == label && (!first || v < *first)) {
                first = v;
            }
        }
        return first;
    }

    std::vector<VariantLayout> all_;
    std::unordered_multimap<std::string, std::size_t> by_label_;
};

// One benchmark output of a variant, with the label standing right above it.
struct Output {
    std::set<std::string> keys;
    std::string label;
};

// The output that repeats in the next variant names this one when a label stands right above
// it: other text before it (a summary table over the per-kernel blocks) took the first label.
void rename_by_repeated_output(Variants& variants, std::size_t current,
                               const std::vector<Output>& outputs,
                               const std::set<std::string>& repeated) {
    for (std::size_t o = 0; o < outputs.size(); ++o) {
        if (!collides(outputs[o].keys, repeated)) {
            continue;
        }
        const std::string& label = outputs[o].label;
        if (o > 0 && !label.empty() && !variants.taken(label)) {
            variants.relabel(current, label);
        }
        return;
    }
}

// The first variant's label, read again now that the second variant shows which lines are
// the tool's own preamble (bonnie++'s `Writing with putc()...done` between `2.5.59` and its
// table): the same lines above the first output no longer hide the label over them.
void relabel_first(const std::vector<PostLine>& lines, const std::vector<Unit>& units,
                   std::size_t first_output, std::size_t second_start, std::size_t second_output,
                   Variants& variants) {
    std::set<std::string> preamble;
    for (std::size_t i = units[second_start].first + 1; i < units[second_output].first; ++i) {
        preamble.insert(trimmed(lines[i].text));
        preamble.insert(line_shape(lines[i].text));
    }
    const GapReading gap = read_gap(lines, units, 0, first_output, preamble, {});
    const bool strong_label =
        gap.start_unit && units[*gap.start_unit].label && units[*gap.start_unit].label->strong;
    if (!gap.label.empty() && (variants[0].label.empty() || strong_label)) {
        variants.relabel(0, gap.label);
    }
}

}  // namespace

std::vector<LineRange> list_contexts(const std::vector<Unit>& units) {
    std::vector<LineRange> contexts(units.size());
    std::optional<LineRange> group;  // the context of the group being walked, when it has one
    bool in_group = false;
    for (std::size_t u = 0; u < units.size(); ++u) {
        if (units[u].kind != UnitKind::list) {
            in_group = false;
            continue;
        }
        if (!in_group) {
            // Once a group: every list of it asking alone was quadratic in a group's length.
            in_group = true;
            std::size_t first = u;
            while (first > 0 && (units[first - 1].kind == UnitKind::text ||
                                 units[first - 1].kind == UnitKind::label)) {
                --first;
            }
            group = first == u ? std::nullopt
                               : std::optional<LineRange>{{units[first].first, units[u - 1].last}};
        }
        contexts[u] = group.value_or(LineRange{units[u].first, units[u].first - 1});  // or empty
    }
    return contexts;
}

namespace {

// Walks the units once, growing the current variant or starting the next one.
class Assembler {
  public:
    Assembler(const std::vector<PostLine>& lines, const std::vector<Unit>& units)
        : lines_(lines), units_(units), sections_(sections_of(lines, units)) {
        for (std::size_t u = 0; u < units_.size(); ++u) {
            if (units_[u].kind == UnitKind::prompt) {
                prompt_units_.push_back(u);
            }
        }
    }

    std::vector<VariantLayout> run() {
        for (std::size_t u = 0; u < units_.size(); ++u) {
            const Unit& unit = units_[u];
            if (unit.kind == UnitKind::list) {
                const std::size_t v = variants_.named(unit.list->label, unit.first);
                variants_[v].list_units.push_back(u);
            } else if (unit.kind == UnitKind::text && !unit.keys.empty()) {
                output(u);
                current_keys_.insert(unit.keys.begin(), unit.keys.end());
                keys_of(*current_).insert(unit.keys.begin(), unit.keys.end());
                gap_begin_ = u + 1;
            }
        }
        if (current_ && !lines_.empty()) {
            variants_[*current_].ranges.back().last = lines_.size() - 1;
        }
        qualify_by_sections();
        return variants_.take();
    }

  private:
    void output(std::size_t u) {
        const Unit& unit = units_[u];
        if (!current_) {
            const GapReading gap = read_gap(lines_, units_, gap_begin_, u, {}, {});
            current_ = variants_.named(gap.label, 0);
            note_section(*current_, unit.first);
            variants_[*current_].ranges.push_back(LineRange{0, unit.last});
            variants_[*current_].lead_commands = lead_commands(units_, u);
            outputs_ = {Output{unit.keys, gap.label}};
            first_output_ = u;
            named_by_heading_ = gap.by_heading;
            return;
        }
        VariantLayout& now = variants_[*current_];
        const VariantContents& contents = contents_of(*current_);
        const GapReading gap = read_gap(lines_, units_, gap_begin_, u, contents.lines(),
                                        contents.commands(), named_by_heading_ ? now.label : "");
        // A heading where the current variant had its own heading is the author heading
        // each variant alike: before a repeat of the output it starts the next variant,
        // and so it does before another benchmark's output after elided prose.
        const bool alike_heading = gap.by_heading && named_by_heading_;
        if (collides(unit.keys, current_keys_)) {
            if (gap.says_new_variant || alike_heading) {
                start_variant(gap, u);
            } else {
                now.ranges.back().last = unit.last;  // one more run of the same variant
            }
        } else if (gap.says_new_variant && alike_heading) {
            start_variant(gap, u);
        } else {
            outputs_.push_back(Output{unit.keys, gap.says_new_variant ? gap.label : ""});
            now.ranges.back().last = unit.last;
        }
    }

    const VariantContents& contents_of(std::size_t v) {
        if (contents_.size() < variants_.size()) {
            contents_.resize(variants_.size());
        }
        contents_[v].update(lines_, units_, prompt_units_, variants_[v]);
        return contents_[v];
    }

    void start_variant(const GapReading& gap, std::size_t u) {
        const Unit& unit = units_[u];
        named_by_heading_ = gap.by_heading;
        if (variants_.size() == 1) {
            relabel_first(lines_, units_, first_output_, gap.start_unit.value_or(u), u, variants_);
        }
        rename_by_repeated_output(variants_, *current_, outputs_, unit.keys);
        outputs_ = {Output{unit.keys, gap.label}};
        const std::size_t start = units_[gap.start_unit.value_or(u)].first;
        VariantLayout& now = variants_[*current_];
        now.ranges.back().last = std::max(now.ranges.back().first, start - 1);
        current_ = variants_.named(kept_apart(gap.label, start, unit.keys), start);
        note_section(*current_, start);
        variants_[*current_].ranges.push_back(LineRange{start, unit.last});
        if (variants_[*current_].lead_commands.empty()) {
            variants_[*current_].lead_commands = lead_commands(units_, u);
        }
        current_keys_.clear();
    }

    // The line a variant's section is read at: where its first output or label starts.
    void note_section(std::size_t v, std::size_t line) {
        if (section_line_.size() <= v) {
            section_line_.resize(v + 1, lines_.size());
        }
        if (section_line_[v] == lines_.size()) {
            section_line_[v] = line;
        }
    }

    std::string section_of(std::size_t v) const {
        return v < section_line_.size() ? sections_.at(section_line_[v]) : std::string();
    }

    std::set<std::string>& keys_of(std::size_t v) {
        if (keys_.size() <= v) {
            keys_.resize(v + 1);
        }
        return keys_[v];
    }

    // The label of the next variant. A label that repeats joins its variant (`base:` and
    // `patched:` once per test case), unless the output under it repeats what that variant
    // already holds and a different command line heads its section (`w/o` under `./Run -c 1`
    // and again under `./Run -c 96`): then the two are not the same runs, and pooling them
    // would be a wrong mean. They are kept apart, named by the command line of their section.
    std::string kept_apart(const std::string& label, std::size_t start,
                           const std::set<std::string>& keys) {
        if (label.empty() || !variants_.taken(label)) {
            return label;
        }
        const std::size_t existing = variants_.named(label, start);
        if (!collides(keys_of(existing), keys)) {
            return label;
        }
        const std::string& section = sections_.at(start);
        if (section.empty() || section == section_of(existing)) {
            return label;  // nothing says the repeat was run otherwise: more runs of it
        }
        qualify_ = true;
        return label + " " + section;
    }

    // Once one label was kept apart by its section, every variant is named with its section,
    // so that all labels state what they were run with (post::fold_label_parameters then
    // makes the option that differs a case).
    void qualify_by_sections() {
        if (!qualify_) {
            return;
        }
        for (std::size_t v = 0; v < variants_.size(); ++v) {
            const std::string section = section_of(v);
            const std::string label = variants_[v].label;
            if (!section.empty() && !label.ends_with(section)) {
                std::string named = label;
                named += named.empty() ? "" : " ";
                named += section;
                variants_.relabel(v, named);
            }
        }
    }

    const std::vector<PostLine>& lines_;
    const std::vector<Unit>& units_;
    Sections sections_;                        // by line: the command line of its section
    std::vector<std::set<std::string>> keys_;  // by variant: the keys of its outputs
    std::vector<std::size_t> section_line_;    // by variant: see note_section
    bool qualify_ = false;
    Variants variants_;
    std::optional<std::size_t> current_;
    std::set<std::string> current_keys_;
    std::vector<Output> outputs_;            // of the current variant
    std::vector<VariantContents> contents_;  // by variant, taken in as far as read
    std::vector<std::size_t> prompt_units_;  // the prompts' unit indices, in line order
    std::size_t first_output_ = 0;
    std::size_t gap_begin_ = 0;
    bool named_by_heading_ = false;  // a heading line, not a label line, named the current one
};

// The command lines above a post's first output (`schbench -m 2 -r 100` once at the top, the
// labels of every variant below it), as line ranges.
std::vector<LineRange> commands_above_first_output(const std::vector<PostLine>& lines,
                                                   const std::vector<Unit>& units) {
    std::vector<LineRange> commands;
    for (const Unit& unit : units) {
        if (unit.kind == UnitKind::text && !unit.keys.empty()) {
            break;
        }
        if (unit.kind == UnitKind::prompt) {
            commands.push_back(LineRange{unit.first, unit.last});
        } else if (unit.kind == UnitKind::text && unit.first == unit.last &&
                   is_command_line(lines[unit.first].text)) {
            commands.push_back(LineRange{unit.first, unit.first});
        }
    }
    return commands;
}

bool runs_a_command(const std::vector<PostLine>& lines, const std::vector<Unit>& units,
                    const VariantLayout& variant) {
    return std::any_of(units.begin(), units.end(), [&](const Unit& unit) {
        const bool command = unit.kind == UnitKind::prompt ||
                             (unit.kind == UnitKind::text && unit.first == unit.last &&
                              is_command_line(lines[unit.first].text));
        return command && std::any_of(variant.ranges.begin(), variant.ranges.end(),
                                      [&](const LineRange& range) {
                                          return range.first <= unit.first &&
                                                 unit.first <= range.last;
                                      });
    });
}

// A command written once above every variant's label ran them all: its lines are read with
// each variant, not only with the first, whose text starts at the top of the post (read
// with the first alone, its case keys made the variants share no case). Only when no other
// variant runs a command of its own, which would then be that variant's setup.
void share_commands_above(const std::vector<PostLine>& lines, const std::vector<Unit>& units,
                          std::vector<VariantLayout>& variants) {
    if (variants.size() < 2) {
        return;
    }
    const std::vector<LineRange> commands = commands_above_first_output(lines, units);
    if (commands.empty() ||
        std::any_of(variants.begin() + 1, variants.end(), [&](const VariantLayout& variant) {
            return variant.ranges.empty() || runs_a_command(lines, units, variant);
        })) {
        return;
    }
    for (auto variant = variants.begin() + 1; variant != variants.end(); ++variant) {
        variant->ranges.insert(variant->ranges.begin(), commands.begin(), commands.end());
    }
}

}  // namespace

std::vector<VariantLayout> assemble_variants(const std::vector<PostLine>& lines,
                                             const std::vector<Unit>& units) {
    std::vector<VariantLayout> variants = Assembler(lines, units).run();
    share_commands_above(lines, units, variants);
    return variants;
}

}  // namespace benchcmp::post
