package org.mnemos.screening.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mnemos.screening.control.SecretFixtures.mixed;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Spelling does not hide a key: each obfuscation of issue 29 is found, and masked in a copy. */
class SecretObfuscationTest {

    private static final String AWS = "AKIA" + "IOSFODNN7" + "EXAMPLE";

    private final SecretScreen screen = new SecretScreen();

    static Stream<Arguments> obfuscated() {
        return Stream.of(
                Arguments.of("percent-encoded", "key=%41KIA%49OSFODNN7EXAMPLE", "aws-access-key-id"),
                Arguments.of(
                        "percent-encoded URL password", "postgres%3A%2F%2Fapp%3As3cret%40db%2Fshop", "url-password"),
                Arguments.of("split over lines", "use ghp_" + mixed(18) + "\n" + mixed(18), "github-token"),
                Arguments.of(
                        "split over lines with indent",
                        "secret: " + mixed(20) + "\n    " + mixed(20),
                        "password-assignment"),
                Arguments.of("spaced out", "A K I A I O S F O D N N 7 E X A M P L E", "aws-access-key-id"),
                Arguments.of("HTML entities", "&#65;&#75;&#x49;&#x41;IOSFODNN7EXAMPLE", "aws-access-key-id"),
                Arguments.of("named HTML entities", "postgres://app:s3cret&#64;db/shop", "url-password"),
                Arguments.of("Cyrillic look-alikes", "\u0410\u041a\u0406\u0410IOSFODNN7EXAMPLE", "aws-access-key-id"),
                Arguments.of("full width", "\uff21\uff2b\uff29\uff21IOSFODNN7EXAMPLE", "aws-access-key-id"),
                Arguments.of("zero-width space", "AKIA\u200bIOSFODNN7EXAMPLE", "aws-access-key-id"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("obfuscated")
    void findsTheKey(String trick, String text, String ruleId) {
        assertThat(screen.find(text)).map(SecretKind::id).contains(ruleId);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("obfuscated")
    void masksTheKeyInACopy(String trick, String text, String ruleId) {
        String masked = screen.redact(text);

        assertThat(masked).contains("[REDACTED:").doesNotContain("IOSFODNN").doesNotContain("s3cret");
        assertThat(screen.find(masked)).isEmpty();
    }

    @Test
    void masksAKeyHiddenBesideAPlainOne() {
        String text = "ghp_" + mixed(36) + " and &#65;&#75;&#73;&#65;IOSFODNN7EXAMPLE";

        assertThat(screen.find(screen.redact(text))).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ordinary")
    void leavesOrdinaryEncodedTextAlone(String text) {
        assertThat(screen.find(text)).isEmpty();
    }

    static Stream<String> ordinary() {
        return Stream.of(
                "Search https://example.org/find?q=caf%C3%A9+au+lait&page=2",
                "Fish &amp; chips cost &#163;9 at the harbour",
                "Line one of the report\nline two of the report",
                "A B C D E F G are the grades; the key is to ship on time",
                "The password is required for every login.",
                "Your token is expired; ask for a new one.",
                "Le mot de passe est obligatoire.",
                "Das Passwort ist falsch.",
                "La contraseña es incorrecta.",
                "The API key id is 123e4567-e89b-12d3-a456-426614174000.");
    }
}
