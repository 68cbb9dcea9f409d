/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Which calls in application code are routed through a hook: owner, name and descriptor of the called method, and
 * the static hook that performs the same call and records it. A hook takes the receiver (for an instance method),
 * the original arguments and the site id, and returns what the original returns; I/O calls have hooks of their own
 * ({@link IoRules}), and compare-and-set calls are counted ({@link AtomicRules}).
 */
final class CallRules {

	/** A replacement: the hook class and method; its descriptor is derived from the call's. */
	record Rule(String hookClass, String hookName, String receiver) {

		/** A bracket rule calls {@code before<Name>(receiver, site)} and {@code after<Name>(site)} around the call. */
		boolean bracket() {
			return receiver == null && hookName.startsWith("bracket:");
		}

		String bracketName() {
			return hookName.substring("bracket:".length());
		}

		/**
		 * A call whose last argument, an executor, is passed through {@code tracing(executor, site)} of the hook class
		 * first; the call itself stays.
		 */
		boolean executorArgument() {
			return hookName.startsWith("executor:");
		}

		/** A counted call ({@link AtomicRules}): {@code count(site)} of the hook class before the call. */
		boolean counted() {
			return hookName.startsWith("count:");
		}

		/**
		 * A call of a class the boot loader cannot see ({@code java.net.http}'s, the platform loader's): the hook
		 * takes the receiver and the arguments as {@code Object}s and returns an {@code Object}, which the rewritten
		 * call casts back to the original's return type.
		 */
		boolean erased() {
			return hookName.startsWith("erased:");
		}

		String erasedName() {
			return hookName.substring("erased:".length());
		}
	}

