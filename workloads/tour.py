#!/usr/bin/env python3
# Records and measures each part of bench.JucTour, ApiTour, PoolTour, LibTour (the JDK's concurrency utilities and
# library classes one at a time), DepTour (Guava, Caffeine, the Disruptor), NetTour (loopback sockets), HttpTour
# (the JDK's HTTP client), NettyTour (Netty's event loops) or FlowTour (Reactor, HikariCP), programs not written
# for the accuracy harness, and prints predicted against measured times and speedups on 1 and 2 CPUs, as a user of
# the command line would get them: `foresight record --pin-one-cpu --processors 2 --baseline`, `foresight measure
# --like` (five runs on each count, taking turns) and `foresight predict --measured` on the default machine. The
# classes must be built (workloads/build.sh).
#   python3 workloads/tour.py [--tour juc|api|pool|lib|dep|net|http|netty|flow] [--n N] [--parts exchanger,handoff,...]
#       [--keep DIR]
import argparse, json, os, statistics, subprocess, sys, tempfile

from harness import ROOT

TOURS = {
    "juc": ("JucTour", ["exchanger", "handoff", "transfer", "phaser", "stamped", "scheduled", "stages", "bins",
                        "invokeall", "virtual", "completion", "prefix"]),
    "api": ("ApiTour", ["completer", "parking", "yielding", "polling", "timedwait", "publisher", "close",
                        "conditions", "fairrw", "groupby", "interrupt", "semfair"]),
    "pool": ("PoolTour", ["callerruns", "invokeany", "managed", "chmforeach", "setall", "nested", "fixeddelay",
                          "allof", "trylock", "joinpoll", "barrieraction", "vwait", "reporter"]),
    "lib": ("LibTour", ["piped", "hashtable", "synclist", "stringbuffer", "vector", "print", "random", "deflate",
                        "timer", "files", "daemontimer", "heartbeat", "waitloop",
                        "flagloop"]),
    "dep": ("DepTour", ["listening", "striped", "monitor", "eventbus", "guavacache", "caffeine", "caffeineasync",
                        "ratelimiter", "refresh", "callbacks", "disruptor", "yielding", "twohandlers", "multiproducer"]),
    "net": ("NetTour", ["echo", "twoclients", "channels", "selector", "stream", "virtual", "lines"]),
    "http": ("HttpTour", ["http", "remote", "async", "asyncremote"]),
    "netty": ("NettyTour", ["echo"]),
    "flow": ("FlowTour", ["parallel", "publishon", "flatmap", "zip", "hikari"]),
}


def foresight(*args):
    """Runs the command line; its standard output, or the end of the run with its error."""
    r = subprocess.run([os.path.join(ROOT, "foresight"), *args], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"foresight {' '.join(args)}: exit {r.returncode}\n{r.stderr[-2000:]}")
    return r.stdout


def main():
    ap = argparse.ArgumentParser(description="predicted against measured runs of a tour's parts")
    ap.add_argument("--tour", choices=sorted(TOURS), default="juc",
                    help="bench.JucTour (juc), ApiTour (api), PoolTour (pool), LibTour (lib), DepTour (dep) or "
                    "NetTour (net), HttpTour (http), NettyTour (netty) or FlowTour (flow)")
    ap.add_argument("--n", type=int, default=400, help="the parts' N (default 400: 0.1 to 0.3 s each)")
    ap.add_argument("--parts", default="", help="the parts, comma-separated (default: all of the tour's)")
    ap.add_argument("--keep", default="", help="keep the traces and measured runs in this folder")
    a = ap.parse_args()
    out = a.keep or tempfile.mkdtemp(prefix="tour-")
    os.makedirs(out, exist_ok=True)
    target = os.path.join(ROOT, "workloads", "target")
    # the libraries DepTour drives; java expands the wildcard
    classes = os.pathsep.join([os.path.join(target, "classes"), os.path.join(target, "lib", "*")])
    print("| part | N | predicted 1 | measured 1 | predicted 2 | measured 2 | predicted speedup | measured speedup "
          "| speedup error | consistency problems |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    main_class, parts = TOURS[a.tour]
    errors = {}
    for part in (a.parts.split(",") if a.parts else parts):
        trace = os.path.join(out, f"{part}.ftrace")
        measured = os.path.join(out, f"{part}.measured")
        program = ["-cp", classes, "dev.foresight.workloads.bench." + main_class, part, str(a.n)]
        foresight("record", "--pin-one-cpu", "--processors", "2", "--baseline", "-o", trace, "--", *program)
        foresight("measure", "--like", trace, "--cpus", "1,2", "--runs", "5", "-o", measured)
        p = json.loads(foresight("predict", trace, "--cpus", "1,2", "--samples", "0", "--measured", measured,
                                 "--json"))["predictions"]
        one, two = p[0], p[1]
        errors[part] = two["speedup_error"] * 100
        problems = json.loads(foresight("info", trace, "--json"))["problems"]
        print(f"| {part} | {a.n} | {one['time_ms']:.1f} ms | {one['measured_ms']:.1f} ms | {two['time_ms']:.1f} ms "
              f"| {two['measured_ms']:.1f} ms | {two['speedup']:.2f} | {two['measured_speedup']:.2f} "
              f"| {two['speedup_error'] * 100:+.1f} % | {len(problems)} |", flush=True)
        for problem in problems[:5]:
            print(f"    {part}: {problem}", file=sys.stderr)
    if errors:
        worst = max(errors, key=lambda k: abs(errors[k]))
        print(f"\nspeedup error at 2 CPUs: median {statistics.median(abs(e) for e in errors.values()):.1f} %, "
              f"worst {errors[worst]:+.1f} % ({worst}), {sum(abs(e) <= 10 for e in errors.values())} of "
              f"{len(errors)} within 10 %")
    if not a.keep:
        print(f"(traces and measured runs in {out})", file=sys.stderr)


if __name__ == "__main__":
    main()
