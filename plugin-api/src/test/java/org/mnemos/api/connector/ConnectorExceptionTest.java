package org.mnemos.api.connector;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ConnectorExceptionTest {

    @Test
    void retryabilityFollowsTheCodeUnlessOverridden() {
        assertThat(new ConnectorException(FailureCode.SOURCE_TIMEOUT, "slow").isTransient())
                .isTrue();
        assertThat(new ConnectorException(FailureCode.AUTH_FAILED, "denied").isTransient())
                .isFalse();
        assertThat(new ConnectorException(FailureCode.SOURCE_UNREACHABLE, "gone")
                        .withRetryable(false)
                        .isTransient())
                .isFalse();
    }

    @Test
    void malformedDataNamesItsLine() {
        ConnectorException e = ConnectorException.malformed(42, "Line 42 has 3 values but the header has 2 columns.");

        assertThat(e.code()).isEqualTo(FailureCode.MALFORMED_SOURCE_DATA);
        assertThat(e.line()).hasValue(42);
        assertThat(new ConnectorException(FailureCode.ROW_LIMIT_EXCEEDED, "too many").line())
                .isEmpty();
    }

    @Test
    void columnTypesAreLowerCaseInJson() {
        assertThat(ColumnType.DATETIME.json()).isEqualTo("datetime");
        assertThat(ColumnType.fromJson("identifier")).isEqualTo(ColumnType.IDENTIFIER);
    }
}
