/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

import java.util.ArrayList;
import java.util.List;

/**
 * The master-slave "assign" structural model of Schopf's GA and N-body codes: the master computes, scatters the data,
 * every slave computes its share and the master gathers the results, with a barrier between phases (Eqs. 3.1, 3.46).
 *
 * @param master Master(M)
 * @param scatter Scatter(M, P)
 * @param slaves Slave(S_i) for each slave
 * @param gather Gather(P, M)
 */
public record MasterSlaveModel(NormalValue master, NormalValue scatter, List<NormalValue> slaves, NormalValue gather) {

	/**
	 * Copies the list.
	 */
	public MasterSlaveModel {
		slaves = List.copyOf(slaves);
		if (slaves.isEmpty()) {
			throw new IllegalArgumentException("a master-slave model needs at least one slave");
		}
	}

	/**
	 * GAExTime1 (Eq. 3.1): Master + Scatter + Max_i Slave + Gather.
	 *
	 * @param policy how the maximum over slaves is taken
	 * @param correlation how the phases vary
	 * @return the execution time
	 */
	public NormalValue executionTime(MaxPolicy policy, Correlation correlation) {
		return NormalValue.sum(List.of(master, scatter, policy.max(slaves), gather), correlation);
	}

	/**
	 * GAExTime3 (Eq. 3.3): synchronization only at the master, so each slave's receive, compute and send overlap the
	 * others': Master + Max_i [SingleScatter_i + Slave_i + SingleGather_i].
	 *
	 * @param singleScatter the message to each slave
	 * @param singleGather the message from each slave
	 * @param policy how the maximum is taken
	 * @param correlation how the parts vary
	 * @return the execution time
	 */
	public NormalValue overlappedTime(List<NormalValue> singleScatter, List<NormalValue> singleGather,
			MaxPolicy policy, Correlation correlation) {
		if (singleScatter.size() != slaves.size() || singleGather.size() != slaves.size()) {
			throw new IllegalArgumentException("one scatter and one gather message per slave needed, got "
					+ singleScatter.size() + " and " + singleGather.size() + " for " + slaves.size() + " slaves");
		}
		List<NormalValue> chains = new ArrayList<>();
		for (int i = 0; i < slaves.size(); i++) {
			chains.add(NormalValue.sum(List.of(singleScatter.get(i), slaves.get(i), singleGather.get(i)), correlation));
		}
		return master.plus(policy.max(chains), correlation);
	}
}
