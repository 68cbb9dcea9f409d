#!/usr/bin/env python3
# The recorder benchmark: for every workload, paired runs without and with the agent (in random order), the
# median wall-time ratio, then events/s recorded, bytes/event and reader throughput (streaming, and into an
# in-memory trace) from the last trace. First it measures the recorder's two costs: the fixed cost per run (Noop,
# paired like the workloads) and the cost per event (EventCost, an in-process loop timed without and with the
# agent), and predicts each workload's overhead from them: (fixed + events x per-event) / unrecorded wall time.
# Each median comes with its 90 % bootstrap interval (the pairs drawn again with replacement, seeded): how far it
# moves on this machine's noise alone, which decides how many pairs a comparison needs.
#   workloads/build.sh && python3 workloads/bench.py [--pairs N] [--only Name,Name] [--markdown]
import argparse, os, random, statistics, subprocess, sys, tempfile, time

from harness import ROOT, children_cpu, classpath, java, one

# name, arguments (threads, size), group. Realistic workloads are sized to run 3 to 10 s unrecorded, as real programs
# do. The microbenchmarks synchronize every few hundred nanoseconds (1 to 5 M events/s); they keep the sizes of
# the first measurement (about 0.5 s) so that the two can be compared, and because at 3 s their traces would hold
# about 10^8 events, more than the in-memory reader of this harness holds in its default heap.
WORKLOADS = [
    ("LockHeavy", ["4", "600000"], "micro"),
    ("ReadWriteCache", ["4", "600000"], "micro"),
    ("Pipeline", ["2", "300000"], "micro"),
    ("ForkJoinStreams", ["4", "200000000"], "realistic"),
    ("ExecutorFutures", ["4", "2000000"], "realistic"),
    ("BarrierPhases", ["4", "50000"], "realistic"),
    ("IoMixed", ["4", "100000"], "realistic"),
    ("VirtualThreads", ["4", "300000"], "realistic"),
    ("ParallelSort", ["150", "2000000"], "realistic"),
    ("H2Inserts", ["4", "160000"], "realistic"),
    ("LuceneIndex", ["4", "150000"], "realistic"),
    ("AsyncPipeline", ["4", "300000"], "realistic"),
    ("SharedLogging", ["4", "500000"], "realistic"),
]
GROUPS = [("micro", "Microbenchmarks (extreme event rates, sub-second)"),
          ("realistic", "Realistic workloads (3 to 10 s unrecorded)")]

CPU = {}  # command line -> CPU seconds (user + system) of its runs

def timed(cmd):
    c0 = children_cpu()
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    dt = time.perf_counter() - t0
    if p.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({p.returncode}):\n{p.stderr[-2000:]}")
    CPU.setdefault(" ".join(cmd), []).append(children_cpu() - c0)
    return dt, p.stdout.strip()

def cpu_median(cmd):
    """Median CPU seconds of the timed runs of cmd (the cache-warming run excluded)."""
    runs = CPU.get(" ".join(cmd), [0.0])
    return statistics.median(runs[1:] if len(runs) > 1 else runs)

def paired(base_cmd, rec_cmd, pairs, same_output=True):
    """Runs the two commands in pairs, in random order; returns (base times, recorded times, ratios, outputs)."""
    ratios, base_times, rec_times, outputs = [], [], [], []
    timed(base_cmd)  # warm the file cache once
    for _ in range(pairs):
        order = [0, 1]
        random.shuffle(order)
        result = {}
        for which in order:
            result[which] = timed(base_cmd if which == 0 else rec_cmd)
        if same_output and result[0][1] != result[1][1]:
            main_class = next(c for c in base_cmd if c.startswith("dev.foresight.workloads."))
            sys.exit(f"{main_class}: the recorded run computed something else: {result[0][1]!r} vs {result[1][1]!r}")
        base_times.append(result[0][0])
        rec_times.append(result[1][0])
        ratios.append(result[1][0] / result[0][0])
        outputs.append((result[0][1], result[1][1]))
    return base_times, rec_times, ratios, outputs

