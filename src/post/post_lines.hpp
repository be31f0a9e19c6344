// The lines of a pasted post as the post reader sees them: mail quoting removed, each line
// knowing where it stood in the file, and what kind of line it is.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace benchcmp::post {

/// One line of a post after transport repair and quote stripping: a view into the text it was
/// split from, which must outlive it (a large post is never copied line by line).
struct PostLine {
    std::string_view text;  // without the mail quote prefix and the line end
    int line = 0;           // the line of the file it came from (1-based)
    int quote_depth = 0;    // how many `>` the prefix held
};

/// Splits repaired text into lines, strips each line's quote prefix (`> `, `>>`, `> > >`,
/// any depth, changing from line to line) and maps it to original_line(n) of the file. The
/// lines view text.
std::vector<PostLine> split_post_lines(std::string_view text,
                                       const std::vector<int>& original_line);

/// The lines of a post split on demand, as split_post_lines splits them, for a reader that
/// walks them forward with some lines of lookahead (segment_post). What it has passed it can
/// forget, so that a large log of one stretch of output is segmented without an index of
/// every line: that index is 24 bytes a line, half of a hackbench log's own bytes.
class LineSource {
  public:
    /// text and original_line must outlive the source.
    LineSource(std::string_view text, const std::vector<int>& original_line);
    /// Whether line i (0-based) exists.
    bool has(std::size_t i) { return i < first_ + lines_.size() || split_up_to(i); }
    /// Line i, which has(i) said exists and forget_before has not dropped. A copy: a later
    /// has() may move the lines the source holds.
    PostLine operator[](std::size_t i) {
        has(i);
        return lines_[i - first_];
    }
    /// Lines before i will not be asked for again.
    void forget_before(std::size_t i);
    /// Whether line i is split and not forgotten: a line before the one asked for may be.
    bool held(std::size_t i) const { return i >= first_ && i < first_ + lines_.size(); }
    /// For number line i (is_number_line): the last line j >= i such that lines i to j are
    /// all number lines. Lines before j are forgotten, j is still there. A column of a
    /// million values is passed over at the cost of finding its line ends.
    std::size_t last_number_line(std::size_t i);

  private:
    bool split_up_to(std::size_t i);

    std::string_view text_;
    const std::vector<int>& original_line_;
    std::size_t next_byte_ = 0;  // where the first line not split yet starts
    std::size_t first_ = 0;      // the index of lines_.front()
    std::vector<PostLine> lines_;
};

/// Whether text begins (after blanks) with a digit and holds no letter, no `@` and no byte of
/// 0x80 or more: a line that starts no unit of a post (no label, list, prompt, blank or
/// elision) unless a heading underline follows it.
bool is_number_line(std::string_view text);

/// Joins lines back into text for a parser, one `\n` after each.
std::string join_lines(const std::vector<PostLine>& lines);
/// The same of lines[first..last], a stretch of a post.
std::string join_lines(const std::vector<PostLine>& lines, std::size_t first, std::size_t last);

/// What segment_post learns of a line in one look before it asks whether the line starts a
/// unit of each kind. Each kind needs one of these marks, so that a line of prose or output
/// passes the kinds it cannot be without their tests, which were two thirds of the reading
/// of a large log. A `may_` answer of true says nothing: ask the kind's own test.
struct LineMarks {
    bool blank = true;         // empty or only blanks (is_blank)
    char first = 0;            // the first byte that is no blank
    char last = 0;             // the last one
    bool inner_blank = false;  // a blank between them: more than one word
    bool colon = false;        // a `:` anywhere
    bool at_sign = false;      // an `@` anywhere

    /// A hand-typed list's label ends at a colon (read_inline_list).
    bool may_start_list() const { return colon; }
    /// `[...]`, `[snip]`, `...`, `[…]` (is_elision).
    bool may_be_elision() const { return first == '[' || first == '.'; }
    /// `$ cmd`, `[root@host dir]# cmd`, `root@host:~# cmd` (prompt_command).
    bool may_be_prompt() const { return first == '$' || first == '[' || at_sign; }
    /// A marked label (`== x`, `-- x`, `[x]`, ministat's `x Name`, `+ Name`, `* Name`), a
    /// label ending in `:`, or one bare word (label_line).
    bool may_be_label() const;
};
LineMarks line_marks(std::string_view text);

/// Empty or only blanks.
bool is_blank(std::string_view text);

/// A placeholder for omitted prose (`[...]`, `[snip]`, `...`), which separates blocks.
bool is_elision(std::string_view text);

/// The command of a shell prompt line (`root@host:~/dir# cmd`, `[root@host dir]# cmd`,
/// `$ cmd`), or nullopt when the line is no prompt.
std::optional<std::string> prompt_command(std::string_view text);

/// Whether text continues the shell command on the line above it (previous, the command or
/// its last continuation), as when a mailer wrapped a long command at a blank: the line
/// above ends in `\` or in a word cut after a `-` (`--iodepth=64 --` over `exitall`), or
/// text starts with options (`--filename=/dev/md127 --direct=1`, `-j 8`).
bool continues_command(std::string_view previous, std::string_view text);

/// The label a line gives the block below it, or nullopt. A label is a short line that ends
/// with `:` (`w/o:`, `2) after commit 1a2b3c4:`), a `==`/`--` marked line (`== original`),
/// a ministat legend (`x Disabled`, `+ Enabled`), a bracketed tag (`[Verification Run]`) or
/// one bare word such as a feature name, commit id or version (`NO_NEXT_BUDDY`,
/// `v6.8-rc1+series`). `strong` is set for the marked kinds, which beat a colon line.
struct LabelLine {
    std::string text;
    bool strong = false;
};
std::optional<LabelLine> label_line(std::string_view text);

/// A heading underlined by a row of `=` or `-` on the next line (`2.4.19` over `========`):
/// a strong label whatever its words, digits alone included; nullopt for anything else.
std::optional<LabelLine> underlined_heading(std::string_view text, std::string_view next);

/// A label cleaned for comparison and display: blanks collapsed, a trailing `:` and blanks
/// before it dropped (`w/ :` and `w/:` are one label).
std::string normalize_label(std::string_view text);

}  // namespace benchcmp::post
