// Parser interface, the table of input formats, and format detection.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/input_bytes.hpp"
#include "benchcmp/model.hpp"

namespace benchcmp {

/// The whole text of one input, as read from a file or stdin.
struct InputText {
    std::string path;    // as the user named it; "-" for stdin; used in every diagnostic
    InputBytes content;  // raw bytes; parsers handle CRLF, tabs and mail quoting themselves
};

/// One line of a text without its terminator, with its 1-based line number.
struct TextLine {
    std::string_view text;
    int number = 0;
};

/// What sniff() sees: the head of an input (sniff_head), and its lines split once for every
/// format that reads it line by line. Each of twenty sniffs splitting it again was a sixth of
/// a small comparison. Made from any text, as the tests make it.
class SniffHead {
  public:
    SniffHead(std::string_view text) : text_(text) {}    // NOLINT(google-explicit-constructor)
    SniffHead(const std::string& text) : text_(text) {}  // NOLINT(google-explicit-constructor)
    SniffHead(const char* text) : text_(text) {}         // NOLINT(google-explicit-constructor)

    std::string_view text() const { return text_; }
    /// The lines of text, split as scan::LineReader splits them (LF, CRLF or a lone CR), on
    /// first use.
    std::span<const TextLine> lines() const;
    /// The same lines as readers look at them, without mail quote prefixes and surrounding
    /// blanks (scan::clean_line), on first use: most sniffs read nothing else, and clean each
    /// line once for all of them.
    std::span<const std::string_view> clean_lines() const;

  private:
    std::string_view text_;
    mutable std::vector<TextLine> lines_;
    mutable bool split_ = false;
    mutable std::vector<std::string_view> clean_lines_;
    mutable bool cleaned_ = false;
};

/// Reads one input format. Parsers read and record; they never compute statistics or print.
class Parser {
  public:
    virtual ~Parser() = default;
    /// The name used by --input-format and in JSON, e.g. "hackbench".
    virtual std::string_view name() const = 0;
    /// One line for `--help` and the README's format table.
    virtual std::string_view description() const = 0;
    /// How sure this parser is that the text is its format, from 0 (not at all) to 1
    /// (unmistakable). Must be cheap: it sees only the head of the input.
    virtual double sniff(const SniffHead& head) const = 0;
    /// The highest score sniff() ever gives. A catch-all reader (a table, a column of numbers)
    /// never scores as high as kCompanionScore; format_scores() does not ask it when another
    /// format has already scored above its highest.
    virtual double highest_score() const { return 1.0; }
    /// Reads the input into runs: one per variant the text holds (most formats hold one,
    /// whose label the caller fills in). Bad lines become diagnostics, never exceptions.
    virtual std::vector<Run> parse(const InputText& input) const = 0;
    /// The line this format prints for one run's headline result (hackbench: `Time: 7.689`),
    /// so that runs a post lists by hand under the format's header read as its own output;
    /// empty when the format has no single headline result.
    virtual std::string run_line(std::string_view value) const {
        (void)value;
        return {};
    }
    /// Whether the format's tool prints this line (quote prefix and blanks removed) as a
    /// banner or section title of its own output (fio's `fio-3.39` and `Run status group 0
    /// (all jobs):`), so that a post reader never takes it for a variant's label line.
    virtual bool prints_banner(std::string_view line) const {
        (void)line;
        return false;
    }
    /// Whether the variants of this format are named by the input (PTS's systems), so that
    /// files holding the same name are parts of one variant and merge, rather than being
    /// compared with each other.
    virtual bool merges_variants_by_label() const { return false; }
    /// The case key a variant's name becomes when inputs compare with each other (hyperfine:
    /// "command", PTS: "system"); empty for formats whose variants are never named by what
    /// they ran. One file of such a format holds the comparison in itself (`hyperfine 'old'
    /// 'new'`); two files naming the same variants with the same rows are the two sides, each
    /// file a variant and each name a case (variants_as_cases in core/run_merge.hpp).
    virtual std::string_view variant_key() const { return {}; }
    /// Whether an input of this format is a saved benchcmp report, which stands for all the
    /// inputs it was made from (an input read beside it under one of its labels replaces it).
    virtual bool is_saved_report() const { return false; }
};

/// One row of the format table.
struct FormatEntry {
    std::string_view name;
    const Parser& parser;
};

/// The visible table of every input format, in detection-priority order.
std::span<const FormatEntry> formats();

/// The parser named name, or nullptr.
const Parser* find_format(std::string_view name);

/// How much of an input sniff() gets to see (sniff_head): its first kSniffBytes, extended to
/// the end of its first kSniffLines lines when those are longer, up to kSniffMaxBytes.
inline constexpr std::size_t kSniffBytes = std::size_t{64} * 1024;
inline constexpr std::size_t kSniffLines = 8;
inline constexpr std::size_t kSniffMaxBytes = std::size_t{4} * 1024 * 1024;

/// The part of content every sniff() sees: a table whose header line alone is longer than
/// 64 KiB (15,000 columns) is still seen with its first rows.
std::string_view sniff_head(std::string_view content);

/// The parser most sure about input; throws Error (exit 2) naming the file and suggesting
/// --input-format when no parser is sure enough.
const Parser& detect_format(const InputText& input);

/// What detect_format's error adds after "cannot tell the input format": how to name one, and
/// the names of formats().
std::string name_the_format();

/// detect_format's choice, or nullptr where it throws (blank input, no parser sure enough):
/// for the post reader, which tries thousands of stretches of a post, most of them prose, and
/// where an exception each cost more than reading the stretch.
const Parser* recognise_format(const InputText& input);

/// Every format's sniff() score of the input's head, in formats() order: detection and the
/// choice of companions (parse_with_companions) read one round of sniffing. A format whose
/// highest_score() is below kCompanionScore and below a score another format gave is not
/// asked, and scores 0: it could be neither chosen nor a companion, and the highest score
/// stays the same.
std::vector<double> format_scores(const InputText& input);

/// recognise_format from the scores format_scores(input) gave.
const Parser* recognise_format(const InputText& input, std::span<const double> scores);

/// A format this sure of a text (Parser::sniff) reads it beside the detected one; the
/// catch-all formats (table, numbers) never score this high.
inline constexpr double kCompanionScore = 0.7;

/// Reads input with detected (detect_format's choice) and every companion format: one sure
/// of the text that reads benchmarks detected did not, as when a session's paste holds
/// schbench's blocks and perf stat's footers. A companion's observations join detected's runs
/// position by position; one whose variants do not line up with them is left out with a note.
std::vector<Run> parse_with_companions(const InputText& input, const Parser& detected);

/// The same with the scores format_scores(input) gave.
std::vector<Run> parse_with_companions(const InputText& input, const Parser& detected,
                                       std::span<const double> scores);

}  // namespace benchcmp
