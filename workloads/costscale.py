#!/usr/bin/env python3
# What the recorder's cost left in a trace does to a prediction: each workload is recorded (pinned to one CPU, the
# program seeing two, with --baseline), measured without the recorder on 1 and 2 CPUs (foresight measure --like, 5
# runs), and predicted on 1 and 2 processors three ways:
#   stated: the recorder's stated cost per event taken off (what predict does);
#   per event: that cost times the factor k that makes the one-processor time the measured one (the recorder's cost
#     as it was in this program, taken off each event);
#   in proportion: the stated cost taken off, then every processor sped up by the factor s that makes the
#     one-processor time the measured one (the rest of the recorder's cost spread over all CPU time alike).
# Both factors are fitted to the measured one-processor time: this is a diagnosis of where the cost sits, not a
# prediction. The three use --work-scale none; a fourth column is what predict does by default: the work scale
# measured by record --baseline (the program's CPU time with the recorder and without), which is a prediction.
# Prints the one-processor time errors and the speedup errors at two processors.
#   python3 workloads/costscale.py [--machine FILE] [--keep DIR] [--baseline-runs K] [WORKLOAD ...]
import argparse, json, os, re, statistics, subprocess, sys, tempfile

from harness import ROOT, classpath

SIZES = {"LockHeavy": ["4", "600000"], "ReadWriteCache": ["4", "800000"], "SharedLogging": ["4", "80000"],
         "H2Inserts": ["4", "20000"], "Pipeline": ["2", "400000"], "AsyncPipeline": ["4", "50000"]}
FORESIGHT = os.path.join(ROOT, "foresight")


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout


def predict(trace, machine, cost=None, scale="none"):
    cmd = [FORESIGHT, "predict", trace, "--cpus", "1,2", "--json", "--samples", "0", "--machine", machine,
           "--work-scale", scale]
    j = json.loads(run(cmd + (["--recording-cost", cost] if cost else [])))
    p = j["predictions"]
    return p[0]["time_ms"], p[1]["time_ms"], j["work_scale"]


def measured(path):
    """Processors -> median wall time less the JVM's start-up (ms), from a .measured file."""
    times = {}
    for line in open(path, encoding="utf-8"):
        m = re.match(r"cpus (\d+) startup ([\d.]+) runs ([\d. ]+)", line)
        if m:
            times[int(m.group(1))] = statistics.median(map(float, m.group(3).split())) - float(m.group(2))
    return times


def scaled(cost, k):
    """The --recording-cost list `cost` with every figure times k."""
    def one(part):
        key, _, ns = part.rpartition("=")
        return (key + "=" if key else "") + str(round(int(ns) * k))
    return ",".join(one(p) for p in cost.split(","))


def fitted_k(trace, machine, cost, target):
    """k at which the one-processor time is `target`, by the secant method from k = 1 and 3 (the time falls with k,
    nearly in a line until events have no CPU time left to take; at most 10, where taking more changes nothing)."""
    points = [(k, predict(trace, machine, scaled(cost, k))[0]) for k in (1.0, 3.0)]
    for _ in range(3):
        (ka, ta), (kb, tb) = points[-2:]
        if tb == ta:
            break
        k = min(10.0, max(0.0, kb + (target - tb) * (kb - ka) / (tb - ta)))
        points.append((k, predict(trace, machine, scaled(cost, k))[0]))
        if abs(points[-1][1] / target - 1) < 0.01:
            break
    return points[-1][0]


def main():
    ap = argparse.ArgumentParser(description="where the recorder's cost left in a trace sits")
    ap.add_argument("--machine", help="the .machine file (default: foresight calibrate now)")
    ap.add_argument("--keep", help="a directory for the traces, measured runs and machines (default: a temporary one)")
    ap.add_argument("--baseline-runs", type=int, default=1,
                    help="runs without the recorder per recording (record --baseline-runs), default 1")
    ap.add_argument("workloads", nargs="*", default=list(SIZES))
    a = ap.parse_args()
    tmp = a.keep or tempfile.mkdtemp(prefix="foresight-costscale-")
    os.makedirs(tmp, exist_ok=True)
    machine = a.machine or os.path.join(tmp, "calibrated.machine")
    if not a.machine:
        run([FORESIGHT, "calibrate", "--cpus", "2", "-o", machine])
    cp = classpath()
    print("| workload | measured speedup | stated: 1-CPU time error, speedup error | per event: k, speedup error "
          "| in proportion: s, speedup error | measured work scale: factor, 1-CPU time error, speedup error |")
    print("|---|---|---|---|---|---|")
    for name in a.workloads:
        trace = os.path.join(tmp, name + ".ftrace")
        run([FORESIGHT, "record", "--pin-one-cpu", "--processors", "2", "--baseline", "--baseline-runs",
             str(a.baseline_runs), "-o", trace, "--",
             "-XX:+UseSerialGC", "-cp", cp, "dev.foresight.workloads." + name] + SIZES[name])
        run([FORESIGHT, "measure", "--like", trace, "--cpus", "1,2", "--runs", "5", "-o", trace[:-7] + ".measured"])
        m = measured(trace[:-7] + ".measured")
        speedup = m[1] / m[2]
        cost = re.search(r"recorder's stated cost, ns per event: (\S+)", run([FORESIGHT, "info", trace])).group(1)
        t1, t2, _ = predict(trace, machine)
        k = fitted_k(trace, machine, cost, m[1])
        k1, k2, _ = predict(trace, machine, scaled(cost, k))
        s = t1 / m[1]
        faster = os.path.join(tmp, f"{name}-speed.machine")
        with open(machine, encoding="utf-8") as f, open(faster, "w", encoding="utf-8") as out:
            out.write(re.sub(r"^(processors \d+)$", rf"\1\nspeed 0-1 {s:.4f}", f.read(), flags=re.M))
        s1, s2, _ = predict(trace, faster)
        w1, w2, w = predict(trace, machine, scale="measured")
        print(f"| {name} | {speedup:.2f} | {t1 / m[1] - 1:+.1%}, {t1 / t2 / speedup - 1:+.1%} | "
              f"{k:.2f}, {k1 / k2 / speedup - 1:+.1%} | {s:.2f}, {s1 / s2 / speedup - 1:+.1%} | "
              f"{w:.2f}, {w1 / m[1] - 1:+.1%}, {w1 / w2 / speedup - 1:+.1%} |", flush=True)


if __name__ == "__main__":
    main()
