/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

/**
 * The last reading of a carrier's CPU clock, handed from the virtual thread that unmounts to the next one that mounts,
 * so that a mount need not read the clock (a system call of about a microsecond here, and a virtual thread that runs
 * for tens of microseconds mounts and unmounts several times). With it goes the CPU time charged as estimates since
 * that reading, which the next reading settles. Only the carrier itself touches it: its mount hooks and the events of
 * the virtual thread it runs all run on it, one after the other.
 */
final class CarrierClock {

	/** The carrier's CPU clock at the reading, -1 when there is none to go on from. */
	long cpu = -1;
	/** The wall time of the reading. */
	long wall;
	/** CPU time charged as estimates since the reading. */
	long charged;

	/** Hands on a reading and the estimates charged since. */
	void set(long cpu, long wall, long charged) {
		this.cpu = cpu;
		this.wall = wall;
		this.charged = charged;
	}

	/**
	 * Drops the reading: the carrier ran something the recorder did not follow (a virtual thread that is not
	 * recorded, or one whose mount was left out), whose CPU time must not go to the next virtual thread.
	 */
	void forget() {
		cpu = -1;
	}
}
