import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line
S = "261-stream-qemu-tcg-plugins-4blocks-quoted"
# Best Rate MB/s, Copy: line 29 (base = "without these patches, but plugins enabled") vs line 5 ("with these patches")
# Triad: line 32 vs line 8
line("261", [S + "-base.txt", S + "-patched.txt", S + "-patched-clean.txt", S + "-noplugins.txt"],
     [check(2972.1, 2867.6, "higher"), check(1127.2, 1111.6, "higher")])
