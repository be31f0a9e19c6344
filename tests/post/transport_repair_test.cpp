#include "benchcmp/transport_repair.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

using benchcmp::undo_transfer_damage;

TEST_CASE("plain benchmark text is left alone", "[transfer]") {
    const std::vector<std::string> plain{
        "Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\n",
        "min=10, max=20\n",  // every '=' is a valid hex escape, but nothing proves encoding
        "a = b\n",
        "ends with =",
        "",
    };
    for (const std::string& text : plain) {
        const auto repaired = undo_transfer_damage(text);
        CHECK(repaired.text == text);
        CHECK(repaired.notes.empty());
        CHECK(repaired.map_line(3) == 3);
    }
}

TEST_CASE("quoted-printable text is decoded and maps back to its lines", "[transfer]") {
    const std::string encoded =
        "Running in process mode with 10 groups using 40 file=\n"
        " descriptors each (=3D=3D 400 tasks)\n"
        "Time:=090.850\n";
    const auto repaired = undo_transfer_damage(encoded);
    CHECK(repaired.text ==
          "Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\n"
          "Time:\t0.850\n");
    REQUIRE(repaired.notes.size() == 1);
    CHECK(repaired.notes[0] == "decoded quoted-printable mail text (=3D, =09, soft line breaks)");
    CHECK(repaired.map_line(0) == 0);
    CHECK(repaired.map_line(1) == 1);
    CHECK(repaired.map_line(2) == 3);  // the soft break joined input lines 1 and 2
}

TEST_CASE("a soft break in a quoted reply drops the continuation's quote prefix", "[transfer]") {
    const auto repaired = undo_transfer_damage("> a=3D1 b=\n> c\n> d\n");
    CHECK(repaired.text == "> a=1 bc\n> d\n");
    CHECK(repaired.map_line(2) == 3);
}

TEST_CASE("soft breaks with CRLF and trailing blanks", "[transfer]") {
    CHECK(undo_transfer_damage("a=3Db=  \r\nc\r\nd").text == "a=bc\r\nd");
}

TEST_CASE("a UTF-8 byte-order mark is removed", "[transfer]") {
    const auto repaired = undo_transfer_damage("\xEF\xBB\xBFTime: 1.0\n");
    CHECK(repaired.text == "Time: 1.0\n");
    REQUIRE(repaired.notes.size() == 1);
    CHECK(repaired.notes[0] == "removed a UTF-8 byte-order mark");
}

TEST_CASE("Unicode spaces become plain spaces, one each", "[transfer]") {
    // NBSP, EN SPACE, FIGURE SPACE, NARROW NBSP and IDEOGRAPHIC SPACE, as mail clients pad.
    const auto repaired = undo_transfer_damage(
        "a\xC2\xA0"
        "b\xE2\x80\x82"
        "c\xE2\x80\x87"
        "d\xE2\x80\xAF"
        "e\xE3\x80\x80"
        "f\n");
    CHECK(repaired.text == "a b c d e f\n");
    REQUIRE(repaired.notes.size() == 1);
    CHECK(repaired.notes[0] ==
          "read 5 Unicode space characters (NBSP, EN SPACE, ...) as plain spaces");
}

TEST_CASE("quoted-printable EN SPACEs are decoded, then read as spaces", "[transfer]") {
    // A schbench row as a mail client sent it: EN SPACE padding, soft-wrapped before its
    // `(N samples)`, the continuation without the reply's quote prefix.
    const auto repaired =
        undo_transfer_damage("> =E2=80=82=E2=80=82* 99.0th: 29     =\n    (126695 samples)\n");
    CHECK(repaired.text == ">   * 99.0th: 29         (126695 samples)\n");
    CHECK(repaired.notes.size() == 2);
    CHECK(repaired.map_line(1) == 1);
}

TEST_CASE("other UTF-8 text is kept", "[transfer]") {
    // An EM DASH (E2 80 94) and an e-acute share lead bytes with spaces but are no spaces.
    const std::string text = "caf\xC3\xA9 \xE2\x80\x94 1.0\n\xE2\x80";
    const auto repaired = undo_transfer_damage(text);
    CHECK(repaired.text == text);
    CHECK(repaired.notes.empty());
}
