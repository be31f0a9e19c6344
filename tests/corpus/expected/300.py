import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check_summary

# hyperfine Time (mean ± σ) and run counts, lines 7/9 vs 12/14: hideRefs repo, main vs pks-connectivity-check-hide-refs
hide = (29.902, 0.105, 3, 4.033, 0.088, 3)
# lines 24/26 vs 29/31: same repo, refs not hidden
nohide = (45.780, 0.507, 3, 49.886, 0.282, 3)
# lines 52/54 vs 57/59: linux-stable.git, ms, 50 runs
stable = (375.4, 25.4, 50, 374.9, 36.9, 50)
line("300", "300-hyperfine-git-receive-pack-hiderefs-qp.txt",
     [check_summary(*hide, better="lower"), check_summary(*nohide, better="lower"),
      check_summary(*stable, better="lower")])
