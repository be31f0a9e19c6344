// Saved mail read with GMime (DEVELOPING.md says why GMime): the messages of an mbox or one
// message, their identifying headers and their text/plain parts decoded as declared.
#include <fmt/format.h>
#include <gmime/gmime.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/mail.hpp"

namespace benchcmp {
namespace {

struct Unref {
    void operator()(gpointer object) const { g_object_unref(object); }
};
template <typename T>
using Owned = std::unique_ptr<T, Unref>;

void start_gmime() {
    static std::once_flag once;
    std::call_once(once, [] { g_mime_init(); });
}

// Header text for a heading: control characters (a folded line's tab) become blanks.
std::string printable(const char* text) {
    std::string result = text == nullptr ? "" : text;
    for (char& c : result) {
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
            c = ' ';
        }
    }
    return result;
}

std::string first_reference(const char* header, bool last) {
    if (header == nullptr) {
        return {};
    }
    GMimeReferences* references = g_mime_references_parse(nullptr, header);
    std::string id;
    if (references != nullptr) {
        const int count = g_mime_references_length(references);
        if (count > 0) {
            id = printable(g_mime_references_get_message_id(references, last ? count - 1 : 0));
        }
        g_mime_references_free(references);
    }
    return id;
}

// In-Reply-To names the message replied to; References' last entry does when it is missing.
std::string parent_of(GMimeMessage* message) {
    GMimeObject* object = GMIME_OBJECT(message);
    std::string parent = first_reference(g_mime_object_get_header(object, "In-Reply-To"), false);
    if (parent.empty()) {
        parent = first_reference(g_mime_object_get_header(object, "References"), true);
    }
    return parent;
}

std::string author_of(GMimeMessage* message) {
    InternetAddressList* from = g_mime_message_get_from(message);
    if (from == nullptr || internet_address_list_length(from) == 0) {
        return {};
    }
    InternetAddress* address = internet_address_list_get_address(from, 0);
    const char* name = internet_address_get_name(address);
    if (name != nullptr && *name != '\0') {
        return printable(name);
    }
    if (INTERNET_ADDRESS_IS_MAILBOX(address)) {
        return printable(internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(address)));
    }
    return {};
}

bool is_unicode_or_ascii(std::string_view charset) {
    const auto is = [&](std::string_view name) {
        return g_ascii_strcasecmp(charset.data(), name.data()) == 0;
    };
    return is("utf-8") || is("utf8") || is("us-ascii") || is("ascii");
}

// mboxrd (what b4 and lore write) escapes a body line starting with `From `, or with `>`s
// and then `From `, by one more `>`; reading takes one off again.
void unescape_from_lines(std::string& text) {
    std::string result;
    result.reserve(text.size());
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        end = end == std::string::npos ? text.size() : end + 1;
        const std::string_view line(text.data() + start, end - start);
        const std::size_t quotes = line.find_first_not_of('>');
        const bool escaped = quotes != std::string_view::npos && quotes > 0 &&
                             line.substr(quotes).starts_with("From ");
        result.append(escaped ? line.substr(1) : line);
        start = end;
    }
    text = std::move(result);
}

// The part's content decoded by its Content-Transfer-Encoding and converted to UTF-8 from
// its charset; problem says what went wrong (a charset iconv does not know: read as it is).
std::string decoded_text(GMimePart* part, std::string& problem) {
    GMimeDataWrapper* content = g_mime_part_get_content(part);
    if (content == nullptr) {
        return {};
    }
    Owned<GMimeStream> memory(g_mime_stream_mem_new());
    Owned<GMimeStream> filtered(g_mime_stream_filter_new(memory.get()));
    const char* charset = g_mime_object_get_content_type_parameter(GMIME_OBJECT(part), "charset");
    if (charset != nullptr && !is_unicode_or_ascii(charset)) {
        if (GMimeFilter* filter = g_mime_filter_charset_new(charset, "UTF-8")) {
            g_mime_stream_filter_add(GMIME_STREAM_FILTER(filtered.get()), filter);
            g_object_unref(filter);
        } else {
            problem = fmt::format("charset '{}' is not known; its bytes are read as they are",
                                  printable(charset));
        }
    }
    g_mime_data_wrapper_write_to_stream(content, filtered.get());
    g_mime_stream_flush(filtered.get());
    const GByteArray* bytes = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(memory.get()));
    return {reinterpret_cast<const char*>(bytes->data), bytes->len};
}

