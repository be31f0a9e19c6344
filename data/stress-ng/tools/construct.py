# Writes the constructed older-layout stress-ng inputs of data/stress-ng (layout from
# FORMATS.md section 8: `stress-ng: info:  [PID] ` prefix, six numeric columns; numbers invented).
import os
out = os.environ.get("OUT", ".")

def table(pid, rows, prefix=True, runtime=60):
    p = f"stress-ng: info:  [{pid}] " if prefix else ""
    lines = [f"{p}dispatching hogs: " + ", ".join(f"{n} {name}" for name, n, *_ in rows),
             f"{p}cache allocate: default cache size: 16384K",
             f"{p}successful run completed in {runtime + 0.01:.2f}s (1 min, 0.01 secs)",
             f"{p}stressor      bogo ops real time  usr time  sys time   bogo ops/s   bogo ops/s",
             f"{p}                         (secs)    (secs)    (secs)   (real time) (usr+sys time)"]
    for name, n, ops, usr, sys in rows:
        real = float(runtime)
        lines.append(f"{p}{name:<13} {ops:>9} {real:>9.2f} {usr:>9.2f} {sys:>9.2f} "
                     f"{ops / real:>12.2f} {ops / (usr + sys):>12.2f}")
    return "\n".join(lines) + "\n"

def write(name, text):
    with open(os.path.join(out, name), "w") as f:
        f.write(text)

base = [[("cpu", 16, 351234, 958.12, 0.52), ("switch", 16, 41234567, 210.33, 745.18)],
        [("cpu", 16, 349876, 957.90, 0.61), ("switch", 16, 40876543, 208.71, 747.02)],
        [("cpu", 16, 352101, 958.40, 0.49), ("switch", 16, 41502213, 211.02, 744.60)]]
patched = [[("cpu", 16, 338012, 957.33, 0.58), ("switch", 16, 44012345, 215.90, 740.11)],
           [("cpu", 16, 339554, 958.01, 0.55), ("switch", 16, 43890012, 214.66, 741.72)],
           [("cpu", 16, 337905, 957.62, 0.60), ("switch", 16, 44201987, 216.10, 739.95)]]
write("older-baseline.txt", "".join(
    f"$ stress-ng --cpu 16 --switch 16 --timeout 60 --metrics-brief\n" + table(4100 + i * 7, rows)
    for i, rows in enumerate(base)))
write("older-patched.txt", "".join(
    f"$ stress-ng --cpu 16 --switch 16 --timeout 60 --metrics-brief\n" + table(5200 + i * 7, rows)
    for i, rows in enumerate(patched)))
# A poster's trimmed paste: log prefixes cut off, a mail quote, prose around it.
trimmed = "Results of the 50% load runs, prefixes trimmed:\n\n"
for rows in base:
    trimmed += "".join("> " + line + "\n" for line in table(0, rows, prefix=False).splitlines())
    trimmed += ">\n"
trimmed += "\nThanks,\nA. Tester\n"
write("older-trimmed.txt", trimmed)
