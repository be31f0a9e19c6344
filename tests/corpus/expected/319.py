import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check_summary

# first hyperfine run, 3 commands, ms, 10 runs each; base = "git upload-pack ." (Benchmark #1, lines 8-9)
# vs git.compile (lines 14-15)
compiled = (948.6, 7.3, 10, 867.3, 6.8, 10)
# vs stdbuf -o 64K git.compile (lines 20-21)
stdbuf = (948.6, 7.3, 10, 861.1, 8.2, 10)
# second run: git.compile (lines 38-39) vs GIT_REF_PARANOIA=1 git.compile (lines 44-45)
paranoia = (855.4, 5.8, 10, 394.4, 3.0, 10)
line("319", "319-hyperfine-3way-warnings-blank-space-lines.txt",
     [check_summary(*compiled, better="lower"), check_summary(*stdbuf, better="lower"),
      check_summary(*paranoia, better="lower")])
