import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# quoted per-run JSON lists of "fxmark.ssd_xfs_MWCM_72_directio.works/sec":
# `> for parent:` block (base, printed second)
parent = [45381.458009, 45314.376204, 45724.688965, 45751.955937, 45614.323267, 45747.216475]
# `> for this commit:` block (ada76f94c5, printed first)
commit = [39192.224368, 39665.690567, 38980.680601, 37298.99538, 37483.256377, 39504.606569]
# TAB-indented pasted row `fxmark.ssd_xfs_MWCM_18_directio.works/sec` (single printed means)
mwcm18 = (67262, 47384)
line("111", "111-lkp-fxmark-xfs-mwcm-json-runs-quoted-commit-before-parent.txt",
     [check(parent, commit, better="higher"), check(*mwcm18, better="higher")])
