package org.mnemos.memory.control;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.text.Normalizer;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds credentials in text that is about to become memory or any copy of it. Credentials must
 * never be stored anywhere (content, embedding, index, logs, audit, profiles, prompts), so the
 * screen only ever reports the {@link SecretKind} or masks the value, never returns it.
 *
 * <p>The rules are data, in {@code secret-rules.yaml}, and run in file order: from the most
 * specific (vendor prefixes) to the most general (credential words with a random-looking value),
 * so the reported kind is the most precise one.
 */
@ApplicationScoped
public class SecretScreen {

    private static final List<SecretRule> RULES = load("secret-rules.yaml");
    private static final Pattern INVISIBLE = Pattern.compile("\\p{Cf}");

    /**
     * The kind of the first secret found, or empty when the text looks free of credentials.
     * Invisible format characters are dropped and compatibility forms folded first, so a
     * zero-width space or full-width letters inside a key do not hide it.
     */
    public Optional<SecretKind> find(String text) {
        return findings(fold(text)).map(SecretFinding::kind).findFirst();
    }

    /**
     * The text with every secret replaced by {@code [REDACTED:<rule id>]}, for copies that keep
     * the rest of the text (data profiles, summaries). Text without secrets comes back unchanged;
     * text with secrets comes back folded as {@link #find} sees it.
     */
    public String redact(String text) {
        String folded = fold(text);
        List<SecretFinding> found = findings(folded)
                .sorted(Comparator.comparingInt(SecretFinding::start))
                .toList();
        if (found.isEmpty()) {
            return text;
        }
        StringBuilder masked = new StringBuilder();
        int written = 0;
        for (SecretFinding finding : found) {
            if (finding.start() >= written) {
                masked.append(folded, written, finding.start())
                        .append("[REDACTED:")
                        .append(finding.kind().id())
                        .append(']');
                written = finding.end();
            } else if (finding.end() > written) {
                written = finding.end();
            }
        }
        return masked.append(folded.substring(written)).toString();
    }

    /** Every rule, in the order they are tried. */
    public List<SecretKind> kinds() {
        return RULES.stream().map(SecretRule::kind).toList();
    }

    private static Stream<SecretFinding> findings(String folded) {
        String lower = folded.toLowerCase(Locale.ROOT);
        return RULES.stream().filter(rule -> rule.mayOccurIn(lower)).flatMap(rule -> rule.findIn(folded));
    }

    private static String fold(String text) {
        Objects.requireNonNull(text, "text");
        if (text.chars().allMatch(c -> c < 0x80)) {
            return text; // ASCII is its own compatibility form and holds no format characters
        }
        String composed = Normalizer.isNormalized(text, Normalizer.Form.NFKC)
                ? text
                : Normalizer.normalize(text, Normalizer.Form.NFKC);
        return INVISIBLE.matcher(composed).replaceAll("");
    }

    private static List<SecretRule> load(String resource) {
        try (InputStream in = SecretScreen.class.getResourceAsStream(resource)) {
            Map<String, List<SecretRule>> file = new ObjectMapper(new YAMLFactory())
                    .readValue(Objects.requireNonNull(in, resource), new TypeReference<>() {});
            return List.copyOf(file.get("rules"));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the secret rules " + resource, e);
        }
    }
}
