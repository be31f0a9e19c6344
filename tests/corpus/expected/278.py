import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check_summary, line
# vkgears FPS (higher better). 1st run, quoted (lines 29-30, Stddev header wrapped onto line 28):
#   x stock.fps N=218 Avg 5642.9429 Stddev 76.667613 ; + phasta.fps N=227 Avg 5620.3585 Stddev 45.407235
# 2nd (longer) run, unquoted, no legend (lines 49-50): x N=900 2623.3684 sd 49.850651 ; + N=900 2632.9949 sd 48.848675
line("278", "278-ministat-vkgears-fps-plot-wrapped-then-unquoted-rerun.txt",
     [check_summary(5642.9429, 76.667613, 218, 5620.3585, 45.407235, 227, "higher"),
      check_summary(2623.3684, 49.850651, 900, 2632.9949, 48.848675, 900, "higher")])