	private static final String RT = "dev/foresight/agent/runtime/";
	private static final String HOOKS = RT + "Hooks", SLEEPS = RT + "SleepHooks", LOCKS = RT + "LockHooks",
			QUEUES = RT + "QueueHooks", SEMAPHORES = RT + "SemaphoreHooks", PARKS = RT + "ParkHooks",
			PHASERS = RT + "PhaserHooks", TASKS = RT + "TaskHooks", DEQUES = RT + "DequeHooks",
			STAMPED = RT + "StampedHooks", CONDITIONS = RT + "ConditionHooks", FUTURES = RT + "FutureHooks";
	private static final String JUC = "java/util/concurrent/";
	private static final String TU = "Ljava/util/concurrent/TimeUnit;";
	private static final Map<String, Rule> RULES = new HashMap<>();
	/** Methods matched whatever the owner (final methods of Object). */
	private static final Map<String, Rule> ANY_OWNER = new HashMap<>();
	/** Static methods matched whatever the owner (ForkJoinTask.invokeAll called from a subclass). */
	private static final Map<String, Rule> ANY_OWNER_STATIC = new HashMap<>();
	static {
		String lock = "Ljava/util/concurrent/locks/Lock;";
		String[] locks = { JUC + "locks/Lock", JUC + "locks/ReentrantLock",
				JUC + "locks/ReentrantReadWriteLock$ReadLock",
				JUC + "locks/ReentrantReadWriteLock$WriteLock" };
		add(locks, "lock()V", LOCKS, "lock", lock);
		add(locks, "lockInterruptibly()V", LOCKS, "lockInterruptibly", lock);
		add(locks, "tryLock()Z", LOCKS, "tryLock", lock);
		add(locks, "tryLock(J" + TU + ")Z", LOCKS, "tryLock", lock);
		add(locks, "unlock()V", LOCKS, "unlock", lock);
		String stamped = "L" + JUC + "locks/StampedLock;";
		String[] stampedOwner = { JUC + "locks/StampedLock" };
		for (String mode : new String[] { "read", "write" }) {
			add(stampedOwner, mode + "Lock()J", STAMPED, mode + "Lock", stamped);
			add(stampedOwner, mode + "LockInterruptibly()J", STAMPED, mode + "LockInterruptibly", stamped);
			String tryName = "try" + Character.toUpperCase(mode.charAt(0)) + mode.substring(1) + "Lock";
			add(stampedOwner, tryName + "()J", STAMPED, tryName, stamped);
			add(stampedOwner, tryName + "(J" + TU + ")J", STAMPED, tryName, stamped);
		}
		add(stampedOwner, "unlockRead(J)V", STAMPED, "unlockRead", stamped);
		add(stampedOwner, "unlockWrite(J)V", STAMPED, "unlockWrite", stamped);
		add(stampedOwner, "unlock(J)V", STAMPED, "unlock", stamped);
		for (String to : new String[] { "WriteLock", "ReadLock", "OptimisticRead" }) {
			add(stampedOwner, "tryConvertTo" + to + "(J)J", STAMPED, "tryConvertTo" + to, stamped);
		}
		add(stampedOwner, "tryUnlockRead()Z", STAMPED, "tryUnlockRead", stamped);
		add(stampedOwner, "tryUnlockWrite()Z", STAMPED, "tryUnlockWrite", stamped);
		String cond = "Ljava/util/concurrent/locks/Condition;";
		String[] conds = { JUC + "locks/Condition", JUC + "locks/AbstractQueuedSynchronizer$ConditionObject" };
		add(conds, "await()V", CONDITIONS, "await", cond);
		add(conds, "await(J" + TU + ")Z", CONDITIONS, "await", cond);
		add(conds, "awaitNanos(J)J", CONDITIONS, "awaitNanos", cond);
		add(conds, "awaitUninterruptibly()V", CONDITIONS, "awaitUninterruptibly", cond);
		add(conds, "awaitUntil(Ljava/util/Date;)Z", CONDITIONS, "awaitUntil", cond);
		add(conds, "signal()V", CONDITIONS, "signal", cond);
		add(conds, "signalAll()V", CONDITIONS, "signalAll", cond);
		String sem = "L" + JUC + "Semaphore;";
		String[] sems = { JUC + "Semaphore" };
		add(sems, "acquire()V", SEMAPHORES, "acquire", sem);
		add(sems, "acquire(I)V", SEMAPHORES, "acquire", sem);
		add(sems, "acquireUninterruptibly()V", SEMAPHORES, "acquireUninterruptibly", sem);
		add(sems, "acquireUninterruptibly(I)V", SEMAPHORES, "acquireUninterruptibly", sem);
		add(sems, "tryAcquire()Z", SEMAPHORES, "tryAcquire", sem);
		add(sems, "tryAcquire(I)Z", SEMAPHORES, "tryAcquire", sem);
		add(sems, "tryAcquire(J" + TU + ")Z", SEMAPHORES, "tryAcquire", sem);
		add(sems, "tryAcquire(IJ" + TU + ")Z", SEMAPHORES, "tryAcquire", sem);
		add(sems, "drainPermits()I", SEMAPHORES, "drainPermits", sem);
		add(sems, "release()V", SEMAPHORES, "release", sem);
		add(sems, "release(I)V", SEMAPHORES, "release", sem);
		String latch = "L" + JUC + "CountDownLatch;";
		String[] latches = { JUC + "CountDownLatch" };
		add(latches, "countDown()V", LOCKS, "countDown", latch);
		add(latches, "await()V", LOCKS, "await", latch);
		add(latches, "await(J" + TU + ")Z", LOCKS, "await", latch);
		add(latches, "getCount()J", LOCKS, "getCount", latch);
		String barrier = "L" + JUC + "CyclicBarrier;";
		add(new String[] { JUC + "CyclicBarrier" }, "await()I", LOCKS, "await", barrier);
		add(new String[] { JUC + "CyclicBarrier" }, "await(J" + TU + ")I", LOCKS, "await", barrier);
		String phaser = "L" + JUC + "Phaser;";
		String[] phasers = { JUC + "Phaser" };
		add(phasers, "arriveAndAwaitAdvance()I", PHASERS, "arriveAndAwaitAdvance", phaser);
		add(phasers, "arrive()I", PHASERS, "arrive", phaser);
		add(phasers, "arriveAndDeregister()I", PHASERS, "arriveAndDeregister", phaser);
		add(phasers, "awaitAdvance(I)I", PHASERS, "awaitAdvance", phaser);
		add(phasers, "awaitAdvanceInterruptibly(I)I", PHASERS, "awaitAdvanceInterruptibly", phaser);
		add(phasers, "awaitAdvanceInterruptibly(IJ" + TU + ")I", PHASERS, "awaitAdvanceInterruptibly", phaser);
		// an exchange is a rendezvous of two: a barrier of two parties on the exchanger
		String exchanger = "L" + JUC + "Exchanger;";
		add(new String[] { JUC + "Exchanger" }, "exchange(Ljava/lang/Object;)Ljava/lang/Object;", LOCKS, "exchange",
				exchanger);
		add(new String[] { JUC + "Exchanger" }, "exchange(Ljava/lang/Object;J" + TU + ")Ljava/lang/Object;", LOCKS,
				"exchange", exchanger);
		queues();
		tasks();
		threads();
		IoRules.addTo(RULES);
	}

