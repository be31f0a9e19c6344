#include "benchcmp/diagnostics.hpp"

#include <fmt/format.h>

#include <map>
#include <utility>

#include "benchcmp/printable.hpp"

namespace benchcmp {

const char* level_name(Level level) {
    switch (level) {
        case Level::note:
            return "note";
        case Level::warning:
            return "warning";
        case Level::error:
            break;
    }
    return "error";
}

std::string format_diagnostic(const Diagnostic& diagnostic) {
    // The file name and the message may quote input (a label line, a globbed name holding
    // ESC): written by the one rule of names that leave the program, as one line.
    std::string text = printable(diagnostic.file);
    if (diagnostic.line > 0) {
        text += ':';
        text += std::to_string(diagnostic.line);
    }
    text += ": ";
    text += level_name(diagnostic.level);
    text += ": ";
    text += printable(diagnostic.message);
    return text;
}

void limit_line_diagnostics(std::vector<Diagnostic>& diagnostics,
                            const std::map<std::string, std::size_t>& counted) {
    std::map<std::string, std::pair<std::size_t, std::size_t>> shown_and_not;  // by file
    for (const auto& [file, count] : counted) {
        shown_and_not[file].second = count;
    }
    std::vector<Diagnostic> kept;
    for (Diagnostic& diagnostic : diagnostics) {
        auto& [shown, not_shown] = shown_and_not[diagnostic.file];
        if (diagnostic.line > 0 && shown >= kMaxDiagnosticsPerInput) {
            ++not_shown;
            continue;
        }
        shown += diagnostic.line > 0 ? 1 : 0;
        kept.push_back(std::move(diagnostic));
    }
    for (const auto& [file, counts] : shown_and_not) {
        if (counts.second > 0) {
            kept.push_back(
                Diagnostic{Level::note, file, 0,
                           fmt::format("{} more warning{} about lines of this file not shown",
                                       counts.second, counts.second == 1 ? "" : "s")});
        }
    }
    diagnostics = std::move(kept);
}

BoundedDiagnostics::BoundedDiagnostics(std::vector<Diagnostic>& diagnostics)
    : diagnostics_(diagnostics) {
    for (const Diagnostic& diagnostic : diagnostics_) {
        shown_[diagnostic.file] += diagnostic.line > 0 ? 1 : 0;
    }
}

bool BoundedDiagnostics::take_room(const std::string& file) {
    std::size_t& shown = shown_[file];
    if (shown >= kMaxDiagnosticsPerInput) {
        ++counted_[file];
        return false;
    }
    ++shown;
    return true;
}

void BoundedDiagnostics::finish() {
    limit_line_diagnostics(diagnostics_, counted_);
}

}  // namespace benchcmp
