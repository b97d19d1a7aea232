package org.mnemos.connector.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.apache.camel.CamelExecutionException;
import org.apache.camel.RoutesBuilder;
import org.apache.camel.test.junit5.CamelTestSupport;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.FailureCode;

class CsvProfileRouteTest extends CamelTestSupport {

    @Override
    protected RoutesBuilder createRouteBuilder() {
        return new CsvProfileRoute(SampleData.source());
    }

    @Test
    void profilesTheConfiguredFile() {
        DataProfile profile = template.requestBody(CsvProfileRoute.URI,
                CsvConfig.of("telco-churn/telco-customer-churn.csv"), DataProfile.class);

        assertThat(profile.rowCount()).isEqualTo(7_043);
        assertThat(profile.columns()).hasSize(21);
        assertThat(profile.text()).startsWith("Table: 7043 rows, 21 columns");
    }

    @Test
    void connectorFailuresReachTheCallerWithTheirCode() {
        assertThatThrownBy(() -> template.requestBody(CsvProfileRoute.URI, CsvConfig.of("../../etc/passwd")))
                .isInstanceOf(CamelExecutionException.class)
                .cause().isInstanceOfSatisfying(ConnectorException.class,
                        e -> assertThat(e.code()).isEqualTo(FailureCode.PATH_NOT_ALLOWED));
    }
}