	private static void queues() {
		String q = "L" + JUC + "BlockingQueue;";
		String[] qs = { JUC + "BlockingQueue", JUC + "BlockingDeque", JUC + "TransferQueue",
				JUC + "LinkedBlockingQueue",
				JUC + "ArrayBlockingQueue", JUC + "LinkedBlockingDeque", JUC + "PriorityBlockingQueue",
				JUC + "SynchronousQueue", JUC + "LinkedTransferQueue" };
		add(qs, "put(Ljava/lang/Object;)V", QUEUES, "put", q);
		add(qs, "offer(Ljava/lang/Object;)Z", QUEUES, "offer", q);
		add(qs, "add(Ljava/lang/Object;)Z", QUEUES, "add", q);
		add(qs, "offer(Ljava/lang/Object;J" + TU + ")Z", QUEUES, "offer", q);
		add(qs, "take()Ljava/lang/Object;", QUEUES, "take", q);
		add(new String[] { JUC + "TransferQueue", JUC + "LinkedTransferQueue" }, "transfer(Ljava/lang/Object;)V",
				QUEUES, "transfer", "L" + JUC + "TransferQueue;");
		add(qs, "poll(J" + TU + ")Ljava/lang/Object;", QUEUES, "poll", q);
		add(qs, "poll()Ljava/lang/Object;", QUEUES, "poll", q);
		add(qs, "drainTo(Ljava/util/Collection;)I", QUEUES, "drainTo", q);
		add(qs, "drainTo(Ljava/util/Collection;I)I", QUEUES, "drainTo", q);
		deques();
	}

	/** A blocking deque's calls at either end (its queue calls are {@link #queues}'). */
	private static void deques() {
		String d = "L" + JUC + "BlockingDeque;", o = "(Ljava/lang/Object;)";
		String[] ds = { JUC + "BlockingDeque", JUC + "LinkedBlockingDeque" };
		for (String end : new String[] { "First", "Last" }) {
			add(ds, "put" + end + o + "V", DEQUES, "put" + end, d);
			add(ds, "offer" + end + o + "Z", DEQUES, "offer" + end, d);
			add(ds, "add" + end + o + "V", DEQUES, "add" + end, d);
			add(ds, "offer" + end + "(Ljava/lang/Object;J" + TU + ")Z", DEQUES, "offer" + end, d);
			add(ds, "take" + end + "()Ljava/lang/Object;", DEQUES, "take" + end, d);
			add(ds, "poll" + end + "(J" + TU + ")Ljava/lang/Object;", DEQUES, "poll" + end, d);
			add(ds, "poll" + end + "()Ljava/lang/Object;", DEQUES, "poll" + end, d);
		}
		add(ds, "push" + o + "V", DEQUES, "push", d);
		add(ds, "pop()Ljava/lang/Object;", DEQUES, "pop", d);
	}

