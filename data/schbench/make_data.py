# Writes the constructed schbench sample files of this folder (see README.md). Deterministic:
# fixed seeds, so re-running it reproduces the files byte for byte. Run with python3.
import random, math, os
out = os.path.dirname(os.path.abspath(__file__))
os.makedirs(out, exist_ok=True)

def q(v):
    v = int(round(v))
    if v < 1024: return max(v, 0)
    msb = int(math.log2(v)); step = 2 ** (msb - 9)
    return (v // step) * step

def counts(total, pcts):
    prev = 0; res = []
    for p in pcts:
        c = int(total * p / 100) - prev; res.append(c); prev += c
    return res

# ---- v1.0 era (V8/V9) ----
def v9_block(label, unit, runtime, total, pcts, vals, star, mn, mx):
    s = f"{label} percentiles ({unit}) runtime {runtime} (s) ({total} total samples)\n"
    for p, v, c in zip(pcts, vals, counts(total, pcts)):
        s += "\t%s%2.1fth: %-10u (%d samples)\n" % ("* " if p == star else "  ", p, v, c)
    s += "\t  min=%u, max=%u\n" % (mn, mx)
    return s

def v9_run(rng, cmd, runtime, interval, base, sched_delay, threads_line=None, stdout_late=False):
    s = f"$ {cmd}\n"
    if threads_line: s += threads_line
    rps_base = base["rps"]
    lines_late = []
    ext = {}
    def mm(kind, mn, mx):
        pmn, pmx = ext.get(kind, (mn, mx))
        ext[kind] = (min(pmn, mn), max(pmx, mx))
        return ext[kind]
    for t in list(range(interval, runtime + 1, interval)) + ["final"]:
        rt = runtime if t == "final" else t
        frac = min(rt / runtime, 1.0)
        drift = 1 + 0.02 * (1 - frac) * rng.uniform(-1, 1)
        w = [q(base["w"][i] * drift * rng.uniform(0.98, 1.03)) for i in range(4)]
        w.sort()
        r = [q(base["r"][i] * drift * rng.uniform(0.995, 1.01)) for i in range(4)]
        r.sort()
        rp = [q(rps_base * f * rng.uniform(0.997, 1.003)) for f in (0.993, 1.0, 1.004)]
        rp.sort()
        wt = int(rps_base * rt * 1.0)
        s += v9_block("Wakeup Latencies", "usec", rt, wt, [50, 90, 99, 99.9], w, 99, *mm("w", 1, q(w[3] * rng.uniform(3, 8))))
        s += v9_block("Request Latencies", "usec", rt, wt + rng.randint(10, 90), [50, 90, 99, 99.9], r, 99,
                      *mm("r", q(r[0] * 0.85), q(r[3] * rng.uniform(1.3, 2.0))))
        s += v9_block("RPS", "requests", rt, rt + 1 if t != "final" else runtime + 1, [20, 50, 90], rp, 50,
                      *mm("p", q(rp[0] * 0.97), q(rp[2] * 1.01)))
        if t == "final":
            avg = "average rps: %.2f\n" % (rps_base * rng.uniform(0.998, 1.002))
            if stdout_late: lines_late.append(avg)
            else: s += avg
            if sched_delay: s += "sched delay: message %d (usec) worker %d (usec)\n" % (rng.randint(2, 5), rng.randint(3, 7))
        else:
            if sched_delay: s += "sched delay: message %d (usec) worker %d (usec)\n" % (rng.randint(2, 5), rng.randint(3, 7))
            cur = "current rps: %.2f\n" % (rps_base * rng.uniform(0.99, 1.01))
            if stdout_late: lines_late.append(cur)
            else: s += cur
    s += "".join(lines_late)
    return s

def write(name, text):
    open(os.path.join(out, name), "w").write(text)

rng = random.Random(4253)
base16 = {"w": [7, 12, 19, 33], "r": [7900, 8500, 8900, 10800], "rps": 9520}
patched16 = {"w": [7, 12, 18, 30], "r": [7900, 8480, 8880, 10100], "rps": 9540}
cmd16 = "./schbench -m 2 -t 16 -r 30 -F 128 -L"
write("v1.0-16t-baseline.txt", "".join(v9_run(rng, cmd16, 30, 10, base16, True) for _ in range(3)))
write("v1.0-16t-patched.txt", "".join(v9_run(rng, cmd16, 30, 10, patched16, True) for _ in range(3)))
base32 = {"w": [9, 15, 25, 61], "r": [8100, 8700, 9200, 14300], "rps": 18620}
cmd32 = "./schbench -m 2 -t 32 -r 20 -F 128"
write("v1.0-32t-april2023.txt", "".join(v9_run(rng, cmd32, 20, 10, base32, False, stdout_late=True) for _ in range(2)))

# ---- 2016-2020 era (V1-V3): one "Latency percentiles (usec)" block per run ----
P7 = [50, 75, 90, 95, 99, 99.5, 99.9]
def old_block(vals, fmt, over, mn, mx, star_sep=False):
    s = "Latency percentiles (usec)\n"
    for p, v in zip(P7, vals):
        s += "\t%s%s: %u\n" % ("*" if p == 99 else "", (fmt % p) + "th", v)
    s += ("\tOver=%u, min=%u, max=%u\n" % (over, mn, mx)) if over is not None else ("\tmin=%u, max=%u\n" % (mn, mx))
    return s

def old_vals(rng, base):
    v = sorted(q(b * rng.uniform(0.93, 1.08)) for b in base)
    return v

rng = random.Random(2016)
lat16 = [37, 41, 46, 49, 59, 64, 231]
text = ""
for i in range(3):
    v = old_vals(rng, lat16)
    text += "# ./schbench -m 2 -t 16 -r 30\n"
    text += old_block(v, "%2.4f", 0, 0, q(rng.uniform(6000, 12000)))
    text += "cputime 30000 threads 16 p99 %d\n" % v[4]
write("2016-v1-16t.txt", text)

rng = random.Random(2017)
text = ""
for i in range(3):
    v = old_vals(rng, [62, 71, 83, 95, 151, 283, 1910])
    text += old_block(v, "%2.4f", None, 1, q(rng.uniform(9000, 22000)))
    rps = 1000 * rng.uniform(0.995, 1.0)
    text += "rps: %.2f p95 (usec) %d p99 (usec) %d p95/cputime %.2f%% p99/cputime %.2f%%\n" % (
        rps, v[3], v[4], v[3] / 20.0, v[4] / 20.0)
write("2017-v2-rps.txt", text)

rng = random.Random(2019)
text = "Results from our test box, three runs of ./schbench -m 4 -t 8 -r 60:\n\n"
for i in range(3):
    v = old_vals(rng, [21, 27, 34, 41, 74, 91, 405])
    blk = old_block(v, "%2.1f", None, 0, q(rng.uniform(4000, 9000)))
    text += "".join("> " + l + "\n" for l in blk.splitlines()) + ">\n"
text += "\nThanks,\nA. Tester\n"
write("2019-v3-quoted.txt", text)

# ---- 2020-2023 era (V4-V7): runtime in the header, interval blocks ----
def iv_block(rt, vals, total, style, mn, mx, label="Latency"):
    if style == "v4":
        s = "%s percentiles (usec) runtime %d (s)\n" % (label, rt)
    else:
        s = "%s percentiles (usec) runtime %d (s) (%d total samples)\n" % (label, rt, total)
    for p, v, c in zip(P7, vals, counts(total, P7)):
        if style == "v4":
            s += "\t%s%2.1fth: %u\n" % ("*" if p == 99 else "", p, v)
        elif style == "v5":
            s += "\t%s%2.1fth: %u (%d samples)\n" % ("*" if p == 99 else "", p, v, c)
        else:
            s += "\t%s%2.1fth: %-10u (%d samples)\n" % ("* " if p == 99 else "  ", p, v, c)
    s += ("\tmin=%u, max=%u\n" if style in ("v4", "v5") else "\t  min=%u, max=%u\n") % (mn, mx)
    return s

def iv_run(rng, base, runtime, interval, style, rps=None, warmup=False, cmd=None, label="Latency"):
    s = ("$ %s\n" % cmd) if cmd else ""
    times = list(range(interval, runtime + 1, interval)) + [runtime]
    if warmup: s += "warmup done, zeroing stats\n"
    run_base = old_vals(rng, base)
    top = 0
    for k, rt in enumerate(times):
        v = sorted(q(b * rng.uniform(0.99, 1.01)) for b in run_base)
        top = max(top, q(rng.uniform(5000, 15000)))
        s += iv_block(rt, v, 3100 * rt + rng.randint(0, 99), style, 0 if style != "v6" else 1, top, label)
        if rps and k != len(times) - 1:
            s += "rps: %.2f\n" % (rps * rng.uniform(0.995, 1.0))
    return s

rng = random.Random(2020)
write("2020-v4-intervals.txt", "".join(iv_run(rng, [45, 52, 60, 66, 88, 102, 390], 30, 10, "v4", warmup=True,
                                               cmd="./schbench -m 2 -t 24 -r 30 -w 5") for _ in range(3)))
rng = random.Random(2021)
write("2021-v5-rps.txt", "".join(iv_run(rng, [2812, 3060, 3364, 3612, 4104, 4456, 6496], 30, 10, "v5", rps=3100,
                                        cmd="./schbench -m 2 -t 8 -R 3100 -r 30") for _ in range(3)))
rng = random.Random(2022)
write("2022-v6-16t.txt", "".join(iv_run(rng, [11, 15, 18, 21, 29, 33, 47], 20, 10, "v6",
                                        cmd="./schbench -m 2 -t 16 -r 20") for _ in range(3)))
