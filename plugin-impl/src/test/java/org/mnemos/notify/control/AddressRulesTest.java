package org.mnemos.notify.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.ProblemException;

class AddressRulesTest {

    @Test
    void plainAddressesAreKeptLowerCasedAndOnce() {
        assertThat(AddressRules.checked(
                        "/recipients", List.of("Ana@Example.com", " ana@example.com", "b.o+x@ops.example.org"), 50))
                .containsExactly("ana@example.com", "b.o+x@ops.example.org");
    }

    @Test
    void eachBadAddressIsNamedByItsPosition() {
        assertThatThrownBy(() -> AddressRules.checked(
                        "/recipients", List.of("ok@example.com", "Ana <ana@example.com>", "nobody", "a@b@c"), 50))
                .isInstanceOfSatisfying(
                        ProblemException.class,
                        e -> assertThat(e.problem().errors())
                                .extracting(Violation::pointer)
                                .containsExactly("/recipients/1", "/recipients/2", "/recipients/3"));
    }

    @Test
    void aViewerNamesExactlyOneAddress() {
        assertThatThrownBy(() -> AddressRules.checked("/recipients", List.of("a@example.com", "b@example.com"), 1))
                .isInstanceOfSatisfying(
                        ProblemException.class,
                        e -> assertThat(e.problem().errors())
                                .extracting(Violation::pointer)
                                .containsExactly("/recipients"));
        assertThatThrownBy(() -> AddressRules.checked("/recipients", List.of(), 50))
                .isInstanceOf(ProblemException.class);
    }
}
