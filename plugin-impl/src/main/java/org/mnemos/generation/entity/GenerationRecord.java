package org.mnemos.generation.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import java.util.Objects;

/**
 * How a content was generated: by which generator and model, at what cost in tokens and time. Kept with
 * the draft the generation produced and carried to the versions published from it; absent (all columns
 * null, so the embedded value is null) when no generator made the content.
 */
@Embeddable
public class GenerationRecord {

    @Column(name = "generator")
    private String generator;

    @Column(name = "model")
    private String model;

    @Column(name = "prompt_tokens")
    private Integer promptTokens;

    @Column(name = "completion_tokens")
    private Integer completionTokens;

    @Column(name = "latency_ms")
    private Long latencyMs;

    protected GenerationRecord() {}

    public GenerationRecord(String generator, String model, int promptTokens, int completionTokens, long latencyMs) {
        this.generator = Objects.requireNonNull(generator, "generator");
        this.model = model;
        this.promptTokens = promptTokens;
        this.completionTokens = completionTokens;
        this.latencyMs = latencyMs;
    }

    /** {@code offline} or {@code llm}. */
    public String generator() {
        return generator;
    }

    /** The language model, or null offline. */
    public String model() {
        return model;
    }

    public int promptTokens() {
        return promptTokens == null ? 0 : promptTokens;
    }

    public int completionTokens() {
        return completionTokens == null ? 0 : completionTokens;
    }

    public long latencyMs() {
        return latencyMs == null ? 0 : latencyMs;
    }
}
