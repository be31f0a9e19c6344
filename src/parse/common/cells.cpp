#include "parse/common/cells.hpp"

#include "parse/common/text_scan.hpp"

namespace benchcmp::scan {

void split_cells(std::string_view text, std::vector<std::string_view>& cells) {
    cells.clear();
    while (true) {
        const std::size_t comma = text.find(',');
        cells.push_back(trim(text.substr(0, comma)));
        if (comma == std::string_view::npos) {
            return;
        }
        text.remove_prefix(comma + 1);
    }
}

}  // namespace benchcmp::scan
