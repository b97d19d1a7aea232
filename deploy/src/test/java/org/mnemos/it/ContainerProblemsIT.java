package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.net.URL;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.Http;

/** What the servlet container answers by itself is a problem document with a stable code, not an HTML page. */
@ExtendWith(ArquillianExtension.class)
class ContainerProblemsIT {

    @ArquillianResource
    URL base;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @Test
    void theContainersOwnRefusalsAreProblems() {
        Http anonymous = new Http(Http.root(base));

        expect(anonymous.delete("/"), 403, "FORBIDDEN");
        expect(anonymous.put("index.html", "{}"), 403, "FORBIDDEN");
        expect(anonymous.get("no-such-page.html"), 404, "NOT_FOUND");
        expect(anonymous.get("mnemos-container-problem"), 404, "NOT_FOUND");
    }

    private static void expect(Http.Reply reply, int status, String code) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(status);
        assertThat(reply.contentType()).startsWith("application/problem+json");
        assertThat(reply.json().get("code").asText()).isEqualTo(code);
        assertThat(reply.body()).doesNotContain("<html", "<!DOCTYPE");
    }
}
