// Every input of the command line read into runs: each file through the post stage, the
// files of one operand merged, labels made unique, the user's overrides applied.
#pragma once

#include <istream>
#include <vector>

#include "benchcmp/model.hpp"
#include "cli/options.hpp"
#include "cli/read_mail_input.hpp"

namespace benchcmp {

/// The runs of every input group of options, in command-line order, as one section; or, when
/// the only input is a mail file, one section per message holding benchmark output, in thread
/// order. A mail file among other inputs stands for the one message it holds or --message
/// picks. Throws Error.
std::vector<InputSection> read_sections(const Options& options, std::istream& in);

}  // namespace benchcmp
