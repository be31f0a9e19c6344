#!/bin/sh
# Builds the .deb with cpack and checks what the issue asks of it: the package lists the
# binary, the man page and the bash completion; the binary extracted from it runs
# --version; the man page renders without warnings. Skipped (exit 77) when the Debian tools
# are missing, so the suite stays runnable elsewhere.
# Usage: deb_test.sh BUILD_DIR SOURCE_DIR
set -eu
build=$1
source=$2

for tool in cpack dpkg-deb; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "SKIP: $tool not found"
        exit 77
    fi
done

work=$(mktemp -d "${TMPDIR:-/tmp}/benchcmp-deb.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Package into a scratch folder so that the build tree keeps no stray .deb from the test.
(cd "$build" && cpack -G DEB -B "$work/out" >"$work/cpack.log" 2>&1) || {
    cat "$work/cpack.log"
    echo "FAIL: cpack -G DEB"
    exit 1
}
deb=$(ls "$work"/out/*.deb)
echo "package: $(basename "$deb")"

dpkg-deb -c "$deb" >"$work/contents"
for path in ./usr/bin/benchcmp ./usr/share/man/man1/benchcmp.1 \
    ./usr/share/bash-completion/completions/benchcmp; do
    if ! grep -q " $path\$" "$work/contents"; then
        cat "$work/contents"
        echo "FAIL: $path is not in the package"
        exit 1
    fi
done

# fmt, RE2, zlib and the C++ runtime are linked in (start-up time, bench/README.md); GMime is
# a shared library only (DEVELOPING.md), so the package depends on the C library and GMime.
# A static PIE (BENCHCMP_HAS_STATIC_PIE, which CMakeLists.txt no longer sets) would depend on
# nothing.
depends=$(dpkg-deb -f "$deb" Depends)
static=no
if grep -q '^BENCHCMP_HAS_STATIC_PIE:INTERNAL=1$' "$build/CMakeCache.txt"; then
    static=yes
fi
case $static:$depends in
yes:) ;;
yes:*)
    echo "FAIL: the static binary's package has dependencies: $depends"
    exit 1
    ;;
no:*libc6*) ;;
*)
    echo "FAIL: the package does not depend on libc6: $depends"
    exit 1
    ;;
esac
linked_in() {
    echo "FAIL: the package depends on a library the binary links in: $depends"
    exit 1
}
case $depends in
*libfmt* | *libre2* | *zlib*) linked_in ;;
esac
# Sanitizer builds keep the shared C++ runtime (their own runtime needs it; CMakeLists.txt).
if ! grep -Eq '^BENCHCMP_(SANITIZE|FUZZ):BOOL=ON' "$build/CMakeCache.txt"; then
    case $depends in
    *libstdc++*) linked_in ;;
    esac
fi

# The description names every row of the format table (the build wrote it into dist/).
description=$(dpkg-deb -f "$deb" Description)
while read -r format; do
    case $description in
    *"$format"*) ;;
    *)
        echo "$description"
        echo "FAIL: the package description does not name the format $format"
        exit 1
        ;;
    esac
done <"$build/dist/formats.txt"

dpkg-deb -x "$deb" "$work/root"
version=$("$work/root/usr/bin/benchcmp" --version)
expected="benchcmp $(sed -n 's/^project(benchcmp VERSION \([0-9.]*\).*/\1/p' "$source/CMakeLists.txt")"
if [ "$version" != "$expected" ]; then
    echo "FAIL: extracted binary printed '$version', expected '$expected'"
    exit 1
fi

if command -v man >/dev/null 2>&1; then
    warnings=$(MANWIDTH=80 man --warnings -l "$work/root/usr/share/man/man1/benchcmp.1" 2>&1 >/dev/null)
    if [ -n "$warnings" ]; then
        echo "$warnings"
        echo "FAIL: man page warnings"
        exit 1
    fi
fi
if command -v bash >/dev/null 2>&1; then
    bash -n "$work/root/usr/share/bash-completion/completions/benchcmp"
fi
echo "PASS"
