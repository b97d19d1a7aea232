package org.mnemos.api.node;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NodeTypeTest {

    @Test
    void resolvesFullIdsAndShortNames() {
        assertThat(NodeType.fromIdOrShortName("mnemos.refresh-data")).contains(NodeType.REFRESH_DATA);
        assertThat(NodeType.fromIdOrShortName("refresh-data")).contains(NodeType.REFRESH_DATA);
        assertThat(NodeType.GENERATE_ARTIFACT.id()).isEqualTo("mnemos.generate-artifact");
    }

    @Test
    void rejectsEverythingElse() {
        assertThat(NodeType.fromIdOrShortName("REMEMBER")).isEmpty();
        assertThat(NodeType.fromIdOrShortName("mnemos.")).isEmpty();
        assertThat(NodeType.fromIdOrShortName("other.recall")).isEmpty();
    }
}
