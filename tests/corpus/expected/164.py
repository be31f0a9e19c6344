import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# base = Mauro's run (quoted "> > ", Dell Precision 5820), new = Greg's run (unquoted, 64-CPU AMD box); single runs
elapsed = (13.98, 1758.94)       # "Elapsed (wall clock) time (h:mm:ss or m:ss): 0:13.98" / "29:18.94" -> seconds
user = (12.68, 1756.94)          # "User time (seconds)"
maxrss = (212608, 228116)        # "Maximum resident set size (kbytes)"

line("164", ["164-gnu-time-v-full-get-abi-two-machines-quoted-base.txt", "164-gnu-time-v-full-get-abi-two-machines-quoted-patched.txt"], [
    check(elapsed[0], elapsed[1], "lower"),
    check(user[0], user[1], "lower"),
    check(maxrss[0], maxrss[1], "-"),
])
