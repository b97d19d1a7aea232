package org.mnemos.memory.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ClaimNormalizerTest {

    private final ClaimNormalizer normalizer = new ClaimNormalizer();

    static Stream<Arguments> variants() {
        return Stream.of(
                Arguments.of("Prefers tables for comparison questions.", "prefers tables for comparison questions"),
                Arguments.of(
                        "  Prefers   TABLES\tfor\ncomparison\u00A0questions!!! ",
                        "prefers tables for comparison questions"),
                Arguments.of("Ｐｒｅｆｅｒｓ ｔａｂｌｅｓ", "prefers tables"),
                Arguments.of("ﬁscal year ends in March?", "fiscal year ends in march"),
                Arguments.of("pre\u200Bfers tables", "prefers tables"),
                Arguments.of("Uses v2.1 of the API (beta)", "uses v2.1 of the api (beta)"),
                Arguments.of("Revenue is in EUR…", "revenue is in eur"));
    }

    @ParameterizedTest
    @MethodSource("variants")
    void foldsDifferencesThatDoNotChangeMeaning(String claim, String expected) {
        assertThat(normalizer.normalize(claim)).isEqualTo(expected);
    }

    @Test
    void keepsPunctuationInsideTheClaim() {
        assertThat(normalizer.normalize("Ship to: Berlin, Germany.")).isEqualTo("ship to: berlin, germany");
    }

    @Test
    void sameClaimWrittenDifferentlyHasTheSameHash() {
        assertThat(normalizer.claimHash("Prefers tables for comparison questions."))
                .isEqualTo(normalizer.claimHash("prefers  tables for comparison questions"));
    }

    @Test
    void differentClaimsHaveDifferentHashes() {
        assertThat(normalizer.claimHash("Prefers tables")).isNotEqualTo(normalizer.claimHash("Prefers charts"));
    }

    @Test
    void hashIsSha256InLowerCaseHex() {
        assertThat(normalizer.claimHash("abc"))
                .hasSize(64)
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }
}
