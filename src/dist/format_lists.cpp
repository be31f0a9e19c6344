// Build-time generator of every list of input formats outside the C++ code: the man page's
// INPUT FORMATS section, the bash completion's word list, the Debian package description and
// the plain list the fuzz and bench scripts loop over. All come from formats(), so a new row
// in the format table reaches each of them on the next build (DEVELOPING.md, "Add a format").
//
//   benchcmp_format_lists TEMPLATE OUTPUT
//
// copies TEMPLATE to OUTPUT with each placeholder replaced.
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>

#include "benchcmp/parse.hpp"

namespace {

// Placeholders a template may hold, each replaced by one rendering of the format table.
constexpr std::string_view kNamesLines = "@FORMAT_NAMES_LINES@";  // one name per line
constexpr std::string_view kNamesWords = "@FORMAT_NAMES@";        // names separated by blanks
constexpr std::string_view kNamesProse = "@FORMAT_NAMES_PROSE@";  // "a, b and c"
constexpr std::string_view kManEntries = "@FORMAT_MAN_ENTRIES@";  // roff .TP paragraphs

std::string names(std::string_view separator) {
    std::string text;
    for (const benchcmp::FormatEntry& entry : benchcmp::formats()) {
        if (!text.empty()) {
            text += separator;
        }
        text += entry.name;
    }
    return text;
}

std::string names_prose() {
    const auto table = benchcmp::formats();
    std::string text;
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (i > 0) {
            text += i + 1 == table.size() ? " and " : ", ";
        }
        text += table[i].name;
    }
    return text;
}

// roff reads a backslash as an escape and '-' as a hyphen that may break; option names and
// format names need the minus sign, so every '-' is written as "\-".
std::string roff_escaped(std::string_view text) {
    std::string escaped;
    for (const char c : text) {
        if (c == '\\') {
            escaped += "\\e";
        } else if (c == '-') {
            escaped += "\\-";
        } else {
            escaped += c;
        }
    }
    // A line that starts with '.' or '\'' would be read as a request.
    if (!escaped.empty() && (escaped.front() == '.' || escaped.front() == '\'')) {
        escaped.insert(0, "\\&");
    }
    return escaped;
}

std::string man_entries() {
    std::string text;
    for (const benchcmp::FormatEntry& entry : benchcmp::formats()) {
        text += ".TP\n.B ";
        text += roff_escaped(entry.name);
        text += '\n';
        text += roff_escaped(entry.parser.description());
        text += '\n';
    }
    if (!text.empty()) {
        text.pop_back();  // the template's own line break follows the placeholder
    }
    return text;
}

void replace_all(std::string& text, std::string_view placeholder, const std::string& value) {
    for (std::size_t at = text.find(placeholder); at != std::string::npos;
         at = text.find(placeholder, at + value.size())) {
        text.replace(at, placeholder.size(), value);
    }
}

std::string file_text(const char* path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::cerr << "usage: benchcmp_format_lists TEMPLATE OUTPUT\n";
        return 2;
    }
    std::ifstream probe(argv[1]);
    if (!probe) {
        std::cerr << "benchcmp_format_lists: cannot read " << argv[1] << '\n';
        return 2;
    }
    std::string text = file_text(argv[1]);
    replace_all(text, kNamesLines, names("\n"));
    replace_all(text, kNamesProse, names_prose());
    replace_all(text, kManEntries, man_entries());
    replace_all(text, kNamesWords, names(" "));
    std::ofstream out(argv[2], std::ios::binary | std::ios::trunc);
    out << text;
    return out.good() ? 0 : 1;
}