// How many levels of nested multiparts GMime's parser reads (GMime 3.2: 1024).
constexpr std::size_t kGMimeDepth = 1024;

// Walks a message's MIME tree without recursion (a tree 10,000 multiparts deep is a flat
// loop), keeping its text/plain parts and noting what it cannot read.
class PartWalker {
  public:
    PartWalker(MailMessage& message, bool mbox) : message_(message), mbox_(mbox) {}

    void walk(GMimeObject* root) {
        std::vector<std::pair<GMimeObject*, std::string>> pending{{root, ""}};
        // A part's number has one dot per level of nesting below the top.
        while (!pending.empty()) {
            auto [object, number] = std::move(pending.back());
            pending.pop_back();
            visit(object, number, pending);
        }
        if (message_.parts.empty() && !html_.empty()) {
            note(html_, "text/html", "an HTML part and no text/plain one: not read");
        }
    }

  private:
    void visit(GMimeObject* object, const std::string& number,
               std::vector<std::pair<GMimeObject*, std::string>>& pending) {
        const std::string shown = number.empty() ? "1" : number;
        if (GMIME_IS_MULTIPART_ENCRYPTED(object)) {
            note(shown, "multipart/encrypted", "encrypted: not read");
        } else if (GMIME_IS_MULTIPART(object)) {
            GMimeMultipart* multipart = GMIME_MULTIPART(object);
            const int count = g_mime_multipart_get_count(multipart);
            if (count == 0) {
                // GMime stops reading nested multiparts at kGMimeDepth levels: what is deeper
                // is not read, and the note says so rather than blame the boundary.
                const auto depth = static_cast<std::size_t>(
                    std::count(number.begin(), number.end(), '.') + (number.empty() ? 0 : 1));
                note(shown, type_of(object),
                     depth >= kGMimeDepth
                         ? fmt::format("multiparts nested {} deep, as deep as GMime reads: what "
                                       "is inside is not read",
                                       depth)
                         : "a multipart with no parts (a missing or wrong boundary): not read");
            }
            for (int i = count - 1; i >= 0; --i) {
                const std::string child =
                    number.empty() ? std::to_string(i + 1) : fmt::format("{}.{}", number, i + 1);
                pending.emplace_back(g_mime_multipart_get_part(multipart, i), child);
            }
        } else if (GMIME_IS_MESSAGE_PART(object)) {
            GMimeMessage* inner = g_mime_message_part_get_message(GMIME_MESSAGE_PART(object));
            if (inner != nullptr && g_mime_message_get_mime_part(inner) != nullptr) {
                pending.emplace_back(g_mime_message_get_mime_part(inner), shown);
            }
        } else if (GMIME_IS_PART(object)) {
            read_part(GMIME_PART(object), shown);
        }
    }

    void read_part(GMimePart* part, const std::string& number) {
        GMimeContentType* type = g_mime_object_get_content_type(GMIME_OBJECT(part));
        if (g_mime_content_type_is_type(type, "text", "plain")) {
            std::string problem;
            MailPart read{number, printable(g_mime_part_get_filename(part)),
                          decoded_text(part, problem)};
            if (!problem.empty()) {
                note(number, "text/plain", problem);
            }
            if (read.text.find("-----BEGIN PGP MESSAGE-----") != std::string::npos) {
                note(number, "text/plain", "an inline PGP message, encrypted: not read");
                return;
            }
            if (mbox_ && g_mime_part_get_content_encoding(part) != GMIME_CONTENT_ENCODING_BASE64) {
                unescape_from_lines(read.text);
            }
            message_.parts.push_back(std::move(read));
        } else if (g_mime_content_type_is_type(type, "text", "html")) {
            if (html_.empty()) {
                html_ = number;
            }
        } else if (g_mime_content_type_is_type(type, "application", "pgp-encrypted") ||
                   g_mime_content_type_is_type(type, "application", "pkcs7-mime")) {
            note(number, type_of(GMIME_OBJECT(part)), "encrypted: not read");
        }
    }