def agent_options(agent, trace):
    """The JVM options `foresight record` and the IDE's launcher start the agent with for a program on the class path
    (AgentLaunch.jvmOptions in core)."""
    return [f"-Xbootclasspath/a:{agent}", f"-agentlib:instrument={agent}=output={trace}"]

def costs(jv, cp, agent, tmp, pairs):
    """The fixed cost per run (seconds) and the cost per event (seconds), each the median over pairs."""
    trace = os.path.join(tmp, "cost.ftrace")
    noop = "dev.foresight.workloads.Noop"
    b, r, _, _ = paired([jv, "-cp", cp, noop], [jv] + agent_options(agent, trace) + ["-cp", cp, noop], pairs)
    fixed = statistics.median([y - x for x, y in zip(b, r)])
    ec = "dev.foresight.workloads.bench.EventCost"
    per = []
    for _ in range(pairs):
        _, out0 = timed([jv, "-cp", cp, ec])
        _, out1 = timed([jv] + agent_options(agent, trace) + ["-cp", cp, ec])
        v0, v1 = (dict(kv.split("=") for kv in o.split()) for o in (out0, out1))
        per.append((float(v1["ns_per_iteration"]) - float(v0["ns_per_iteration"])) / int(v0["events_per_iteration"]))
    return fixed, statistics.median(per) * 1e-9, statistics.median(b), statistics.median(r)

def clock_cost(jv, cp):
    """Seconds per System.nanoTime reading (bench.ClockCost): every recorded event reads that clock at least once."""
    _, out = timed([jv, "-cp", cp, "dev.foresight.workloads.bench.ClockCost"])
    return float(dict(kv.split("=") for kv in out.split())["nanotime_ns"]) * 1e-9

def interval(samples, statistic, resamples=2000):
    """The 90 % bootstrap interval of statistic(samples): the samples (each workload's pairs) drawn again with
    replacement, seeded, so that a run says how far its medians can move on this machine's noise alone."""
    rnd, got = random.Random(1), []
    for _ in range(resamples):
        got.append(statistic([[rnd.choice(x) for _ in x] for x in samples]))
    got.sort()
    return got[int(resamples * 0.05)], got[int(resamples * 0.95) - 1]

def overhead(ratios):
    return (statistics.median(ratios) - 1) * 100

