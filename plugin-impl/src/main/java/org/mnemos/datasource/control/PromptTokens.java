package org.mnemos.datasource.control;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;

/**
 * Counts prompt tokens as current OpenAI models do (o200k_base), the unit the profile's budget uses too: of
 * generation prompts (artifacts) and of what a profile spares a prompt.
 */
public final class PromptTokens {

    // Loading the vocabulary takes a moment: once, on first use.
    private static final class Holder {
        static final Encoding O200K = Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.O200K_BASE);
    }

    private PromptTokens() {}

    public static int count(String prompt) {
        return prompt == null || prompt.isEmpty() ? 0 : Holder.O200K.countTokensOrdinary(prompt);
    }
}