	private static void tasks() {
		String ex = "Ljava/util/concurrent/Executor;", exs = "Ljava/util/concurrent/ExecutorService;";
		String[] executors = { JUC + "Executor", JUC + "ExecutorService", JUC + "ScheduledExecutorService",
				JUC + "ThreadPoolExecutor", JUC + "ScheduledThreadPoolExecutor", JUC + "AbstractExecutorService",
				JUC + "ForkJoinPool" };
		add(executors, "execute(Ljava/lang/Runnable;)V", TASKS, "execute", ex);
		add(executors, "submit(Ljava/lang/Runnable;)Ljava/util/concurrent/Future;", TASKS, "submit", exs);
		add(executors, "submit(Ljava/lang/Runnable;Ljava/lang/Object;)Ljava/util/concurrent/Future;", TASKS, "submit",
				exs);
		add(executors, "submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;", TASKS, "submit", exs);
		String fut = "Ljava/util/concurrent/Future;", cf = "L" + JUC + "CompletableFuture;";
		String[] futures = { JUC + "Future", JUC + "FutureTask", JUC + "CompletableFuture", JUC + "ScheduledFuture",
				JUC + "RunnableFuture" };
		add(futures, "get()Ljava/lang/Object;", FUTURES, "get", fut);
		add(futures, "get(J" + TU + ")Ljava/lang/Object;", FUTURES, "get", fut);
		String[] cfs = { JUC + "CompletableFuture" };
		add(cfs, "join()Ljava/lang/Object;", FUTURES, "join", cf);
		add(cfs, "complete(Ljava/lang/Object;)Z", TASKS, "complete", cf);
		add(cfs, "supplyAsync(Ljava/util/function/Supplier;)" + cf, TASKS, "supplyAsync", null);
		add(cfs, "supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)" + cf, TASKS,
				"supplyAsync", null);
		StageRules.addTo(RULES);
	}

	private static void threads() {
		String t = "Ljava/lang/Thread;";
		String[] th = { "java/lang/Thread" };
		add(th, "join()V", HOOKS, "join", t);
		add(th, "join(J)V", HOOKS, "join", t);
		add(th, "join(Ljava/time/Duration;)Z", HOOKS, "join", t);
		add(th, "sleep(J)V", SLEEPS, "sleep", null);
		add(th, "sleep(JI)V", SLEEPS, "sleep", null);
		add(th, "sleep(Ljava/time/Duration;)V", SLEEPS, "sleep", null);
		add(th, "yield()V", SLEEPS, "yield", null);
		// TimeUnit's sleep, timed join and timed wait call Thread and Object inside the JDK
		String[] units = { JUC + "TimeUnit" };
		String unit = "L" + JUC + "TimeUnit;";
		add(units, "sleep(J)V", SLEEPS, "sleep", unit);
		add(units, "timedJoin(Ljava/lang/Thread;J)V", HOOKS, "timedJoin", unit);
		add(units, "timedWait(Ljava/lang/Object;J)V", HOOKS, "timedWait", unit);
		String[] ls = { "java/util/concurrent/locks/LockSupport" };
		add(ls, "park()V", PARKS, "park", null);
		add(ls, "park(Ljava/lang/Object;)V", PARKS, "park", null);
		add(ls, "parkNanos(J)V", PARKS, "parkNanos", null);
		add(ls, "parkNanos(Ljava/lang/Object;J)V", PARKS, "parkNanos", null);
		add(ls, "parkUntil(J)V", PARKS, "parkUntil", null);
		add(ls, "parkUntil(Ljava/lang/Object;J)V", PARKS, "parkUntil", null);
		add(ls, "unpark(Ljava/lang/Thread;)V", PARKS, "unpark", null);
		// calls that start a thread pass their site to the JDK's start hook, which otherwise walks the stack for it
		Rule start = new Rule(HOOKS, "bracket:StartThread", null);
		RULES.put("java/lang/Thread.start()V", start);
		RULES.put("java/lang/Thread.startVirtualThread(Ljava/lang/Runnable;)Ljava/lang/Thread;", start);
		for (String b : new String[] { "java/lang/Thread$Builder", "java/lang/Thread$Builder$OfVirtual",
				"java/lang/Thread$Builder$OfPlatform" }) {
			RULES.put(b + ".start(Ljava/lang/Runnable;)Ljava/lang/Thread;", start);
		}
		String o = "Ljava/lang/Object;";
		ANY_OWNER.put("wait()V", new Rule(HOOKS, "await", o));
		ANY_OWNER.put("wait(J)V", new Rule(HOOKS, "await", o));
		ANY_OWNER.put("wait(JI)V", new Rule(HOOKS, "await", o));
		ANY_OWNER.put("notify()V", new Rule(HOOKS, "notify", o));
		ANY_OWNER.put("notifyAll()V", new Rule(HOOKS, "notifyAll", o));
		// final JDK methods called through a subclass (javac names the receiver's static type as owner): the hook
		// checks the receiver's type at run time and the original call stays as it is
		ANY_OWNER.put("join()V", new Rule(HOOKS, "bracket:JoinThread", null));
		// also through a subclass, whose interrupt() may be its own: recorded before the call, when it is a thread's
		ANY_OWNER.put("interrupt()V", new Rule(RT + "InterruptHooks", "bracket:Interrupt", null));
		ForkJoinRules.addTo(RULES, ANY_OWNER, ANY_OWNER_STATIC);
		// a map's compute family: the bins a ConcurrentHashMap holds meanwhile are recorded (MapComputeHooks)
		Rule compute = new Rule(RT + "MapComputeHooks", "bracket:MapCompute", null);
		String fn = "Ljava/util/function/", any = "Ljava/lang/Object;";
		for (String map : new String[] { "java/util/Map", JUC + "ConcurrentMap", JUC + "ConcurrentHashMap" }) {
			RULES.put(map + ".computeIfAbsent(" + any + fn + "Function;)" + any, compute);
			RULES.put(map + ".computeIfPresent(" + any + fn + "BiFunction;)" + any, compute);
			RULES.put(map + ".compute(" + any + fn + "BiFunction;)" + any, compute);
			RULES.put(map + ".merge(" + any + any + fn + "BiFunction;)" + any, compute);
		}
	}

