// Diagnostics (positioned warnings that never stop a run) and Error (the one fatal exception).
#pragma once

#include <cstddef>
#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace benchcmp {

/// Process exit codes; scripts depend on these numbers (README "Exit codes").
inline constexpr int kExitOk = 0;
inline constexpr int kExitRegression = 1;
inline constexpr int kExitUsage = 2;

enum class Level { note, warning, error };

/// The lower-case word used in messages and JSON ("note", "warning", "error").
const char* level_name(Level level);

/// How many diagnostics one input prints; the rest are only counted ("N more warnings not
/// shown"): a million bad lines must not print a million warnings, or hold them in memory.
inline constexpr std::size_t kMaxDiagnosticsPerInput = 100;

/// Something worth telling the user about one place in one input; line 0 means the whole file.
struct Diagnostic {
    Level level = Level::warning;
    std::string file;
    int line = 0;
    std::string message;

    friend bool operator==(const Diagnostic&, const Diagnostic&) = default;
};

/// Where a parser's helpers report problems while no Run exists yet (a table read before the
/// variants it holds are known): collects positioned diagnostics for one input file, which the
/// parser then hands to the runs it returns.
class DiagnosticSink {
  public:
    explicit DiagnosticSink(std::string file) : file_(std::move(file)) {}

    /// Records a diagnostic at line of this sink's file (0: the whole file).
    /// Past kMaxDiagnosticsPerInput kept, only counts it (unshown()).
    void diagnose(Level level, int line, std::string message) {
        if (diagnostics_.size() >= kMaxDiagnosticsPerInput) {
            ++unshown_;
            return;
        }
        diagnostics_.push_back(Diagnostic{level, file_, line, std::move(message)});
    }
    const std::string& file() const { return file_; }
    /// Everything recorded so far, in the order it was recorded; empties the sink.
    std::vector<Diagnostic> take() { return std::exchange(diagnostics_, {}); }
    /// How many diagnostics were counted but not kept.
    std::size_t unshown() const { return unshown_; }

  private:
    std::string file_;
    std::vector<Diagnostic> diagnostics_;
    std::size_t unshown_ = 0;
};

/// Keeps a file's first kMaxDiagnosticsPerInput diagnostics about its lines (line > 0), those
/// of reading and of the comparison together, and ends with one note per file counting the
/// rest: a hundred thousand rows whose printed gains disagree with their means must not print
/// a hundred thousand warnings. Diagnostics about a whole file (line 0) are all kept: they are
/// few, and they sum up (a test that fell back, cells shown as printed).
/// Files' diagnostics already counted and not kept (BoundedDiagnostics) join each file's count.
void limit_line_diagnostics(std::vector<Diagnostic>& diagnostics,
                            const std::map<std::string, std::size_t>& counted = {});

/// Diagnostics appended to a list as they are made, bounded as limit_line_diagnostics bounds
/// them: once a file has kMaxDiagnosticsPerInput diagnostics about its lines in the list,
/// another is counted and its message never made. (A table whose 200,000 printed gains
/// disagree with their means formatted 200,000 warnings to show 100.)
class BoundedDiagnostics {
  public:
    /// Appends to diagnostics, counting the line diagnostics already there.
    explicit BoundedDiagnostics(std::vector<Diagnostic>& diagnostics);

    /// Appends the diagnostic whose message message() makes, or only counts it.
    template <typename Message>
    void add(Level level, const std::string& file, int line, Message&& message) {
        if (line > 0 && !take_room(file)) {
            return;
        }
        diagnostics_.push_back(Diagnostic{level, file, line, message()});
    }
    /// limit_line_diagnostics over the list, the counted diagnostics included.
    void finish();

  private:
    // Whether file has room for one more line diagnostic; counts it as shown or not.
    bool take_room(const std::string& file);

    std::vector<Diagnostic>& diagnostics_;
    std::map<std::string, std::size_t> shown_;    // line diagnostics in the list, by file
    std::map<std::string, std::size_t> counted_;  // line diagnostics only counted, by file
};

/// Renders a diagnostic as `file:line: level: message` (ninja/compiler style; no line when 0).
std::string format_diagnostic(const Diagnostic& diagnostic);

/// A fatal condition (unreadable file, unknown format, bad flag); thrown by any layer and
/// caught once in run(), which prints what() and exits with exit_code().
class Error : public std::runtime_error {
  public:
    explicit Error(const std::string& message, int exit_code = kExitUsage)
        : std::runtime_error(message), exit_code_(exit_code) {}
    int exit_code() const { return exit_code_; }

  private:
    int exit_code_;
};

}  // namespace benchcmp
