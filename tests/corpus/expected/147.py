import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# base = autoconf build (existing build system, second block), new = meson (first block); single runs
elapsed = (66.54, 19.05)   # "Elapsed (wall clock) time": 1:06.54 and 0:19.05, in seconds
user = (218.19, 99.38)     # "User time (seconds)"
systime = (21.46, 10.69)   # "System time (seconds)"

line("147", ["147-gnu-time-v-meson-vs-autoconf-build-reversed-quoted-base.txt", "147-gnu-time-v-meson-vs-autoconf-build-reversed-quoted-patched.txt"], [
    check(elapsed[0], elapsed[1], "lower"),
    check(user[0], user[1], "lower"),
    check(systime[0], systime[1], "lower"),
])
