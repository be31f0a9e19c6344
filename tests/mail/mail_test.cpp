// The mail stage on small synthetic messages: detection, decoding by the declared transfer
// encoding and charset, mbox `>From ` unescaping, thread order, quoted copies, and the notes
// for what cannot be read. GMime parses them; nothing here needs the network.
#include "benchcmp/mail.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/diagnostics.hpp"

using benchcmp::looks_like_mail;
using benchcmp::MailMessage;
using benchcmp::read_mail;

namespace {

std::string headers(const std::string& id, const std::string& extra = "") {
    return "From: Alice Doe <alice@example.org>\nDate: Mon, 1 Jan 2024 10:00:00 +0000\n"
           "Subject: [PATCH] speed up\nMessage-ID: <" +
           id + ">\n" + extra;
}

std::string mbox_entry(const std::string& id, const std::string& extra, const std::string& body) {
    return "From mboxrd@z Thu Jan  1 00:00:00 1970\n" + headers(id, extra) + "\n" + body + "\n";
}

}  // namespace

TEST_CASE("mail is told from a post by its first lines", "[mail]") {
    CHECK(looks_like_mail(headers("a@x") + "\nTime: 1.0\n"));
    CHECK(looks_like_mail("From mboxrd@z Thu Jan  1 00:00:00 1970\nFrom: a@x\n\nbody\n"));
    CHECK(looks_like_mail("Subject: x\n\tfolded\nFROM: a@x\n\nbody\n"));  // any case, folded
    // A post's own `name: value` lines are no header block: no From:, or prose first.
    CHECK_FALSE(looks_like_mail("Time: 1.0\nTime: 1.1\n\nTime: 1.2\n"));
    CHECK_FALSE(looks_like_mail("Hi all,\nFrom: a@x\nSubject: y\n\nbody\n"));
    CHECK_FALSE(looks_like_mail("From the results below:\nTime: 1.0\n"));
    CHECK_FALSE(looks_like_mail("From: a@x\n  continuation\nnot a field\n\n"));
    // A header block longer than the head looked at is judged by its fields so far.
    CHECK(looks_like_mail(headers("a@x") + "X-Long: " + std::string(100000, 'a') + "\n\n"));
}

TEST_CASE("a body is decoded by its transfer encoding and charset", "[mail]") {
    const std::vector<MailMessage> messages = read_mail(
        headers("a@x",
                "Content-Type: text/plain; charset=iso-8859-1\nContent-Transfer-Encoding: "
                "quoted-printable\n\nTime: 1.00=\n0 =E9t=E9\nx=3Dy\n"));
    REQUIRE(messages.size() == 1);
    const MailMessage& message = messages.front();
    CHECK(message.message_id == "a@x");
    CHECK(message.author == "Alice Doe");
    CHECK(message.subject == "[PATCH] speed up");
    CHECK(message.date == "Mon, 1 Jan 2024 10:00:00 +0000");
    REQUIRE(message.parts.size() == 1);
    CHECK(message.parts[0].number == "1");
    CHECK(message.parts[0].text == "Time: 1.000 \xc3\xa9t\xc3\xa9\nx=y\n");  // é in UTF-8
    CHECK(message.notes.empty());
}

TEST_CASE("a base64 text attachment is a part of its own", "[mail]") {
    // "Time: 2.5\n" in base64.
    const std::vector<MailMessage> messages = read_mail(
        headers("a@x",
                "MIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=\"B\"\n\n--B\n"
                "Content-Type: text/plain\n\nsee attached\n--B\nContent-Type: text/plain\n"
                "Content-Disposition: attachment; filename=\"runs.txt\"\n"
                "Content-Transfer-Encoding: base64\n\nVGltZTogMi41Cg==\n--B\n"
                "Content-Type: application/octet-stream\n\nxx\n--B--\n"));
    REQUIRE(messages.size() == 1);
    REQUIRE(messages[0].parts.size() == 2);
    CHECK(messages[0].parts[0].text == "see attached");
    CHECK(messages[0].parts[1].number == "2");
    CHECK(messages[0].parts[1].filename == "runs.txt");
    CHECK(messages[0].parts[1].text == "Time: 2.5\n");
}

TEST_CASE("mbox >From lines lose one > as mboxrd wrote them", "[mail]") {
    const std::string body = ">From here\n>>From there\n> quoted\n";
    const std::vector<MailMessage> from_mbox = read_mail(mbox_entry("a@x", "", body));
    REQUIRE(from_mbox.size() == 1);
    CHECK(from_mbox[0].parts[0].text == "From here\n>From there\n> quoted\n\n");
    // A lone message was never escaped: its `>From ` is a quote.
    const std::vector<MailMessage> lone = read_mail(headers("a@x") + "\n" + body);
    CHECK(lone[0].parts[0].text == body);
}