    static std::string type_of(GMimeObject* object) {
        GMimeContentType* type = g_mime_object_get_content_type(object);
        return fmt::format("{}/{}", printable(g_mime_content_type_get_media_type(type)),
                           printable(g_mime_content_type_get_media_subtype(type)));
    }

    void note(const std::string& number, const std::string& type, const std::string& what) {
        message_.notes.push_back(fmt::format("part {} ({}): {}", shortened(number), type, what));
    }

    // A number deeper than a reader can count is named by its first levels and its depth.
    static std::string shortened(const std::string& number) {
        constexpr std::size_t kShownLevels = 4;
        std::size_t dots = 0;
        std::size_t cut = std::string::npos;
        for (std::size_t i = 0; i < number.size(); ++i) {
            if (number[i] == '.' && ++dots == kShownLevels) {
                cut = i;
            }
        }
        if (dots < 2 * kShownLevels) {
            return number;
        }
        return fmt::format("{}... ({} levels)", number.substr(0, cut), dots + 1);
    }

    MailMessage& message_;
    bool mbox_;
    std::string html_;  // the first HTML part's number, noted when no text/plain part is found
};

MailMessage message_of(GMimeMessage* message, bool mbox) {
    MailMessage read;
    read.message_id = printable(g_mime_message_get_message_id(message));
    read.parent_id = parent_of(message);
    read.subject = printable(g_mime_message_get_subject(message));
    read.author = author_of(message);
    read.date = printable(g_mime_object_get_header(GMIME_OBJECT(message), "Date"));
    if (GMimeObject* body = g_mime_message_get_mime_part(message)) {
        PartWalker(read, mbox).walk(body);
    } else {
        read.notes.emplace_back("no body");
    }
    return read;
}

// Line numbers of byte offsets that only grow, counted once over the text.
class LineCounter {
  public:
    explicit LineCounter(std::string_view text) : text_(text) {}
    int line_at(std::size_t offset) {
        offset = std::min(offset, text_.size());
        for (; counted_ < offset; ++counted_) {
            line_ += text_[counted_] == '\n' ? 1 : 0;
        }
        return line_;
    }

  private:
    std::string_view text_;
    std::size_t counted_ = 0;
    int line_ = 1;
};

}  // namespace

std::vector<MailMessage> read_mail(std::string_view text) {
    start_gmime();
    const bool mbox = text.starts_with("From ");
    Owned<GMimeStream> stream(g_mime_stream_mem_new_with_buffer(text.data(), text.size()));
    Owned<GMimeParser> parser(g_mime_parser_new_with_stream(stream.get()));
    g_mime_parser_set_format(parser.get(), mbox ? GMIME_FORMAT_MBOX : GMIME_FORMAT_MESSAGE);
    g_mime_parser_set_respect_content_length(parser.get(), FALSE);
    std::vector<MailMessage> messages;
    LineCounter lines(text);
    while (!g_mime_parser_eos(parser.get())) {
        Owned<GMimeMessage> message(g_mime_parser_construct_message(parser.get(), nullptr));
        if (message == nullptr) {
            break;
        }
        const gint64 start = mbox ? g_mime_parser_get_mbox_marker_offset(parser.get()) : 0;
        MailMessage read = message_of(message.get(), mbox);
        read.number = messages.size() + 1;
        read.line = lines.line_at(start < 0 ? 0 : static_cast<std::size_t>(start));
        messages.push_back(std::move(read));
        if (!mbox) {
            break;
        }
    }
    if (messages.empty()) {
        throw Error("no mail message could be read");
    }
    std::vector<MailMessage> ordered = thread_order(std::move(messages));
    blank_quoted_copies(ordered);
    return ordered;
}

}  // namespace benchcmp
