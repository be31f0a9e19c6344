#include "parse/pts/pts_xml.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <pugixml.hpp>
#include <set>
#include <string>
#include <vector>

#include "parse/common/text_scan.hpp"

namespace benchcmp::pts {

namespace {

// pugixml reports byte offsets; diagnostics name lines.
class LineIndex {
  public:
    explicit LineIndex(std::string_view text) {
        for (std::size_t at = text.find('\n'); at != std::string_view::npos;
             at = text.find('\n', at + 1)) {
            newlines_.push_back(static_cast<std::ptrdiff_t>(at));
        }
    }

    int line_of(std::ptrdiff_t offset) const {
        if (offset < 0) {
            return 0;
        }
        const auto before = std::lower_bound(newlines_.begin(), newlines_.end(), offset);
        return static_cast<int>(before - newlines_.begin()) + 1;
    }

  private:
    std::vector<std::ptrdiff_t> newlines_;
};

std::string text_of(const pugi::xml_node& node, const char* child) {
    return std::string(scan::trim(node.child(child).text().get()));
}

// Display formats whose Value is one number per system; line graphs hold a series, pass/fail
// and image results hold no number at all.
bool numeric_display(std::string_view format) {
    return format.empty() || format == "BAR_GRAPH" || format == "BAR_ANALYZE_GRAPH";
}

class XmlReader {
  public:
    XmlReader(std::string_view content, DiagnosticSink& sink) : lines_(content), sink_(sink) {}

    void systems(const pugi::xml_node& root);
    void result(const pugi::xml_node& node);

    std::vector<std::string> systems_;
    std::vector<Result> results_;

  private:
    std::vector<double> values_of(const pugi::xml_node& entry, const std::string& system, int line);
    std::optional<Entry> entry(const pugi::xml_node& node, const std::string& what);

    LineIndex lines_;
    DiagnosticSink& sink_;
    std::set<std::string> seen_;  // metric and case of every result read, to catch repeats
};

void XmlReader::systems(const pugi::xml_node& root) {
    for (const pugi::xml_node& system : root.children("System")) {
        const std::string name = text_of(system, "Identifier");
        const int line = lines_.line_of(system.offset_debug());
        if (name.empty()) {
            sink_.diagnose(Level::warning, line, "a System without an Identifier; skipped");
        } else if (std::find(systems_.begin(), systems_.end(), name) != systems_.end()) {
            sink_.diagnose(Level::warning, line,
                           fmt::format("system '{}' is listed twice; its entries are read once",
                                       scan::excerpt(name)));
        } else {
            systems_.push_back(name);
        }
    }
}

std::vector<double> XmlReader::values_of(const pugi::xml_node& entry, const std::string& system,
                                         int line) {
    // RawString is left empty when it would equal Value: a single trial.
    std::string raw = text_of(entry, "RawString");
    if (raw.empty()) {
        raw = text_of(entry, "Value");
    }
    std::vector<double> values;
    std::size_t bad = 0;
    std::string_view rest = raw;
    while (!rest.empty()) {
        const auto colon = rest.find(':');
        const std::string_view token = scan::trim(rest.substr(0, colon));
        rest = colon == std::string_view::npos ? std::string_view{} : rest.substr(colon + 1);
        const scan::Number number = scan::parse_number(token);
        if (number.status == scan::NumberStatus::ok) {
            values.push_back(number.value);
        } else {
            ++bad;
        }
    }
    if (bad > 0) {
        sink_.diagnose(Level::warning, line,
                       fmt::format("system '{}': {} of the trials are not numbers; skipped",
                                   scan::excerpt(system), bad));
    } else if (values.empty()) {
        sink_.diagnose(
            Level::note, line,
            fmt::format("system '{}' has no value (every trial failed)", scan::excerpt(system)));
    }
    return values;
}

std::optional<Entry> XmlReader::entry(const pugi::xml_node& node, const std::string& what) {
    Entry entry;
    entry.system = text_of(node, "Identifier");
    entry.line = lines_.line_of(node.offset_debug());
    if (std::find(systems_.begin(), systems_.end(), entry.system) == systems_.end()) {
        sink_.diagnose(Level::warning, entry.line,
                       fmt::format("{}: an entry of system '{}', which no System lists; skipped",
                                   what, scan::excerpt(entry.system)));
        return std::nullopt;
    }
    entry.values = values_of(node, entry.system, entry.line);
    return entry;
}

void XmlReader::result(const pugi::xml_node& node) {
    const int line = lines_.line_of(node.offset_debug());
    const std::string title = text_of(node, "Title");
    const std::string identifier = text_of(node, "Identifier");
    Result result;
    // Derived results (perf-per-watt graphs) have no Identifier: their title names them.
    result.metric.benchmark = identifier.empty() ? title : profile_name(identifier);
    result.metric.name = title.empty() ? "result" : title;
    result.metric.unit = text_of(node, "Scale");
    result.metric.better = direction_of(text_of(node, "Proportion"));
    result.case_key = case_of(text_of(node, "Description"), text_of(node, "Arguments"));
    const std::string what = scan::excerpt(result.metric.name);
    if (const std::string display = text_of(node, "DisplayFormat"); !numeric_display(display)) {
        sink_.diagnose(Level::note, line,
                       fmt::format("{}: a {} result holds no number per system; not compared", what,
                                   scan::excerpt(display)));
        return;
    }
    if (!seen_.insert(identity_of(result)).second) {
        sink_.diagnose(Level::warning, line,
                       fmt::format("{} {}: the same result again; skipped", what,
                                   scan::excerpt(result.case_key.to_string())));
        return;
    }
    for (const pugi::xml_node& entry_node : node.child("Data").children("Entry")) {
        if (auto read = entry(entry_node, what)) {
            result.entries.push_back(std::move(*read));
        }
    }
    results_.push_back(std::move(result));
}

}  // namespace

std::vector<Run> read_xml(const InputText& input) {
    DiagnosticSink sink(input.path);
    XmlReader reader(input.content, sink);
    pugi::xml_document document;
    const pugi::xml_parse_result parsed =
        document.load_buffer(input.content.data(), input.content.size());
    const pugi::xml_node root = document.child("PhoronixTestSuite");
    if (!parsed) {
        const LineIndex lines(input.content);
        // pugixml stops in the last tag of a text cut short, whatever it then reports: with no
        // whole tag after where it stopped, the file ends early, the cause to fix.
        const std::string_view rest =
            std::string_view(input.content)
                .substr(std::min<std::size_t>(static_cast<std::size_t>(parsed.offset),
                                              input.content.size()));
        const bool ends_early = rest.find('>') == std::string_view::npos;
        sink.diagnose(Level::error, lines.line_of(parsed.offset),
                      fmt::format("{}not valid XML: {}",
                                  ends_early ? "the file ends early (cut short?): " : "",
                                  parsed.description()));
    } else if (!root) {
        sink.diagnose(Level::error, 1, "no <PhoronixTestSuite> element: not a PTS result file");
    } else if (!root.child("Result") && root.child("Benchmark")) {
        sink.diagnose(Level::error, 1,
                      "a result file of PTS before 3.0 (<Benchmark> elements), not supported");
    } else {
        reader.systems(root);
        for (const pugi::xml_node& result : root.children("Result")) {
            reader.result(result);
        }
    }
    std::vector<Run> runs = runs_of(reader.systems_, reader.results_, input.path);
    runs.front().diagnostics = sink.take();
    runs.front().unshown_diagnostics = sink.unshown();
    return runs;
}

}  // namespace benchcmp::pts
