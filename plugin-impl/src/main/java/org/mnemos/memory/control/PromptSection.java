package org.mnemos.memory.control;

/** One headed section of a composed prompt, e.g. {@code ## Data} and a data profile. */
public record PromptSection(String header, String body) {

    String text() {
        return header + "\n" + body.strip();
    }
}
