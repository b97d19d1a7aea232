package org.mnemos.connector.sql;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NamedQueryTest {

    @Test
    void replacesNamesOutsideQuotesCommentsAndCasts() {
        NamedQuery query = NamedQuery.parse("SELECT ':a', \"b:c\", x::text, $$:d$$ -- :e\n"
                + "FROM t /* :f */ WHERE r = :region AND s = :region OR n = :n_2");

        assertThat(query.names()).containsExactly("region", "region", "n_2");
        assertThat(query.sql())
                .isEqualTo("SELECT ':a', \"b:c\", x::text, $$:d$$ -- :e\n"
                        + "FROM t /* :f */ WHERE r = ? AND s = ? OR n = ?");
    }
}
