/**
 * The batch artifacts of {@code META-INF/batch-jobs/intelligent-decay.xml}, named by role: the
 * partition mapper (one partition per workspace), reader, processor and writer of step {@code decay},
 * reader and writer of step {@code cap}, the batchlet of step {@code consolidate}
 * ({@code ConsolidationBatchlet}, which calls the consolidator outside any transaction), the step listener
 * {@code IndexExpunge} and the job listener {@code DecayJobListener}. They read job parameters and
 * delegate; the decisions are {@code DecayScorer}'s and the changes {@code DecayOutcomes}'.
 */
package org.mnemos.decay.boundary;
