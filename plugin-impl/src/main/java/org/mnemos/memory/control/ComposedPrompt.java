package org.mnemos.memory.control;

import java.util.Map;

/** A prompt as a model receives it (seed 000): the system message and the user message. */
public record ComposedPrompt(String system, String user) {

    public Map<String, String> asMap() {
        return Map.of("system", system, "user", user);
    }

    /** Both messages as one text, for counting tokens. */
    public String text() {
        return system + "\n\n" + user;
    }
}
