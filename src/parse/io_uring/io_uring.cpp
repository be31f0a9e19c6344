// "io-uring": the per-second lines of fio's t/io_uring test tool (axboe/fio, t/io_uring.c):
// `IOPS=59.08M, BW=28.84GiB/s, IOS/call=31/31` once a second, and `Maximum IOPS=6.47M` when
// the run ends (`Exiting on timeout` / `Exiting on signal`). Older versions print
// `IOPS=1234567, IOS/call=32/31, inflight=128 (128)` and `Maximum IOPS=1234K`.
//
// The per-second lines are samples of one run, and are read as its raw values: that is how
// the tool's users compare them (the lines of a steady run, their mean), and it keeps the
// spread a Welch test needs. IOPS are counts (`59.08M` is 59,080,000); the bandwidth is in
// GiB/s as the tool prints it above 2000 MiB/s, and a `BW=812MiB/s` line is turned into GiB/s
// by the tool's own factor (it prints bw / 1000). The setup lines (`submitter=`, `polled=`,
// `Engine=`) and IOS/call are not results, but the files the `submitter=N, ..., file=/dev/...`
// lines name are the case (`file=/dev/nvme0n1 /dev/nvme1n1`): two setups pasted one after
// the other never pool. Two runs of one setup in one text do pool their seconds, with a
// warning where the second starts: a label line above each run keeps them apart.

#include <fmt/format.h>

#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

constexpr std::string_view kBenchmark = "io-uring";
constexpr double kSureScore = 0.9;

const Metric kIops{"io-uring", "iops", "IOPS", Direction::higher_is_better};
const Metric kBandwidth{"io-uring", "bw", "GiB/s", Direction::higher_is_better};
const Metric kMaxIops{"io-uring", "max_iops", "IOPS", Direction::higher_is_better};

// `59.08M`, `987.65K`, `98765`: the tool's IOPS figure as a count.
// Each figure is read with its scale as an exponent (`59.08M` as `59.08e6`), so that it is the
// double nearest the decimal.
std::optional<double> scaled(std::string_view text, int exponent) {
    if (text.empty() || text.find_first_of("eE") != std::string_view::npos) {
        return std::nullopt;
    }
    const scan::Number number = scan::parse_number(fmt::format("{}e{}", text, exponent));
    if (number.status != scan::NumberStatus::ok) {
        return std::nullopt;
    }
    return number.value;
}

std::optional<double> read_iops(std::string_view text) {
    int exponent = 0;
    if (text.ends_with('M')) {
        exponent = 6;
        text.remove_suffix(1);
    } else if (text.ends_with('K')) {
        exponent = 3;
        text.remove_suffix(1);
    }
    return scaled(text, exponent);
}

// `28.84GiB/s` or `812MiB/s`, in GiB/s as the tool scales it.
std::optional<double> read_bandwidth(std::string_view text) {
    int exponent = 0;
    if (text.ends_with("GiB/s")) {
        exponent = 0;
    } else if (text.ends_with("MiB/s")) {
        exponent = -3;
    } else {
        return std::nullopt;
    }
    text.remove_suffix(5);
    return scaled(text, exponent);
}

// The fields of a `IOPS=..., BW=..., IOS/call=...` line, split at ", ".
std::optional<std::string_view> field(std::string_view text, std::string_view name) {
    std::size_t at = 0;
    while (at <= text.size()) {
        std::size_t end = text.find(',', at);
        if (end == std::string_view::npos) {
            end = text.size();
        }
        const std::string_view part = scan::trim(text.substr(at, end - at));
        if (part.starts_with(name)) {
            return part.substr(name.size());
        }
        at = end + 1;
    }
    return std::nullopt;
}

bool is_rate_line(std::string_view text) {
    return text.starts_with("IOPS=") && text.size() > 5 && scan::is_digit(text[5]) &&
           text.find("IOS/call=") != std::string_view::npos;
}