	private static void add(String[] owners, String nameDesc, String hookClass, String hookName, String receiver) {
		for (String owner : owners) {
			RULES.put(owner + '.' + nameDesc, new Rule(hookClass, hookName, receiver));
		}
	}

	/** Name and descriptor of every rule, whatever its owner: what {@link ClassScan} looks for. */
	private static final Set<String> NAMES = new HashSet<>();
	/** Name and descriptor of the rules that name their owner: what a call through a subtype may meet. */
	private static final Set<String> OWNED_NAMES = new HashSet<>();

	static {
		for (String key : RULES.keySet()) {
			OWNED_NAMES.add(key.substring(key.indexOf('.') + 1));
		}
		NAMES.addAll(OWNED_NAMES);
		NAMES.addAll(ANY_OWNER.keySet());
		NAMES.addAll(ANY_OWNER_STATIC.keySet());
	}

	/** Whether a call of a method with this name and descriptor could be one a rule replaces, on some owner. */
	static boolean mayMatch(String name, String desc) {
		return NAMES.contains(name + desc) || StageRules.mayMatch(desc) || AtomicRules.mayMatch(name);
	}

	/** The rule of a call of Object's wait, notify or notifyAll, or {@code null} for any other call. */
	static Rule findMonitorCall(int opcode, String name, String desc) {
		boolean monitorCall = name.equals("wait") || name.startsWith("notify");
		return opcode == org.objectweb.asm.Opcodes.INVOKEVIRTUAL && monitorCall ? ANY_OWNER.get(name + desc) : null;
	}

	/** The rule for a call, or {@code null} when it is left alone. */
	static Rule find(int opcode, String owner, String name, String desc) {
		Rule r = RULES.get(owner + '.' + name + desc);
		if (r == null && opcode != org.objectweb.asm.Opcodes.INVOKESTATIC) {
			r = inherited(owner, name + desc);
		}
		if (r == null) {
			r = StageRules.executorArgument(owner, desc);
		}
		if (r == null && opcode == org.objectweb.asm.Opcodes.INVOKEVIRTUAL) {
			r = ANY_OWNER.get(name + desc);
		} else if (r == null && opcode == org.objectweb.asm.Opcodes.INVOKESTATIC) {
			r = ANY_OWNER_STATIC.get(name + desc);
		}
		return r != null ? r : AtomicRules.find(opcode, owner, name, desc);
	}

	/**
	 * The rule of a JDK supertype of a program's class, for a call through the program's type ({@link Supertypes});
	 * the JDK's own classes are left as the rules name them.
	 */
	private static Rule inherited(String owner, String nameDesc) {
		if (!OWNED_NAMES.contains(nameDesc) || jdk(owner)) {
			return null;
		}
		for (String s : Supertypes.of(owner)) {
			Rule r = RULES.get(s + '.' + nameDesc);
			if (r != null) {
				return r;
			}
		}
		return null;
	}

	/** Whether a type is the JDK's (its calls are the rules' own or none). */
	static boolean jdk(String owner) {
		// an array type's methods are Object's
		return Transformer.jdkClass(owner) || owner.startsWith("[");
	}

	private CallRules() {
	}
}
