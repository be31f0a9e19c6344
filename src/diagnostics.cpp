#include "benchcmp/diagnostics.hpp"

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
    std::string text = diagnostic.file;
    if (diagnostic.line > 0) {
        text += ':';
        text += std::to_string(diagnostic.line);
    }
    text += ": ";
    text += level_name(diagnostic.level);
    text += ": ";
    text += diagnostic.message;
    return text;
}

}  // namespace benchcmp
