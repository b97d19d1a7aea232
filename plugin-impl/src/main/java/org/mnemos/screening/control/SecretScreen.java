package org.mnemos.screening.control;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.ContextNotActiveException;
import jakarta.enterprise.context.RequestScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.spi.BeanManager;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Finds credentials in text that is about to become memory or any copy of it. Credentials must
 * never be stored anywhere (content, embedding, index, logs, audit, profiles, prompts), so the
 * screen only ever reports the {@link SecretKind} or masks the value, never returns it.
 *
 * <p>The rules are data, in {@code secret-rules.yaml}, and run in file order: from the most
 * specific (vendor prefixes) to the most general (credential words with a random-looking value),
 * so the reported kind is the most precise one. They read every form {@link TextNormalizer} makes of the text, so
 * that look-alike letters, percent-encoding, HTML entities, line breaks or spaces inside a key do not hide it. What
 * one request has the screen read is bounded by its {@link ScreeningBudget}.
 */
@ApplicationScoped
public class SecretScreen {

    static final List<SecretRule> RULES = load("secret-rules.yaml");

    @Inject
    BeanManager beans;

    @Inject
    Instance<ScreeningBudget> budgets;

    private ScreeningBudget budget;

    public SecretScreen() {}

    /** A screen that spends {@code budget} on everything it reads, as one request would. */
    SecretScreen(ScreeningBudget budget) {
        this.budget = budget;
    }

    /** The kind of the first secret found, or empty when the text looks free of credentials. */
    public Optional<SecretKind> find(String text) {
        return forms(text).stream()
                .flatMap(SecretScreen::findings)
                .map(SecretFinding::kind)
                .findFirst();
    }

    /**
     * The text with every secret replaced by {@code [REDACTED:<rule id>]}, for copies that keep
     * the rest of the text (data profiles, summaries). Text without secrets comes back unchanged;
     * text with secrets comes back in its plain form (look-alike letters read as Latin ones). A secret
     * only a decoded or rejoined form shows masks the whole text: its place in the text is not known.
     */
    public String redact(String text) {
        List<String> forms = forms(text);
        List<SecretFinding> found = findings(forms.get(0))
                .sorted(Comparator.comparingInt(SecretFinding::start))
                .toList();
        if (found.isEmpty()) {
            return forms.stream()
                    .skip(1)
                    .flatMap(SecretScreen::findings)
                    .findFirst()
                    .map(hidden -> "[REDACTED:" + hidden.kind().id() + "]")
                    .orElse(text);
        }
        String plain = forms.get(0);
        StringBuilder masked = new StringBuilder();
        int written = 0;
        for (SecretFinding finding : found) {
            if (finding.start() >= written) {
                masked.append(plain, written, finding.start())
                        .append("[REDACTED:")
                        .append(finding.kind().id())
                        .append(']');
                written = finding.end();
            } else if (finding.end() > written) {
                written = finding.end();
            }
        }
        String redacted = masked.append(plain.substring(written)).toString();
        // another key may hide in a decoded form of what is left (an HTML-encoded one beside a plain one)
        return find(redacted).map(hidden -> "[REDACTED:" + hidden.id() + "]").orElse(redacted);
    }

    /** Every rule, in the order they are tried. */
    public List<SecretKind> kinds() {
        return RULES.stream().map(SecretRule::kind).toList();
    }

    /**
     * The plain text (compatibility forms, no invisible characters, Latin letters), then, when they differ, its
     * decoded form (percent-escapes, HTML entities) and that form with split lines and spaced-out letters rejoined.
     */
    private List<String> forms(String text) {
        Objects.requireNonNull(text, "text");
        String plain = TextNormalizer.latin(TextNormalizer.compatible(text));
        String decoded = TextNormalizer.latin(
                TextNormalizer.compatible(TextNormalizer.htmlDecoded(TextNormalizer.percentDecoded(plain))));
        Set<String> forms = new LinkedHashSet<>(List.of(
                plain,
                decoded,
                TextNormalizer.joinedLines(decoded),
                TextNormalizer.rejoined(TextNormalizer.joinedLines(decoded))));
        spend(forms.stream().mapToLong(String::length).sum());
        return List.copyOf(forms);
    }

    private void spend(long chars) {
        if (budget != null) {
            budget.spend(chars);
        } else if (beans != null && requestActive()) {
            budgets.get().spend(chars);
        }
    }

    /** Batch jobs and start-up run outside a request: they screen what the server itself holds. */
    private boolean requestActive() {
        try {
            return beans.getContext(RequestScoped.class).isActive();
        } catch (ContextNotActiveException outsideRequest) {
            return false;
        }
    }

    private static Stream<SecretFinding> findings(String plain) {
        String lower = lowerCase(plain);
        return RULES.stream()
                .filter(rule -> rule.mayOccurIn(lower))
                .flatMap(rule -> rule.findIn(plain, lower).stream());
    }

    /** Lower case one character for one, so that a keyword's place in it is its place in the text. */
    static String lowerCase(String text) {
        char[] lower = text.toCharArray();
        for (int i = 0; i < lower.length; i++) {
            lower[i] = Character.toLowerCase(lower[i]);
        }
        return new String(lower);
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
