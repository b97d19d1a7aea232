package org.mnemos.sharing.entity;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Base64;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A link's key: 256 random bits, URL-safe, only its hash kept, compared in constant time. */
class LinkKeyTest {

    @Test
    void aKeyIs256RandomBitsInUrlSafeBase64WithoutPadding() {
        LinkKey key = LinkKey.random();

        assertThat(key.text()).hasSize(43).matches("[A-Za-z0-9_-]+");
        assertThat(Base64.getUrlDecoder().decode(key.text())).hasSize(LinkKey.BYTES);
    }

    @Test
    void keysDoNotRepeat() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 10_000; i++) {
            seen.add(LinkKey.random().text());
        }
        assertThat(seen).hasSize(10_000);
    }

    @Test
    void theHashIsTheHexSha256OfTheKeysText() {
        // sha256("abc"), FIPS 180-2 appendix B.1
        assertThat(new LinkKey("abc").hash())
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }

    @Test
    void aKeyMatchesItsOwnHashOnly() {
        LinkKey key = LinkKey.random();
        LinkKey other = LinkKey.random();

        assertThat(key.matches(key.hash())).isTrue();
        assertThat(key.matches(other.hash())).isFalse();
        assertThat(key.matches(key.hash().substring(0, 63))).isFalse();
    }

    @Test
    void theKeyNeverAppearsInItsText() {
        LinkKey key = LinkKey.random();

        assertThat(key.toString()).doesNotContain(key.text());
    }
}