bool is_maximum_line(std::string_view text) {
    constexpr std::string_view kMaximum = "Maximum IOPS=";
    return text.starts_with(kMaximum) && text.size() > kMaximum.size() &&
           scan::is_digit(text[kMaximum.size()]);
}

// `submitter=0, tid=206586, file=/dev/nvme0n1, nfiles=1, node=-1`: the file.
std::optional<std::string_view> submitter_file(std::string_view text) {
    if (!text.starts_with("submitter=")) {
        return std::nullopt;
    }
    return field(text, "file=");
}

class Reader {
  public:
    explicit Reader(Run& run) : run_(run) {}

    void line(std::string_view raw, int number) {
        const std::string_view text = scan::clean_line(raw);
        if (is_rate_line(text)) {
            if (!in_run_) {
                start_run(number);
            }
            rate(text, number);
            return;
        }
        in_run_ = false;
        if (const auto file = submitter_file(text)) {
            if (files_done_) {
                files_.clear();
                files_done_ = false;
            }
            if (files_.find(*file) == std::string::npos) {
                files_ += files_.empty() ? "" : " ";
                files_ += *file;
            }
        } else if (is_maximum_line(text)) {
            const std::string_view value = scan::trim(text.substr(13));
            if (const auto iops = read_iops(value)) {
                run_.add_value(kMaxIops, key_, *iops, number);
            } else {
                run_.diagnose(Level::warning, number,
                              fmt::format("Maximum IOPS \"{}\" is not a number; skipped",
                                          scan::excerpt(value)));
            }
        }
    }

    void finish() {}

  private:
    void start_run(int number) {
        in_run_ = true;
        files_done_ = true;
        key_ = CaseKey{};
        if (!files_.empty()) {
            key_.add("file", files_);
        }
        if (!setups_.insert(files_).second) {
            run_.diagnose(Level::warning, number,
                          "another run of the same setup starts here; the seconds of its runs in "
                          "this input are pooled (a label line above each run keeps them apart)");
        }
    }

    void rate(std::string_view text, int number) {
        const std::string_view iops_text = *field(text, "IOPS=");
        const auto iops = read_iops(iops_text);
        if (!iops) {
            run_.diagnose(Level::warning, number,
                          fmt::format("IOPS \"{}\" is not a number; the line is skipped",
                                      scan::excerpt(iops_text)));
            return;
        }
        run_.add_value(kIops, key_, *iops, number);
        if (const auto bw_text = field(text, "BW=")) {
            if (const auto bw = read_bandwidth(*bw_text)) {
                run_.add_value(kBandwidth, key_, *bw, number);
            } else {
                run_.diagnose(Level::warning, number,
                              fmt::format("BW \"{}\" is not a number of GiB/s or MiB/s; skipped",
                                          scan::excerpt(*bw_text)));
            }
        }
    }

    Run& run_;
    CaseKey key_;
    std::string files_;        // the submitters' files, in their order
    bool files_done_ = false;  // a run began since they were named: the next ones start anew
    bool in_run_ = false;
    std::unordered_set<std::string> setups_;  // the files of every run so far
};

class IoUringParser final : public LineFormatParser<Reader> {
  public:
    IoUringParser()
        : LineFormatParser(kBenchmark,
                           "fio's t/io_uring tool: per-second IOPS= BW= lines and Maximum IOPS") {}

    // The tool's setup and closing lines are its own, never a variant's label.
    bool prints_banner(std::string_view line) const override {
        const std::string_view text = scan::clean_line(line);
        return text.starts_with("Exiting on ") || text.starts_with("submitter=") ||
               text.starts_with("polled=") || text.starts_with("Engine=") || is_maximum_line(text);
    }

    double sniff(const SniffHead& head) const override {
        for (const std::string_view text : head.clean_lines()) {
            if (is_rate_line(text) || is_maximum_line(text)) {
                return kSureScore;
            }
        }
        return 0.0;
    }
};

}  // namespace

const Parser& io_uring_parser() {
    return the_parser<IoUringParser>();
}

}  // namespace benchcmp
