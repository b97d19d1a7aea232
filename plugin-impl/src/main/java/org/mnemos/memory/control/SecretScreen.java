package org.mnemos.memory.control;

import static org.mnemos.memory.control.NearWordRule.near;
import static org.mnemos.memory.control.PatternRule.shaped;
import static org.mnemos.memory.control.PatternRule.valued;

import jakarta.enterprise.context.ApplicationScoped;
import java.text.Normalizer;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Finds credentials in text that is about to become memory. Credentials must never be stored
 * anywhere (content, embedding, index, logs, audit), so the screen only ever reports the
 * {@link SecretKind}, never the matched value.
 *
 * <p>Rules run from the most specific (vendor prefixes) to the most general (credential
 * words with a random-looking value), so the reported kind is the most precise one.
 */
@ApplicationScoped
public class SecretScreen {

    private static final List<SecretRule> RULES = List.of(
            shaped(SecretKind.PRIVATE_KEY, "-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----"),
            shaped(
                    SecretKind.AWS_ACCESS_KEY_ID,
                    "\\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA)[A-Z0-9]{16}\\b"),
            near(
                    SecretKind.AWS_SECRET_ACCESS_KEY,
                    "(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])",
                    "aws|secret"),
            shaped(SecretKind.GITHUB_TOKEN, "\\bgh[pousr]_[A-Za-z0-9]{36,255}\\b"),
            shaped(SecretKind.GITHUB_FINE_GRAINED_TOKEN, "\\bgithub_pat_[A-Za-z0-9_]{22,255}"),
            shaped(SecretKind.GITLAB_TOKEN, "\\bglpat-[A-Za-z0-9_\\-]{20,}"),
            shaped(SecretKind.SLACK_TOKEN, "\\bxox[abceoprs]-[A-Za-z0-9-]{10,}"),
            shaped(
                    SecretKind.SLACK_WEBHOOK,
                    "hooks\\.slack\\.com/(?:services|workflows|triggers)/[A-Za-z0-9]+/[A-Za-z0-9]+/[A-Za-z0-9]+"),
            shaped(SecretKind.STRIPE_KEY, "\\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}"),
            shaped(SecretKind.GOOGLE_API_KEY, "\\bAIza[0-9A-Za-z_\\-]{35}(?![0-9A-Za-z_\\-])"),
            shaped(SecretKind.ANTHROPIC_KEY, "\\bsk-ant-[A-Za-z0-9_\\-]{20,}"),
            valued(SecretKind.OPENAI_KEY, "\\bsk-(?:proj-|svcacct-|admin-)?([A-Za-z0-9_\\-]{20,})", TokenShape::random),
            shaped(SecretKind.JWT, "\\beyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}"),
            valued(
                    SecretKind.BASIC_AUTH,
                    "(?i:authorization\\s*:\\s*basic)\\s+([A-Za-z0-9+/]{8,}={0,2})",
                    value -> true),
            shaped(SecretKind.BEARER_TOKEN, "(?i:authorization\\s*:\\s*bearer)\\s+[A-Za-z0-9._~+/\\-]{16,}"),
            shaped(SecretKind.AZURE_STORAGE_KEY, "(?i:AccountKey)\\s*=\\s*[A-Za-z0-9+/]{30,}"),
            valued(
                    SecretKind.URL_PASSWORD,
                    "\\b[A-Za-z][A-Za-z0-9+.\\-]{1,20}://[^\\s:/@?#]+:([^\\s/@?#]+)@[^\\s/@]+",
                    SecretScreen::urlPassword),
            valued(
                    SecretKind.PASSWORD_ASSIGNMENT,
                    "(?<![A-Za-z])(?i:password|passwd|passphrase|pwd|client[_-]?secret|secret(?:[_-]?key)?"
                            + "|api[_-]?key|apikey|access[_-]?token|auth[_-]?token|token)"
                            + "[\"']?\\s*[:=]\\s*[\"']?([^\\s\"'`,;]+)",
                    TokenShape::nonTrivial),
            near(
                    SecretKind.HIGH_ENTROPY_TOKEN,
                    "[A-Za-z0-9+/_=.\\-]{20,}",
                    "key|token|secret|passw|pwd|credential|auth|bearer|signature|private"));

    /**
     * The kind of the first secret found, or empty when the text looks free of credentials.
     * Invisible format characters are dropped and compatibility forms folded first, so a
     * zero-width space or full-width letters inside a key do not hide it.
     */
    public Optional<SecretKind> find(String text) {
        Objects.requireNonNull(text, "text");
        String folded = Normalizer.normalize(text, Normalizer.Form.NFKC).replaceAll("\\p{Cf}", "");
        return RULES.stream()
                .filter(rule -> rule.foundIn(folded))
                .map(SecretRule::kind)
                .findFirst();
    }

    /** Any real value counts in a URL: its position alone says it is a password. */
    private static boolean urlPassword(String value) {
        return value.length() >= 3 && !TokenShape.placeholder(value);
    }
}