def percentile90(values):
    v = sorted(values)
    return v[min(len(v) - 1, int(round(0.9 * (len(v) - 1))))]

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pairs", type=int, default=5)
    ap.add_argument("--only", default="")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--agent", default="", help="the agent jar to measure (default: the one the build wrote)")
    a = ap.parse_args()
    jv = java()
    cp = classpath()
    agent = a.agent or one(f"{ROOT}/bundles/dev.foresight.agent/target/dev.foresight.agent-*.jar")
    core = one(f"{ROOT}/bundles/dev.foresight.core/target/dev.foresight.core-*.jar")
    gson = one(os.path.expanduser("~/.m2/repository/com/google/code/gson/gson/*/gson-*.jar"))
    only = set(a.only.split(",")) if a.only else None
    tmp = tempfile.mkdtemp(prefix="foresight-bench-")
    fixed, per_event, noop_base, noop_rec = costs(jv, cp, agent, tmp, a.pairs)
    clock = clock_cost(jv, cp)
    print(f"costs: fixed {fixed * 1e3:.0f} ms per run (Noop {noop_base:.3f} s -> {noop_rec:.3f} s), "
          f"{per_event * 1e9:.0f} ns per event (EventCost), of which at least {clock * 1e9:.1f} ns reading the clock "
          "(ClockCost)", file=sys.stderr, flush=True)
    rows = []
    for name, args, group in WORKLOADS:
        if only and name not in only:
            continue
        main_class = "dev.foresight.workloads." + name
        trace = os.path.join(tmp, name + ".ftrace")
        base_cmd = [jv, "-cp", cp, main_class] + args
        rec_cmd = [jv] + agent_options(agent, trace) + ["-cp", cp, main_class] + args
        base_times, rec_times, ratios, _ = paired(base_cmd, rec_cmd, a.pairs)
        _, stats = timed([jv, "-cp", os.pathsep.join([cp, core, gson]), "dev.foresight.workloads.bench.ReadThroughput", trace])
        s = dict(kv.split("=") for kv in stats.split())
        events = int(s["events"])
        base = statistics.median(base_times)
        predicted = (fixed + events * per_event) / base * 100
        rows.append(dict(name=name, group=group, args=" ".join(args), base=base, rec=statistics.median(rec_times),
                         overhead=overhead(ratios), worst=max(ratios) * 100 - 100, ratios=ratios,
                         within=interval([ratios], lambda x: overhead(x[0])),
                         events=events, rate=events / statistics.median(rec_times), bpe=float(s["bytes_per_event"]),
                         read=float(s["read_events_per_s"]), problems=int(s["problems"]),
                         stream=float(s["stream_events_per_s"]), predicted=predicted,
                         cpu_base=cpu_median(base_cmd), cpu_rec=cpu_median(rec_cmd)))
        r = rows[-1]
        r["floor"] = events * clock / r["cpu_base"] * 100
        print(f"{name}: base {r['base']:.2f}s recorded {r['rec']:.2f}s overhead {r['overhead']:+.1f}% "
              f"CPU base {r['cpu_base']:.2f}s recorded {r['cpu_rec']:.2f}s "
              f"(predicted {predicted:+.1f}%, clock floor {r['floor']:.1f}%) events {events} ({r['rate']:.0f}/s) {r['bpe']:.2f} B/event "
              f"read {r['read']/1e6:.1f} M events/s stream {r['stream']/1e6:.1f} M events/s problems {r['problems']}",
              file=sys.stderr, flush=True)
    if a.markdown:
        print(f"Recorder costs: fixed {fixed * 1e3:.0f} ms per run (Noop, median of {a.pairs} pairs: "
              f"{noop_base:.3f} s unrecorded, {noop_rec:.3f} s recorded); {per_event * 1e9:.0f} ns per event "
              f"(EventCost, median of {a.pairs} pairs), of which {clock * 1e9:.1f} ns is the one clock reading every "
              "event needs (ClockCost; the clock floor of a workload is its events times that, over its CPU time "
              "without the recorder).")
        for group, title in GROUPS:
            g = [r for r in rows if r["group"] == group]
            if not g:
                continue
            print(f"\n{title}:\n")
            print("| workload | arguments | wall without | wall recorded | overhead (median of pairs) | its 90 % interval | worst pair | predicted | clock floor | CPU without | CPU recorded | events | events/s recorded | bytes/event | stream (M events/s) | read into memory (M events/s) | consistency problems |")
            print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
            for r in g:
                print(f"| {r['name']} | {r['args']} | {r['base']:.2f} s | {r['rec']:.2f} s | {r['overhead']:+.1f} % | "
                      f"{r['within'][0]:+.1f} .. {r['within'][1]:+.1f} % | {r['worst']:+.1f} % | {r['predicted']:+.1f} % | {r['floor']:.1f} % | {r['cpu_base']:.2f} s | {r['cpu_rec']:.2f} s | "
                      f"{r['events']:,} | {r['rate']:,.0f} | "
                      f"{r['bpe']:.2f} | {r['stream']/1e6:.1f} | {r['read']/1e6:.1f} | {r['problems']} |")
            o = [r["overhead"] for r in g]
            # the group's median and p90 over the workloads, each workload's pairs drawn again
            med = interval([r["ratios"] for r in g], lambda x: statistics.median(overhead(y) for y in x))
            p90 = interval([r["ratios"] for r in g], lambda x: percentile90([overhead(y) for y in x]))
            print(f"\n{title.split(' (')[0]}: median overhead {statistics.median(o):+.1f} % (90 % interval "
                  f"{med[0]:+.1f} .. {med[1]:+.1f} %), p90 {percentile90(o):+.1f} % ({p90[0]:+.1f} .. {p90[1]:+.1f} %); "
                  f"{a.pairs} pairs per workload.")
        o = [r["overhead"] for r in rows]
        if o:
            print(f"\nAll workloads: median overhead {statistics.median(o):+.1f} %, p90 {percentile90(o):+.1f} %.")

if __name__ == "__main__":
    main()