TEST_CASE("messages come in thread order", "[mail]") {
    // In the file: a reply to b before b, b a reply to a, and c whose parent is elsewhere.
    const std::string mbox = mbox_entry("r@x", "In-Reply-To: <b@x>\n", "reply to b") +
                             mbox_entry("a@x", "", "root") +
                             mbox_entry("c@x", "In-Reply-To: <gone@x>\n", "orphan") +
                             mbox_entry("b@x", "References: <a@x>\n", "reply to a") +
                             mbox_entry("d@x", "In-Reply-To: <a@x>\n", "second reply to a");
    const std::vector<MailMessage> messages = read_mail(mbox);
    std::vector<std::string> order;
    for (const MailMessage& message : messages) {
        order.push_back(message.message_id);
    }
    CHECK(order == std::vector<std::string>{"a@x", "b@x", "r@x", "d@x", "c@x"});
    CHECK(messages[0].number == 2);  // the place in the file stays
    CHECK(messages[0].line == 9);    // a@x's `From ` line, after r@x's 8 lines
}

TEST_CASE("replies that name each other are still read, once each", "[mail]") {
    const std::string mbox = mbox_entry("a@x", "In-Reply-To: <b@x>\n", "one") +
                             mbox_entry("b@x", "In-Reply-To: <a@x>\n", "two");
    const std::vector<MailMessage> messages = read_mail(mbox);
    REQUIRE(messages.size() == 2);
    CHECK(messages[0].message_id == "a@x");
    CHECK(messages[1].message_id == "b@x");
}

TEST_CASE("a reply's quoted copy of an earlier message's lines is blanked", "[mail]") {
    const std::string mbox =
        mbox_entry("a@x", "", "base:\nTime: 1.00\n\npatched:\nTime:   0.90") +
        mbox_entry("b@x", "In-Reply-To: <a@x>\n",
                   "> base:\n> Time: 1.00\n>> patched:\n> > Time: 0.90\n> Time: 0.80\n"
                   "mine:\nTime: 1.00");
    const std::vector<MailMessage> messages = read_mail(mbox);
    REQUIRE(messages.size() == 2);
    // Quote marks and spacing aside the first four quoted lines are a's; `Time: 0.80` is
    // quoted from elsewhere and stays, and the reply's own lines stay even where they repeat.
    CHECK(messages[1].parts[0].text == "\n\n\n\n> Time: 0.80\nmine:\nTime: 1.00\n");
}

TEST_CASE("a quote indented with Unicode spaces still matches the line it copies", "[mail]") {
    // Evolution quotes `> ` and indents with NBSPs (U+00A0, C2 A0 in UTF-8).
    const std::string mbox = mbox_entry("a@x", "", "Amean 1   71.22 (   0.00%)") +
                             mbox_entry("b@x", "In-Reply-To: <a@x>\n",
                                        "> Amean\xc2\xa0\xc2\xa0"
                                        "1 \xc2\xa0 71.22 (\xc2\xa0\xc2\xa0 0.00%)\nmine");
    const std::vector<MailMessage> messages = read_mail(mbox);
    REQUIRE(messages.size() == 2);
    CHECK(messages[1].parts[0].text == "\nmine\n");
}

TEST_CASE("what cannot be read is noted, naming the part", "[mail]") {
    const auto notes_of = [](const std::string& extra) {
        return read_mail(headers("a@x", "MIME-Version: 1.0\n" + extra)).front().notes;
    };
    CHECK(notes_of("Content-Type: text/html\n\n<p>1</p>\n") ==
          std::vector<std::string>{
              "part 1 (text/html): an HTML part and no text/plain one: not read"});
    CHECK(notes_of("Content-Type: multipart/encrypted; protocol=\"application/pgp-encrypted\"; "
                   "boundary=\"E\"\n\n--E\nContent-Type: application/pgp-encrypted\n\n"
                   "Version: 1\n--E\nContent-Type: application/octet-stream\n\nxx\n--E--\n") ==
          std::vector<std::string>{"part 1 (multipart/encrypted): encrypted: not read"});
    CHECK(notes_of("Content-Type: text/plain\n\n-----BEGIN PGP MESSAGE-----\nxx\n") ==
          std::vector<std::string>{
              "part 1 (text/plain): an inline PGP message, encrypted: not read"});
    CHECK(notes_of("Content-Type: multipart/mixed\n\n--B\nContent-Type: text/plain\n\nx\n") ==
          std::vector<std::string>{
              "part 1 (multipart/mixed): a multipart with no parts (a missing or wrong "
              "boundary): not read"});
    const std::vector<std::string> unknown =
        notes_of("Content-Type: text/plain; charset=x-nobody-knows\n\nTime: 1.0\n");
    CHECK(unknown == std::vector<std::string>{"part 1 (text/plain): charset 'x-nobody-knows' is "
                                              "not known; its bytes are read as they are"});
}

TEST_CASE("a text with no message is refused", "[mail]") {
    CHECK_THROWS_AS(read_mail("From nobody\n"), benchcmp::Error);
}
