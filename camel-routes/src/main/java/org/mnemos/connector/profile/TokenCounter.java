package org.mnemos.connector.profile;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;

/** Counts tokens as current OpenAI models do (o200k_base): the budget unit of a prompt. */
final class TokenCounter {

    // Loading the vocabulary takes a moment; do it once, on first use.
    private static final class Holder {
        static final Encoding O200K = Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.O200K_BASE);
    }

    private TokenCounter() {}

    static int count(String text) {
        return Holder.O200K.countTokensOrdinary(text);
    }
}
