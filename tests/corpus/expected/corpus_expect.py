"""Expected cells of one corpus case, computed from the numbers its post prints.

Each tests/corpus/expected/NNN.py lists the values copied from its excerpt and prints the
case's expect.tsv line through `line()`. Run with Debian's /usr/bin/python3 (python3-scipy):

    /usr/bin/python3 tests/corpus/expected/NNN.py

A check is `BASE_MEAN NEW_MEAN DIFF_PCT P_VALUE BETTER` (tests/corpus/corpus_check.cpp):
means are arithmetic means of the printed runs (or the one printed value), DIFF_PCT is
(new - base) / base * 100 at full precision, P_VALUE the two-sided Welch t-test of scipy
when both sides have at least two runs (`-` otherwise), BETTER `higher`, `lower` or `-`.
Nothing is taken from the author's own percentages.
"""

import math
import sys

from scipy import stats


def _values(side):
    if isinstance(side, (int, float)):
        return [float(side)]
    return [float(v) for v in side]


def check(base, new, better="-"):
    """A check from raw runs (a list) or one printed value (a number) per side."""
    b, n = _values(base), _values(new)
    base_mean = math.fsum(b) / len(b)
    new_mean = math.fsum(n) / len(n)
    diff = (new_mean - base_mean) / base_mean * 100
    p = "-"
    if len(b) >= 2 and len(n) >= 2:
        p = repr(float(stats.ttest_ind(b, n, equal_var=False).pvalue))
    return f"{base_mean!r} {new_mean!r} {diff!r} {p} {better}"


def check_summary(base_mean, base_sd, base_n, new_mean, new_sd, new_n, better="-"):
    """A check from printed means with their sample stddev and run count (Welch from stats)."""
    diff = (new_mean - base_mean) / base_mean * 100
    result = stats.ttest_ind_from_stats(base_mean, base_sd, base_n, new_mean, new_sd, new_n,
                                        equal_var=False)
    return f"{float(base_mean)!r} {float(new_mean)!r} {diff!r} {float(result.pvalue)!r} {better}"


def rows_at_least(count):
    """A check that the report has at least COUNT rows (for tables too big to list)."""
    return f"rows>={count}"


def line(case, files, checks, args="-"):
    """Print the expect.tsv line: case, files (comma-separated, in cases/), args, checks."""
    if isinstance(files, str):
        files = [files]
    sys.stdout.write("\t".join([case, ",".join(files), args, "|".join(checks)]) + "\n")
