package org.mnemos.api.notify;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class WebhookSignatureTest {

    private static final byte[] BODY = "{\"status\":\"SUCCEEDED\"}".getBytes(StandardCharsets.UTF_8);

    /** Computed apart: printf '1733000000.{"status":"SUCCEEDED"}' | openssl dgst -sha256 -hmac 'wh-secret-1' */
    @Test
    void signsTheTimestampAndTheExactBodyBytesAsOpensslDoes() {
        assertThat(WebhookSignature.sign("wh-secret-1", 1733000000L, BODY))
                .isEqualTo("sha256=2316c791810a7785fecb2a35dcc778e70681cf86d1cf955e1d379f56f69daeef");
    }

    @Test
    void anotherTimestampOrSecretOrBodyIsAnotherSignature() {
        String signed = WebhookSignature.sign("wh-secret-1", 1733000000L, BODY);

        assertThat(WebhookSignature.sign("wh-secret-1", 1733000001L, BODY)).isNotEqualTo(signed);
        assertThat(WebhookSignature.sign("wh-secret-2", 1733000000L, BODY)).isNotEqualTo(signed);
        assertThat(WebhookSignature.sign("wh-secret-1", 1733000000L, "{\"status\":\"FAILED\"}".getBytes()))
                .isNotEqualTo(signed);
    }
}
