#!/usr/bin/env python3
# The recorder's fixed cost per run, for one or more agent jars taking turns: Noop without the agent and with each
# agent, round after round, each agent with a class cache of its own (agents share the default cache directory, and
# each removes the other agents' entries there, so that taking turns in it would measure cold caches only). Prints
# each one's median wall time of the whole JVM run with its quartiles, and each agent's median less the median
# without. One warm-up run each fills the caches first.
#   workloads/build.sh && python3 workloads/startcost.py [--rounds N] [AGENT.jar ...]   (default: the built agent)
import argparse, os, shutil, statistics, subprocess, sys, tempfile, time

from harness import ROOT, classpath, java, one

def timed(cmd):
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    dt = time.perf_counter() - t0
    if p.returncode != 0 or p.stdout.strip() != "Noop":
        sys.exit(f"{' '.join(cmd)} failed ({p.returncode}):\n{p.stderr[-2000:]}")
    return dt

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("agents", nargs="*")
    a = ap.parse_args()
    agents = a.agents or [one(f"{ROOT}/bundles/dev.foresight.agent/target/dev.foresight.agent-*.jar")]
    jv, cp = java(), classpath()
    tmp = tempfile.mkdtemp(prefix="foresight-startcost-")
    commands = {"without": [jv, "-cp", cp, "dev.foresight.workloads.Noop"]}
    for i, jar in enumerate(agents):
        jar = os.path.abspath(jar)
        opts = f"output={tmp}/noop{i}.ftrace,cache={tmp}/cache{i}"
        commands[f"{i}: {os.path.basename(jar)}"] = [jv, f"-Xbootclasspath/a:{jar}",
                                                    f"-agentlib:instrument={jar}={opts}",
                                                    "-cp", cp, "dev.foresight.workloads.Noop"]
    times = {k: [] for k in commands}
    for cmd in commands.values():
        timed(cmd)
    for _ in range(a.rounds):
        for k, cmd in commands.items():
            times[k].append(timed(cmd) * 1e3)
    base = statistics.median(times["without"])
    print(f"Noop, {a.rounds} rounds, wall time of the whole JVM run (ms):")
    for k, v in times.items():
        v.sort()
        m = statistics.median(v)
        extra = "" if k == "without" else f", fixed cost {m - base:.1f}"
        print(f"  {k}: median {m:.1f} (quartiles {v[len(v) // 4]:.1f} .. {v[3 * len(v) // 4]:.1f}){extra}")
    shutil.rmtree(tmp, ignore_errors=True)

if __name__ == "__main__":
    main()
