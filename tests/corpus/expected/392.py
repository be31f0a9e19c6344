import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check
# line numbers below are those of the stored mail; the excerpt (case file line 1) starts at mail line 198

def s(m, sec):
    return m * 60 + sec

# 5 kernel-build rounds per side (`real\t7m56.173s` etc.), converted to seconds
# `******* Without the patchset:` lines 200-281: real at lines 204/220/236/252/268, sys at 206/222/238/254/270
base_real = [s(7, 56.173), s(7, 48.227), s(7, 56.664), s(8, 29.115), s(7, 46.124)]
base_sys = [s(42, 57.470), s(43, 0.940), s(43, 5.991), s(42, 49.050), s(41, 37.005)]
# `******* With the patchset:` lines 283-363: real at 287/303/319/335/351, sys at 289/305/321/337/353
new_real = [s(7, 43.760), s(7, 31.820), s(7, 35.732), s(7, 38.242), s(8, 2.692)]
new_sys = [s(35, 50.685), s(37, 24.341), s(34, 4.190), s(35, 54.201), s(37, 11.361)]
# user
base_user = [s(81, 29.401), s(81, 20.558), s(81, 10.936), s(81, 18.955), s(80, 29.780)]
new_user = [s(80, 35.185), s(81, 39.787), s(79, 36.028), s(80, 50.768), s(81, 40.159)]
line("392", ["392-kernel-build-zram-mthp-multipage-5rounds-tabs-base.txt", "392-kernel-build-zram-mthp-multipage-5rounds-tabs-patched.txt"],
     [check(base_sys, new_sys, better="lower"),
      check(base_real, new_real, better="lower"),
      check(base_user, new_user, better="lower")])
