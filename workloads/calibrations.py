# The median of several calibrations of one machine (`foresight calibrate` .machine files), for accuracy.py: the
# calibrated wake-up across processors moves by a factor of two within one harness run (docs/accuracy.md, "Run of
# 2026-11-30, 05:12 UTC"), so the median of calibrations spread over the run stands for the machine the workloads were
# measured on better than any one of them.
import os, re, statistics

# the lines whose figures are measured: costs, the scheduler's wake-up granularity (its time slice is not) and the I/O
# copy slowdown (a percentage; its concurrency is not measured)
MEASURED = ("costs ", "scheduler ", "io ")
NOT_MEASURED = {"time-slice"}
FIGURE = re.compile(r"([a-z-]+)=(-?[0-9.]+)(ns|us|ms|s|%)(?![0-9a-z])")
NANOS = {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9, "%": 1}

def figures(path):
    """The measured figures of a .machine file, in nanoseconds: name -> value."""
    got = {}
    with open(path) as f:
        for line in f:
            if line.startswith(MEASURED):
                for name, value, unit in FIGURE.findall(line):
                    if name not in NOT_MEASURED:
                        got[name] = float(value) * NANOS[unit]
    return got

def median_machine(paths, out):
    """Writes to `out` the first of `paths` with each measured figure replaced by its median over all of them (a figure
    some files lack: the median of those that have it). Returns the comment lines that say so, one per figure that
    varied: its median and range."""
    each = [figures(p) for p in paths]
    values = {}
    for f in each:
        for name, v in f.items():
            values.setdefault(name, []).append(v)
    median = {name: statistics.median(v) for name, v in values.items()}

    def replace(m):
        if m.group(1) not in median:
            return m.group(0)
        v = median[m.group(1)]
        return f"{m.group(1)}={round(v, 2)}%" if m.group(3) == "%" else f"{m.group(1)}={round(v)}ns"

    def say(name, v):
        return f"{v:.2f} %" if name in percent else f"{v / 1e3:.2f}us"

    percent = {name for f in each for name in f if name.endswith("slowdown")}
    header = [f"#   the median of {len(paths)} calibrations of this run, each figure (min .. max):"]
    header += [f"#   {name}: {say(name, median[name])} ({say(name, min(v))} .. {say(name, max(v))})"
               for name, v in values.items() if min(v) != max(v)]
    with open(paths[0]) as f:
        lines = [l for l in f if not l.startswith("#")]
    with open(out, "w") as f:
        f.write("# the median of the calibrations " + ", ".join(os.path.basename(p) for p in paths) + "\n")
        f.write("\n".join(header) + "\n")
        for line in lines:
            f.write(FIGURE.sub(replace, line) if line.startswith(MEASURED) else line)
    return header
