# What the workload harnesses (bench.py, accuracy.py, sweep.py) share: the JDK the build uses, the built jars, and
# the CPU time of the commands they run.
import glob, os, resource, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

def java():
    """The `java` of the JDK the build uses (releng/scripts/java-home.sh), not the machine's default one."""
    out = subprocess.run(["bash", "-c", f". {ROOT}/releng/scripts/java-home.sh && echo $JAVA_HOME"],
                         capture_output=True, text=True, check=True).stdout.strip()
    return os.path.join(out, "bin", "java")

def one(path):
    """The jar the glob `path` names (not the shade plugin's original, not sources); exits when none was built."""
    found = [f for f in sorted(glob.glob(path)) if "original-" not in f and "-sources" not in f]
    if not found:
        sys.exit(f"missing {path}: run workloads/build.sh first")
    return found[0]

def classpath():
    """The workload corpus and the libraries it drives (H2, Lucene)."""
    return os.pathsep.join([one(f"{HERE}/target/foresight-workloads-*.jar")]
                           + sorted(glob.glob(f"{HERE}/target/lib/*.jar")))

def children_cpu():
    """CPU seconds (user + system) of the finished child processes so far."""
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime

def machine_cpu():
    """CPU seconds the whole machine has spent busy (every process, the kernel included) and stolen by the
    hypervisor so far, from /proc/stat; (0, 0) where the kernel does not say. Busy less this harness's own children is
    what other programs took during a measurement."""
    try:
        with open("/proc/stat") as f:
            v = [int(x) for x in f.readline().split()[1:]]
    except (OSError, ValueError):
        return 0.0, 0.0
    tick = os.sysconf("SC_CLK_TCK")
    # user nice system idle iowait irq softirq steal
    return (v[0] + v[1] + v[2] + v[5] + v[6]) / tick, (v[7] if len(v) > 7 else 0) / tick
