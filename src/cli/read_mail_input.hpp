// A mail file on the command line: each message through the post stage, the messages with
// benchmark output kept, each with the heading of its section.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/model.hpp"
#include "benchcmp/post.hpp"
#include "benchcmp/report.hpp"
#include "cli/operands.hpp"

namespace benchcmp {

/// What the report shows as one section: the runs of one message of a mail file, headed by
/// it, or the runs of every other input (no heading).
struct InputSection {
    std::optional<MessageHeading> message;
    std::vector<Run> runs;
};

/// A mail file read: its messages with benchmark output in thread order, and notes (parts
/// that could not be read, naming message and part) positioned at each message's first line.
struct MailInput {
    std::vector<InputSection> sections;
    std::vector<Diagnostic> notes;
};

/// The messages of the mail file spec names (its text in text); only the one `pick` names
/// when it is not empty (a Message-ID, with or without brackets, or a number in the file).
/// Each text/plain part is read as a post; a message none of whose parts holds benchmark
/// output is left out. Throws Error (exit 2) when no message holds any, or pick names none.
MailInput read_mail_input(const InputSpec& spec, std::string_view text, const PostOptions& post,
                          const std::string& pick);

}  // namespace benchcmp
