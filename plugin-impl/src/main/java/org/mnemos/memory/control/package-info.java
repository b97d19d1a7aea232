/**
 * The rules of memory, as CDI beans and plain classes: the write path ({@code WriteScreen} with
 * screening's {@code SecretScreen} and {@code InstructionScreen}, {@code ClaimNormalizer}, {@code WritePath}), Recall
 * ({@code Recall}, {@code CitationCheck}, {@code PromptComposer}, the {@code SchemaFingerprints} port),
 * forgetting and curation ({@code Forgetting}, {@code MemoryCuration}), the store ({@code Memories}),
 * the decay score S ({@code DecayScorer}, {@code TaskVector}, {@code TaskContext}, {@code CurrentScores}),
 * and the {@code MemoryChanged} event with its observers {@code IndexSync} (the retrieval index's change
 * log in the transaction, this instance's index after commit) and {@code MemoryEvents} (the timeline's live
 * feed). The screens and the scorer are plain Java, tested without a server.
 */
package org.mnemos.memory.control;
