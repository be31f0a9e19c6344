#include "parse/bonnie/bonnie_lines.hpp"

#include <algorithm>
#include <array>

#include "parse/common/text_scan.hpp"

namespace benchcmp::bonnie_lines {

namespace {

// The CSV's own names for the tests (bonnie++.8, bon_csv2txt), so that a report reads like
// the tool's documentation.
constexpr std::array<std::array<std::string_view, 6>, 2> kTests{{
    {"putc", "put_block", "rewrite", "getc", "get_block", "seeks"},
    {"seq_create", "seq_stat", "seq_del", "ran_create", "ran_stat", "ran_del"},
}};

template <typename Make>
std::array<std::array<Metric, 6>, 2> metrics(Make make) {
    std::array<std::array<Metric, 6>, 2> table;
    for (std::size_t block = 0; block < 2; ++block) {
        for (std::size_t test = 0; test < 6; ++test) {
            table[block][test] = make(block, test, std::string(kTests[block][test]));
        }
    }
    return table;
}

// Sequential output and input rates are K/sec; seeks and the file tests count per second.
const auto kRates = metrics([](std::size_t block, std::size_t test, std::string name) {
    const bool kilobytes = block == 0 && test < 5;
    return Metric{"bonnie++", std::move(name), kilobytes ? "K/s" : "/s",
                  Direction::higher_is_better};
});
// %CP is what the rate cost, which can rise with the rate: no direction unless the user says.
const auto kCpus = metrics([](std::size_t, std::size_t, const std::string& name) {
    return Metric{"bonnie++", name + "_cpu", "%", Direction::unknown};
});
const auto kLatencies = metrics([](std::size_t, std::size_t, const std::string& name) {
    return Metric{"bonnie++", name + "_latency", "us", Direction::lower_is_better};
});

// Where a CSV layout keeps its fields.
struct CsvLayout {
    std::size_t count;
    std::size_t machine;
    std::size_t size;
    std::size_t chunk;  // 0: no chunk field
    std::size_t io;     // first of the 12 io cells
    std::size_t files;  // the files field; 1.9x has max, min, dirs after it
    std::size_t file_cells;
    std::size_t latencies;  // 0: no latency fields
};

// 1.0x: name,size,12 io cells,files,12 file cells.
constexpr CsvLayout kCsv10{27, 0, 1, 0, 2, 14, 15, 0};
// 1.97: version,version,name,concurrency,seed,size,chunk,12 io,files,max,min,dirs,chunk,12,12.
constexpr CsvLayout kCsv197{48, 2, 5, 6, 7, 19, 24, 36};
// 1.98 and later add the seek count and seeker processes after the chunk size.
constexpr CsvLayout kCsv198{50, 2, 5, 6, 9, 21, 26, 38};

bool is_version(std::string_view token) {
    const std::size_t digits = token.find_first_not_of("0123456789.");
    return !token.empty() && scan::is_digit(token.front()) && token.find('.') != token.npos &&
           (digits == token.npos || digits + 1 == token.size());  // `2.00a`
}

std::optional<CsvLayout> layout(const std::vector<std::string_view>& fields) {
    if (fields.size() < 2) {
        return std::nullopt;
    }
    if (is_version(fields[0]) && is_version(fields[1])) {
        const scan::Number version = scan::parse_number(fields[0]);
        if (version.status != scan::NumberStatus::ok) {
            return std::nullopt;
        }
        if (version.value >= 1.98) {
            return kCsv198;
        }
        if (version.value >= 1.97) {
            return kCsv197;
        }
        return std::nullopt;  // 1.90-1.96 moved fields more than once; the text table is read
    }
    if (!fields[0].empty() && is_size(fields[1])) {
        return kCsv10;
    }
    return std::nullopt;
}

bool all_digits(std::string_view text) {
    return !text.empty() && std::all_of(text.begin(), text.end(), scan::is_digit);
}

bool is_placeholder(std::string_view token) {
    return !token.empty() && token.find_first_not_of('+') == std::string_view::npos;
}

}  // namespace

const Metric& rate_metric(Block block, std::size_t index) {
    return kRates[static_cast<std::size_t>(block)][index];
}

const Metric& cpu_metric(Block block, std::size_t index) {
    return kCpus[static_cast<std::size_t>(block)][index];
}

const Metric& latency_metric(Block block, std::size_t index) {
    return kLatencies[static_cast<std::size_t>(block)][index];
}

std::optional<std::size_t> csv_field_count(const std::vector<std::string_view>& fields) {
    const auto found = layout(fields);
    return found ? std::optional<std::size_t>(found->count) : std::nullopt;
}

Record read_csv(const std::vector<std::string_view>& fields) {
    const CsvLayout at = *layout(fields);
    Record record;
    record.machine = fields[at.machine];
    record.size = fields[at.size];
    if (at.chunk != 0 && !fields[at.chunk].empty()) {
        record.size += ':';
        record.size += fields[at.chunk];
    }
    record.files = fields[at.files];
    if (at.files != at.file_cells - 1) {  // 1.9x: files, max, min, dirs as bon_csv2txt joins them
        for (const auto& [offset, separator] : {std::pair{1, ':'}, {2, ':'}, {3, '/'}}) {
            if (!fields[at.files + offset].empty()) {
                record.files += separator;
                record.files += fields[at.files + offset];
            }
        }
    }
    for (std::size_t i = 0; i < 12; ++i) {
        record.cells[0].emplace_back(fields[at.io + i]);
        record.cells[1].emplace_back(fields[at.file_cells + i]);
    }
    if (at.latencies != 0) {
        for (std::size_t i = 0; i < 6; ++i) {
            record.latencies[0].emplace_back(fields[at.latencies + i]);
            record.latencies[1].emplace_back(fields[at.latencies + 6 + i]);
        }
    }
    return record;
}

bool is_size(std::string_view token) {
    const std::size_t digits = token.find_first_not_of("0123456789");
    if (digits == 0 || digits == std::string_view::npos) {
        return false;
    }
    std::string_view rest = token.substr(digits);
    if (std::string_view("KMGTkmgt").find(rest.front()) == std::string_view::npos) {
        return false;
    }
    rest.remove_prefix(1);
    return rest.empty() || (rest.front() == ':' && rest.size() > 1 &&
                            scan::is_digit(rest[1]));  // `16G:4k`: the chunk size
}

bool is_files(std::string_view token) {
    const std::size_t slash = token.find('/');
    if (slash != std::string_view::npos && !all_digits(token.substr(slash + 1))) {
        return false;
    }
    std::string_view counts = token.substr(0, slash);
    for (std::size_t colon = counts.find(':'); colon != std::string_view::npos;
         colon = counts.find(':')) {
        if (!all_digits(counts.substr(0, colon))) {
            return false;
        }
        counts.remove_prefix(colon + 1);
    }
    return all_digits(counts);
}

bool is_value(std::string_view token) {
    if (is_placeholder(token)) {
        return true;
    }
    if (!token.empty() && (token.back() == 'k' || token.back() == 'm' || token.back() == 'g')) {
        token.remove_suffix(1);
    }
    return scan::parse_number(token).status == scan::NumberStatus::ok;
}

bool is_latency(std::string_view token) {
    return is_placeholder(token) || latency_usec(token).has_value();
}

std::optional<double> rate_value(std::string_view cell, bool kilobytes) {
    double factor = 1.0;
    if (kilobytes && !cell.empty()) {
        if (cell.back() == 'k') {
            cell.remove_suffix(1);
        } else if (cell.back() == 'm') {
            factor = 1024.0;
            cell.remove_suffix(1);
        } else if (cell.back() == 'g') {
            factor = 1024.0 * 1024.0;
            cell.remove_suffix(1);
        }
    }
    const scan::Number value = scan::parse_number(cell);
    if (value.status != scan::NumberStatus::ok) {
        return std::nullopt;
    }
    return value.value * factor;
}

std::optional<double> latency_usec(std::string_view cell) {
    double factor = 0.0;
    if (cell.ends_with("us")) {
        factor = 1.0;
        cell.remove_suffix(2);
    } else if (cell.ends_with("ms")) {
        factor = 1e3;
        cell.remove_suffix(2);
    } else if (cell.ends_with("s")) {
        factor = 1e6;
        cell.remove_suffix(1);
    } else {
        return std::nullopt;
    }
    const scan::Number value = scan::parse_number(cell);
    if (value.status != scan::NumberStatus::ok) {
        return std::nullopt;
    }
    return value.value * factor;
}

}  // namespace benchcmp::bonnie_lines
