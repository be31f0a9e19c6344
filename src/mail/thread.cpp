// A thread's messages in reading order, and its replies' quoted copies of numbers already read.
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "benchcmp/mail.hpp"

namespace benchcmp {
namespace {

constexpr std::size_t kNoParent = static_cast<std::size_t>(-1);

std::vector<std::size_t> parents_of(const std::vector<MailMessage>& messages) {
    std::unordered_map<std::string_view, std::size_t> index_of;
    for (std::size_t i = 0; i < messages.size(); ++i) {
        if (!messages[i].message_id.empty()) {
            index_of.try_emplace(messages[i].message_id, i);  // the first copy of an id
        }
    }
    std::vector<std::size_t> parents(messages.size(), kNoParent);
    for (std::size_t i = 0; i < messages.size(); ++i) {
        const auto found = index_of.find(messages[i].parent_id);
        if (found != index_of.end() && found->second != i) {
            parents[i] = found->second;
        }
    }
    return parents;
}

// The length of the blank at text[i]: a space, a tab, a carriage return, or a Unicode space
// in UTF-8 (NBSP, U+2000-U+200A, U+202F, U+3000), with which some clients quote and indent;
// 0 when text[i] is not blank.
std::size_t blank_at(std::string_view text, std::size_t i) {
    const auto byte = [&](std::size_t at) {
        return at < text.size() ? static_cast<unsigned char>(text[at]) : 0U;
    };
    const unsigned lead = byte(i);
    if (lead == ' ' || lead == '\t' || lead == '\r') {
        return 1;
    }
    if (lead == 0xC2 && byte(i + 1) == 0xA0) {
        return 2;
    }
    const unsigned third = byte(i + 2);
    if (lead == 0xE2 && byte(i + 1) == 0x80 &&
        ((third >= 0x80 && third <= 0x8A) || third == 0xAF)) {
        return 3;
    }
    if (lead == 0xE3 && byte(i + 1) == 0x80 && byte(i + 2) == 0x80) {
        return 3;
    }
    return 0;
}

// A line's text without its quote marks (`> `, `>>`, `> > `) and the blanks around it, its
// runs of blanks made one: how a reply's copy of a line compares with the line.
std::string comparable(std::string_view line, bool& quoted) {
    quoted = false;
    std::size_t at = 0;
    while (at < line.size()) {
        if (const std::size_t blank = blank_at(line, at); blank > 0) {
            at += blank;
        } else if (line[at] == '>') {
            quoted = true;
            ++at;
        } else {
            break;
        }
    }
    std::string text;
    bool blank = false;
    while (at < line.size()) {
        if (const std::size_t length = blank_at(line, at); length > 0) {
            blank = !text.empty();
            at += length;
            continue;
        }
        if (blank) {
            text += ' ';
            blank = false;
        }
        text += line[at++];
    }
    return text;
}

}  // namespace

std::vector<MailMessage> thread_order(std::vector<MailMessage> messages) {
    const std::vector<std::size_t> parents = parents_of(messages);
    std::vector<std::vector<std::size_t>> children(messages.size());
    for (std::size_t i = 0; i < messages.size(); ++i) {
        if (parents[i] != kNoParent) {
            children[parents[i]].push_back(i);
        }
    }
    // Depth first from each root in file order; a message in a loop of replies (each naming
    // another as its parent) is reached from none, and starts its own walk in file order.
    std::vector<bool> placed(messages.size(), false);
    std::vector<std::size_t> order;
    order.reserve(messages.size());
    const auto walk_from = [&](std::size_t root) {
        std::vector<std::size_t> pending{root};
        while (!pending.empty()) {
            const std::size_t at = pending.back();
            pending.pop_back();
            if (placed[at]) {
                continue;
            }
            placed[at] = true;
            order.push_back(at);
            for (auto child = children[at].rbegin(); child != children[at].rend(); ++child) {
                pending.push_back(*child);
            }
        }
    };
    for (std::size_t i = 0; i < messages.size(); ++i) {
        if (parents[i] == kNoParent) {
            walk_from(i);
        }
    }
    for (std::size_t i = 0; i < messages.size(); ++i) {
        walk_from(i);
    }
    std::vector<MailMessage> ordered;
    ordered.reserve(messages.size());
    for (std::size_t at : order) {
        ordered.push_back(std::move(messages[at]));
    }
    return ordered;
}

void blank_quoted_copies(std::vector<MailMessage>& messages) {
    // Every line read so far, quote marks and spacing aside: a quoted line found here is a
    // copy of a message before it, whose numbers that message already reported.
    std::unordered_set<std::string> read_before;
    for (MailMessage& message : messages) {
        std::vector<std::string> this_message;
        for (MailPart& part : message.parts) {
            std::string kept;
            kept.reserve(part.text.size());
            std::size_t start = 0;
            while (start < part.text.size()) {
                std::size_t end = part.text.find('\n', start);
                const bool terminated = end != std::string::npos;
                end = terminated ? end : part.text.size();
                const std::string_view line(part.text.data() + start, end - start);
                bool quoted = false;
                std::string text = comparable(line, quoted);
                if (!(quoted && !text.empty() && read_before.contains(text))) {
                    kept.append(line);
                }
                if (terminated) {
                    kept += '\n';
                }
                if (!text.empty()) {
                    this_message.push_back(std::move(text));
                }
                start = end + 1;
            }
            part.text = std::move(kept);
        }
        read_before.insert(std::make_move_iterator(this_message.begin()),
                           std::make_move_iterator(this_message.end()));
    }
}

}  // namespace benchcmp
