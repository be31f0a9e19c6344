import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# base = msysgit's remote-hg ('git clone hg::~/dev/love love-2' block), new = "And mine:" block (love-1); single runs
elapsed = (12.300536156, 12.446643210)   # "seconds time elapsed"
page_faults = (84042, 57767)
task_clock = (16130.554299, 16116.643370)

line("161", ["161-perf-stat-git-remote-hg-clone-quoted-elided-plus-blocks-base.txt", "161-perf-stat-git-remote-hg-clone-quoted-elided-plus-blocks-patched.txt"], [
    check(elapsed[0], elapsed[1], "lower"),
    check(page_faults[0], page_faults[1], "lower"),
    check(task_clock[0], task_clock[1], "lower"),
])
