#include "cli/read_mail_input.hpp"

#include <fmt/format.h>

#include <charconv>
#include <iterator>
#include <utility>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/mail.hpp"

namespace benchcmp {
namespace {

std::string bare_id(std::string_view id) {
    if (id.size() >= 2 && id.front() == '<' && id.back() == '>') {
        id = id.substr(1, id.size() - 2);
    }
    return std::string(id);
}

// --message's number, or nothing when it is a Message-ID.
std::optional<std::size_t> message_number(const std::string& pick) {
    std::size_t number = 0;
    const auto [end, error] = std::from_chars(pick.data(), pick.data() + pick.size(), number);
    if (error != std::errc() || end != pick.data() + pick.size()) {
        return std::nullopt;
    }
    return number;
}

bool picked(const MailMessage& message, const std::string& pick) {
    if (pick.empty()) {
        return true;
    }
    if (const std::optional<std::size_t> number = message_number(pick)) {
        return message.number == *number;
    }
    return message.message_id == bare_id(pick);
}

// What diagnostics about a part's lines name: the file, the message and, when the message
// has several text parts, the part. Line numbers count in the part's decoded text.
std::string part_source(const InputSpec& spec, const MailMessage& message, const MailPart& part) {
    if (message.parts.size() == 1) {
        return fmt::format("{} message {}", spec.path, message.number);
    }
    return fmt::format("{} message {} part {}", spec.path, message.number, part.number);
}

// The runs of every part of a message that holds benchmark output; why the first part that
// holds none could not be read, in nothing_read.
std::vector<Run> message_runs(const InputSpec& spec, const MailMessage& message,
                              const PostOptions& post, std::string& nothing_read) {
    std::vector<Run> runs;
    for (const MailPart& part : message.parts) {
        try {
            std::vector<Run> read =
                read_post(InputText{part_source(spec, message, part), part.text}, post);
            std::move(read.begin(), read.end(), std::back_inserter(runs));
        } catch (const Error& error) {
            if (nothing_read.empty()) {
                nothing_read = error.what();
            }
        }
    }
    return runs;
}

MessageHeading heading_of(const InputSpec& spec, const MailMessage& message) {
    return MessageHeading{message.number,  spec.path,      message.message_id,
                          message.subject, message.author, message.date};
}

}  // namespace

MailInput read_mail_input(const InputSpec& spec, std::string_view text, const PostOptions& post,
                          const std::string& pick) {
    std::vector<MailMessage> messages;
    try {
        messages = read_mail(text);
    } catch (const Error& error) {
        throw Error(fmt::format("{}: {}", spec.path, error.what()));
    }
    MailInput input;
    bool found = false;
    std::string first_refusal;  // why the first message with text gave nothing
    for (const MailMessage& message : messages) {
        if (!picked(message, pick)) {
            continue;
        }
        found = true;
        for (const std::string& note : message.notes) {
            input.notes.push_back(Diagnostic{Level::note, spec.path, message.line,
                                             fmt::format("message {}: {}", message.number, note)});
        }
        std::string nothing_read;
        std::vector<Run> runs = message_runs(spec, message, post, nothing_read);
        if (runs.empty()) {
            if (!pick.empty()) {
                throw Error(nothing_read.empty() ? fmt::format("{}: message {} has no text to read",
                                                               spec.path, message.number)
                                                 : nothing_read);
            }
            if (first_refusal.empty()) {
                first_refusal = nothing_read;
            }
            continue;
        }
        input.sections.push_back(InputSection{heading_of(spec, message), std::move(runs)});
    }
    if (!found) {
        throw Error(fmt::format("{}: no message {} (the file holds {} message{})", spec.path, pick,
                                messages.size(), messages.size() == 1 ? "" : "s"));
    }
    if (input.sections.empty() && messages.size() == 1 && !first_refusal.empty()) {
        throw Error(first_refusal);  // one message: the post reader's own words say why
    }
    if (input.sections.empty()) {
        // The notes would be lost with the report: the first say what could not be read.
        std::string unread;
        for (std::size_t i = 0; i < input.notes.size() && i < 3; ++i) {
            unread += fmt::format("; {}", input.notes[i].message);
        }
        throw Error(fmt::format("{}: none of its {} message{} holds benchmark output{}", spec.path,
                                messages.size(), messages.size() == 1 ? "" : "s", unread));
    }
    return input;
}

}  // namespace benchcmp
