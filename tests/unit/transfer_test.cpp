#include "benchcmp/transfer.hpp"

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
        std::vector<std::string> notes;
        CHECK(undo_transfer_damage(text, notes) == text);
        CHECK(notes.empty());
    }
}

TEST_CASE("quoted-printable text is decoded and keeps its line numbers", "[transfer]") {
    std::vector<std::string> notes;
    const std::string encoded =
        "Running in process mode with 10 groups using 40 file=\n"
        " descriptors each (=3D=3D 400 tasks)\n"
        "Time:=090.850\n";
    CHECK(undo_transfer_damage(encoded, notes) ==
          "Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\n"
          "\n"  // the joined soft break's newline moves here, so line 3 stays line 3
          "Time:\t0.850\n");
    REQUIRE(notes.size() == 1);
    CHECK(notes[0] == "decoded quoted-printable mail text (=3D, =09, soft line breaks)");
}

TEST_CASE("soft breaks with CRLF and trailing blanks", "[transfer]") {
    std::vector<std::string> notes;
    CHECK(undo_transfer_damage("a=3Db=  \r\nc\r\nd", notes) == "a=bc\r\n\nd");
}

TEST_CASE("a UTF-8 byte-order mark is removed", "[transfer]") {
    std::vector<std::string> notes;
    CHECK(undo_transfer_damage("\xEF\xBB\xBFTime: 1.0\n", notes) == "Time: 1.0\n");
    REQUIRE(notes.size() == 1);
    CHECK(notes[0] == "removed a UTF-8 byte-order mark");
}
