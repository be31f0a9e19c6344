// Mail as it is saved: one RFC 5322 message (a `.eml` from a mail client or a web archive) or
// an mbox of them (`b4 mbox`, lore's `t.mbox.gz`), read with GMime into each message's headers
// and its text/plain parts, decoded as the headers declare.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace benchcmp {

/// One text/plain part of a message, decoded (Content-Transfer-Encoding) and converted to UTF-8
/// from its declared charset.
struct MailPart {
    std::string number;    // its place in the MIME tree as IMAP numbers it: "1", "2", "2.1"
    std::string filename;  // the attachment's name; empty for an inline part
    std::string text;
};

/// One message of a mail file.
struct MailMessage {
    std::size_t number = 0;  // 1-based, in the order of the file
    int line = 0;            // the line of the file where the message starts
    std::string message_id;  // without the angle brackets; empty when the message has none
    std::string parent_id;   // In-Reply-To (else the last References entry), without brackets
    std::string subject;     // decoded (RFC 2047)
    std::string author;      // the From: name, or its address when it has no name
    std::string date;        // the Date: header as written
    std::vector<MailPart> parts;
    std::vector<std::string> notes;  // what could not be read, naming the part
};

/// Whether a text starts as saved mail does: an mbox `From ` separator line followed by a
/// header field, or an RFC 5322 header block (field lines, then a blank line) that has a From:
/// field and a Date:, Subject: or Message-ID: field. Reads at most the head of the text.
bool looks_like_mail(std::string_view text);

/// The messages of a mail file (mbox when it starts with `From `, else one message), in thread
/// order: each message after the one it replies to, replies in file order, messages whose
/// parent is not in the file as roots in file order. A quoted line of a reply whose text is a
/// line of a message before it in that order is blanked (kept as an empty line, so line
/// numbers hold): the numbers it quotes were read from the message that posted them. Throws
/// Error (exit 2) when the text holds no message at all.
std::vector<MailMessage> read_mail(std::string_view text);

/// Blanks the quoted lines of later messages that copy a line of an earlier one (read_mail
/// does it; exposed for the tests). Messages are taken in the order given.
void blank_quoted_copies(std::vector<MailMessage>& messages);

/// The messages in thread order (read_mail does it; exposed for the tests).
std::vector<MailMessage> thread_order(std::vector<MailMessage> messages);

}  // namespace benchcmp
